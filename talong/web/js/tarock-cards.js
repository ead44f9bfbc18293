// The 54-card tarock pack of Königrufen (talong/core/tarock.py): four French
// suits of eight (red K D Ka Kn 1 2 3 4, black K D Ka Kn 10 9 8 7) and 22
// taroks. Names are the rule text's codes: "hk", "dka", "h1", "s10"; the
// taroks "I" … "XXI" and "S" the Sküs. Faces are SVG in the 100x140 box of
// cards.js: the suit cards with pips or a framed figure letter, the taroks
// with a large Roman numeral (the corner repeats it, squeezed to fit, so an
// overlapped card in a fanned hand is still told at phone size), the Sküs a
// fool in a two-pointed cap. Registered in cards.js's PACKS. The words (suit
// and figure names, corner indices) are in the catalogues under cards.tarock.*.

import { t } from './i18n.js';

const NS = 'http://www.w3.org/2000/svg';

const SHAPES = {
  heart: 'M10 18 C2 12 0 8 2 5 C4 1.5 8.5 2 10 5.5 C11.5 2 16 1.5 18 5 C20 8 18 12 10 18Z',
  diamond: 'M10 1 L18 10 L10 19 L2 10Z',
  spade: 'M10 1 C5 7 1 9 2 13 C3 16 7 16 9 14 L8 19 L12 19 L11 14 C13 16 17 16 18 13 C19 9 15 7 10 1Z',
  club: 'M10 2 a4 4 0 1 1 -0.1 0Z M5 8.5 a4 4 0 1 1 -0.1 0Z M15 8.5 a4 4 0 1 1 -0.1 0Z M9 12 L8 19 L12 19 L11 12Z',
};

export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV',
  'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];
const RED = ['4', '3', '2', '1', 'kn', 'ka', 'd', 'k'];     // lowest first, as the engine's pack
const BLACK = ['7', '8', '9', '10', 'kn', 'ka', 'd', 'k'];

const SUITS = {
  h: { shape: 'heart', colour: 'red', four: '#c8102e', ranks: RED },
  d: { shape: 'diamond', colour: 'red', four: '#d9731a', ranks: RED },
  s: { shape: 'spade', colour: 'black', four: '#1b1b1b', ranks: BLACK },
  c: { shape: 'club', colour: 'black', four: '#1f7a3a', ranks: BLACK },
  T: { ranks: [...ROMAN, 'S'] },
};
const INK = { black: '#1b1b1b', red: '#c8102e' };
const FIGURES = ['k', 'd', 'ka', 'kn'];   // named in the catalogues: cards.tarock.rank.* and cards.tarock.index.*

/** "hk" -> {suit 'h', rank 'k'}; "XXI" -> {suit 'T', rank 'XXI'}; the Sküs "S" -> {suit 'T', rank 'S'}. */
export function parse(name) {
  if (typeof name !== 'string') return null;
  if (name === 'S' || ROMAN.includes(name)) return { pack: 'tarock-54', suit: 'T', rank: name, name };
  const suit = name[0];
  const rank = name.slice(1);
  if (!SUITS[suit] || suit === 'T' || !SUITS[suit].ranks.includes(rank)) return null;
  return { pack: 'tarock-54', suit, rank, name };
}

/** A card's strength for sorting: taroks above everything, then within a suit by rank. */
export function power(name) {
  const c = parse(name);
  if (!c) return -1;
  return c.suit === 'T' ? 100 + SUITS.T.ranks.indexOf(c.rank) : SUITS[c.suit].ranks.indexOf(c.rank);
}

/** A card's spoken name in the current language; the Sküs, Pagat and Mond are the game's own terms. */
export function label(card) {
  if (card.suit === 'T') {
    if (card.rank === 'S') return 'Sküs';
    const n = ROMAN.indexOf(card.rank) + 1;
    const name = n === 1 ? 'Pagat' : n === 21 ? 'Mond' : '';
    return name ? t('cards.tarock.tarok_named', { rank: card.rank, name }) : t('cards.tarock.tarok', { rank: card.rank });
  }
  const rank = FIGURES.includes(card.rank) ? t(`cards.tarock.rank.${card.rank}`) : card.rank;
  return t('cards.card', { suit: t(`cards.tarock.suit.${card.suit}`), rank });
}

/** The index printed in a card's corner. */
export function index(card) {
  if (card.suit === 'T') return card.rank === 'S' ? 'Sk' : card.rank;
  return FIGURES.includes(card.rank) ? t(`cards.tarock.index.${card.rank}`) : card.rank;
}

function symbol(shape, x, y, size, colour, flip = false) {
  const s = size / 20;
  return `<path d="${SHAPES[shape]}" fill="${colour}" transform="translate(${x} ${y}) scale(${s})${flip ? ' rotate(180 10 10)' : ''}"/>`;
}

// Pip positions (100x140 card) by count.
const PIPS = {
  1: [[50, 70]], 2: [[50, 32], [50, 108, 1]], 3: [[50, 32], [50, 70], [50, 108, 1]],
  4: [[32, 32], [68, 32], [32, 108, 1], [68, 108, 1]],
  7: [[32, 30], [68, 30], [50, 50], [32, 70], [68, 70], [32, 110, 1], [68, 110, 1]],
  8: [[32, 30], [68, 30], [50, 50], [32, 70], [68, 70], [50, 90, 1], [32, 110, 1], [68, 110, 1]],
  9: [[32, 28], [68, 28], [32, 56], [68, 56], [50, 70], [32, 84, 1], [68, 84, 1], [32, 112, 1], [68, 112, 1]],
  10: [[32, 28], [68, 28], [50, 42], [32, 56], [68, 56], [32, 84, 1], [68, 84, 1], [50, 98, 1], [32, 112, 1], [68, 112, 1]],
};

const SERIF = "Georgia, 'Times New Roman', serif";

/** Text squeezed into `width` when it is wider (long Roman numerals). */
// Approximate advance of bold serif capitals and digits, in em (I is narrow, V and X wide).
const EM = { I: 0.42, V: 0.74, X: 0.74, S: 0.6, k: 0.6 };
function fitText(text, x, y, size, width, colour, extra = '') {
  const wide = [...text].reduce((sum, ch) => sum + (EM[ch] || 0.62), 0) * size > width;
  const fit = wide ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${colour}"
    font-family="${SERIF}"${fit}${extra}>${text}</text>`;
}

/** A figure's index under its symbol. A two-letter index (Ka, Kn) stays in the
 * card's left half: in a fanned hand the next card covers the right half, and
 * a centred "Ka" would show only its "K", which reads as a king at a glance. */
function centreIndex(idx, colour) {
  return idx.length > 1 ? fitText(idx, 39, 106, 24, 24, colour) : fitText(idx, 50, 106, 28, 44, colour);
}

function suitFace(card, skin) {
  const info = SUITS[card.suit];
  const colour = skin.fourColour ? info.four : INK[info.colour];
  const idx = index(card);
  const corner = (flip) => {
    const g = fitText(idx, 14, 25, idx.length > 1 ? 21 : 25, 24, colour) + symbol(info.shape, 5, 30, 17, colour);
    return flip ? `<g transform="rotate(180 50 70)">${g}</g>` : `<g>${g}</g>`;
  };
  let centre;
  if (FIGURES.includes(card.rank)) {
    const crown = card.rank === 'k'
      ? `<path d="M36 44 L38 32 L44 39 L50 29 L56 39 L62 32 L64 44Z" fill="#e8c04a" stroke="${colour}" stroke-width="1"/>` : '';
    centre = `<rect x="24" y="24" width="52" height="92" rx="6" fill="${colour}" fill-opacity=".06" stroke="${colour}" stroke-width="1.6"/>
      ${crown}${symbol(info.shape, 37, 48, 26, colour)}
      ${centreIndex(idx, colour)}`;
  } else {
    // the pips drawn in from the corners, which carry the large index
    centre = PIPS[Number(card.rank)].map(([x, y, f]) => {
      const px = 54 + (x - 50) * 0.72;
      const py = 72 + (y - 70) * 0.86;
      return symbol(info.shape, px - 8, py - 8, 16, colour, !!f);
    }).join('');
  }
  return `<svg xmlns="${NS}" viewBox="0 0 100 140" class="card-svg tarock suit" role="img">
    <rect x="1" y="1" width="98" height="138" rx="8" fill="#fffdf7" stroke="#8a8577" stroke-width="1.2"/>
    ${corner(false)}${corner(true)}${centre}</svg>`;
}

const TAROK_INK = '#1d2f5e';

function tarokFace(card) {
  const n = ROMAN.indexOf(card.rank) + 1;
  const matador = n === 1 || n === 21;
  const band = matador ? '#b8860b' : '#2f5d8a';
  const corner = (flip) => {
    // large, and squeezed into the strip an overlapping neighbour leaves visible
    const g = fitText(card.rank, 27, 27, 28, 46, TAROK_INK);
    return flip ? `<g transform="rotate(180 50 70)">${g}</g>` : `<g>${g}</g>`;
  };
  // The centre: a coloured panel with the numeral large in a white cartouche.
  const big = fitText(card.rank, 50, 88, 40, 66, TAROK_INK);
  const star = matador ? `<path d="M50 40 L53 48 L62 48 L55 53 L58 61 L50 56 L42 61 L45 53 L38 48 L47 48Z" fill="#e8c04a" stroke="${band}" stroke-width=".8"/>` : '';
  return `<svg xmlns="${NS}" viewBox="0 0 100 140" class="card-svg tarock trump" role="img">
    <rect x="1" y="1" width="98" height="138" rx="8" fill="#fbf6e6" stroke="#8a8577" stroke-width="1.2"/>
    <rect x="8" y="30" width="84" height="80" rx="5" fill="${band}" fill-opacity=".16" stroke="${band}" stroke-width="1.2"/>
    <rect x="14" y="60" width="72" height="34" rx="4" fill="#fffdf7" stroke="${band}" stroke-width="1"/>
    ${star}${big}${corner(false)}${corner(true)}</svg>`;
}

function skusFace() {
  const out = '#33261a';
  return `<svg xmlns="${NS}" viewBox="0 0 100 140" class="card-svg tarock trump skus" role="img">
    <rect x="1" y="1" width="98" height="138" rx="8" fill="#fbf6e6" stroke="#8a8577" stroke-width="1.2"/>
    <rect x="8" y="30" width="84" height="80" rx="5" fill="#7b1e2b" fill-opacity=".12" stroke="#7b1e2b" stroke-width="1.2"/>
    <path d="M50 50 Q38 34 24 38 Q34 44 38 58Z" fill="#c8102e" stroke="${out}" stroke-width=".8"/>
    <path d="M50 50 Q62 34 76 38 Q66 44 62 58Z" fill="#2f7d32" stroke="${out}" stroke-width=".8"/>
    <circle cx="24" cy="38" r="3.2" fill="#e8c04a" stroke="${out}" stroke-width=".6"/>
    <circle cx="76" cy="38" r="3.2" fill="#e8c04a" stroke="${out}" stroke-width=".6"/>
    <path d="M37 58 Q50 48 63 58Z" fill="#e8c04a" stroke="${out}" stroke-width=".8"/>
    <circle cx="50" cy="68" r="11" fill="#f5d6b6" stroke="${out}" stroke-width=".8"/>
    <circle cx="46" cy="66" r="1.2" fill="${out}"/><circle cx="54" cy="66" r="1.2" fill="${out}"/>
    <path d="M44 72 Q50 77 56 72" fill="none" stroke="${out}" stroke-width="1"/>
    <path d="M32 84 L38 79 L44 85 L50 79 L56 85 L62 79 L68 84 L62 90 L38 90Z" fill="#7b1e2b" stroke="${out}" stroke-width=".7"/>
    <path d="M38 90 L62 90 L66 108 L34 108Z" fill="#2f5d8a" stroke="${out}" stroke-width=".7"/>
    ${fitText('Sküs', 27, 25, 22, 46, '#7b1e2b')}
    <g transform="rotate(180 50 70)">${fitText('Sküs', 27, 25, 22, 46, '#7b1e2b')}</g></svg>`;
}

/** SVG markup of a tarock card face. */
export function draw(card, skin = {}) {
  if (card.suit === 'T') return card.rank === 'S' ? skusFace() : tarokFace(card);
  return suitFace(card, skin);
}

/** The pack's entry in cards.js's PACKS. */
export const TAROCK = {
  suits: SUITS,
  order: ['T', 'h', 'd', 's', 'c'],
  ranks: [...new Set([...RED, ...BLACK, ...ROMAN, 'S'])],
  words: 'tarock',
  faces: ['kn', 'ka', 'd', 'k'],
  parse, draw, label,
};
