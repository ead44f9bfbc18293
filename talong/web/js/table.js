// The party table: the seat's view from the server, the legal actions as
// buttons and clickable cards, live updates over a WebSocket. The browser
// never decides what is legal: it offers exactly payload.legal_actions.
import { api, loadSeat, subscribe, downloadRecord } from './api.js';
import { h, cardEl, backEl, setPack, currentPack } from './dom.js';
import { PACKS, parseCard } from './cards.js';
import { t, pick, getLang, errorText } from './i18n.js';
import { tabs, summaryLine, gameTitle } from './app.js';
import { loadGameUi } from './games.js';
import { trickCards } from './generic.js';
import { advicePanel } from './advice.js';
import { setPeople, peoplePanel, presenceDot, isSocial } from './people.js';
import { openChat, closeChat, addMessages, chatPanel, chatHasFocus, keepChatFocus } from './chat.js';
import { waitingRoom } from './waiting.js';

let cur = null;
const tablesCache = {};
const RETRY_MS = 500;    // an action that got no answer is sent once more after this pause
const RESYNC_MS = 3000;
const PHONE_WIDTH = 560;   // the one-column layout of style.css (@media max-width: 560px)
const REVEAL_MARGIN = 24;  // px below a control scrolled into view   // no change for this long while someone else is to act: ask the server again

/** The table on screen, re-rendered (e.g. in another language) without reloading it. */
export function rerenderTable() {
  if (!cur) return false;
  render();
  return true;
}

let opening = 0;   // the latest showTable call; an older one that finishes later gives way

export function closeTable() {
  opening += 1;
  if (cur) {
    if (cur.unsubscribe) cur.unsubscribe();
    clearInterval(cur.watchdog);
    clearTimeout(cur.holdTimer);
  }
  cur = null;
  closeChat();
  setPeople([]);
}

/** The table of a seat held by this browser, or (watch) the spectators' view of it.
 * (Not named `watch` inside: that is the watchdog below, handed to setInterval.) */
export async function showTable(root, partyId, { watch: spectator = false } = {}) {
  const watching = spectator;
  const seat = watching ? { seat: null, token: null } : loadSeat(partyId);
  if (!seat) { root.replaceChildren(h('p', { class: 'error', role: 'alert' }, t('ui.unknownParty'))); return; }
  const mine = opening;
  let payload;
  try {
    payload = watching ? await api.spectate(partyId) : await api.view(partyId, seat.seat, seat.token);
  } catch (err) {
    if (watching && err.status === 403) { root.replaceChildren(h('p', { class: 'error', role: 'alert' }, t('ui.noSpectators'))); return; }
    if (!watching && err.status === 403) { root.replaceChildren(h('p', { class: 'error', role: 'alert' }, t('ui.seatRevoked'))); return; }
    throw err;
  }
  const ui = await loadGameUi(payload.game);
  if (watching) payload = asSpectator(payload, ui, null);
  if (!tablesCache[payload.game]) tablesCache[payload.game] = await api.tables(payload.game).catch(() => ({}));
  if (mine !== opening) return;   // the page moved on meanwhile
  setPack(ui.pack);
  cur = { root, party: partyId, seat: seat.seat, token: seat.token, payload, ui, selection: new Set(),
    showLast: false, error: null, notice: null, busy: false,   // busy: the version whose action is on its way
    link: 'open', changed: Date.now(),
    resyncing: false, hold: null, holdTimer: null, sheet: false, lastKey: null, revealed: null,
    watch: watching, follow: null, hostToken: seat.host || null, revoked: false, flash: null };
  cur.lastKey = trickKey(payload);
  openChat(partyId, seat.token, payload.chat_tail);
  cur.unsubscribe = subscribe(partyId, seat.seat, seat.token, (msg) => update(msg), (state) => {
    if (!cur) return;
    const was = cur.link;
    if (state === 'refused') { cur.revoked = true; render(); return; }
    cur.link = state;
    if (state === 'open' && was !== 'open') resync();   // pushes missed while the socket was down
    render();
  }, (msg) => {
    if (!cur) return;
    if (msg.type === 'chat') addMessages([msg.message]);
    if (msg.type === 'people' && Array.isArray(msg.people)) { cur.payload = { ...cur.payload, people: msg.people }; render(); }
  });
  cur.watchdog = setInterval(watch, 1000);
  render();
  announce(turnNews(null, payload));
}

/** Show `payload` unless an equal or newer version is already on screen:
 * HTTP replies and WebSocket pushes may arrive in any order. */
function update(payload) {
  if (!cur || payload.party !== cur.party) return;
  cur.changed = Date.now();
  if (cur.watch) payload = asSpectator(payload, cur.ui, payload.seat === undefined || payload.seat === null ? null : cur.follow);
  if (!payload.people && cur.payload.people) payload = { ...payload, people: cur.payload.people };   // a push without them keeps the names
  addMessages(payload.chat_tail);
  // the same version with another status (the host started) or other people still counts
  const sameVersion = payload.version === cur.payload.version;
  if (payload.version < cur.payload.version) return;
  if (sameVersion && (payload.status === undefined || payload.status === cur.payload.status)) {
    if (payload.people && JSON.stringify(payload.people) !== JSON.stringify(cur.payload.people)) {
      cur.payload = { ...cur.payload, people: payload.people };
      render();
    }
    return;
  }
  if (cur.watch && payload.seat !== cur.payload.seat && payload.phase === 'play') cur.follow = null;
  const before = cur.payload;
  cur.selection = new Set();
  cur.notice = null;
  cur.payload = payload;
  const key = trickKey(payload);
  const news = [];   // one announcement per change: a second one would replace the first unheard
  if (key !== cur.lastKey) {
    cur.lastKey = key;
    const done = cur.ui.lastTrick(payload.view, payload.seats.length);
    // Held on the felt only while the deal goes on: the last trick would cover the result (it stays viewable).
    if (done && payload.deal === before.deal) news.push(...skippedTricks(before, payload), holdTrick(done, payload.phase === 'play'));
  }
  render();
  news.push(turnNews(before, payload));
  announce(news.filter(Boolean).join('. '));
}

/** Ask the server for the seat's view (after a stale action, a dropped socket or a long silence). */
async function resync() {
  if (!cur || cur.resyncing) return;
  cur.resyncing = true;
  const party = cur.party;
  try {
    const payload = cur.watch ? await api.spectate(cur.party, cur.follow) : await api.view(cur.party, cur.seat, cur.token);
    if (cur && cur.party === party) update(payload);
  } catch (err) {
    if (cur && cur.party === party && err.status === 403 && !cur.watch) { cur.revoked = true; render(); }
    else if (cur && cur.party === party) { cur.link = 'reconnecting'; render(); }
  } finally {
    if (cur) cur.resyncing = false;
  }
}

/** The table never waits silently: when someone else (an AI seat, the other
 * table) is to act and nothing changed for a while, ask again. */
function watch() {
  if (!cur || cur.busy) return;
  const p = cur.payload;
  const waiting = !['settlement', 'finished'].includes(p.phase) && !p.legal_actions.length;
  if ((waiting || cur.link !== 'open') && Date.now() - cur.changed > RESYNC_MS + (p.ai_delay || 0) * 1000) resync();
}

/** Send the player's actions for the view on screen. A second click on the
 * same view waits for the first; a click on a newer view (a push came while
 * an earlier reply was on its way) is sent, never dropped. */
async function send(actions) {
  const version = cur.payload.version;
  if (cur.busy === version) return;
  cur.busy = version;
  cur.error = null;
  cur.notice = null;
  const { party, seat, token } = cur;
  try {
    let reply;
    try {
      reply = await api.act(party, seat, token, version, actions);
    } catch (err) {
      if (!unanswered(err)) throw err;
      // No answer (a dropped connection, a restarting server): ask once more. The
      // version makes this safe: if the first request landed, the second one is
      // refused as stale and the table is simply read again.
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      try {
        reply = await api.act(party, seat, token, version, actions);
      } catch (again) {
        if (again.status !== 409) throw again;
        if (cur && cur.party === party) await resync();
        return;
      }
    }
    if (cur && cur.party === party) update(reply);
  } catch (err) {
    if (!cur || cur.party !== party) return;
    cur.error = err;
    if (mayHaveMoved(err)) await resync();
    render();
  } finally {
    if (cur && cur.busy === version) cur.busy = false;
  }
}

/** An action that got no answer from the server (no connection, or a proxy's 502-504). */
function unanswered(err) {
  return err.status === 0 || [502, 503, 504].includes(err.status);
}

/** A stale version, no answer or a server error: the table may have moved on, so it is read again. */
function mayHaveMoved(err) {
  return err.status === 409 || err.status === 0 || err.status >= 500;
}

async function nextDeal() {
  try {
    update(await api.next(cur.party, cur.seat, cur.token, cur.payload.version));
  } catch (err) {
    cur.error = err;
    if (mayHaveMoved(err)) await resync();
    render();
  }
}

// --- the completed trick stays on the felt for a moment -------------------------------

function trickKey(payload) {
  const done = cur.ui.lastTrick(payload.view, payload.seats.length);
  return done ? `${payload.deal}:${JSON.stringify(done)}` : `${payload.deal}:-`;
}

export function trickHoldMs() {
  const stored = localStorage.getItem('talong.trickHold');
  return stored === null ? 1000 : Number(stored);
}

/** The winners of the tricks completed between two payloads of a deal, but
 * the last one (holdTrick announces it): the AI seats may play several tricks
 * before the next payload (at pause 0 a whole run comes as one), and every
 * trick's winner is announced, in order. */
function skippedTricks(before, payload) {
  const was = before.view && before.view.tricks_played;
  const now = payload.view && payload.view.tricks_played;
  if (!Array.isArray(was) || !Array.isArray(now)) return [];
  return now.slice(was.length, -1).filter((tr) => tr.winner !== null && tr.winner !== undefined)
    .map((tr) => `${seatName(tr.winner)} ${t('ui.tookTrick')}`);
}

/** Hold the completed trick on the felt; returns the announcement of its winner. */
function holdTrick(done, hold) {
  clearTimeout(cur.holdTimer);
  const news = done.winner !== null && done.winner !== undefined ? `${seatName(done.winner)} ${t('ui.tookTrick')}` : null;
  const ms = hold ? trickHoldMs() : 0;
  if (ms <= 0) { cur.hold = null; return news; }
  cur.hold = { ...done, until: Date.now() + ms };
  cur.holdTimer = setTimeout(() => { if (cur) dropHold(); }, ms);
  return news;
}

// Only the overlay goes: the rest of the table stays as it is (no re-render under the player's pointer).
function dropHold() {
  clearTimeout(cur.holdTimer);
  cur.hold = null;
  const held = cur.root.querySelector('.held-trick');
  if (held) held.remove();
}

function heldTrick(n) {
  if (!cur.hold) return null;
  const pos = positions(n);
  const winner = cur.hold.winner;
  const left = Math.max(0, cur.hold.until - Date.now());
  const el = h('div', { class: `held-trick to-${pos[winner] || 'none'}`,
    'aria-label': `${t('ui.lastTrick')}: ${seatName(winner)} ${t('ui.tookTrick')}`, onclick: dropHold },
    cur.hold.cards.map((e) => h('div', { class: `played at-${pos[e.seat]} ${e.seat === winner ? 'winner' : ''}` },
      cardEl(e.card))),
    winner !== null && winner !== undefined ? h('p', { class: 'trick-winner' }, `${seatName(winner)} ${t('ui.tookTrick')}`) : null);
  el.style.setProperty('--hold', `${left}ms`);   // CSSOM, not a style attribute: the CSP allows no inline styles
  return el;
}

// --- the live region: announced, never re-rendered -------------------------------------

function announce(text) {
  const region = document.getElementById('announcer');
  if (region && text) region.textContent = text;
}

function turnNews(before, payload) {
  if (payload.legal_actions.length) return t('ui.yourTurn');
  if (payload.phase === 'settlement' && (!before || before.phase !== 'settlement')) return t('ui.settlement');
  if (payload.phase === 'finished' && (!before || before.phase !== 'finished')) return t('ui.partyOver');
  return null;
}

function seatName(seat) {
  if (seat === null || seat === undefined) return '';
  return cur.ui.seatLabel(seat, cur.seat);
}

/** A spectator's payload seen from a seat: the followed one, or the game's spectator seat. */
function asSpectator(payload, ui, follow) {
  const seat = follow ?? payload.seat ?? ui.spectatorSeat ?? 0;
  return { ...payload, seat, legal_actions: [] };
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
  return sortedHand(cur.ui, view, cards);
}

/** A hand in a game's display order: its own order (Schafkopf: the trumps
 * first) or its suit order (Vira: trumps first), high cards first. */
export function sortedHand(ui, view, cards) {
  const own = ui.sortHand(view, cards);
  if (own) return own;
  const pack = PACKS[currentPack()];
  const order = ui.suitOrder(view);
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
  return h('div', { class: 'hand', 'aria-label': label || t('ui.hand') }, groups.map((g) => h('div', { class: 'suit-group' },
    h('div', { class: 'cards' }, g.cards.map((c) => cardFor(c, byVerb))),
    suitLabel(view, g.suit))));
}

function suitLabel(view, suit) {
  const label = cur.ui.suitClass(view, suit);
  if (!label) return null;
  const trump = label.split(' · ')[0] === t('ui.trump').toLowerCase();
  return h('span', { class: `suit-class ${trump ? 'trump' : label.replace(' ', '-')}` }, label);
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

export { trickCards };

function opponent(view, seat, where, payload) {
  const open = get(view.open_hands, seat);
  const count = get(view.hand_sizes, seat) ?? (view.counts ? view.counts[seat] : undefined);
  const tricks = tricksOf(view, seat);
  const role = cur.ui.roleText(view, seat);
  const toMove = payload.to_move === seat && payload.phase === 'play';
  return h('div', { class: `seat seat-${where} ${toMove ? 'to-move' : ''} ${role.startsWith(t('ui.sittingOut')) ? 'out' : ''}`, 'data-seat': seat },
    h('div', { class: 'nameplate' }, h('span', { class: 'name' }, seatName(seat)), presenceDot(seat),
      role ? h('span', { class: 'role' }, role) : null,
      toMove ? h('span', { class: 'thinking', 'aria-hidden': 'true' }, '…') : null),
    open && open.length ? h('div', { class: 'open-hand', 'aria-label': t('ui.openHand') }, sortHand(view, open).map((c) => cardEl(c, { extra: 'small' })))
      : count ? h('div', { class: 'backs', 'aria-label': t('ui.cards_count', { count }) }, Array.from({ length: Math.min(count, 13) }, () => backEl('small'))) : null,
    h('div', { class: 'meta' }, [count !== undefined ? t('ui.cards_count', { count }) : null,
      tricks !== undefined ? t('ui.tricks_count', { count: tricks }) : null, ...cur.ui.seatMeta(view, seat)].filter(Boolean).join(' · ')));
}

function centre(view, payload, pos) {
  const n = payload.seats.length;
  const trick = trickCards(view.trick, n);
  const last = view.last_trick;
  const showing = cur.showLast && last ? trickCards(last, n) : trick;
  const pile = h('div', { class: `trick ${cur.showLast ? 'last' : ''}`, 'aria-label': cur.showLast ? t('ui.lastTrick') : 'stick' },
    showing.map((e) => h('div', { class: `played at-${pos[e.seat]}` }, cardEl(e.card))));
  return h('div', { class: 'centre' },
    cur.ui.centreExtras(view, payload),
    cur.ui.contractLine(view, seatName),
    pile,
    last ? h('button', { type: 'button', class: 'link', id: 'toggle-last', onclick: () => { cur.showLast = !cur.showLast; render(); } },
      cur.showLast ? t('ui.hideLastTrick') : t('ui.showLastTrick')) : null);
}

/** Tricks taken and the game's own notes (Vira: cards bought) beside the player's name, as at the other seats. */
function ownMeta(view) {
  const tricks = tricksOf(view, cur.seat);
  const meta = [tricks !== undefined ? t('ui.tricks_count', { count: tricks }) : null, ...cur.ui.seatMeta(view, cur.seat)].filter(Boolean);
  return meta.length ? h('span', { class: 'meta' }, meta.join(' · ')) : null;
}

function me(view, payload, byVerb) {
  const toMove = payload.to_move === cur.seat && payload.phase === 'play';
  return h('div', { class: `seat seat-me ${toMove ? 'to-move' : ''}` },
    h('div', { class: 'nameplate' }, h('span', { class: 'name' }, seatName(cur.seat)), presenceDot(cur.seat),
      h('span', { class: 'role' }, cur.ui.roleText(view, cur.seat)),
      ownMeta(view)),
    cur.ui.extraRows(view).map((row) => h('div', { class: 'pending' }, h('span', { class: 'muted' }, `${row.label}:`), handRow(view, row.cards, byVerb, { label: row.label }))),
    handRow(view, view.hand || [], byVerb),
    cur.ui.handExtras(view));
}

function actionsPanel(payload, byVerb) {
  const legal = payload.legal_actions;
  if (!legal.length) return null;
  const covered = new Set();
  const view = payload.view;
  const inHand = new Set([...(view.hand || []), ...cur.ui.extraRows(view).flatMap((row) => row.cards)]);
  for (const a of legal) {
    const [verb, arg] = a.split(' ');
    if (cur.ui.covers(payload, a)) covered.add(a);
    if (['play', 'keep', 'discard'].includes(verb) && inHand.has(arg)) covered.add(a);
  }
  const discarding = byVerb.discard && byVerb.discard.size;
  const end = cur.ui.batchEnd(payload);   // the action that ends a batch of discards (Vira: buy)
  if (discarding && end) covered.add(end);
  const label = (a) => pick(payload.labels[a]) || a;
  const buttons = legal.filter((a) => !covered.has(a)).map((a) => h('button', { type: 'button', 'data-action': a,
    class: a.startsWith('trump ') ? `trump suit-${a.slice(6)}` : '', onclick: () => send([a]) },
    a.startsWith('trump ') ? cur.ui.suitName(a.slice(6)) : label(a)));
  const selection = [...cur.selection];
  const limits = cur.ui.selectionLimits(payload);
  const fits = selection.length >= limits.min && selection.length <= limits.max;
  const discardBox = discarding ? h('div', { class: 'discard-box' },
    h('p', { class: 'count' }, t('ui.selected', { count: selection.length })),
    end
      ? h('button', { type: 'button', class: 'primary', id: end, 'data-batch': end, disabled: !fits,
        onclick: () => send([...selection.map((c) => `discard ${c}`), end]) }, `${t(end) !== end ? t(end) : pick(payload.labels[end]) || end} ${selection.length}`)
      : h('button', { type: 'button', class: 'primary', id: 'discard', 'data-batch': 'discard', disabled: !fits,
        onclick: () => send(selection.map((c) => `discard ${c}`)) },
        limits.min === limits.max ? `${t('ui.discard')} (${selection.length}/${limits.max})` : `${t('ui.discard')} ${selection.length}`),
    selection.length ? h('button', { type: 'button', class: 'link', onclick: () => { cur.selection.clear(); render(); } }, t('ui.clearSelection')) : null) : null;
  if (!buttons.length && !discardBox) return null;
  return h('section', { class: 'actions', 'aria-label': t('ui.actions') },
    buttons.length ? h('div', { class: 'buttons' }, buttons) : null, discardBox);
}

/** "+1 pinne", "−20 pinnar", "0 poäng": a signed amount with a true minus sign. */
export function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

function amountText(amount, unit) {
  const name = unit ? cur.ui.unitName(unit, amount) : '';
  return `${signed(amount)}${name ? ` ${name}` : ''}`;
}

// A settlement line: its text, then whose account it moves and by how much.
/** Settlement lines, numbered from `start` (a party's lines go on from the deal's). */
function lines(list, cls = 'lines', start = 1) {
  return h('ol', { class: cls, start: String(start) }, (list || []).map((l) => h('li', {},
    h('span', { class: 'text' }, pick(l)),
    l.amount !== undefined && l.amount !== null ? h('span', { class: `amount ${l.amount < 0 ? 'neg' : l.amount === 0 ? 'zero' : ''}` },
      `${l.seat !== undefined && l.seat !== null ? `${seatName(l.seat)}: ` : ''}${amountText(l.amount, l.unit)}`) : null)));
}

/** Every hand of the finished deal, as played: each seat's cards in the
 * tricks, and the cards it still held (`hands_left`, public once the deal is
 * over: the whole hand when no trick was played). */
function allHands(payload) {
  const n = payload.seats.length;
  const view = payload.view;
  const tricks = Array.isArray(view.tricks) ? view.tricks : Array.isArray(view.tricks_played) ? view.tricks_played : [];
  const hands = {};
  for (const tr of tricks) {
    for (const e of trickCards(tr, n)) {
      const seat = typeof e.seat === 'string' ? 'NESW'.indexOf(e.seat) : e.seat;
      (hands[seat] ||= []).push(e.card);
    }
  }
  const left = payload.hands_left || [];
  left.forEach((cards, seat) => { if (cards.length) (hands[seat] ||= []).push(...cards); });
  if (!left.length) for (const c of view.hand || []) (hands[cur.seat] ||= []).push(c);
  const seats = Object.keys(hands).map(Number).sort((a, b) => a - b);
  if (seats.length < 2) return null;
  return h('section', { class: 'all-hands', 'aria-label': t('ui.allHands') }, h('h3', {}, t('ui.allHands')),
    seats.map((seat) => h('div', { class: 'hand-line' }, h('span', { class: 'who' }, seatName(seat)),
      h('span', { class: 'cards' }, sortHand(view, get(hands, seat) || []).map((c) => cardEl(c, { extra: 'tiny' }))))));
}

function settlement(payload) {
  if (!payload.result) return null;
  const r = payload.result;
  return h('section', { class: 'settlement', 'aria-label': t('ui.settlement') },
    h('h3', {}, `${t('ui.settlement')} · ${t('ui.deal')} ${payload.deal}`),
    lines(r.lines), r.party_lines && r.party_lines.length ? lines(r.party_lines, 'lines', (r.lines || []).length + 1) : null,
    cur.ui.resultExtra(r),
    nextButton(payload), cur.ui.felt ? null : allHands(payload));
}

function nextButton(payload) {
  if (cur.watch) return null;   // spectators never move the table on
  return payload.phase === 'settlement' ? h('button', { type: 'button', class: 'primary', id: 'next-deal', 'data-action': 'next-deal', onclick: nextDeal }, t('ui.nextDeal')) : null;
}

function standings(payload) {
  const s = payload.standings || {};
  const n = payload.seats.length;
  const players = s.players || Array.from({ length: n }, (_, i) => ({ seat: i, score: (s.totals || [])[i] }));
  const marker = players.find((p) => p.markers);  // a game's markers per seat (their keys are game terms)
  const markers = marker ? Object.keys(marker.markers) : null;
  return h('section', { class: 'standings' }, h('h3', {}, t('ui.standings')),
    h('table', { class: 'plain' },
      h('thead', {}, h('tr', {}, h('th', {}, t('ui.seat')), markers ? markers.map((k) => h('th', {}, k)) : null, h('th', {}, t('ui.total')))),
      h('tbody', {}, players.map((p) => h('tr', { class: p.seat === cur.seat ? 'mine' : '', 'data-seat': p.seat },
        h('td', {}, seatName(p.seat)),
        markers ? markers.map((k) => h('td', { class: 'num' }, p.markers ? signed(p.markers[k]) : '')) : null,
        h('td', { class: 'num total', 'data-total': String(p.score ?? (s.totals || [])[p.seat] ?? '') },
          signed(p.score ?? (s.totals || [])[p.seat] ?? 0)))))),
    cur.ui.standingsExtra(s));
}

/** The score sheet: one row per deal with each seat's amount, and the totals; openable at any time. */
function scoreSheet(payload) {
  const rows = cur.ui.sheetRows(payload.standings || {}, payload);
  if (!rows) return null;
  const n = payload.seats.length;
  const toggle = h('button', { type: 'button', class: 'link', id: 'toggle-sheet', 'aria-expanded': String(cur.sheet),
    'aria-controls': 'score-sheet', onclick: () => { if (cur) { cur.sheet = !cur.sheet; render(); } } },
  `${t('ui.scoreSheet')} (${t('ui.deals_count', { count: rows.filter((r) => r.kind === 'deal').length })})`);
  if (!cur.sheet) return h('section', { class: 'sheet-toggle' }, toggle);
  const sums = Array.from({ length: n }, (_, s) => rows.reduce((a, r) => a + (r.amounts[s] || 0), 0));
  return h('section', { class: 'sheet-toggle' }, toggle, h('div', { class: 'score-sheet', id: 'score-sheet' },
    h('table', { class: 'plain' },
      h('thead', {}, h('tr', {}, h('th', {}, t('ui.deal')), h('th', {}, `${t('ui.contractCol')} · ${t('ui.declarer')} · ${t('ui.resultCol')}`),
        payload.seats.map((x) => h('th', { class: 'num' }, cur.ui.seatShort(x.seat, cur.seat))))),
      h('tbody', {}, rows.map((r) => h('tr', { class: `row-${r.kind}` },
        h('td', {}, r.deal ? String(r.deal) : ''),
        h('td', { class: 'what' }, r.contract ? [h('strong', {}, cur.ui.sheetContract(r)),
          r.declarer !== null && r.declarer !== undefined ? ` · ${cur.ui.seatShort(r.declarer, cur.seat)}` : '',
          pick(r) ? h('span', { class: 'muted' }, ` · ${pick(r)}`) : ''] : pick(r)),
        r.amounts.map((a) => h('td', { class: `num ${a < 0 ? 'neg' : ''}` }, signed(a)))))),
      h('tfoot', {}, h('tr', {}, h('th', { colspan: 2 }, `${t('ui.sumOfLines')} (${cur.ui.sheetUnit(payload)})`),
        sums.map((x, s) => h('th', { class: 'num', 'data-sum': String(x), 'data-seat': s }, signed(x))))))));
}

function finalSettlement(payload) {
  if (!payload.final) return null;
  return h('section', { class: 'final', 'aria-label': t('ui.finalSettlement') },
    h('h3', {}, `${t('ui.partyOver')} · ${t('ui.finalSettlement')}`), lines(payload.final.lines),
    h('p', {}, h('a', { href: `/api/parties/${payload.party}/record`, download: '', id: 'download-record',
      onclick: (event) => { event.preventDefault(); downloadRecord(payload.party).catch((err) => { cur.flash = `${t('ui.error')}: ${errorText(err)}`; render(); }); } },
    t('ui.download')), ' · ',
      h('a', { href: `#/replay/${payload.party}/1` }, t('ui.replay')), ' · ',
      h('a', { href: `#/game/${payload.game}`, id: 'new-party' }, t('ui.newParty'))));
}

function status(payload) {
  const toMove = payload.to_move;
  let text;
  if (payload.phase === 'finished') text = t('ui.partyOver');
  else if (payload.phase === 'settlement') text = t('ui.settlement');
  else if (payload.phase === 'companions') text = t('ui.waitingOtherTable');
  else if (payload.legal_actions.length) text = t('ui.yourTurn');
  else if (toMove === null || toMove === undefined) text = t('ui.waiting');
  else text = `${t('ui.waitingFor')} ${seatName(toMove)}…`;
  const names = { buying: t('ui.phase_buying'), bidding: t('ui.phase_bidding'), play: t('ui.phase_play') };
  const phase = payload.phase === 'play' && names[payload.view.phase] ? ` · ${names[payload.view.phase]}` : '';
  const todo = payload.legal_actions.length ? cur.ui.instruction(payload, cur.selection.size) : null;
  return h('div', { class: `status ${payload.legal_actions.length ? 'mine' : ''}`, id: 'status' },
    h('strong', {}, text), phase,
    cur.link !== 'open' ? h('span', { class: 'link-state' }, ` · ${t('ui.reconnecting')}`) : null,
    todo ? h('p', { class: 'instruction', id: 'instruction' }, todo) : null);
}

function rulesHref(topic) {
  return `#/game/${cur.payload.game}/rules/${cur.ui.ruleAnchor(cur.payload, topic)}?party=${cur.party}`;
}

/** A refused action or a stale version, in the player's language with a link to the rules. */
function errorBox() {
  const err = cur.error;
  if (!err) return null;
  let text;
  if (err.status === 409 && (!err.msg || err.msg.id === 'server.stale_version')) text = t('ui.staleAction');
  else if (unanswered(err)) text = t('ui.noAnswer');
  else if (err.status >= 500) text = t('ui.serverError', { status: err.status });
  else if (err.msg) text = t(err.msg);
  else if (getLang() === 'en') text = err.message;
  else text = err.status === 403 || err.status === 404 ? t('ui.unknownParty') : t('ui.refused');
  text = text.charAt(0).toUpperCase() + text.slice(1);   // a refusal is a sentence of its own here
  const refusal = err.status !== 409 && err.status > 0 && err.status < 500;   // a rule refused it: show the rule
  return h('div', { class: 'error', role: 'alert', 'data-status': String(err.status ?? '') }, text,
    refusal && err.rule ? h('div', { class: 'rule' }, `${t('ui.rule')}: ${err.rule}`) : null,
    refusal ? h('a', { href: rulesHref(cur.payload.view.phase || 'play') }, t('ui.readRule')) : null);
}

function noticeBox() {
  if (!cur.notice) return null;
  return h('div', { class: 'notice', role: 'alert' }, cur.notice.text, ' ',
    h('a', { href: rulesHref(cur.notice.topic) }, t('ui.readRule')));
}

/** Own cards: the legal ones are marked, the others dimmed; a click on a
 * dimmed one says why in plain words. Works on every game's felt. */
function markCards(payload) {
  const view = payload.view;
  const byVerb = legalByVerb(payload.legal_actions);
  const legalCards = new Set(Object.values(byVerb).flatMap((set) => [...set]));
  const own = new Set([...(view.hand || []), ...cur.ui.extraRows(view).flatMap((row) => row.cards)]);
  if ((view.dummy_hand || []).some((c) => legalCards.has(c))) (view.dummy_hand || []).forEach((c) => own.add(c));
  if (!legalCards.size) return;   // no card to choose in this step: the hand is only shown
  for (const el of cur.root.querySelectorAll('.felt .card[data-card]')) {
    const card = el.dataset.card;
    if (!own.has(card) || el.closest('.held-trick')) continue;
    if (legalCards.has(card) && el.tagName === 'BUTTON') { el.classList.add('legal'); continue; }
    el.classList.add('dimmed');
    el.addEventListener('click', () => explain(card, legalCards, byVerb));
  }
}

function explain(card, legalCards, byVerb) {
  const payload = cur.payload;
  let text;
  if (!payload.legal_actions.length) {
    text = payload.to_move === null || payload.to_move === undefined ? t('ui.notNow') : `${t('ui.notYourTurn')} ${seatName(payload.to_move)}.`;
  } else if (!legalCards.size) text = t('ui.noCardNow');
  else text = cur.ui.explainCard(payload.view, card, legalCards, payload.seats.length) || t('ui.notLegalCard');
  cur.notice = { text, topic: byVerb.play ? 'play' : payload.view.phase || 'play' };
  render();
}

/** The summary line: the game's own ("Du mot två AI-spelare"), or who sits at a table of friends. */
function tableSummary(payload) {
  const n = payload.seats.length;
  if (!Array.isArray(payload.people) || !isSocial(payload)) return summaryLine(payload.game, n);
  return `${n} ${t('ui.playersLower')}: ${payload.people.map((p) => seatName(p.seat)).join(', ')}`;
}

/** What the people, chat and waiting room modules need of the table. */
function friendsContext(payload) {
  return { payload, party: cur.party, seat: cur.seat, token: cur.token, hostToken: cur.hostToken, seatName,
    title: gameTitle(payload.game), summary: tableSummary(payload), error: cur.flash,
    chat: chatPanel(),
    onError: (err) => { if (cur) { cur.flash = `${t('ui.error')}: ${errorText(err)}`; render(); } },
    refresh: (reply) => { if (!cur) return; cur.flash = null; if (reply && reply.version !== undefined) update(reply); resync(); } };
}

/** Spectators: who they are, and (bridge, after the board) one seat's view to follow. */
function watchBox(payload) {
  if (!cur.watch) return null;
  const over = ['settlement', 'finished'].includes(payload.phase);
  const follow = async (seat) => {
    try {
      const p = await api.spectate(cur.party, seat);
      if (!cur) return;
      cur.follow = seat;
      cur.payload = asSpectator(p, cur.ui, seat);
      render();
    } catch (err) { if (cur) { cur.flash = `${t('ui.error')}: ${errorText(err)}`; render(); } }
  };
  return h('section', { class: 'watching' }, h('p', { class: 'notice', id: 'spectating' }, t('ui.spectating')),
    cur.ui.followAfterBoard && over ? h('div', { class: 'follow' }, h('span', {}, `${t('ui.followSeat')}: `),
      h('button', { type: 'button', class: 'link', 'data-follow': 'public', onclick: () => { cur.follow = null; resync(); } }, t('ui.publicView')),
      payload.seats.map((x) => h('button', { type: 'button', class: 'link', 'data-follow': x.seat, 'aria-pressed': String(cur.follow === x.seat),
        onclick: () => follow(x.seat) }, cur.ui.seatLabel(x.seat, -1)))) : null);
}

function render() {
  if (!cur) return;
  const focused = document.activeElement && (document.activeElement.dataset.action || document.activeElement.dataset.card);
  const chatFocus = chatHasFocus();
  const payload = cur.payload;
  setPeople(payload.people, payload);
  if (payload.status === 'gathering') {
    cur.root.replaceChildren(waitingRoom(friendsContext(payload)));
    keepChatFocus(chatFocus);
    return;
  }
  const view = payload.view;
  const byVerb = legalByVerb(payload.legal_actions);
  const n = payload.seats.length;
  const pos = positions(n);
  const others = payload.seats.map((s) => s.seat).filter((s) => s !== cur.seat);
  const total = payload.standings && payload.standings.total_deals;
  cur.root.replaceChildren(h('section', { class: 'table-page', 'data-phase': payload.phase, 'data-view-phase': view.phase || '', 'data-step': view.step || '', 'data-version': payload.version, 'data-lang': getLang() },
    h('div', { class: 'table-head' },
      h('h1', {}, gameTitle(payload.game)), tabs(payload.game, 'table', payload.party),
      h('p', { class: 'summary' }, tableSummary(payload), ' · ', `${t('ui.deal')} ${payload.deal}${total ? ` ${t('ui.of')} ${total}` : ''}`)),
    h('div', { class: 'table-layout', id: 'tab-panel', role: 'tabpanel', 'aria-labelledby': 'tab-table' },
      h('div', { class: 'felt-wrap' },
        cur.ui.felt ? cur.ui.felt(payload, { send, seatName, rerender: render, tables: tablesCache[payload.game] || {} })
          : h('div', { class: `felt seats-${n}` },
            others.map((s) => opponent(view, s, pos[s], payload)),
            centre(view, payload, pos),
            me(view, payload, byVerb)),
        heldTrick(n)),
      h('aside', { class: 'panel' },
        status(payload),
        cur.revoked ? h('p', { class: 'error', role: 'alert', id: 'seat-revoked' }, t('ui.seatRevoked')) : null,
        cur.flash ? h('p', { class: 'error', role: 'alert' }, cur.flash) : null,
        watchBox(payload),
        errorBox(),
        noticeBox(),
        advicePanel(cur, render),
        cur.ui.centreNotes(payload).map((note) => h('p', { class: 'rule-note' }, note)),
        finalSettlement(payload),
        settlement(payload),
        turnControls(cur.ui.panel(payload, tablesCache[payload.game] || {}, send)),
        actionsPanel(payload, byVerb),
        cur.ui.auction(view, seatName),
        (cur.ui.standings || standings)(payload, seatName),
        peoplePanel(friendsContext(payload)),
        isSocial(payload) ? chatPanel() : null,
        scoreSheet(payload)))));
  keepChatFocus(chatFocus);
  markCards(payload);
  if (focused) {
    const again = cur.root.querySelector(`[data-action="${CSS.escape(focused)}"], [data-card="${CSS.escape(focused)}"]`);
    if (again) again.focus();
  }
  revealControls(payload);
}

/** The game's own decision panels (bidding, calling, announcing...): on a
 * phone they come right after the felt, before hints and histories. */
function turnControls(panels) {
  for (const el of [panels].flat(Infinity)) if (el instanceof Element) el.classList.add('turn-controls');
  return panels;
}

/** On a phone the table is one column: when a new kind of decision (or the
 * settlement's "Nästa giv") comes up and its first control lies below the
 * screen, the page scrolls it up into view (the status stays on top). Once
 * per step, so reading is never interrupted. */
function revealControls(payload) {
  const settling = payload.phase === 'settlement' && !cur.watch;
  if (window.innerWidth > PHONE_WIDTH || !(settling || payload.legal_actions.length)) return;
  const key = `${payload.deal}:${payload.phase}:${payload.view.phase || ''}:${payload.view.step || ''}`;
  if (key === cur.revealed) return;
  cur.revealed = key;
  const first = settling ? cur.root.querySelector('#next-deal')
    : [...cur.root.querySelectorAll('[data-action]:not([disabled])')].find((el) => el.checkVisibility());
  if (!first) return;
  const below = first.getBoundingClientRect().bottom - window.innerHeight;
  if (below > 0) window.scrollBy({ top: below + REVEAL_MARGIN, behavior: 'instant' });
}
