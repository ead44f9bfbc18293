// Replay of a finished party, deal by deal and step by step: every seat's
// view as the server rebuilt it by re-applying the record through the engine.
import { api } from './api.js';
import { h, cardEl, setPack } from './dom.js';
import { t, pick } from './i18n.js';
import { loadGameUi } from './games.js';
import { trickCards, sortedHand } from './table.js';

/** The party's chat, as it was written (text nodes only: a name or a message is never markup). */
function chatLog(messages) {
  if (!messages.length) return null;
  return h('section', { class: 'replay-chat', 'aria-label': t('ui.chatHeading') },
    h('h2', {}, t('ui.chatHeading')),
    h('ol', { class: 'chat-log' }, messages.map((m) => h('li', {},
      h('strong', {}, `${m.name} (${t('ui.seat')} ${m.seat + 1})`), ': ', m.text))));
}

export async function showReplay(root, party, deal) {
  const data = await api.replay(party, deal);
  const ui = await loadGameUi(data.game);
  setPack(ui.pack);
  let step = 0;
  const render = () => {
    const s = data.steps[step];
    const views = s.views;
    const name = (seat) => `${t('ui.seat')} ${seat + 1}`;
    root.replaceChildren(h('section', { class: 'replay' },
      h('h1', {}, `${t('ui.replay')} · ${data.game} · ${t('ui.deal')} ${data.deal} ${t('ui.of')} ${data.deals}`),
      h('nav', { class: 'replay-nav' },
        h('button', { type: 'button', disabled: step === 0, onclick: () => { step -= 1; render(); } }, t('ui.previous')),
        h('span', {}, `${t('ui.step')} ${step} / ${data.steps.length - 1}`),
        h('button', { type: 'button', id: 'replay-next', disabled: step === data.steps.length - 1, onclick: () => { step += 1; render(); } }, t('ui.next')),
        data.deal > 1 ? h('a', { href: `#/replay/${party}/${data.deal - 1}` }, `← ${t('ui.deal')} ${data.deal - 1}`) : null,
        data.deal < data.deals ? h('a', { href: `#/replay/${party}/${data.deal + 1}` }, `${t('ui.deal')} ${data.deal + 1} →`) : null,
        h('a', { href: `/api/parties/${party}/record`, download: '' }, t('ui.download'))),
      s.action ? h('p', { class: 'last-action' }, `${name(s.seat)}: ${pick(s.text)}`) : null,
      ui.contractLine(views[0], name),
      h('div', { class: 'replay-hands' }, views.map((v, seat) => h('div', { class: 'replay-seat' },
        h('h3', {}, name(seat), ' ', h('span', { class: 'role' }, ui.roleText(v, seat))),
        h('div', { class: 'cards' }, sortedHand(ui, v, v.hand || []).map((c) => cardEl(c, { extra: 'small' })))))),
      h('div', { class: 'cards' }, trickCards(views[0].trick, views.length).map((e) => cardEl(e.card, { extra: 'small' }))),
      step === data.steps.length - 1 && data.result ? h('ol', { class: 'lines' }, (data.result.lines || []).map((l) => h('li', {}, pick(l)))) : null,
      chatLog(data.chat || [])));
  };
  render();
}
