// The invitation page /#/join/<invite> (issue 11): the table's free seats, a
// display name, join. The seat token goes to localStorage (saveSeat), so a
// reload or a dropped connection comes back to the same seat.
import { api, saveSeat, loadSeat } from './api.js';
import { h } from './dom.js';
import { t, errorText } from './i18n.js';
import { presenceDot, setPeople } from './people.js';
import { rememberedName, rememberName } from './lobby-friends.js';

export async function joinPage(root, invite, gameTitle) {
  let info;
  try {
    info = await api.invite(invite);
  } catch (err) {
    root.replaceChildren(h('section', { class: 'join' }, h('h1', {}, t('ui.joinHeading')),
      h('p', { class: 'error', role: 'alert', id: 'join-error' }, err.status === 404 ? t('ui.inviteUnknown') : `${t('ui.error')}: ${errorText(err)}`)));
    return;
  }
  const held = loadSeat(info.party);
  if (held) {
    root.replaceChildren(h('section', { class: 'join' }, h('h1', {}, `${t('ui.joinHeading')} · ${gameTitle(info.game)}`),
      h('p', { class: 'notice', id: 'already-seated' }, t('ui.alreadySeated')),
      h('p', {}, h('a', { href: `#/party/${info.party}`, class: 'button primary', id: 'to-table' }, t('ui.toTable')))));
    return;
  }
  setPeople(info.seats);
  const free = info.seats.filter((s) => s.kind === 'open');
  const name = h('input', { type: 'text', id: 'join-name', maxlength: '24', required: true, value: rememberedName(), autocomplete: 'nickname' });
  const error = h('p', { class: 'error', role: 'alert', id: 'join-error' });
  const seatWord = (s) => `${t('ui.seat')} ${s.seat + 1}`;
  const choices = h('fieldset', { class: 'join-seats' }, h('legend', {}, t('ui.pickSeat')),
    info.seats.map((s) => h('label', { class: `join-seat ${s.kind}`, 'data-seat': s.seat },
      h('input', { type: 'radio', name: 'seat', value: s.seat, disabled: s.kind !== 'open', checked: free[0] && free[0].seat === s.seat }),
      ` ${seatWord(s)} · `,
      s.kind === 'open' ? t('ui.freeSeat') : s.kind === 'ai' ? t('ui.aiSeat') : s.name,
      presenceDot(s.seat))));
  const button = h('button', { type: 'submit', class: 'primary', id: 'join-seat', disabled: !free.length }, t('ui.takeSeat'));
  const form = h('form', { class: 'join-form', id: 'join-form' }, choices,
    h('label', {}, t('ui.yourName'), name), button, error);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const picked = form.querySelector('input[name=seat]:checked');
    if (!picked) { error.textContent = t('ui.noFreeSeat'); return; }
    button.disabled = true;
    try {
      const joined = await api.join(invite, Number(picked.value), name.value.trim());
      saveSeat(joined.party, joined.seat, joined.token);
      rememberName(name.value.trim());
      location.hash = `#/party/${joined.party}`;
    } catch (err) {
      button.disabled = false;
      error.textContent = `${t('ui.error')}: ${errorText(err)}${err.rule ? ` (${err.rule})` : ''}`;
    }
  });
  root.replaceChildren(h('section', { class: 'join' },
    h('h1', {}, `${t('ui.joinHeading')} · ${gameTitle(info.game)}`),
    free.length ? form : h('p', { class: 'notice' }, t('ui.noFreeSeat')),
    info.spectators ? h('p', {}, h('a', { href: `#/watch/${info.party}` }, t('ui.watch'))) : null));
}
