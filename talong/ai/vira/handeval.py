"""Hand features for the strong Vira AI, on bit masks (bits).

High games: `high_features(hand, trump)` describes a hand for a trump suit;
calib holds the weights, fitted by least squares on the tricks the AI
actually took in self-play (benchmarks/vira_ai_calibrate.py), so the trick
estimate is measured, not guessed.

Misär: a card is safe when enough of the own cards of its suit lie below it
(the låggard idea of "Avpassning av gök", seen from the declarer: the i-th
lowest card, counted from 0, is safe up to rank 2 + 2i); `misar_features`
counts the unsafe cards and how far they stick out, and the suits one is
void in (a void lets a dangerous card be thrown).
"""
from __future__ import annotations

from .bits import SUIT_LOW, SUIT_MASK, suit_ranks

A, K, Q, J = 1 << 12, 1 << 11, 1 << 10, 1 << 9


def high_features(hand: int, trump: int | None) -> tuple[float, ...]:
    """(1, trump length, long trumps beyond 4, trump top run, trump A K Q
    count, side aces, side kings behind an ace, other guarded side kings,
    side queens with A or K, shortness x spare trumps, side length beyond 4)."""
    tr = suit_ranks(hand, trump) if trump is not None else 0
    n = tr.bit_count()
    run = 0
    while run < 13 and tr >> (12 - run) & 1:
        run += 1
    honours = bool(tr & A) + bool(tr & K) + bool(tr & Q)
    aces = ak = kings = queens = short = longs = 0
    for s in range(4):
        if s == trump:
            continue
        r = suit_ranks(hand, s)
        k = r.bit_count()
        aces += bool(r & A)
        ak += bool(r & A and r & K)
        kings += bool(r & K and not r & A and k >= 2)
        queens += bool(r & Q and r & (A | K) and k >= 3)
        short += max(0, 2 - k)
        longs += max(0, k - 4)
    spare = max(0, n - 3)
    return (1.0, n, max(0, n - 4), run, honours, aces, ak, kings, queens, min(short, 3) * min(spare, 3),
            longs if n >= 4 else 0)


def losers(hand: int) -> int:
    """Losing-trick count: per suit, the top one to three places (as many as
    the suit is long) not filled by the ace, king, queen. The declarer takes
    at most 13 minus these tricks, give or take a lucky ruff."""
    total = 0
    for s in range(4):
        r = suit_ranks(hand, s)
        n = r.bit_count()
        for place, honour in enumerate((A, K, Q)[:min(n, 3)]):
            total += not r & honour
    return total


def unsafe_cards(hand: int) -> list[tuple[int, int]]:
    """(excess, card) of each unsafe misär card, most dangerous first."""
    out = []
    for s in range(len(SUIT_MASK)):
        r = suit_ranks(hand, s)
        i = 0
        for rank in range(r.bit_length()):
            if r >> rank & 1:
                if rank > 2 * i:
                    out.append((rank - 2 * i, SUIT_LOW[s] + rank))
                i += 1
    out.sort(reverse=True)
    return out


def misar_features(hand: int) -> tuple[float, ...]:
    """(1, unsafe cards, their summed excess (each capped at 6), voids)."""
    unsafe = unsafe_cards(hand)
    voids = sum(1 for s in range(4) if not hand & SUIT_MASK[s])
    return (1.0, len(unsafe), sum(min(6, e) for e, _ in unsafe), voids)
