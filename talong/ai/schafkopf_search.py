"""The searching Schafkopf AI (issue 12 item 2): determinized sampling with
inference, each sample solved double dummy by talong.solvers.

A decision draws deals consistent with the seat's view (`Game.resample`:
its own hand, every card played, the voids shown, the called ace's
holder), keeps each with a weight from what the bidding told (see
schafkopf_infer.py), and plays every candidate action out on it:

- a card: the solver answers, after the card, whether the declarer side
  still reaches 61 card points and, on either side of that, 91 (Schneider)
  or 31 (no Schneider against it); a Tout asks whether the declarer takes
  every trick. The answer is the seat's settlement in points, Laufende
  included; the card with the best mean wins, ties going to the basic
  player's choice among the tied cards;
- a bid (and the pass): the other seats finish the bidding as the basic
  player would on the sampled hands, and the contract that results is
  valued the same way at the first lead. A bid is made when its mean beats
  passing by the level's margin.

The budget is counted in solver nodes, never in time, so a decision is a
pure function of (view, legal actions, seed): the random draws are seeded
from the seed and the point of the deal, as in the Vira and Königrufen
players. Strength comes only from the budget (samples and nodes), never
from a hidden card: the player gets the view and nothing else.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from talong.core.engine import GameError
from talong.games.schafkopf import GAME
from talong.games.schafkopf.rules import contract_ranking
from talong.games.schafkopf.scoring import laufende
from talong.games.schafkopf.state import PLAY, SchafkopfState
from talong.games.schafkopf.tables import (CARD_POINTS, CONTRACT_BY_KEY, DECLARER_WINS_AT, PACK,
                                           SCHNEIDER_BONUS, SCHNEIDER_DECLARERS_AT, SCHNEIDER_DEFENDERS_AT,
                                           SOLOIST_FACTOR, SUIT_CODES)
from talong.solvers import NodeLimitExceeded
from talong.solvers import schafkopf as solver
from talong.solvers.rules import engine
from .schafkopf import SchafkopfAI, choose_bid, rufer_strength, solo_strength, wenz_strength
from .schafkopf_infer import bidding_weight

TOTAL = 120


@dataclass(frozen=True)
class Budget:
    """How hard one decision searches: samples, and solver nodes (trick
    starts) per decision and per question, for the play and the bidding."""
    play_samples: int
    nodes: int             # one card decision
    per_question: int      # one `reaches` question of the play; past it the question counts as even
    bid_samples: int
    bid_nodes: int         # one searched bid (only hands with a plausible game are searched)
    bid_question: int
    bid_opening: int       # tricks the basic card play plays before the solver values a bid
    bid_margin: float      # a bid beats passing by this many points per deal; the basic player's bid
    keep_margin: float     # stays unless it is this much worse than passing


STRONG = Budget(play_samples=12, nodes=400_000, per_question=25_000,
                bid_samples=12, bid_nodes=600_000, bid_question=60_000, bid_opening=2, bid_margin=0.5, keep_margin=8.0)
EXPERT = Budget(play_samples=24, nodes=1_200_000, per_question=80_000,
                bid_samples=24, bid_nodes=2_400_000, bid_question=200_000, bid_opening=1, bid_margin=0.5, keep_margin=8.0)
UNLIMITED = Budget(play_samples=1, nodes=10 ** 12, per_question=10 ** 9, bid_samples=1, bid_nodes=10 ** 12,
                   bid_question=10 ** 9, bid_opening=0, bid_margin=0, keep_margin=0)


class _Meter:
    """The decision's node budget. A question over the per-question cap is
    left undecided (None): such questions are close ones. When the whole
    budget is spent, NodeLimitExceeded ends the sampling."""

    def __init__(self, nodes: int, cap: int) -> None:
        self.left = nodes
        self.cap = cap

    def reaches(self, state: SchafkopfState, goal: str, at_least: int, minor: bool = False) -> bool | None:
        """Does the declarer side reach `at_least`? `minor`: a Schneider
        question, worth a tenth of the cap."""
        if at_least <= 0:
            return True
        if self.left <= 0:
            raise NodeLimitExceeded("the decision's node budget is spent")
        p = solver.position(state, goal)
        limit = min(self.cap // 10 if minor else self.cap, self.left)
        try:
            value, nodes = engine(p.rules).solve(p.hands, p.leader, p.trick, p.side, p.maximize, p.called_led,
                                                 limit, at_least)
        except NodeLimitExceeded:
            self.left -= limit
            return None
        self.left -= nodes
        return bool(value)


def side_of(state: SchafkopfState) -> set[int]:
    return {state.declarer} if state.contract.solo or state.partner is None else {state.declarer, state.partner}


def settlement(state: SchafkopfState, seat: int, won: bool, schneider: bool) -> int:
    """The seat's points for the deal, as scoring.settle pays them (Schwarz
    counted as Schneider: the search does not tell them apart)."""
    contract = state.contract
    side = side_of(state)
    side_cards = 0
    for s in side:
        side_cards |= state.start[s]
    lauf = laufende(state.rk.trump_list, side_cards, contract.laufende_min)
    value = contract.base + (SCHNEIDER_BONUS if schneider else 0) + lauf * contract.laufende_factor
    sign = 1 if won else -1
    if contract.solo:
        return sign * value * (SOLOIST_FACTOR if seat == state.declarer else -1)
    return sign * value * (1 if seat in side else -1)


def deal_value(state: SchafkopfState, seat: int, meter: _Meter) -> float:
    """The seat's settlement of a deal in the play (or over) under
    double-dummy play; a win question the budget left open counts as even
    (the mean of winning and losing), an open Schneider question as none."""
    if state.phase != PLAY:
        return state.result()["returns"][seat]
    contract = state.contract
    side = side_of(state)
    if contract.tout:
        won = meter.reaches(state, solver.TRICKS, 8 - sum(state.won[s] for s in side))
    else:
        have = sum(state.points[s] for s in side)
        won = meter.reaches(state, solver.POINTS, DECLARER_WINS_AT - have)
    if won is None:
        return (settlement(state, seat, True, False) + settlement(state, seat, False, False)) / 2
    if contract.tout:
        return settlement(state, seat, won, False)
    if won:
        return settlement(state, seat, True, bool(meter.reaches(state, solver.POINTS, SCHNEIDER_DECLARERS_AT - have, True)))
    schneider = meter.reaches(state, solver.POINTS, TOTAL - SCHNEIDER_DEFENDERS_AT + 1 - have, True) is False
    return settlement(state, seat, False, schneider)


def samples(view: dict[str, Any], rng: random.Random, count: int) -> list[SchafkopfState]:
    """Up to `count` deals drawn from the view, each kept with the chance the
    bidding gives it (rejection sampling); if too few pass in 4 * count
    draws, the rejected ones fill up, best weight first."""
    kept: list[SchafkopfState] = []
    spare: list[tuple[float, int, SchafkopfState]] = []
    for i in range(4 * count):
        if len(kept) >= count:
            break
        try:
            state = GAME.resample(view, rng)
        except GameError:
            break
        w = bidding_weight(state, view["seat"], len(view["bids"]))
        if rng.random() < w:
            kept.append(state)
        else:
            spare.append((w, i, state))
    spare.sort(key=lambda x: (-x[0], x[1]))
    return kept + [s for _, _, s in spare[:count - len(kept)]]


def card_groups(view: dict[str, Any], cards: list[int]) -> list[list[int]]:
    """The legal cards in groups that win and lose the same tricks in every
    deal the view allows: the same effective suit and points, with no
    unseen card between them (the called ace always alone)."""
    c = view["contract"]
    suit = None if c["suit"] is None else SUIT_CODES.index(c["suit"])
    rk = contract_ranking(CONTRACT_BY_KEY[c["key"]], suit)
    called = PACK.parse(view["called_ace"]) if view["called_ace"] else None
    unseen = PACK.full & ~PACK.parse_set(view["hand"])
    for t in view["tricks"]:
        for x in t["cards"]:
            unseen &= ~(1 << PACK.parse(x["card"]))
    for x in (view["trick"] or {"cards": []})["cards"]:
        unseen &= ~(1 << PACK.parse(x["card"]))
    groups: list[list[int]] = []
    for card in sorted(cards, key=lambda x: (rk.suit[x], rk.power[x])):
        last = groups[-1][-1] if groups else None
        if (last is not None and card != called and last != called and rk.suit[last] == rk.suit[card]
                and CARD_POINTS[last] == CARD_POINTS[card]
                and not any(rk.suit[u] == rk.suit[card] and rk.power[last] < rk.power[u] < rk.power[card]
                            for u in range(PACK.size) if unseen >> u & 1)):
            groups[-1].append(card)
        else:
            groups.append([card])
    return groups


class SearchingSchafkopfAI(SchafkopfAI):
    """Schafkopf by sampling and double-dummy search; the budget sets the level."""

    name = "strong"
    budget = STRONG

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.seed = seed or 0

    def _rng(self, view: dict[str, Any]) -> random.Random:
        """This decision's draws: from the seed and the point of the deal only."""
        return random.Random(f"{self.seed}|{view['number']}|{view['seat']}|{len(view['history'])}|"
                             + " ".join(view["hand"]))

    def choose(self, view: dict[str, Any], legal_actions: list[str]) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        basic = super().choose(view, legal_actions)
        if view["phase"] == "bidding":
            return self._bid(view, legal_actions, basic)
        return self._card(view, legal_actions, basic)

    # --- card play ------------------------------------------------------------
    def play_values(self, view: dict[str, Any], legal: list[str]) -> dict[str, float]:
        """{action: the seat's mean settlement after it} over the samples the
        budget allowed (empty: none could be solved)."""
        seat = view["seat"]
        groups = card_groups(view, [PACK.parse(a.split()[1]) for a in legal])
        meter = _Meter(self.budget.nodes, self.budget.per_question)
        totals = [0.0] * len(groups)
        solved = 0
        for state in samples(view, self._rng(view), self.budget.play_samples):
            try:
                values = [deal_value(state.apply(f"play {PACK.name_of(g[0])}"), seat, meter) for g in groups]
            except NodeLimitExceeded:
                break      # the budget is spent: this sample is left out
            solved += 1
            totals = [t + v for t, v in zip(totals, values)]
        if not solved:
            return {}
        return {f"play {PACK.name_of(c)}": t / solved for g, t in zip(groups, totals) for c in g}

    def _card(self, view: dict[str, Any], legal: list[str], basic: str) -> str:
        values = self.play_values(view, legal)
        if not values:
            return basic
        best = max(values.values())
        good = [a for a in legal if values[a] >= best - 1e-9]
        return basic if basic in good else SchafkopfAI.choose(self, view, good)

    # --- bidding ----------------------------------------------------------------
    def bid_candidates(self, view: dict[str, Any], legal: list[str], basic: str) -> list[str]:
        """The bids worth a search: the basic player's bid, and the games the
        hand might make by the basic player's strength scores, with margin
        below its own thresholds (a Solo with five trumps, a Wenz with two
        Unters, a Rufer with three trumps). Only "pass": nothing to search."""
        hand = PACK.parse_set(view["hand"])
        out = []
        for action in legal:
            parts = action.split()
            if action == "pass" or action == basic:
                out.append(action)
            elif parts[1] == "rufer":
                score, count = rufer_strength(hand)
                if count >= 3 and score >= 5.5:
                    out.append(action)
            elif parts[1] == "wenz":
                score, count = wenz_strength(hand)
                if count >= 2 and score >= 7.5:
                    out.append(action)
            elif parts[1] == "solo":
                score, count = solo_strength(hand, SUIT_CODES.index(parts[2]))
                if count >= 5 and score >= 10.5:
                    out.append(action)
        return out

    def bid_values(self, view: dict[str, Any], legal: list[str], basic: str) -> dict[str, float]:
        seat = view["seat"]
        candidates = self.bid_candidates(view, legal, basic)
        meter = _Meter(self.budget.bid_nodes, self.budget.bid_question)
        totals = dict.fromkeys(candidates, 0.0)
        solved = 0
        for state in samples(view, self._rng(view), self.budget.bid_samples):
            try:
                values = {a: deal_value(opening(finish_bidding(state.apply(a)), self.budget.bid_opening), seat, meter)
                          for a in candidates}
            except NodeLimitExceeded:
                break
            solved += 1
            for a, v in values.items():
                totals[a] += v
        if not solved:
            return {}
        return {a: t / solved for a, t in totals.items()}

    def _bid(self, view: dict[str, Any], legal: list[str], basic: str) -> str:
        if basic == "bid sie" or basic.startswith("bid solo-tout") or basic == "bid wenz-tout":
            return basic
        if len(self.bid_candidates(view, legal, basic)) < 2:
            return basic
        values = self.bid_values(view, legal, basic)
        if not values:
            return basic
        return pick_bid(values, basic, self.budget)


def pick_bid(values: dict[str, float], basic: str, budget: Budget) -> str:
    """The bid with the best mean, if it beats passing (and the basic
    player's bid) by the margin; else the basic player's bid unless the
    search finds it clearly worse than passing; else pass."""
    keep = basic if basic != "pass" and values[basic] >= values["pass"] - budget.keep_margin else "pass"
    bids = [a for a in values if a != "pass"]
    if not bids:
        return "pass"
    best = max(bids, key=lambda a: (values[a], a == basic))
    if best != keep and values[best] >= values[keep] + budget.bid_margin:
        return best
    return keep


def finish_bidding(state: SchafkopfState) -> SchafkopfState:
    """The rest of the bidding as the basic player bids, on the sampled hands."""
    while state.phase == "bidding":
        state = state.apply(choose_bid(state.hands[state.to_move()], state.legal_actions()))
    return state


_CARD_SENSE = SchafkopfAI(0)


def opening(state: SchafkopfState, tricks: int) -> SchafkopfState:
    """The first tricks played by the basic player's card sense for every
    seat, each from its own view: a full deal is the solver's hardest
    question (a Solo's 61 takes it some 400,000 nodes, after two tricks
    some 15,000), and the opening leads are where card sense does well."""
    while state.phase == PLAY and len(state.tricks) < tricks:
        seat = state.to_move()
        state = state.apply(_CARD_SENSE.choose(state.view(seat), state.legal_actions()))
    return state


class ExpertSchafkopfAI(SearchingSchafkopfAI):
    name = "expert"
    budget = EXPERT
