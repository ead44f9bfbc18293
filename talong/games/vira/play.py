"""The play of the cards (spelet av korten).

Rules: vira-stockholms-wirasallskap.txt "Spelet av korten": förhand leads to
the first trick, play goes clockwise among the active players, one must
follow suit if one can, otherwise any card; the highest trump wins, else the
highest card of the led suit; the winner leads next. Aces are highest
except in a low gask 0-4 whose declarer declared his four aces as ones
(below the twos). Misär is played in sang (no trump); a misär with 11 or 12
cards plays only 11 or 12 tricks.
"""
from __future__ import annotations

from talong.core.cards import FRENCH_52

from .deal import NAMES, SUIT_MASK

PLAY_ACTION = tuple("play " + n for n in NAMES)
CARDS = range(FRENCH_52.size)
SUIT_OF = tuple(FRENCH_52.suit_of(c) for c in CARDS)                 # looked up in every trick
RANK_OF = tuple(c - FRENCH_52.card(SUIT_OF[c], 0) for c in CARDS)   # 0 = the two, ACE = the ace
ACE = FRENCH_52.suits[0].ranks.index("A")


def playable(hand: int, trick: tuple) -> int:
    """Cards of `hand` that may be played to `trick` (follow suit if one can)."""
    if trick:
        follow = hand & SUIT_MASK[SUIT_OF[trick[0][1]]]
        if follow:
            return follow
    return hand


def winner(trick: tuple, trump: int | None, aces_low: bool) -> int:
    """Seat that wins a complete trick of (seat, card) pairs."""
    led = SUIT_OF[trick[0][1]]
    best_seat, best = trick[0][0], -99
    for seat, card in trick:
        suit, rank = SUIT_OF[card], RANK_OF[card]
        if aces_low and rank == ACE:
            rank = -1
        if suit == trump:
            key = rank + 100
        elif suit == led:
            key = rank
        else:
            continue
        if key > best:
            best_seat, best = seat, key
    return best_seat
