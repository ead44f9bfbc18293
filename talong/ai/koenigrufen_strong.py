"""A Königrufen player that plays its cards by sampling: at each card choice
it draws deals consistent with its view (`Game.resample`, so it never uses
a hidden fact), plays every legal card in each of them, finishes the deal
with the basic player's card heuristic for all four seats, and keeps the
card with the best mean settlement for its seat (figures, Valat and kontras
included, as the engine settles them). Bidding, the call, the talon,
discards and declarations are the basic player's.
"""
from __future__ import annotations

from typing import Any

from talong.core.engine import GameError
from talong.core.tarock import PACK_NAMES
from talong.games.koenigrufen import GAME
from .koenigrufen import INDEX, KoenigrufenAI, pick_card


def rollout(state):
    """Play the deal to its end with the card heuristic for every seat."""
    while state.phase == "play":
        seat = state.to_move()
        legal = state.legal_cards(seat)
        cards = [c for c in range(54) if legal >> c & 1]
        c = state.contract
        card = cards[0] if len(cards) == 1 else pick_card(cards, list(state.trick), c.farben, c.kind != "positive")
        state = state.apply("play " + PACK_NAMES[card])
    return state


class StrongKoenigrufenAI(KoenigrufenAI):
    name = "strong"
    SAMPLES = 16

    def _play(self, view: dict[str, Any], legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        totals = dict.fromkeys(legal, 0.0)
        drawn = 0
        for _ in range(self.SAMPLES):
            try:
                state = GAME.resample(view, self.rng)
            except GameError:
                continue
            drawn += 1
            for action in legal:
                end = rollout(state.apply(action))
                totals[action] += end.result()["returns"][seat]
        if not drawn:
            return super()._play(view, legal)
        heuristic = super()._play(view, legal)
        # ties go to the heuristic's card, then to the lowest card
        return max(legal, key=lambda a: (totals[a], a == heuristic, -INDEX[a.split()[1]]))
