// The invitation page /#/join/<invite> (issue 11): the table's free seats, a
// display name, join. The seat token goes to localStorage (saveSeat), so a
// reload or a dropped connection comes back to the same seat.
import { api, saveSeat, loadSeat } from './api.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { presenceDot, setPeople } from './people.js';
import { rememberedName, rememberName } from './lobby-friends.js';

export async function joinPage(root, invite, gameTitle) {
  let info;
  try {
    info = await api.invite(invite);
  } catch (err) {
    root.replaceChildren(h('section', { class: 'join' }, h('h1', {}, t('joinHeading')),
      h('p', { class: 'error', role: 'alert', id: 'join-error' }, err.status === 404 ? t('inviteUnknown') : `${t('error')}: ${err.message}`)));
    return;
  }
  const held = loadSeat(info.party);
  if (held) {
    root.replaceChildren(h('section', { class: 'join' }, h('h1', {}, `${t('joinHeading')} · ${gameTitle(info.game)}`),
      h('p', { class: 'notice', id: 'already-seated' }, t('alreadySeated')),
      h('p', {}, h('a', { href: `#/party/${info.party}`, class: 'button primary', id: 'to-table' }, t('toTable')))));
    return;
  }
  setPeople(info.seats);
  const free = info.seats.filter((s) => s.kind === 'open');
  const name = h('input', { type: 'text', id: 'join-name', maxlength: '24', required: true, value: rememberedName(), autocomplete: 'nickname' });
  const error = h('p', { class: 'error', role: 'alert', id: 'join-error' });
  const seatWord = (s) => `${t('seat')} ${s.seat + 1}`;
  const choices = h('fieldset', { class: 'join-seats' }, h('legend', {}, t('pickSeat')),
    info.seats.map((s) => h('label', { class: `join-seat ${s.kind}`, 'data-seat': s.seat },
      h('input', { type: 'radio', name: 'seat', value: s.seat, disabled: s.kind !== 'open', checked: free[0] && free[0].seat === s.seat }),
      ` ${seatWord(s)} · `,
      s.kind === 'open' ? t('freeSeat') : s.kind === 'ai' ? t('aiSeat') : s.name,
      presenceDot(s.seat))));
  const button = h('button', { type: 'submit', class: 'primary', id: 'join-seat', disabled: !free.length }, t('takeSeat'));
  const form = h('form', { class: 'join-form', id: 'join-form' }, choices,
    h('label', {}, t('yourName'), name), button, error);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const picked = form.querySelector('input[name=seat]:checked');
    if (!picked) { error.textContent = t('noFreeSeat'); return; }
    button.disabled = true;
    try {
      const joined = await api.join(invite, Number(picked.value), name.value.trim());
      saveSeat(joined.party, joined.seat, joined.token);
      rememberName(name.value.trim());
      location.hash = `#/party/${joined.party}`;
    } catch (err) {
      button.disabled = false;
      error.textContent = `${t('error')}: ${err.message}${err.rule ? ` (${err.rule})` : ''}`;
    }
  });
  root.replaceChildren(h('section', { class: 'join' },
    h('h1', {}, `${t('joinHeading')} · ${gameTitle(info.game)}`),
    free.length ? form : h('p', { class: 'notice' }, t('noFreeSeat')),
    info.spectators ? h('p', {}, h('a', { href: `#/watch/${info.party}` }, t('watch'))) : null));
}
