// Card faces and backs as SVG, drawn from (pack, suit, rank, skin): the
// French 52-card pack, and the German 32-card pack (Eichel, Gras, Herz,
// Schellen; 7 8 9 10 U O K A) in three patterns: Bavarian (the default),
// Double-German (doppeldeutsch, double-headed figures) and Salzburg; and the
// 54-card tarock pack, whose entry (tarock-cards.js) brings its own parse,
// draw and label. The suit is always shown by its symbol as well as its
// colour, and every card has rank indices. The words (suit and rank names,
// the corner indices) are in the catalogues under cards.<words>.* (the pack's
// `words`); a rank without one reads as itself ("7").

import { has, t } from './i18n.js';
import { TAROCK } from './tarock-cards.js';

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
    words: 'french',
    suits: {
      C: { shape: 'club', colour: 'black', four: '#1f7a3a' },
      D: { shape: 'diamond', colour: 'red', four: '#d9731a' },
      H: { shape: 'heart', colour: 'red', four: '#c8102e' },
      S: { shape: 'spade', colour: 'black', four: '#1b1b1b' },
    },
    order: ['S', 'H', 'C', 'D'], // alternate colours when sorting a hand
    ranks: ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'],
    faces: ['J', 'Q', 'K'],
  },
  'german-32': {
    words: 'german',
    suits: {
      E: { shape: 'acorn', colour: '#7a4a12', four: '#7a4a12' },
      G: { shape: 'leaf', colour: '#2f7d32', four: '#2f7d32' },
      H: { shape: 'heart', colour: '#c8102e', four: '#c8102e' },
      S: { shape: 'bell', colour: '#c58b00', four: '#c58b00' },
    },
    order: ['E', 'G', 'H', 'S'],
    ranks: ['7', '8', '9', 'U', 'O', 'K', 'T', 'A'],
    faces: ['U', 'O', 'K'],
  },
  'tarock-54': TAROCK,
};

const INK = { black: '#1b1b1b', red: '#c8102e' };

function suitColour(pack, suit, skin) {
  const info = PACKS[pack].suits[suit];
  if (skin && skin.fourColour) return info.four;
  return INK[info.colour] || info.colour;
}

export function parseCard(name, pack = 'french-52') {
  if (PACKS[pack] && PACKS[pack].parse) return PACKS[pack].parse(name);
  const suit = name[0];
  const rank = name.slice(1);
  if (!PACKS[pack] || !PACKS[pack].suits[suit] || !PACKS[pack].ranks.includes(rank)) return null;
  return { pack, suit, rank, name };
}

/** A word of `pack` in the current language: cards.<words>.<kind>.<code>, else the code itself. */
function word(pack, kind, code) {
  const id = `cards.${PACKS[pack].words}.${kind}.${code}`;
  return has(id) ? t(id) : code;
}

/** A suit's name ("hjärter", "Eichel"). */
export function suitWord(pack, suit) { return word(pack, 'suit', suit); }

/** The index printed in a card's corner ("Kn", "10", "7"). */
export function rankIndex(pack, rank) { return word(pack, 'index', rank); }

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

/** SVG markup of a card face: drawCard({pack, suit, rank}, {fourColour, pattern}). */
export function drawCard(card, skin = {}) {
  const { pack, suit, rank } = card;
  if (pack === 'german-32') return drawGerman(card, skin);
  if (PACKS[pack].draw) return PACKS[pack].draw(card, skin);
  const info = PACKS[pack].suits[suit];
  const colour = suitColour(pack, suit, skin);
  const idx = rankIndex(pack, rank);
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
    // A two-letter index (Swedish Kn) stays in the left half, which a fanned hand leaves
    // visible: centred, the next card would hide the "n" and leave a king's "K".
    const fit = idx.length > 1 ? 'x="39" font-size="24" textLength="24" lengthAdjust="spacingAndGlyphs"' : 'x="50" font-size="30"';
    centre = `<rect x="24" y="30" width="52" height="80" rx="6" fill="none" stroke="${colour}" stroke-width="1.6"/>
      ${symbol(info.shape, 38, 40, 24, colour)}
      <text ${fit} y="98" font-weight="700" text-anchor="middle" fill="${colour}"
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

/** Spoken name of a card in the current language, e.g. "hjärter kung" / "king of hearts" (for screen readers). */
export function cardLabel(card) {
  if (PACKS[card.pack].label) return PACKS[card.pack].label(card);
  return t('cards.card', { suit: suitWord(card.pack, card.suit), rank: word(card.pack, 'rank', card.rank) });
}

// ---------------------------------------------------------------------------
// The German pack in three patterns. Suit signs are drawn in a 0..20 box in
// several colours with a dark outline, so each suit is told by its shape:
// Eichel an acorn standing on its cup, Gras a leaf on its stem, Herz a heart,
// Schellen a round sleigh bell with its band and slit. Ober and Unter are told
// apart as on a real pack: the Ober holds his suit sign up at the top, the
// Unter holds it low; the König wears the crown.

// Each pattern's name is its catalogue message.
export const PATTERNS = {
  bavarian: 'cards.german.pattern.bavarian',
  'double-german': 'cards.german.pattern.double-german',
  salzburg: 'cards.german.pattern.salzburg',
};
const PATTERN_KEY = 'talong.pattern';

/** The German card pattern chosen in this browser (Bavarian by default). */
export function getPattern() {
  try {
    const p = localStorage.getItem(PATTERN_KEY);
    return PATTERNS[p] ? p : 'bavarian';
  } catch { return 'bavarian'; }
}

export function setPattern(pattern) {
  if (!PATTERNS[pattern]) return getPattern();
  try { localStorage.setItem(PATTERN_KEY, pattern); } catch { /* private mode: this page only */ }
  return pattern;
}

const OUT = '#33261a';       // outline of figures
const SKIN_TONE = '#f5d6b6';

// Per pattern: paper, edge, suit colours (main, dark, band, line, ink = index colour), costumes.
const LOOK = {
  bavarian: {
    paper: '#fffdf7', edge: '#8a8577', double: false,
    suits: {
      E: { main: '#d89c3a', dark: '#7a4a12', hatch: '#e7c07a', line: '#4a2a08', ink: '#7a4a12' },
      G: { main: '#4f9d3f', dark: '#1f5a1c', line: '#1d4a1a', ink: '#2f7d32' },
      H: { main: '#d9142f', dark: '#8c0b1d', line: '#6d0816', ink: '#c8102e' },
      S: { main: '#f2bd22', band: '#c8102e', line: '#6b4a00', ink: '#9c6400' },
    },
    dress: { K: { coat: '#7d1f3a', cape: '#c8102e', hose: '#f2bd22', hat: '#f2bd22', hair: '#e9e4d8' },
      O: { coat: '#1d4f91', trim: '#f2bd22', hose: '#c8102e', hat: '#2d2d2d', hair: '#6b3e1a' },
      U: { coat: '#c8102e', trim: '#1d4f91', hose: '#2f7d32', hat: '#1f5a1c', hair: '#8a5a2b' } },
  },
  'double-german': {
    paper: '#fffef9', edge: '#6f6a5e', double: true,
    suits: {
      E: { main: '#c27a26', dark: '#5e3a10', hatch: '#d9a45c', line: '#3d2406', ink: '#6a3f0e' },
      G: { main: '#2f8a2f', dark: '#155215', line: '#124012', ink: '#1f6d22' },
      H: { main: '#e3001b', dark: '#8f0011', line: '#5f000b', ink: '#c4001a' },
      S: { main: '#f7c800', band: '#1f6d22', line: '#5e4600', ink: '#8a6300' },
    },
    dress: { K: { coat: '#1d4f91', cape: '#b3131f', hose: '#1d4f91', hat: '#f7c800', hair: '#d6d0c2' },
      O: { coat: '#2f8a2f', trim: '#f7c800', hose: '#1d4f91', hat: '#b3131f', hair: '#5a3414' },
      U: { coat: '#f7c800', trim: '#b3131f', hose: '#b3131f', hat: '#1d4f91', hair: '#7a4a1f' } },
  },
  salzburg: {
    paper: '#fcf5e3', edge: '#8f7b52', double: false, frame: '#b99a5b',
    suits: {
      E: { main: '#dcae52', dark: '#6b4423', hatch: '#ecd08e', line: '#43290f', ink: '#6b4423' },
      G: { main: '#66a845', dark: '#2b6a1f', line: '#24531a', ink: '#2e6f24' },
      H: { main: '#cf2a2a', dark: '#861616', line: '#5c0f0f', ink: '#b31d1d' },
      S: { main: '#efc33a', band: '#1d4f91', line: '#5e4600', ink: '#8a6300' },
    },
    dress: { K: { coat: '#2f6b3a', cape: '#8a1c1c', hose: '#8a1c1c', hat: '#e3b53a', hair: '#8a7a66' },
      O: { coat: '#8a1c1c', trim: '#e3b53a', hose: '#2f6b3a', hat: '#2f6b3a', hair: '#4a2e14' },
      U: { coat: '#2f5d8a', trim: '#e3b53a', hose: '#8a1c1c', hat: '#8a1c1c', hair: '#9a6a36' } },
  },
};

const GERMAN_SIGNS = {
  E: (p) => `<path d="M4.7 9.2C4.4 14.4 7 19.5 10 19.7C13 19.5 15.6 14.4 15.3 9.2Z" fill="${p.main}" stroke="${p.line}" stroke-width=".7"/>`
    + `<path d="M7 11.6Q6.8 15 8.6 17.6" stroke="#fff" stroke-opacity=".55" stroke-width=".9" fill="none"/>`
    + `<path d="M9.3 .3H10.7L11 4.6H9Z" fill="${p.dark}" stroke="${p.line}" stroke-width=".5"/>`
    + `<path d="M3.3 5.4Q10 3.4 16.7 5.4L16 10Q10 12 4 10Z" fill="${p.dark}" stroke="${p.line}" stroke-width=".7"/>`
    + `<path d="M5.2 5.6L7.6 10.6M8.4 4.7L11 11.2M11.8 4.6L14.2 10.6M14.8 5.2L15.8 7.4M14.8 5.6L12.2 10.9M11.6 4.6L8.8 11.1M8.2 4.8L5.4 10.2M5 5.4L4 7.2" stroke="${p.hatch}" stroke-width=".5" fill="none"/>`,
  G: (p) => `<path d="M9.3 13.6Q10 17.2 8.5 19.7H10.6Q11.8 17 10.8 13.6Z" fill="${p.dark}" stroke="${p.line}" stroke-width=".5"/>`
    + `<path d="M10 .5C13 4 18.2 7 17.5 11.7C17 15.1 13 16 10 14.2C7 16 3 15.1 2.5 11.7C1.8 7 7 4 10 .5Z" fill="${p.main}" stroke="${p.line}" stroke-width=".7"/>`
    + `<path d="M10 2.6V13.8M10 6.2L7.1 4.7M10 6.2L12.9 4.7M10 9.1L5.3 7.5M10 9.1L14.7 7.5M10 12L5.6 11.2M10 12L14.4 11.2" stroke="${p.dark}" stroke-width=".6" fill="none"/>`,
  H: (p) => `<path d="M10 18.6C3 13.6.8 9.6 1.6 6C2.4 2.6 6.6 1.4 10 5C13.4 1.4 17.6 2.6 18.4 6C19.2 9.6 17 13.6 10 18.6Z" fill="${p.main}" stroke="${p.line}" stroke-width=".7"/>`
    + `<path d="M5 4.9Q3.3 7.6 5.3 10.6" stroke="#fff" stroke-opacity=".5" stroke-width="1" fill="none"/>`,
  S: (p) => `<path d="M8.3 3.9a1.8 1.8 0 1 1 3.4 0" fill="none" stroke="${p.line}" stroke-width="1.1"/>`
    + `<circle cx="10" cy="11" r="7.6" fill="${p.main}" stroke="${p.line}" stroke-width=".7"/>`
    + `<path d="M2.6 9.6Q10 12.2 17.4 9.6L17.3 12Q10 14.6 2.7 12Z" fill="${p.band}" stroke="${p.line}" stroke-width=".4"/>`
    + `<path d="M10 14.6V18.2" stroke="${p.line}" stroke-width="1.1"/><circle cx="10" cy="14.6" r="1" fill="${p.line}"/>`
    + `<path d="M5.3 7.8Q6.8 5.2 9.4 4.8" stroke="#fff" stroke-opacity=".6" stroke-width="1" fill="none"/>`,
};

/** A German suit sign centred at (cx, cy), `size` wide, turned upside down when `flip`. */
function sign(suit, look, cx, cy, size, flip = false) {
  const s = size / 20;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})${flip ? ' rotate(180 10 10)' : ''}">`
    + `${GERMAN_SIGNS[suit](look.suits[suit])}</g>`;
}

// Pip positions (in a 100x140 card) of the German number cards.
const GERMAN_PIPS = {
  7: [[34, 30], [66, 30], [50, 51], [34, 72], [66, 72], [34, 112], [66, 112]],
  8: [[34, 28], [66, 28], [34, 56], [66, 56], [34, 84], [66, 84], [34, 112], [66, 112]],
  9: [[34, 27], [66, 27], [34, 54], [66, 54], [50, 70], [34, 86], [66, 86], [34, 113], [66, 113]],
  T: [[34, 27], [66, 27], [50, 41], [34, 55], [66, 55], [34, 85], [66, 85], [50, 99], [34, 113], [66, 113]],
};

function line(d, colour, width = 0.7, extra = '') {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

function head(rank, dress, cx, cy) {
  let out = '';
  if (rank === 'K') {   // the crown
    out += `<path d="M${cx - 8.5} ${cy - 7} L${cx - 10} ${cy - 17} L${cx - 5} ${cy - 12} L${cx} ${cy - 19} L${cx + 5} ${cy - 12} L${cx + 10} ${cy - 17} L${cx + 8.5} ${cy - 7}Z" fill="${dress.hat}" stroke="${OUT}" stroke-width=".6"/>`
      + `<circle cx="${cx}" cy="${cy - 10.5}" r="1.3" fill="#c8102e"/><circle cx="${cx - 5}" cy="${cy - 9}" r="1" fill="#1d4f91"/><circle cx="${cx + 5}" cy="${cy - 9}" r="1" fill="#1d4f91"/>`;
  }
  out += `<circle cx="${cx}" cy="${cy}" r="8.2" fill="${SKIN_TONE}" stroke="${OUT}" stroke-width=".7"/>`
    + `<circle cx="${cx - 3}" cy="${cy - 1}" r=".85" fill="${OUT}"/><circle cx="${cx + 3}" cy="${cy - 1}" r=".85" fill="${OUT}"/>`;
  if (rank === 'K') {   // full beard
    out += `<path d="M${cx - 7.6} ${cy + 2} Q${cx - 6} ${cy + 14} ${cx} ${cy + 15} Q${cx + 6} ${cy + 14} ${cx + 7.6} ${cy + 2} Q${cx + 4} ${cy + 6} ${cx} ${cy + 5.6} Q${cx - 4} ${cy + 6} ${cx - 7.6} ${cy + 2}Z" fill="${dress.hair}" stroke="${OUT}" stroke-width=".5"/>`;
  } else if (rank === 'O') {   // moustache and pointed beard, a broad hat with a feather
    out += `<path d="M${cx - 4.5} ${cy + 3} Q${cx} ${cy + 1.4} ${cx + 4.5} ${cy + 3} Q${cx} ${cy + 4.4} ${cx - 4.5} ${cy + 3}Z" fill="${dress.hair}"/>`
      + `<path d="M${cx - 2} ${cy + 5.4} L${cx} ${cy + 10} L${cx + 2} ${cy + 5.4}Z" fill="${dress.hair}"/>`
      + `<path d="M${cx + 4} ${cy - 11} Q${cx + 15} ${cy - 22} ${cx + 21} ${cy - 16} Q${cx + 13} ${cy - 16} ${cx + 6} ${cy - 8}Z" fill="#fbf7ee" stroke="${OUT}" stroke-width=".5"/>`
      + `<path d="M${cx - 7} ${cy - 7} Q${cx - 6} ${cy - 16} ${cx} ${cy - 16} Q${cx + 6} ${cy - 16} ${cx + 7} ${cy - 7}Z" fill="${dress.hat}" stroke="${OUT}" stroke-width=".6"/>`
      + `<ellipse cx="${cx}" cy="${cy - 7}" rx="13" ry="2.8" fill="${dress.hat}" stroke="${OUT}" stroke-width=".6"/>`;
  } else {   // the Unter: young, a soft cap
    out += line(`M${cx - 2} ${cy + 4} Q${cx} ${cy + 5.2} ${cx + 2} ${cy + 4}`, OUT, 0.6)
      + `<path d="M${cx - 9} ${cy - 3} Q${cx - 9} ${cy - 13} ${cx} ${cy - 13} Q${cx + 10} ${cy - 13} ${cx + 11} ${cy - 5} Q${cx} ${cy - 8} ${cx - 9} ${cy - 3}Z" fill="${dress.hat}" stroke="${OUT}" stroke-width=".6"/>`
      + `<circle cx="${cx + 10.5}" cy="${cy - 5.5}" r="1.6" fill="${dress.trim}"/>`;
  }
  return out;
}

/** A standing figure for the single-headed patterns (Bavarian, Salzburg). */
function fullFigure(rank, suit, look, pattern) {
  const d = look.dress[rank];
  const trim = rank === 'K' ? '#fbf7ee' : d.trim;
  const ink = look.suits[suit].ink;
  let out = '';
  if (pattern === 'salzburg') out += line('M22 124 Q50 119 78 124', '#7a9a4a', 2.2);   // the ground
  if (rank === 'K') {   // throne behind him, cape with ermine
    out += `<rect x="29" y="36" width="42" height="72" rx="5" fill="${ink}" fill-opacity=".16" stroke="${ink}" stroke-opacity=".5" stroke-width=".8"/>`
      + `<path d="M35 53 Q50 48 65 53 L73 110 Q50 114 27 110Z" fill="${d.cape}" stroke="${OUT}" stroke-width=".8"/>`
      + line('M27.5 109 Q50 113 72.5 109', '#fbf7ee', 3) + [32, 40, 48, 56, 64].map((x) => `<circle cx="${x + 2}" cy="111" r=".7" fill="${OUT}"/>`).join('');
  }
  // legs and shoes
  out += `<rect x="41" y="99" width="7.6" height="21" fill="${d.hose}" stroke="${OUT}" stroke-width=".6"/>`
    + `<rect x="51.4" y="99" width="7.6" height="21" fill="${d.hose}" stroke="${OUT}" stroke-width=".6"/>`
    + `<ellipse cx="44" cy="121.4" rx="6" ry="2.6" fill="#2a1d12"/><ellipse cx="56" cy="121.4" rx="6" ry="2.6" fill="#2a1d12"/>`;
  // the coat, its trim, the belt
  out += `<path d="M37 54 Q50 50 63 54 L68 100 Q50 104 32 100Z" fill="${d.coat}" stroke="${OUT}" stroke-width=".8"/>`
    + line('M50 54 V102', trim, 2.4)
    + `<rect x="34.4" y="78" width="31.2" height="4" fill="#3a2a1a"/><rect x="47.8" y="77.4" width="4.4" height="5.2" fill="#e8c04a" stroke="${OUT}" stroke-width=".4"/>`
    + line('M33.5 99 Q50 103 66.5 99', trim, 1.6);
  if (pattern === 'salzburg') out += [60, 68, 88, 94].map((y) => `<circle cx="${y < 80 ? 46 : 54}" cy="${y}" r="1" fill="${trim}"/>`).join('');
  out += `<ellipse cx="50" cy="52.5" rx="9.5" ry="3.2" fill="#fbf7ee" stroke="${OUT}" stroke-width=".6"/>`;
  out += head(rank, d, 50, 41);
  // arms: the hand with the suit sign, the other hand with sceptre, sword or halberd
  const arm = (dd) => line(dd, d.coat, 6.2);
  const hand = (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="${SKIN_TONE}" stroke="${OUT}" stroke-width=".6"/>`;
  if (rank === 'O') {
    out += arm('M61 57 L70 46 L68 33') + hand(68, 31) + sign(suit, look, 66, 17, 22);
    out += line('M36 84 L25 123', '#9aa3ab', 2.2) + line('M31 87.5 L40 81.5', '#c9a227', 2.2)
      + arm('M39 57 L32 71 L36 83') + hand(36, 85);
  } else if (rank === 'U') {
    out += line('M30 16 V124', '#6b4a2a', 2) + `<path d="M30 12 L26 22 L30 19.5 L35 23 L33 15Z" fill="#b9c0c6" stroke="${OUT}" stroke-width=".5"/>`
      + arm('M39 57 L31 65 L31 72') + hand(31, 73);
    out += arm('M61 57 L67 72 L66 85') + hand(66, 87) + sign(suit, look, 66, 98, 22);
  } else {
    out += line('M67 34 V98', '#c9a227', 2.4) + `<circle cx="67" cy="31" r="3.2" fill="#e8c04a" stroke="${OUT}" stroke-width=".5"/>`
      + arm('M61 57 L68 66 L67 72') + hand(67, 72)
      + arm('M39 57 L35 70 L42 78') + hand(43, 78) + sign(suit, look, 32, 22, 16);
  }
  return out;
}

/** A half figure, drawn twice (the lower one turned), for the Double-German pattern. */
function halfFigure(rank, suit, look) {
  const d = look.dress[rank];
  const trim = rank === 'K' ? '#fbf7ee' : d.trim;
  const body = rank === 'K' ? d.cape : d.coat;
  let out = `<path d="M23 70 Q23 55 33 50 L42 46 Q50 49 58 46 L67 50 Q77 55 77 70Z" fill="${body}" stroke="${OUT}" stroke-width=".8"/>`;
  out += `<path d="M41 70 L43 48 Q50 52 57 48 L59 70Z" fill="${rank === 'K' ? d.coat : trim}" fill-opacity="${rank === 'K' ? 1 : 0.55}" stroke="${OUT}" stroke-width=".6"/>`;
  if (rank === 'K') out += line('M24 69 Q24.5 56 34 50', '#fbf7ee', 2.8) + line('M76 69 Q75.5 56 66 50', '#fbf7ee', 2.8);
  out += [55, 61, 67].map((y) => `<circle cx="50" cy="${y}" r="1" fill="${OUT}"/>`).join('');
  out += line('M34 52 Q30 60 31 70', OUT, 0.6) + line('M66 52 Q70 60 69 70', OUT, 0.6);
  out += `<ellipse cx="50" cy="46.5" rx="11" ry="3.4" fill="#fbf7ee" stroke="${OUT}" stroke-width=".6"/>`;
  out += `<g transform="translate(50 31) scale(1.3) translate(-50 -31)">${head(rank, d, 50, 31)}</g>`;
  const hand = (x, y) => `<circle cx="${x}" cy="${y}" r="3.2" fill="${SKIN_TONE}" stroke="${OUT}" stroke-width=".6"/>`;
  if (rank === 'O') out += line('M66 52 L73 40 L72 30', d.coat, 6) + hand(72, 29) + sign(suit, look, 70, 16, 19);
  else if (rank === 'U') out += line('M66 52 L71 60 L69 63', d.coat, 6) + hand(68, 63) + sign(suit, look, 69, 58, 17);
  else out += line('M69 66 V20', '#c9a227', 2.4) + `<circle cx="69" cy="17" r="3" fill="#e8c04a" stroke="${OUT}" stroke-width=".5"/>` + hand(69, 58) + sign(suit, look, 31, 16, 14);
  return out;
}

function daus(suit, look, pattern) {
  const ink = look.suits[suit].ink;
  if (pattern === 'double-german') {   // two big suit signs, as on the old deuce
    return sign(suit, look, 50, 42, 38) + sign(suit, look, 50, 98, 38, true)
      + line('M30 70 Q40 64 50 70 Q60 76 70 70', ink, 1.4);
  }
  if (pattern === 'salzburg') {   // the sign in a laurel wreath
    const leaves = Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * Math.PI * 2;
      const x = 50 + Math.cos(a) * 31; const y = 70 + Math.sin(a) * 38;
      return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="3.6" ry="1.7" fill="#6b8f3a" transform="rotate(${((a * 180) / Math.PI + 90).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
    }).join('');
    return `<ellipse cx="50" cy="70" rx="31" ry="38" fill="none" stroke="#b99a5b" stroke-width="1"/>${leaves}` + sign(suit, look, 50, 68, 42);
  }
  // Bavarian: one big sign over a ribbon, with sprigs either side
  return line('M30 64 Q22 52 28 38', '#6b8f3a', 1.6) + line('M70 64 Q78 52 72 38', '#6b8f3a', 1.6)
    + [[27, 46], [25, 54], [73, 46], [75, 54]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3.4" ry="1.6" fill="#6b8f3a"/>`).join('')
    + sign(suit, look, 50, 60, 52)
    + `<path d="M27 101 L15 99 L19.5 105 L15 111 L27 109Z" fill="${look.suits[suit].dark || ink}" stroke="${OUT}" stroke-width=".5"/>`
    + `<path d="M73 101 L85 99 L80.5 105 L85 111 L73 109Z" fill="${look.suits[suit].dark || ink}" stroke="${OUT}" stroke-width=".5"/>`
    + `<path d="M24 99 Q50 108 76 99 L76 108 Q50 117 24 108Z" fill="${ink}" stroke="${OUT}" stroke-width=".6"/>`
    + line('M27 103.6 Q50 112 73 103.6', '#fff', 0.7, ' stroke-opacity=".6"');
}

function drawGerman(card, skin) {
  const { suit, rank } = card;
  const pattern = PATTERNS[skin.pattern] ? skin.pattern : getPattern();
  const look = LOOK[pattern];
  const ink = look.suits[suit].ink;
  const idx = rankIndex('german-32', rank);
  const size = idx.length > 1 ? 17 : 20;
  const cornerMarks = `<text x="11" y="21" font-size="${size}" font-weight="700" text-anchor="middle" fill="${ink}"
      font-family="Georgia, 'Times New Roman', serif">${idx}</text>${sign(suit, look, 11, 32, 13)}`;
  const corners = `<g>${cornerMarks}</g><g transform="rotate(180 50 70)">${cornerMarks}</g>`;
  let centre;
  if (rank === 'A') centre = daus(suit, look, pattern);
  else if (PACKS['german-32'].faces.includes(rank)) {
    if (look.double) {
      const half = halfFigure(rank, suit, look);
      centre = `<rect x="21" y="5" width="58" height="130" rx="4" fill="${ink}" fill-opacity=".06" stroke="${look.edge}" stroke-width=".8"/>`
        + `<g>${half}</g><g transform="rotate(180 50 70)">${half}</g>` + line('M21 70 H79', look.edge, 0.9);
    } else centre = fullFigure(rank, suit, look, pattern);
  } else {
    centre = GERMAN_PIPS[rank].map(([x, y]) => sign(suit, look, x, y, rank === '7' || rank === '8' ? 21 : rank === '9' ? 19 : 17, look.double && y > 70)).join('');
  }
  const frame = look.frame ? `<rect x="4" y="4" width="92" height="132" rx="6" fill="none" stroke="${look.frame}" stroke-width=".8"/>` : '';
  return `<svg xmlns="${NS}" viewBox="0 0 100 140" class="card-svg german ${pattern}" data-pattern="${pattern}" role="img">
    <rect x="1" y="1" width="98" height="138" rx="8" fill="${look.paper}" stroke="${look.edge}" stroke-width="1.2"/>
    ${frame}${centre}${corners}</svg>`;
}

/** A German suit sign alone, as an inline SVG icon (buttons, labels). */
export function suitIcon(suit, pattern = getPattern()) {
  const look = LOOK[PATTERNS[pattern] ? pattern : 'bavarian'];
  return `<svg xmlns="${NS}" viewBox="0 0 20 20" class="suit-icon" aria-hidden="true">${GERMAN_SIGNS[suit](look.suits[suit])}</svg>`;
}
