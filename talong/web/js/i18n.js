// The UI's text comes from the server's message catalogues (GET /api/i18n):
// the same gettext catalogues, message ids and plural rules the Python side
// renders with (talong/i18n, docs/i18n.md). Game terms (förhand, talong,
// pulla, betar, pinnar, omköp, Rufer...) stay in the game's own language in both.

const loaded = await fetch('/api/i18n').then((r) => r.json());
const CATALOGUES = loaded.catalogues;
const FALLBACK = 'en';

// gettext Plural-Forms expressions are C expressions over n. They are parsed
// here (not compiled with `new Function`: the Content-Security-Policy allows
// no eval) into a function of n: ?:, || &&, == != < > <= >=, + - * / %, !, ().
export function compilePlural(expr) {
  const tokens = expr.match(/\d+|n|\|\||&&|[=!<>]=|[-+*/%<>!?:()]/g) || [];
  let i = 0;
  const peek = () => tokens[i];
  const take = (tok) => { if (tokens[i] !== tok) throw new Error(`plural rule: expected ${tok} in ${expr}`); i += 1; };
  const BINARY = [['||'], ['&&'], ['==', '!='], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', '%']];
  const APPLY = { '||': (a, b) => (a || b ? 1 : 0), '&&': (a, b) => (a && b ? 1 : 0), '==': (a, b) => +(a === b),
    '!=': (a, b) => +(a !== b), '<': (a, b) => +(a < b), '>': (a, b) => +(a > b), '<=': (a, b) => +(a <= b),
    '>=': (a, b) => +(a >= b), '+': (a, b) => a + b, '-': (a, b) => a - b, '*': (a, b) => a * b,
    '/': (a, b) => Math.trunc(a / b), '%': (a, b) => a % b };
  function ternary() {
    const cond = binary(0);
    if (peek() !== '?') return cond;
    take('?'); const yes = ternary(); take(':'); const no = ternary();
    return (n) => (cond(n) ? yes(n) : no(n));
  }
  function binary(level) {
    if (level === BINARY.length) return unary();
    let left = binary(level + 1);
    while (BINARY[level].includes(peek())) {
      const op = APPLY[tokens[i++]]; const a = left; const b = binary(level + 1);
      left = (n) => op(a(n), b(n));
    }
    return left;
  }
  function unary() {
    const tok = tokens[i++];
    if (tok === '!') { const inner = unary(); return (n) => +!inner(n); }
    if (tok === '-') { const inner = unary(); return (n) => -inner(n); }
    if (tok === '(') { const inner = ternary(); take(')'); return inner; }
    if (tok === 'n') return (n) => n;
    if (/^\d+$/.test(tok || '')) { const k = Number(tok); return () => k; }
    throw new Error(`plural rule: unexpected ${tok} in ${expr}`);
  }
  const fn = ternary();
  if (i !== tokens.length) throw new Error(`plural rule: trailing ${tokens[i]} in ${expr}`);
  return (n) => Number(fn(Math.trunc(n)));
}

for (const cat of Object.values(CATALOGUES)) {
  try { cat.pluralIndex = compilePlural(cat.plural); } catch { cat.pluralIndex = (n) => Number(n !== 1); }
}

/** The languages that have a catalogue, e.g. ['en', 'sv']. */
export function languages() { return loaded.languages; }

/** A language's own name for itself, from its catalogue (the language menu). */
export function languageName(code) { return CATALOGUES[code]?.messages['ui.languageName'] ?? code; }

// Swedish by default: a Nordic card room; the choice is remembered per browser.
const stored = localStorage.getItem('talong.lang');
let lang = stored && CATALOGUES[stored] ? stored : 'sv';

export function getLang() { return lang; }

export function setLang(value) {
  lang = CATALOGUES[value] ? value : 'sv';
  localStorage.setItem('talong.lang', lang);
  document.documentElement.lang = lang;
}

function lookup(id) {
  // A bare key (no namespace) is a shared-UI id: t('lobby') is t('ui.lobby').
  const ids = id.includes('.') ? [id] : [id, `ui.${id}`];
  for (const code of [lang, FALLBACK]) {
    const cat = CATALOGUES[code];
    for (const key of ids) if (cat && cat.messages[key] !== undefined) return [cat, cat.messages[key]];
  }
  return [null, undefined];
}

/** The text of message `id` (or of a message object {id, params}) in the
 *  current language, with {name} parameters filled in; a plural message picks
 *  its form by params.count. An unknown id is shown as itself. */
export function t(id, params = {}) {
  if (id && typeof id === 'object') return t(id.id, id.params || {});
  if (typeof id !== 'string') return '';
  const [cat, text] = lookup(id);
  if (text === undefined) return id;
  const form = Array.isArray(text) ? text[Math.min(cat.pluralIndex(Number(params.count)), text.length - 1)] : text;
  return form.replace(/\{(\w+)\}/g, (all, name) => (params[name] === undefined || params[name] === null ? all : param(params[name])));
}

// A parameter: a message (rendered in the same language), a list of them
// (comma-separated, as talong.i18n does), or a plain value.
function param(value) {
  if (Array.isArray(value)) return value.map(param).join(', ');
  return value && typeof value === 'object' ? t(value) : String(value);
}

/** Whether the current language, or English, has message `id`. */
export function has(id) { return lookup(id)[1] !== undefined; }

/** A refused request's text in the current language: its catalogue message
 *  when the server sent one (an ApiError's msg), else the server's own words. */
export function errorText(err) {
  return err && err.msg ? t(err.msg) : String(err && err.message || err);
}

/** The text of a message object, a line or a bridge call's explanation
 *  {msg: {id, params}, ...}, or a {lang: text} object (the API's Texts fields,
 *  rendered by the server in every language). */
export function pick(obj) {
  if (obj == null) return '';
  if (typeof obj === 'string') return obj;
  if (obj.msg) return t(obj.msg);
  if (typeof obj.id === 'string' && obj.params !== undefined) return t(obj);
  return obj[lang] ?? obj.en ?? '';
}
