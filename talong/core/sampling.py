"""Dealing the cards a seat cannot see, for the games' `Game.resample`
(determinization, OpenSpiel's ResampleFromInfostate).

`deal_unseen` deals a set of cards into places (hidden hands, a talong, a
discard pile), each taking an exact number of cards and only the cards it
may hold (a player who failed to follow suit holds none of that suit). The
most constrained cards go first and each card goes to a place with room
that may take it, chosen in proportion to the room left: with few
constraints this is the uniform deal; with many it stays close to it, and
a deal that gets stuck is drawn again.
"""
from __future__ import annotations

import random

from .cards import CardSet, iter_cards

ATTEMPTS = 60


def deal_unseen(cards: CardSet, room: dict[int, int], allowed: dict[int, CardSet],
                rng: random.Random) -> dict[int, CardSet] | None:
    """`cards` dealt into the places of `room` (place -> number of cards),
    place p taking only cards of `allowed[p]`; None if no deal was found."""
    if sum(room.values()) != cards.bit_count():
        return None
    pool = list(iter_cards(cards))
    places = list(room)
    fits = {c: [p for p in places if allowed[p] >> c & 1] for c in pool}
    for _ in range(ATTEMPTS):
        rng.shuffle(pool)
        pool.sort(key=lambda c: len(fits[c]))   # the cards with fewest places first
        left = dict(room)
        out = {p: 0 for p in places}
        for card in pool:
            options = [p for p in fits[card] if left[p]]
            if not options:
                break
            place = options[0] if len(options) == 1 else rng.choices(options, [left[p] for p in options])[0]
            out[place] |= 1 << card
            left[place] -= 1
        else:
            return out
    return None
