// Each game's part of the table behind one interface (see generic.js for the
// names and what they do). table.js talks to games only through this.
// Which module, style sheets and pack a game uses come from its `ui` entry in
// /api/games ({"script": "js/<game>.js", "css": [...], "pack": ...}), so a new
// game needs no edit here, in index.html or in table.js.
import * as generic from './generic.js';

let catalogue = [];
const loaded = {};

/** The /api/games entries, as the lobby loaded them. */
export function setCatalogue(list) { catalogue = list || []; }

function uiInfo(name) {
  const entry = catalogue.find((g) => g.name === name);
  return (entry && entry.ui) || null;
}

function addStyle(href) {
  if (document.querySelector(`link[data-game-css="${CSS.escape(href)}"]`)) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  document.head.lastElementChild.dataset.gameCss = href;
}

/** The game's UI: its own module over the generic parts, its CSS loaded, its pack. */
export async function loadGameUi(name) {
  if (loaded[name]) return loaded[name];
  const info = uiInfo(name);
  let own = {};
  if (info) {
    for (const href of info.css || []) addStyle(`/static/${href}`);
    own = await import(`/static/${info.script}`);
  }
  const ui = { ...generic, ...own };
  if (info && info.pack) ui.pack = info.pack;
  loaded[name] = ui;
  return ui;
}
