"""Königrufen advice, with the default AI's search (talong/ai/koenigrufen_search.py
and the double-dummy solver talong/solvers/koenigrufen.py) on layouts
sampled from the seat's view.

Positive games: after each legal card the rule-based card heuristic plays
for all four seats until EXACT_TRICKS tricks are left, and the solver
finishes the deal; the value is the seat's side's card points at the end
(thirds / 3, 70 in all; the declarer side wins with 35 2/3). Near the end
the solver values the cards directly. Negative games and Trischaken, whose
goals are tricks and one's own points: rollouts, the card then the heuristic
for everybody, valued by the deal's settlement for the seat."""
from __future__ import annotations

import random
from typing import Any

from talong.games.koenigrufen import GAME
from talong.games.koenigrufen.tables import HAND_SIZE, POSITIVE

from .common import Evaluation, sampled

SAMPLES = 12
REVIEW_SAMPLES = 8
EXACT_TRICKS = 6       # as the default AI ("search"): solved exactly from this many tricks left
NODE_LIMIT = 60_000    # per solve; over it the heuristic finishes the deal
TOTAL_THIRDS = 210
COSTLY = {"unit.card_points": 3.0, "unit.score": 1.0}   # card points (positive games), settlement points


def candidates(view: dict[str, Any], legal: list[str]) -> list[str]:
    return [a for a in legal if a.startswith("play ")] if view.get("phase") == "play" else []


def _side_points(state, seat: int) -> float:
    """The seat's side's card points at the end of a deal solved from `state`
    (a trick start with EXACT_TRICKS or fewer tricks left, or over)."""
    from talong.solvers import NodeLimitExceeded
    from talong.solvers import koenigrufen as solver
    from talong.ai.koenigrufen_search import heuristic_card
    rest = 0
    if state.phase == "play":
        try:
            rest = solver.position(state, seat).solve(NODE_LIMIT)
        except NodeLimitExceeded:
            while state.phase == "play":
                state = state.apply(heuristic_card(state))
    declarers = solver.side_thirds_so_far(state) + rest
    ours = declarers if seat in solver.declarer_side(state) else TOTAL_THIRDS - declarers
    return ours / 3


def _positive_values(state, seat: int, legal: list[str]) -> dict[str, float]:
    from talong.solvers import NodeLimitExceeded
    from talong.solvers import koenigrufen as solver
    from talong.ai.koenigrufen_search import heuristic_card
    if HAND_SIZE - len(state.tricks) <= EXACT_TRICKS:
        try:
            rest = solver.play_values(state, seat, NODE_LIMIT)
            base = solver.side_thirds_so_far(state)
            ours = seat in solver.declarer_side(state)
            return {a: (base + rest[a] if ours else TOTAL_THIRDS - base - rest[a]) / 3 for a in legal}
        except NodeLimitExceeded:
            pass
    out = {}
    for a in legal:
        after = state.apply(a)
        while after.phase == "play" and (after.trick or HAND_SIZE - len(after.tricks) > EXACT_TRICKS):
            after = after.apply(heuristic_card(after))
        out[a] = _side_points(after, seat)
    return out


def _rollout_values(state, seat: int, legal: list[str]) -> dict[str, float]:
    from talong.ai.koenigrufen_strong import rollout
    return {a: float(rollout(state.apply(a)).result()["returns"][seat]) for a in legal}


def evaluate(view: dict[str, Any], legal: list[str], rng: random.Random, samples: int = SAMPLES) -> Evaluation | None:
    seat = view["seat"]
    contract = view.get("contract") or {}
    if contract.get("kind") == POSITIVE:
        return sampled(GAME, view, legal, rng, samples, lambda state: _positive_values(state, seat, legal),
                       "unit.card_points", method="playout_solved")
    return sampled(GAME, view, legal, rng, samples, lambda state: _rollout_values(state, seat, legal), "unit.score",
                   method="rollout")


def tie_break(view: dict[str, Any], top: list[str]) -> str:
    from talong.ai.koenigrufen import KoenigrufenAI
    return KoenigrufenAI(0).choose(view, top)
