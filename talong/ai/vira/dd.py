"""Double-dummy search for Vira's card play: with all three hands known, how
many tricks the declarer takes when both sides play perfectly.

The declarer plays alone against two opponents who cooperate
(vira-stockholms-wirasallskap.txt "Budgivningen": "de två övriga spelarna ...
bildar ett par"), so it is a two-sided minimax: in a trump game the declarer
maximizes his tricks, in misär he minimizes them and the opponents maximize.
Trick rules as in "Spelet av korten" (follow suit; the highest trump wins,
else the highest card of the led suit; aces as ones when declared in a low
gask). The play ends when the declarer's hand is empty (a misär with 11 or 12
cards: the opponents keep the rest).

Players are positions 0, 1, 2 in playing order (clockwise); hands are bit
masks (bits). Alpha-beta with a transposition table at trick starts and
equal cards merged (two cards of one hand with no live card between them
play alike).
"""
from __future__ import annotations

from .bits import ACE, RANK, SUIT, SUIT_END, SUIT_MASK, cards


class Solver:
    """One deal's search: trump (0-3 or None), the declarer's position,
    high (True: declarer wants tricks) and aces as ones. `nodes` counts
    trick starts searched, for budgets."""

    def __init__(self, trump: int | None, declarer: int, high: bool, aces_low: bool = False) -> None:
        self.trump, self.decl, self.high, self.aces_low = trump, declarer, high, aces_low
        self.tt: dict[tuple, tuple[int, int]] = {}
        self.reps: dict[tuple[int, int], list[int]] = {}
        self.nodes = 0
        # KEYS[led][card]: the card's strength in a trick led in suit `led`
        # (trumps above the led suit, other suits cannot win).
        self.keys = [[self._strength(c, led) for c in range(len(SUIT))] for led in range(len(SUIT_MASK))]

    def _strength(self, c: int, led: int) -> int:
        s, r = SUIT[c], RANK[c]
        if self.aces_low and r == ACE:
            r = -1
        if s == self.trump:
            return 100 + r
        return r if s == led else -2

    # --- public -------------------------------------------------------------------
    def at_least(self, hands: tuple, leader: int, trick: tuple, k: int) -> bool:
        """Does the declarer take at least k of the remaining tricks (the
        current one included) under perfect play? `trick`: cards already
        played to the current trick, in order from `leader`."""
        if k <= 0:
            return True
        if not trick:
            return self._node(hands, leader, k - 1, k) >= k
        return self._ply(hands, leader, trick, k - 1, k) >= k

    def tricks(self, hands: tuple, leader: int, trick: tuple = ()) -> int:
        """Exact declarer tricks from here (full window)."""
        if not trick:
            return self._node(hands, leader, -1, 14)
        return self._ply(hands, leader, trick, -1, 14)

    # --- search --------------------------------------------------------------------
    def _node(self, hands: tuple, leader: int, alpha: int, beta: int) -> int:
        left = hands[self.decl].bit_count()
        if left == 0:
            return 0
        self.nodes += 1
        key = (hands, leader)
        lo, hi = self.tt.get(key, (0, left))
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        a, b = max(alpha, lo), min(beta, hi)
        v = self._ply(hands, leader, (), a, b)
        if v <= a:
            hi = v
        elif v >= b:
            lo = v
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _ply(self, hands: tuple, leader: int, trick: tuple, alpha: int, beta: int) -> int:
        k = len(trick)
        p = (leader + k) % 3
        hand = hands[p]
        legal = (hand & SUIT_MASK[SUIT[trick[0]]]) or hand if k else hand
        maxing = (p == self.decl) == self.high
        best = -1 if maxing else 99
        for c in self._moves(legal, hands, trick):
            h = hand & ~(1 << c)
            nh = (h, hands[1], hands[2]) if p == 0 else (hands[0], h, hands[2]) if p == 1 else (hands[0], hands[1], h)
            t = trick + (c,)
            if k < 2:
                v = self._ply(nh, leader, t, alpha, beta)
            else:
                keys = self.keys[SUIT[t[0]]]
                a, b, d = keys[t[0]], keys[t[1]], keys[c]
                w = (leader + (0 if a > b and a > d else 1 if b > d else 2)) % 3
                add = 1 if w == self.decl else 0
                v = add + self._node(nh, w, alpha - add, beta - add)
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best

    def _key(self, c: int, led: int) -> int:
        return self.keys[led][c]

    def _moves(self, legal: int, hands: tuple, trick: tuple) -> list[int]:
        """One card per group of equal cards, likely-best first: cheap winners
        and low losers, which makes the cut-offs come early."""
        alive = hands[0] | hands[1] | hands[2]
        for c in trick:
            alive |= 1 << c
        reps = self.reps.get((legal, alive))
        if reps is None:
            reps = self.reps[(legal, alive)] = self._groups(legal, alive)
        if len(reps) < 2:
            return reps
        if not trick:
            return sorted(reps, key=lambda c: -RANK[c])
        keys = self.keys[SUIT[trick[0]]]
        top = max(keys[c] for c in trick)
        # winners from the cheapest up, then losers from the lowest up
        return sorted(reps, key=lambda c: keys[c] - 1000 if keys[c] > top else RANK[c])

    def _groups(self, legal: int, alive: int) -> list[int]:
        if self.aces_low:   # the ace sits below the two: runs by rank do not hold
            return cards(legal)
        return equal_runs(legal, alive)


def equal_runs(legal: int, blockers: int) -> list[int]:
    """One card per run of equal cards: the lowest legal card of each run,
    skipping the legal cards above it up to the next card in `blockers` (a card
    still held by someone else), since such cards win and lose the same tricks."""
    reps = []
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        reps.append(c)
        end = SUIT_END[c]
        x = c + 1
        while x < end:
            bit = 1 << x
            if m & bit:
                m ^= bit
            elif blockers & bit:
                break
            x += 1
    return reps
