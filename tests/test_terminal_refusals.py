"""Issue 8 item 8: "Printed refusals repeat the rule: '… (rule) (rule)'. Fix
that too." The terminal prints a refusal once, in the player's language, with
its rule once, and asks again."""
import io

import pytest

from talong.core.engine import GameError
from talong.games.bridge import GAME
from talong.terminal_common import ask


@pytest.mark.parametrize("lang", ["sv", "en"])
def test_a_refusal_prints_in_the_players_language_with_its_rule_once(lang):
    board = GAME.deal({"board": 2}, seed=5).apply("1S")   # East opens 1S; South types an insufficient 1C
    with pytest.raises(GameError) as refused:
        board.apply("1C")
    out = io.StringIO()
    assert ask(board, "", lang, io.StringIO("1C\n2C\n"), out) == "2C"
    printed = [line.strip() for line in out.getvalue().splitlines() if refused.value.rule in line]
    word = {"sv": "Ej tillåtet", "en": "Not allowed"}[lang]
    assert printed == [f"{word}: {refused.value.text(lang)} ({refused.value.rule})"]
    assert out.getvalue().count(refused.value.rule) == 1
