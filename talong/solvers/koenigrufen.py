"""Königrufen for the solver: a deal in the play, solved double-dummy.

Rules (rules/koenigrufen-stockholms-wirasallskap.txt p.16-17 "Spelet av
korten", as talong/games/koenigrufen/rules.py and state.py enforce them):
four seats clockwise; a suit card's effective suit is its suit (0-3), the 22
taroks are suit 4; färgtvång, then taroktvång (in every contract, the Farben
games too); the taroks are trump except in the Farben games, where a tarok
may be led only from a hand of nothing but taroks; in the negative games and
Trischaken överstickstvång, and the Pagat not while its holder has another
tarok; declared birds (and kung ultimo) bound to their trick. The goals:

- positive games: the declarer side's card points (in thirds, 3 per face
  point and 1 per card: a trick is worth 4 plus 3 x its face points), the
  talon shares and piles already won left to the caller;
- negative games: how many declarers (two in a bei game) take exactly their
  number of tricks (Bettler 0, Piccolo 1, Zwiccolo 2), from the tricks they
  have; the declarers maximize it, the others minimize it;
- Trischaken: one seat's own card points, with the talon card fed to each
  of the first six tricks (p.16) going to its winner; that seat minimizes.
"""
from __future__ import annotations

from functools import lru_cache

from talong.core.tarock import FACE_POINTS, PAGAT, TAROK, THIRDS, thirds
from talong.games.koenigrufen.state import BIRD_TARGET, PLAY
from talong.games.koenigrufen.tables import CONTRACT_BY_KEY, FIGURE_BY_KEY, HAND_SIZE, NEGATIVE, NUM_SEATS, \
    POSITIVE, TRISCHAKEN, WIN_THIRDS
from .position import Position
from .rules import GameRules

SUITS = tuple(c >> 3 if c < 32 else TAROK for c in range(54))
RANKS = tuple(range(54))        # the pack's order is the order within each suit
POINTS = tuple(3 * f for f in FACE_POINTS)
TRICK_VALUE = 4                 # one third per card, four cards a trick
UNREACHABLE = 13                # a trick target nobody can take any more
# 2**20 table entries (64 MB): a 12-trick deal searched with the default
# 2**17 needed about three times the nodes, the table overwriting itself
TT_BITS = 20


@lru_cache(maxsize=256)
def rules(contract_key: str, birds: tuple[tuple[int, int, int], ...] = (), goals: tuple[int, ...] | None = None,
          trick_bonus: tuple[int, ...] = ()) -> GameRules:
    """The rule table of a contract, with the declared birds as (card,
    trick, seat), the negative games' trick targets per seat and
    Trischaken's bonus per trick."""
    c = CONTRACT_BY_KEY[contract_key]
    if c.kind == POSITIVE:
        return GameRules(seats=NUM_SEATS, suit=SUITS, rank=RANKS, points=POINTS,
                         trump=None if c.farben else TAROK, trick_value=TRICK_VALUE, void_suit=TAROK,
                         lead_last_suit=TAROK if c.farben else None, birds=birds, total_tricks=HAND_SIZE, tt_bits=TT_BITS)
    if c.kind == NEGATIVE:
        if goals is None:
            raise ValueError("a negative game needs its trick targets (goals)")
        return GameRules(seats=NUM_SEATS, suit=SUITS, rank=RANKS, points=(0,) * 54, trump=TAROK, void_suit=TAROK,
                         must_overtake=True, last_only=PAGAT, total_tricks=HAND_SIZE, tt_bits=TT_BITS, goals=goals)
    return GameRules(seats=NUM_SEATS, suit=SUITS, rank=RANKS, points=POINTS, trump=TAROK,
                     trick_value=TRICK_VALUE, void_suit=TAROK, must_overtake=True, last_only=PAGAT,
                     total_tricks=HAND_SIZE, tt_bits=TT_BITS, trick_bonus=trick_bonus)


def declarer_side(state) -> tuple[int, ...]:
    """The seats playing for the declarer (the partner too, secret or not)."""
    c = state.contract
    if c.kind == TRISCHAKEN:
        return ()
    if c.kind == NEGATIVE:
        return tuple(state.declarers)
    return (state.declarer,) + ((state.partner,) if state.partner is not None else ())


def birds(state) -> tuple[tuple[int, int, int], ...]:
    """The declared birds binding a card to a trick, as the engine binds them."""
    out = []
    for seat, keys in sorted(state.birds.items()):
        for key in keys:
            card = state.called_king if key == "kungultimo" else FIGURE_BY_KEY[key].card
            if card is not None:
                out.append((card, BIRD_TARGET[key], seat))
    return tuple(out)


def trick_bonus(state) -> tuple[int, ...]:
    """Trischaken: the thirds of the talon card each trick still to come
    gets, as the engine feeds them (the next unfed card to each trick)."""
    bonus = [0] * HAND_SIZE
    done = len(state.tricks)
    for j, card in enumerate(state.talon[state.fed:]):
        if done + j < HAND_SIZE:
            bonus[done + j] = THIRDS[card]
    return tuple(bonus)


def position(state, seat: int | None = None) -> Position:
    """The position of a KoenigrufenState in the play. The counted side is the
    declarer side (positive and negative games); in Trischaken `seat`'s own
    points, which it minimizes (default: the seat to move)."""
    if state.phase != PLAY:
        raise ValueError(f"the solver needs a deal in the play, not in phase {state.phase!r}")
    c = state.contract
    hands, leader, trick = tuple(state.hands), state.leader, tuple(state.trick)
    if c.kind == TRISCHAKEN:
        me = state.to_move() if seat is None else seat
        return Position(rules(c.key, trick_bonus=trick_bonus(state)), hands, leader, trick, 1 << me,
                        maximize=False, seats=(0, 1, 2, 3))
    side = declarer_side(state)
    mask = sum(1 << s for s in side)
    if c.kind == NEGATIVE:
        goals = [-1] * NUM_SEATS
        for d, target in zip(state.declarers, state.targets()):
            left = target - state.won[d]
            goals[d] = left if left >= 0 else UNREACHABLE
        return Position(rules(c.key, goals=tuple(goals)), hands, leader, trick, mask, seats=(0, 1, 2, 3))
    return Position(rules(c.key, birds=birds(state)), hands, leader, trick, mask, seats=(0, 1, 2, 3))


def side_thirds_so_far(state) -> int:
    """Positive games: the declarer side's thirds already banked (its talon
    share and the tricks it has won), as scoring.py counts its pile."""
    side = declarer_side(state)
    pile = state.decl_share
    for s in side:
        pile |= state.piles_won[s]
    return thirds(pile)


def target(state) -> int:
    """What the counted side needs from the rest of the play to win: thirds
    (positive games: 35/2 in all), or every declarer's target (negative)."""
    c = state.contract
    if c.kind == POSITIVE:
        return max(0, WIN_THIRDS - side_thirds_so_far(state))
    if c.kind == NEGATIVE:
        return len(state.declarers)
    raise ValueError("Trischaken has no target: each seat keeps its own points low")


def seat_sign(state, seat: int) -> int:
    """+1 when `seat` wants the position's value high, -1 when low."""
    c = state.contract
    if c.kind == TRISCHAKEN:
        return -1
    return 1 if seat in declarer_side(state) else -1


def play_values(state, seat: int | None = None, node_limit: int | None = None) -> dict[str, int]:
    """{"play <card>": the value of the rest of the play after it} for every
    legal card of the seat to move (the position's side and goal)."""
    from talong.core.tarock import PACK_NAMES
    p = position(state, seat)
    values = p.best_moves() if node_limit is None else p.best_moves(node_limit)
    return {"play " + PACK_NAMES[c]: v for c, v in values.items()}


__all__ = ["rules", "position", "play_values", "target", "seat_sign", "declarer_side", "side_thirds_so_far",
           "TRICK_VALUE", "POINTS", "SUITS"]
