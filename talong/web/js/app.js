// The single-page front end: lobby, game page (tabs Bord / Fullständiga regler),
// party table, finished parties and replays. Routes live in location.hash.
import { api, saveSeat, mySeats } from './api.js';
import { h } from './dom.js';
import { t, pick } from './i18n.js';
import { initSettings } from './settings.js';
import { showTable, closeTable } from './table.js';
import { showReplay } from './replay.js';
import { rulesTab } from './rules.js';
import { setCatalogue } from './games.js';

const app = () => document.getElementById('app');
let games = null;

async function loadGames() {
  if (!games) { games = await api.games(); setCatalogue(games); }
  return games;
}

function translateStatic() {
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  document.title = `talong · ${t('lobby')}`;
}

export function tabs(game, active, partyId = null) {
  const tableHref = partyId ? `#/party/${partyId}` : `#/game/${game}`;
  return h('nav', { class: 'tabs', role: 'tablist' },
    h('a', { href: tableHref, role: 'tab', class: active === 'table' ? 'active' : '', 'aria-selected': String(active === 'table') }, t('table')),
    h('a', { href: `#/game/${game}/rules${partyId ? `?party=${partyId}` : ''}`, role: 'tab',
      class: active === 'rules' ? 'active' : '', 'aria-selected': String(active === 'rules') }, t('rules')));
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

async function lobby() {
  const list = await loadGames();
  const mine = mySeats().slice(0, 6);
  app().replaceChildren(
    h('section', { class: 'lobby' },
      h('h1', {}, t('lobby')),
      h('div', { class: 'game-cards' }, list.map((g) => h('a', { class: 'game-card', href: `#/game/${g.name}` },
        h('h2', {}, g.title),
        Object.values(g.summaries).map((s) => h('p', { class: 'summary' }, pick(s))),
        h('p', { class: 'blurb' }, pick(g.blurb))))),
      mine.length ? h('section', { class: 'mine' }, h('h2', {}, t('activeParties')),
        h('ul', {}, mine.map((p) => h('li', {}, h('a', { href: `#/party/${p.party}` }, `${t('continueParty')} ${p.party}`))))) : null,
      h('p', {}, h('a', { href: '#/finished' }, t('finished')))));
}

function newPartyForm(g) {
  const o = g.options;
  const players = h('select', { name: 'players', id: 'opt-players' },
    o.players.map((n) => h('option', { value: n }, String(n))));
  const unit = h('select', { name: 'unit', id: 'opt-unit' },
    o.length_units.map((u) => h('option', { value: u, selected: u === o.length.unit }, t(u))));
  const value = h('input', { name: 'length', id: 'opt-length', type: 'number', min: 1, max: 100, value: o.length.value });
  const ai = h('select', { name: 'ai', id: 'opt-ai' }, o.ai.map((n) => h('option', { value: n, selected: n === o.ai_default }, n)));
  const delay = h('input', { name: 'delay', id: 'opt-delay', type: 'number', min: 0, max: 10, step: 0.1, value: o.ai_delay });
  const summary = h('p', { class: 'summary' }, summaryLine(g.name, o.players[0]));
  players.addEventListener('change', () => { summary.textContent = summaryLine(g.name, players.value); });
  const error = h('p', { class: 'error', role: 'alert' });
  const form = h('form', { class: 'new-party', id: 'new-party' },
    h('h2', {}, t('newParty')), summary,
    h('label', {}, t('players'), players),
    h('label', {}, t('length'), h('span', { class: 'inline' }, value, unit)),
    h('label', {}, t('aiLevel'), ai),
    h('label', {}, t('aiDelay'), delay),
    h('button', { type: 'submit', class: 'primary', id: 'start-party' }, t('start')), error);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const created = await api.create({
        game: g.name, players: Number(players.value), ai: ai.value, ai_delay: Number(delay.value), seat: o.seat ?? 0,
        length: { unit: unit.value, value: Number(value.value) },
      });
      saveSeat(created.party, created.seat, created.token);
      location.hash = `#/party/${created.party}`;
    } catch (err) {
      error.textContent = `${t('error')}: ${err.message}${err.rule ? ` (${err.rule})` : ''}`;
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
    h('div', { class: 'game-body' }, h('p', { class: 'blurb' }, pick(g.blurb)), newPartyForm(g))));
}

async function rulesPage(name, anchor, partyId) {
  await loadGames();
  const g = (games || []).find((x) => x.name === name);
  const body = h('div', { class: 'rules-body' }, t('loading'));
  app().replaceChildren(h('section', { class: 'game-page' },
    h('h1', {}, g ? g.title : name), tabs(name, 'rules', partyId), body));
  await rulesTab(body, name, anchor);
}

async function finishedPage() {
  const list = await api.finished();
  app().replaceChildren(h('section', { class: 'finished' }, h('h1', {}, t('finished')),
    list.length === 0 ? h('p', {}, t('noFinished')) :
      h('table', { class: 'plain' },
        h('thead', {}, h('tr', {}, [t('created'), 'game', t('seats'), t('deals'), t('result'), ''].map((x) => h('th', {}, x)))),
        h('tbody', {}, list.map((p) => h('tr', {},
          h('td', {}, p.finished_at || p.created_at), h('td', {}, p.game), h('td', {}, String(p.seats.length)),
          h('td', {}, String(p.deals)),
          h('td', {}, p.final && p.final.final ? p.final.final.map((v, i) => `${i + 1}: ${v > 0 ? '+' : ''}${v}`).join(' · ') : ''),
          h('td', {}, h('a', { href: p.record, download: '' }, t('download')), ' · ',
            h('a', { href: `#/replay/${p.party}/1` }, t('replay')))))))));
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
    else if (parts[0] === 'finished') await finishedPage();
    else if (parts[0] === 'replay') { await loadGames(); await showReplay(app(), parts[1], Number(parts[2] || 1)); }
    else await lobby();
  } catch (err) {
    app().replaceChildren(h('p', { class: 'error', role: 'alert' }, `${t('error')}: ${err.message}`));
  }
}

initSettings(() => { translateStatic(); route(); });
translateStatic();
window.addEventListener('hashchange', route);
route();
