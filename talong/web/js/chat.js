// The table's chat (issue 11). One panel per open table, kept across the
// table's re-renders so a half-written message and the focus survive a push.
// Every text is shown with textContent (h() makes text nodes): never as HTML.
import { api } from './api.js';
import { h } from './dom.js';
import { t, errorText } from './i18n.js';

export const CHAT_MAX = 200;   // characters, as the server counts them (after NFC)

let chat = null;

/** Start the chat of a table: `messages` is the payload's chat_tail. No token: a spectator reads only. */
export function openChat(party, token, messages) {
  chat = { party, token, messages: [], seen: new Set(), panel: null, error: '' };
  addMessages(messages || []);
  chat.panel = build();
  return chat.panel;
}

export function closeChat() { chat = null; }

/** Messages from a push ({"type": "chat", message}) or a payload's chat_tail; each seq once. */
export function addMessages(list) {
  if (!chat) return;
  let added = false;
  for (const m of list || []) {
    if (!m || chat.seen.has(m.seq)) continue;
    chat.seen.add(m.seq);
    chat.messages.push(m);
    added = true;
  }
  if (!added) return;
  chat.messages.sort((a, b) => a.seq - b.seq);
  chat.messages = chat.messages.slice(-100);
  if (chat.panel) drawMessages();
}

/** The panel, the same element each time (the table moves it into its new render). */
export function chatPanel() {
  if (!chat) return null;
  relabel();
  return chat.panel;
}

/** After the table re-rendered: give the focus back to the chat field if it had it. */
export function keepChatFocus(hadFocus) {
  if (chat && hadFocus && chat.input) chat.input.focus();
}

export function chatHasFocus() {
  return Boolean(chat && chat.input && document.activeElement === chat.input);
}

function normalisedLength(text) {
  return [...text.normalize('NFC')].length;
}

function build() {
  chat.list = h('ol', { class: 'chat-messages', id: 'chat-messages', 'aria-live': 'polite' });
  chat.heading = h('h3', {});
  chat.status = h('p', { class: 'chat-error', role: 'alert', id: 'chat-error' });
  const section = h('section', { class: 'chat', 'aria-labelledby': 'chat-heading' }, chat.heading, chat.list);
  chat.heading.id = 'chat-heading';
  if (chat.token) {
    chat.input = h('input', { type: 'text', id: 'chat-input', maxlength: String(CHAT_MAX * 2), autocomplete: 'off' });
    chat.count = h('span', { class: 'chat-count', id: 'chat-count', 'aria-live': 'off' });
    chat.button = h('button', { type: 'submit', id: 'chat-send' });
    const form = h('form', { class: 'chat-form', id: 'chat-form' }, chat.input, chat.button, chat.count);
    chat.input.addEventListener('input', counter);
    form.addEventListener('submit', (event) => { event.preventDefault(); send(); });
    section.append(form, chat.status);
  }
  drawMessages();
  relabel();
  return section;
}

function relabel() {
  chat.heading.textContent = t('ui.chatHeading');
  if (chat.input) {
    chat.input.placeholder = t('ui.chatPlaceholder');
    chat.input.setAttribute('aria-label', t('ui.chatPlaceholder'));
    chat.button.textContent = t('ui.chatSend');
    counter();
  }
  if (!chat.messages.length) drawMessages();
}

function counter() {
  const n = normalisedLength(chat.input.value.trim());
  chat.count.textContent = `${n}/${CHAT_MAX}`;
  chat.count.classList.toggle('over', n > CHAT_MAX);
  chat.button.disabled = n === 0 || n > CHAT_MAX;
}

function drawMessages() {
  const items = chat.messages.map((m) => h('li', { class: 'chat-message', 'data-seq': m.seq, 'data-seat': m.seat },
    h('span', { class: 'chat-name' }, m.name || `${t('ui.seat')} ${Number(m.seat) + 1}`), ' ',
    h('span', { class: 'chat-text' }, m.text)));
  chat.list.replaceChildren(...(items.length ? items : [h('li', { class: 'muted chat-empty' }, t('ui.chatEmpty'))]));
  chat.list.scrollTop = chat.list.scrollHeight;
}

async function send() {
  const text = chat.input.value.trim();
  if (!text || normalisedLength(text) > CHAT_MAX) return;
  const mine = chat;
  chat.button.disabled = true;
  try {
    const message = await api.say(mine.party, mine.token, text);
    if (chat !== mine) return;
    mine.input.value = '';
    mine.status.textContent = '';
    addMessages([message]);
  } catch (err) {
    if (chat !== mine) return;
    mine.status.textContent = err.status === 429 ? t('ui.chatTooFast') : `${t('ui.error')}: ${errorText(err)}`;
  } finally {
    if (chat === mine) counter();
  }
}
