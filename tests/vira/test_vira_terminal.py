"""`talong play vira` (talong/games/vira/terminal.py): a person plays seat 0
against AI players with piped input; bad input re-prompts naming the rule;
end of input stops cleanly; the table shows only what seat 0 may see."""
import io
from types import SimpleNamespace

from talong.cli import main as cli_main
from talong.games.vira import GAME
from talong.games.vira.terminal import hand_text, main, render


def _args(**kw):
    base = {"players": 3, "deals": 1, "seed": 4, "ai": "basic", "option": None, "lang": "sv"}
    return SimpleNamespace(**{**base, **kw})


def _play(text, **kw):
    out = io.StringIO()
    assert main(_args(**kw), stdin=io.StringIO(text), out=out) == 0
    return out.getvalue()


def test_whole_deal_with_piped_input_prints_the_settlement():
    """Always answering "1" plays a whole deal; the settlement lines
    ('Betalningar'), the pulla and the final settlement ('Delning och
    slutsammanräkning') are printed."""
    text = _play("1\n" * 400)
    assert "Bottenkort" in text and "högsta färg" in text and "förhand" in text
    assert "Din hand:" in text and "Bud:" in text
    assert "Kontrakt:" in text and "Stick:" in text
    assert "Pullan:" in text and "Ställning (1/1)" in text
    assert "== Slutsammanräkning ==" in text and "slutresultat" in text
    assert "Slut på indata" not in text


def test_four_players_in_english_show_who_sits_out():
    """With four players the dealer's right-hand neighbour står över
    ('Giv'; 'Spelets fortsatta gång')."""
    text = _play("1\n" * 800, players=4, deals=2, lang="en", seed=9)
    assert "står över (sits out)" in text and "dealer (giv)" in text
    assert "Standings (2/2)" in text and "== Final settlement ==" in text


def test_end_of_input_stops_cleanly():
    text = _play("")
    assert text.rstrip().endswith("Slut på indata: partiet avbryts.")
    text = _play("1\n1\n", lang="en")
    assert text.rstrip().endswith("End of input: the party stops.")


def test_bad_input_reprompts_with_the_rule():
    """An unknown number re-prompts; a typed action the rules refuse prints
    the engine's message and its rule; a typed legal action is taken."""
    text = _play("99\nplay SA\nxyz\n", lang="en")
    assert "unknown choice: type a number 1-" in text
    assert "Not allowed:" in text and "docs/vira-actions.md" in text
    assert text.count("Choose (number or action):") == 4


def test_typed_action_is_accepted_in_any_case():
    """Card and suit codes may be written in lower case (docs/vira-actions.md)."""
    text = _play("BID BEGÄR\n" + "1\n" * 400)
    assert "plats 1 (du): bjuder Begär" in text or "bjuder Begär (6-spel)" in text
    assert "== Slutsammanräkning ==" in text


def test_table_shows_only_seat_zeros_cards():
    """Hidden information: the rendered table holds seat 0's hand and public
    cards only, never another hand or the talong."""
    state = GAME.deal({"players": 3, "forhand": 0}, seed=21)
    record = state.deal_record()
    shown = render(state.view(0), "sv")
    hidden = set(record["hands"][1]) | set(record["hands"][2]) | set(record["talong"])
    hidden -= set(record["hands"][0]) | {record["bottom_card"]}
    assert not [c for c in hidden if c in shown.split() or f" {c} " in f" {shown} "]
    for card in record["hands"][0]:
        assert card in shown


def test_hand_is_sorted_by_suit_with_class_marks():
    view = GAME.deal({"players": 3, "forhand": 0}, seed=21).view(0)
    text = hand_text(["S2", "SA", "C3", "HK"], view, "en")
    suits = [part.split(":")[0] for part in text.split(" | ")]
    assert [s.rstrip("*") for s in suits] == ["clubs", "hearts", "spades"]
    assert "SA S2" in text
    assert any(s.endswith("**") for s in
               [p.split(":")[0] for p in hand_text(["CA", "DA", "HA", "SA"], view, "en").split(" | ")])


def test_cli_play_subcommand(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 400))
    assert cli_main(["play", "vira", "--deals", "1", "--seed", "3"]) == 0
    assert "Slutsammanräkning" in capsys.readouterr().out
