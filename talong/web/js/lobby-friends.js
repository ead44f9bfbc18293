// Play with friends in the lobby and the new-party form (issue 11): the
// seats chosen one by one ("Du" / "Öppen för spelare" / "AI (nivå)"), the
// host's name, public table, spectators; "Mina bord" from the tokens this
// browser holds (POST /api/mine) and the public tables still gathering.
import { api, mySeats } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';

const NAME_KEY = 'talong.name';

export function rememberedName() { return localStorage.getItem(NAME_KEY) || ''; }
export function rememberName(name) { if (name) localStorage.setItem(NAME_KEY, name); }

/** The seat rows of the new-party form. `players` and `ai` are the form's
 * selects; `home` the seat a lone human takes by default (bridge: South).
 * Returns {element, body()}: body() is null when every other seat is an AI
 * of the party's level and nothing else was asked for (the old request). */
export function seatChooser(options, players, ai) {
  const rows = h('ol', { class: 'seat-choices', id: 'seat-choices' });
  const name = h('input', { type: 'text', id: 'opt-name', maxlength: '24', value: rememberedName(), autocomplete: 'nickname' });
  const pub = h('input', { type: 'checkbox', id: 'opt-public' });
  const spectators = h('input', { type: 'checkbox', id: 'opt-spectators' });
  const away = h('input', { type: 'number', id: 'opt-away', min: '10', max: '600', value: '60' });
  let kinds = [];

  const draw = () => {
    const n = Number(players.value);
    const home = Math.min(options.seat ?? 0, n - 1);
    const before = kinds;
    kinds = Array.from({ length: n }, (_, i) => before[i] || { kind: i === home ? 'human' : 'ai', ai: ai.value });
    if (!kinds.some((k) => k.kind === 'human')) kinds[home] = { kind: 'human', ai: ai.value };
    rows.replaceChildren(...kinds.map((k, i) => seatRow(i, k)));
  };

  const seatRow = (i, k) => {
    const kind = h('select', { id: `seat-kind-${i}`, 'data-seat': i, 'aria-label': `${t('ui.seat')} ${i + 1}` },
      h('option', { value: 'human', selected: k.kind === 'human' }, t('ui.seatKindYou')),
      h('option', { value: 'open', selected: k.kind === 'open' }, t('ui.seatKindOpen')),
      h('option', { value: 'ai', selected: k.kind === 'ai' }, t('ui.seatKindAi')));
    const level = h('select', { id: `seat-ai-${i}`, 'aria-label': `${t('ui.seat')} ${i + 1}: ${t('ui.aiLevel')}`, hidden: k.kind !== 'ai' },
      options.ai.map((a) => h('option', { value: a, selected: a === k.ai }, a)));
    kind.addEventListener('change', () => {
      // exactly one seat is the host's own: choosing "Du" elsewhere opens the old one
      if (kind.value === 'human') kinds.forEach((other, j) => { if (j !== i && other.kind === 'human') other.kind = 'open'; });
      kinds[i].kind = kind.value;
      if (!kinds.some((x) => x.kind === 'human')) kinds[i].kind = 'human';
      draw();
    });
    level.addEventListener('change', () => { kinds[i].ai = level.value; });
    return h('li', { 'data-seat': i }, h('span', { class: 'seat-no' }, `${t('ui.seat')} ${i + 1}`), kind, level);
  };

  players.addEventListener('change', draw);
  ai.addEventListener('change', () => { kinds.forEach((k) => { k.ai = ai.value; }); draw(); });
  draw();

  const element = h('fieldset', { class: 'seat-chooser' }, h('legend', {}, t('ui.seatsHeading')), rows,
    h('label', {}, t('ui.hostName'), name),
    h('label', { class: 'check' }, pub, t('ui.publicTable')),
    h('label', { class: 'check' }, spectators, t('ui.allowSpectators')),
    h('label', {}, t('ui.awayAfter'), away));

  const body = () => {
    const plain = kinds.every((k) => k.kind === 'human' || (k.kind === 'ai' && k.ai === ai.value));
    if (plain && !pub.checked && !spectators.checked) return null;
    rememberName(name.value.trim());
    return {
      seat: kinds.findIndex((k) => k.kind === 'human'),
      seats: kinds.map((k) => (k.kind === 'ai' ? { kind: 'ai', ai: k.ai } : { kind: k.kind })),
      name: name.value.trim() || undefined, public: pub.checked, spectators: spectators.checked,
      away_after: Number(away.value),
    };
  };
  return { element, body };
}

function statusWord(status) {
  return { gathering: t('ui.statusGathering'), playing: t('ui.statusPlaying'), finished: t('ui.statusFinished') }[status] || status || '';
}

/** "Mina bord": the parties this browser holds a seat at, as the server sees them. */
export async function mineSection(gameTitle) {
  const held = mySeats().filter((s) => s.token).slice(0, 50)
    .map((s) => ({ party: s.party, seat: s.seat, token: s.token }));
  if (!held.length) return null;
  const rows = await api.mine(held);
  if (!rows.length) return null;
  const date = (at) => (at ? new Date(at).toLocaleString(t('ui.locale'), { dateStyle: 'short', timeStyle: 'short' }) : '');
  return h('section', { class: 'mine', id: 'mine' }, h('h2', {}, t('ui.mineHeading')),
    h('table', { class: 'plain my-tables' },
      h('thead', {}, h('tr', {}, [t('ui.game'), t('ui.playersCol'), t('ui.status'), t('ui.turnCol'), t('ui.date'), ''].map((x) => h('th', {}, x)))),
      h('tbody', {}, rows.map((r) => h('tr', { 'data-party': r.party, 'data-status': r.status, class: r.your_turn ? 'your-turn' : '' },
        h('td', {}, gameTitle(r.game)),
        h('td', {}, (r.names || []).map((n, i) => (i === r.seat ? `${n || t('ui.you')} (${t('ui.youTag')})` : n || '–')).join(', ')),
        h('td', {}, statusWord(r.status)),
        h('td', {}, r.your_turn ? h('strong', {}, t('ui.yourTurnShort'))
          : (r.to_move || []).map((s) => (r.names || [])[s] || `${t('ui.seat')} ${s + 1}`).join(', ')),
        h('td', {}, date(r.updated_at)),
        h('td', {}, h('a', { href: `#/party/${r.party}` }, r.status === 'finished' ? t('ui.open') : t('ui.continueParty'))))))));
}

/** The public tables still gathering, each joinable with its invitation. */
export async function openTablesSection(gameTitle) {
  const list = await api.lobby();
  return h('section', { class: 'open-tables', id: 'open-tables' }, h('h2', {}, t('ui.openTables')),
    list.length === 0 ? h('p', { class: 'muted' }, t('ui.noOpenTables'))
      : h('ul', { class: 'open-list' }, list.map((p) => {
        const free = p.seats.filter((s) => s.kind === 'open').length;
        return h('li', { 'data-party': p.party },
          h('strong', {}, gameTitle(p.game)), ' · ',
          p.seats.filter((s) => s.kind === 'human').map((s) => s.name).join(', '), ' · ',
          `${free} ${t('ui.freeSeats')} `,
          h('a', { href: `#/join/${p.invite}`, class: 'button' }, t('ui.takeSeat')));
      })));
}
