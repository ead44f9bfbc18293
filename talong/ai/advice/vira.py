"""Vira advice: each legal card valued by the double-dummy solver
(talong/solvers/vira.py) on layouts sampled from the seat's view, in tricks
counted the seat's way: the declarer's tricks for him and the opponents'
for them; in misär, where the declarer wants none, the tricks he avoids."""
from __future__ import annotations

import random
from typing import Any

from talong.games.vira import GAME
from talong.games.vira.play import PLAY_ACTION
from talong.solvers import vira as solver

from .common import Budget, Evaluation, sampled

SAMPLES = 12
REVIEW_SAMPLES = 8
NODE_LIMIT = 200_000     # per layout; a bigger layout is skipped
NODE_BUDGET = 1_500_000  # per hint, over all its layouts
REVIEW_BUDGET = 500_000  # per decision of a review
COSTLY = 0.5           # tricks


def candidates(view: dict[str, Any], legal: list[str]) -> list[str]:
    return [a for a in legal if a.startswith("play ")] if view.get("step") == "play" else []


def layout_values(state, seat: int, budget: Budget) -> dict[str, float] | None:
    pos = solver.position(state)
    values = budget.move_values(pos)
    if values is None:
        return None
    declarer = pos.seats.index(state.declarer)
    in_trick = any(s == state.declarer for s, _ in state.trick)
    left = pos.hands[declarer].bit_count() + in_trick    # tricks still to play (a misär ends with his hand)
    wants_tricks = (seat == state.declarer) == pos.maximize
    return {PLAY_ACTION[c]: float(v if wants_tricks else left - v) for c, v in values.items()}


def evaluate(view: dict[str, Any], legal: list[str], rng: random.Random, samples: int = SAMPLES,
             nodes: int = NODE_BUDGET) -> Evaluation | None:
    seat = view["seat"]
    budget = Budget(nodes, NODE_LIMIT)
    return sampled(GAME, view, legal, rng, samples, lambda state: layout_values(state, seat, budget), "unit.tricks",
                   budget=budget)


def tie_break(view: dict[str, Any], top: list[str]) -> str:
    from talong.ai.vira.strong import StrongViraAI
    return StrongViraAI._rule_of_thumb(view, top)
