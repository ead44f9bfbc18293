"""The solver's Python API over the C core (talong/solvers/_core.c).

A position: `hands` (one card bitmask per seat, seats in playing order: seat
s + 1 plays after seat s), `leader` (the seat that led the current trick, or
leads the next one), `trick` (the cards played to the current trick, from the
leader). `side` is the set of seats whose value is counted (a bitmask or an
iterable of seats); `maximize=False` when that side wants as little as
possible (Vira's misär). Values count only the rest of the play, the current
trick included, never the tricks already taken. The play ends when a hand at
a trick start is empty (Vira: a misär with 11 or 12 cards).
"""
from __future__ import annotations

from typing import Iterable, Sequence

from . import _core
from .rules import GameRules, engine

NodeLimitExceeded = _core.NodeLimitExceeded
DEFAULT_NODE_LIMIT = 2_000_000   # trick starts searched per call


def _side(side: int | Iterable[int]) -> int:
    if isinstance(side, int):
        return side
    mask = 0
    for seat in side:
        mask |= 1 << seat
    return mask


def solve(rules: GameRules, hands: Sequence[int], leader: int, trick: Sequence[int], side: int | Iterable[int],
          *, maximize: bool = True, called_led: bool = False, node_limit: int = DEFAULT_NODE_LIMIT) -> int:
    """The side's value of the rest of the play under perfect play by all.
    Raises NodeLimitExceeded when the search needs more than `node_limit`
    nodes, ValueError for a position that cannot be (shared cards, cards
    not in the pack)."""
    value, _nodes = solve_counted(rules, hands, leader, trick, side, maximize=maximize, called_led=called_led,
                                  node_limit=node_limit)
    return value


def solve_counted(rules: GameRules, hands: Sequence[int], leader: int, trick: Sequence[int],
                  side: int | Iterable[int], *, maximize: bool = True, called_led: bool = False,
                  node_limit: int = DEFAULT_NODE_LIMIT) -> tuple[int, int]:
    """`solve` and the number of nodes it searched."""
    return engine(rules).solve(tuple(hands), leader, tuple(trick), _side(side), maximize, called_led, node_limit)


def reaches(rules: GameRules, hands: Sequence[int], leader: int, trick: Sequence[int], side: int | Iterable[int],
            at_least: int, *, maximize: bool = True, called_led: bool = False,
            node_limit: int = DEFAULT_NODE_LIMIT) -> bool:
    """Does the side's value of the rest of the play reach `at_least` under
    perfect play? One null-window search: much cheaper than `solve` when
    only a threshold matters (Schafkopf's 61, 91 or 31 points, Vira's
    tricks needed)."""
    value, _nodes = engine(rules).solve(tuple(hands), leader, tuple(trick), _side(side), maximize, called_led,
                                        node_limit, at_least)
    return bool(value)


def best_moves(rules: GameRules, hands: Sequence[int], leader: int, trick: Sequence[int],
               side: int | Iterable[int], *, maximize: bool = True, called_led: bool = False,
               node_limit: int = DEFAULT_NODE_LIMIT) -> dict[int, int]:
    """{card: the side's value of the rest of the play after that card} for
    every legal card of the seat to move (the current trick included)."""
    values, _nodes = engine(rules).move_values(tuple(hands), leader, tuple(trick), _side(side), maximize,
                                               called_led, node_limit)
    return values


def legal_cards(rules: GameRules, hands: Sequence[int], leader: int, trick: Sequence[int],
                called_led: bool = False) -> int:
    """The cards the seat to move may play, as the core sees the rules."""
    return engine(rules).legal(tuple(hands), leader, tuple(trick), 0, True, called_led)
