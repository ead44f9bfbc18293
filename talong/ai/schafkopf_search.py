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
from .schafkopf import SchafkopfAI, choose_bid
from .schafkopf_infer import bidding_weight

TOTAL = 120


@dataclass(frozen=True)
class Budget:
    """How hard one decision searches: samples, solver nodes per decision and per question."""
    play_samples: int
    bid_samples: int
    nodes: int             # solver nodes (trick starts) for the whole decision
    per_question: int      # nodes for one `reaches` question; past them it counts as even
    bid_margin: float      # a bid must beat passing by this many points per deal


STRONG = Budget(play_samples=12, bid_samples=16, nodes=400_000, per_question=25_000, bid_margin=0.5)
EXPERT = Budget(play_samples=24, bid_samples=32, nodes=1_200_000, per_question=80_000, bid_margin=0.5)


class _Meter:
    """The decision's node budget. A question over the per-question cap is
    left undecided (None): such questions are close ones. When the whole
    budget is spent, NodeLimitExceeded ends the sampling."""

    def __init__(self, budget: Budget) -> None:
        self.left = budget.nodes
        self.cap = budget.per_question

    def reaches(self, state: SchafkopfState, goal: str, at_least: int) -> bool | None:
        if at_least <= 0:
            return True
        if self.left <= 0:
            raise NodeLimitExceeded("the decision's node budget is spent")
        p = solver.position(state, goal)
        limit = min(self.cap, self.left)
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
        return settlement(state, seat, True, bool(meter.reaches(state, solver.POINTS, SCHNEIDER_DECLARERS_AT - have)))
    schneider = meter.reaches(state, solver.POINTS, TOTAL - SCHNEIDER_DEFENDERS_AT + 1 - have) is False
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
        meter = _Meter(self.budget)
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
        """The bids worth a search: every Rufer, Wenz with an Unter, a Solo
        with four trumps or more, and whatever the basic player would bid
        (which alone decides Sie and the Touts)."""
        hand = PACK.parse_set(view["hand"])
        out = []
        for action in legal:
            parts = action.split()
            if action == "pass" or action == basic:
                out.append(action)
            elif parts[1] == "rufer":
                out.append(action)
            elif parts[1] == "wenz":
                rk = contract_ranking(CONTRACT_BY_KEY["wenz"], None)
                if (hand & rk.trumps).bit_count() >= 1:
                    out.append(action)
            elif parts[1] == "solo":
                rk = contract_ranking(CONTRACT_BY_KEY["solo"], SUIT_CODES.index(parts[2]))
                if (hand & rk.trumps).bit_count() >= 4:
                    out.append(action)
        return out

    def bid_values(self, view: dict[str, Any], legal: list[str], basic: str) -> dict[str, float]:
        seat = view["seat"]
        candidates = self.bid_candidates(view, legal, basic)
        meter = _Meter(self.budget)
        totals = dict.fromkeys(candidates, 0.0)
        solved = 0
        for state in samples(view, self._rng(view), self.budget.bid_samples):
            try:
                values = {a: deal_value(finish_bidding(state.apply(a)), seat, meter) for a in candidates}
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
        values = self.bid_values(view, legal, basic)
        if not values:
            return basic
        bids = [a for a in values if a != "pass"]
        if not bids:
            return "pass"
        best = max(bids, key=lambda a: (values[a], a == basic))
        return best if values[best] >= values["pass"] + self.budget.bid_margin else "pass"


def finish_bidding(state: SchafkopfState) -> SchafkopfState:
    """The rest of the bidding as the basic player bids, on the sampled hands."""
    while state.phase == "bidding":
        state = state.apply(choose_bid(state.hands[state.to_move()], state.legal_actions()))
    return state


class ExpertSchafkopfAI(SearchingSchafkopfAI):
    name = "expert"
    budget = EXPERT
