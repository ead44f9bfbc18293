"""`talong play bridge`: South against three AI players in the terminal."""
import io
import re
from types import SimpleNamespace

from talong.cli import play
from talong.games.bridge import GAME
from talong.games.bridge import terminal
from talong.terminal_common import ask


def args(**kw):
    return SimpleNamespace(**{"deals": 1, "seed": 3, "ai": "basic", "lang": "sv", **kw})


def test_a_board_played_from_piped_numbers_ends_with_score_and_imps():
    """Law 77 score of the board and the IMPs against the other table (Law 78B)."""
    out = io.StringIO()
    assert play("bridge", args(), stdin=io.StringIO("1\n" * 200), out=out) == 0
    text = out.getvalue()
    assert "Bricka 1" in text and "Poäng (Lag 77)" in text and "IMP" in text and "== Slutresultat ==" in text


def test_the_table_shows_south_only_its_own_hand_before_the_opening_lead():
    """Law 16 / SPEC "Every game": a seat sees its own cards and what is shown
    openly; dummy is shown only after the opening lead (Law 41D)."""
    board = GAME.deal({"board": 1}, seed=11)
    text = terminal.render(board.view(terminal.SOUTH), "en")
    shown = re.search(r"Your hand: (.*)", text).group(1)
    assert terminal.hand_text(board.view(terminal.SOUTH)["hand"], "en") == shown
    assert "Dummy" not in text and text.count("♠") == 1


def test_a_typed_insufficient_bid_is_refused_with_its_law_and_asked_again():
    """Law 18B/18D: a bid must be sufficient; the terminal prints the engine's
    refusal with the Law and asks again, the state unchanged."""
    board = GAME.deal({"board": 2}, seed=5).apply("1S")   # East deals board 2 and opens 1S
    assert board.to_move() == terminal.SOUTH
    out = io.StringIO()
    action = ask(board, terminal.render(board.view(terminal.SOUTH), "en"), "en", io.StringIO("1C\n2C\n"), out)
    assert action == "2C"
    assert re.search(r"Not allowed: .*\(Law 18", out.getvalue())


class _Script:
    """An AI seat that makes the given calls, then the first legal action."""

    def __init__(self, calls):
        self.calls = list(calls)

    def choose(self, view, legal):
        return self.calls.pop(0) if self.calls else legal[0]


def test_every_call_type_is_shown_in_the_terminal_auction():
    """Laws 18-19: pass, bids, double (X) and redouble (XX) each appear in
    the terminal's auction (talong play bridge once crashed with KeyError 'o'
    on a double); South types a double and a bid, and the board is played
    to its end."""
    from talong.terminal_common import Table, play_deal
    board = GAME.deal({"board": 1}, seed=6)    # North deals board 1
    ais = {0: _Script(["1C", "pass"]), 1: _Script(["1D", "pass", "pass"]), 3: _Script(["redouble", "pass"])}
    table = Table(render=terminal.render, seat_text=terminal.seat_text, texts={}, after_deal=lambda *a: None)
    out = io.StringIO()
    # N 1C, E 1D, S X, W XX, N pass, E pass, S 1S, W pass, N pass, E pass
    end = play_deal(board, terminal.SOUTH, ais, table, "en", io.StringIO("double\n1S\n" + "1\n" * 60), out)
    assert end is not None and end.is_terminal()
    text = out.getvalue()
    rows = re.findall(r"^  (?:\S+ {2,})+\S*\s*$", text, re.M)
    assert "  1♣      1♦      X       " in text and "XX      Pass    Pass    1♠" in text, rows
    assert terminal.call_text("double", "sv") == "X" and terminal.call_text("redouble", "en") == "XX"
    assert terminal.call_text("3N", "en") == "3NT" and terminal.call_text("pass", "sv") == "Pass"


def test_talong_play_bridge_survives_a_double(monkeypatch, capsys):
    """The reported crash: `yes pass | talong play bridge --deals 1 --seed 6`
    (West doubles on board 1). The settlement waits for Enter, then the final
    result is printed."""
    from talong.cli import main
    monkeypatch.setattr("sys.stdin", io.StringIO("pass\n" * 4 + "1\n" * 60 + "\n"))
    assert main(["play", "bridge", "--deals", "1", "--seed", "6", "--ai", "basic"]) == 0
    text = capsys.readouterr().out
    assert "X " in text and "[Tryck Enter för att fortsätta]" in text and "== Slutresultat ==" in text


def test_hands_use_the_webs_rank_indices():
    """Issue 9 item 9: the terminal prints the ranks as the web's cards do
    (talong/web/js/cards.js: Swedish E K D Kn 10, English A K Q J 10)."""
    assert terminal.hand_text(["SA", "SQ", "SJ", "ST", "H2"], "sv") == "♠ E D Kn 10 · ♥ 2 · ♦ - · ♣ -"
    assert terminal.hand_text(["SA", "SQ", "SJ", "ST", "H2"], "en") == "♠ A Q J 10 · ♥ 2 · ♦ - · ♣ -"
