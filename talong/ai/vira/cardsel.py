"""Which cards to keep, exchange or put away, for the strong Vira AI (bit
masks, bits). Used both when the AI really buys and when it imagines
the buy of a contract before bidding it (contracts), so the two agree.

High games (a trump suit): trumps are kept, then side aces, kings behind an
ace, queens behind both, guarded kings; the rest are exchanged, short suits
first so that voids appear to ruff in. Misär: the unsafe cards of
handeval (a card sticks out of its suit's low cards) go first.
"""
from __future__ import annotations

from .bits import ACE, RANK, SUIT, SUIT_MASK, cards, suit_ranks
from .handeval import unsafe_cards

A, K, Q = ACE, ACE - 1, ACE - 2


def _honour_rank(c: int, hand: int, trump: int | None) -> int:
    """How much a side card is worth keeping: 4 ace, 3 king behind the ace,
    2 queen behind both, 1 guarded king, 0 otherwise."""
    s, r = SUIT[c], RANK[c]
    held = suit_ranks(hand, s)
    if r == A:
        return 4
    if r == K and held >> A & 1:
        return 3
    if r == Q and held >> A & 1 and held >> K & 1:
        return 2
    if r == K and held.bit_count() >= 2:
        return 1
    return 0


def priority_high(hand: int, trump: int | None) -> list[int]:
    """Every card of `hand`, most worth keeping first."""
    tr = [c for c in cards(hand & SUIT_MASK[trump])][::-1] if trump is not None else []
    side = [c for c in cards(hand) if trump is None or SUIT[c] != trump]
    honours = sorted((c for c in side if _honour_rank(c, hand, trump)),
                     key=lambda c: (-_honour_rank(c, hand, trump), -(RANK[c])))
    rest = [c for c in side if not _honour_rank(c, hand, trump)]
    # Fill from the suits already kept most, highest first: other suits stay short.
    kept_in = [0] * len(SUIT_MASK)
    for c in tr + honours:
        kept_in[SUIT[c]] += 1
    rest.sort(key=lambda c: (-(kept_in[SUIT[c]] + suit_ranks(hand, SUIT[c]).bit_count()), -(RANK[c])))
    return tr + honours + rest


def best_high(pool: int, trump: int | None, n: int = 13) -> int:
    m = 0
    for c in priority_high(pool, trump)[:n]:
        m |= 1 << c
    return m


def losers_high(hand: int, trump: int | None, limit: int = 13) -> list[int]:
    """Cards to exchange in a köp, worst first: side cards without honour
    value, from the shortest suits."""
    out = [c for c in cards(hand) if SUIT[c] != trump and not _honour_rank(c, hand, trump)]
    out.sort(key=lambda c: (suit_ranks(hand, SUIT[c]).bit_count(), RANK[c]))
    return out[:limit]


def exchange_high(hand: int, trump: int | None, least: int, most: int) -> list[int]:
    """The cards to put away in a köp: the losers, at least `least`, at most `most`."""
    out = losers_high(hand, trump, most)
    if len(out) < least:
        for c in reversed(priority_high(hand, trump)):
            if c not in out:
                out.append(c)
            if len(out) >= least:
                break
    return out[:max(least, min(len(out), most))]


def drop_order_low(hand: int, n: int | None = None) -> list[int]:
    """The first n cards (all by default) a misär hand should shed: the most
    unsafe first (re-judged after each card goes), then the highest."""
    out = []
    m = hand
    for _ in range(hand.bit_count() if n is None else n):
        unsafe = unsafe_cards(m)
        c = unsafe[0][1] if unsafe else max(cards(m), key=lambda x: (RANK[x], x))
        out.append(c)
        m &= ~(1 << c)
    return out


def best_low(pool: int, n: int) -> int:
    """The n cards of `pool` best for misär."""
    m = pool
    for c in drop_order_low(pool, max(0, pool.bit_count() - n)):
        m &= ~(1 << c)
    return m


def keep_low(hand: int, n: int) -> int:
    """Gask played low: keep the n lowest cards (the talong brings 13 more)."""
    m = 0
    for c in sorted(cards(hand), key=lambda x: (RANK[x], x))[:n]:
        m |= 1 << c
    return m
