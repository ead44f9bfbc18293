"""A Königrufen player that plays its cards by sampling: at each card choice
it draws deals consistent with its view (`Game.resample`, so it never uses
a hidden fact), plays every legal card in each of them, finishes the deal
with the basic player's card heuristic for all four seats, and keeps the
card with the best mean settlement for its seat (figures, Valat and kontras
included, as the engine settles them). Everything before the play (bidding,
förhand's choice, the call, the talon, discards, declarations and kontras)
is the basic player's rules.

`fast_action` and `simulate` (the basic heuristic worked out from a full
state) are also the rollout policy of the searching player's decisions
before the play (talong/ai/koenigrufen_search.py).
"""
from __future__ import annotations

from typing import Any

from talong.core.engine import GameError
from talong.core.tarock import PACK_NAMES
from talong.games.koenigrufen import GAME
from .koenigrufen import INDEX, KoenigrufenAI, choose_by_strength, pick_card


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
        rng = self._rng(view)
        for _ in range(self.SAMPLES):
            try:
                state = GAME.resample(view, rng)
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


def fast_action(state) -> str:
    """The basic player's choices worked out from the state itself (for the
    simulated continuations only, where every seat of a sampled deal is
    played by the same heuristic): cut, pass, förhand's game by strength,
    the call, the talon half, discards, no declarations, the card heuristic."""
    from talong.core.tarock import FACE_POINTS, KINGS, SUIT_MASKS, TAROKS
    phase = state.phase
    if phase == "play":
        seat = state.to_move()
        legal = state.legal_cards(seat)
        cards = [c for c in range(54) if legal >> c & 1]
        c = state.contract
        card = cards[0] if len(cards) == 1 else pick_card(cards, list(state.trick), c.farben, c.kind != "positive")
        return "play " + PACK_NAMES[card]
    legal = state.legal_actions()
    if phase == "call":
        hand = state.hands[state.declarer]
        if "call fourth" in legal:
            return "call fourth"
        missing = [s for s in range(4) if not hand & KINGS & SUIT_MASKS[s]] or [0]
        return f"call {'hdsc'[max(missing, key=lambda s: (hand & SUIT_MASKS[s]).bit_count())]}"
    if phase == "talon":
        def value(cards):
            return sum(3 * FACE_POINTS[x] + (2 if TAROKS >> x & 1 else 0) for x in cards)
        return "talon top" if value(state.talon[:3]) >= value(state.talon[3:]) else "talon bottom"
    if phase == "discard":
        hand = state.hands[state.declarer]

        def key(action):
            x = INDEX[action.split()[1]]
            return (TAROKS >> x & 1, (hand & SUIT_MASKS[x >> 3 if x < 32 else 4]).bit_count(), -FACE_POINTS[x])
        return min(legal, key=key)
    if phase == "bidding" and "pass" in legal:
        return "pass"
    if phase == "choose":
        return choose_by_strength(state.hands[state.forehand])
    return legal[0]


def simulate(state):
    while not state.is_terminal():
        state = state.apply(fast_action(state))
    return state
