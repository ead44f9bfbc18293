// Each game's part of the table behind one interface (see generic.js for the
// names and what they do). table.js talks to games only through `gameUi`.
import * as generic from './generic.js';
import * as vira from './vira.js';
import * as bridge from './bridge.js';
import * as schafkopf from './schafkopf.js';

const GAMES = { vira, schafkopf, bridge };

export function gameUi(name) {
  return { ...generic, ...(GAMES[name] || {}) };
}
