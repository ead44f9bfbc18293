"""Königrufen advice: each legal card valued by rollouts on layouts sampled
from the seat's view - the card played, then the deal finished by the
rule-based card heuristic for all four seats - in the deal's settlement
points for the seat (figures, Valat and kontras included, as the engine
settles them). This is the strong AI's own card search
(talong/ai/koenigrufen_strong.py); a double-dummy solver for Königrufen was
being written in parallel and is not used here."""
from __future__ import annotations

import random
from typing import Any

from talong.games.koenigrufen import GAME

from .common import Evaluation, sampled

SAMPLES = 10
REVIEW_SAMPLES = 6
COSTLY = 1.0           # settlement points


def candidates(view: dict[str, Any], legal: list[str]) -> list[str]:
    return [a for a in legal if a.startswith("play ")] if view.get("phase") == "play" else []


def layout_values(state, seat: int, legal: list[str]) -> dict[str, float]:
    from talong.ai.koenigrufen_strong import rollout
    return {a: float(rollout(state.apply(a)).result()["returns"][seat]) for a in legal}


def evaluate(view: dict[str, Any], legal: list[str], rng: random.Random, samples: int = SAMPLES) -> Evaluation | None:
    seat = view["seat"]
    return sampled(GAME, view, legal, rng, samples, lambda state: layout_values(state, seat, legal), "unit.score",
                   method="rollout")


def tie_break(view: dict[str, Any], top: list[str]) -> str:
    from talong.ai.koenigrufen import KoenigrufenAI
    return KoenigrufenAI(0).choose(view, top)
