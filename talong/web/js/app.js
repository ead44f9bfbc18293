// The single-page front end: lobby, game page (tabs Bord / Fullständiga regler),
// party table, finished parties and replays. Routes live in location.hash.
import { api, saveSeat, mySeats } from './api.js';
import { h } from './dom.js';
import { t, pick, errorText } from './i18n.js';
import { initSettings } from './settings.js';
import { showTable, closeTable, rerenderTable } from './table.js';
import { showReplay } from './replay.js';
import { rulesTab } from './rules.js';
import { setCatalogue } from './games.js';
import { seatChooser, mineSection, openTablesSection } from './lobby-friends.js';
import { joinPage } from './join.js';

const app = () => document.getElementById('app');
let games = null;

async function loadGames() {
  if (!games) { games = await api.games(); setCatalogue(games); }
  return games;
}

function translateStatic() {
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  document.title = `talong · ${t('ui.lobby')}`;
}

/** The Bord / Fullständiga regler tabs: a real tablist (one tab in the Tab
 * order, arrow keys, Home and End move between the tabs and open them). */
export function tabs(game, active, partyId = null) {
  const tableHref = partyId ? `#/party/${partyId}` : `#/game/${game}`;
  const rulesHref = `#/game/${game}/rules${partyId ? `?party=${partyId}` : ''}`;
  const tab = (name, href, label) => h('a', { href, role: 'tab', id: `tab-${name}`, class: active === name ? 'active' : '',
    'aria-selected': String(active === name), 'aria-controls': 'tab-panel', tabindex: active === name ? '0' : '-1' }, label);
  const list = h('nav', { class: 'tabs', role: 'tablist', 'aria-label': gameTitle(game) },
    tab('table', tableHref, t('ui.table')), tab('rules', rulesHref, t('ui.rules')));
  list.addEventListener('keydown', (event) => {
    const all = [...list.querySelectorAll('[role=tab]')];
    const at = all.indexOf(document.activeElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = all[(to + all.length) % all.length];
    next.focus();
    if (next !== all[at]) { sessionStorage.setItem('talong.focusTab', next.id); location.hash = next.getAttribute('href'); }
  });
  return list;
}

/** After a tab opened its page, the focus stays on the tab (keyboard users keep their place). */
function restoreTabFocus() {
  const id = sessionStorage.getItem('talong.focusTab');
  if (!id) return;
  sessionStorage.removeItem('talong.focusTab');
  const el = document.getElementById(id);
  if (el) el.focus();
}

export function gameTitle(game) {
  const info = (games || []).find((g) => g.name === game);
  return info ? info.title : game;
}

export function summaryLine(game, players) {
  const info = (games || []).find((g) => g.name === game);
  if (!info) return '';
  return pick(info.summaries[String(players)] || Object.values(info.summaries)[0]);
}

/** One of my parties as the API describes it; null when the server no longer knows it. */
async function partyInfo(entry) {
  try { return { ...(await api.party(entry.party)), at: entry.at }; } catch { return null; }
}

function myPartyRow(p, finished) {
  const s = p.standings || {};
  const total = s.total_deals;
  const date = new Date(p.created_at || p.at || Date.now()).toLocaleDateString(t('ui.locale'));
  const mine = (s.totals || [])[p.seats.findIndex((x) => x.kind === 'human')];
  return h('tr', { 'data-party': p.party },
    h('td', {}, gameTitle(p.game)), h('td', {}, date),
    h('td', { class: 'num' }, `${p.deal}${total ? ` ${t('ui.of')} ${total}` : ''}`),
    h('td', {}, finished ? (mine !== undefined ? `${mine > 0 ? '+' : mine < 0 ? '−' : ''}${Math.abs(mine)}` : '') : (p.phase === 'settlement' ? t('ui.settlement') : t('ui.inPlay'))),
    h('td', {}, h('a', { href: `#/party/${p.party}` }, finished ? t('ui.open') : t('ui.continueParty'))));
}

function myTable(rows, finished, caption) {
  return h('table', { class: 'plain my-parties' }, h('caption', {}, caption),
    h('thead', {}, h('tr', {}, [t('ui.game'), t('ui.date'), t('ui.dealReached'), finished ? t('ui.result') : t('ui.status'), ''].map((x) => h('th', {}, x)))),
    h('tbody', {}, rows.map((p) => myPartyRow(p, finished))));
}

/** My tables from POST /api/mine; the older per-party lookup if the server has no such route. */
async function myTablesSection() {
  try {
    return { mine: await mineSection(gameTitle), known: [] };
  } catch (err) {
    if (err.status !== 404 && err.status !== 405) throw err;
    return { mine: null, known: (await Promise.all(mySeats().slice(0, 12).map(partyInfo))).filter(Boolean) };
  }
}

async function lobby() {
  const list = await loadGames();
  const [{ mine, known }, open] = await Promise.all([myTablesSection(), openTablesSection(gameTitle).catch(() => null)]);
  const playing = known.filter((p) => p.phase !== 'finished');
  const done = known.filter((p) => p.phase === 'finished');
  app().replaceChildren(
    h('section', { class: 'lobby' },
      h('h1', {}, t('ui.lobby')),
      h('div', { class: 'game-cards' }, list.map((g) => h('a', { class: 'game-card', href: `#/game/${g.name}` },
        h('h2', {}, g.title),
        Object.values(g.summaries).map((s) => h('p', { class: 'summary' }, pick(s))),
        h('p', { class: 'blurb' }, pick(g.blurb))))),
      mine, open,
      known.length ? h('section', { class: 'mine' }, h('h2', {}, t('ui.myParties')),
        playing.length ? myTable(playing, false, t('ui.activeParties')) : null,
        done.length ? myTable(done, true, t('ui.myFinished')) : null) : null,
      h('p', {}, h('a', { href: '#/finished' }, t('ui.finished')))));
}

function newPartyForm(g) {
  const o = g.options;
  const players = h('select', { name: 'players', id: 'opt-players' },
    o.players.map((n) => h('option', { value: n }, String(n))));
  const unit = h('select', { name: 'unit', id: 'opt-unit' },
    o.length_units.map((u) => h('option', { value: u, selected: u === o.length.unit }, t(`ui.${u}`))));
  const value = h('input', { name: 'length', id: 'opt-length', type: 'number', min: 1, max: 100, value: o.length.value });
  const ai = h('select', { name: 'ai', id: 'opt-ai' }, o.ai.map((n) => h('option', { value: n, selected: n === o.ai_default }, n)));
  const delay = h('input', { name: 'delay', id: 'opt-delay', type: 'number', min: 0, max: 10, step: 0.1, value: o.ai_delay });
  const summary = h('p', { class: 'summary' }, summaryLine(g.name, o.players[0]));
  players.addEventListener('change', () => { summary.textContent = summaryLine(g.name, players.value); });
  const error = h('p', { class: 'error', role: 'alert' });
  const seats = seatChooser(o, players, ai);
  const form = h('form', { class: 'new-party', id: 'new-party' },
    h('h2', {}, t('ui.newParty')), summary,
    h('label', {}, t('ui.players'), players),
    h('label', {}, t('ui.length'), h('span', { class: 'inline' }, value, unit)),
    h('label', {}, t('ui.aiLevel'), ai),
    h('label', {}, t('ui.aiDelay'), delay),
    seats.element,
    h('button', { type: 'submit', class: 'primary', id: 'start-party' }, t('ui.start')), error);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const created = await api.create({
        game: g.name, players: Number(players.value), ai: ai.value, ai_delay: Number(delay.value), seat: o.seat ?? 0,
        length: { unit: unit.value, value: Number(value.value) }, ...(seats.body() || {}),
      });
      saveSeat(created.party, created.seat, created.token, created.host_token);
      location.hash = `#/party/${created.party}`;
    } catch (err) {
      error.textContent = `${t('ui.error')}: ${errorText(err)}${err.rule ? ` (${err.rule})` : ''}`;
    }
  });
  return form;
}

async function gamePage(name) {
  const list = await loadGames();
  const g = list.find((x) => x.name === name);
  if (!g) { location.hash = '#/'; return; }
  app().replaceChildren(h('section', { class: 'game-page' },
    h('h1', {}, g.title), tabs(name, 'table'),
    h('div', { class: 'game-body', id: 'tab-panel', role: 'tabpanel', 'aria-labelledby': 'tab-table' }, h('p', { class: 'blurb' }, pick(g.blurb)), newPartyForm(g))));
}

async function rulesPage(name, anchor, partyId) {
  await loadGames();
  const g = (games || []).find((x) => x.name === name);
  const body = h('div', { class: 'rules-body', id: 'tab-panel', role: 'tabpanel', 'aria-labelledby': 'tab-rules' }, t('ui.loading'));
  app().replaceChildren(h('section', { class: 'game-page' },
    h('h1', {}, g ? g.title : name), tabs(name, 'rules', partyId), body));
  await rulesTab(body, name, anchor);
}

async function finishedPage() {
  const list = await api.finished();
  app().replaceChildren(h('section', { class: 'finished' }, h('h1', {}, t('ui.finished')),
    list.length === 0 ? h('p', {}, t('ui.noFinished')) :
      h('table', { class: 'plain' },
        h('thead', {}, h('tr', {}, [t('ui.created'), t('ui.game'), t('ui.seats'), t('ui.deals'), t('ui.result'), ''].map((x) => h('th', {}, x)))),
        h('tbody', {}, list.map((p) => h('tr', {},
          h('td', {}, p.finished_at || p.created_at), h('td', {}, gameTitle(p.game)), h('td', {}, String(p.seats.length)),
          h('td', {}, String(p.deals)),
          h('td', {}, p.final && p.final.final ? p.final.final.map((v, i) => `${i + 1}: ${v > 0 ? '+' : ''}${v}`).join(' · ') : ''),
          h('td', {}, h('a', { href: p.record, download: '' }, t('ui.download')), ' · ',
            h('a', { href: `#/replay/${p.party}/1` }, t('ui.replay')))))))));
}

async function route() {
  closeTable();
  const hash = location.hash || '#/';
  const [path, query] = hash.slice(1).split('?');
  const params = new URLSearchParams(query || '');
  const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  try {
    if (parts[0] === 'game' && parts[2] === 'rules') await rulesPage(parts[1], parts[3], params.get('party'));
    else if (parts[0] === 'game') await gamePage(parts[1]);
    else if (parts[0] === 'party') { await loadGames(); await showTable(app(), parts[1]); }
    else if (parts[0] === 'watch') { await loadGames(); await showTable(app(), parts[1], { watch: true }); }
    else if (parts[0] === 'join') { await loadGames(); await joinPage(app(), parts[1], gameTitle); }
    else if (parts[0] === 'finished') await finishedPage();
    else if (parts[0] === 'replay') { await loadGames(); await showReplay(app(), parts[1], Number(parts[2] || 1)); }
    else await lobby();
  } catch (err) {
    app().replaceChildren(h('p', { class: 'error', role: 'alert' }, `${t('ui.error')}: ${errorText(err)}`));
  }
  restoreTabFocus();
}

initSettings(() => { translateStatic(); if (!rerenderTable()) route(); });
translateStatic();
window.addEventListener('hashchange', route);
route();
