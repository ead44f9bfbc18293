"""Determinization: a deal that one seat cannot tell from the real one.

For search players (OpenSpiel's ResampleFromInfostate, SPEC/STYLE.md): keep
what `seat` may see - its own cards, dummy's cards once the opening lead is
made (Law 41D), every played card and the whole auction - and deal the
unseen cards at random to the hidden hands, each keeping its number of
cards and respecting the voids shown when a player did not follow suit
(Law 44C: a player who did not follow holds none of the suit led).
"""
from __future__ import annotations

import random

from talong.core.cards import iter_cards

_ATTEMPTS = 200


def _voids(state) -> list[int]:
    """Per seat, a 4-bit mask of the suits it has shown out of."""
    voids = [0, 0, 0, 0]
    tricks = [trick for _, trick, _ in state.tricks] + ([state.trick] if state.trick else [])
    for trick in tricks:
        led = trick[0][1] // 13
        for seat, card in trick[1:]:
            if card // 13 != led:
                voids[seat] |= 1 << led
    return voids


def resample(state, seat: int, rng: random.Random):
    """A copy of `state` with the hands `seat` cannot see dealt afresh."""
    lead_made = state.declarer >= 0 and bool(state.tricks or state.trick)
    known = {seat} | ({state.dummy} if lead_made else set())
    hidden = [s for s in range(4) if s not in known]
    unseen = [c for s in hidden for c in iter_cards(state.hands[s])]
    sizes = {s: state.hands[s].bit_count() for s in hidden}
    voids = _voids(state)
    hands = list(state.hands)
    for _ in range(_ATTEMPTS):
        rng.shuffle(unseen)
        # Cards that fit in fewer hands first, so the greedy deal rarely gets stuck.
        order = sorted(unseen, key=lambda c: sum(1 for s in hidden if not voids[s] >> (c // 13) & 1))
        room = dict(sizes)
        dealt = {s: 0 for s in hidden}
        for card in order:
            seats = [s for s in hidden if room[s] and not voids[s] >> (card // 13) & 1]
            if not seats:
                break
            s = rng.choices(seats, weights=[room[t] for t in seats])[0]
            dealt[s] |= 1 << card
            room[s] -= 1
        else:
            for s in hidden:
                hands[s] = dealt[s]
            break
    else:
        return state   # no other consistent deal found: the real one is always consistent
    played = [0, 0, 0, 0]
    for _, trick, _ in state.tricks:
        for s, card in trick:
            played[s] |= 1 << card
    for s, card in state.trick:
        played[s] |= 1 << card
    new = state._copy()
    new.hands = tuple(hands)
    new.deal = tuple(hands[s] | played[s] for s in range(4))
    return new
