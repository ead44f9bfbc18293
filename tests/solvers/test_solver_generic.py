"""The solver core on random rule tables, against brute force written from
the table's documented meaning (talong/solvers/rules.py): follow suit, the
tarock duties (rules/koenigrufen-stockholms-wirasallskap.txt p.16-17,
"Färgtvång och taroktvång": void in the led suit, play a tarok, trump or not;
"Överstickstvång" in the negative games: beat every card so far if one can)
for Königrufen, which plugs in later; trick values of tricks or points; with
or without a trump suit; 2 to 4 seats."""
from __future__ import annotations

import random

import pytest

from talong.solvers import GameRules, NodeLimitExceeded, best_moves, legal_cards, reaches, solve
from solver_support import deal_cards, generic_legal, generic_winner, rule_minimax


def random_rules(rng, seats):
    n = rng.randrange(4 * seats, 40)
    suits = rng.randrange(2, 6)
    suit = [rng.randrange(suits) for _ in range(n)]
    rank = rng.sample(range(100), n)
    points = [rng.choice([0, 0, 1, 2, 3, 4, 10, 11]) if rng.random() < 0.7 else 0 for _ in range(n)]
    trump = rng.choice([None, 0, suits - 1])
    return GameRules(seats=seats, suit=tuple(suit), rank=tuple(rank), points=tuple(points), trump=trump,
                     trick_value=rng.choice([0, 1]), void_suit=rng.choice([None, trump, rng.randrange(suits)]),
                     must_overtake=rng.random() < 0.3)


@pytest.mark.parametrize("seed", range(150))
def test_random_rule_tables(seed):
    """Random tables and endings of 1-4 cards: value and per-card values
    equal memoized minimax with the table's legality and trick winner."""
    rng = random.Random(seed)
    seats = rng.choice([2, 3, 4])
    rules = random_rules(rng, seats)
    k = rng.randrange(1, 5)
    hands = deal_cards(rng, range(len(rules.suit)), seats, [k] * seats)
    leader = rng.randrange(seats)
    legal = generic_legal(rules)
    trick = []
    for i in range(rng.randrange(seats)):
        seat = (leader + i) % seats
        m = legal(hands[seat], tuple(trick), False)
        card = rng.choice([c for c in range(len(rules.suit)) if m >> c & 1])
        hands[seat] &= ~(1 << card)
        trick.append(card)
    if not trick and k == 0:
        pytest.skip("empty deal")
    side = {s for s in range(seats) if rng.random() < 0.5} or {0}
    maximize = rng.random() < 0.7
    worth = lambda t: rules.trick_value + sum(rules.points[c] for c in t)
    best, moves = rule_minimax(seats, legal, generic_winner(rules), worth, tuple(hands), leader, tuple(trick),
                               side, maximize)
    assert solve(rules, hands, leader, trick, side, maximize=maximize) == best
    assert best_moves(rules, hands, leader, trick, side, maximize=maximize) == moves
    for k in {best, best + 1, rng.randrange(0, best + 3)}:
        assert reaches(rules, hands, leader, trick, side, k, maximize=maximize) == (best >= k)
    seat = (leader + len(trick)) % seats
    assert legal_cards(rules, hands, leader, trick) == legal(hands[seat], tuple(trick), False)


RULES = GameRules(seats=2, suit=(0, 0, 1, 1), rank=(0, 1, 0, 1), points=(0, 0, 0, 0), trick_value=1)


def test_shared_card_is_refused():
    with pytest.raises(ValueError, match="shares a card"):
        solve(RULES, [0b0011, 0b0110], 0, [], {0})


def test_card_outside_the_pack_is_refused():
    with pytest.raises(ValueError, match="not in this game's pack"):
        solve(RULES, [0b10001, 0b0010], 0, [], {0})


def test_wrong_number_of_hands_is_refused():
    with pytest.raises(ValueError, match="2 seats"):
        solve(RULES, [1, 2, 4], 0, [], {0})


def test_equal_ranks_in_a_suit_are_refused():
    with pytest.raises(ValueError, match="same suit and rank"):
        solve(GameRules(seats=2, suit=(0, 0), rank=(1, 1), points=(0, 0)), [1, 2], 0, [], {0})


def test_node_limit_stops_the_search():
    """A full 13-card Vira-like deal cannot be solved in 10 nodes."""
    rng = random.Random(5)
    rules = GameRules(seats=3, suit=tuple(c // 13 for c in range(52)), rank=tuple(c % 13 for c in range(52)),
                      points=(0,) * 52, trump=0, trick_value=1)
    hands = deal_cards(rng, range(52), 3, [13, 13, 13])
    with pytest.raises(NodeLimitExceeded, match="node limit"):
        solve(rules, hands, 0, [], {0}, node_limit=10)
