"""The strong Vira AI: `StrongViraAI(seed).choose(view, legal_actions)`.

Like the basic AI it sees only its seat's view and the legal actions, and
dispatches on `view["step"]` (docs/vira-actions.md). It differs in two
places: the bidding and the decisions that follow from it weigh every
contract of the bid table by its expected payoff (vira_contracts,
vira_bid), and the card play searches sampled deals double-dummy
(vira_search) whenever that fits the budget, falling back to the basic
AI's rules of thumb early in long trump games.
"""
from __future__ import annotations

import random
from typing import Any

from . import vira_bid, vira_decide as basic, vira_prep as prep
from .vira_bits import SUIT_CODES, SUIT_MASK, names
from .vira_know import Memory
from .vira_play import choose_card
from .vira_search import search_card

# Solver nodes per card decision (about 10-15 microseconds each): keeps the
# slowest decisions well under half a second in pure Python.
PLAY_BUDGET = 12000
HIGH_SEARCH_CARDS = 9   # trump games are searched from this many cards in hand


class StrongViraAI:
    name = "strong"

    def __init__(self, seed: int | None = None, search: bool = True, budget: int = PLAY_BUDGET) -> None:
        self.rng = random.Random(seed)
        self.memory = Memory()
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
        self.memory.update(view)
        hint = self._rule_of_thumb(view, legal)
        low = basic.plays_low(view)
        if not self.search or not low and len(view["hand"]) > HIGH_SEARCH_CARDS:
            return hint
        values = search_card(view, legal, self.memory, self.rng, self.budget)
        if not values:
            return hint
        best = max(values.values())
        good = [a for a in legal if a in values and values[a] >= best - 1e-9]
        return hint if hint in good else self._rule_of_thumb(view, good)

    def _rule_of_thumb(self, view: dict[str, Any], legal: list[str]) -> str:
        on_table = {x["card"] for x in view.get("trick") or []}
        seen = set(names(self.memory.played)) - on_table
        voids = {seat: {SUIT_CODES[s] for s in range(4) if m & SUIT_MASK[s]}
                 for seat, m in self.memory.voids.items()}
        return choose_card(view, legal, seen, voids)


_STEPS = {
    "bidding": vira_bid.choose_bid,
    "level": vira_bid.choose_level,
    "keep": prep.choose_keep,
    "choose": prep.choose_gask_discard,
    "highlow": prep.choose_highlow,
    "trump": prep.choose_trump,
    "buy": prep.choose_buy,
    "opp": prep.choose_opp_buy,
    "decide": prep.choose_decide,
    "misar": prep.choose_misar_discard,
}
