// Bridge's parts of the table (the interface is in generic.js): compass seats
// with the human South at the bottom, the board (number, dealer and
// vulnerability, Law 2), the bidding box built from the legal actions, the
// auction as the classic four-column table with every call's explanation
// (Law 20), dummy's hand after the opening lead, the trick, the result and
// the IMP comparison with the other table, the board review once a board is
// over at both tables (the other table's auction and play, double dummy and
// par) and the PBN download of the finished boards. Everything comes from the
// view, the legal actions, the party's standings and the settled boards'
// results (the current one in the payload, an earlier one fetched once on
// demand): no rule is decided here.
import { h, cardEl, backEl } from './dom.js';
import { rankIndex } from './cards.js';
import { t, pick, errorText } from './i18n.js';
import { api, downloadExport } from './api.js';
import { instruction as genericInstruction } from './generic.js';

// The section of the rules page (talong/games/bridge/rules_page.py) for a phase of the board.
const RULE_SECTIONS = { auction: 'auction', claim: 'claims', play: 'play', over: 'scoring' };

export function ruleAnchor(payload, topic) {
  return `bridge-${RULE_SECTIONS[topic] || 'play'}`;
}
import { personAt, personLabel, presenceDot } from './people.js';

export const pack = 'french-52';

const SEATS = 'NESW';
// Seat names and letters are the catalogues' bridge.seat.* and bridge.seat_letter.*.
const NAMES = ['north', 'east', 'south', 'west'];
const SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠', N: 'NT' };
const STRAINS = ['C', 'D', 'H', 'S', 'N'];
const COLUMNS = ['W', 'N', 'E', 'S'];   // the classic auction diagram

// Texts are in the message catalogues under bridge.ui.* (docs/i18n.md).
const L = (key) => t(`bridge.ui.${key}`);
const seatIndex = (letter) => SEATS.indexOf(letter);
const letterOf = (seat) => t(`bridge.seat_letter.${SEATS[seat].toLowerCase()}`);
const nameOf = (seat) => t(`bridge.seat.${NAMES[seat]}`);
const sideOf = (seat) => (seat % 2 === 0 ? 'NS' : 'EW');
const sideName = (side) => t(side === 'NS' ? 'bridge.side.ns' : 'bridge.side.ew');
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const fourColour = () => localStorage.getItem('talong.fourColour') === '1';

// --- module state that is only about the screen ------------------------------------------
let noteKey = null;      // which board the selected call belongs to
let noteIndex = null;    // index of the call whose explanation is shown (null: the latest)
let showLast = false;
let lastTables = {};

function vulnerable(view, seat) {
  return view.vulnerable === 'All' || view.vulnerable === sideOf(seat);
}

// --- the generic interface --------------------------------------------------------------

/** "Syd (Du)", "Nord · AI-partner", "Öst · AI". */
export function seatLabel(seat, mySeat) {
  const p = personAt(seat);   // a table with people: compass seat and name
  if (p && p.kind === 'ai' && !p.you) {
    const mine = personAt(mySeat);
    return `${nameOf(seat)} · ${mine && mine.you && (seat + 2) % 4 === mySeat ? L('partner') : L('ai')}`;
  }
  if (p) return personLabel(seat, nameOf(seat));
  if (seat === mySeat) return `${nameOf(seat)} (${t('ui.you')})`;
  return `${nameOf(seat)} · ${(seat + 2) % 4 === mySeat ? L('partner') : L('ai')}`;
}

export function suitName(code) {
  return `${SYMBOLS[code] || code}`;
}

export function roleText(view, seat) {
  const letter = SEATS[seat];
  const parts = [];
  if (view.dealer === letter) parts.push(L('dealerTag'));
  if (view.declarer === letter) parts.push(L('declarer'));
  if (view.dummy === letter) parts.push(L('dummy'));
  return parts.join(' · ');
}

/** The contract with suit symbols, e.g. "4♠X av Syd" (also the replay's contract line). */
export function contractLine(view) {
  if (!view.contract) return null;
  if (view.contract === 'Passed') return h('p', { class: 'contract' }, h('strong', {}, L('passedOut')));
  return h('p', { class: 'contract' }, h('strong', {}, contractEl(view.contract)),
    ` ${L('by')} ${nameOf(seatIndex(view.declarer))}`);
}

export function covers(payload, action) {
  if (!action.startsWith('play ')) return true;   // calls: the bidding box; claims and answers: the claim control
  const card = action.slice(5);
  const view = payload.view;
  return (view.hand || []).includes(card) || (view.dummy_hand || []).includes(card);
}

/** The side panel's board review once the board is settled (over at both tables). */
export function panel(payload) {
  const board = reviewedBoard(payload);
  return board ? boardReview(board, reviewResult(payload, board), payload) : null;
}

/** The status line's instruction: the play with its claim control, the answer to a claim; else the generic one. */
export function instruction(payload, selected) {
  const legal = payload.legal_actions;
  if (legal.includes('accept')) return L('doAnswer');
  if (legal.some((a) => a.startsWith('claim '))) return L('doPlayOrClaim');
  return genericInstruction(payload, selected);
}

/** The auction in the side panel once the play has started (during the auction it is on the felt). */
export function auction(view) {
  if (!view.auction || view.phase === 'auction') return null;
  return h('section', { class: 'bridge-auction-panel', 'aria-label': L('auction') },
    h('h3', {}, L('auction')), auctionTable(view, null));
}

// --- small pieces ---------------------------------------------------------------------------

function strainEl(strain) {
  const cls = `strain strain-${strain}${fourColour() ? ' four' : ''}`;
  return h('span', { class: cls, 'aria-label': strain === 'N' ? L('nt') : null }, SYMBOLS[strain]);
}

function contractEl(contract) {
  if (!contract || contract === 'Passed') return L('passedOut');
  return h('span', { class: 'contract-text' }, contract[0], strainEl(contract[1]), contract.slice(2));
}

function callEl(call) {
  if (call === 'pass') return h('span', { class: 'c-pass' }, L('pass'));
  if (call === 'double') return h('span', { class: 'c-double' }, L('double'));
  if (call === 'redouble') return h('span', { class: 'c-redouble' }, L('redouble'));
  return h('span', { class: 'c-bid' }, call[0], strainEl(call[1]));
}

function callWords(call) {
  if (call === 'pass') return L('passLong');
  if (call === 'double') return L('doubleLong');
  if (call === 'redouble') return L('redoubleLong');
  return `${call[0]} ${call[1] === 'N' ? L('nt') : SYMBOLS[call[1]]}`;
}

function resultText(contract, declarer, tricks) {
  if (!contract || contract === 'Passed' || !declarer) return [L('passedOut')];
  const over = tricks - (Number(contract[0]) + 6);
  return [contractEl(contract), over === 0 ? '=' : over > 0 ? `+${over}` : `−${-over}`,
    ` ${L('by')} ${letterOf(seatIndex(declarer))}`];
}

/** Who played which card: the tricks as [{seat, card}] per trick. */
function playedTricks(view) {
  return (view.tricks || []).map((tr) => ({
    winner: tr.winner,
    cards: tr.cards.map((card, i) => ({ seat: SEATS[(seatIndex(tr.leader) + i) % 4], card })),
  }));
}

/** The last completed trick with seat numbers, for the table's trick hold. */
export function lastTrick(view) {
  const tricks = playedTricks(view);
  if (!tricks.length) return null;
  const last = tricks[tricks.length - 1];
  return { cards: last.cards.map((e) => ({ seat: seatIndex(e.seat), card: e.card })), winner: seatIndex(last.winner) };
}

function playedBy(view) {
  const out = { N: [], E: [], S: [], W: [] };
  for (const tr of playedTricks(view)) for (const e of tr.cards) out[e.seat].push(e.card);
  for (const e of view.trick || []) out[e.seat].push(e.card);
  return out;
}

function sortCards(cards) {
  const order = ['S', 'H', 'C', 'D'];
  const ranks = '23456789TJQKA';
  return [...cards].sort((a, b) => (order.indexOf(a[0]) - order.indexOf(b[0])) || (ranks.indexOf(b[1]) - ranks.indexOf(a[1])));
}

// The contract's trump suit, set by the felt: it is sorted first and marked in the hands.
let trumpSuit = null;

function groups(cards, suitOrder = trumpSuit ? [trumpSuit, ...['S', 'H', 'C', 'D'].filter((x) => x !== trumpSuit)] : ['S', 'H', 'C', 'D']) {
  const sorted = sortCards(cards);
  return suitOrder.map((s) => ({ suit: s, cards: sorted.filter((c) => c[0] === s) }));
}

function cardButton(card, legal, send, extra = '') {
  const action = `play ${card}`;
  if (legal.has(action)) return cardEl(card, { onclick: () => send([action]), action, extra });
  return cardEl(card, { extra });
}

/** A hand face up: suit groups side by side (own hand, dummy across the table). */
function handRow(cards, legal, send, { extra = '', label = '' } = {}) {
  return h('div', { class: `bhand ${extra}`, 'aria-label': label },
    groups(cards).filter((g) => g.cards.length).map((g) => h('div', { class: `bsuit ${g.suit === trumpSuit ? 'trump' : ''}`, title: g.suit === trumpSuit ? L('trump') : null },
      g.cards.map((c) => cardButton(c, legal, send, extra)))));
}

// A rank as a hand record prints it: the card's corner index (cards.js), "Kn", "10", "7".
const rankText = (rank) => rankIndex('french-52', rank);

// A hand record's suits in the fixed order of every bridge diagram (BBO, the
// bulletins), whatever the contract: spades, hearts, diamonds, clubs.
const RECORD_ORDER = ['S', 'H', 'D', 'C'];

/** A hand as a hand record prints it: one line per suit, highest first. */
function handRecord(cards) {
  return h('div', { class: 'hand-record', 'data-cards': sortCards(cards).join(' ') },
    groups(cards, RECORD_ORDER).map((g) => h('div', { class: 'hr-suit' }, strainEl(g.suit), ' ',
      g.cards.length ? g.cards.map((c) => rankText(c[1])).join(' ') : '—')));
}

/** A hand face up as four suit rows (dummy at the side). */
function handRows(cards, legal, send, { extra = '', label = '' } = {}) {
  return h('div', { class: `bhand rows ${extra}`, 'aria-label': label },
    groups(cards).filter((g) => g.cards.length).map((g) => h('div', { class: `bsuit ${g.suit === trumpSuit ? 'trump' : ''}`, title: g.suit === trumpSuit ? L('trump') : null },
      g.cards.map((c) => cardButton(c, legal, send, extra)))));
}

// --- the board plate (Law 2) -------------------------------------------------------------

function boardPlate(view, where) {
  const pocket = (letter) => {
    const seat = seatIndex(letter);
    const vul = vulnerable(view, seat);
    return h('div', { class: `pocket p-${where[letter]} ${vul ? 'vul' : ''} ${view.dealer === letter ? 'dealer' : ''}` },
      h('span', { class: 'letter' }, letterOf(seat)),
      view.dealer === letter ? h('span', { class: 'dtag' }, L('dealerTag')) : null);
  };
  const vulText = view.vulnerable === 'None' ? L('vulNone') : view.vulnerable === 'All' ? L('vulAll')
    : sideName(view.vulnerable);
  return h('div', { class: 'board-info', 'aria-label': `${L('board')} ${view.board}` },
    h('div', { class: 'board-plate' }, SEATS.split('').map(pocket), h('div', { class: 'bnum' }, String(view.board))),
    h('div', { class: 'board-text' },
      h('strong', {}, `${L('board')} ${view.board}`),
      h('span', {}, `${L('dealer')}: ${nameOf(seatIndex(view.dealer))}`),
      h('span', { class: view.vulnerable === 'None' ? '' : 'vul-text' }, `${L('vul')}: ${vulText}`)));
}

// --- the auction -----------------------------------------------------------------------------

function noteText(view, index) {
  const e = view.auction[index];
  if (!e) return '';
  const ex = e.explanation;
  const who = `${nameOf(seatIndex(e.seat))} ${callWords(e.call)}`;
  if (!ex) return `${who}: ${L('noExplanation')}`;
  return `${ex.alert ? `! ${L('alert')} · ` : ''}${who}: ${pick(ex)}`;
}

/** The auction diagram; `own`: the table's own auction, whose selected call is
 * kept across renders (the review's auction of the other table shows its latest explanation). */
function auctionTable(view, toCall, own = true) {
  const key = `${view.board}:${view.dealer}:${view.auction.length ? view.auction[0].call : ''}`;
  if (own && noteKey !== key) { noteKey = key; noteIndex = null; }
  const latest = (() => { for (let i = view.auction.length - 1; i >= 0; i--) if (view.auction[i].explanation) return i; return -1; })();
  // While the auction runs, the latest call's explanation is shown; once it is over the
  // table's own auction marks none until the player points at a call (a stale last call would mislead).
  const fallback = own && view.phase !== 'auction' ? -1 : latest;
  const shown = own && noteIndex !== null && noteIndex < view.auction.length ? noteIndex : fallback;
  const note = h('p', { class: 'call-note'}, shown >= 0 ? noteText(view, shown) : '');
  const select = (index, keep) => {
    if (keep && own) noteIndex = index;
    note.textContent = noteText(view, index);
    for (const el of note.parentElement.querySelectorAll('.call.selected')) el.classList.remove('selected');
    const el = note.parentElement.querySelector(`.call[data-index="${index}"]`);
    if (el) el.classList.add('selected');
  };
  const cells = [];
  const first = COLUMNS.indexOf(view.dealer);
  for (let i = 0; i < first; i++) cells.push(h('td', { class: 'empty' }));
  view.auction.forEach((e, index) => {
    const ex = e.explanation;
    const title = ex ? `${ex.alert ? `${L('alert')}: ` : ''}${pick(ex)}` : null;
    cells.push(h('td', {}, h('button', {
      type: 'button', class: `call ${ex && ex.alert ? 'alert' : ''} ${ex ? 'explained' : ''} ${index === shown ? 'selected' : ''}`,
      'data-index': index, 'data-call': e.call, title, 'aria-label': `${nameOf(seatIndex(e.seat))}: ${callWords(e.call)}${title ? ` — ${title}` : ''}`,
      onclick: () => select(index, true), onmouseenter: () => select(index, false), onfocus: () => select(index, false),
    }, callEl(e.call), ex && ex.alert ? h('sup', { class: 'alert-mark' }, '!') : null)));
  });
  if (toCall) cells.push(h('td', { class: 'next' }, h('span', { class: 'next-call' }, '?')));
  const rows = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(h('tr', {}, cells.slice(i, i + 4)));
  const head = h('tr', {}, COLUMNS.map((s) => {
    const seat = seatIndex(s);
    return h('th', { class: vulnerable(view, seat) ? 'vul' : '', scope: 'col', title: nameOf(seat) }, letterOf(seat));
  }));
  const passed = view.contract === 'Passed';
  return h('div', { class: 'bauction' },
    h('table', { class: 'auction-table' }, h('thead', {}, head), h('tbody', {}, rows)),
    passed ? h('p', { class: 'final-contract' }, L('passedOut')) : null,
    note,
    view.auction.some((e) => e.explanation && e.explanation.alert) ? h('p', { class: 'legend' }, L('alertLegend')) : null);
}

// The level chosen in the compact bidding box (per board; null: the lowest level with a legal bid).
let boxLevel = null;
let boxBoard = null;

/** The bidding box as on the mobile apps: a row of levels, then the strains
 * of the chosen level with Pass, X and XX. Only legal calls are enabled. */
function biddingBox(payload, send, rerender) {
  const legal = new Set(payload.legal_actions);
  const mine = legal.size > 0;
  if (boxBoard !== payload.view.board) { boxBoard = payload.view.board; boxLevel = null; }
  const open = [1, 2, 3, 4, 5, 6, 7].filter((level) => STRAINS.some((s) => legal.has(`${level}${s}`)));
  const level = open.includes(boxLevel) ? boxLevel : open[0] || null;
  const button = (action, content, cls = '') => h('button', {
    type: 'button', class: `bb ${cls}`, 'data-action': action, disabled: !legal.has(action),
    'aria-label': callWords(action), onclick: () => send([action]) }, content);
  return h('section', { class: `bidding-box compact ${mine ? 'mine' : ''}`, 'aria-label': L('biddingBox') },
    h('div', { class: 'levels', role: 'group', 'aria-label': L('level') }, [1, 2, 3, 4, 5, 6, 7].map((n) => h('button', {
      type: 'button', class: `lvl ${n === level ? 'chosen' : ''}`, 'data-level': n, disabled: !open.includes(n),
      'aria-pressed': String(n === level), onclick: () => { boxLevel = n; rerender(); } }, String(n)))),
    h('div', { class: 'strains' },
      STRAINS.map((s) => (level ? button(`${level}${s}`, [String(level), strainEl(s)], `bid s-${s}`)
        : h('button', { type: 'button', class: 'bb bid', disabled: true }, strainEl(s)))),
      button('pass', L('pass'), 'pass'), button('double', L('double'), 'double'), button('redouble', L('redouble'), 'redouble')));
}

/** A spectator may follow one seat's view once the board is over (issue 11). */
export const followAfterBoard = true;

/** Spectators see the table from South, as the players' own default seat. */
export const spectatorSeat = 2;

// --- the felt ----------------------------------------------------------------------------------

function seatArea(payload, seat, where, legal, send, fullHands) {
  const view = payload.view;
  const letter = SEATS[seat];
  const me = seat === payload.seat;
  const isDummy = view.dummy === letter;
  const dummyOpen = isDummy && view.dummy_hand;
  const due = view.phase === 'play' ? view.turn === letter : view.phase === 'auction' && payload.to_move === seat;
  const roles = roleText(view, seat);
  const plate = h('div', { class: `bplate ${vulnerable(view, seat) ? 'vul' : ''}` },
    h('span', { class: 'name' }, seatLabel(seat, payload.seat)), presenceDot(seat),
    roles ? h('span', { class: 'role' }, roles) : null,
    vulnerable(view, seat) ? h('span', { class: 'vul-tag' }, L('vulTag')) : null,
    due && payload.phase === 'play' && payload.to_move !== payload.seat ? h('span', { class: 'thinking', 'aria-hidden': 'true' }, '…') : null);
  let cards = null;
  if (fullHands) {
    cards = handRecord(fullHands[letter]);
  } else if (me) {
    cards = handRow(view.hand || [], legal, send, { extra: isDummy ? 'mine dummy-mine' : 'mine', label: L('hand') });
  } else if (dummyOpen) {
    const extra = `small dummy ${legal.size && [...legal].some((a) => view.dummy_hand.includes(a.slice(5))) ? 'to-play' : ''}`;
    cards = where === 'top' ? handRow(view.dummy_hand, legal, send, { extra, label: L('dummyHand') })
      : handRows(view.dummy_hand, legal, send, { extra, label: L('dummyHand') });
  } else {
    const count = 13 - (playedBy(view)[letter] || []).length;
    cards = h('div', { class: `backs ${where}`, 'aria-label': `${count} ${L('cards')}` },
      Array.from({ length: count }, () => backEl('small')));
  }
  return h('div', { class: `bseat at-${where} ${due ? 'to-move' : ''} ${isDummy ? 'is-dummy' : ''}`, 'data-seat': seat, 'data-letter': letter },
    plate, cards);
}

function trickArea(payload, where) {
  const view = payload.view;
  const tricks = playedTricks(view);
  let shown = view.trick || [];
  let done = null;
  if (showLast && tricks.length) {
    const last = tricks[tricks.length - (shown.length ? 1 : tricks.length > 1 ? 2 : 1)];
    shown = last.cards; done = last.winner;
  } else if (!shown.length && tricks.length && view.phase === 'play') {
    const last = tricks[tricks.length - 1];   // the trick just completed stays until the next lead
    shown = last.cards; done = last.winner;
  } else if (view.phase === 'over' && tricks.length) {
    const last = tricks[tricks.length - 1];
    shown = last.cards; done = last.winner;
  }
  return h('div', { class: `btrick ${done ? 'done' : ''} ${showLast ? 'last' : ''}`, 'aria-label': done ? L('lastTrick') : L('trickNow') },
    shown.map((e) => h('div', { class: `played at-${where[e.seat]} ${done === e.seat ? 'winner' : ''}` }, cardEl(e.card))));
}

function hint(payload) {
  const view = payload.view;
  if (view.phase === 'claim' && view.claim) {
    if (payload.legal_actions.includes('accept')) return h('p', { class: 'bhint claim' }, L('claimAnswer'));
    const waiting = (view.claim.answer_by || []).filter((x) => !(view.claim.answered || []).includes(x));
    return h('p', { class: 'bhint claim' }, `${L('claimWait')} ${waiting.map((x) => nameOf(seatIndex(x))).join(', ')}`);
  }
  // the dispute is told in the trick where it happened, then play goes on as usual
  const disputed = (view.claims || []).some((c) => c.status === 'disputed' && c.trick === (view.tricks || []).length + 1);
  if (payload.phase !== 'play' || payload.to_move !== payload.seat || view.phase !== 'play') {
    return disputed && view.phase === 'play' ? h('p', { class: 'bhint claim disputed' }, L('claimDisputed')) : null;
  }
  const mine = SEATS[payload.seat];
  let text = view.turn !== mine ? L('playFromDummy') : L('playFromHand');
  if (!(view.trick || []).length && !(view.tricks || []).length) text = L('yourLead');
  if (disputed) text = `${L('claimDisputed')} ${text}`;
  return h('p', { class: `bhint ${view.turn !== mine ? 'dummy' : ''} ${disputed ? 'disputed' : ''}`}, text);
}

// --- claims (Laws 68-70) -------------------------------------------------------------------------

let claimOpen = false;   // the row of numbers is shown (the player pressed "Claim")

/** "Syd gör anspråk på 9 av 11 återstående stick". */
function claimWords(claim) {
  return t('bridge.ui.claimWords', { seat: nameOf(seatIndex(claim.seat)), tricks: claim.tricks, count: claim.remaining });
}

/** The claim control in the play: a button, then one number per claim in
 * the legal actions (how many of the remaining tricks the side will win). */
function claimControl(payload, send, rerender) {
  const claims = payload.legal_actions.filter((a) => a.startsWith('claim '));
  if (!claims.length) { claimOpen = false; return null; }
  const toggle = h('button', { type: 'button', class: 'claim-toggle', id: 'claim-toggle', 'aria-expanded': String(claimOpen),
    onclick: () => { claimOpen = !claimOpen; rerender(); } }, claimOpen ? L('claimCancel') : L('claim'));
  if (!claimOpen) return h('div', { class: 'claim-control' }, toggle);
  return h('div', { class: 'claim-control open' }, toggle,
    h('p', { class: 'claim-how' }, L('claimHow')),
    h('div', { class: 'claim-numbers', role: 'group', 'aria-label': L('claim') }, claims.map((a) => h('button', {
      type: 'button', class: 'claim-n', 'data-action': a, title: pick(payload.labels[a]) || a,
      onclick: () => { claimOpen = false; send([a]); } }, a.slice(6)))));
}

/** A pending claim for the player who answers it: who claims how many, the
 * claimer's hand as shown (Law 68C), Accept and Dispute (Laws 69A, 70). */
function claimPanel(payload, send) {
  const view = payload.view;
  if (view.phase !== 'claim' || !view.claim) return null;
  const legal = payload.legal_actions;
  const shown = view.claim.hand || ((view.shown_to_you || []).find((x) => x.seat === seatIndex(view.claim.seat)) || {}).cards;
  const button = (action, cls) => (legal.includes(action) ? h('button', { type: 'button', class: `claim-answer ${cls}`,
    'data-action': action, onclick: () => send([action]) }, L(action)) : null);
  return h('section', { class: 'claim-panel', 'aria-label': L('claim') },
    h('p', { class: 'claim-what' }, h('strong', {}, claimWords(view.claim))),
    shown && shown.length ? h('div', { class: 'claim-hand' }, h('span', { class: 'claim-hand-label' }, L('claimHand')),
      handRecord(shown)) : null,
    legal.length ? h('div', { class: 'claim-answers' }, button('accept', 'primary'), button('dispute', '')) : null);
}

function infoPlate(payload, tools) {
  const view = payload.view;
  const won = view.tricks_won || { NS: 0, EW: 0 };
  const body = [];
  if (view.phase === 'auction') body.push(h('strong', {}, L('auctionRunning')));
  else if (view.contract === 'Passed') body.push(h('strong', {}, L('passedOut')));
  else if (view.contract) {
    body.push(h('div', { class: 'contract-big' }, contractEl(view.contract),
      h('span', { class: 'decl' }, ` ${L('by')} ${nameOf(seatIndex(view.declarer))}`)));
    body.push(h('div', { class: 'tricks-won' }, `${L('tricks')}: `,
      h('span', { class: 'side' }, `NS ${won.NS}`), ' · ', h('span', { class: 'side' }, `${sideName('EW')} ${won.EW}`)));
  }
  const tricks = (view.tricks || []).length;
  return h('div', { class: 'info-plate' }, body,
    tricks && view.phase === 'play' ? h('button', { type: 'button', class: 'link', id: 'toggle-last',
      onclick: () => { showLast = !showLast; tools.rerender(); } }, showLast ? L('hideLast') : L('showLast')) : null,
    h('label', { class: 'four-colour' }, h('input', { type: 'checkbox', id: 'four-colour', checked: fourColour(),
      onchange: (ev) => { localStorage.setItem('talong.fourColour', ev.target.checked ? '1' : '0'); tools.rerender(); } }),
    ` ${L('fourColour')}`));
}

function boardResult(payload) {
  const view = payload.view;
  const r = view.result;
  if (!r) return null;
  const s = payload.standings || {};
  const b = (s.boards || []).find((x) => x.deal === payload.deal);
  const ns = r.score_ns;
  return h('section', { class: 'board-result', 'aria-label': L('board') },
    h('div', { class: 'headline' }, resultText(r.contract, r.declarer, r.tricks)),
    h('div', { class: `score ${ns < 0 ? 'neg' : ns > 0 ? 'pos' : ''}` }, `NS ${signed(ns)} · ${sideName('EW')} ${signed(-ns)}`),
    b ? h('div', { class: 'other' }, `${L('otherTable')}: `, h('span', { class: 'nowrap' },
      resultText(b.other.contract, b.other.declarer, b.other.tricks), `, NS ${signed(b.other.score_ns)}`)) : null,
    b ? h('div', { class: `imps ${b.imps_ns < 0 ? 'neg' : b.imps_ns > 0 ? 'pos' : ''}` },
      `NS ${signed(b.imps_ns)} IMP · ${sideName('EW')} ${signed(b.imps_ew)} IMP`,
      h('span', { class: 'muted' }, ` (${L('difference')} ${signed(b.difference)})`)) : null);
}

/** Who sits where on the screen: my seat at the bottom, then clockwise left, top, right. */
function positions(mySeat) {
  const out = {};
  ['bottom', 'left', 'top', 'right'].forEach((where, i) => { out[SEATS[(mySeat + i) % 4]] = where; });
  return out;
}

/** The four hands as dealt, read back from the thirteen tricks (all played, so all public). */
function handsFromTricks(view) {
  if (view.phase !== 'over' || (view.tricks || []).length !== 13) return null;
  return playedBy(view);
}

export function felt(payload, tools) {
  rerenderTable = tools.rerender;
  const c = payload.view.contract;
  trumpSuit = c && c !== 'Passed' && 'SHDC'.includes(c[1]) ? c[1] : null;
  lastTables = tools.tables || lastTables;
  const view = payload.view;
  const send = tools.send;
  const legal = new Set(payload.legal_actions || []);
  const where = positions(payload.seat);
  const settled = view.phase === 'over' && payload.result && payload.result.review;   // the board's result, once settled
  const full = settled ? payload.result.review.hands : handsFromTricks(view);
  const seats = [0, 1, 2, 3].map((seat) => seatArea(payload, seat, where[SEATS[seat]], legal, send, full));
  let centre;
  if (view.phase === 'auction') {
    centre = h('div', { class: 'bcentre auction-centre' },
      legal.size ? h('p', { class: 'bhint' }, L('yourCall')) : null,
      h('div', { class: 'auction-row' },
        h('div', { class: 'auction-card' }, h('h3', {}, L('auction')), auctionTable(view, payload.to_move !== null)),
        biddingBox(payload, send, tools.rerender)));
  } else {
    if (view.phase !== 'play') showLast = false;
    const lead = view.phase === 'play' && !(view.tricks || []).length && !(view.trick || []).length
      ? h('p', { class: 'lead-by' }, `${L('leadBy')}: ${nameOf(seatIndex(view.turn))}`) : null;
    if (view.phase !== 'play') claimOpen = false;
    const agreed = view.phase === 'over' && view.claim && view.claim.status === 'agreed'
      ? h('p', { class: 'claim-agreed' }, `${L('claimAgreed')}: ${claimWords(view.claim)}`) : null;
    centre = h('div', { class: 'bcentre' }, lead, view.phase === 'over' ? null : trickArea(payload, where), hint(payload),
      claimPanel(payload, send), view.phase === 'play' ? claimControl(payload, send, tools.rerender) : null,
      agreed, boardResult(payload));
  }
  return h('div', { class: `felt bridge-felt phase-${view.phase}`, 'data-board': view.board },
    boardPlate(view, where), infoPlate(payload, tools), seats, centre);
}

// --- the board review (docs/bridge-actions.md, "Board review") -----------------------------------

let reviewDeal = null;      // the deal whose review the player opened from the standings (null: the current one)
let reviewParty = null;    // the party reviewDeal belongs to
let rerenderTable = null;   // the table's rerender, for the standings' board buttons and a fetched review
// The settled boards' results of reviewParty, by deal: {result} | {loading: true} | {error}. The
// standings carry one short line per board; the review itself (the other table's auction and
// play, double dummy, par) is in the board's result, fetched once when the player picks the board.
const reviews = new Map();

function boardOf(payload, deal) {
  return ((payload.standings || {}).boards || []).find((b) => b.deal === deal) || null;
}

/** The board under review: the one picked in the standings, else the current deal once it is settled. */
function reviewedBoard(payload) {
  if (reviewParty !== payload.party) { reviewParty = payload.party; reviewDeal = null; reviews.clear(); }
  if (payload.result && payload.result.review && !(reviews.get(payload.deal) || {}).result) {
    reviews.set(payload.deal, { result: payload.result });   // the settled board's own: no fetch needed later
  }
  if (reviewDeal !== null) {
    const picked = boardOf(payload, reviewDeal);
    if (picked) return picked;
    reviewDeal = null;
  }
  return payload.view.phase === 'over' ? boardOf(payload, payload.deal) : null;
}

/** The result of board line `b` (the board's review in it): the payload's for the board just settled,
 * else fetched once (GET /api/parties/{party}/results/{deal}, with the seat token when one is held),
 * the table re-rendered when it arrives. */
function reviewResult(payload, b) {
  if (b.deal === payload.deal && payload.result && payload.result.review) return { result: payload.result };
  const known = reviews.get(b.deal);
  if (known) return known;
  const party = payload.party;
  reviews.set(b.deal, { loading: true });
  api.result(party, b.deal)
    .then((data) => ({ result: data.result }), (error) => ({ error }))
    .then((entry) => {
      if (reviewParty !== party) return;   // the player left the party meanwhile
      reviews.set(b.deal, entry);
      if (rerenderTable) rerenderTable();
    });
  return reviews.get(b.deal);
}

/** Pick a board in the standings (again: close it). A failed fetch is tried again on the next pick.
 * The picked board's review is brought into view (on a phone it is above the standings). */
function pickBoard(deal) {
  reviewDeal = reviewDeal === deal ? null : deal;
  if (reviews.has(deal) && reviews.get(deal).error) reviews.delete(deal);
  if (rerenderTable) rerenderTable();
  const shown = reviewDeal === null ? null : document.querySelector(`.board-review[data-deal="${deal}"]`);
  if (shown) shown.scrollIntoView({ block: 'nearest' });
}


/** The other table's play: one line per trick, the leader's letter, the cards in the order played, the winner's card marked. */
function playList(other) {
  const tricks = other.play || [];
  const claim = (other.claims || []).find((c) => c.status === 'agreed');
  if (!tricks.length && !claim) return h('p', { class: 'muted small' }, L('review.noPlay'));
  return h('div', { class: 'review-play' },
    h('ol', { class: 'trick-list' }, tricks.map((tr, i) => {
      const lead = seatIndex(tr.leader);
      return h('li', { 'data-trick': i + 1 },
        h('span', { class: 'tno' }, String(i + 1)),
        h('span', { class: 'tlead', title: `${L('review.lead')}: ${nameOf(lead)}` }, letterOf(lead)),
        tr.cards.map((card, k) => {
          const seat = (lead + k) % 4;
          const won = SEATS[seat] === tr.winner;
          return h('span', { class: `tcard ${won ? 'won' : ''}`, 'data-card': card,
            title: `${nameOf(seat)}${won ? ` · ${L('review.wins')}` : ''}` }, strainEl(card[0]), rankText(card[1]));
        }));
    })),
    claim ? h('p', { class: 'small' }, `${L('claimAgreed')}: ${claimWords(claim)}`) : null);
}

/** Double-dummy tricks for each declarer (rows N S E W) in each strain (columns NT ♠ ♥ ♦ ♣), contracts that make in bold. */
function ddTable(tricks) {
  const order = ['N', 'S', 'H', 'D', 'C'];
  return h('table', { class: 'plain dd-table', 'aria-label': L('review.dd') },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, L('review.declarer')),
      order.map((s) => h('th', { scope: 'col', class: 'num' }, strainEl(s))))),
    h('tbody', {}, ['N', 'S', 'E', 'W'].map((seat) => h('tr', { 'data-seat': seat },
      h('th', { scope: 'row', title: nameOf(seatIndex(seat)) }, letterOf(seatIndex(seat))),
      order.map((s) => h('td', { class: `num ${tricks[seat][s] >= 7 ? 'makes' : ''}`, 'data-strain': s }, String(tricks[seat][s])))))));
}

/** "Par: NS +420 · 4♠= av N, 4♠= av S". */
function parLine(par) {
  const contracts = par.contracts || [];
  const parts = contracts.map((c, i) => h('span', { class: 'nowrap' }, i ? ', ' : '',
    resultText(c.contract, c.declarer, Number(c.contract[0]) + 6 + c.result)));
  return h('p', { class: 'par-line' }, h('strong', {}, `${L('review.par')}: NS ${signed(par.score_ns)}`),
    ' · ', contracts.length ? parts : L('passedOut'));
}

/** The review of board line `b`; `got`: its result ({result}), or {loading} or {error} while it is fetched. */
function boardReview(b, got, payload) {
  const o = b.other;
  const result = got.result || null;
  const other = result ? result.other_table : null;
  const review = result ? result.review : null;
  const current = b.deal === payload.deal && payload.view.phase === 'over';
  let body;
  if (other && review) {
    const pseudo = { board: b.board, dealer: b.dealer, vulnerable: b.vulnerable, auction: other.auction || [],
      contract: other.contract || 'Passed' };
    body = [h('div', { class: 'review-dd' }, h('h4', {}, L('review.dd')), ddTable(review.double_dummy),
      parLine(review.par), h('p', { class: 'legend small' }, L('review.makesLegend'))),
    h('details', { class: 'review-other', open: true },
      h('summary', {}, L('review.otherAuction')), auctionTable(pseudo, false, false)),
    h('details', { class: 'review-other-play', open: true },
      h('summary', {}, L('review.otherPlay')), playList(other))];
  } else if (got.error) {
    body = h('p', { class: 'error review-failed', role: 'alert' }, t('bridge.ui.review.failed', { board: b.board }), ' ',
      errorText(got.error));
  } else {
    body = h('p', { class: 'muted review-loading', role: 'status' }, t('bridge.ui.review.loading', { board: b.board }));
  }
  return h('section', { class: 'board-review', 'data-deal': b.deal, 'data-loaded': String(Boolean(other && review)),
    'aria-label': `${L('review.title')} ${b.board}` },
    h('h3', {}, `${L('review.title')} · ${L('board')} ${b.board}`,
      current ? null : h('button', { type: 'button', class: 'link review-close', onclick: () => { reviewDeal = null; if (rerenderTable) rerenderTable(); } },
        L('review.close'))),
    // Each result on its own line (a line break, not a run of ' · '): here, the other table, the IMPs.
    h('p', { class: 'review-results' },
      h('span', { class: 'nowrap' }, `${L('here')}: `, resultText(b.contract, b.declarer, b.tricks), `, NS ${signed(b.score_ns)}`), h('br'),
      h('span', { class: 'nowrap' }, `${L('there')}: `, resultText(o.contract, o.declarer, o.tricks), `, NS ${signed(o.score_ns)}`), h('br'),
      h('span', { class: `nowrap ${b.imps_ns < 0 ? 'neg' : b.imps_ns > 0 ? 'pos' : ''}` }, `NS ${signed(b.imps_ns)} IMP`)),
    body);
}

/** "Ladda ner PBN": the finished boards of both tables (fetched with the seat token: none in a link). */
function pbnLink(payload) {
  const status = h('span', { class: 'small muted', role: 'status' });
  return h('p', { class: 'small pbn-download' }, h('a', { href: `/api/parties/${payload.party}/export/pbn`, id: 'download-pbn',
    download: '', onclick: (event) => {
      event.preventDefault();
      downloadExport(payload.party, 'pbn').then(() => { status.textContent = ''; })
        .catch((err) => { status.textContent = ` ${errorText(err)}`; });
    } }, L('review.download')), status);
}

// --- standings (IMPs against the other table) ----------------------------------------------------

export function standings(payload) {
  const s = payload.standings || {};
  const imps = s.imps || { NS: 0, EW: 0 };
  const boards = s.boards || [];
  const scale = (lastTables.imp_scale || []);
  return h('section', { class: 'standings bridge-standings' },
    h('h3', {}, L('standings')),
    h('p', { class: 'muted small' }, L('versus')),
    h('p', { class: 'totals' }, h('span', { class: `tot ${imps.NS < 0 ? 'neg' : ''}` }, `NS ${signed(imps.NS)} IMP`), ' · ',
      h('span', { class: `tot ${imps.EW < 0 ? 'neg' : ''}` }, `${sideName('EW')} ${signed(imps.EW)} IMP`)),
    boards.length ? h('table', { class: 'plain boards' },
      h('thead', {}, h('tr', {}, h('th', {}, L('boardShort')), h('th', {}, L('here')), h('th', { class: 'num' }, 'NS'),
        h('th', {}, L('there')), h('th', { class: 'num' }, 'NS'), h('th', { class: 'num' }, 'IMP'))),
      h('tbody', {}, boards.map((b) => h('tr', { class: reviewDeal === b.deal ? 'reviewed' : '' },
        h('td', {}, h('button', { type: 'button', class: 'link review-open', 'data-deal': b.deal,
          title: t('bridge.ui.review.open', { board: b.board }), 'aria-label': t('bridge.ui.review.open', { board: b.board }),
          onclick: () => pickBoard(b.deal) }, String(b.board))),
        h('td', {}, resultText(b.contract, b.declarer, b.tricks)),
        h('td', { class: 'num' }, signed(b.score_ns)),
        h('td', {}, resultText(b.other.contract, b.other.declarer, b.other.tricks)),
        h('td', { class: 'num' }, signed(b.other.score_ns)),
        h('td', { class: `num ${b.imps_ns < 0 ? 'neg' : b.imps_ns > 0 ? 'pos' : ''}` }, signed(b.imps_ns))))))
      : h('p', { class: 'muted' }, L('noBoards')),
    boards.length ? h('p', { class: 'small review-hint' }, L('review.pickBoard')) : null,
    boards.length ? pbnLink(payload) : null,
    scale.length ? h('details', { class: 'imp-scale' }, h('summary', {}, L('impScale')),
      h('p', { class: 'small' }, scale.map((row, i) => {
        const next = scale[i + 1];
        return `${row.from}${next ? `–${next.from - 10}` : '+'}: ${row.imps}`;
      }).join(' · '))) : null,
    h('p', { class: 'small' }, h('a', { href: `#/game/bridge/rules/bridge-party?party=${payload.party}`, class: 'rules-link' }, L('howScored'))));
}

/** The score sheet: one row per board, the IMPs of each seat's side. */
export function sheetRows(standings) {
  return (standings.boards || []).map((b) => ({
    deal: b.board, kind: 'deal', contract: b.contract || 'Passed', declarer: b.declarer ? seatIndex(b.declarer) : null,
    msg: { id: 'bridge.ui.sheetLine', params: { here: signed(b.score_ns), there: signed(b.other.score_ns) } },
    tricks: b.tricks, amounts: [0, 1, 2, 3].map((s) => (s % 2 === 0 ? b.imps_ns : -b.imps_ns)),
  }));
}

export function sheetContract(row) {
  return h('span', {}, resultText(row.contract, row.declarer === null ? null : SEATS[row.declarer], row.tricks));
}

export function seatShort(seat) { return letterOf(seat); }

export function sheetUnit() { return 'IMP'; }
