// The people at a table (issue 11): who holds which seat, who is online or
// away (the AI plays an away seat), the host's menu per seat, and "Lämna
// bordet" / "Ta tillbaka platsen" for the player. The seat labels of every
// game read the names from here (personAt), so no game module needs the payload.
import { api } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';

let people = [];
let social = false;

/** The payload's `people` (every seat payload carries them; old tables: one human and AIs). */
export function setPeople(list, payload = null) {
  people = Array.isArray(list) ? list : [];
  social = payload ? isSocial(payload) : people.length > 0;
}

/** {seat, kind, name, online, away, you} of a seat, or null when the table has no people list. */
export function personAt(seat) {
  return people.find((p) => p.seat === seat) || null;
}

/** A seat's label from its person, or null (the game's own label then).
 * `base` is the game's name for the seat ("Plats 2", "Nord"). */
export function personLabel(seat, base) {
  const p = personAt(seat);
  if (!p) return null;
  if (p.you) return `${p.name ? `${base} · ${p.name}` : base} (${t('ui.youTag')})`;
  if (p.kind === 'human') return p.name ? `${base} · ${p.name}` : base;
  if (p.kind === 'open') return `${base} · ${t('ui.freeSeat')}`;
  return `${base} · ${t('ui.aiSeat')}`;
}

/** A table of friends (names, open seats, several humans, a host, spectators), not
 * one human against AIs: only then the people panel, the chat and the dots are shown. */
export function isSocial(payload) {
  const humans = people.filter((p) => p.kind === 'human').length;
  return Boolean(payload.host || payload.spectators || humans > 1 || people.some((p) => p.name || p.kind === 'open'));
}

/** The online dot of a seat: online, offline, or away (the AI plays it). */
export function presenceDot(seat) {
  const p = personAt(seat);
  if (!p || p.kind !== 'human' || !social) return null;
  const state = p.away ? 'away' : p.online ? 'online' : 'offline';
  return h('span', { class: `presence ${state}`, 'data-presence': state, title: t(state), 'aria-label': t(state) });
}

/** The "Vid bordet" panel: every seat with its name, presence and who is to act;
 * the host's menu per seat; leave / take back for the player. `ctx`:
 * {payload, party, seat, token, hostToken, seatName, onError, refresh}. */
export function peoplePanel(ctx) {
  const { payload } = ctx;
  if (!people.length || !social) return null;
  const toMove = payload.to_move;
  const playing = payload.status === 'playing';
  const rows = people.map((p) => {
    const menu = [];
    if (payload.host && !p.you && playing && p.kind !== 'open') {
      if (p.kind === 'human') menu.push(hostButton(ctx, p.seat, 'ai', t('ui.handToAi')));
      menu.push(hostButton(ctx, p.seat, 'open', t('ui.reopenSeat')));
    }
    if (p.you && playing) {
      menu.push(p.away
        ? h('button', { type: 'button', class: 'primary', id: 'reclaim-seat', onclick: () => call(ctx, () => api.reclaim(ctx.party, ctx.seat, ctx.token)) }, t('ui.takeBack'))
        : h('button', { type: 'button', id: 'leave-table', onclick: () => call(ctx, () => api.leave(ctx.party, ctx.seat, ctx.token)) }, t('ui.leaveTable')));
    }
    const tags = [p.kind === 'human' && p.away ? t('ui.away') : null,
      toMove === p.seat && payload.phase === 'play' ? t('ui.toAct') : null].filter(Boolean);
    return h('li', { class: `person ${toMove === p.seat ? 'to-move' : ''}`, 'data-seat': p.seat, 'data-kind': p.kind, 'data-away': String(Boolean(p.away)) },
      presenceDot(p.seat) || h('span', { class: `presence ${p.kind}`, 'aria-hidden': 'true' }),
      h('span', { class: 'who' }, ctx.seatName(p.seat)),
      tags.length ? h('span', { class: 'tags' }, tags.join(' · ')) : null,
      menu.length ? h('span', { class: 'menu' }, menu) : null);
  });
  const mine = personAt(ctx.seat);
  return h('section', { class: 'people', 'aria-label': t('ui.peopleHeading') }, h('h3', {}, t('ui.peopleHeading')),
    mine && mine.away && playing ? h('p', { class: 'notice', id: 'away-notice' }, t('ui.aiPlaysYou')) : null,
    h('ul', { class: 'people-list' }, rows),
    payload.invite ? inviteBox(payload.invite) : null,
    payload.spectators ? h('p', { class: 'muted' }, h('a', { href: `#/watch/${ctx.party}`, id: 'spectator-link' }, t('ui.spectatorLink'))) : null);
}

function hostButton(ctx, seat, to, label) {
  return h('button', { type: 'button', class: 'link', 'data-handover': `${seat}:${to}`,
    onclick: () => call(ctx, () => api.handover(ctx.party, seat, ctx.hostToken, to)) }, label);
}

async function call(ctx, fn) {
  try {
    const reply = await fn();
    ctx.refresh(reply);
  } catch (err) {
    ctx.onError(err);
  }
}

/** The invitation link with a copy button (the code is in the fragment: never sent to a server). */
export function inviteBox(invite) {
  const link = `${location.origin}/#/join/${invite}`;
  const field = h('input', { type: 'text', readonly: true, value: link, id: 'invite-link', 'aria-label': t('ui.inviteLink') });
  const done = h('span', { class: 'copied', role: 'status' });
  const copy = async () => {
    field.select();
    try { await navigator.clipboard.writeText(link); } catch { document.execCommand('copy'); }
    done.textContent = t('ui.copied');
  };
  return h('div', { class: 'invite' }, h('label', { for: 'invite-link' }, t('ui.inviteLink')),
    h('div', { class: 'invite-row' }, field, h('button', { type: 'button', id: 'copy-invite', onclick: copy }, t('ui.copy')), done),
    h('p', { class: 'muted' }, t('ui.inviteHelp')));
}
