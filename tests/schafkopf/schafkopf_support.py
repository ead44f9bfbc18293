"""Helpers for the Schafkopf tests: explicit deals and action sequences."""
from __future__ import annotations

from talong.core.cards import GERMAN_32
from talong.games.schafkopf import GAME

ALL = [GERMAN_32.name_of(c) for c in range(32)]


def deal(h0, h1, h2, h3=None, dealer=3):
    """An explicit deal; the last hand defaults to the remaining cards.
    With the default dealer 3, seat 0 is förhand."""
    hands = [list(h0), list(h1), list(h2)]
    used = set(sum(hands, []))
    hands.append(list(h3) if h3 is not None else [c for c in ALL if c not in used])
    return GAME.deal({"dealer": dealer}, deal={"dealer": dealer, "hands": {str(s): h for s, h in enumerate(hands)}})


def run(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def finished(state, points, tricks):
    """A finished deal with the given card points and tricks per seat (for
    scoring tables: the play that led there does not matter to the settlement)."""
    new = state._copy()
    new.phase = "over"
    new.points, new.won = tuple(points), tuple(tricks)
    new.tricks = tuple((0, (), 0) for _ in range(sum(tricks)))
    new._result = None
    return new
