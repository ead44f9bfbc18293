"""Cards as bits for the strong Vira AI: a hand is an int with a bit per
card of FRENCH_52 (suits C D H S = 0..3, ranks 2..A = 0..12 within a suit),
the layout of talong/games/vira/deal.py, so following suit is an AND and
counting is `bit_count()`. Conversions to and from the card names of the view.
"""
from __future__ import annotations

from talong.core.cards import FRENCH_52, iter_cards
from talong.games.vira.deal import CARD, NAMES, SUIT_CODES, SUIT_MASK

ACE = FRENCH_52.rank_of(FRENCH_52.parse("CA"))
FULL = FRENCH_52.full
# Per-card tables read in the search's inner loops: a tuple lookup costs no
# more than the arithmetic on the pack layout it replaces.
SUIT = tuple(FRENCH_52.suit_of(c) for c in FRENCH_52.cards())
RANK = tuple(FRENCH_52.rank_of(c) for c in FRENCH_52.cards())
# First card of each suit, and for each card the index just past its suit.
SUIT_LOW = tuple(FRENCH_52.card(s, 0) for s in range(len(FRENCH_52.suits)))
SUIT_END = tuple(SUIT_MASK[s].bit_length() for s in SUIT)


def mask(names) -> int:
    m = 0
    for n in names:
        m |= 1 << CARD[n]
    return m


def names(m: int) -> list[str]:
    return [NAMES[c] for c in cards(m)]


def cards(m: int) -> list[int]:
    return list(iter_cards(m))


def suit_index(code: str | None) -> int | None:
    return None if code is None else SUIT_CODES.index(code)


def suit_ranks(m: int, s: int) -> int:
    """Rank mask of suit s (bit 0 = the two)."""
    return (m & SUIT_MASK[s]) >> SUIT_LOW[s]


__all__ = ["ACE", "CARD", "FULL", "NAMES", "RANK", "SUIT", "SUIT_CODES", "SUIT_END", "SUIT_LOW", "SUIT_MASK",
           "mask", "names", "cards", "suit_index", "suit_ranks"]
