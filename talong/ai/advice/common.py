"""What every game's evaluator shares: the `Evaluation` of a decision and
the sampling loop over `Game.resample` (determinization: the cards the seat
cannot see dealt at random, consistently with its view)."""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable

from talong.core.engine import GameError, State

EPS = 1e-9


@dataclass
class Evaluation:
    """Values of the legal actions of one decision, for the deciding seat,
    in the game's unit (more is better for that seat)."""

    values: dict[str, float]
    unit: str                       # a texts.word key: "unit.tricks", "unit.card_points", "unit.score"
    method: str                     # "sampled", "rollout" or "double_dummy"
    samples: int                    # layouts evaluated (1 for double dummy)
    best_count: dict[str, int] = field(default_factory=dict)   # layouts on which the action was best
    target: str | None = None       # a texts.word goal ("goal.make") counted per action in `hits`
    hits: dict[str, int] = field(default_factory=dict)

    def best_value(self) -> float:
        return max(self.values.values())

    def best(self) -> list[str]:
        top = self.best_value()
        return [a for a, v in self.values.items() if v >= top - EPS]


class Budget:
    """Solver nodes for one evaluation, shared by its layouts: a counted
    budget, not a timed one, so a hint is the same on a busy machine."""

    def __init__(self, total: int, per_layout: int) -> None:
        self.left, self.per_layout = total, per_layout

    def move_values(self, position) -> dict[int, int] | None:
        """The solver's values of each legal card (talong.solvers.best_moves),
        None when the layout needs more nodes than are left for it."""
        from talong.solvers import NodeLimitExceeded
        from talong.solvers.rules import engine
        limit = min(self.per_layout, self.left)
        if limit <= 0:
            return None
        try:
            values, nodes = engine(position.rules).move_values(
                tuple(position.hands), position.leader, tuple(position.trick), position.side, position.maximize,
                position.called_led, limit)
        except NodeLimitExceeded:
            self.left -= limit
            return None
        self.left -= nodes
        return values

    def spent(self) -> bool:
        return self.left <= 0


def view_rng(view: dict[str, Any], seed: int) -> random.Random:
    """Random draws fixed by the view and a seed: the same position gives the same hint."""
    text = json.dumps(view, sort_keys=True, default=str) + f"|{seed}"
    return random.Random(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))


def sampled(game: Any, view: dict[str, Any], legal: list[str], rng: random.Random, samples: int,
            per_layout: Callable[[State], dict[str, float] | None], unit: str, method: str = "sampled",
            hit: Callable[[State, str, float], bool] | None = None, target: str | None = None,
            budget: Budget | None = None) -> Evaluation | None:
    """Mean values over `samples` layouts drawn from the view; `per_layout`
    gives the seat's value of each legal action on one full layout (None:
    too big to solve within its budget; the layout is skipped). None when no
    layout could be drawn or solved. A `budget` the layouts spend stops the
    sampling once it is spent."""
    totals = dict.fromkeys(legal, 0.0)
    best_count = dict.fromkeys(legal, 0)
    hits = dict.fromkeys(legal, 0)
    done = 0
    for _ in range(samples):
        if budget is not None and budget.spent():
            break
        try:
            state = game.resample(view, rng)
        except GameError:
            continue
        values = per_layout(state)
        if values is None or any(a not in values for a in legal):
            continue
        done += 1
        top = max(values[a] for a in legal)
        for a in legal:
            totals[a] += values[a]
            best_count[a] += values[a] >= top - EPS
            if hit is not None:
                hits[a] += hit(state, a, values[a])
    if not done:
        return None
    return Evaluation({a: totals[a] / done for a in legal}, unit, method, done, best_count,
                      target if hit is not None else None, hits if hit is not None else {})
