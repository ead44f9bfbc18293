// Königrufen's parts of the table (the interface is in generic.js): the tarock
// pack (tarock-cards.js), the hand with the taroks first, the bidding panel
// (the legal bids only, with their values from the engine's bid table, GET
// /api/games/koenigrufen/tables), the king call, the two talon halves as fans
// to choose one, the discards with the count still to lay away, the
// announcement round as its own panel (what each player said), the trick
// with its winner, and the settlement line by line with each seat's amount.
// Everything comes from the seat's view and the legal actions: no rule is
// decided here. Game terms (förhand, talong, Rufer, Dreier, Trull, Pagat,
// Mond, Sküs, kontra...) stay in the game's language in both languages.
import { h, cardEl } from './dom.js';
import { t, pick } from './i18n.js';
import { seatLabel as genericSeatLabel, trickCards } from './generic.js';
import { parse, power, label as tarockLabel } from './tarock-cards.js';

export const pack = 'tarock-54';

const ORDER = ['T', 'h', 'd', 's', 'c'];
const KINGS = ['hk', 'dk', 'sk', 'ck'];

// Texts are in the message catalogues under koenigrufen.ui.* (docs/i18n.md).
const tt = (key) => t(`koenigrufen.ui.${key}`);


// --- cards and the hand ----------------------------------------------------------

/** Taroks first (Sküs, XXI … I), then hjärter, ruter, spader, klöver, high first. */
export function sortHand(view, cards) {
  return [...cards].sort((a, b) => (ORDER.indexOf(groupOf(view, a)) - ORDER.indexOf(groupOf(view, b))) || (power(b) - power(a)));
}

export function groupOf(view, card) {
  const c = parse(card);
  return c ? c.suit : card[0];
}

export function suitOrder() { return ORDER; }

const SUITS = 'Thdsc';   // the taroks and the four suits: their names are koenigrufen.suit.*

export function suitName(code) { return code && SUITS.includes(code) ? t(`koenigrufen.suit.${code}`) : code; }

export function suitClass(view, group) { return group === 'T' ? t('koenigrufen.suit.T') : ''; }

function cardName(name) {
  const c = parse(name);
  return c ? tarockLabel(c) : name;
}

// --- names of games, figures and actions ---------------------------------------------

function gameName(tables, key) {
  if (key === 'mein-spiel') return 'mein Spiel';
  const c = (tables.contracts || []).find((x) => x.key === key);
  return c ? c.name : key;
}

// Figure names that are plain words, not game terms, are in the catalogues
// (the others, Trull, Uhu, Pagat ultimo..., read the same in both languages).
const FIGURE_WORDS = { kings: 'koenigrufen.figname.kings', kungultimo: 'koenigrufen.figname.kungultimo' };

function figureName(tables, key) {
  if (key === 'game' || (key && key.startsWith('game-'))) return tt('theGame');
  if (FIGURE_WORDS[key]) return t(FIGURE_WORDS[key]);
  const f = (tables.figures || []).find((x) => x.key === key);
  return f ? f.name : key;
}

let TABLES = {};   // the engine's tables, kept from the last panel call (names in the histories)

function actionText(action, tables = TABLES) {
  const [verb, arg, extra] = action.split(' ');
  if (verb === 'pass') return 'Pass';
  if (verb === 'done') return tt('done');
  if (verb === 'bid') return gameName(tables, arg);
  if (verb === 'choose') return t('koenigrufen.ui.plays', { game: gameName(tables, arg) });
  if (verb === 'announce') return figureName(tables, arg);
  if (['kontra', 'rekontra', 'subkontra'].includes(verb)) {
    const item = figureName(tables, arg);
    return `${verb[0].toUpperCase()}${verb.slice(1)} ${tt('on')} ${item}${extra !== undefined ? ` (${t('koenigrufen.ui.seatNo', { n: Number(extra) + 1 })})` : ''}`;
  }
  if (verb === 'call') return arg === 'fourth' ? tt('callFourth') : t('koenigrufen.action.call', { suit: suitName(arg) });   // as the engine words it (texts.py)
  return action;
}

function seatLabel(payload, seat) {
  if (seat === null || seat === undefined) return '';
  return genericSeatLabel(seat, payload.seat);
}

function rulesLink(payload, anchor, text) {
  const party = payload && payload.party ? `?party=${payload.party}` : '';
  return h('a', { href: `#/game/koenigrufen/rules/${anchor}${party}`, class: 'rules-link' }, text);
}

// --- seats and the centre of the felt ----------------------------------------------------

export function roleText(view, seat) {
  const parts = [];
  const c = view.contract;
  if (c && !c.no_declarer && c.declarers.includes(seat)) parts.push(tt('declarer'));
  if (view.partner === seat && view.partner !== null && view.partner !== undefined) parts.push(tt('partner'));
  if (view.dealer === seat) parts.push(tt('dealer'));
  if (view.forehand === seat) parts.push(tt('forehand'));
  return parts.join(' · ');
}

function calledText(view) {
  const called = view.called;
  if (!called) return null;
  if (called.suit) {
    const king = `${called.suit}k`;
    return h('span', { class: 'kr-called', 'data-called': king }, `${tt('called')}: `, cardEl(king, { extra: 'tiny' }),
      h('strong', {}, cardName(king)), called.fourth ? ` (${tt('fourth')})` : '');
  }
  return h('span', { class: 'kr-called', 'data-called': 'fourth' }, `${tt('called')}: `, h('strong', {}, tt('fourth')));
}

export function contractLine(view, seatName) {
  const c = view.contract;
  if (!c) return null;
  const first = [h('strong', { class: 'kr-contract-name' }, c.name),
    // Trischaken: «finns ingen egentlig spelförare, utan alla spelar mot alla»
    c.no_declarer ? h('span', { class: 'kr-all' }, tt('allAgainstAll'))
      : h('span', {}, `${t('ui.declarer')}: ${c.declarers.map(seatName).join(' + ')}`)];
  const called = calledText(view);
  if (called) first.push(called);
  let second = null;
  if (view.partner !== null && view.partner !== undefined && view.partner !== view.seat) {
    second = h('span', { class: 'kr-partner' }, `${tt('partner')}: ${seatName(view.partner)}`);
  } else if (view.partner === view.seat && view.seat !== null) {
    second = h('span', { class: 'kr-partner mine' }, tt('youCalled'));
  } else if (view.own_king && view.seat === view.declarer) {
    second = h('span', { class: 'kr-partner mine' }, tt('youAlone'));
  } else if (view.declarer_alone) {
    second = h('span', { class: 'kr-partner' }, tt('alone'));
  } else if (c.kind !== 'negative' && view.called && view.phase !== 'over') {
    second = h('span', { class: 'kr-partner muted' }, tt('partnerUnknown'));
  }
  const kontra = Object.entries(view.kontra || {}).map(([item, level]) => `${['', 'kontra', 'rekontra', 'subkontra'][level] || level} ${figureName(TABLES, item)}`);
  return h('div', { class: 'contract kr-contract', 'data-contract': c.key }, h('div', { class: 'kr-line' }, first), second,
    kontra.length ? h('span', { class: 'kr-kontra' }, kontra.join(' · ')) : null);
}

/** The two talon halves as fans; each is a button when the seat may take it. */
function talonFans(view, legal, send) {
  const talon = view.talon;
  if (talon && talon.fed) return fedTalon(talon.fed);
  if (!talon || !talon.top) return null;
  const half = (key, cards, index) => {
    const action = `talon ${key}`;
    const ok = legal.has(action);
    const taken = talon.taken === index;
    const other = talon.taken !== null && talon.taken !== undefined && !taken;
    const fan = h('div', { class: 'kr-fan' }, cards.map((c) => cardEl(c, { extra: 'small' })));
    const caption = h('span', { class: 'kr-fan-label' }, tt(key), taken ? ` · ${tt('taken')}` : other ? ` · ${tt('toOpponents')}` : '');
    if (ok) {
      return h('button', { type: 'button', class: 'kr-half choose', 'data-action': action, onclick: () => send([action]),
        'aria-label': `${tt('take')} ${tt(key).toLowerCase()}: ${cards.map(cardName).join(', ')}` }, fan, caption);
    }
    return h('div', { class: `kr-half ${taken ? 'taken' : ''} ${other ? 'other' : ''}`, 'data-half': key }, fan, caption);
  };
  return h('section', { class: 'kr-talon', 'aria-label': tt('talon') },
    h('h3', {}, tt('talon')),
    h('div', { class: 'kr-halves' }, half('top', talon.top, 0), half('bottom', talon.bottom, 1)),
    view.phase === 'talon' ? h('p', { class: 'muted small' }, legal.size ? tt('chooseHalf') : tt('halvesWait')) : null);
}

/** Trischaken: the talon has no halves; its cards go to the first six tricks. */
function fedTalon(fed) {
  return h('section', { class: 'kr-talon fed', 'aria-label': tt('talon') },
    h('h3', {}, tt('talon')),
    fed.length ? h('div', { class: 'kr-fan' }, fed.map((c) => cardEl(c, { extra: 'small' }))) : null,
    h('p', { class: 'muted small' }, tt('fedTalon')));
}

function resultBoard(view, result, seatName) {
  if (!result) return null;
  const badges = [];
  if (result.won !== undefined && result.won !== null) badges.push(h('span', { class: `kr-badge ${result.won ? 'won' : 'lost'}` }, result.won ? tt('won') : tt('lost')));
  if (view.gave_up) badges.push(h('span', { class: 'kr-badge lost' }, tt('gaveUp')));
  if (result.valat) badges.push(h('span', { class: 'kr-badge' }, 'Valat'));
  const cp = result.card_points;
  return h('div', { class: 'kr-board' },
    h('p', { class: 'kr-big' }, result.contract_name || ''),
    cp ? h('div', { class: 'kr-sides' },
      h('div', { class: 'kr-side' }, h('span', { class: 'kr-side-name' }, tt('declarersSide')),
        h('span', { class: 'kr-points', 'data-side': 'declarers' }, cp.declarers_text)),
      h('span', { class: 'kr-colon' }, ':'),
      h('div', { class: 'kr-side' }, h('span', { class: 'kr-side-name' }, tt('opponents')),
        h('span', { class: 'kr-points', 'data-side': 'opponents' }, cp.opponents_text))) : null,
    cp ? h('p', { class: 'kr-sub' }, tt('cardPoints')) : null,
    h('p', { class: 'kr-sub' }, `${tt('tricks')}: `, (view.tricks_taken || []).map((n, s) => `${t('ui.seat')[0]}${s + 1} ${n}`).join(' · ')),
    h('p', { class: 'kr-badges' }, badges));
}

export function centreExtras(view, payload) {
  const seatName = (s) => seatLabel(payload, s);
  const choosing = view.phase === 'talon' && (payload.legal_actions || []).length;   // the panel has the fans then
  if (view.phase === 'over') {
    return h('div', { class: 'kr-centre over' }, resultBoard(view, payload.result || view.result, seatName), talonFans(view, new Set(), null));
  }
  const parts = [];
  if (view.phase === 'cut' || view.phase === 'piles') parts.push(h('p', { class: 'kr-info' }, `${seatName(view.cutter)} ${tt('cutter')}`));
  if (view.phase === 'bidding' || view.phase === 'choose') parts.push(h('p', { class: 'kr-info' }, `${tt('forehand')}: `, h('strong', {}, seatName(view.forehand)), ` ${tt('bidsFirst')}`));
  if (['talon', 'discard', 'announce'].includes(view.phase) && !choosing) parts.push(talonFans(view, new Set(), null));
  if ((view.discards || {}).shown && view.discards.shown.length) {
    parts.push(h('div', { class: 'kr-shown' }, h('span', { class: 'muted' }, `${tt('shownAway')}: `), view.discards.shown.map((c) => cardEl(c, { extra: 'tiny' }))));
  }
  if (view.phase === 'play' && view.trick) {
    parts.push(h('p', { class: 'kr-info', 'data-leader': view.trick.leader }, `${tt('lead')}: `, h('strong', {}, seatName(view.trick.leader)),
      view.last_trick ? h('span', { class: 'muted kr-last', 'data-winner': view.last_trick.winner }, ` · ${tt('lastWon')} ${seatName(view.last_trick.winner)}`) : null,
      view.last_trick && view.last_trick.talon_card   // Trischaken: the talon card that went with that trick
        ? h('span', { class: 'muted' }, ` (+ ${tt('talonCard')} ${cardName(view.last_trick.talon_card)})`) : null));
  }
  return h('div', { class: 'kr-centre' }, parts);
}

// --- the panels for the seat's decisions -----------------------------------------------------

const PANEL_VERBS = new Set(['bid', 'pass', 'choose', 'call', 'announce', 'kontra', 'rekontra', 'subkontra', 'done', 'talon']);

/** The bidding, choose, call, talon and announcement actions are offered by this module's panels. */
export function covers(payload, action) {
  const phase = payload.view.phase;
  const verb = action.split(' ')[0];
  if (phase === 'bidding' || phase === 'choose') return ['bid', 'pass', 'choose'].includes(verb);
  if (phase === 'call') return verb === 'call';
  if (phase === 'talon') return verb === 'talon';
  if (phase === 'announce') return PANEL_VERBS.has(verb);
  return false;
}

function valueText(c) {
  if (!c) return '';
  const lost = c.lost_forehand !== c.lost ? ` · ${tt('fhLost')} ${c.lost_forehand}` : '';
  return `${tt('won')} ${c.won} / ${tt('lost')} ${c.lost}${lost}`;
}

function highestBid(view) {
  let best = null;
  for (const b of view.bids || []) if (b.action.startsWith('bid ')) best = b;
  return best;
}

function biddingPanel(payload, tables, send) {
  const legal = payload.legal_actions;
  const view = payload.view;
  const choosing = view.phase === 'choose';
  const rows = legal.filter((a) => a.startsWith('bid ') || a.startsWith('choose ')).map((a) => {
    const key = a.split(' ')[1];
    const c = (tables.contracts || []).find((x) => x.key === key);
    return h('li', { 'data-contract': key },
      h('button', { type: 'button', class: 'bid', 'data-action': a, onclick: () => send([a]) }, gameName(tables, key)),
      h('span', { class: 'kr-value' }, key === 'mein-spiel' ? tt('asRufer') : valueText(c)),
      c ? rulesLink(payload, `kr-contract-${key}`, '?') : null);
  });
  const top = highestBid(view);
  return h('section', { class: 'bidding kr-bidding', 'aria-label': t('ui.bidding') },
    h('div', { class: 'bid-head' }, h('h3', {}, choosing ? tt('chooseGame') : tt('yourBid')),
      legal.includes('pass') ? h('button', { type: 'button', class: 'pass primary', 'data-action': 'pass', onclick: () => send(['pass']) }, t('ui.pass')) : null),
    choosing ? null : h('p', { class: 'muted' }, top ? [`${tt('highest')}: `, h('strong', {}, actionText(top.action, tables)), ` · ${seatLabel(payload, top.seat)}`] : tt('noBid')),
    h('ol', { class: 'kr-bids' }, rows),
    h('p', { class: 'muted small' }, `${tt('onlyLegal')} ${tt('valuesPerOpp')}`));
}

function callPanel(payload, send) {
  const legal = new Set(payload.legal_actions);
  const kings = KINGS.map((king) => {
    const action = `call ${king[0]}`;
    return legal.has(action)
      ? h('div', { class: 'kr-king' }, cardEl(king, { onclick: () => send([action]), action }), h('span', {}, cardName(king)))
      : null;
  });
  return h('section', { class: 'kr-call', 'aria-label': tt('callKing') }, h('h3', {}, tt('callKing')),
    h('div', { class: 'kr-kings' }, kings),
    legal.has('call fourth') ? h('button', { type: 'button', 'data-action': 'call fourth', onclick: () => send(['call fourth']) }, tt('callFourth')) : null);
}

function announcePanel(payload, tables, send) {
  const legal = payload.legal_actions;
  const buttons = legal.filter((a) => !['pass', 'done'].includes(a)).map((a) => {
    const [verb, key] = a.split(' ');
    const f = verb === 'announce' ? (tables.figures || []).find((x) => x.key === key) : null;
    return h('button', { type: 'button', class: `kr-ann ${verb}`, 'data-action': a, onclick: () => send([a]),
      title: f ? `${tt('silentVal')} ${f.silent} · ${tt('declaredVal')} ${f.declared}` : null },
    actionText(a, tables), f ? h('span', { class: 'kr-value' }, ` ${f.declared}`) : null);
  });
  const end = legal.filter((a) => a === 'pass' || a === 'done').map((a) => h('button', { type: 'button', class: 'primary', 'data-action': a,
    onclick: () => send([a]) }, a === 'done' ? tt('done') : t('ui.pass')));
  return h('section', { class: 'kr-announce-panel', 'aria-label': tt('yourTurnAnn') }, h('h3', {}, tt('yourTurnAnn')),
    h('div', { class: 'buttons' }, end, buttons),
    h('p', { class: 'muted small' }, tt('figureValue')));
}

export function panel(payload, tables, send) {
  TABLES = tables || {};
  if (payload.phase !== 'play' || !payload.legal_actions.length) return null;
  const phase = payload.view.phase;
  if (phase === 'bidding' || phase === 'choose') return biddingPanel(payload, TABLES, send);
  if (phase === 'call') return callPanel(payload, send);
  if (phase === 'talon') return talonFans(payload.view, new Set(payload.legal_actions), send);
  if (phase === 'announce') return announcePanel(payload, TABLES, send);
  return null;
}

// --- discards -----------------------------------------------------------------------

function toDiscard(view) {
  if (view.phase !== 'discard' || view.declarer !== view.seat) return 0;
  return Math.max(0, (view.hand || []).length - 12);
}

export function selectionLimits(payload) {
  const n = toDiscard(payload.view);
  return n ? { min: n, max: n } : { min: 1, max: Infinity };
}

export function instruction(payload, selected) {
  const view = payload.view;
  const verbs = new Set(payload.legal_actions.map((a) => a.split(' ')[0]));
  if (verbs.has('discard')) return `${t('koenigrufen.ui.discardN', { count: toDiscard(view) })} (${t('ui.selected', { count: selected })}): ${tt('discardRule')}.`;
  // «Förhand får inte passa utan måste ge ett bud» (no Pass then), and after
  // mein Spiel is passed out förhand chooses any game (p.12).
  if (view.phase === 'choose') return tt('doChoose');
  if (view.phase === 'bidding') return verbs.has('pass') ? tt('doBid') : tt('doOpen');
  if (view.phase === 'call') return tt('doCall');
  if (view.phase === 'talon') return tt('chooseHalf');
  if (view.phase === 'announce') return verbs.has('done') ? tt('doAnnounceDone') : tt('doAnnounce');
  if (view.phase === 'cut') return tt('doCut');
  if (verbs.has('play')) return t('ui.doPlay');
  return t('ui.doChoose');
}

export function handExtras(view) {
  const mine = view.discards && view.discards.cards && view.declarer === view.seat ? view.discards.cards : [];
  if (!mine.length) return null;
  return h('div', { class: 'kr-away' }, h('span', { class: 'muted' }, `${tt('laidAway')}: `), mine.map((c) => cardEl(c, { extra: 'tiny' })));
}

// --- the bidding history and the announcement round -----------------------------------------

function announcementRound(view, seatName) {
  // Trischaken has no declarations and no kontra (p.14): no round to show.
  if (!['announce', 'play', 'over'].includes(view.phase) || !view.contract || view.contract.no_declarer) return null;
  const waiting = view.phase === 'announce';   // after the round a seat that said nothing passed
  const said = {};
  for (const e of view.announcements || []) (said[e.seat] ||= []).push(e.action);
  const seats = [0, 1, 2, 3].map((i) => (view.forehand + i) % 4);
  return h('section', { class: 'kr-announcements', 'aria-label': tt('announcements') }, h('h3', {}, tt('announcements')),
    h('ul', {}, seats.map((s) => h('li', { 'data-seat': s, class: view.phase === 'announce' && view.to_move === s ? 'to-move' : '' },
      h('span', { class: 'who' }, `${seatName(s)}:`),   // the colon with the name: the row is a flex box with gaps
      said[s] ? said[s].map((a) => h('span', { class: `kr-said ${a.split(' ')[0]}` }, actionText(a))) : h('span', { class: 'muted' }, waiting ? `… ${tt('nothingYet')}` : tt('nothingSaid'))))));
}

export function auction(view, seatName) {
  const bids = (view.bids || []).map((b) => h('li', { class: b.action === 'pass' ? 'pass' : 'bid' },
    h('span', { class: 'who' }, seatName(b.seat)), ': ', actionText(b.action)));
  return [
    announcementRound(view, seatName),
    bids.length ? h('section', { class: 'auction kr-auction' }, h('h3', {}, tt('bids')), h('ol', {}, bids)) : null,
  ];
}

// --- play -------------------------------------------------------------------------------

export function explainCard(view, card, legalCards, n) {
  const led = trickCards(view.trick, n)[0];
  const list = [...legalCards].map(cardName).join(', ');
  if (led) {
    const ledSuit = groupOf(view, led.card);
    const groups = new Set([...legalCards].map((c) => groupOf(view, c)));
    if (groups.size === 1 && groups.has('T') && ledSuit === 'T') return `${tt('mustFollowT')} ${list}.`;
    if (groups.size === 1 && groups.has('T')) return `${tt('mustTarok')} ${list}.`;
    if (groups.size === 1 && groups.has(ledSuit)) return `${tt('mustFollow')} ${suitName(ledSuit)}: ${list}.`;
  }
  return `${tt('notNow')} ${list}.`;
}

// The section of the rules page (talong/games/koenigrufen/rules_page.py) for a phase of the deal.
const RULE_SECTIONS = { auction: 'bidding', bidding: 'bidding', choose: 'bidding', cut: 'deal', piles: 'deal', call: 'call',
  talon: 'talon', discard: 'talon', announce: 'announce', play: 'play', over: 'settlement' };

export function ruleAnchor(payload, topic) {
  return `koenigrufen-${RULE_SECTIONS[topic] || 'play'}`;
}

// --- the settlement --------------------------------------------------------------------------

/** Each settlement line with every seat's amount, and the sum (the returns). */
export function resultExtra(result) {
  if (!result || !result.lines || !result.returns) return null;
  const n = result.returns.length;
  const who = (s) => `${t('ui.seat')[0]}${s + 1}`;
  const cell = (a) => h('td', { class: `num ${a < 0 ? 'neg' : ''}` }, a > 0 ? `+${a}` : a < 0 ? `−${-a}` : '0');
  return h('table', { class: 'plain kr-lines' },
    h('thead', {}, h('tr', {}, h('th', {}, tt('line')), Array.from({ length: n }, (_, s) => h('th', { class: 'num' }, who(s))))),
    h('tbody', {}, result.lines.map((l) => {
      const info = !l.amounts || l.amounts.every((a) => a === 0);   // a line that only tells (contract, card points)
      return h('tr', { class: info ? 'info' : '' }, h('td', { class: 'text' }, pick(l)),
        (l.amounts || Array(n).fill(0)).map((a) => (info ? h('td', { class: 'num' }, '') : cell(a))));
    })),
    h('tfoot', {}, h('tr', {}, h('th', {}, tt('sum')), result.returns.map(cell))));
}

export function unitName() { return t('ui.points'); }
