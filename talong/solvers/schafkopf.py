"""Schafkopf for the solver: the declarer side's card points.

Rules (rules/schafkopf-cardavia.txt "4. Att spela en tur", as
talong/games/schafkopf/rules.py implements them): the trumps of the contract
(Obers, Unters and the trump suit; in Wenz only the Unters) are one suit of
their own, ranked by the contract's order; follow the led suit (trump counts
as its own suit), otherwise any card, with no duty to win or to trump; and
in a Rufer the three sentences on the called ace, which the core applies
itself (GameRules.called). The declarer side is the declarer, with the
holder of the called ace in a Rufer; it maximizes its card points (or its
tricks, for a Tout, which must win all eight).
"""
from __future__ import annotations

from functools import lru_cache

from talong.games.schafkopf.rules import TRUMP, ace, contract_ranking
from talong.games.schafkopf.state import PLAY
from talong.games.schafkopf.tables import CARD_POINTS, CONTRACT_BY_KEY, PACK
from .position import Position
from .rules import GameRules

POINTS, TRICKS = "points", "tricks"


@lru_cache(maxsize=None)
def rules(contract_key: str, suit: int | None, goal: str = POINTS) -> GameRules:
    """The rule table of a contract (its key and suit, as in "bid solo H")."""
    contract = CONTRACT_BY_KEY[contract_key]
    rk = contract_ranking(contract, suit)
    if goal not in (POINTS, TRICKS):
        raise ValueError(f"goal is {POINTS!r} or {TRICKS!r}, not {goal!r}")
    points = CARD_POINTS if goal == POINTS else (0,) * PACK.size
    return GameRules(seats=4, suit=rk.suit, rank=rk.power, points=tuple(points), trump=TRUMP,
                     trick_value=0 if goal == POINTS else 1,
                     called=ace(suit) if contract.choice == "ace" else None)


def position(state, goal: str | None = None) -> Position:
    """The position of a SchafkopfState in the play; goal: card points,
    or tricks (the default for a Tout)."""
    if state.phase != PLAY:
        raise ValueError(f"the solver needs a deal in the play, not in phase {state.phase!r}")
    contract = state.contract
    goal = goal or (TRICKS if contract.tout else POINTS)
    side = 1 << state.declarer
    if state.partner is not None:
        side |= 1 << state.partner
    return Position(rules(contract.key, state.suit, goal), tuple(state.hands), state.leader, tuple(state.trick),
                    side, called_led=state.called_led, seats=(0, 1, 2, 3))


def declarer_points(state, node_limit: int | None = None) -> int:
    """Card points the declarer side takes in the rest of the play under
    perfect play (points already won not included)."""
    p = position(state, POINTS)
    return p.solve() if node_limit is None else p.solve(node_limit)


def play_values(state, goal: str | None = None, node_limit: int | None = None) -> dict[str, int]:
    """{"play <card>": the declarer side's value of the rest of the play
    after it} for every legal card of the seat to move."""
    p = position(state, goal)
    values = p.best_moves() if node_limit is None else p.best_moves(node_limit)
    return {f"play {PACK.name_of(c)}": v for c, v in values.items()}
