// Tiny DOM helpers and the card element (an SVG from cards.js in a button when playable).
import { drawCard, drawBack, parseCard, cardLabel } from './cards.js';

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (key === 'class') el.className = value;
    else if (key === 'html') el.innerHTML = value;
    else el.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

// The pack of the table on screen (Vira and bridge: French; Schafkopf: German).
let tablePack = 'french-52';
export function setPack(pack) { tablePack = pack; }
export function currentPack() { return tablePack; }

export function skin() {
  return { fourColour: localStorage.getItem('talong.fourColour') === '1' };
}

/** A card face; a focusable button when `onclick` is given (Enter/Space activate it). */
export function cardEl(name, { pack = tablePack, onclick = null, selected = false, extra = '', action = null } = {}) {
  const card = parseCard(name, pack);
  const label = card ? cardLabel(card) : name;
  const svg = card ? drawCard(card, skin()) : drawBack(skin());
  const cls = `card ${onclick ? 'playable' : ''} ${selected ? 'selected' : ''} ${extra}`;
  if (onclick) {
    return h('button', { class: cls, type: 'button', 'data-card': name, 'data-action': action, 'aria-label': label,
      'aria-pressed': selected ? 'true' : null, html: svg, onclick });
  }
  return h('span', { class: cls, 'data-card': name, role: 'img', 'aria-label': label, html: svg });
}

export function backEl(extra = '') {
  return h('span', { class: `card back ${extra}`, 'aria-hidden': 'true', html: drawBack(skin()) });
}
