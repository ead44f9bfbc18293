// Schafkopf's parts of the table (the interface is in generic.js): the German
// pack and its pattern (Bavarian, Double-German, Salzburg), the hand sorted in
// the card order of the deal, roles, the contract panel, the called ace, the
// lead and card points per side at the end of the deal. Everything comes from
// the seat's view, the legal actions and the engine's tables (GET /api/games/
// schafkopf/tables): no rule is decided here. The settlement lines of a deal
// and the final standings are the engine's (result.lines, final.lines), laid
// out by the generic table. Game terms stay German in both languages (Rufer,
// Wenz, Solo, Tout, Sie, Ober, Unter, Daus, Laufende, Schneider, Schwarz, the
// suits Eichel, Gras, Herz, Schellen); a deal thrown in is "Fyra pass" in
// Swedish, as the rule text says, and Zusammengeworfen in English.
import { h, cardEl, skin } from './dom.js';
import { PATTERNS, getPattern, setPattern, drawCard, parseCard, suitIcon, cardLabel } from './cards.js';
import { t, pick } from './i18n.js';
import { seatLabel as genericSeatLabel } from './generic.js';

export const pack = 'german-32';

const SUITS = ['E', 'G', 'H', 'S'];

// Texts are in the message catalogues under schafkopf.ui.* (docs/i18n.md).
const tt = (key) => t(`schafkopf.ui.${key}`);

/** "Eichel": the German name is the game term in every language (schafkopf.suit_term.*). */
export function suitName(code) {
  return SUITS.includes(code) ? t(`schafkopf.suit_term.${code}`) : code;
}

/** The suit's own name in the current language ("ek"), when it is not the game term. */
function localSuitName(code) {
  if (!SUITS.includes(code)) return null;
  const local = t(`schafkopf.suit.${code}`);
  return local === suitName(code) ? null : local;
}

function daus(code) {
  return t('schafkopf.daus', { suit: suitName(code) });
}

/** A contract's name: "Rufer (Eichel-Daus)", "Herz-Solo", "Gras-Solo Tout", "Wenz". */
export function contractName(key, suit) {
  const name = { rufer: 'Rufer', wenz: 'Wenz', solo: 'Solo', 'wenz-tout': 'Wenz Tout', 'solo-tout': 'Solo Tout', sie: 'Sie' }[key] || key;
  if (key === 'rufer' && suit) return `Rufer (${daus(suit)})`;
  if (suit) return `${suitName(suit)}-${name}`;
  return name;
}

function bidText(action) {
  const [verb, key, suit] = action.split(' ');
  if (verb === 'pass') return t('ui.pass');
  if (verb === 'bid') return contractName(key, suit);
  return action;
}

function rulesLink(payload, anchor, text) {
  const party = payload && payload.party ? `?party=${payload.party}` : '';
  return h('a', { href: `#/game/schafkopf/rules/${anchor}${party}`, class: 'rules-link' }, text);
}

// --- the hand ----------------------------------------------------------------

const RUFER_ORDER = { trump_ranks: ['O', 'U'], rank_suits: SUITS, trump_suit: 'H', plain_ranks: ['A', 'T', 'K', '9', '8', '7'] };

/** [group, rank within group]: group 0 the trumps, then Eichel, Gras, Herz, Schellen. */
function cardKey(view, card) {
  const o = view.card_order || RUFER_ORDER;
  const suit = card[0];
  const rank = card.slice(1);
  const ri = o.trump_ranks.indexOf(rank);
  if (ri >= 0) return [0, ri * 4 + o.rank_suits.indexOf(suit)];
  if (suit === o.trump_suit) return [0, 100 + o.plain_ranks.indexOf(rank)];
  return [1 + SUITS.indexOf(suit), o.plain_ranks.indexOf(rank)];
}

/** Trumps first in the order of the deal's contract (before one: Ober, Unter, Herz), then the suits. */
export function sortHand(view, cards) {
  return [...cards].sort((a, b) => {
    const x = cardKey(view, a);
    const y = cardKey(view, b);
    return (x[0] - y[0]) || (x[1] - y[1]);
  });
}

/** The trumps make one group of the hand, whatever suit is printed on them. */
export function groupOf(view, card) {
  return cardKey(view, card)[0] === 0 ? 'trump' : card[0];
}

export function suitOrder() { return SUITS; }

/** The trumps' tag under the hand: the table's own word ("trumf", "trump"), styled as every trump tag. */
export function suitClass(view, group) {
  return group === 'trump' ? t('ui.trump').toLowerCase() : '';
}

// --- seats and the centre of the felt ----------------------------------------------

export function roleText(view, seat) {
  const parts = [];
  const c = view.contract;
  if (c && c.declarer === seat) parts.push(tt('declarer'));
  if (view.partner === seat && view.partner !== null && view.partner !== undefined) {
    parts.push(view.partner_revealed || view.phase === 'over' ? tt('partner') : `${tt('partner')} (${tt('secret')})`);
  }
  if (view.dealer === seat) parts.push(tt('dealer'));
  if (view.forehand === seat) parts.push(tt('forehand'));
  return parts.join(' · ');
}

export function contractLine(view, seatName) {
  const c = view.contract;
  if (!c) return null;
  const first = [h('strong', { class: 'sk-contract-name' }, contractName(c.key, c.key === 'rufer' ? null : c.suit)),
    h('span', {}, `${t('ui.declarer')}: ${seatName(c.declarer)}`)];
  let second = null;
  if (view.called_ace) {
    first.push(h('span', { class: 'sk-called', 'data-called-ace': view.called_ace },
      `${tt('called')}: `, cardEl(view.called_ace, { extra: 'tiny' }), h('strong', {}, daus(view.called_ace[0]))));
    if (view.partner !== null && view.partner !== undefined && view.partner !== view.seat) {
      second = h('span', { class: 'sk-partner' }, `${tt('withPartner')}: ${seatName(view.partner)}`);
    } else if (view.partner === view.seat && view.seat !== null) {
      second = h('span', { class: 'sk-partner mine' }, `${tt('youPartner')} ${seatName(c.declarer)}${view.partner_revealed ? '' : ` (${tt('secret')})`}`);
    } else if (view.phase !== 'over') {
      second = h('span', { class: 'sk-partner muted' }, tt('partnerUnknown'));
    }
  } else if (c.solo) {
    second = h('span', { class: 'sk-partner' }, c.tout && view.phase !== 'over' ? `${tt('alone')} · ${tt('toutAll')}` : tt('alone'));
  }
  return h('div', { class: 'contract sk-contract', 'data-contract': c.key }, h('div', { class: 'sk-line' }, first), second);
}

function scoreBoard(view, result, seatName, goesOn) {
  if (!result.contract) {
    // "the next dealer deals" only while the party goes on: after its last deal nobody deals
    return h('div', { class: 'sk-board zusammen' },
      h('p', { class: 'sk-big' }, tt('zusammen')), h('p', {}, tt('zusammenText')),
      goesOn ? h('p', { class: 'sk-next' }, tt('zusammenNext')) : null);
  }
  const side = result.card_points || {};
  const tricks = result.tricks || {};
  const badges = [];
  badges.push(h('span', { class: `sk-badge ${result.won ? 'won' : 'lost'}` }, result.won ? tt('won') : tt('lost')));
  if (result.schwarz) badges.push(h('span', { class: 'sk-badge' }, 'Schwarz'));
  else if (result.schneider) badges.push(h('span', { class: 'sk-badge' }, 'Schneider'));
  if (result.laufende) badges.push(h('span', { class: 'sk-badge' }, `${result.laufende} Laufende`));
  badges.push(h('span', { class: 'sk-badge value' }, `${tt('value')} ${result.value}`));
  if (result.contract === 'sie') {
    return h('div', { class: 'sk-board' }, h('p', { class: 'sk-big' }, 'Sie!'),
      h('p', {}, `${seatName(result.declarer)} ${tt('sieWins')}.`), h('p', { class: 'sk-badges' }, badges));
  }
  return h('div', { class: 'sk-board', 'aria-label': tt('cardPoints') },
    h('div', { class: 'sk-sides' },
      h('div', { class: 'sk-side' }, h('span', { class: 'sk-side-name' }, tt('declarersSide')),
        h('span', { class: 'sk-points', 'data-side': 'declarers' }, String(side.declarers))),
      h('span', { class: 'sk-colon' }, ':'),
      h('div', { class: 'sk-side' }, h('span', { class: 'sk-side-name' }, tt('defenders')),
        h('span', { class: 'sk-points', 'data-side': 'defenders' }, String(side.defenders)))),
    h('p', { class: 'sk-sub' }, `${tt('cardPoints')} · ${tricks.declarers} : ${tricks.defenders} ${tt('tricks')}`
      + `${result.ended_early ? ` · ${tt('endedAfter')} ${result.played_tricks} ${tt('tricks')}` : ''}`),
    h('p', { class: 'sk-badges' }, badges));
}

/** Every trick of the deal, once it is over: leader, cards in play order, winner. */
function tricksReview(view, seatName) {
  const tricks = view.tricks || [];
  if (!tricks.length) return null;
  return h('ol', { class: 'sk-tricks', 'aria-label': tt('allTricks') }, tricks.map((tr) => h('li', {},
    h('span', { class: 'sk-trick-cards' }, tr.cards.map((e) => h('span', { class: `sk-trick-card ${e.seat === tr.winner ? 'winner' : ''}`,
      title: seatName(e.seat) }, cardEl(e.card, { extra: 'tiny' }), h('span', { class: 'sk-trick-seat' }, String(e.seat + 1))))))));
}

/** The lead, the last trick's winner; at the end of the deal the card points per side and every trick. */
export function centreExtras(view, payload) {
  const seatName = (s) => seatLabel(payload, s);
  const result = payload.result || view.result;
  if (view.phase === 'over' && result) {
    const goesOn = payload.phase === 'settlement';
    return h('div', { class: 'sk-centre over' }, scoreBoard(view, result, seatName, goesOn), tricksReview(view, seatName));
  }
  let info = null;
  if (view.phase === 'bidding') {
    info = h('p', { class: 'sk-info' }, `${seatName(view.forehand)} ${tt('bidsFirst')}`);
  } else if (view.trick) {
    info = h('p', { class: 'sk-info', 'data-leader': view.trick.leader }, `${tt('lead')}: `, h('strong', {}, seatName(view.trick.leader)),
      view.last_trick ? h('span', { class: 'muted' }, ` · ${tt('lastWon')} ${seatName(view.last_trick.winner)}`) : null);
  }
  return h('div', { class: 'sk-centre' }, info);
}

// Seat names as the generic table writes them ("Plats 2 (Du)", "Plats 3 · AI").
function seatLabel(payload, seat) {
  if (seat === null || seat === undefined) return '';
  return genericSeatLabel(seat, payload.seat);
}

// --- the contract panel -------------------------------------------------------------

/** Pass and every bid are offered by the contract panel. */
export function covers(payload, action) {
  return payload.view.phase === 'bidding' && (action === 'pass' || action.startsWith('bid '));
}

function bidButton(action, content, legal, send, extra = '', refused = null) {
  const ok = legal.has(action);
  const local = localSuitName(action.split(' ')[2]);
  const why = !ok && refused ? `: ${t(refused)}` : '';
  return h('button', { type: 'button', class: `bid ${extra}${!ok && refused ? ' refused' : ''}`, disabled: !ok,
    'data-action': ok ? action : null, 'data-bid': action,
    title: `${bidText(action)}${local ? ` (${local})` : ''}${why}`, onclick: ok ? () => send([action]) : null }, content);
}

/** Why greyed bids are greyed by the hand (not by a higher bid): one line per
 * reason, naming the bids, e.g. "Eichel-Solo, Gras-Solo: spelföraren måste ha
 * minst ett vanligt kort i den valda färgen (inte Ober eller Unter)". */
function refusedNotes(refused) {
  const byReason = new Map();
  for (const [action, why] of refused) {
    const text = t(why);
    byReason.set(text, [...(byReason.get(text) || []), bidText(action)]);
  }
  return [...byReason].map(([text, bids]) => h('p', { class: 'muted small sk-refused' }, `${bids.join(', ')} – ${text}`));
}

function highestBid(view) {
  let best = null;
  for (const b of view.bids || []) if (b.action !== 'pass') best = b;
  return best;
}

/** The rows of the contract panel: the engine's contract table (GET /api/games/
 * schafkopf/tables); if it did not load, only the contracts the legal bids name,
 * in their order, without base values (never a copy of the table). */
function contractRows(tables, actions) {
  if (tables.contracts && tables.contracts.length) return tables.contracts;
  const rows = [];
  for (const action of actions) {
    const [verb, key, suit] = action.split(' ');
    if (verb !== 'bid') continue;
    let row = rows.find((r) => r.key === key);
    if (!row) rows.push(row = { key, name: contractName(key), base: null, choice: suit ? 'suit' : null, suits: [] });
    if (suit) row.suits.push(suit);
  }
  return rows;
}

function contractPanel(payload, tables, send) {
  if (payload.phase !== 'play' || payload.view.phase !== 'bidding' || !payload.legal_actions.length) return null;
  const legal = new Set(payload.legal_actions);
  const view = payload.view;
  const top = highestBid(view);
  const loaded = Boolean(tables.contracts && tables.contracts.length);
  const refused = new Map((view.bids_refused || []).map((r) => [r.action, r.msg]));
  const rows = contractRows(tables, payload.legal_actions).map((c) => {
    const actions = c.choice ? c.suits.map((s) => `bid ${c.key} ${s}`) : [`bid ${c.key}`];
    const open = actions.some((a) => legal.has(a));
    const buttons = c.choice
      ? c.suits.map((s) => bidButton(`bid ${c.key} ${s}`, [h('span', { class: 'sk-icon', 'data-suit': s, html: suitIcon(s) }), suitName(s)], legal, send, `suit-${s}`, refused.get(`bid ${c.key} ${s}`)))
      : [bidButton(`bid ${c.key}`, c.name, legal, send, '', refused.get(`bid ${c.key}`))];
    return h('tr', { class: open ? 'open' : 'closed', 'data-contract': c.key },
      h('th', { scope: 'row' }, rulesLink(payload, c.anchor || `contract-${c.key}`, c.name),
        c.base !== null && c.base !== undefined ? h('span', { class: 'muted sk-base' }, ` ${tt('base_')} ${c.base}`) : null),
      h('td', { class: 'sk-choices' }, buttons));
  });
  return h('section', { class: 'bidding sk-bidding', 'aria-label': t('ui.bidding') },
    h('div', { class: 'bid-head' }, h('h3', {}, tt('yourBid')),
      legal.has('pass') ? h('button', { type: 'button', class: 'pass primary', 'data-action': 'pass', onclick: () => send(['pass']) }, t('ui.pass')) : null),
    h('p', { class: 'muted' }, top ? [`${tt('highest')}: `, h('strong', {}, bidText(top.action)), ` · ${seatLabel(payload, top.seat)}`] : tt('noBid')),
    h('table', { class: 'sk-contracts' }, h('tbody', {}, rows)),
    h('p', { class: 'muted small' }, tt('onlyLegal')),
    refusedNotes(refused),
    loaded ? null : h('p', { class: 'error small', role: 'alert' }, tt('noTable')));
}

// --- the card pattern ------------------------------------------------------------------

function redrawGermanCards(pattern) {
  const s = { ...skin(), pattern };
  for (const el of document.querySelectorAll('#app .card[data-card]')) {
    const card = parseCard(el.dataset.card, pack);
    if (card && el.querySelector('svg.german')) el.innerHTML = drawCard(card, s);
  }
  for (const el of document.querySelectorAll('#app .sk-icon[data-suit]')) el.innerHTML = suitIcon(el.dataset.suit, pattern);
}

function patternChooser() {
  const current = getPattern();
  return h('section', { class: 'sk-pattern', 'aria-label': tt('pattern') },
    h('h3', {}, tt('pattern')),
    h('div', { class: 'sk-patterns', role: 'radiogroup' }, Object.entries(PATTERNS).map(([key, name]) => h('label', { class: 'sk-pattern-choice' },
      h('input', { type: 'radio', name: 'sk-pattern', value: key, id: `pattern-${key}`, checked: key === current,
        onchange: () => { redrawGermanCards(setPattern(key)); } }),
      h('span', { class: 'sk-pattern-preview', html: drawCard({ pack, suit: 'E', rank: 'O', name: 'EO' }, { ...skin(), pattern: key }) }),
      h('span', {}, t(name))))));
}

export function panel(payload, tables, send) {
  return contractPanel(payload, tables || {}, send);
}

// --- the bidding history (and the pattern chooser below it) ------------------------------

export function auction(view, seatName) {
  const bids = view.bids || [];
  const items = [];
  if (view.forehand !== undefined) {
    for (let i = 0; i < 4; i++) {
      const seat = (view.forehand + i) % 4;
      const bid = bids[i];
      if (!bid && view.phase !== 'bidding') break;
      items.push(h('li', { class: bid ? (bid.action === 'pass' ? 'pass' : 'bid') : 'waiting' },
        h('span', { class: 'who' }, seatName(seat)), ': ', bid ? bidText(bid.action) : `… ${tt('waiting')}`));
    }
  }
  return [
    h('section', { class: 'auction sk-auction' }, h('h3', {}, tt('history')), h('ol', {}, items)),
    patternChooser(),
  ];
}

/** Why a card is not legal now, in plain words: trumps (Ober, Unter and the
 * trump suit) are one group, so "follow suit" can mean "play a trump". */
export function explainCard(view, card, legalCards) {
  const led = view.trick && view.trick.cards && view.trick.cards[0];
  const list = [...legalCards].map((c) => cardLabel(parseCard(c, 'german-32'))).join(', ');
  if (led) {
    const group = (c) => cardKey(view, c)[0];
    const want = group(led.card);
    if ([...legalCards].every((c) => group(c) === want) && group(card) !== want) {
      const what = want === 0 ? tt('aTrump') : suitName(led.card[0]);
      return t('schafkopf.ui.mustFollow', { what, list });
    }
  }
  return t('schafkopf.ui.notLegal', { list });
}
