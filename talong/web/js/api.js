// The server API (docs/web.md). Seat tokens are kept per party in localStorage.

export class ApiError extends Error {
  constructor(status, body) {
    super(body.error || `HTTP ${status}`);
    this.status = status;
    this.rule = body.rule || '';
  }
}

async function request(method, url, body, token) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
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
  replay: (id, deal) => request('GET', `/api/parties/${id}/replay/${deal}`),
};

export function saveSeat(party, seat, token) {
  localStorage.setItem(`talong.seat.${party}`, JSON.stringify({ seat, token, at: Date.now() }));
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

/** Live views of one seat: a WebSocket that reopens after a drop (e.g. a server restart). */
export function subscribe(party, seat, token, onView, onState) {
  let ws = null;
  let closed = false;
  let delay = 500;
  const open = () => {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    ws = new WebSocket(`${proto}://${location.host}/api/parties/${party}/seats/${seat}/ws`);
    // The token goes in the first message, never in the URL (URLs end up in logs).
    ws.onopen = () => { ws.send(JSON.stringify({ type: 'auth', token })); delay = 500; onState('open'); };
    ws.onmessage = (event) => {
      const msg = JSON.parse(event.data);
      if (msg.type === 'view') onView(msg);
    };
    ws.onclose = () => {
      if (closed) return;
      onState('reconnecting');
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 5000);
    };
  };
  open();
  return () => { closed = true; if (ws) ws.close(); };
}
