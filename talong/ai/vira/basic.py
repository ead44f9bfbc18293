"""The basic Vira AI: `ViraAI(seed).choose(view, legal_actions)`.

It sees only its seat's view and the legal actions (never the state), and
dispatches on `view["step"]` (docs/vira-actions.md) to the bidding and buying
decisions of `decide` and the card play of `play`. It keeps nothing between
calls: the cards played and the voids shown come from the view's history
(know.py), so a table rebuilt from its record plays exactly as before.
"""
from __future__ import annotations

import random
from typing import Any

from . import decide as d
from .know import seen_before, voids
from .play import choose_card

_STEPS = {
    "bidding": d.choose_bid,
    "level": d.choose_level,
    "keep": d.choose_keep,
    "choose": d.choose_gask_discard,
    "highlow": d.choose_highlow,
    "trump": d.choose_trump,
    "buy": d.choose_buy,
    "opp": d.choose_opp_buy,
    "decide": d.choose_decide,
    "misar": d.choose_misar_discard,
}


class ViraAI:
    name = "basic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)  # the play is deterministic; kept for the player interface

    def choose(self, view: dict[str, Any], legal_actions: list[str]) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        step = view.get("step")
        if step == "aces":
            return "aces-as-ones" if "aces-as-ones" in legal_actions else legal_actions[0]
        if step == "play":
            return choose_card(view, legal_actions, seen_before(view), voids(view))
        handler = _STEPS.get(step)
        if handler is None:
            raise ValueError(f"ViraAI: unknown Vira step {step!r}")
        return handler(view, legal_actions)
