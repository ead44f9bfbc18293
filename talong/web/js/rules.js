// The "Fullständiga regler" tab: the rules page of the game in the UI's
// language, glossary included. The server renders it from the game's template
// and the catalogues (GET /api/rules/<game>/<lang>, talong/core/rules_page.py).
import { h } from './dom.js';
import { t, getLang } from './i18n.js';

async function fetchText(url) {
  const res = await fetch(url);
  return res.ok ? res.text() : null;
}

export async function rulesTab(container, game, anchor) {
  const lang = getLang();
  const html = (await fetchText(`/api/rules/${game}/${lang}`)) ?? (await fetchText(`/api/rules/${game}/en`));
  if (html === null) {
    container.replaceChildren(h('p', {}, t('ui.rulesMissing')));
    return;
  }
  // Our own page: keep its body only, drop any scripts.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script').forEach((s) => s.remove());
  const article = h('article', { class: 'rules-text', html: doc.body.innerHTML });
  container.replaceChildren(article);
  // In-page links (#term-..., #bid-...) scroll within the tab instead of changing the route.
  article.addEventListener('click', (event) => {
    const link = event.target.closest('a[href^="#"]');
    if (!link || link.getAttribute('href').startsWith('#/')) return;
    event.preventDefault();
    jump(container, decodeURIComponent(link.getAttribute('href').slice(1)));
  });
  if (anchor) jump(container, anchor);
}

function jump(container, id) {
  const target = container.querySelector(`#${CSS.escape(id)}`);
  if (!target) return;
  container.querySelectorAll('.highlight').forEach((el) => el.classList.remove('highlight'));
  target.scrollIntoView({ block: 'start' });
  target.classList.add('highlight');
}
