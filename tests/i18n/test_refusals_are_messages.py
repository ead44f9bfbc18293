"""Issue 8 item 4 and issue 9 item 2: "The engine's views and errors carry
message ids and their parameters, not prose" and "every refusal says why in
the player's language". Every refusal a player can meet at a table is built
from a catalogue message (`talong.i18n.msg`), never from an English string.

The check reads the source: a refusal (`IllegalAction`, and the web layer's
`Conflict`, `Forbidden`, `NotFound`, `TooMany`, `TooLarge`) whose first argument
is a string literal or an f-string is prose. (A message built elsewhere and passed
in a variable is fine: the tests that render it check its id exists.)
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "talong"
# Every place a seated player's action or request is refused, and what refuses it.
REFUSALS = {"IllegalAction", "Conflict", "Forbidden", "NotFound", "TooMany", "TooLarge"}
PLACES = ["games/vira", "games/schafkopf", "games/koenigrufen", "games/bridge", "core", "server"]


def prose_refusals(folder: Path) -> list[str]:
    found = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            first = node.args[0]
            literal = isinstance(first, ast.JoinedStr) or (isinstance(first, ast.Constant) and isinstance(first.value, str))
            if name in REFUSALS and literal:
                found.append(f"{path.name if not path.is_relative_to(ROOT) else path.relative_to(ROOT)}:{node.lineno}")
    return found


@pytest.mark.parametrize("place", PLACES)
def test_every_refusal_is_a_catalogue_message(place):
    prose = prose_refusals(ROOT / place)
    assert not prose, f"{len(prose)} refusals written as prose, not i18n.msg(...): {', '.join(prose[:12])}"


def test_the_check_finds_prose(tmp_path):
    """The scan itself can fail: a prose refusal is found, a message is not."""
    (tmp_path / "engine.py").write_text(
        'raise IllegalAction(f"seat {s} does not hold {card}", RULE)\n'
        'raise IllegalAction(msg("vira.refusal.not_held", card=card), RULE)\n'
        'raise Conflict("seat 2 is taken", RULE)\n', encoding="utf-8")
    found = prose_refusals(tmp_path)
    assert [f.rsplit(":", 1)[1] for f in found] == ["1", "3"]
