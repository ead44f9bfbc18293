"""Issue 9: "every refusal says why in the player's language", with a link to
the rule. The table's "Läs regeln" link goes to the rules page's section for
the step the player is in: each game's `ruleAnchor` (its UI module over
generic.js), run under node, names a section the served rules page has, for
every phase a seat's view can be in."""
from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from talong.games import available_games, get_game

from test_rules_pages import parse

JS = Path(__file__).resolve().parents[2] / "talong" / "web"
NODE = shutil.which("node")
SCRIPT = """
const [generic, own, cases] = JSON.parse(require('fs').readFileSync(0, 'utf8'));
globalThis.localStorage = { getItem: () => null, setItem: () => {} };
globalThis.document = { documentElement: {} };
const catalogue = { lang: 'en', plural: '(n != 1)', num_plurals: 2, messages: {} };
globalThis.fetch = async () => ({ json: async () => ({ languages: ['en'], catalogues: { en: catalogue } }) });
Promise.all([import(generic), import(own)]).then(([g, o]) => {
  const ui = { ...g, ...o };
  console.log(JSON.stringify(cases.map(([game, phase]) => ui.ruleAnchor({ game }, phase))));
});
"""


def phases(name: str) -> set[str]:
    """Every phase a seat's view shows over a few random deals, to the end."""
    game, seen = get_game(name), set()
    for seed in range(6):
        state, rng = game.deal({}, seed=seed), random.Random(seed)
        while not state.is_terminal():
            seen.add(state.view(state.to_move())["phase"])
            state = state.apply(rng.choice(state.legal_actions()))
        seen.add(state.view(0)["phase"])
    return seen


@pytest.mark.skipif(NODE is None, reason="needs node")
@pytest.mark.parametrize("name", available_games())
def test_the_rule_link_of_every_phase_names_a_section_of_the_rules_page(name, client):
    ui = get_game(name).info.ui
    cases = [[name, phase] for phase in sorted(phases(name))]
    run = subprocess.run([NODE, "-e", SCRIPT], input=json.dumps([(JS / "js" / "generic.js").as_uri(),
                                                                 (JS / ui["script"]).as_uri(), cases]),
                         capture_output=True, text=True, timeout=60, check=True)
    anchors = dict(zip((phase for _, phase in cases), json.loads(run.stdout)))
    ids = set(parse(client.get(f"/api/rules/{name}/sv").text).ids)
    assert {phase: anchor for phase, anchor in anchors.items() if anchor not in ids} == {}
