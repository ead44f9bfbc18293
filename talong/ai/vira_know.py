"""What one seat knows about a Vira deal in play, from its views only, and
deals sampled to agree with it (determinisation for the card-play search).

Known: the own hand and own discards ("titta på sina egna kastkort"), every
card played (the AI sees each trick: its last complete trick is in the view
whenever it is next to act), an open misär hand, the turned-up turné /
vingel / tringel cards (the declarer must buy them: "Han måste alltid köpa
det uppslagna kortet"), and the suits a seat has shown void in by not
following ("Man måste alltid följa färg om man kan"). Everything else is
unseen: the other hands, the others' discards and what is left of the
talong, dealt at random with those constraints.
"""
from __future__ import annotations

import random
from typing import Any

from .vira_bits import CARD, FULL, SUIT_MASK, cards, mask

TURN_CARDS = {"turné": 1, "vingel": 2, "tringel": 3}


class Memory:
    """Cards played and voids shown in the current deal, kept between calls."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.played = 0
        self.voids: dict[int, int] = {}     # seat -> mask of the suits it cannot hold

    def update(self, view: dict[str, Any]) -> None:
        key = (view.get("number"), view.get("forhand"), view.get("bottom_card"), view["seat"])
        if key != self.key or not view.get("tricks_played"):
            self.key, self.played, self.voids = key, 0, {}
        for trick in ((view.get("last_trick") or {}).get("cards") or [], view.get("trick") or []):
            self.add(trick)

    def add(self, trick: list[dict]) -> None:
        if not trick:
            return
        led = CARD[trick[0]["card"]] // 13
        for x in trick:
            c = CARD[x["card"]]
            self.played |= 1 << c
            if c // 13 != led:
                self.voids[x["seat"]] = self.voids.get(x["seat"], 0) | SUIT_MASK[led]


def play_order(view: dict[str, Any]) -> list[int]:
    """The three active seats clockwise from förhand."""
    n, f = view["players"], view["forhand"]
    return [f, (f + 1) % n, (f - 1) % n]


def known_cards(view: dict[str, Any]) -> dict[int, int]:
    """Seat -> cards known to be in its hand now (besides one's own)."""
    c = view["contract"]
    d = c["declarer"]
    out: dict[int, int] = {}
    for seat, hand in (view.get("open_hands") or {}).items():
        out[int(seat)] = mask(hand)
    if c.get("kind") and d != view["seat"] and int(d) not in out:
        family = _family(c)
        turned = view.get("turned_up") or []
        k = TURN_CARDS.get(family, 0)
        if k and turned:
            out[d] = mask(turned[-k:])   # the last turned-up cards were bought
    return out


def _family(contract: dict[str, Any]) -> str:
    bid = contract.get("bid") or ""
    for fam in TURN_CARDS:
        if bid.startswith(fam):
            return fam
    return ""


def unseen(view: dict[str, Any], memory: Memory) -> int:
    """Cards this seat has not seen: other hands, others' discards, talong."""
    own = mask(view["hand"]) | mask(view.get("pending") or []) | mask(view.get("discards") or [])
    return FULL & ~own & ~memory.played


def sample_hands(view: dict[str, Any], memory: Memory, rng: random.Random, tries: int = 4) -> dict[int, int]:
    """Seat -> hand for the active seats, own hand as it is, the others dealt
    from the unseen cards respecting hand sizes, known cards and voids.
    The most constrained seat is dealt first; impossible constraints
    (an unexpected record) are dropped rather than failing."""
    me = view["seat"]
    sizes = {int(s): n for s, n in view["hand_sizes"].items()}
    hidden = unseen(view, memory)
    known = known_cards(view)
    c = view["contract"]
    d = c["declarer"]
    # Old turned-up cards (before an omköp) are with the declarer or put away, never with an opponent.
    turned_old = mask(view.get("turned_up") or []) & hidden & ~known.get(d, 0)
    fixed: dict[int, int] = {}
    for seat in sizes:
        if seat != me:
            fixed[seat] = known.get(seat, 0) & hidden
    for m in fixed.values():
        hidden &= ~m
    need = {s: sizes[s] - m.bit_count() for s, m in fixed.items()}
    allowed = {s: hidden & ~memory.voids.get(s, 0) & (~turned_old if s != d else FULL) for s in need}
    order = sorted(need, key=lambda s: allowed[s].bit_count() - need[s])
    for attempt in range(tries):
        pool, hands, ok = hidden, {me: mask(view["hand"]), **fixed}, True
        for seat in order:
            a = allowed[seat] & pool
            if a.bit_count() < need[seat]:
                ok, a = False, pool
            for x in rng.sample(cards(a), max(0, min(need[seat], a.bit_count()))):
                hands[seat] |= 1 << x
                pool &= ~(1 << x)
        if ok or attempt == tries - 1:
            return hands
    return hands
