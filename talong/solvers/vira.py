"""Vira for the solver: the declarer's tricks.

Rules (vira-stockholms-wirasallskap.txt "Spelet av korten", as
talong/games/vira/play.py implements them): three active players, follow
suit if one can, otherwise any card (no duty to trump); the highest trump
wins, else the highest card of the led suit; aces low when the declarer of a
low gask declared his four aces as ones. The declarer plays against the two
opponents, who form a pair ("Budgivningen"). A high contract is won with the
bid's number of tricks, so the declarer maximizes his tricks; in misär
(played in sang, no trump) he minimizes them, and a misär with 11 or 12
cards ends when his hand is empty.
"""
from __future__ import annotations

from functools import lru_cache

from talong.core.cards import FRENCH_52
from talong.games.vira.play import ACE, PLAY_ACTION
from talong.games.vira.phases import PLAY
from .position import Position
from .rules import GameRules


@lru_cache(maxsize=None)
def rules(trump: int | None, aces_low: bool = False) -> GameRules:
    """The rule table of a Vira deal: trump suit 0-3 (C D H S) or None."""
    rank = tuple(-1 if aces_low and r == ACE else r for r in map(FRENCH_52.rank_of, FRENCH_52.cards()))
    return GameRules(seats=3, suit=tuple(map(FRENCH_52.suit_of, FRENCH_52.cards())), rank=rank,
                     points=(0,) * FRENCH_52.size,
                     trump=trump, trick_value=1)


def is_low(state) -> bool:
    """Misär: the declarer wants few tricks (ViraState.outcome's rule)."""
    return bool(state.low) or state.bid.tricks is None


def position(state) -> Position:
    """The position of a ViraState in the play: the declarer's side counted."""
    if state.phase != PLAY:
        raise ValueError(f"the solver needs a deal in the play, not in phase {state.phase!r}")
    order = tuple(state.active)          # förhand, mellanhand, efterhand: the playing order
    pos = {seat: i for i, seat in enumerate(order)}
    leader = state.trick[0][0] if state.trick else state.mover
    low = is_low(state)
    return Position(rules(None if low else state.trump, bool(state.aces_low)),
                    tuple(state.hands[s] for s in order), pos[leader], tuple(c for _, c in state.trick),
                    1 << pos[state.declarer], maximize=not low, seats=order)


def declarer_tricks(state, node_limit: int | None = None) -> int:
    """Tricks the declarer takes in the rest of the play under perfect play
    (tricks already won not included)."""
    p = position(state)
    return p.solve() if node_limit is None else p.solve(node_limit)


def play_values(state, node_limit: int | None = None) -> dict[str, int]:
    """{"play <card>": the declarer's tricks in the rest of the play after it}
    for every legal card of the seat to move."""
    p = position(state)
    values = p.best_moves() if node_limit is None else p.best_moves(node_limit)
    return {PLAY_ACTION[c]: v for c, v in values.items()}
