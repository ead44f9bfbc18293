"""The searching Königrufen player (issue 12's design): determinized
sampling with `Game.resample` (so it never uses a hidden fact) and the
double-dummy solver (talong/solvers/koenigrufen.py).

Card play: for each sampled deal, every legal card is valued. Near the end
(at most `exact_tricks` tricks left, the current one included) the solver
values every card exactly. Earlier, each card is followed by the basic
player's card heuristic for all four seats until `exact_tricks` tricks are
left, and the solver finishes the deal from there (a full-depth solve of
twelve tricks does not fit the decision budget, docs/koenigrufen-ai.md). The
card with the best mean utility for the seat wins.

Utility, from the seat's side in that sample: positive games, winning the
game (35/2 for the declarer side) plus a quarter of the card-point share as
a tie-break; negative games, the number of declarers who take exactly their
tricks; Trischaken, the seat's own card points, kept low.

The talon half and each discard are chosen the same way: every option is
played out on sampled deals (the rest of the discards and the declarations
by the basic heuristic, the play as above with the heuristic for all seats)
and valued by that utility.

Bidding, förhand's choice after mein Spiel, the king call, declarations and
kontras are decided by rollouts: each legal option is applied to
DECISION_SAMPLES sampled deals (the same deals for every option, so the
differences are less noisy) and the deal is finished by the basic heuristic
for every seat and every later decision (`simulate`: the others pass, the
rest of the announcement round says nothing, the cards by the card
heuristic). The value is the seat's settlement from the engine (contract,
figures, kontras), averaged. A bid, a game above Rufer, a declaration or a
kontra must beat the safe option (pass, Rufer, done) by a margin: the best
of many noisy means is biased upwards, and a failed declared figure costs
double. Strength differs only by the budget: the number of samples, the
tricks solved exactly, and the solver's node limit.
"""
from __future__ import annotations

from typing import Any

from talong.core.engine import GameError
from talong.core.tarock import PACK_NAMES, thirds
from talong.games.koenigrufen import GAME
from talong.games.koenigrufen.tables import CONTRACT_BY_KEY, NEGATIVE, POSITIVE, WIN_THIRDS
from talong.solvers import NodeLimitExceeded
from talong.solvers import koenigrufen as kr_solver
from .koenigrufen import INDEX, KoenigrufenAI, pick_card, strength
from .koenigrufen_strong import fast_action, simulate

TOTAL = 210
DREIER_RANK = CONTRACT_BY_KEY["dreier"].rank
PLAUSIBLE_DREIER, PLAUSIBLE_SOLO = 12.0, 14.0
PLAUSIBLE_TRIES = 25   # draws per kept sample at most
MARGIN_WEIGHT = 0.25


def heuristic_card(state) -> str:
    seat = state.to_move()
    legal = state.legal_cards(seat)
    cards = [c for c in range(54) if legal >> c & 1]
    c = state.contract
    card = cards[0] if len(cards) == 1 else pick_card(cards, list(state.trick), c.farben, c.kind != POSITIVE)
    return "play " + PACK_NAMES[card]


def utility(state, seat: int, rest: int) -> float:
    """The seat's utility when the position's side still takes `rest` (thirds,
    or declarers on target) in the rest of the play from `state`."""
    c = state.contract
    if c.kind == POSITIVE:
        total = kr_solver.side_thirds_so_far(state) + rest
        value = (1.0 if total >= WIN_THIRDS else 0.0) + MARGIN_WEIGHT * total / TOTAL
        return value if seat in kr_solver.declarer_side(state) else -value
    if c.kind == NEGATIVE:
        return rest if seat in state.declarers else -rest
    return -(thirds(state.piles_won[seat]) + rest) / TOTAL


def final_utility(state, seat: int) -> float:
    """Utility of a deal played to its end (or ended early)."""
    c = state.contract
    if c.kind == NEGATIVE:
        done = sum(state.won[d] == t for d, t in zip(state.declarers, state.targets()))
        return done if seat in state.declarers else -done
    return utility(state, seat, 0)


def solve_rest(state, seat: int, node_limit: int) -> float:
    """Utility of `state` (a trick start in the play, or over) with the rest
    solved double-dummy; over the node limit, played out by the heuristic."""
    if state.phase != "play":
        return final_utility(state, seat)
    try:
        rest = kr_solver.position(state, seat).solve(node_limit)
    except NodeLimitExceeded:
        while state.phase == "play":
            state = state.apply(heuristic_card(state))
        return final_utility(state, seat)
    return utility(state, seat, rest)


def play_out(state, seat: int, exact_tricks: int, node_limit: int) -> float:
    """Heuristic play for every seat until `exact_tricks` tricks are left at a
    trick start, then the solver."""
    while state.phase == "play" and (state.trick or 12 - len(state.tricks) > exact_tricks):
        state = state.apply(heuristic_card(state))
    return solve_rest(state, seat, node_limit)


def card_values(state, seat: int, legal: list[str], exact_tricks: int, node_limit: int) -> dict[str, float]:
    """The seat's utility after each legal card, in one sampled deal."""
    if 12 - len(state.tricks) <= exact_tricks:
        try:
            rest = kr_solver.play_values(state, seat, node_limit)
            return {a: utility(state, seat, rest[a]) for a in legal}
        except NodeLimitExceeded:
            pass
    return {a: play_out(state.apply(a), seat, exact_tricks, node_limit) for a in legal}


def plausible(state, seat: int) -> bool:
    """A sampled deal agrees with the others' bidding: `Game.resample` deals
    the unseen cards uniformly, so another declarer's hand would be a random
    one and every opponent would kontra a Dreier. A declarer of a game at
    Dreier's rank or above, of Sechserdreier or of a solo game is held to
    have a hand of `strength` PLAUSIBLE_DREIER / PLAUSIBLE_SOLO at least
    (about the best tenth and the best thirtieth of random hands). Farben
    games are left alone (that strength counts taroks). Public facts only:
    the contract, the declarer, this sample."""
    c = state.contract
    if c is None or c.kind != POSITIVE or c.farben or seat in state.declarers:
        return True
    need = PLAUSIBLE_SOLO if c.solo else \
        PLAUSIBLE_DREIER if c.rank >= DREIER_RANK or c.key == "sechserdreier" else 0.0
    return not need or strength(state.start[state.declarer]) >= need


def through_setup(state):
    """The basic heuristic's discards and declarations, up to the first card."""
    while state.phase in ("discard", "announce"):
        state = state.apply(fast_action(state))
    return state


class SearchingKoenigrufenAI(KoenigrufenAI):
    """Budget: SAMPLES deals per card decision, EXACT_TRICKS solved exactly,
    NODE_LIMIT for each solve; SETUP_SAMPLES per talon/discard option;
    DECISION_SAMPLES rollouts per option of the bidding, the call and the
    declarations; a risky option needs a gain of its margin (spelpoäng per
    deal for the seat) after RISK_Z standard errors are taken off."""
    name = "search"
    SAMPLES = 20
    EXACT_TRICKS = 6
    NODE_LIMIT = 60_000
    SETUP_SAMPLES = 8
    DISCARD_OPTIONS = 5
    DECISION_SAMPLES = 10
    BID_MARGIN = 0.5
    ANNOUNCE_MARGIN = 1.0
    RISK_Z = 1.0

    def _samples(self, view: dict[str, Any], count: int):
        rng = self._rng(view)
        for _ in range(count):
            try:
                yield GAME.resample(view, rng)
            except GameError:
                continue

    def _best(self, view, legal: list[str], totals: dict[str, float], fallback: str) -> str:
        # ties go to the rule-based choice, then to the lowest card
        return max(legal, key=lambda a: (round(totals[a], 9), a == fallback, -INDEX.get(a.split()[-1], 0)))

    def _play(self, view: dict[str, Any], legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        totals = dict.fromkeys(legal, 0.0)
        drawn = 0
        for state in self._samples(view, self.SAMPLES):
            drawn += 1
            for a, v in card_values(state, seat, legal, self.EXACT_TRICKS, self.NODE_LIMIT).items():
                totals[a] += v
        fallback = super()._play(view, legal)
        return self._best(view, legal, totals, fallback) if drawn else fallback

    def _options(self, view, options: list[str], fallback: str) -> str:
        """Each option played out on sampled deals; the best mean utility."""
        seat = view["seat"]
        totals = dict.fromkeys(options, 0.0)
        drawn = 0
        for state in self._samples(view, self.SETUP_SAMPLES):
            drawn += 1
            for a in options:
                after = through_setup(state.apply(a))
                if after.phase == "play":
                    totals[a] += play_out(after, seat, self.EXACT_TRICKS, self.NODE_LIMIT)
                elif after.phase == "over":
                    totals[a] += after.result()["returns"][seat]
        return self._best(view, options, totals, fallback) if drawn else fallback

    def _talon(self, view, legal):
        fallback = super()._talon(view, legal)
        halves = [a for a in legal if a.startswith("talon ")]
        return self._options(view, halves, fallback)

    def _discard(self, view, legal):
        fallback = super()._discard(view, legal)
        if len(legal) == 1:
            return legal[0]
        # the rule-based order picks the candidates; simulation picks among them
        candidates = sorted(legal, key=lambda a: _discard_key(view["hand"], a))[:self.DISCARD_OPTIONS]
        return self._options(view, candidates, fallback)

    # --- decisions before the play, by heuristic rollouts -----------------
    def _rollout_values(self, view, options: list[str]) -> dict[str, list[float]]:
        """The seat's settlement after each option in each sampled deal (the
        same deals for every option), every later decision by the heuristic."""
        seat = view["seat"]
        values: dict[str, list[float]] = {a: [] for a in options}
        kept = 0
        for state in self._samples(view, PLAUSIBLE_TRIES * self.DECISION_SAMPLES):
            if not plausible(state, seat):
                continue
            kept += 1
            if kept > self.DECISION_SAMPLES:
                break
            for a in options:
                values[a].append(simulate(state.apply(a)).result()["returns"][seat])
        return values

    def _by_rollouts(self, view, legal: list[str], safe: str | None, margin, fallback: str) -> str:
        """With no `safe` option, the best mean. Else the option whose gain over
        `safe`, less RISK_Z standard errors and its `margin(option)`, is the
        largest, if that is positive; else `safe`. Ties go to the rule-based
        choice."""
        if len(legal) == 1:
            return legal[0]
        values = self._rollout_values(view, legal)
        n = len(values[legal[0]])
        if not n:
            return safe or fallback
        if safe is None:
            return max(legal, key=lambda a: (round(sum(values[a]), 9), a == fallback))

        # the stakes grow with the game and each kontra, and so does the noise
        # of a few rollouts: a sure gain is asked for, not a lucky mean
        def score(a: str) -> float:
            gains = [x - y for x, y in zip(values[a], values[safe])]
            mean = sum(gains) / n
            spread = (sum((g - mean) ** 2 for g in gains) / (n - 1)) ** 0.5 if n > 1 else 0.0
            return mean - self.RISK_Z * spread / n ** 0.5 - margin(a)
        scores = {a: score(a) for a in legal if a != safe}
        best = max(scores, key=lambda a: (round(scores[a], 9), a == fallback), default=safe)
        return best if best != safe and scores[best] > 0 else safe

    def _bidding(self, view, legal):
        if "bid mein-spiel" in legal:
            # förhand's compulsory opening: with the others passing, mein Spiel
            # is worth at least any direct bid (he then names any game), and
            # it leaves him free to bid on over a higher bid
            return "bid mein-spiel"
        return self._by_rollouts(view, _not_ouverte(legal), "pass" if "pass" in legal else None,
                                 lambda a: self.BID_MARGIN, super()._bidding(view, legal))

    def _choose(self, view, legal):
        return self._by_rollouts(view, _not_ouverte(legal), "choose rufer", lambda a: self.BID_MARGIN,
                                 super()._choose(view, legal))

    def _call(self, view, legal):
        return self._by_rollouts(view, legal, None, None, super()._call(view, legal))

    def _announce(self, view, legal):
        # legal[0] is "done" or "pass": ending the turn risks nothing. A failed
        # declared figure costs double, and each kontra doubles the stake of
        # what is already said: the margin grows with that factor.
        return self._by_rollouts(view, legal, legal[0], lambda a: self.ANNOUNCE_MARGIN * _STAKE[a.split()[0]],
                                 super()._announce(view, legal))


def _not_ouverte(legal: list[str]) -> list[str]:
    """The ouverte games left out: the heuristic rollout plays the defence
    blind, while the searching defenders see the open hand and solve it
    (Bettler ouverte on a hand the rollouts rated +12.6: 8 of 8 sampled
    deals lost with `quick` at every seat, docs/koenigrufen-ai.md)."""
    return [a for a in legal if not a.endswith("-ouverte")]


_STAKE = {"announce": 2, "kontra": 2, "rekontra": 4, "subkontra": 8}


def _discard_key(hand_names, action: str) -> tuple:
    from talong.core.tarock import FACE_POINTS, SUIT_MASKS, TAROKS
    from talong.games.koenigrufen.rules import suit_of
    hand = 0
    for n in hand_names:
        hand |= 1 << INDEX[n]
    c = INDEX[action.split()[1]]
    return (TAROKS >> c & 1, (hand & SUIT_MASKS[suit_of(c)]).bit_count(), -FACE_POINTS[c])


class QuickKoenigrufenAI(SearchingKoenigrufenAI):
    name = "quick"
    SAMPLES = 8
    EXACT_TRICKS = 5
    NODE_LIMIT = 20_000
    SETUP_SAMPLES = 3
    DISCARD_OPTIONS = 3
    DECISION_SAMPLES = 6


class DeepKoenigrufenAI(SearchingKoenigrufenAI):
    name = "deep"
    SAMPLES = 32
    EXACT_TRICKS = 7
    NODE_LIMIT = 200_000
    SETUP_SAMPLES = 12
    DISCARD_OPTIONS = 6
    DECISION_SAMPLES = 16
