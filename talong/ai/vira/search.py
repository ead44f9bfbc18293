"""Card play by determinised search (perfect-information Monte Carlo): deal
the unseen cards many times in agreement with what the seat knows (the
game's determinization, `ViraGame.resample`), solve each deal double-dummy (dd) after each candidate
card, and play the card with the best average payoff.

Only hem / bet / kodilj pay in Vira ("Betalningar": overtricks are worth
nothing), so each deal asks the solver one or two yes/no questions per card
(can the declarer still reach `need` tricks? `need - 1`?) instead of the exact
count. The opponents cooperate against the declarer, so a defender scores a
deal as minus the declarer's payoff. The work is bounded by a count of
solver nodes, not by the clock, so a decision is reproducible; when even one
deal does not fit the budget (long trump hands early in the play) the
caller falls back to its rules of thumb.
"""
from __future__ import annotations

import random
from typing import Any

from talong.games.vira import GAME
from talong.games.vira.tables import BID_BY_KEY

from .bits import CARD, FULL, SUIT, mask, suit_index
from .dd import Solver, equal_runs
from .know import play_order, played
from .value import BET, HEM, KODILJ, declarer_values


class OutOfBudget(Exception):
    pass


class _Budgeted(Solver):
    def __init__(self, *args, limit: int) -> None:
        super().__init__(*args)
        self.limit = limit

    def _node(self, hands, leader, alpha, beta):
        if self.nodes > self.limit:
            raise OutOfBudget
        return super()._node(hands, leader, alpha, beta)


def _class_values(view: dict[str, Any]) -> tuple[float, float, float]:
    c = view["contract"]
    bid = BID_BY_KEY[c["bid"]]
    low = bid.tricks is None or bool(c.get("low"))
    trump = c.get("trump")
    cls = None if low or trump is None else ("högsta färg" if trump == view["hogsta_farg"]
                                              else "färg" if trump == view["farg"] else "ofärg")
    return declarer_values(bid, cls, view["players"])


def candidates(hand: int, legal: int, played: int) -> list[int]:
    """One card per run of equal cards: two own cards of a suit with only
    own or played cards between them win and lose the same tricks."""
    return equal_runs(legal, FULL & ~(hand | played))


def _outcome(solver: Solver, hands: tuple, leader: int, trick: tuple, won: int, need: int | None) -> int:
    """HEM/BET/KODILJ of perfect play from here; `won`: declarer tricks so far."""
    if need is None:   # misär: every trick taken hurts
        if won >= 2:
            return KODILJ
        if not solver.at_least(hands, leader, trick, 1):
            return HEM if won == 0 else BET
        if won == 1 or solver.at_least(hands, leader, trick, 2):
            return KODILJ
        return BET
    if won >= need:
        return HEM
    if solver.at_least(hands, leader, trick, need - won):
        return HEM
    return BET if solver.at_least(hands, leader, trick, need - 1 - won) else KODILJ


def search_card(view: dict[str, Any], legal: list[str], rng: random.Random,
                budget: int, min_deals: int = 4, max_deals: int = 24) -> dict[str, float] | None:
    """Average payoff (for this seat's side) of each distinct legal card,
    or None when fewer than `min_deals` deals could be solved in budget."""
    c = view["contract"]
    me, order = view["seat"], play_order(view)
    pos = {s: i for i, s in enumerate(order)}
    bid = BID_BY_KEY[c["bid"]]
    low = bid.tricks is None or bool(c.get("low"))
    need = None if low else c["tricks_needed"]
    values = _class_values(view)
    sign = 1 if me == c["declarer"] else -1
    hand = mask(view["hand"])
    legal_mask = mask(a.split()[1] for a in legal)
    gone = played(view)
    cands = candidates(hand, legal_mask, gone)
    if len(cands) == 1:
        return None
    trick = tuple(CARD[x["card"]] for x in view["trick"])
    leader = pos[view["trick"][0]["seat"]] if trick else pos[me]
    won = view["tricks"][c["declarer"]] if isinstance(view["tricks"], dict) else 0
    dpos = pos[c["declarer"]]
    totals = {x: 0.0 for x in cands}
    deals = used = 0
    while deals < max_deals:
        hands = GAME.resample(view, rng).hands
        solver = _Budgeted(suit_index(c.get("trump")) if not low else None, dpos, not low,
                           bool(c.get("aces_as_ones")), limit=budget - used)
        row = {}
        try:
            for x in cands:
                hs = [hands[s] for s in order]
                hs[pos[me]] &= ~(1 << x)
                t = trick + (x,)
                if len(t) == 3:
                    best = max(range(3), key=lambda i: solver._key(t[i], SUIT[t[0]]))
                    w = (leader + best) % 3
                    add = 1 if w == dpos else 0
                    row[x] = _outcome(solver, tuple(hs), w, (), won + add, need)
                else:
                    row[x] = _outcome(solver, tuple(hs), leader, t, won, need)
        except OutOfBudget:
            break
        used += solver.nodes
        deals += 1
        for x, o in row.items():
            totals[x] += sign * values[o]
    if deals < min_deals:
        return None
    names = view["hand"]
    out = {}
    for x in cands:
        for n in names:   # every card of the run shares the value
            cx = CARD[n]
            if cx == x or (SUIT[cx] == SUIT[x] and _same_run(x, cx, hand, gone)):
                out["play " + n] = totals[x] / deals
    return {a: v for a, v in out.items() if a in legal}


def _same_run(a: int, b: int, hand: int, played: int) -> bool:
    lo, hi = min(a, b), max(a, b)
    for x in range(lo + 1, hi):
        if not (hand >> x & 1 or played >> x & 1):
            return False
    return True
