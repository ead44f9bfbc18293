// Card faces and backs as SVG, drawn from (pack, suit, rank, skin): the
// French 52-card pack now, the German 32-card pack (Eichel, Gras, Herz,
// Schellen; 7 8 9 U O K 10 A) and the tarock pack later. The suit is always
// shown by its symbol as well as its colour, and every card has rank indices.

const NS = 'http://www.w3.org/2000/svg';

// Suit symbols as paths in a 0..20 box, so they stay crisp at any size.
const SHAPES = {
  heart: 'M10 18 C2 12 0 8 2 5 C4 1.5 8.5 2 10 5.5 C11.5 2 16 1.5 18 5 C20 8 18 12 10 18Z',
  diamond: 'M10 1 L18 10 L10 19 L2 10Z',
  spade: 'M10 1 C5 7 1 9 2 13 C3 16 7 16 9 14 L8 19 L12 19 L11 14 C13 16 17 16 18 13 C19 9 15 7 10 1Z',
  club: 'M10 2 a4 4 0 1 1 -0.1 0Z M5 8.5 a4 4 0 1 1 -0.1 0Z M15 8.5 a4 4 0 1 1 -0.1 0Z M9 12 L8 19 L12 19 L11 12Z',
  // German suits: acorn, leaf, heart, bell.
  acorn: 'M5 9 Q10 4 15 9 L15 10 L5 10Z M6 10 Q6 18 10 19 Q14 18 14 10Z M9.3 4 L10.7 4 L10.7 6.5 L9.3 6.5Z',
  leaf: 'M10 1 C17 6 17 13 10 17 C3 13 3 6 10 1Z M9.4 15 L10.6 15 L10.6 19.5 L9.4 19.5Z',
  bell: 'M10 3 C14 3 15 7 15 11 L17 14 L3 14 L5 11 C5 7 6 3 10 3Z M8 15 a2 2 0 0 0 4 0Z M9 1 L11 1 L11 3 L9 3Z',
};

export const PACKS = {
  'french-52': {
    suits: {
      C: { shape: 'club', colour: 'black', four: '#1f7a3a', sv: 'klöver', en: 'clubs' },
      D: { shape: 'diamond', colour: 'red', four: '#d9731a', sv: 'ruter', en: 'diamonds' },
      H: { shape: 'heart', colour: 'red', four: '#c8102e', sv: 'hjärter', en: 'hearts' },
      S: { shape: 'spade', colour: 'black', four: '#1b1b1b', sv: 'spader', en: 'spades' },
    },
    order: ['S', 'H', 'C', 'D'], // alternate colours when sorting a hand
    ranks: ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'],
    index: {
      sv: { T: '10', J: 'Kn', Q: 'D', K: 'K', A: 'E' },
      en: { T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' },
    },
    faces: ['J', 'Q', 'K'],
  },
  'german-32': {
    suits: {
      E: { shape: 'acorn', colour: '#7a4a12', four: '#7a4a12', sv: 'ek', en: 'Eichel' },
      G: { shape: 'leaf', colour: '#2f7d32', four: '#2f7d32', sv: 'löv', en: 'Gras' },
      H: { shape: 'heart', colour: '#c8102e', four: '#c8102e', sv: 'hjärter', en: 'Herz' },
      S: { shape: 'bell', colour: '#c58b00', four: '#c58b00', sv: 'klockor', en: 'Schellen' },
    },
    order: ['E', 'G', 'H', 'S'],
    ranks: ['7', '8', '9', 'U', 'O', 'K', 'T', 'A'],
    index: { sv: { T: '10' }, en: { T: '10' } },
    faces: ['U', 'O', 'K'],
  },
};

const INK = { black: '#1b1b1b', red: '#c8102e' };

function suitColour(pack, suit, skin) {
  const info = PACKS[pack].suits[suit];
  if (skin && skin.fourColour) return info.four;
  return INK[info.colour] || info.colour;
}

export function parseCard(name, pack = 'french-52') {
  const suit = name[0];
  const rank = name.slice(1);
  if (!PACKS[pack] || !PACKS[pack].suits[suit] || !PACKS[pack].ranks.includes(rank)) return null;
  return { pack, suit, rank, name };
}

export function rankIndex(pack, rank, lang = 'sv') {
  const table = PACKS[pack].index[lang] || PACKS[pack].index.en;
  return table[rank] || rank;
}

function symbol(shape, x, y, size, colour, flip = false) {
  const s = size / 20;
  const turn = flip ? ` rotate(180 10 10)` : '';
  return `<path d="${SHAPES[shape]}" fill="${colour}" transform="translate(${x} ${y}) scale(${s})${turn}"/>`;
}

// Pip positions (in a 100x140 card) for French number cards.
const PIPS = {
  2: [[50, 30], [50, 110, 1]], 3: [[50, 30], [50, 70], [50, 110, 1]],
  4: [[32, 30], [68, 30], [32, 110, 1], [68, 110, 1]],
  5: [[32, 30], [68, 30], [50, 70], [32, 110, 1], [68, 110, 1]],
  6: [[32, 30], [68, 30], [32, 70], [68, 70], [32, 110, 1], [68, 110, 1]],
  7: [[32, 30], [68, 30], [50, 50], [32, 70], [68, 70], [32, 110, 1], [68, 110, 1]],
  8: [[32, 30], [68, 30], [50, 50], [32, 70], [68, 70], [50, 90, 1], [32, 110, 1], [68, 110, 1]],
  9: [[32, 28], [68, 28], [32, 56], [68, 56], [50, 70], [32, 84, 1], [68, 84, 1], [32, 112, 1], [68, 112, 1]],
  10: [[32, 28], [68, 28], [50, 42], [32, 56], [68, 56], [32, 84, 1], [68, 84, 1], [50, 98, 1], [32, 112, 1], [68, 112, 1]],
};

/** SVG markup of a card face: drawCard({pack, suit, rank}, {lang, fourColour}). */
export function drawCard(card, skin = {}) {
  const { pack, suit, rank } = card;
  const info = PACKS[pack].suits[suit];
  const colour = suitColour(pack, suit, skin);
  const idx = rankIndex(pack, rank, skin.lang || 'sv');
  const small = idx.length > 1 ? 17 : 20;
  const corner = (flip) => {
    const g = `<text x="11" y="22" font-size="${small}" font-weight="700" text-anchor="middle" fill="${colour}"
      font-family="Georgia, 'Times New Roman', serif">${idx}</text>${symbol(info.shape, 4, 26, 14, colour)}`;
    return flip ? `<g transform="rotate(180 50 70)">${g}</g>` : `<g>${g}</g>`;
  };
  let centre = '';
  const value = rank === 'T' ? 10 : Number(rank);
  if (pack === 'french-52' && value >= 2 && value <= 10) {
    centre = PIPS[value].map(([x, y, f]) => symbol(info.shape, x - 9, y - 9, 18, colour, !!f)).join('');
  } else if (PACKS[pack].faces.includes(rank)) {
    centre = `<rect x="24" y="30" width="52" height="80" rx="6" fill="none" stroke="${colour}" stroke-width="1.6"/>
      ${symbol(info.shape, 38, 40, 24, colour)}
      <text x="50" y="98" font-size="30" font-weight="700" text-anchor="middle" fill="${colour}"
        font-family="Georgia, 'Times New Roman', serif">${idx}</text>`;
  } else {
    centre = symbol(info.shape, 26, 46, 48, colour);
    if (pack !== 'french-52') {
      centre += `<text x="50" y="116" font-size="16" text-anchor="middle" fill="${colour}"
        font-family="Georgia, serif">${idx}</text>`;
    }
  }
  return `<svg xmlns="${NS}" viewBox="0 0 100 140" class="card-svg" role="img">
    <rect x="1" y="1" width="98" height="138" rx="8" fill="#fffdf7" stroke="#8a8577" stroke-width="1.2"/>
    ${corner(false)}${corner(true)}${centre}</svg>`;
}

/** SVG markup of a card back. */
export function drawBack(skin = {}) {
  const c = skin.back || '#7b1e2b';
  return `<svg xmlns="${NS}" viewBox="0 0 100 140" class="card-svg" role="img">
    <defs><pattern id="lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="10" height="10" fill="${c}"/><path d="M0 5 H10 M5 0 V10" stroke="#f3e7c9" stroke-opacity=".35" stroke-width="1.2"/>
    </pattern></defs>
    <rect x="1" y="1" width="98" height="138" rx="8" fill="#fffdf7" stroke="#8a8577" stroke-width="1.2"/>
    <rect x="7" y="7" width="86" height="126" rx="5" fill="url(#lattice)"/>
    <rect x="7" y="7" width="86" height="126" rx="5" fill="none" stroke="#f3e7c9" stroke-width="1.5"/></svg>`;
}

/** Spoken name of a card, e.g. "hjärter kung" / "king of hearts" (for screen readers). */
export function cardLabel(card, lang = 'sv') {
  const suit = PACKS[card.pack].suits[card.suit][lang] || card.suit;
  const ranksSv = { T: 'tia', J: 'knekt', Q: 'dam', K: 'kung', A: 'ess', U: 'Unter', O: 'Ober' };
  const ranksEn = { T: 'ten', J: 'jack', Q: 'queen', K: 'king', A: 'ace', U: 'Unter', O: 'Ober' };
  const r = (lang === 'sv' ? ranksSv : ranksEn)[card.rank] || card.rank;
  return lang === 'sv' ? `${suit} ${r}` : `${r} of ${suit}`;
}
