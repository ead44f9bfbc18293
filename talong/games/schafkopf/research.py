"""Schafkopf for talong.research (docs/research.md): the action vocabulary
from the action grammar (talong/games/schafkopf/__init__.py), the bounds on a
seat's return and the longest deal. Loaded through `GameInfo.research` by the
research package only."""
from __future__ import annotations

from talong.core.engine import Game
from talong.research.spec import ResearchSpec, card_actions

from .scoring import SOLOIST_FACTOR
from .tables import CONTRACTS, SCHWARZ_BONUS


def templates(game: Game) -> list[str]:
    bids = []
    for contract in game.tables()["contracts"]:
        suits = contract["suits"]
        bids += [f"bid {contract['key']} {s}" for s in suits] if suits else [f"bid {contract['key']}"]
    return ["pass", *bids, *card_actions(game, "play")]


def _bound() -> float:
    """scoring.settle: value = base + Schwarz bonus + Laufende x factor (at
    most the 14 trumps of an Ober game); a soloist gets it three times
    (SOLOIST_FACTOR)."""
    return float(SOLOIST_FACTOR * max(c.base + SCHWARZ_BONUS + 14 * c.laufende_factor for c in CONTRACTS))


SPEC = ResearchSpec(templates, -_bound(), _bound(), zero_sum=True,
                    max_moves=4 + 32)   # one round of bids, 8 tricks of 4
