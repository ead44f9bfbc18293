"""The solver against brute force on Vira endings.

Rules: vira-stockholms-wirasallskap.txt "Spelet av korten" (follow suit if
one can, otherwise any card; the highest trump wins, else the highest card of
the led suit; aces as ones in a low gask when declared) and "Budgivningen"
(the declarer plays alone against the two opponents); misär is played in
sang and ends when the declarer's hand (11 or 12 cards) is empty.
"""
from __future__ import annotations

import random

import pytest

from talong.games.vira.play import playable, winner
from talong.solvers import vira
from solver_support import deal_cards, rule_minimax, vira_oracle, vira_state


@pytest.mark.parametrize("seed", range(60))
def test_engine_endings(seed):
    """Random Vira deals played to 2-4 cards (sometimes mid-trick): the
    solver's declarer tricks, and its value of every legal card, equal plain
    minimax over the engine's own legal actions and apply."""
    rng = random.Random(seed)
    state = vira_state(seed, left=rng.choice([2, 3, 4]), extra=rng.randrange(3))
    best, moves = vira_oracle(state)
    assert vira.declarer_tricks(state) == best
    assert vira.play_values(state) == moves
    p = vira.position(state)
    for k in (best, best + 1):
        assert p.reaches(k) == (best >= k)


def _vira_functions(trump, aces_low):
    """The engine's own play functions (talong/games/vira/play.py) on
    solver seats 0-2 in playing order."""
    def legal(hand, trick, _flag):
        return playable(hand, tuple((0, c) for c in trick))

    def win(trick):
        seat = winner(tuple(enumerate(trick)), trump, aces_low)
        return seat

    return legal, win


KINDS = [(0, False, True), (2, False, True), (None, False, False), (None, True, False), (3, False, False)]


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize("trump,aces_low,high", KINDS)
def test_five_card_endings(seed, trump, aces_low, high):
    """Five cards each from random suits (sometimes fewer for the declarer,
    as in a misär with 11 or 12 cards), any leader, any cards already in the
    trick: the solver equals memoized minimax over the engine's playable()
    and winner(), for trump games (declarer maximizes) and sang/misär
    (declarer minimizes), with aces high and aces as ones."""
    rng = random.Random(seed * 31 + (trump or 7))
    cards = rng.sample(range(52), 20)   # a few suits get long, some short
    decl = rng.randrange(3)
    sizes = [5, 5, 5]
    if not high and rng.random() < 0.3:
        sizes[decl] = 4
    hands = deal_cards(rng, cards, 3, sizes)
    leader = rng.randrange(3)
    trick = []
    for i in range(rng.randrange(3)):
        seat = (leader + i) % 3
        legal = playable(hands[seat], tuple((0, c) for c in trick))
        card = rng.choice([c for c in range(52) if legal >> c & 1])
        hands[seat] &= ~(1 << card)
        trick.append(card)
    if min(hands[(leader + i) % 3].bit_count() for i in range(len(trick), 3)) == 0:
        pytest.skip("a seat due to play has no card left")
    rules = vira.rules(trump, aces_low)
    legal, win = _vira_functions(trump, aces_low)
    best, moves = rule_minimax(3, legal, win, lambda t: 1, tuple(hands), leader, tuple(trick), {decl}, high)
    from talong.solvers import best_moves, solve
    assert solve(rules, hands, leader, trick, {decl}, maximize=high) == best
    assert best_moves(rules, hands, leader, trick, {decl}, maximize=high) == moves


@pytest.mark.parametrize("seed", range(4))
def test_long_ending_along_the_best_line(seed):
    """From eight cards each, every seat playing a best card by the solver:
    the declarer's tricks so far plus the solver's value of the rest never
    change, and at the end they are the tricks the engine counted."""
    state = vira_state(seed, left=8, extra=0)
    decl = state.declarer
    total = state.tricks[decl] + vira.declarer_tricks(state)
    high = not vira.is_low(state)
    while state.phase == "play":
        values = vira.play_values(state)
        pick = max if (state.mover == decl) == high else min
        best = pick(values.values())
        assert state.tricks[decl] + best == total
        state = state.apply(next(a for a, v in values.items() if v == best))
    assert state.tricks[decl] == total
