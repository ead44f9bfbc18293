// The table parts every game gets unless its own module (games.js) replaces
// them: a game module exports any of these names, the rest come from here.
// Nothing here decides a rule: views and legal actions come from the engine.
import { h, currentPack } from './dom.js';
import { PACKS, parseCard, cardLabel, suitWord } from './cards.js';
import { t, pick } from './i18n.js';
import { personLabel } from './people.js';

export const pack = 'french-52';

/** Suits in the order a hand is sorted. */
export function suitOrder(view) { return PACKS[pack].order; }

/** The hand in display order, or null for the pack's suit order (Schafkopf: the trumps first). */
export function sortHand() { return null; }

/** The group of the hand a card is shown in (by suit; Schafkopf: the trumps together). */
export function groupOf(view, card) { return card[0]; }

/** A label under a suit group of the hand (Vira: högsta färg, färg, ofärg). */
export function suitClass() { return ''; }

/** Roles shown on a seat's nameplate. */
export function roleText(view, seat) {
  return view.dealer === seat ? 'giv' : '';
}

export function suitName(code) {
  return PACKS[pack].suits[code] ? suitWord(pack, code) : code;
}

/** The contract line in the middle of the felt, from the view's own text. */
export function contractLine(view, seatName) {
  const c = view.contract;
  if (!c) return null;
  const text = pick(c) || c.name || '';
  return h('p', { class: 'contract' }, h('strong', {}, text),
    c.declarer !== undefined && c.declarer !== null ? ` · ${t('ui.declarer')}: ${seatName(c.declarer)}` : '');
}

/** Extra things on the felt above the trick (Vira: the second pack and the talong). */
export function centreExtras() { return null; }

/** A game's own panel for some legal actions (Vira: the bid table). */
export function panel() { return null; }

/** Whether `panel` offers this legal action, so the generic buttons skip it. */
export function covers() { return false; }

/** The auction so far, from view.auction entries, each with its message (msg). */
export function auction(view, seatName) {
  if (!view.auction || !view.auction.length) return null;
  return h('section', { class: 'auction' }, h('h3', {}, t('ui.auction')),
    h('ol', {}, view.auction.map((e) => h('li', {}, h('span', { class: 'who' }, seatName(e.seat)), ' ', pick(e)))));
}

/** A seat's name on the nameplates and in the status line (bridge: the compass seat). */
export function seatLabel(seat, mySeat) {
  const named = personLabel(seat, `${t('ui.seat')} ${seat + 1}`);   // a table with people: their names
  if (named) return named;
  return `${t('ui.seat')} ${seat + 1}${seat === mySeat ? ` (${t('ui.you')})` : ' · AI'}`;
}

/** A spectator may follow one seat's view once the deal is over (bridge: after the board). */
export const followAfterBoard = false;

/** The seat at the bottom of a spectator's table. */
export const spectatorSeat = 0;

/** A game's own felt (seats, centre and own hand) as one element, given
 * (payload, {send, seatName, rerender, tables}); null: the generic felt. */
export const felt = null;

/** A game's own standings panel, given (payload, seatName); null: the generic table of totals. */
export const standings = null;

/** The cards of a trick as [{seat, card}], from either trick shape games use. */
export function trickCards(trick, n) {
  if (!trick) return [];
  if (Array.isArray(trick)) return trick;
  return (trick.cards || []).map((c, i) => (typeof c === 'string' ? { seat: (trick.leader + i) % n, card: c }
    : Array.isArray(c) ? { seat: c[0], card: c[1] } : c));   // Königrufen: [seat, card] pairs
}

/** The last completed trick as {cards: [{seat, card}], winner}, or null. */
export function lastTrick(view, n) {
  const last = view.last_trick;
  if (!last) return null;
  return { cards: trickCards(last, n), winner: Array.isArray(last) ? null : last.winner };
}

/** How many cards the discard box needs before its button is enabled. */
export function selectionLimits() { return { min: 1, max: Infinity }; }

/** The one-line instruction of the step, with counts where they apply. */
export function instruction(payload, selected) {
  const verbs = new Set(payload.legal_actions.map((a) => a.split(' ')[0]));
  if (verbs.size === 1 && verbs.has('play')) return t('ui.doPlay');
  if (verbs.has('discard')) return `${t('ui.doDiscard')} (${t('ui.selected', { count: selected })})`;
  if (verbs.has('bid') || verbs.has('pass')) return t('ui.doBid');
  return t('ui.doChoose');
}

/** Why `card` may not be played now, from the legal cards alone (no rule is decided here). */
export function explainCard(view, card, legalCards, n) {
  const led = trickCards(view.trick, n)[0];
  const suits = new Set([...legalCards].map((c) => c[0]));
  const list = [...legalCards].map((c) => cardText(c)).join(', ');
  if (led && suits.size === 1 && suits.has(led.card[0]) && card[0] !== led.card[0]) {
    return `${t('ui.mustFollow')} ${suitWord(currentPack(), led.card[0])}: ${list}.`;
  }
  return `${t('ui.notLegalCard')} ${list}.`;
}

function cardText(card) {
  const c = parseCard(card, currentPack());
  return c ? cardLabel(c) : card;
}

/** The place in the rules tab for a topic: the view's phase ('bidding',
 *  'buying', 'play') names the rules page's section `<game>-<phase>`; a deal
 *  that is over ('done', 'over') goes to its settlement. */
export function ruleAnchor(payload, topic) {
  return `${payload.game}-${['done', 'over'].includes(topic) ? 'settlement' : topic}`;
}

/** The score sheet's rows: the standings' `sheet` (one row per deal), or null. */
export function sheetRows(standings) { return standings.sheet || null; }

/** A seat in a narrow column of the score sheet. */
export function seatShort(seat, mySeat) {
  return seat === mySeat ? t('ui.you') : `${t('ui.seat')[0]}${seat + 1}`;
}

/** The contract cell of a score sheet row. */
export function sheetContract(row) { return row.contract; }

/** The unit of the score sheet's amounts. */
export function sheetUnit() { return t('ui.points'); }

/** Words after a seat's card count on its plate (Vira: how many cards it bought). */
export function seatMeta() { return []; }

/** Rows of own cards shown above the hand, as [{cards, label}] (Vira: the cards put away for a buy). */
export function extraRows() { return []; }

/** Anything shown under the own hand (Vira: kept cards and own discards). */
export function handExtras() { return null; }

/** The legal action that ends a batch of discards, sent with them (Vira: buy), or null. */
export function batchEnd() { return null; }

/** The name of a settlement unit for an amount (Vira: bet/betar, pinne/pinnar). */
export function unitName(unit) { return unit; }

/** Anything a game adds under a deal's settlement lines (Vira: the pulla). */
export function resultExtra() { return null; }

/** Anything a game adds under the standings (Vira: the pulla until it is shared). */
export function standingsExtra() { return null; }

/** Short notes of the rules' events at the table now (Vira: Borup), shown in the panel. */
export function centreNotes() { return []; }
