// Tips and the review of a deal (issue 12, item 4). A "Tips" toggle, off by
// default and remembered in localStorage, shows the hint for the seat to move;
// after each deal a review lists the seat's costliest decisions. The server
// computes both from the seat's own view (talong/server/routes/advice.py); the
// hint's card is marked in the hand. Texts: the catalogues' advice.ui.* ids.
import { h } from './dom.js';
import { pick, t } from './i18n.js';

const KEY = 'talong.tips';
const hints = new Map();     // "party:version" -> {loading} | {data} | {error}
const reviews = new Map();   // "party:deal:seat" -> the same

export function tipsOn() { return localStorage.getItem(KEY) === '1'; }

function setTips(on) { localStorage.setItem(KEY, on ? '1' : '0'); }

function load(cache, key, url, token, rerender) {
  if (cache.has(key)) return cache.get(key);
  const entry = { loading: true };
  cache.set(key, entry);
  fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
    .then(async (res) => {
      const data = await res.json().catch(() => ({}));
      cache.set(key, res.ok ? { data } : { error: data.error || `HTTP ${res.status}` });
    })
    .catch((err) => cache.set(key, { error: String(err) }))
    .finally(() => rerender());
  return entry;
}

function num(x) {
  const text = Number.isInteger(x) ? String(x) : x.toFixed(1);
  return text.replace('.', t('term.decimal_separator'));   // each catalogue names its decimal sign
}

function label(payload, action) { return pick(payload.labels && payload.labels[action]) || action; }

function hintBox(ctx, payload, rerender) {
  const key = `${ctx.party}:${payload.version}`;
  const got = load(hints, key, `/api/parties/${ctx.party}/seats/${ctx.seat}/hint`, ctx.token, rerender);
  if (got.loading) return h('p', { class: 'hint muted', 'aria-live': 'polite' }, t('advice.ui.thinking'));
  if (got.error) return h('p', { class: 'hint muted' }, t('advice.ui.failed'));
  const hint = got.data;
  setTimeout(() => markAdvised(ctx.root, hint.action), 0);
  const values = Object.entries(hint.values || {}).sort((a, b) => b[1] - a[1]).slice(0, 5);
  return h('div', { class: 'hint', 'data-hint': hint.action, 'aria-live': 'polite' },
    h('p', { class: 'hint-text' }, pick(hint.text)),
    values.length ? h('p', { class: 'hint-values muted' }, `${t('advice.ui.values')} (${pick(hint.unit)}, ${hint.samples}): `,
      values.map(([a, v], i) => `${i ? ' · ' : ''}${label(payload, a)} ${num(v)}`).join('')) : null);
}

function markAdvised(root, action) {
  if (!root) return;
  for (const el of root.querySelectorAll('.advised')) el.classList.remove('advised');
  const card = action.startsWith('play ') ? action.slice(5) : null;
  const el = root.querySelector(card ? `.seat-me [data-card="${CSS.escape(card)}"], [data-action="${CSS.escape(action)}"]`
    : `[data-action="${CSS.escape(action)}"]`);
  if (el) el.classList.add('advised');
}

function reviewBox(ctx, payload, rerender) {
  const key = `${ctx.party}:${payload.deal}:${ctx.seat}`;
  const got = load(reviews, key, `/api/parties/${ctx.party}/deals/${payload.deal}/review?seat=${ctx.seat}`, ctx.token, rerender);
  const head = h('h3', {}, t('advice.ui.review'));
  if (got.loading) return h('section', { class: 'review', 'data-loading': 'true', 'aria-label': t('advice.ui.review') }, head, h('p', { class: 'muted' }, t('advice.ui.reviewing')));
  if (got.error) return null;
  const r = got.data;
  if (!r.decisions.length) return null;
  const marked = r.decisions.filter((d) => d.marked);
  return h('section', { class: 'review', 'aria-label': t('advice.ui.review'), 'data-total': r.total },
    head,
    h('p', { class: 'muted' }, `${r.decisions.length} ${t('advice.ui.decisions')} · ${pick(r.method)}`),
    marked.length
      ? h('ol', { class: 'review-list' }, marked.map((d) => h('li', { 'data-index': d.index, 'data-cost': d.cost },
        h('span', { class: 'cost' }, `−${pick(d.cost_text)}`), ' ',
        `${t('advice.ui.played')}: ${pick(d.text)} · ${t('advice.ui.better')}: ${pick(d.best_text)}`)))
      : h('p', {}, t('advice.ui.noCostly')),
    marked.length ? h('p', { class: 'muted review-total' }, totalText(r, marked)) : null);
}

/** The deal's total cost, which counts every decision: when the small slips
 * left out of the list add to it, say how much, so the lines and the total agree. */
function totalText(r, marked) {
  const shown = (x) => Math.round(x * 10) / 10;   // as the texts show them (one decimal): the parts add up to the total
  const unlisted = shown(r.total) - marked.reduce((sum, d) => sum + shown(d.cost), 0);
  const total = `${t('advice.ui.total')}: −${pick(r.total_text)}`;   // "−1 trick", "−2 tricks": the server's plural forms
  return unlisted >= 0.05 ? `${total} (${t('advice.ui.unlisted', { cost: `−${num(unlisted)}` })})` : total;
}

let styled = false;
function style() {   // the module's own stylesheet, once (no inline styles: the CSP forbids them)
  if (styled) return;
  styled = true;
  document.head.append(h('link', { rel: 'stylesheet', href: '/static/css/advice.css' }));
}

/** The Tips toggle with the hint for the seat to move, and the review after a deal.
 * `ctx`: the table's {party, seat, token, payload, root}; `rerender` draws the table again. */
export function advicePanel(ctx, rerender) {
  style();
  const payload = ctx.payload;
  const on = tipsOn();
  const toggle = h('button', { type: 'button', class: `tips-toggle ${on ? 'on' : ''}`, id: 'tips-toggle',
    'aria-pressed': on ? 'true' : 'false', onclick: () => { setTips(!on); rerender(); } }, on ? t('advice.ui.tipsOn') : t('advice.ui.tipsOff'));
  const myTurn = payload.phase === 'play' && payload.to_move === ctx.seat && payload.legal_actions.length > 0;
  const over = ['settlement', 'finished'].includes(payload.phase);
  return [
    h('section', { class: 'advice', 'aria-label': t('advice.ui.tips') }, toggle, on && myTurn ? hintBox(ctx, payload, rerender) : null),
    over ? reviewBox(ctx, payload, rerender) : null,
  ];
}
