"""The basic Vira AI: `ViraAI(seed).choose(view, legal_actions)`.

It sees only its seat's view and the legal actions (never the state), and
dispatches on `view["step"]` (docs/vira-actions.md) to the bidding and buying
decisions of `vira_decide` and the card play of `vira_play`. Cards seen played
are remembered from `view["last_trick"]` between calls within one deal, as a
person at the table remembers them.
"""
from __future__ import annotations

import random
from typing import Any

from . import vira_decide as d
from .vira_play import choose_card

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
        self._deal_key: tuple | None = None
        self._seen: set[str] = set()
        self._voids: dict[int, set[str]] = {}

    def _remember(self, view: dict[str, Any]) -> tuple[set[str], dict[int, set[str]]]:
        """Cards seen played and the suits each seat has shown void in."""
        key = (view.get("number"), view.get("forhand"), view.get("bottom_card"), view["seat"])
        played = view.get("tricks_played", 0)
        if key != self._deal_key or played == 0:
            self._deal_key, self._seen, self._voids = key, set(), {}
        for trick in ((view.get("last_trick") or {}).get("cards") or [], view.get("trick") or []):
            if trick:
                led = trick[0]["card"][0]
                self._seen.update(x["card"] for x in trick)
                for x in trick[1:]:
                    if x["card"][0] != led:
                        self._voids.setdefault(x["seat"], set()).add(led)
        return self._seen - {x["card"] for x in view.get("trick") or []}, self._voids

    def choose(self, view: dict[str, Any], legal_actions: list[str]) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        step = view.get("step")
        if step == "aces":
            return "aces-as-ones" if "aces-as-ones" in legal_actions else legal_actions[0]
        if step == "play":
            seen, voids = self._remember(view)
            return choose_card(view, legal_actions, seen, voids)
        handler = _STEPS.get(step)
        if handler is None:
            raise ValueError(f"ViraAI: unknown Vira step {step!r}")
        return handler(view, legal_actions)
