"""The strong Vira AI: `StrongViraAI(seed).choose(view, legal_actions)`.

Like the basic AI it sees only its seat's view and the legal actions, and
dispatches on `view["step"]` (docs/vira-actions.md). It differs in two
places: the bidding and the decisions that follow from it weigh every
contract of the bid table by its expected payoff (contracts,
bid), and the card play searches sampled deals double-dummy (search)
whenever that fits the budget, falling back to the basic AI's rules of
thumb early in long trump games.

A pure function of (view, legal actions) and the seed: it keeps nothing
between calls (the cards played and the voids shown are read from the
view's history, know.py), and the search's random draws are seeded from
the seed and the point of the deal, so a table rebuilt from its record
plays exactly as before.
"""
from __future__ import annotations

import random
from typing import Any

from . import bid, decide as basic, prep
from .know import seen_before, voids
from .play import choose_card
from .search import search_card

# Solver nodes per card decision (about 10-15 microseconds each): keeps the
# slowest decisions well under half a second in pure Python.
PLAY_BUDGET = 12000
HIGH_SEARCH_CARDS = 9   # trump games are searched from this many cards in hand


class StrongViraAI:
    name = "strong"

    def __init__(self, seed: int | None = None, search: bool = True, budget: int = PLAY_BUDGET) -> None:
        self.seed = seed or 0
        self.search = search   # False: rules of thumb only (fast, for calibration runs)
        self.budget = budget

    def choose(self, view: dict[str, Any], legal_actions: list[str]) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        step = view.get("step")
        if step == "play":
            return self._play(view, legal_actions)
        if step == "aces":
            return "aces-as-ones" if "aces-as-ones" in legal_actions else legal_actions[0]
        handler = _STEPS.get(step)
        if handler is None:
            raise ValueError(f"StrongViraAI: unknown Vira step {step!r}")
        return handler(view, legal_actions)

    # --- card play ---------------------------------------------------------------
    def _play(self, view: dict[str, Any], legal: list[str]) -> str:
        hint = self._rule_of_thumb(view, legal)
        low = basic.plays_low(view)
        if not self.search or not low and len(view["hand"]) > HIGH_SEARCH_CARDS:
            return hint
        values = search_card(view, legal, self._rng(view), self.budget)
        if not values:
            return hint
        best = max(values.values())
        good = [a for a in legal if a in values and values[a] >= best - 1e-9]
        return hint if hint in good else self._rule_of_thumb(view, good)

    def _rng(self, view: dict[str, Any]) -> random.Random:
        """The search's draws for this decision: from the seed and the point of the deal."""
        return random.Random(f"{self.seed}|{view['number']}|{view['seat']}|{len(view['history'])}|"
                             + " ".join(view["hand"]))

    @staticmethod
    def _rule_of_thumb(view: dict[str, Any], legal: list[str]) -> str:
        return choose_card(view, legal, seen_before(view), voids(view))


_STEPS = {
    "bidding": bid.choose_bid,
    "level": bid.choose_level,
    "keep": prep.choose_keep,
    "choose": prep.choose_gask_discard,
    "highlow": prep.choose_highlow,
    "trump": prep.choose_trump,
    "buy": prep.choose_buy,
    "opp": prep.choose_opp_buy,
    "decide": prep.choose_decide,
    "misar": prep.choose_misar_discard,
}
