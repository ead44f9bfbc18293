"""Königrufen for talong.research (docs/research.md): the action vocabulary
from docs/koenigrufen-actions.md "Action grammar", the bounds on a seat's
return and the longest deal. Loaded through `GameInfo.research` by the
research package only."""
from __future__ import annotations

from talong.core.engine import Game
from talong.research.spec import ResearchSpec, card_actions, suit_codes

_KONTRA_VERBS = ("kontra", "rekontra", "subkontra")


def templates(game: Game) -> list[str]:
    tables = game.tables()
    games = [c["key"] for c in tables["contracts"]]
    figures = [f["key"] for f in tables["figures"]]
    seats = range(max(game.info.seats))
    return ["cut", "knacka", *(f"pile {n}" for n in range(1, 5)), "pass", "done", "bid mein-spiel",
            *(f"bid {key}" for key in games), *(f"choose {key}" for key in games),
            *(f"call {suit}" for suit in (*suit_codes(game), "fourth")),
            "talon top", "talon bottom", "giveup", *card_actions(game, "discard", "play"),
            *(f"announce {figure}" for figure in figures),
            *(f"{verb} {item}" for verb in _KONTRA_VERBS for item in ("game", *figures)),
            *(f"{verb} game-{d}" for verb in _KONTRA_VERBS for d in seats),
            *(f"{verb} game-{d} {o}" for verb in _KONTRA_VERBS for d in seats for o in seats)]


# Spelpoäng, zero-sum (scoring.py). Bound: per opponent at most the largest
# game value (12) x valat (8) x kontra (2^3), plus every figure (30 declared)
# x 2 x 2^3, about 1300; a solo declarer is paid three times that: under 4000,
# so 10000 is a safe bound.
# A deal: a cut, four piles, at most 21 bids per seat, a call, the talon,
# 6 discards, declarations and kontras (under 40 per seat), 48 cards.
SPEC = ResearchSpec(templates, -10000.0, 10000.0, zero_sum=True,
                    max_moves=1 + 4 + 4 * 21 + 3 + 6 + 4 * 40 + 48)
