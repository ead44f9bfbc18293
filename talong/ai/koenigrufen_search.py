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
and valued by that utility. Bidding, the call, declarations and kontras are
the basic player's rules. Strength differs only by the budget: the number of
samples, the tricks solved exactly, and the solver's node limit.
"""
from __future__ import annotations

from typing import Any

from talong.core.engine import GameError
from talong.core.tarock import PACK_NAMES, thirds
from talong.games.koenigrufen import GAME
from talong.games.koenigrufen.tables import NEGATIVE, POSITIVE, WIN_THIRDS
from talong.solvers import NodeLimitExceeded
from talong.solvers import koenigrufen as kr_solver
from .koenigrufen import INDEX, KoenigrufenAI, pick_card
from .koenigrufen_strong import fast_action

TOTAL = 210
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


def through_setup(state):
    """The basic heuristic's discards and declarations, up to the first card."""
    while state.phase in ("discard", "announce"):
        state = state.apply(fast_action(state))
    return state


class SearchingKoenigrufenAI(KoenigrufenAI):
    """Budget: SAMPLES deals per decision, EXACT_TRICKS solved exactly,
    NODE_LIMIT for each solve; SETUP_SAMPLES per talon/discard option."""
    name = "search"
    SAMPLES = 20
    EXACT_TRICKS = 6
    NODE_LIMIT = 60_000
    SETUP_SAMPLES = 8
    DISCARD_OPTIONS = 5

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


class DeepKoenigrufenAI(SearchingKoenigrufenAI):
    name = "deep"
    SAMPLES = 32
    EXACT_TRICKS = 7
    NODE_LIMIT = 200_000
    SETUP_SAMPLES = 12
    DISCARD_OPTIONS = 6
