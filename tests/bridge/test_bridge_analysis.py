"""Double-dummy analysis and par through DDS (SPEC.md "Contract bridge:
decisions": an existing solver made for the field). Par scores follow Law 77;
the opening lead is by declarer's left-hand opponent (Law 41A).
"""
from __future__ import annotations

import io
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from talong.core.cards import FRENCH_52
from talong.core.engine import RecordError
from talong.games.bridge import commands
from talong.games.bridge.analysis import dd_table, dd_tables, par
from talong.games.bridge.boards import side_vulnerable
from talong.games.bridge.scoring import score

DATA = Path(__file__).parent / "data"
RANKS = "AKQJT98765432"


def suits_deal(owners: dict[str, str], dealer="N", vulnerable="None"):
    """Each seat holds one whole suit: owners maps seat -> suit."""
    return {"board": 1, "dealer": dealer, "vulnerable": vulnerable,
            "hands": {seat: [suit + r for r in RANKS] for seat, suit in owners.items()}}


def test_dd_table_one_suit_per_hand_known_by_construction():
    """Law 41A / 44E: with a whole suit in each hand, a side in its own trump
    suit takes all 13 (it ruffs the lead and draws trumps); in the opponents'
    suit or in notrump (the opening leader runs a 13-card suit) it takes none."""
    table = dd_table(suits_deal({"W": "S", "N": "H", "E": "D", "S": "C"}))
    for seat in "NS":
        assert table[seat] == {"C": 13, "D": 0, "H": 13, "S": 0, "N": 0}
    for seat in "EW":
        assert table[seat] == {"C": 0, "D": 13, "H": 0, "S": 13, "N": 0}


def test_par_one_suit_per_hand():
    """Law 77 par: both sides make a grand slam, EW's spades outrank NS's hearts;
    NS's only higher call is 7NT doubled, 13 down, dearer than 7S= (1510 NV)."""
    result = par(suits_deal({"W": "S", "N": "H", "E": "D", "S": "C"}))
    assert result["score_ns"] == -1510
    assert {(c["contract"], c["declarer"]) for c in result["contracts"]} == {("7S", "E"), ("7S", "W")}
    assert dd_tables([suits_deal({"W": "S", "N": "H", "E": "D", "S": "C"})])[0]["W"]["S"] == 13
    mirrored = par(suits_deal({"N": "S", "E": "H", "S": "D", "W": "C"}, vulnerable="NS"))
    assert mirrored["score_ns"] == 2210  # 7S= vulnerable: 210 + 500 + 1500


def test_par_is_the_law77_score_of_the_par_contract():
    """Par score = Law 77 score of each par contract at its double-dummy result."""
    rng = random.Random(7)
    for number in range(1, 4):
        cards = FRENCH_52.shuffled(rng)
        deal = {"board": number, "dealer": "NESW"[(number - 1) % 4],
                "vulnerable": ("None", "NS", "EW", "All")[number % 4],
                "hands": {seat: FRENCH_52.names(sum(1 << c for c in cards[i * 13:(i + 1) * 13]))
                          for i, seat in enumerate("NESW")}}
        table = dd_table(deal)
        result = par(deal)
        for c in result["contracts"]:
            level, strain, doubled = int(c["contract"][0]), c["contract"][1], c["contract"].count("X")
            seat = "NESW".index(c["declarer"])
            assert table[c["declarer"]][strain] == level + 6 + c["result"]
            value = score(level, strain, doubled, side_vulnerable(deal["vulnerable"], seat), level + 6 + c["result"])
            assert (value if seat % 2 == 0 else -value) == result["score_ns"]


def test_bad_deal_is_refused():
    """Law 6B: four hands of 13 cards, each card once."""
    deal = suits_deal({"W": "S", "N": "H", "E": "D", "S": "C"})
    deal["hands"]["N"] = deal["hands"]["W"]
    with pytest.raises(RecordError, match="Law 6B"):
        dd_table(deal)


def test_analyse_command_prints_table_and_par():
    """`talong analyse FILE.pbn`: a table per board and the par line."""
    out = io.StringIO()
    assert commands.analyse(SimpleNamespace(file=str(DATA / "features.pbn")), out=out) == 0
    text = out.getvalue()
    assert text.count("Bricka / Board") == 3
    assert "Par: NS -1510  (7S= E, 7S= W)" in text
    assert "  N   0   0  13   0  13" in text


def test_analyse_json_gives_tables_and_par(capsys):
    """`talong analyse FILE.pbn --json`: per board the double-dummy tricks
    for every declarer and strain and the par (Law 77 score, NS's side)."""
    import json
    from talong.cli import main
    assert main(["analyse", str(DATA / "features.pbn"), "--json"]) == 0
    boards = json.loads(capsys.readouterr().out)
    assert [b["board"] for b in boards] == [7, 8, 9]
    grand = boards[1]
    assert grand["tricks"]["W"]["S"] == 13 and grand["tricks"]["N"]["N"] == 0
    assert grand["par"]["score_ns"] == -1510 and {c["text"] for c in grand["par"]["contracts"]} == {"7S= E", "7S= W"}
    assert set(boards[0]["tricks"]) == set("NESW") and all(set(t) == set("CDHSN") for t in boards[0]["tricks"].values())


def _hex_tricks(value):
    """PBN 4.2 DoubleDummyTricks: 20 hex digits, declarers N S E W, strains NT S H D C."""
    return {seat: dict(zip("NSHDC", (int(ch, 16) for ch in value[i * 5:(i + 1) * 5]))) for i, seat in enumerate("NSEW")}


@pytest.mark.parametrize("name", ["real_realbridge2021.pbn", "real_endplay_sample.pbn"])
def test_dds_agrees_with_the_analysis_in_real_files(name):
    """Our DDS tables and par against the ones the event's own software wrote
    into the file (DoubleDummyTricks and OptimumScore tags): an independent check."""
    from talong.games.bridge.pbn import loads
    checked = 0
    for board in loads((DATA / name).read_text(encoding="utf-8")):
        tags = board["tags"]
        if "DoubleDummyTricks" not in tags:
            continue
        assert dd_table(board["deal"]) == _hex_tricks(tags["DoubleDummyTricks"])
        side, points = tags["OptimumScore"].split()
        assert par(board["deal"])["score_ns"] == (int(points) if side == "NS" else -int(points))
        checked += 1
    assert checked >= 2


def test_analyse_takes_each_deal_once():
    """A board played at six tables (the same deal six times) is analysed once."""
    from talong.games.bridge.commands import analysis_json
    boards = analysis_json((DATA / "real_realbridge2021.pbn").read_text(encoding="utf-8"))
    assert [b["board"] for b in boards] == [11] and boards[0]["par"]["score_ns"] == 90
    assert [b["board"] for b in analysis_json((DATA / "real_eyc1998_vienna.pbn").read_text(encoding="utf-8"))] \
        == [1, 2, 3, 4]
