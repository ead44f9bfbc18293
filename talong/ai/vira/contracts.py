"""What each contract of the bid table is worth to a hand, for the strong
Vira AI's bidding and the decisions that follow it.

Before the buy nobody knows the talong: it is 13 of the 39 cards one does
not hold, at random. So each contract is imagined on a number of sampled
talongs, with the buy the AI would really make (cardsel):
- köpspel (begär, 7-9-spel): trump first, losers exchanged from the top;
  turné / vingel / tringel: trump from the 1 / 2 / 3 turned-up cards, which
  must be bought ("Köpspel");
- gask på N: N cards kept, the whole talong taken, the best 13 chosen, then
  high or low ("Gaskspel"), Vira: all 26, Gök: the best 13 for an open misär;
- köpmisär på N: the N worst cards exchanged, then 1 (2) put away;
- solo: no buy; solo misärer with 12 or 13 cards, open or closed.
The final hand's tricks (handeval, weights fitted in calib) give
the chances of hem, bet and kodilj, and those the payoff (value). In a
köpspel or gask the declarer may lay the hand after seeing the buy ("Att
spela eller att lägga handen"), which caps the loss at a bet: counted.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from talong.games.vira.tables import BIDS, FARG, HOGSTA, OFARG, Bid

from . import calib as cal
from .bits import FULL, SUIT, cards
from .cardsel import best_high, best_low, drop_order_low, exchange_high, keep_low
from .handeval import high_features, losers, misar_features
from .value import declarer_values

SAMPLES = 20
MISAR_CARDS = {0: 11, 1: 12, 2: 13, 3: 12, 4: 13}   # low gask på N (Gaskspel)


@dataclass(frozen=True)
class Plan:
    ev: float                 # expected pinnar for the declarer
    p_hem: float
    trump: int | None = None  # the trump it means to play (free-trump bids)
    low: bool = False         # gask: keep low cards for misär


def kind_of(bid: Bid) -> str:
    """The calibration kind of a high game: who buys, and how trump is found."""
    if bid.kind in ("gask", "solo"):
        return bid.kind
    return "turn" if bid.family in ("turné", "vingel", "tringel") else "köp"


# --- chances ---------------------------------------------------------------------------
def _phi(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


class Strength(NamedTuple):
    """Expected tricks (fitted, calib) and the losing-trick cap: the
    linear fit is made mostly on middling hands and would promise the rare
    strong hand tricks it has no cards for."""
    mu: float
    cap: int


def high_mu(hand: int, trump: int | None, kind: str) -> Strength:
    f = high_features(hand, trump)
    return Strength(sum(w * x for w, x in zip(cal.HIGH_WEIGHTS, f)) + cal.HIGH_OFFSET[kind], 13 - losers(hand))


def high_chances(st: Strength, kind: str, need: int) -> tuple[float, float, float]:
    """(hem, bet, kodilj) when the tricks spread normally around mu; each
    trick beyond the cap is taken only with a lucky ruff (CAP_ODDS)."""
    sd = cal.HIGH_SD[kind]

    def at_least(k: int) -> float:
        p = 1 - _phi((k - 0.5 - st.mu) / sd)
        return p * cal.CAP_ODDS ** max(0, k - st.cap)

    hem, atleast_bet = at_least(need), at_least(need - 1)
    return hem, atleast_bet - hem, 1 - atleast_bet


def _logit(w: tuple, x: tuple, shift: float = 0.0) -> float:
    z = sum(a * b for a, b in zip(w, x)) + shift
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def misar_chances(hand: int, open_: bool, opp_buy: bool, shift: float = 0.0) -> tuple[float, float, float]:
    """(hem, bet, kodilj) of a misär with this hand; `shift` moves both log-odds."""
    x = misar_features(hand) + (float(open_), float(opp_buy), hand.bit_count() - 12.0)
    zero = _logit(cal.MISAR_ZERO, x, shift)
    one = max(zero, _logit(cal.MISAR_ONE, x, shift))
    return zero, one - zero, 1 - one


def _ev(p: tuple[float, float, float], values: tuple[float, float, float]) -> float:
    return p[0] * values[0] + p[1] * values[1] + p[2] * values[2]


# --- the evaluation -------------------------------------------------------------------
class Evaluation:
    """Plans for every (bid key, qualifier) of the bid table, for one hand."""

    def __init__(self, hand: int, hogsta: int, farg: int, players: int, samples: int = SAMPLES) -> None:
        self.hand, self.hogsta, self.farg, self.players = hand, hogsta, farg, players
        rng = random.Random(hand * 31 + hogsta)
        unseen = cards(FULL & ~hand)
        self.talongs = [rng.sample(unseen, 13) for _ in range(samples)]
        self.quals = {0: (0, 1, 2, 3), 1: (hogsta, farg), 2: (hogsta,)}
        self.plans: dict[tuple[str, int], Plan] = {}
        self._spel()
        self._turned()
        self._gask()
        self._misar()
        self._solo()

    def cls(self, suit: int | None) -> str | None:
        if suit is None:
            return None
        return HOGSTA if suit == self.hogsta else FARG if suit == self.farg else OFARG

    def values(self, bid: Bid, suit: int | None) -> tuple[float, float, float]:
        return declarer_values(bid, self.cls(suit), self.players)

    def _store(self, bid: Bid, per_suit: dict[int, tuple[float, float]]) -> None:
        """Free-trump bid: the best allowed trump for each qualifier."""
        for q in (0, 1, 2) if bid.free_trump else (0,):
            best = max(self.quals[q], key=lambda s: per_suit[s][0])
            ev, p = per_suit[best]
            self.plans[(bid.key, q)] = Plan(ev, p, best)

    # köpspel with free trump
    def _spel(self) -> None:
        mus = {}
        for t in range(4):
            out = exchange_high(self.hand, t, 0, 13)
            kept = self.hand
            for c in out:
                kept &= ~(1 << c)
            mus[t] = [high_mu(kept | _mask(tal[:len(out)]), t, "köp") for tal in self.talongs]
        for bid in BIDS:
            if bid.family != "spel":
                continue
            per_suit = {}
            for t in range(4):
                v = self.values(bid, t)
                chances = [high_chances(_shift(st, bid), "köp", bid.tricks) for st in mus[t]]
                evs = [(max(v[1], _ev(p, v)), p[0]) for p in chances]
                per_suit[t] = (_mean(e for e, _ in evs), _mean(p for _, p in evs))
            self._store(bid, per_suit)

    # turné, vingel, tringel: trump among the turned-up cards
    def _turned(self) -> None:
        finals: dict[int, list] = {1: [], 2: [], 3: []}
        for tal in self.talongs:
            for k in (1, 2, 3):
                turned = _mask(tal[:k])
                # trump is chosen seeing only the turned-up cards, as prep does
                t = max(sorted({SUIT[c] for c in tal[:k]}),
                        key=lambda s: high_mu(after_forced_buy(self.hand, turned, s), s, "turn"))
                out = exchange_high(self.hand, t, k, 13)
                kept = self.hand
                for c in out:
                    kept &= ~(1 << c)
                finals[k].append((high_mu(kept | _mask(tal[:len(out)]), t, "turn"), t))
        for bid in BIDS:
            k = {"turné": 1, "vingel": 2, "tringel": 3}.get(bid.family)
            if not k:
                continue
            evs, ps = [], []
            for mu, t in finals[k]:
                v = self.values(bid, t)
                p = high_chances(_shift(mu, bid), "turn", bid.tricks)
                evs.append(max(v[1], _ev(p, v)))
                ps.append(p[0])
            self.plans[(bid.key, 0)] = Plan(_mean(evs), _mean(ps))

    # gask: high (keep the best trump suit) or low (keep low cards); Vira; Gök
    def _gask(self) -> None:
        for bid in BIDS:
            if bid.family not in ("gask", "vira", "gök"):
                continue
            if bid.family == "gök":
                v = self.values(bid, None)
                res = [_misar_ev(best_low(self.hand | _mask(tal), 13), True, False, v) for tal in self.talongs]
                self.plans[(bid.key, 0)] = Plan(_mean(max(v[1], e) for e, _ in res), _mean(p for _, p in res),
                                                low=True)
                continue
            n = 13 if bid.family == "vira" else bid.level
            for q in (0, 1, 2):
                suits = self.quals[q]
                keep = gask_keep(self.hand, self.quals[q], n, False)
                # A laid gask pays ofärg unless bid i färg / i högsta färg ("Betalning av pinnar").
                lay = declarer_values(bid, (OFARG, FARG, HOGSTA)[q], self.players)[1]
                high_evs, high_ps, trumps = [], [], []
                low_evs, low_ps = [], []
                for tal in self.talongs:
                    pool = keep | _mask(tal)
                    best: tuple[float, float, int] | None = None
                    for t in suits:
                        mu = high_mu(best_high(pool, t), t, "gask")
                        p = high_chances(mu, "gask", bid.tricks)
                        e = _ev(p, self.values(bid, t))
                        if best is None or e > best[0]:
                            best = (e, p[0], t)
                    e, chance, t = best
                    lowside = None
                    if q == 0 and bid.misar is not None:   # may still go low with the high keep
                        lowside = _misar_ev(best_low(pool, MISAR_CARDS[n]), bid.misar.open, False,
                                            self.values(bid, None))
                        if lowside[0] > e:
                            e, chance = lowside
                    high_evs.append(max(lay, e))
                    high_ps.append(chance)
                    trumps.append(t)
                    if q == 0 and bid.misar is not None:
                        low_pool = gask_keep(self.hand, suits, n, True) | _mask(tal)
                        le, lp = _misar_ev(best_low(low_pool, MISAR_CARDS[n]), bid.misar.open, False,
                                           self.values(bid, None))
                        low_evs.append(max(lay, le))
                        low_ps.append(lp)
                plan = Plan(_mean(high_evs), _mean(high_ps), max(set(trumps), key=trumps.count))
                if low_evs and _mean(low_evs) > plan.ev:
                    plan = Plan(_mean(low_evs), _mean(low_ps), None, True)
                if bid.free_trump or q == 0:
                    self.plans[(bid.key, q)] = plan

    # köpmisär and solo misärer
    def _misar(self) -> None:
        for bid in BIDS:
            if bid.family == "köpmisär":
                n = bid.level
                v = self.values(bid, None)
                out = drop_order_low(self.hand, n)
                kept = self.hand
                for c in out:
                    kept &= ~(1 << c)
                res = []
                for tal in self.talongs:
                    final = best_low(kept | _mask(tal[:n]), 11 if n == 1 else 12)
                    e, p = _misar_ev(final, False, True, v, shift=cal.MISAR_BID_SHIFT.get(bid.family, 0.0))
                    res.append((max(v[1], e), p))
                self.plans[(bid.key, 0)] = Plan(_mean(e for e, _ in res), _mean(p for _, p in res), low=True)
            elif bid.family == "solomisär":
                final = best_low(self.hand, bid.misar.cards)
                e, p = _misar_ev(final, bid.misar.open, True, self.values(bid, None))
                if bid.key.endswith("royale"):   # the opponents buy knowing the hand
                    e, p = _misar_ev(final, True, True, self.values(bid, None), extra_risk=0.5)
                self.plans[(bid.key, 0)] = Plan(e, p, low=True)

    # solo 6-12 and solo vira: the own hand as it is
    def _solo(self) -> None:
        mus = {t: high_mu(self.hand, t, "solo") for t in range(4)}
        for bid in BIDS:
            if bid.family in ("solo", "solo-vira"):
                per_suit = {}
                for t in range(4):
                    p = high_chances(mus[t], "solo", bid.tricks)
                    per_suit[t] = (_ev(p, self.values(bid, t)), p[0])
                self._store(bid, per_suit)


def after_forced_buy(hand: int, turned: int, trump: int) -> int:
    """The hand once the turned-up cards are bought for the worst cards."""
    for c in exchange_high(hand, trump, turned.bit_count(), turned.bit_count()):
        hand &= ~(1 << c)
    return hand | turned


def gask_keep(hand: int, suits, n: int, low: bool) -> int:
    """The n cards a gask keeps before taking the talong: the lowest for
    misär, else the best for the hand's strongest allowed trump suit."""
    if low:
        return keep_low(hand, n)
    suit = max(suits, key=lambda t: high_mu(hand, t, "gask"))
    return best_high(hand, suit, n)


def _shift(st: Strength, bid: Bid) -> Strength:
    """The bidding-time correction of calib.BID_SHIFT."""
    return Strength(st.mu + cal.BID_SHIFT.get(bid.family, 0.0), st.cap)


def _misar_ev(hand: int, open_: bool, opp_buy: bool, values: tuple, extra_risk: float = 0.0, shift: float = 0.0):
    p = misar_chances(hand, open_, opp_buy, shift)
    if extra_risk:
        p = (p[0] * (1 - extra_risk * 0.5), p[1], 1 - p[0] * (1 - extra_risk * 0.5) - p[1])
    return _ev(p, values), p[0]


def _mask(cs) -> int:
    m = 0
    for c in cs:
        m |= 1 << c
    return m


def _mean(xs) -> float:
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


@lru_cache(maxsize=64)
def evaluate(hand: int, hogsta: int, farg: int, players: int) -> Evaluation:
    """The (cached) evaluation of a 13-card hand before the buy."""
    return Evaluation(hand, hogsta, farg, players)

