// The server API (docs/web.md). Seat tokens are kept per party in localStorage.

import { getLang } from './i18n.js';

export class ApiError extends Error {
  constructor(status, body) {
    super(body.error || `HTTP ${status}`);
    this.status = status;
    this.rule = body.rule || '';
    // A catalogue message ({id, params}): shown in the player's language, even after a switch.
    this.msg = typeof body.id === 'string' ? { id: body.id, params: body.params || {} } : null;
  }
}

async function request(method, url, body, token) {
  const headers = { Accept: 'application/json', 'Accept-Language': getLang() };   // refusals in the player's language
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, {});   // no answer at all (a dropped connection): status 0
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export const api = {
  games: () => request('GET', '/api/games'),
  tables: (game) => request('GET', `/api/games/${game}/tables`),
  create: (options) => request('POST', '/api/parties', options),
  party: (id) => request('GET', `/api/parties/${id}`),
  view: (id, seat, token) => request('GET', `/api/parties/${id}/seats/${seat}/view`, undefined, token),
  act: (id, seat, token, version, actions) =>
    request('POST', `/api/parties/${id}/seats/${seat}/actions`, { version, actions }, token),
  next: (id, seat, token, version) => request('POST', `/api/parties/${id}/seats/${seat}/next`, { version }, token),
  finished: () => request('GET', '/api/finished'),
  // a private party's record and replay open to its own seats only: the seat token goes along when held
  replay: (id, deal) => request('GET', `/api/parties/${id}/replay/${deal}`, undefined, (loadSeat(id) || {}).token),
  record: (id) => request('GET', `/api/parties/${id}/record`, undefined, (loadSeat(id) || {}).token),
  // a settled deal's result (bridge: its board review), fetched when the player picks the deal
  result: (id, deal) => request('GET', `/api/parties/${id}/results/${deal}`, undefined, (loadSeat(id) || {}).token),
  // play with friends (issue 11): invitations, seats changing hands, chat, spectators, my tables
  invite: (code) => request('GET', `/api/invite/${encodeURIComponent(code)}`),
  join: (code, seat, name) => request('POST', `/api/invite/${encodeURIComponent(code)}/join`, { seat, name }),
  start: (id, hostToken) => request('POST', `/api/parties/${id}/start`, { open_seats: 'ai' }, hostToken),
  handover: (id, seat, hostToken, to) => request('POST', `/api/parties/${id}/seats/${seat}/handover`, { to }, hostToken),
  leave: (id, seat, token) => request('POST', `/api/parties/${id}/seats/${seat}/leave`, {}, token),
  reclaim: (id, seat, token) => request('POST', `/api/parties/${id}/seats/${seat}/reclaim`, {}, token),
  chat: (id, after, token) => request('GET', `/api/parties/${id}/chat?after=${after}`, undefined, token),
  say: (id, token, text) => request('POST', `/api/parties/${id}/chat`, { text }, token),
  spectate: (id, seat = null) => request('GET', `/api/parties/${id}/spectate${seat === null ? '' : `?seat=${seat}`}`),
  mine: (seats) => request('POST', '/api/mine', { seats }),
  lobby: () => request('GET', '/api/lobby'),
};

export function saveSeat(party, seat, token, hostToken = null) {
  const entry = { seat, token, at: Date.now() };
  if (hostToken) entry.host = hostToken;   // the host's second token: start, hand seats over
  localStorage.setItem(`talong.seat.${party}`, JSON.stringify(entry));
}

/** Save a party's record (fetched with the seat token: no token in a link) as a JSON file. */
export async function downloadRecord(party) {
  const record = await api.record(party);
  const url = URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: `talong-${party}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Save a game's export of a party's finished deals (GET /api/parties/{id}/export/{format}, e.g. bridge's
 * PBN), fetched with the seat token when one is held (no token in a link). */
export async function downloadExport(party, format) {
  const headers = { 'Accept-Language': getLang() };
  const token = (loadSeat(party) || {}).token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`/api/parties/${party}/export/${format}`, { headers });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({})));
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: `talong-${party}.${format}` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function loadSeat(party) {
  try { return JSON.parse(localStorage.getItem(`talong.seat.${party}`)); } catch { return null; }
}

export function mySeats() {
  const out = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith('talong.seat.')) out.push({ party: key.slice(12), ...loadSeat(key.slice(12)) });
  }
  return out.sort((a, b) => (b.at || 0) - (a.at || 0));
}

/** Live views of one seat: a WebSocket that reopens after a drop (e.g. a server restart).
 * `onOther` gets the other pushes: {"type": "chat", message} and {"type": "people", people}.
 * Without a token it is the spectators' socket of the party (no auth message). */
export function subscribe(party, seat, token, onView, onState, onOther = () => {}) {
  let ws = null;
  let closed = false;
  let delay = 500;
  const path = token ? `/api/parties/${party}/seats/${seat}/ws` : `/api/parties/${party}/spectate/ws`;
  const open = () => {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    ws = new WebSocket(`${proto}://${location.host}${path}`);
    // The token goes in the first message, never in the URL (URLs end up in logs).
    ws.onopen = () => { if (token) ws.send(JSON.stringify({ type: 'auth', token })); delay = 500; onState('open'); };
    ws.onmessage = (event) => {
      const msg = JSON.parse(event.data);
      if (msg.type === 'view') onView(msg);
      else onOther(msg);
    };
    ws.onclose = (event) => {
      if (closed) return;
      // 4403: the token no longer opens the seat (the host handed it over): do not knock again
      if (event.code === 4403) { closed = true; onState('refused'); return; }
      onState('reconnecting');
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 5000);
    };
  };
  open();
  return () => { closed = true; if (ws) ws.close(); };
}
