"""Vira hand evaluation for the basic AI: trick estimates per trump suit,
misär danger, and the card choices of the buying phase.

Works on card names only ("SA", "HT"), as the seat's view gives them. Rules
behind the numbers: rules/vira-stockholms-wirasallskap.txt "Budgivningen"
(high games need 6-13 tricks, low games none), "Köp och val av trumf" (who
buys), "Avpassning av gök" (låggard: a card is safe in misär when it has
enough lower cards under it: 2; 4+1; 6+2; 8+3; T+4 — generalised here to
rank <= 2 + 2 * lower cards held).
"""
from __future__ import annotations

RANKS = "23456789TJQKA"
SUITS = "CDHS"


def rank(card: str) -> int:
    """2..14 (ace 14)."""
    return RANKS.index(card[1]) + 2


def by_suit(cards) -> dict[str, list[int]]:
    """Ranks per suit, highest first."""
    out: dict[str, list[int]] = {s: [] for s in SUITS}
    for c in cards:
        out[c[0]].append(rank(c))
    for s in SUITS:
        out[s].sort(reverse=True)
    return out


def _top_run(ranks: list[int]) -> int:
    """How many cards from the ace down are held without a gap."""
    n = 0
    for r in ranks:
        if r != 14 - n:
            break
        n += 1
    return n


def trump_tricks(ranks: list[int]) -> float:
    """Tricks expected from a trump holding (13 trumps, two opponents)."""
    n = len(ranks)
    if not n:
        return 0.0
    top = _top_run(ranks)
    honours = sum(1.0 if r == 14 else 0.7 if r == 13 else 0.45 if r == 12 else 0.25 if r == 11 else 0
                  for r in ranks[top:])
    # Long trumps win once the opponents' trumps are drawn; never more than held.
    return min(float(n), top + min(honours, n - top) * 0.9 + max(0, n - 4) * 0.8)


def side_tricks(ranks: list[int], trumps: int) -> float:
    """Tricks from a side suit: aces, guarded kings; a void ruffs when trumps remain."""
    n = len(ranks)
    if n == 0:
        return 0.6 if trumps >= 3 else 0.0
    t = 0.0
    if ranks[0] == 14:
        t += 0.95
        if n >= 2 and ranks[1] == 13:
            t += 0.8
    elif ranks[0] == 13 and n >= 2:
        t += 0.5
    if n == 1 and ranks[0] != 14 and trumps >= 3:
        t += 0.3   # a singleton soon becomes a void to ruff with
    return t


def estimate(cards, trump: str | None) -> float:
    """Tricks a hand is expected to take with `trump` (None: no trump)."""
    suits = by_suit(cards)
    ntr = len(suits[trump]) if trump else 0
    total = trump_tricks(suits[trump]) if trump else 0.0
    for s in SUITS:
        if s != trump:
            total += side_tricks(suits[s], ntr)
    return total


def best_trump(cards, allowed=SUITS) -> tuple[str, float]:
    best = max(allowed, key=lambda s: (estimate(cards, s), len([c for c in cards if c[0] == s])))
    return best, estimate(cards, best)


def danger(cards) -> list[str]:
    """Cards that may be forced to win a trick in misär, most dangerous first:
    a card is safe when it has enough lower cards under it (låggard rule)."""
    out = []
    suits = by_suit(cards)
    for s in SUITS:
        low_first = sorted(suits[s])
        for i, r in enumerate(low_first):
            if r > 2 + 2 * i:
                out.append((r - 2 * i, s + RANKS[r - 2]))
    out.sort(reverse=True)
    return [c for _, c in out]


def loser_discards(cards, trump: str | None, limit: int) -> list[str]:
    """Side cards a high-game hand would exchange, worst first: no trumps,
    aces, or guarded kings; short suits first so voids appear."""
    suits = by_suit(cards)
    keep: set[str] = set()
    for s in SUITS:
        r = suits[s]
        if s == trump:
            keep.update(s + RANKS[x - 2] for x in r)
            continue
        if r and r[0] == 14:
            keep.add(s + "A")
            if len(r) >= 2 and r[1] == 13:
                keep.add(s + "K")
        elif r and r[0] == 13 and len(r) >= 3:
            keep.add(s + "K")
    losers = [c for c in cards if c not in keep]
    losers.sort(key=lambda c: (len(suits[c[0]]), rank(c)))
    return losers[:limit]


def best_thirteen_high(cards, trump: str | None = None) -> list[str]:
    """The cards to put away from a gask hand (13+N cards) to play high:
    greedy, always dropping the card whose loss hurts the estimate least."""
    hand = list(cards)
    while len(hand) > 13:
        t = trump or best_trump(hand)[0]
        drop = max(hand, key=lambda c: (estimate([x for x in hand if x != c], t), -rank(c)))
        hand.remove(drop)
    return [c for c in cards if c not in hand]


def best_thirteen_low(cards) -> list[str]:
    """The cards to put away to play a gask low: the most dangerous first."""
    hand = list(cards)
    while len(hand) > 13:
        d = danger(hand)
        drop = d[0] if d else max(hand, key=rank)
        hand.remove(drop)
    return [c for c in cards if c not in hand]


def laggards(cards) -> int:
    """Suits holding a låggard ("Avpassning av gök"): a 2; a 4 and a 3; a 6
    and two lower; an 8 and three lower; a ten and four lower."""
    suits = by_suit(cards)
    count = 0
    for s in SUITS:
        held = suits[s]
        if any(r in held and sum(1 for x in held if x < r) >= (r - 2) // 2 for r in (2, 4, 6, 8, 10)):
            count += 1
    return count
