"""Schafkopf through the command line: selfplay, replay and terminal play."""
import io
import json
import re
from types import SimpleNamespace

from talong import cli
from talong.core.engine import make_party
from talong.games.schafkopf import GAME
from talong.games.schafkopf.terminal import settlement_line
from talong.i18n import msg


def test_selfplay_20_deals_and_replay_of_its_record_agree(tmp_path, capsys):
    record = tmp_path / "party.json"
    assert cli.main(["selfplay", "schafkopf", "--deals", "20", "--seed", "1", "--record", str(record)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    deals = [line for line in lines if "deal" in line]
    assert len(deals) == 20 and all(sum(d["returns"]) == 0 for d in deals)
    assert cli.main(["replay", str(record)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert [d["returns"] for d in replayed["deals"]] == [d["returns"] for d in deals]
    assert replayed["standings"] == deals[-1]["standings"]


def test_selfplay_with_the_basic_ai_and_replay(tmp_path, capsys):
    record = tmp_path / "ai.json"
    assert cli.main(["selfplay", "schafkopf", "--deals", "8", "--seed", "2", "--ai", "basic",
                     "--record", str(record)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert cli.main(["replay", str(record)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["standings"]["totals"] == lines[-2]["standings"]["totals"]


def test_replay_rejects_a_tampered_record_naming_action_and_rule(tmp_path, capsys):
    record = tmp_path / "party.json"
    cli.main(["selfplay", "schafkopf", "--deals", "3", "--seed", "4", "--ai", "basic", "--record", str(record)])
    capsys.readouterr()
    data = json.loads(record.read_text())
    deal = next(d for d in data["deals"] if any(a["action"].startswith("play") for a in d["actions"]))
    index = next(i for i, a in enumerate(deal["actions"]) if a["action"].startswith("play"))
    deal["actions"][index]["action"] = "play XX"
    record.write_text(json.dumps(data))
    assert cli.main(["replay", str(record)]) == 2
    err = capsys.readouterr().err
    assert f"action {index}" in err and "not a card" in err


def _args(**kw):
    base = {"players": None, "deals": 1, "seed": 3, "ai": None, "lang": "sv", "option": None}
    base.update(kw)
    return SimpleNamespace(**base)


def test_terminal_plays_a_deal_from_piped_numbers(capsys):
    """A person plays seat 0 by numbers; the settlement is shown line by line."""
    out = io.StringIO()
    assert cli.play("schafkopf", _args(deals=2), stdin=io.StringIO("1\n" * 40), out=out) == 0
    text = out.getvalue()
    assert "Din hand:" in text and "Bud:" in text and "Ställning:" in text
    # a seat's settlement line (its role, then seat and amount), or a passed-out deal
    assert re.search(r"(Spelförare|Motspelare|Partner): plats [1-4] [+-]\d+", text) or "Fyra pass" in text
    assert re.search(r"Placering 1( \(delad\))?: plats [1-4] [+-]\d+", text)   # the final standings


def test_terminal_settlement_lines_add_the_seat_and_amount_the_text_leaves_out():
    """A seat's line names its role or place only (the web table prints seat
    and amount beside it); the terminal adds them, once; other lines stay as they are."""
    party = make_party(GAME, {"players": 4, "deals": 1}, 3)
    party.totals, party.deals_played = [3, -5, 3, -1], 1
    final = [settlement_line(line, "sv") for line in party.final_settlement()["lines"]]
    assert final == ["1 giv spelades", "Placering 1 (delad): plats 1 +3", "Placering 1 (delad): plats 3 +3",
                     "Placering 3: plats 4 -1", "Placering 4: plats 2 -5"]
    assert settlement_line({"msg": msg("schafkopf.line.declarer"), "seat": 0, "amount": 15}, "en") == \
        "Declarer: seat 1 +15"


def test_terminal_accepts_typed_actions_and_reports_errors_in_english():
    out = io.StringIO()
    assert cli.play("schafkopf", _args(lang="en", seed=11), stdin=io.StringIO("bid nonsense\n\n99\npass\n" + "1\n" * 30),
                         out=out) == 0
    text = out.getvalue()
    assert "unknown contract" in text and "unknown choice" in text and "Your hand:" in text
    assert "Standings:" in text


def test_terminal_handles_end_of_input_gracefully():
    out = io.StringIO()
    assert cli.play("schafkopf", _args(deals=3), stdin=io.StringIO(""), out=out) == 0
    assert "Slut på indata" in out.getvalue()


def test_talong_play_command_reads_stdin(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 40))
    assert cli.main(["play", "schafkopf", "--deals", "1", "--seed", "8", "--lang", "en"]) == 0
    assert "Standings:" in capsys.readouterr().out


def test_terminal_names_cards_as_the_web_does():
    """Issue 9 item 9: the terminal uses the web's names: the German suit
    names of talong/web/js/schafkopf.js in both languages, and the rank index
    the card shows (cards.js: "10" for the Zehn)."""
    from talong.games.schafkopf.terminal import card_text
    assert card_text("EO", "sv") == "Eichel O" and card_text("HT", "en") == "Herz 10"
    assert card_text("SA", "sv") == "Schellen A" and card_text("G7", "en") == "Gras 7"
