"""Brute force for the solver tests, written apart from the solver: plain
minimax over every legal card, without pruning, and random positions.

Two oracles: `engine_minimax` plays the game engine itself (its
legal_actions and apply), for small endings; `rule_minimax` runs a memoized
minimax over pure functions for the legal cards and the trick winner (the
games' own functions, or `generic_legal`/`generic_winner` for any rule table),
for endings of up to five cards.
"""
from __future__ import annotations

import random
from functools import lru_cache

from talong.games.schafkopf import GAME as SCHAFKOPF
from talong.games.schafkopf.state import BIDDING as SK_BIDDING, PLAY as SK_PLAY
from talong.games.vira import GAME as VIRA
from talong.games.vira.phases import DONE as VIRA_DONE, PLAY as VIRA_PLAY


# --- engine oracle -------------------------------------------------------------
def engine_minimax(state, done, score, maximizing) -> int:
    """Value `score(final state)` under minimax over the engine's own legal
    actions; `maximizing(state)`: does the seat to move maximize?"""
    if done(state):
        return score(state)
    values = [engine_minimax(state.apply(a), done, score, maximizing) for a in state.legal_actions()]
    return max(values) if maximizing(state) else min(values)


def vira_oracle(state):
    """(rest value, {action: rest value}) of the declarer's tricks by the engine."""
    decl = state.declarer
    high = not (bool(state.low) or state.bid.tricks is None)
    done = lambda s: s.phase == VIRA_DONE
    score = lambda s: s.tricks[decl]
    maxing = lambda s: (s.mover == decl) == high
    base = state.tricks[decl]
    moves = {a: engine_minimax(state.apply(a), done, score, maxing) - base for a in state.legal_actions()}
    best = max(moves.values()) if maxing(state) else min(moves.values())
    return best, moves


def schafkopf_oracle(state, tricks: bool = False):
    """(rest value, {action: rest value}) of the declarer side's card points
    (or, with `tricks`, whether it wins every remaining trick: 1 or 0)."""
    side = {state.declarer} | ({state.partner} if state.partner is not None else set())
    done = lambda s: s.phase != SK_PLAY
    if tricks:
        left = 8 - len(state.tricks)
        score = lambda s: int(all(w in side for _, _, w in s.tricks[8 - left:]) and len(s.tricks) == 8)
    else:
        base = sum(state.points[s] for s in side)
        score = lambda s: sum(s.points[x] for x in side) - base
    maxing = lambda s: s.to_move() in side
    moves = {a: engine_minimax(state.apply(a), done, score, maxing) for a in state.legal_actions()}
    best = max(moves.values()) if maxing(state) else min(moves.values())
    return best, moves


# --- rule oracle -----------------------------------------------------------------
def rule_minimax(seats, legal, winner, trick_worth, hands, leader, trick, side, maximize, flag=False,
                 flag_after=None):
    """Minimax value of the rest of the play. legal(hand, trick, flag) -> mask;
    winner(trick) -> index of the winning card; trick_worth(cards) -> value;
    flag_after(trick, flag) -> the flag for the next trick (Schafkopf's
    'called suit led'). The play ends when a hand is empty at a trick start."""

    @lru_cache(maxsize=None)
    def value(hands, leader, trick, flag):
        if not trick and min(h.bit_count() for h in hands) == 0:
            return 0
        seat = (leader + len(trick)) % seats
        maxing = (seat in side) == maximize
        best = None
        mask = legal(hands[seat], trick, flag)
        assert mask, "a seat to move must have a legal card"
        while mask:
            low = mask & -mask
            mask ^= low
            card = low.bit_length() - 1
            v = play(hands, leader, trick, flag, seat, card)
            if best is None or (v > best if maxing else v < best):
                best = v
        return best

    def play(hands, leader, trick, flag, seat, card):
        hs = list(hands)
        hs[seat] &= ~(1 << card)
        t = trick + (card,)
        if len(t) < seats:
            return value(tuple(hs), leader, t, flag)
        w = (leader + winner(t)) % seats
        nflag = flag_after(t, flag) if flag_after else flag
        return (trick_worth(t) if w in side else 0) + value(tuple(hs), w, (), nflag)

    seat = (leader + len(trick)) % seats
    moves = {}
    mask = legal(hands[seat], tuple(trick), flag)
    while mask:
        low = mask & -mask
        mask ^= low
        card = low.bit_length() - 1
        moves[card] = play(tuple(hands), leader, tuple(trick), flag, seat, card)
    return value(tuple(hands), leader, tuple(trick), flag), moves


def generic_legal(rules):
    """Legal cards of a rule table without a called card, written from the
    table's documented meaning."""
    def legal(hand, trick, _flag):
        if not trick:
            return hand
        led = rules.suit[trick[0]]
        out = sum(1 << c for c in range(len(rules.suit)) if hand >> c & 1 and rules.suit[c] == led)
        if not out:
            out = hand
            forced = sum(1 << c for c in range(len(rules.suit)) if hand >> c & 1 and rules.suit[c] == rules.void_suit)
            if rules.void_suit is not None and forced:
                out = forced
        if rules.must_overtake:
            w = trick[generic_winner(rules)(trick)]
            better = sum(1 << c for c in range(len(rules.suit)) if out >> c & 1 and _beats(rules, c, w))
            out = better or out
        return out
    return legal


def _beats(rules, a, b):
    if rules.suit[a] == rules.suit[b]:
        return rules.rank[a] > rules.rank[b]
    return rules.suit[a] == rules.trump


def generic_winner(rules):
    def winner(trick):
        best = 0
        for i in range(1, len(trick)):
            if _beats(rules, trick[i], trick[best]):
                best = i
        return best
    return winner


def deal_cards(rng, cards, seats, sizes):
    cards = list(cards)
    rng.shuffle(cards)
    hands, i = [], 0
    for s in range(seats):
        hands.append(sum(1 << c for c in cards[i:i + sizes[s]]))
        i += sizes[s]
    return hands


# --- random engine states ------------------------------------------------------------
def vira_state(seed: int, left: int, extra: int):
    """A Vira deal in the play after random legal actions, with `left` cards
    in the declarer's hand and then `extra` more cards played (mid-trick).
    Bids of misär and aces as ones are favoured so that every kind shows."""
    rng = random.Random(seed)
    while True:
        s = VIRA.deal({"players": rng.choice([3, 4])}, seed=rng.randrange(10 ** 9))
        while s.phase not in (VIRA_PLAY, VIRA_DONE):
            legal = s.legal_actions()
            keen = [a for a in legal if "mis" in a or "gök" in a or a == "aces-as-ones" or a == "low"]
            s = s.apply(rng.choice(keen) if keen and rng.random() < 0.6 else rng.choice(legal))
        if s.phase != VIRA_PLAY:
            continue
        while s.phase == VIRA_PLAY and s.hands[s.declarer].bit_count() > left:
            s = s.apply(rng.choice(s.legal_actions()))
        for _ in range(extra):
            if s.phase == VIRA_PLAY:
                s = s.apply(rng.choice(s.legal_actions()))
        if s.phase == VIRA_PLAY:
            return s


def schafkopf_state(seed: int, left: int, extra: int, family: str | None = None):
    """A Schafkopf deal in the play with `left` cards per hand and then
    `extra` more cards played; the contract is a random bid (of `family`,
    e.g. "rufer", "wenz", "solo", when given), never a Tout or Sie unless asked."""
    rng = random.Random(seed)
    while True:
        s = SCHAFKOPF.deal({"dealer": rng.randrange(4)}, seed=rng.randrange(10 ** 9))
        while s.phase == SK_BIDDING:
            legal = s.legal_actions()
            bids = [a for a in legal if a.startswith("bid ") and "sie" not in a
                    and (family is None and "tout" not in a or family is not None and a.split()[1] == family)]
            s = s.apply(rng.choice(bids) if bids and rng.random() < 0.5 else "pass")
        if s.phase != SK_PLAY:
            continue
        while s.phase == SK_PLAY and s.hands[0].bit_count() > left:
            s = s.apply(rng.choice(s.legal_actions()))
        for _ in range(extra):
            if s.phase == SK_PLAY:
                s = s.apply(rng.choice(s.legal_actions()))
        if s.phase == SK_PLAY:
            return s
