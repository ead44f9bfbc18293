"""The rule table a game hands to the solver core.

A card is its index in the game's pack (the engines' own numbering). For
each card: its effective suit (0..7; -1: not in play), its rank within that
suit (higher wins) and its card points. Trumps are one effective suit of
their own (Schafkopf: the Obers, Unters and trump-suit cards), named by
`trump` (None: no trump). A trick is worth `trick_value` plus the points of
its cards: Vira counts tricks (1, no points), Schafkopf card points (0 plus
points), Königrufen thirds (0 plus 3 * points - 2 per card).

Legal moves: follow the led effective suit if one can; `void_suit`: else
play a card of that suit if one can (tarock's taroktvång, which holds in the
Farben games too, where the taroks are a suit but not trump); `must_overtake`: beat the
winning card if one can (a negative game's duty to overtake); `called`:
Schafkopf's called ace (schafkopf-cardavia.txt 4.), whose holder, until its
suit has been led, may lead the suit only with the ace unless he holds
`runaway` other cards of it, must play the ace when the suit is led, and may
not discard it on another suit unless it is his last card.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from . import _core

TT_BITS = 17   # 2**17 table entries of 64 bytes: 8 MB, one table for the process


@dataclass(frozen=True)
class GameRules:
    seats: int
    suit: tuple[int, ...]
    rank: tuple[int, ...]
    points: tuple[int, ...]
    trump: int | None = None
    trick_value: int = 0
    void_suit: int | None = None
    must_overtake: bool = False
    called: int | None = None
    runaway: int = 3
    # Königrufen (talong/solvers/koenigrufen.py): a suit led only from a hand
    # holding nothing else (Farben: the taroks); a card playable only as its
    # holder's last of its suit (the Pagat in negative games); declared birds
    # as (card, trick 1-based, seat); the tricks of a whole deal (numbers the
    # tricks for birds and bonuses); a bonus per trick (Trischaken's talon);
    # trick targets per seat (-1: none): then the value is how many goal seats
    # take exactly their target (the negative games).
    lead_last_suit: int | None = None
    last_only: int | None = None
    birds: tuple[tuple[int, int, int], ...] = ()
    total_tricks: int = 0
    trick_bonus: tuple[int, ...] = ()
    goals: tuple[int, ...] | None = None
    # log2 of the table's entries this game wants; the process's one table
    # grows to the largest asked for (Königrufen's 12-trick deals need more)
    tt_bits: int = TT_BITS

    def __post_init__(self) -> None:
        n = len(self.suit)
        if len(self.rank) != n or len(self.points) != n:
            raise ValueError(f"suit, rank and points need one entry per card: {n}, {len(self.rank)}, "
                             f"{len(self.points)}")
        if self.trump is not None and self.called is not None and self.suit[self.called] == self.trump:
            raise ValueError("the called card must not be a trump")


@lru_cache(maxsize=64)
def engine(rules: GameRules) -> _core.Engine:
    """The core's engine for a rule table. Cached: a game has few rule tables
    (one per trump choice). The engines share one transposition table; calls
    hold the GIL, so threads use them one call at a time."""
    return _core.Engine(rules.seats, rules.suit, rules.rank, rules.points,
                        -1 if rules.trump is None else rules.trump, rules.trick_value,
                        -1 if rules.void_suit is None else rules.void_suit,
                        rules.must_overtake, -1 if rules.called is None else rules.called, rules.runaway, rules.tt_bits,
                        -1 if rules.lead_last_suit is None else rules.lead_last_suit,
                        -1 if rules.last_only is None else rules.last_only, rules.birds, rules.total_tricks,
                        rules.trick_bonus, rules.goals)
