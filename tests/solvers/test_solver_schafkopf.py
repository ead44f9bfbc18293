"""The solver against brute force on Schafkopf endings.

Rules: rules/schafkopf-cardavia.txt "4. Att spela en tur": the trump order
of each contract (Obers, Unters, then the trump suit; Wenz: the Unters), the
led suit must be followed with trump as its own suit, no duty to win or to
trump, and the three sentences on the called ace in a Rufer; "2. Upplägg":
card points 11, 10, 4, 3, 2, 0, 0, 0. The declarer side is the declarer and
the holder of the called ace; it counts its card points.
"""
from __future__ import annotations

import random

import pytest

from talong.games.schafkopf.rules import TRUMP, CalledAce, ace, contract_ranking, legal_cards
from talong.games.schafkopf.tables import CARD_POINTS, CONTRACT_BY_KEY, PACK
from talong.solvers import best_moves, reaches, solve
from talong.solvers import schafkopf
from solver_support import deal_cards, rule_minimax, schafkopf_oracle, schafkopf_state


@pytest.mark.parametrize("family", ["rufer", "wenz", "solo"])
@pytest.mark.parametrize("seed", range(25))
def test_engine_endings(seed, family):
    """Random deals of each contract played to 2-3 cards (sometimes
    mid-trick): the declarer side's card points, and the value of every
    legal card, equal plain minimax over the engine's legal actions and apply."""
    rng = random.Random(seed)
    state = schafkopf_state(seed, left=rng.choice([2, 3]), extra=rng.randrange(4), family=family)
    best, moves = schafkopf_oracle(state)
    assert schafkopf.declarer_points(state) == best
    assert schafkopf.play_values(state, "points") == moves


@pytest.mark.parametrize("seed", range(15))
def test_tout_endings(seed):
    """A Tout must win every trick ("5. Poängsättning": Tout): with the goal
    in tricks, the solver's count equals the remaining tricks exactly when
    the engine's minimax says the declarer can take them all."""
    rng = random.Random(seed)
    state = schafkopf_state(seed, left=rng.choice([2, 3]), extra=rng.randrange(4),
                            family=rng.choice(["wenz-tout", "solo-tout"]))
    wins_all, _ = schafkopf_oracle(state, tricks=True)
    left = 8 - len(state.tricks)
    assert (schafkopf.position(state).solve() == left) == bool(wins_all)


def _called_functions(contract_key, suit):
    rk = contract_ranking(CONTRACT_BY_KEY[contract_key], suit)
    called = ace(suit) if contract_key == "rufer" else None

    def legal(hand, trick, led):
        info = None if called is None else CalledAce(called, rk.suit_masks[suit], led)
        return legal_cards(hand, list(trick), rk, info)

    def after(trick, led):
        return led or (called is not None and rk.suit[trick[0]] == suit)

    return rk, legal, after


CONTRACTS = [("rufer", 0), ("rufer", 2), ("rufer", 3), ("solo", 1), ("solo", 3), ("wenz", None)]


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("key,suit", CONTRACTS)
def test_rule_endings(seed, key, suit):
    """Four or five cards each, dealt at random from the whole pack, any
    leader, any cards already in the trick, with and without the called
    suit led: the solver equals memoized minimax over the engine's own
    legal_cards() and Ranking.winner() (talong/games/schafkopf/rules.py)."""
    rng = random.Random(seed * 7 + len(key))
    k = rng.choice([4, 5]) if seed % 3 else 3
    rk, legal, after = _called_functions(key, suit)
    hands = deal_cards(rng, range(32), 4, [k] * 4)
    if key == "rufer":   # the called ace in play, held by someone other than the declarer
        a = ace(suit)
        if not any(h >> a & 1 for h in hands):
            holder = rng.randrange(4)
            drop = rng.choice([c for c in range(32) if hands[holder] >> c & 1])
            hands[holder] = hands[holder] & ~(1 << drop) | 1 << a
    led = key == "rufer" and rng.random() < 0.25
    leader = rng.randrange(4)
    trick = []
    for i in range(rng.randrange(4)):
        seat = (leader + i) % 4
        m = legal(hands[seat], tuple(trick), led)
        card = rng.choice([c for c in range(32) if m >> c & 1])
        hands[seat] &= ~(1 << card)
        trick.append(card)
    side = {leader, (leader + 2) % 4} if key == "rufer" else {rng.randrange(4)}
    best, moves = rule_minimax(4, legal, lambda t: rk.winner(list(t)), lambda t: sum(CARD_POINTS[c] for c in t),
                               tuple(hands), leader, tuple(trick), side, True, led, after)
    rules = schafkopf.rules(key, suit)
    assert solve(rules, hands, leader, trick, side, called_led=led) == best
    assert best_moves(rules, hands, leader, trick, side, called_led=led) == moves
    for k in (best, best + 1, 61):
        assert reaches(rules, hands, leader, trick, side, k, called_led=led) == (best >= k)


def test_rule_table_matches_the_ranking():
    """The table's trump suit and ranks are the contract's ("4. Att spela en
    tur": Obers, then Unters, then the trump suit A 10 K 9 8 7)."""
    rules = schafkopf.rules("solo", 3)
    eo, su, ea = PACK.parse("EO"), PACK.parse("SU"), PACK.parse("EA")
    assert rules.suit[eo] == rules.suit[su] == rules.suit[ea] == TRUMP
    assert rules.rank[eo] > rules.rank[su] > rules.rank[ea]


@pytest.mark.parametrize("seed", range(9))
def test_whole_deal_along_the_best_line(seed):
    """A whole deal from the first lead, every seat playing a best card by
    the solver: the declarer side's points so far plus the solver's value of
    the rest never change, and at the end they are the points the engine
    counted ("5. Poängsättning": the side's card points)."""
    state = schafkopf_state(seed, left=8, extra=0, family=("rufer", "solo", "wenz")[seed % 3])
    side = {state.declarer} | ({state.partner} if state.partner is not None else set())
    total = schafkopf.declarer_points(state)
    while state.phase == "play":
        values = schafkopf.play_values(state, "points")
        pick = max if state.to_move() in side else min
        best = pick(values.values())
        assert sum(state.points[s] for s in side) + best == total
        state = state.apply(next(a for a, v in values.items() if v == best))
    assert sum(state.points[s] for s in side) == total
