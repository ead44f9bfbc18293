"""A rule-based Königrufen player working only from its seat's view.

Bidding by hand strength (taroks, matadors, kings, voids): förhand opens mein
Spiel and, passed out, names Rufer, Dreier or Solodreier by strength, or
Trischaken with a hand that takes little; the others bid Dreier or
Solodreier only with strong hands. Calls the missing king of its longest
suit ("den fjärde kungen" with three kings). Takes the talon half with more
value, lays away its shortest suits' highest cards (banking their points).
Announces nothing beyond the compulsory bird; says kontra on the game with a
very strong defending hand. Play: win a trick cheaply when it carries points
and the win is likely, otherwise throw the cheapest card; in negative games
and Trischaken duck under the trick. The engine offers only legal actions,
so no rule needs care here.
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.tarock import FACE_POINTS, KINGS, MATADORS, PACK_NAMES, SKUS, MOND, SUIT_MASKS, TAROKS
from talong.games.koenigrufen.rules import suit_of, trick_winner

INDEX = {n: c for c, n in enumerate(PACK_NAMES)}


def _mask(names) -> int:
    m = 0
    for n in names:
        m |= 1 << INDEX[n]
    return m


def strength(hand: int) -> float:
    """A rough playing strength: taroks by height, matadors, kings, voids."""
    score = 0.0
    for c in range(32, 54):
        if hand >> c & 1:
            score += 0.6 + (c - 32) / 14
    score += 1.5 * (hand >> SKUS & 1) + 1.0 * (hand >> MOND & 1)
    score += 1.2 * (hand & KINGS).bit_count()
    score += 0.8 * sum(1 for s in range(4) if not hand & SUIT_MASKS[s])
    return score


class KoenigrufenAI:
    name = "basic"
    DREIER, SOLODREIER = 16.0, 20.0

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)   # the Player interface; decisions draw from `_rng(view)`

    def _rng(self, view: dict[str, Any]) -> random.Random:
        """This decision's draws, from the seed and the point of the deal only, so
        the player keeps no memory between calls (issue 8 item 2)."""
        return random.Random(f"{self.seed}|{view['number']}|{view['seat']}|{len(view['history'])}|"
                             + " ".join(view["hand"]))

    def choose(self, view: dict[str, Any], legal: list[str]) -> str:
        phase = view["phase"]
        handler = getattr(self, "_" + phase, None)
        action = handler(view, legal) if handler else None
        return action if action in legal else legal[0]

    # --- before the play ---------------------------------------------------
    def _cut(self, view, legal):
        return "cut"

    def _bidding(self, view, legal):
        hand = _mask(view["hand"])
        st = strength(hand)
        if "bid mein-spiel" in legal:
            return "bid mein-spiel"
        for key, need in (("solodreier", self.SOLODREIER), ("dreier", self.DREIER)):
            if f"bid {key}" in legal and st >= need:
                return f"bid {key}"
        return "pass"

    def _choose(self, view, legal):
        return choose_by_strength(_mask(view["hand"]))

    def _call(self, view, legal):
        if "call fourth" in legal:
            return "call fourth"
        hand = _mask(view["hand"])
        missing = [s for s in range(4) if not hand & KINGS & SUIT_MASKS[s]]
        if not missing:
            return legal[0]
        best = max(missing, key=lambda s: (hand & SUIT_MASKS[s]).bit_count())
        return f"call {'hdsc'[best]}"

    def _talon(self, view, legal):
        talon = view["talon"]

        def value(names):
            m = _mask(names)
            return sum(3 * FACE_POINTS[c] + (2 if TAROKS >> c & 1 else 0) for c in range(54) if m >> c & 1)
        return "talon top" if value(talon["top"]) >= value(talon["bottom"]) else "talon bottom"

    def _discard(self, view, legal):
        hand = _mask(view["hand"])

        def key(action):
            c = INDEX[action.split()[1]]
            length = (hand & SUIT_MASKS[suit_of(c)]).bit_count()
            return (TAROKS >> c & 1, length, -FACE_POINTS[c])
        return min(legal, key=key)

    def _announce(self, view, legal):
        hand = _mask(view["hand"])
        if "kontra game" in legal and strength(hand) >= self.SOLODREIER:
            return "kontra game"
        return legal[0]

    def _piles(self, view, legal):
        return self._rng(view).choice(legal)

    # --- play --------------------------------------------------------------
    def _play(self, view, legal):
        contract = view["contract"]
        cards = [INDEX[a.split()[1]] for a in legal]
        trick = [INDEX[name] for _s, name in view["trick"]["cards"]]
        card = pick_card(cards, trick, contract["farben"], contract["kind"] != "positive")
        return "play " + PACK_NAMES[card]


def choose_by_strength(hand: int) -> str:
    """Förhand's game after mein Spiel, by the strength thresholds (also the
    rollout policy's choice, koenigrufen_strong.fast_action)."""
    st = strength(hand)
    if st >= KoenigrufenAI.SOLODREIER:
        return "choose solodreier"
    if st >= KoenigrufenAI.DREIER:
        return "choose dreier"
    if st < 7 and not hand & KINGS:
        return "choose trischaken"
    return "choose rufer"


def pick_card(cards: list[int], trick: list[int], farben: bool, negative: bool) -> int:
    """The card heuristic, on card indices (also the strong AI's rollout
    policy): win a trick cheaply when it carries points or is complete,
    otherwise throw the cheapest card; in negative games duck under it."""
    if not trick:
        return _lead(cards, negative)
    winning = [c for c in cards if trick_winner(trick + [c], farben) == len(trick)]
    losing = [c for c in cards if c not in winning]
    if negative:
        if losing:
            return max(losing, key=lambda c: (FACE_POINTS[c], c))
        return min(cards)
    points = sum(FACE_POINTS[c] for c in trick)
    last = len(trick) == 3
    if winning and (points >= 3 or last):
        return min(winning, key=lambda c: (FACE_POINTS[c] if not last else 0, c))
    return min(losing or cards, key=lambda c: (FACE_POINTS[c], MATADORS >> c & 1, c))


def _lead(cards: list[int], negative: bool) -> int:
    if negative:
        return min(cards, key=lambda c: (c >= 32, c & 7 if c < 32 else c))
    suits = [c for c in cards if c < 32]
    if suits:
        return min(suits, key=lambda c: (FACE_POINTS[c], c & 7))
    taroks = [c for c in cards if c >= 32 and not MATADORS >> c & 1]
    return min(taroks or cards)
