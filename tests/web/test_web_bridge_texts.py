"""The bridge table's board review (talong/web/js/bridge.js) for a real
settled board, rendered under node with a minimal DOM stand-in and the
catalogues as GET /api/i18n serves them: each result (this table, the other
table, the IMPs) is on its own line, with a true minus in the signed numbers."""
from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from talong import i18n
from talong.core.engine import make_party
from talong.games.bridge import GAME

from node_dom import node_stub

JS = Path(__file__).resolve().parents[2] / "talong" / "web" / "js"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs node")

SCRIPT = "const [payload, board] = JSON.parse(require('fs').readFileSync(0, 'utf8'));" + node_stub("") + r"""
Promise.all([import(process.argv[1]), import(process.argv[2])]).then(([i18n, bridge]) => {
  const find = (n, cls) => (!n || n.tag === '#text' ? null
    : n.className.split(' ').includes(cls) ? n : n.children.map((c) => find(c, cls)).find(Boolean) || null);
  const out = {};
  for (const lang of i18n.languages()) {
    i18n.setLang(lang);
    const results = find(bridge.panel(board), 'review-results');
    out[lang] = results.children.map((c) => (c.tag === '#text' ? { text: c.text } : { tag: c.tag, text: c.textContent }));
  }
  console.log(JSON.stringify(out));
});
"""


def settled_board(seed: int):
    """A party's first board played out at both tables (random legal
    actions), settled: its result carries the other table and the review."""
    party = make_party(GAME, {}, seed)
    rng = random.Random(seed)

    def played(state):
        while not state.is_terminal():
            state = state.apply(rng.choice(state.legal_actions()))
        return state
    start = party.next_deal()
    here = played(start)
    other = played(party.companion_start(1, 0, start))
    result = party.finish_deal(here, [other])
    return {"party": f"p{seed}", "deal": 1, "phase": "settlement", "view": here.view(2), "result": result,
            "standings": party.standings(), "legal_actions": []}


def render(board: dict) -> dict[str, list[dict]]:
    payload = {"languages": i18n.languages(), "catalogues": {lang: i18n.exported(lang) for lang in i18n.languages()}}
    run = subprocess.run([NODE, "-e", SCRIPT, (JS / "i18n.js").as_uri(), (JS / "bridge.js").as_uri()],
                         input=json.dumps([payload, board]), capture_output=True, text=True, timeout=60, check=True)
    return json.loads(run.stdout)


def test_the_board_reviews_results_are_one_a_line():
    """The review's results are three lines (a line break between them, no
    run of " · "): this table's result, the other table's, the IMPs."""
    for seed in range(1, 30):
        board = settled_board(seed)
        if board["standings"]["boards"][0]["imps_ns"] < 0:
            break
    line = board["standings"]["boards"][0]
    out = render(board)
    for lang in ("sv", "en"):
        parts = out[lang]
        assert [p.get("tag") for p in parts] == ["span", "br", "span", "br", "span"], parts
        assert not any("·" in p["text"] for p in parts), parts
        texts = [p["text"] for p in parts if p.get("tag") == "span"]
        assert texts[2] == f"NS \u2212{-line['imps_ns']} IMP", texts
        assert texts[0].startswith(i18n.t(lang, "bridge.ui.here")) and texts[1].startswith(i18n.t(lang, "bridge.ui.there"))


RECORDS = "const [payload, board] = JSON.parse(require('fs').readFileSync(0, 'utf8'));" + node_stub("") + r"""
Promise.all([import(process.argv[1]), import(process.argv[2])]).then(([i18n, bridge]) => {
  const all = (n, cls) => (!n || n.tag === '#text' ? []
    : [...(n.className.split(' ').includes(cls) ? [n] : []), ...n.children.flatMap((c) => all(c, cls))]);
  const felt = bridge.felt(board, { rerender() {}, send() {}, seatName: (s) => `S${s}`, tables: {} });
  const suits = (record) => all(record, 'strain').map((s) => s.className.split(' ').find((c) => c.startsWith('strain-')).slice(7));
  console.log(JSON.stringify(all(felt, 'hand-record').map(suits)));
});
"""


def test_the_hands_after_the_board_are_diagrams_in_the_fixed_suit_order():
    """Bridge diagrams (BBO, every bulletin) list spades, hearts, diamonds,
    clubs whatever the contract; on the table the hands sort trumps first,
    but the four hands shown after the board are diagrams."""
    for seed in range(1, 60):   # a board played in a minor or in hearts: trumps first would show
        board = settled_board(seed)
        contract = board["view"].get("contract") or ""
        if len(contract) > 1 and contract[1] in "HDC":
            break
    payload = {"languages": i18n.languages(), "catalogues": {lang: i18n.exported(lang) for lang in i18n.languages()}}
    run = subprocess.run([NODE, "-e", RECORDS, (JS / "i18n.js").as_uri(), (JS / "bridge.js").as_uri()],
                         input=json.dumps([payload, board]), capture_output=True, text=True, timeout=60, check=True)
    records = json.loads(run.stdout)
    assert len(records) == 4, (contract, records)
    assert all(order == ["S", "H", "D", "C"] for order in records), (contract, records)
