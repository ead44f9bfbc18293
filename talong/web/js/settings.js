// Site controls as on the reference page: language, contrast, grain and
// colour temperature (0-100 %, default 50 %), remembered in localStorage.
import { getLang, setLang, languages, languageName } from './i18n.js';

const SLIDERS = ['contrast', 'grain', 'temperature'];

function apply(name, value) {
  const v = Number(value);
  const root = document.documentElement.style;
  if (name === 'contrast') root.setProperty('--contrast', String(0.7 + (v / 100) * 0.6));
  if (name === 'grain') root.setProperty('--grain', String((v / 100) * 0.22));
  if (name === 'temperature') {
    // below 50 %: cooler (blue tint), above: warmer (amber tint)
    const warm = v >= 50;
    root.setProperty('--tint', warm ? '255, 160, 60' : '90, 150, 255');
    root.setProperty('--tint-alpha', String((Math.abs(v - 50) / 50) * 0.16));
  }
  const out = document.querySelector(`output[for="${name}"]`);
  if (out) out.textContent = `${v}%`;
}

export function initSettings(onLanguage) {
  const select = document.getElementById('lang');
  // One option per catalogue the server has: a new language needs no UI change.
  select.replaceChildren(...languages().map((code) => new Option(languageName(code), code)));
  select.value = getLang();
  document.documentElement.lang = getLang();
  select.addEventListener('change', () => { setLang(select.value); onLanguage(); });
  const hold = document.getElementById('trick-hold');
  hold.value = localStorage.getItem('talong.trickHold') ?? '1000';
  hold.addEventListener('change', () => localStorage.setItem('talong.trickHold', hold.value));
  // On a phone the controls fold behind one button.
  const toggle = document.getElementById('settings-toggle');
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    document.querySelector('header.site').classList.toggle('open', open);
  });
  for (const name of SLIDERS) {
    const input = document.getElementById(name);
    const stored = localStorage.getItem(`talong.${name}`);
    input.value = stored === null ? '50' : stored;
    apply(name, input.value);
    input.addEventListener('input', () => {
      localStorage.setItem(`talong.${name}`, input.value);
      apply(name, input.value);
    });
  }
}
