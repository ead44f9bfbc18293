"""`talong play bridge`: South against three AI players in the terminal."""
import io
import re
from types import SimpleNamespace

from talong.games.bridge import GAME
from talong.games.bridge import terminal
from talong.terminal_common import ask


def args(**kw):
    return SimpleNamespace(**{"deals": 1, "seed": 3, "ai": "basic", "lang": "sv", **kw})


def test_a_board_played_from_piped_numbers_ends_with_score_and_imps():
    """Law 77 score of the board and the IMPs against the other table (Law 78B)."""
    out = io.StringIO()
    assert terminal.main(args(), stdin=io.StringIO("1\n" * 200), out=out) == 0
    text = out.getvalue()
    assert "Bricka 1" in text and "Poäng (Lag 77)" in text and "IMP" in text and "== Slutresultat ==" in text


def test_the_table_shows_south_only_its_own_hand_before_the_opening_lead():
    """Law 16 / SPEC "Every game": a seat sees its own cards and what is shown
    openly; dummy is shown only after the opening lead (Law 41D)."""
    board = GAME.deal({"board": 1}, seed=11)
    text = terminal.render(board.view(terminal.SOUTH), "en")
    shown = re.search(r"Your hand: (.*)", text).group(1)
    assert terminal.hand_text(board.view(terminal.SOUTH)["hand"]) == shown
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
