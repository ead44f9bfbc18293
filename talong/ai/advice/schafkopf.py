"""Schafkopf advice: each legal card valued by the double-dummy solver
(talong/solvers/schafkopf.py) on layouts sampled from the seat's view, in
card points for the seat's side (in a Tout: tricks, its goal)."""
from __future__ import annotations

import random
from typing import Any

from talong.core.cards import iter_cards
from talong.games.schafkopf import GAME
from talong.games.schafkopf.tables import CARD_POINTS, PACK
from talong.solvers import schafkopf as solver

from .common import Budget, Evaluation, sampled

SAMPLES = 16
REVIEW_SAMPLES = 10
NODE_LIMIT = 200_000     # per layout; a bigger layout is skipped
NODE_BUDGET = 1_500_000  # per hint, over all its layouts
REVIEW_BUDGET = 500_000  # per decision of a review
COSTLY = 5.0           # card points


def candidates(view: dict[str, Any], legal: list[str]) -> list[str]:
    return legal if view.get("phase") == "play" else []


def layout_values(state, seat: int, budget: Budget) -> dict[str, float] | None:
    """The seat's side's value of the rest of the play after each legal card."""
    pos = solver.position(state)
    values = budget.move_values(pos)
    if values is None:
        return None
    ours = pos.side >> seat & 1
    if pos.rules.trick_value:   # Tout: tricks
        left = (sum(h.bit_count() for h in pos.hands) + len(pos.trick)) // 4
    else:
        left = sum(CARD_POINTS[c] for h in pos.hands for c in iter_cards(h)) + sum(CARD_POINTS[c] for c in pos.trick)
    return {f"play {PACK.name_of(c)}": float(v if ours else left - v) for c, v in values.items()}


def unit_of(view: dict[str, Any]) -> str:
    contract = view.get("contract") or {}
    return "unit.tricks" if str(contract.get("key", "")).endswith("tout") else "unit.card_points"


def evaluate(view: dict[str, Any], legal: list[str], rng: random.Random, samples: int = SAMPLES,
             nodes: int = NODE_BUDGET) -> Evaluation | None:
    seat = view["seat"]
    budget = Budget(nodes, NODE_LIMIT)
    return sampled(GAME, view, legal, rng, samples, lambda state: layout_values(state, seat, budget), unit_of(view),
                   budget=budget)


def tie_break(view: dict[str, Any], top: list[str]) -> str:
    from talong.ai.schafkopf import SchafkopfAI
    return SchafkopfAI(0).choose(view, top)
