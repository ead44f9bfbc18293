// The "Fullständiga regler" tab: the rules page of the game in the UI's
// language (talong/web/rules/<game>.<lang>.html) and its glossary.
import { h } from './dom.js';
import { t, getLang } from './i18n.js';

async function fetchText(url) {
  const res = await fetch(url);
  return res.ok ? res.text() : null;
}

export async function rulesTab(container, game, anchor) {
  const lang = getLang();
  const html = (await fetchText(`/static/rules/${game}.${lang}.html`)) ?? (await fetchText(`/static/rules/${game}.sv.html`));
  if (html === null) {
    container.replaceChildren(h('p', {}, t('rulesMissing')));
    return;
  }
  // Our own static page: keep its body only, drop any scripts.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script').forEach((s) => s.remove());
  const article = h('article', { class: 'rules-text', html: doc.body.innerHTML });
  container.replaceChildren(article);
  const glossaryText = await fetchText('/static/rules/glossary.json');
  if (glossaryText) {
    try {
      const glossary = JSON.parse(glossaryText);
      const entries = Array.isArray(glossary) ? glossary : Object.entries(glossary).map(([term, v]) => ({ term, ...(typeof v === 'object' ? v : { sv: v }) }));
      container.append(h('section', { class: 'glossary' }, h('h2', {}, t('glossary')),
        h('dl', {}, entries.filter((e) => !e.game || e.game === game).map((e) => [
          h('dt', { id: e.id ? `term-${e.id}` : null }, e.term || e.name || ''),
          h('dd', {}, (e[lang] && (e[lang].definition || e[lang])) || e[`definition_${lang}`] || e.definition || e.sv || ''),
        ]))));
    } catch { /* a malformed glossary is left out; the rules still show */ }
  }
  if (anchor) {
    const target = container.querySelector(`#${CSS.escape(anchor)}`);
    if (target) { target.scrollIntoView({ block: 'start' }); target.classList.add('highlight'); }
  }
}
