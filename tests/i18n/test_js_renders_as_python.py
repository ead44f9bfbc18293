"""The front end renders the same messages to the same text as Python: real
settlement and party lines of every game, rendered by talong/web/js/i18n.js
under node (with the catalogues as GET /api/i18n serves them) and by
talong.i18n, in every language (docs/i18n.md)."""
from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from talong import i18n
from talong.core.engine import make_party
from talong.games import available_games, get_game

I18N_JS = Path(__file__).resolve().parents[2] / "talong" / "web" / "js" / "i18n.js"
NODE = shutil.which("node")

# node has fetch but no page: stub what i18n.js reads, then render every line.
SCRIPT = """
const [payload, lines] = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const store = {};
globalThis.localStorage = { getItem: (k) => store[k] ?? null, setItem: (k, v) => { store[k] = String(v); } };
globalThis.document = { documentElement: {} };
globalThis.fetch = async () => ({ json: async () => payload });
import(process.argv[1]).then((m) => {
  const out = {};
  for (const lang of m.languages()) { m.setLang(lang); out[lang] = lines.map((l) => m.pick(l)); }
  console.log(JSON.stringify(out));
});
"""


def sample_lines() -> list[dict]:
    """A finished deal's result lines and the party's final lines, per game (random play)."""
    lines: list[dict] = []
    for name in available_games():
        game = get_game(name)
        party = make_party(game, {}, 3)
        rng = random.Random(3)

        def played(state):
            while not state.is_terminal():
                state = state.apply(rng.choice(state.legal_actions()))
            return state
        start = party.next_deal()
        companions = [played(party.companion_start(1, i, start)) for i in range(len(party.companion_tables(1)))]
        result = party.finish_deal(played(start), companions)
        lines += result["lines"] + party.final_settlement()["lines"]
        lines += [line for line in party.standings().get("lines", [])]
    return [line for line in lines if "msg" in line]


@pytest.mark.skipif(NODE is None, reason="needs node")
def test_the_front_end_renders_every_line_as_python_does():
    lines = sample_lines() + [{"msg": i18n.msg("ui.tricks_count", count=n)} for n in (0, 1, 2)]
    assert len(lines) > 20
    payload = {"languages": i18n.languages(),
               "catalogues": {lang: i18n.exported(lang) for lang in i18n.languages()}}
    run = subprocess.run([NODE, "-e", SCRIPT, I18N_JS.as_uri()], input=json.dumps([payload, lines]),
                         capture_output=True, text=True, timeout=60, check=True)
    rendered = json.loads(run.stdout)
    for lang in i18n.languages():
        assert rendered[lang] == [i18n.line_text(line, lang) for line in lines], lang
    assert rendered["en"][-3:] == ["0 tricks", "1 trick", "2 tricks"]


# The front end may not compile a plural rule with `new Function` (the CSP
# allows no eval): its own parser must agree with gettext's on real rules.
PLURAL_SCRIPT = """
const [payload, rules] = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const store = {};
globalThis.localStorage = { getItem: (k) => store[k] ?? null, setItem: (k, v) => { store[k] = String(v); } };
globalThis.document = { documentElement: {} };
globalThis.fetch = async () => ({ json: async () => payload });
import(process.argv[1]).then((m) => {
  console.log(JSON.stringify(rules.map((r) => { const f = m.compilePlural(r); return [...Array(230).keys()].map(f); })));
});
"""

PLURAL_RULES = [
    "(n != 1)",                                   # Swedish, English, German
    "(n > 1)",                                    # French
    "0",                                          # Japanese
    "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",              # Polish
    "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",  # Russian
    "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)",    # Arabic
    "(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3)",                     # Slovenian
    "(!(n == 1))",
]


@pytest.mark.skipif(NODE is None, reason="needs node")
def test_the_front_end_reads_plural_rules_as_gettext_does():
    """docs/i18n.md: one catalogue per language, with its gettext Plural-Forms
    rule; the browser evaluates it without eval, exactly as gettext does."""
    import gettext
    payload = {"languages": i18n.languages(),
               "catalogues": {lang: i18n.exported(lang) for lang in i18n.languages()}}
    run = subprocess.run([NODE, "-e", PLURAL_SCRIPT, I18N_JS.as_uri()], input=json.dumps([payload, PLURAL_RULES]),
                         capture_output=True, text=True, timeout=60, check=True)
    got = json.loads(run.stdout)
    for rule, forms in zip(PLURAL_RULES, got):
        expected = gettext.c2py(rule)
        assert forms == [int(expected(n)) for n in range(230)], rule
