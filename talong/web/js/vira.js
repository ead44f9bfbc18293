// Vira's parts of the table (the interface is in generic.js): suit classes,
// roles, the second pack, the contract line and the bid table. All from the
// view and the legal actions: no rules here.
import { h, cardEl, backEl } from './dom.js';
import { PACKS } from './cards.js';
import { t, pick, getLang } from './i18n.js';

const QUAL = { '': '', 'färg': 'färg', 'högsta-färg': 'högsta färg' };

export function suitClass(view, suit) {
  const trump = view.contract && view.contract.trump;
  if (trump === suit) return `${t('ui.trump').toLowerCase()} · ${view.hogsta_farg === suit ? 'högsta färg' : view.farg === suit ? 'färg' : 'ofärg'}`;
  if (trump) return '';
  if (view.hogsta_farg === suit) return 'högsta färg';
  if (view.farg === suit) return 'färg';
  if ((view.ofarg || []).includes(suit)) return 'ofärg';
  return '';
}

/** Suits in hand order: högsta färg, färg, then the ofärger. */
export function suitOrder(view) {
  if (!view.hogsta_farg) return PACKS['french-52'].order;
  const order = [view.hogsta_farg, view.farg, ...(view.ofarg || [])];
  const trump = view.contract && view.contract.trump;
  return trump ? [trump, ...order.filter((s) => s !== trump)] : order;
}

const N = (x) => (typeof x === 'number' ? x : Number.NaN);

/** The step's instruction with its counts (docs/vira-actions.md, the steps table). */
export function instruction(payload, selected) {
  const view = payload.view;
  const legal = new Set(payload.legal_actions);
  const c = view.contract || {};
  const hand = (view.hand || []).length + (view.pending || []).length;
  const T = (key, params = {}) => t(`vira.step.${key}`, { selected: t('ui.selected', { count: selected }), ...params });
  switch (view.step) {
    case 'bidding':
      if (!legal.has('pass')) return T('forhandMustBid');
      if (view.highest_bid && view.highest_bid.bid === 'gök') return T('gok');
      return T('bid');
    case 'level': return T('level');
    case 'keep': {
      const kept = (view.kept || []).length;
      const want = N(c.level);
      return Number.isNaN(want) ? T('keepAny', { kept }) : T('keep', { count: want, kept });
    }
    case 'choose': return T('choose', { count: hand - 13 });
    case 'buy': {
      const min = (view.turned_now || []).length;
      const exact = c.kind === 'köpmisär' && !legal.has('buy') ? N(c.level) : Number.NaN;
      if (!Number.isNaN(exact)) return T('buyExact', { count: exact });
      return min ? T('buyAtLeast', { count: min }) : T('buy');
    }
    case 'opp': return T('opp', { count: view.talong_size });
    case 'trump': return c.qualifier ? T('trumpQualified', { qualifier: c.qualifier }) : T('trump');
    case 'decide': return legal.has('omköp') ? T('decideOmkop') : T('decide');
    case 'highlow': return T('highlow');
    case 'misar': return T('misar');
    case 'aces': return T('aces');
    case 'play': return T('play');
    default: return null;
  }
}

/** How many cards the discard box needs (from the view: the engine still checks). */
export function selectionLimits(payload) {
  const view = payload.view;
  const c = view.contract || {};
  const legal = new Set(payload.legal_actions);
  const hand = (view.hand || []).length + (view.pending || []).length;
  if (view.step === 'choose' && hand > 13) return { min: hand - 13, max: hand - 13 };
  if (view.step === 'opp') return { min: 0, max: view.talong_size ?? Infinity };
  if (view.step === 'buy') {
    if (c.kind === 'köpmisär' && !legal.has('buy') && typeof c.level === 'number') return { min: c.level, max: c.level };
    return { min: Math.max(legal.has('buy') ? 0 : 1, (view.turned_now || []).length), max: view.talong_size ?? Infinity };
  }
  return { min: 1, max: Infinity };
}

export function roleText(view, seat) {
  const roles = view.roles || {};
  const role = roles[seat] ?? roles[String(seat)];
  if (!role) return '';
  const parts = [role === 'sitter' ? t('ui.sittingOut') : role];
  if (view.dealer === seat) parts.push('giv');
  return parts.join(' · ');
}

export function suitName(code) {
  const symbol = { C: '♣', D: '♦', H: '♥', S: '♠' }[code];
  return symbol ? `${t(`vira.suit.${code}`)} ${symbol}` : code;
}

export function contractLine(view, seatName) {
  const c = view.contract;
  if (!c) return null;
  const bits = [c.name];
  if (c.qualifier) bits.push(`i ${c.qualifier}`);
  if (c.unspecified) bits.push(`(${c.unspecified})`);
  const out = [h('strong', {}, bits.join(' ')), ` · ${t('ui.declarer')}: ${seatName(c.declarer)}`];
  if (c.trump) out.push(` · ${t('ui.trump')}: `, h('span', { class: `suit suit-${c.trump}` }, suitName(c.trump)));
  else if (c.low) out.push(` · ${t('ui.noTrump')}`);
  if (c.tricks_needed) out.push(` · ${t('ui.tricks_count', { count: c.tricks_needed })}`);
  const tricks = view.tricks || {};
  if (c.declarer !== null && c.declarer !== undefined && view.tricks_played && view.tricks_played.length) {
    // tricks per side: the declarer against the two opponents together
    const own = tricks[c.declarer] ?? tricks[String(c.declarer)] ?? 0;
    const theirs = (c.opponents || []).reduce((sum, s) => sum + (tricks[s] ?? tricks[String(s)] ?? 0), 0);
    out.push(h('br'), t('vira.ui.tricksSides', { own, theirs }));
  }
  if (c.omkop) out.push(' · omköp');
  if (c.laid) out.push(` · ${t('vira.ui.laid')}`);
  return h('p', { class: 'contract' }, out);
}

function bidButton(action, text, legal, send) {
  const ok = legal.has(action);
  return h('button', { type: 'button', class: 'bid', disabled: !ok, 'data-action': ok ? action : null,
    title: action, onclick: ok ? () => send([action]) : null }, text);
}

/** Bids and pass are offered by the bid table. */
export function covers(payload, action) {
  return payload.view.phase === 'bidding' && (action === 'pass' || action.startsWith('bid '));
}

/** The second pack with its bottom card (högsta färg), the talong and the cards turned up from it. */
export function centreExtras(view) {
  if (!view.bottom_card) return null;
  const turned = [...(view.turned_up || [])];
  for (const c of view.turned_now || []) if (!turned.includes(c)) turned.push(c);
  return [h('div', { class: 'packs' },
    h('figure', { class: 'second-pack' }, cardEl(view.bottom_card, { extra: 'small' }),
      h('figcaption', {}, `${t('ui.secondPack')}: `, h('strong', {}, `högsta färg ${suitName(view.hogsta_farg)}`))),
    view.talong_size ? h('figure', { class: 'talong' }, backEl('small'), h('figcaption', {}, `${t('ui.talong')}: ${view.talong_size}`)) : null),
  turned.length ? h('div', { class: 'turned' }, h('span', { class: 'muted' }, `${t('vira.ui.turnedUp')}: `),
    turned.map((c) => cardEl(c, { extra: 'small' }))) : null];
}

export function seatMeta(view, seat) {
  const bought = (view.bought || {})[seat] ?? (view.bought || {})[String(seat)];
  return bought ? [t('vira.ui.bought', { n: bought })] : [];
}

export function extraRows(view) {
  return (view.pending || []).length ? [{ cards: view.pending, label: t('ui.talong') }] : [];
}

export function handExtras(view) {
  const kept = view.kept || [];
  const discards = view.discards || [];
  if (!kept.length && !discards.length) return null;
  return h('div', { class: 'own-discards' },
    kept.length ? [h('span', { class: 'muted' }, `${t('vira.ui.kept')}: `), kept.map((c) => cardEl(c, { extra: 'tiny' }))] : null,
    discards.length ? [h('span', { class: 'muted' }, ` ${t('vira.ui.yourDiscards')}: `), discards.map((c) => cardEl(c, { extra: 'tiny' }))] : null);
}

/** A buy ends the batch of discards it takes cards for. */
export function batchEnd(payload) {
  return payload.legal_actions.includes('buy') ? 'buy' : null;
}

// Which bid families the player unfolded (null: the family of the first legal bid).
let unfolded = null;
let unfoldedFor = null;

/** The bid table: every bid with its pin columns, folded by bid family; only legal bids enabled. */
export function panel(payload, tables, send) {
  if (payload.phase !== 'play' || payload.view.phase !== 'bidding' || !payload.legal_actions.length) return null;
  const legal = new Set(payload.legal_actions);
  const view = payload.view;
  const top = view.highest_bid;
  const families = [];
  for (const b of tables.bids || []) {
    let fam = families.find((f) => f.name === b.family);
    if (!fam) families.push(fam = { name: b.family, rows: [], legal: 0 });
    const anyLegal = ['', ' färg', ' högsta-färg'].some((q) => legal.has(`bid ${b.key}${q}`));
    if (anyLegal) fam.legal += 1;
    fam.rows.push(bidRow(b, anyLegal, top, legal, send, payload.party));
  }
  const key = `${payload.party}:${payload.deal}`;
  if (unfoldedFor !== key) { unfolded = null; unfoldedFor = key; }
  const first = families.find((f) => f.legal);
  const open = unfolded || new Set(first ? [first.name] : []);
  const unspec = unspecifiedButtons(tables, legal, payload, send);
  return h('section', { class: 'bidding', 'aria-label': t('ui.bidding') },
    h('div', { class: 'bid-head' }, h('h3', {}, t('ui.bidding')),
      legal.has('pass') ? h('button', { type: 'button', class: 'pass primary', 'data-action': 'pass', onclick: () => send(['pass']) }, t('ui.pass')) : null),
    top ? h('p', { class: 'muted' }, `${t('vira.ui.highestBid')}: ${top.name}${top.qualifier ? ` i ${top.qualifier}` : ''}${top.i_forhand ? ' i förhand' : ''}`) : null,
    unspec.length ? h('details', { class: 'unspecified' }, h('summary', {}, `${t('vira.ui.unspecifiedBids')} (${unspec.length})`), unspec) : null,
    h('p', { class: 'bid-legend muted' }, `${t('ui.pins')}: ofärg / färg / högsta färg`),
    h('div', { class: 'bid-table-wrap' }, families.map((f) => {
      const details = h('details', { class: `bid-family ${f.legal ? 'has-legal' : 'none-legal'}`, open: open.has(f.name), 'data-family': f.name },
        h('summary', {}, h('strong', {}, f.name), ' ', h('span', { class: 'muted' },
          f.legal ? t('vira.ui.possibleBids', { count: f.legal }) : t('vira.ui.noPossibleBid'))),
        h('table', { class: 'bid-table' }, h('tbody', {}, f.rows)));
      details.addEventListener('toggle', () => {
        unfolded = new Set(open);
        if (details.open) unfolded.add(f.name); else unfolded.delete(f.name);
      });
      return details;
    })));
}

function bidRow(b, anyLegal, top, legal, send, party) {
  const free = b.free_trump;  // from the engine's bid table
  const pins = b.pins.length === 3 ? b.pins.join('\u2009/\u2009') : String(b.pins[0]);   // thin spaces: one line in the side panel
  return h('tr', { class: `${anyLegal ? 'open' : 'closed'} ${top && top.bid === b.key ? 'top' : ''}` },
    h('td', { class: 'num' }, String(b.number)),
    h('td', {}, h('a', { href: `#/game/vira/rules/bid-${b.key}?party=${party}` }, b.name)),
    h('td', { class: 'num pins' }, pins),
    h('td', { class: 'quals' },
      bidButton(`bid ${b.key}`, free ? 'ofärg' : t('ui.bid'), legal, send),
      free ? bidButton(`bid ${b.key} färg`, 'färg', legal, send) : null,
      free ? bidButton(`bid ${b.key} högsta-färg`, 'högsta', legal, send) : null));
}

function unspecifiedButtons(tables, legal, payload, send) {
  const out = [];
  for (const name of tables.unspecified || []) {
    for (const key of [name, `högre-${name}`]) {
      for (const q of ['', 'färg', 'högsta-färg']) {
        const action = `bid ${key}${q ? ` ${q}` : ''}`;
        if (legal.has(action)) {
          const label = (payload.labels[action] && payload.labels[action][getLang()]) || action;
          out.push(bidButton(action, label.replace(/^(bjuder|bids) /, ''), legal, send));
        }
      }
    }
  }
  return out;
}

export function sheetUnit() { return 'pinnar'; }

// Units of settlement amounts: game terms, singular and plural, the same in both languages.
const UNITS = { bet: ['bet', 'betar'], pinne: ['pinne', 'pinnar'], rund: ['rund', 'runda'] };

export function unitName(unit, amount) {
  const names = UNITS[unit];
  return names ? names[Math.abs(amount) === 1 ? 0 : 1] : unit;
}

const signedBetar = (n) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)} ${unitName('bet', n)}`;

export function resultExtra(result) {
  // the deal's change of the pulla; the standings show what the pulla holds
  return result.pulla !== undefined ? h('p', { class: 'muted' }, t('vira.ui.pullaChange', { betar: signedBetar(result.pulla) })) : null;
}

/** The pulla until it is shared, and the party's own events: the hjärterlott and every åla. */
export function standingsExtra(standings) {
  const events = (standings.lines || []).filter((l) => l.kind === 'hjärterlott' || l.kind === 'åla');
  const worth = standings.marker_pinnar;
  return [
    // the betar, runda and pinnar columns break the total down into markers, as a club keeps score
    worth ? h('p', { class: 'muted markers-note' }, t('vira.ui.markersNote', { runda: worth.bet / worth.rund, pinnar: worth.bet })) : null,
    standings.pulla === undefined || standings.shared ? null
      : h('p', { class: 'muted' }, `${t('ui.pulla')}: ${standings.pulla} ${unitName('bet', standings.pulla)}`),
    events.length ? h('details', { class: 'party-events' }, h('summary', {}, t('vira.ui.partyEvents')),
      h('ol', {}, events.map((l) => h('li', {}, pick(l))))) : null,
  ];
}

/** Borup, the party's last deal, named where it is played. */
export function centreNotes(payload) {
  const s = payload.standings || {};
  if (payload.phase !== 'play' || !s.total_deals || payload.deal !== s.total_deals) return [];
  return [t('vira.ui.borup')];
}
