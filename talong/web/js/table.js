// The party table: the seat's view from the server, the legal actions as
// buttons and clickable cards, live updates over a WebSocket. The browser
// never decides what is legal: it offers exactly payload.legal_actions.
import { api, loadSeat, subscribe } from './api.js';
import { h, cardEl, backEl, setPack, currentPack } from './dom.js';
import { PACKS, parseCard } from './cards.js';
import { t, pick, getLang } from './i18n.js';
import { tabs, summaryLine, gameTitle } from './app.js';
import { gameUi } from './games.js';

let cur = null;
const tablesCache = {};

export function closeTable() {
  if (cur && cur.unsubscribe) cur.unsubscribe();
  cur = null;
}

export async function showTable(root, partyId) {
  const seat = loadSeat(partyId);
  if (!seat) { root.replaceChildren(h('p', { class: 'error', role: 'alert' }, t('unknownParty'))); return; }
  const payload = await api.view(partyId, seat.seat, seat.token);
  const ui = gameUi(payload.game);
  setPack(ui.pack);
  if (!tablesCache[payload.game]) tablesCache[payload.game] = await api.tables(payload.game).catch(() => ({}));
  cur = { root, party: partyId, seat: seat.seat, token: seat.token, payload, ui, selection: new Set(),
    showLast: false, error: null, busy: false, link: 'open' };
  cur.unsubscribe = subscribe(partyId, seat.seat, seat.token, (msg) => {
    if (!cur || msg.party !== cur.party) return;
    if (msg.version >= cur.payload.version) update(msg);
  }, (state) => { if (cur) { cur.link = state; render(); } });
  render();
}

function update(payload) {
  if (payload.version !== cur.payload.version) cur.selection = new Set();
  cur.payload = payload;
  render();
}

async function send(actions) {
  if (cur.busy) return;
  cur.busy = true;
  cur.error = null;
  try {
    update(await api.act(cur.party, cur.seat, cur.token, cur.payload.version, actions));
  } catch (err) {
    cur.error = err;
    if (err.status === 409) update(await api.view(cur.party, cur.seat, cur.token));
    else render();
  } finally {
    cur.busy = false;
  }
}

async function nextDeal() {
  try {
    update(await api.next(cur.party, cur.seat, cur.token, cur.payload.version));
  } catch (err) {
    cur.error = err;
    render();
  }
}

function seatName(seat) {
  if (seat === null || seat === undefined) return '';
  return cur.ui.seatLabel(seat, cur.seat);
}

function get(obj, seat) {
  if (!obj) return undefined;
  return obj[seat] ?? obj[String(seat)];
}

// Seats around the table from my point of view (seat s+1 sits to the left of seat s).
function positions(n) {
  const me = cur.seat;
  const names = n === 4 ? ['left', 'top', 'right'] : n === 3 ? ['left', 'right'] : ['left', 'top', 'right', 'top2'];
  const out = { [me]: 'me' };
  for (let i = 1; i < n; i++) out[(me + i) % n] = names[i - 1];
  return out;
}

function sortHand(view, cards) {
  const own = cur.ui.sortHand(view, cards);  // a game's own order (Schafkopf: the trumps first)
  if (own) return own;
  const pack = PACKS[currentPack()];
  const order = cur.ui.suitOrder(view);
  const ranks = pack.ranks;
  return [...cards].sort((a, b) => (order.indexOf(a[0]) - order.indexOf(b[0])) || (ranks.indexOf(b.slice(1)) - ranks.indexOf(a.slice(1))));
}

function legalByVerb(legal) {
  const out = {};
  for (const a of legal) {
    const [verb, arg] = a.split(' ');
    if (arg && parseCard(arg, currentPack())) (out[verb] ||= new Set()).add(arg);
  }
  return out;
}

function handRow(view, cards, byVerb, { label = null } = {}) {
  const groups = [];
  let suit = null;
  for (const c of sortHand(view, cards)) {
    const key = cur.ui.groupOf(view, c);
    if (key !== suit) { suit = key; groups.push({ suit, cards: [] }); }
    groups[groups.length - 1].cards.push(c);
  }
  return h('div', { class: 'hand', 'aria-label': label || t('hand') }, groups.map((g) => h('div', { class: 'suit-group' },
    h('div', { class: 'cards' }, g.cards.map((c) => cardFor(c, byVerb))),
    suitLabel(view, g.suit))));
}

function suitLabel(view, suit) {
  const label = cur.ui.suitClass(view, suit);
  return label ? h('span', { class: `suit-class ${label.replace(' ', '-')}` }, label) : null;
}

function cardFor(c, byVerb) {
  for (const verb of ['play', 'keep']) {
    if (byVerb[verb] && byVerb[verb].has(c)) {
      const action = `${verb} ${c}`;
      return cardEl(c, { onclick: () => send([action]), action });
    }
  }
  if (byVerb.discard && byVerb.discard.has(c)) {
    const selected = cur.selection.has(c);
    return cardEl(c, { selected, action: `discard ${c}`, onclick: () => {
      if (cur.selection.has(c)) cur.selection.delete(c); else cur.selection.add(c);
      render();
    } });
  }
  return cardEl(c);
}

// Tricks taken by a seat: Vira keys them by seat, other games list them.
function tricksOf(view, seat) {
  if (view.tricks_taken) return view.tricks_taken[seat];
  return Array.isArray(view.tricks) ? undefined : get(view.tricks, seat);
}

// The cards of a trick as [{seat, card}], from either trick shape games use.
export function trickCards(trick, n) {
  if (!trick) return [];
  if (Array.isArray(trick)) return trick;
  return (trick.cards || []).map((c, i) => (typeof c === 'string' ? { seat: (trick.leader + i) % n, card: c } : c));
}

function opponent(view, seat, where, payload) {
  const open = get(view.open_hands, seat);
  const count = get(view.hand_sizes, seat) ?? (view.counts ? view.counts[seat] : undefined);
  const tricks = tricksOf(view, seat);
  const bought = get(view.bought, seat);
  const role = cur.ui.roleText(view, seat);
  const toMove = payload.to_move === seat && payload.phase === 'play';
  return h('div', { class: `seat seat-${where} ${toMove ? 'to-move' : ''} ${role.startsWith(t('sittingOut')) ? 'out' : ''}`, 'data-seat': seat },
    h('div', { class: 'nameplate' }, h('span', { class: 'name' }, seatName(seat)),
      role ? h('span', { class: 'role' }, role) : null,
      toMove ? h('span', { class: 'thinking', 'aria-live': 'polite' }, '…') : null),
    open && open.length ? h('div', { class: 'open-hand', 'aria-label': t('openHand') }, sortHand(view, open).map((c) => cardEl(c, { extra: 'small' })))
      : count ? h('div', { class: 'backs', 'aria-label': `${count} ${t('cards')}` }, Array.from({ length: Math.min(count, 13) }, () => backEl('small'))) : null,
    h('div', { class: 'meta' }, [count !== undefined ? `${count} ${t('cards')}` : null,
      tricks !== undefined ? `${tricks} ${t('tricks')}` : null, bought ? `köpt ${bought}` : null].filter(Boolean).join(' · ')));
}

function centre(view, payload, pos) {
  const n = payload.seats.length;
  const trick = trickCards(view.trick, n);
  const last = view.last_trick;
  const showing = cur.showLast && last ? trickCards(last, n) : trick;
  const pile = h('div', { class: `trick ${cur.showLast ? 'last' : ''}`, 'aria-label': cur.showLast ? t('lastTrick') : 'stick' },
    showing.map((e) => h('div', { class: `played at-${pos[e.seat]}` }, cardEl(e.card))));
  const turned = [...(view.turned_up || [])];
  for (const c of view.turned_now || []) if (!turned.includes(c)) turned.push(c);
  return h('div', { class: 'centre' },
    cur.ui.centreExtras(view, payload),
    cur.ui.contractLine(view, seatName),
    turned.length ? h('div', { class: 'turned' }, h('span', { class: 'muted' }, getLang() === 'sv' ? 'Uppvända kort: ' : 'Turned up: '),
      turned.map((c) => cardEl(c, { extra: 'small' }))) : null,
    pile,
    last ? h('button', { type: 'button', class: 'link', id: 'toggle-last', onclick: () => { cur.showLast = !cur.showLast; render(); } },
      cur.showLast ? t('hideLastTrick') : t('showLastTrick')) : null);
}

function me(view, payload, byVerb) {
  const toMove = payload.to_move === cur.seat && payload.phase === 'play';
  const pending = view.pending || [];
  return h('div', { class: `seat seat-me ${toMove ? 'to-move' : ''}` },
    h('div', { class: 'nameplate' }, h('span', { class: 'name' }, seatName(cur.seat)),
      h('span', { class: 'role' }, cur.ui.roleText(view, cur.seat)),
      tricksOf(view, cur.seat) !== undefined ? h('span', { class: 'meta' }, `${tricksOf(view, cur.seat)} ${t('tricks')}`) : null),
    pending.length ? h('div', { class: 'pending' }, h('span', { class: 'muted' }, `${t('talong')}:`), handRow(view, pending, byVerb, { label: t('talong') })) : null,
    handRow(view, view.hand || [], byVerb),
    (view.discards || []).length || (view.kept || []).length ? h('div', { class: 'own-discards' },
      (view.kept || []).length ? [h('span', { class: 'muted' }, getLang() === 'sv' ? 'Behållna: ' : 'Kept: '), view.kept.map((c) => cardEl(c, { extra: 'tiny' }))] : null,
      (view.discards || []).length ? [h('span', { class: 'muted' }, getLang() === 'sv' ? ' Dina kastkort: ' : ' Your discards: '), view.discards.map((c) => cardEl(c, { extra: 'tiny' }))] : null) : null);
}

function actionsPanel(payload, byVerb) {
  const legal = payload.legal_actions;
  if (!legal.length) return null;
  const covered = new Set();
  const view = payload.view;
  const inHand = new Set([...(view.hand || []), ...(view.pending || [])]);
  for (const a of legal) {
    const [verb, arg] = a.split(' ');
    if (cur.ui.covers(payload, a)) covered.add(a);
    if (['play', 'keep', 'discard'].includes(verb) && inHand.has(arg)) covered.add(a);
  }
  const discarding = byVerb.discard && byVerb.discard.size;
  if (discarding && legal.includes('buy')) covered.add('buy');
  const label = (a) => pick(payload.labels[a]) || a;
  const buttons = legal.filter((a) => !covered.has(a)).map((a) => h('button', { type: 'button', 'data-action': a,
    class: a.startsWith('trump ') ? `trump suit-${a.slice(6)}` : '', onclick: () => send([a]) },
    a.startsWith('trump ') ? cur.ui.suitName(a.slice(6)) : label(a)));
  const selection = [...cur.selection];
  const discardBox = discarding ? h('div', { class: 'discard-box' },
    h('p', { class: 'muted' }, t('selectToDiscard')),
    h('p', {}, `${selection.length} ${t('selected')}`),
    legal.includes('buy')
      ? h('button', { type: 'button', class: 'primary', id: 'buy', 'data-batch': 'buy',
        onclick: () => send([...selection.map((c) => `discard ${c}`), 'buy']) }, `${t('buy')} ${selection.length}`)
      : h('button', { type: 'button', class: 'primary', id: 'discard', 'data-batch': 'discard', disabled: !selection.length,
        onclick: () => send(selection.map((c) => `discard ${c}`)) }, `${t('discard')} ${selection.length}`),
    selection.length ? h('button', { type: 'button', class: 'link', onclick: () => { cur.selection.clear(); render(); } }, t('clearSelection')) : null) : null;
  if (!buttons.length && !discardBox) return null;
  return h('section', { class: 'actions', 'aria-label': t('actions') },
    buttons.length ? h('div', { class: 'buttons' }, buttons) : null, discardBox);
}

const UNITS = { bet: 'betar', pinne: 'pinnar', rund: 'runda' };

// A settlement line: its text, then whose account it moves and by how much.
function lines(list, cls = 'lines') {
  return h('ol', { class: cls }, (list || []).map((l) => h('li', {},
    h('span', { class: 'text' }, pick(l)),
    l.amount !== undefined && l.amount !== null ? h('span', { class: `amount ${l.amount < 0 ? 'neg' : ''}` },
      `${l.seat !== undefined && l.seat !== null ? `${seatName(l.seat)}: ` : ''}${l.amount > 0 ? '+' : ''}${l.amount} ${UNITS[l.unit] || l.unit || ''}`) : null)));
}

function settlement(payload) {
  if (!payload.result) return null;
  const r = payload.result;
  return h('section', { class: 'settlement', 'aria-label': t('settlement') },
    h('h3', {}, `${t('settlement')} · ${t('deal')} ${payload.deal}`),
    lines(r.lines), r.party_lines && r.party_lines.length ? lines(r.party_lines) : null,
    r.pulla !== undefined ? h('p', { class: 'muted' }, `${t('pulla')}: ${r.pulla >= 0 ? '+' : ''}${r.pulla} ${t('betar')}`) : null,
    payload.phase === 'settlement' ? h('button', { type: 'button', class: 'primary', id: 'next-deal', 'data-action': 'next-deal', onclick: nextDeal }, t('nextDeal')) : null);
}

function standings(payload) {
  const s = payload.standings || {};
  const n = payload.seats.length;
  const players = s.players || Array.from({ length: n }, (_, i) => ({ seat: i, score: (s.totals || [])[i] }));
  const markers = players.some((p) => p.markers);  // Vira's betar, runda and pinnar markers
  return h('section', { class: 'standings' }, h('h3', {}, t('standings')),
    h('table', { class: 'plain' },
      h('thead', {}, h('tr', {}, h('th', {}, t('seat')), markers ? [h('th', {}, t('betar')), h('th', {}, 'runda'), h('th', {}, t('pinnar'))] : null, h('th', {}, t('total')))),
      h('tbody', {}, players.map((p) => h('tr', { class: p.seat === cur.seat ? 'mine' : '' },
        h('td', {}, seatName(p.seat)),
        markers ? ['betar', 'runda', 'pinnar'].map((k) => h('td', { class: 'num' }, p.markers ? String(p.markers[k]) : '')) : null,
        h('td', { class: 'num' }, String(p.score ?? (s.totals || [])[p.seat] ?? '')))))),
    s.pulla !== undefined ? h('p', { class: 'muted' }, `${t('pulla')}: ${s.pulla} ${t('betar')}`) : null);
}

function finalSettlement(payload) {
  if (!payload.final) return null;
  return h('section', { class: 'final', 'aria-label': t('finalSettlement') },
    h('h3', {}, `${t('partyOver')} · ${t('finalSettlement')}`), lines(payload.final.lines),
    h('p', {}, h('a', { href: `/api/parties/${payload.party}/record`, download: '' }, t('download')), ' · ',
      h('a', { href: `#/replay/${payload.party}/1` }, t('replay'))));
}

function status(payload) {
  const toMove = payload.to_move;
  let text;
  if (payload.phase === 'finished') text = t('partyOver');
  else if (payload.phase === 'settlement') text = t('settlement');
  else if (toMove === cur.seat) text = t('yourTurn');
  else text = `${t('waitingFor')} ${seatName(toMove)}…`;
  const names = { buying: getLang() === 'sv' ? 'köp' : 'buying', bidding: getLang() === 'sv' ? 'budgivning' : 'bidding',
    play: getLang() === 'sv' ? 'spel' : 'play' };
  const phase = payload.phase === 'play' && names[payload.view.phase] ? ` · ${names[payload.view.phase]}` : '';
  return h('div', { class: `status ${toMove === cur.seat && payload.phase === 'play' ? 'mine' : ''}`, role: 'status', id: 'status' },
    h('strong', {}, text), phase,
    cur.link !== 'open' ? h('span', { class: 'muted' }, ` · ${t('reconnecting')}`) : null);
}

function render() {
  if (!cur) return;
  const focused = document.activeElement && (document.activeElement.dataset.action || document.activeElement.dataset.card);
  const payload = cur.payload;
  const view = payload.view;
  const byVerb = legalByVerb(payload.legal_actions);
  const n = payload.seats.length;
  const pos = positions(n);
  const others = payload.seats.map((s) => s.seat).filter((s) => s !== cur.seat);
  const total = payload.standings && payload.standings.total_deals;
  cur.root.replaceChildren(h('section', { class: 'table-page', 'data-phase': payload.phase, 'data-view-phase': view.phase || '', 'data-version': payload.version, 'data-lang': getLang() },
    h('div', { class: 'table-head' },
      h('h1', {}, gameTitle(payload.game)), tabs(payload.game, 'table', payload.party),
      h('p', { class: 'summary' }, summaryLine(payload.game, n), ' · ', `${t('deal')} ${payload.deal}${total ? ` ${t('of')} ${total}` : ''}`)),
    h('div', { class: 'table-layout' },
      cur.ui.felt ? cur.ui.felt(payload, { send, seatName, rerender: render, tables: tablesCache[payload.game] || {} })
        : h('div', { class: `felt seats-${n}` },
          others.map((s) => opponent(view, s, pos[s], payload)),
          centre(view, payload, pos),
          me(view, payload, byVerb)),
      h('aside', { class: 'panel' },
        status(payload),
        cur.error ? h('div', { class: 'error', role: 'alert' }, `${cur.error.message}`,
          cur.error.rule ? h('div', { class: 'rule' }, `${t('rule')}: ${cur.error.rule}`) : null) : null,
        finalSettlement(payload),
        settlement(payload),
        cur.ui.panel(payload, tablesCache[payload.game] || {}, send),
        actionsPanel(payload, byVerb),
        cur.ui.auction(view, seatName),
        (cur.ui.standings || standings)(payload, seatName)))));
  const firstOpen = cur.root.querySelector('.bid-table tr.open');
  if (firstOpen) firstOpen.parentElement.parentElement.parentElement.scrollTop = Math.max(0, firstOpen.offsetTop - 40);
  if (focused) {
    const again = cur.root.querySelector(`[data-action="${CSS.escape(focused)}"], [data-card="${CSS.escape(focused)}"]`);
    if (again) again.focus();
  }
}
