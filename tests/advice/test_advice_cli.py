"""Hints and reviews at the command line (issue 12 item 4: "the review is in
the web table, in the terminal, and in `talong analyse` for records"):
`talong play` answers `tips` with the hint from the person's own view and
reviews each deal; `talong analyse RECORD.json` reviews talong records of
every game, while bridge's PBN files still get the double-dummy table."""
from __future__ import annotations

import io
import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from talong import cli

GAMES = ["vira", "schafkopf", "bridge", "koenigrufen"]


def _args(**kw):
    base = {"players": None, "deals": 1, "seed": 8, "ai": "basic", "lang": "en", "option": None, "review": True}
    base.update(kw)
    return SimpleNamespace(**base)


def test_tips_in_the_terminal_and_the_review_after_the_deal():
    out = io.StringIO()
    # Schafkopf seed 8: the person passes; at each card turn asks for a tip, then plays the first card
    stdin = io.StringIO("pass\n" + "tips\n1\n" * 8 + "\n")
    assert cli.play("schafkopf", _args(), stdin=stdin, out=out) == 0
    text = out.getvalue()
    tips = re.findall(r"^  Tip: (.+)$", text, re.M)
    assert tips and all("sampled layouts" in t or "only legal" in t or "equally good" in t for t in tips[1:])
    assert "  (type tips for a tip)" in text
    after = text.split("== Review of the deal ==")[1]
    assert "decisions reviewed (sampled layouts solved double dummy)" in after or "No card decisions" in after


def test_no_review_when_asked_not_to():
    out = io.StringIO()
    assert cli.play("schafkopf", _args(review=False), stdin=io.StringIO("pass\n" + "1\n" * 8 + "\n"), out=out) == 0
    assert "decisions reviewed" not in out.getvalue()


@pytest.mark.parametrize("game", GAMES)
def test_analyse_reviews_a_talong_record_of_every_game(game, tmp_path, capsys):
    record = tmp_path / f"{game}.json"
    length = ["--option", "rounds=1"] if game == "koenigrufen" else ["--deals", "1"]   # Königrufen: whole rounds
    assert cli.main(["selfplay", game, *length, "--seed", "4", "--ai", "basic", "--record", str(record)]) == 0
    capsys.readouterr()
    assert cli.main(["analyse", str(record), "--deal", "1", "--json"]) == 0
    every = json.loads(capsys.readouterr().out)["reviews"]
    seat = next(r["seat"] for r in every if r["decisions"])   # a seat that chose among cards
    assert cli.main(["analyse", str(record), "--deal", "1", "--seat", str(seat), "--lang", "en", "--every"]) == 0
    text = capsys.readouterr().out
    assert f"== Deal 1, seat {seat + 1} ==" in text
    assert "decisions reviewed" in text and text.count(" cost ") >= 1
    assert cli.main(["analyse", str(record), "--deal", "1", "--seat", str(seat), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    [r] = data["reviews"]
    assert data["game"] == game and r["deal"] == 1 and r["seat"] == seat
    for d in r["decisions"]:
        assert d["cost"] >= 0 and d["best_value"] - d["value"] == pytest.approx(d["cost"], abs=0.011)
    if game == "bridge":
        assert r["method"]["en"].startswith("double dummy")


def test_analyse_still_reads_a_bridge_pbn_file(tmp_path, capsys):
    pbn = Path(__file__).parent.parent / "bridge" / "data" / "club_evening.pbn"
    assert cli.main(["analyse", str(pbn)]) == 0
    assert "Par:" in capsys.readouterr().out


def test_analyse_refuses_a_record_that_is_not_one(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "nothing"}')
    assert cli.main(["analyse", str(bad)]) == 2
    assert "talong:" in capsys.readouterr().err
