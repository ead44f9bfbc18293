// The waiting room of a table still gathering its players (issue 11): the
// invitation link for the host, the seats with names and online dots, and
// "Starta partiet" (open seats become AI) for the host.
import { api } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { inviteBox, presenceDot } from './people.js';

/** `ctx`: {payload, party, hostToken, seatName, title, summary, onError, refresh, chat}. */
export function waitingRoom(ctx) {
  const { payload } = ctx;
  const people = payload.people || [];
  const open = people.filter((p) => p.kind === 'open').length;
  const start = async (button) => {
    button.disabled = true;
    try {
      ctx.refresh(await api.start(ctx.party, ctx.hostToken));
    } catch (err) {
      button.disabled = false;
      ctx.onError(err);
    }
  };
  const startButton = payload.host && ctx.hostToken
    ? h('button', { type: 'button', class: 'primary', id: 'start-gathered', onclick: (event) => start(event.currentTarget) }, t('ui.start'))
    : null;
  return h('section', { class: 'waiting-room', 'data-status': payload.status, 'data-version': payload.version },
    h('h1', {}, `${ctx.title} · ${t('ui.waitingRoom')}`),
    h('p', { class: 'summary' }, ctx.summary),
    h('div', { class: 'waiting-layout' },
      h('div', { class: 'waiting-main' },
        payload.invite ? inviteBox(payload.invite) : null,
        h('h2', {}, t('ui.seatsHeading')),
        h('ol', { class: 'waiting-seats' }, people.map((p) => h('li', { 'data-seat': p.seat, 'data-kind': p.kind, class: p.you ? 'mine' : '' },
          presenceDot(p.seat) || h('span', { class: `presence ${p.kind}`, 'aria-hidden': 'true' }),
          h('span', { class: 'who' }, ctx.seatName(p.seat))))),
        ctx.error ? h('p', { class: 'error', role: 'alert' }, ctx.error) : null,
        startButton ? h('div', { class: 'start-box' }, open ? h('p', { class: 'muted' }, `${open} ${t('ui.freeSeats')}. ${t('ui.startWithAi')}`) : null, startButton)
          : h('p', { class: 'muted', id: 'waiting-for-host' }, t('ui.waitingForHost'))),
      ctx.chat));
}
