"""The Königrufen solver against brute force (plain minimax over the engine's
own legal_cards and apply) on small endings of every contract family, and
its legal cards against the engine's along whole random deals.

Rules (rules/koenigrufen-stockholms-wirasallskap.txt): p.16-17 "Spelet av
korten" (färgtvång and taroktvång; KR-H*), p.17 "Överstickstvång och spel av
Pagaten" (negative games), p.17 "Andra bestämmelser" (Farben: no tarok lead
while holding a suit card; declared birds bound to their trick), p.11
"Kortens värde" (card points in thirds: 70 points are 210 thirds), p.16
Trischaken (the talon card fed to each of the first six tricks), p.15-16 the
contracts' goals (35/2 for the declarer side; Bettler no trick, Piccolo one,
Zwiccolo two; a bei pair each its own).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from talong.core.tarock import KAKADU_CARD, PACK_NAMES, PAGAT, UHU_CARD, thirds
from talong.solvers import koenigrufen as ks
from talong.solvers.search import legal_cards
from solver_support import engine_minimax

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "koenigrufen"))
from kr_support import placed  # noqa: E402

FAMILIES = {   # contract, declarers, partner, birds
    "rufer": ("rufer", (0,), 2, None),
    "dreier": ("dreier", (1,), None, None),
    "farbendreier": ("farbendreier", (0,), None, None),
    "pagatrufer": ("pagatrufer", (0,), 1, {0: ("pagatultimo",)}),
    "uhu-kakadu": ("solodreier", (0,), None, {0: ("kakadu", "uhu")}),
    "bettler": ("bettler", (0,), None, None),
    "piccolo": ("piccolo", (2,), None, None),
    "zwiccolo": ("zwiccolo", (1,), None, None),
    "bei": ("piccolo-bei-bettler", (1, 3), None, None),
    "trischaken": ("trischaken", (), None, None),
}
BIRD_CARDS = {"pagatrufer": (PAGAT,), "uhu-kakadu": (KAKADU_CARD, UHU_CARD)}


def ending(family: str, seed: int, n: int, extra: int = 0):
    """A deal of `family` with n cards per seat, 12 - n tricks done, then
    `extra` random legal cards of the current trick. Birds: their cards go
    to the declaring seat. Trischaken: six other cards wait as the talon."""
    rng = random.Random(f"{family}-{seed}")
    contract, declarers, partner, birds = FAMILIES[family]
    must = list(BIRD_CARDS.get(family, ()))
    pack = [c for c in range(54) if c not in must]
    rng.shuffle(pack)
    hands = {s: [] for s in range(4)}
    hands[0] = must[:n]
    rest = pack
    for s in range(4):
        need = n - len(hands[s])
        hands[s], rest = hands[s] + rest[:need], rest[need:]
    state = placed(contract, {s: [PACK_NAMES[c] for c in cs] for s, cs in hands.items()}, declarers=declarers,
                   partner=partner, birds=birds, tricks_done=12 - n)
    if family == "trischaken":
        state.talon, state.fed = tuple(rest[:6]), 0
    for _ in range(extra):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def oracle(state):
    """(value, {action: value}) by minimax over the engine, in the solver's
    terms: the declarer side's thirds still to come (positive), how many
    declarers take exactly their target (negative), the seat to move's own
    thirds with the fed talon cards (Trischaken, that seat minimizing)."""
    kind = state.contract.kind
    done = lambda s: s.phase != "play"
    if kind == "positive":
        side = ks.declarer_side(state)
        pile = lambda s: thirds(sum(s.piles_won[x] for x in side))
        base = pile(state)
        score = lambda s: pile(s) - base
        maxing = lambda s: s.to_move() in side
    elif kind == "negative":
        targets = dict(zip(state.declarers, state.targets()))
        score = lambda s: sum(s.won[d] == t for d, t in targets.items())
        maxing = lambda s: s.to_move() in targets
    else:
        me = state.to_move()
        base = thirds(state.piles_won[me])
        score = lambda s: thirds(s.piles_won[me]) - base
        maxing = lambda s: s.to_move() != me
    moves = {a: engine_minimax(state.apply(a), done, score, maxing) for a in state.legal_actions()}
    best = max(moves.values()) if maxing(state) else min(moves.values())
    return best, moves


@pytest.mark.parametrize("family", sorted(FAMILIES))
@pytest.mark.parametrize("seed", range(12))
def test_endings_against_brute_force(family, seed):
    """Each contract family on endings of three cards (four for some
    seeds), from a trick start or mid-trick: the solver's value and the
    value of every legal card equal minimax over the engine (the rules of
    the module docstring, as the engine enforces them: KR-H03 trick winner,
    KR-H04 Farben, KR-H06-H08 färg- and taroktvång, KR-H10 överstickstvång,
    KR-H11 the Pagat, KR-H14 Trischaken's fed talon, KR-H15-H17 birds)."""
    rng = random.Random(seed)
    n = 4 if seed % 4 == 0 else 3
    state = ending(family, seed, n, extra=rng.randrange(4))
    best, moves = oracle(state)
    pos = ks.position(state)
    assert pos.solve() == best
    assert ks.play_values(state) == moves


@pytest.mark.parametrize("family", ["rufer", "bettler", "piccolo", "bei"])
def test_reaches_agrees_with_the_value(family):
    """`reaches(target)` answers whether the side makes its goal: 35/2 of
    what is left for the declarer side (p.15), every declarer's trick
    target (p.16), exactly when the exact value reaches it."""
    for seed in range(6):
        state = ending(family, 100 + seed, 4)
        pos = ks.position(state)
        value = pos.solve()
        for need in (value - 1, value, value + 1):
            if need >= 0:
                assert pos.reaches(need) == (value >= need)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_legal_cards_match_the_engine_over_whole_deals(family):
    """Along random whole deals (12 cards each) the solver's legal cards
    equal the engine's at every turn: färgtvång, taroktvång (KR-H06-H09),
    the Farben lead (KR-H12), överstickstvång (KR-H10) and the Pagat rule
    (KR-H11), the birds' tricks (KR-H15-H17; p.16-17)."""
    for seed in range(8):
        state = ending(family, 1000 + seed, 12)
        rng = random.Random(seed)
        while state.phase == "play":
            pos = ks.position(state)
            seat = state.to_move()
            ours = legal_cards(pos.rules, pos.hands, pos.leader, pos.trick)
            assert ours == state.legal_cards(seat), (family, seed, len(state.tricks), state.trick)
            state = state.apply(rng.choice(state.legal_actions()))


def test_trischaken_bonus_follows_the_fed_talon():
    """p.16 Trischaken: "förhand lägger ... det översta kvarvarande kortet i
    talongen" on each of the first six tricks; the bonus per trick is the
    thirds of the card the engine will feed next."""
    state = ending("trischaken", 3, 3)
    bonus = ks.trick_bonus(state)
    assert bonus[:9] == (0,) * 9
    assert bonus[9:12] == tuple(thirds(1 << c) for c in state.talon[:3])


def test_the_goal_counts_only_its_declarers():
    """A negative game's goal is per declarer (p.16 bei games: each plays his
    own game), and a target already passed cannot be reached."""
    state = ending("bettler", 5, 3)
    state.won = (1, 0, 0, 0)       # the Bettler player has taken a trick: lost
    assert ks.position(state).solve() == 0
