"""Cards as bits for the strong Vira AI: a hand is an int with bit
13 * suit + rank (suits C D H S = 0..3, ranks 2..A = 0..12), the layout of
talong/games/vira/deal.py, so following suit is an AND and counting is
`bit_count()`. Conversions to and from the card names of the view.
"""
from __future__ import annotations

from talong.games.vira.deal import CARD, NAMES, SUIT_CODES, SUIT_MASK

ACE = 12
FULL = (1 << 52) - 1


def mask(names) -> int:
    m = 0
    for n in names:
        m |= 1 << CARD[n]
    return m


def names(m: int) -> list[str]:
    return [NAMES[c] for c in cards(m)]


def cards(m: int) -> list[int]:
    out = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def suit_index(code: str | None) -> int | None:
    return None if code is None else SUIT_CODES.index(code)


def suit_ranks(m: int, s: int) -> int:
    """13-bit rank mask of suit s (bit 0 = the two)."""
    return (m >> (13 * s)) & 0x1FFF


__all__ = ["ACE", "CARD", "FULL", "NAMES", "SUIT_CODES", "SUIT_MASK", "mask", "names", "cards", "suit_index",
           "suit_ranks"]
