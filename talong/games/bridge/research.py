"""Bridge for talong.research (docs/research.md): the action vocabulary from
docs/bridge-actions.md "Actions", the bounds on a side's score and the
longest deal. Loaded through `GameInfo.research` by the research package only."""
from __future__ import annotations

from talong.core.cards import FRENCH_52
from talong.core.engine import Game
from talong.research.spec import ResearchSpec, card_actions

from .auction import BIDS


def templates(game: Game) -> list[str]:
    tables = game.tables()
    bids = [f"{level}{strain}" for level in tables["levels"] for strain in tables["strains"]]
    return ["pass", "double", "redouble", *bids, *card_actions(game, "play"),
            *(f"claim {n}" for n in range(14)), "accept", "dispute"]


# Law 77: the largest board score is 7600 (13 down, redoubled, vulnerable);
# returns are the side's score, +score for N-S and -score for E-W.
# Longest deal: the longest auction (three passes, then each of the 35 bids
# followed by pass, pass, double, pass, pass, redouble, pass, pass, and the
# final pass: 319 calls), every card, and one disputed claim with its two
# answers (no claim after a dispute: Law 70, our substitute).
_LONGEST_AUCTION = 3 + 9 * len(BIDS) + 1
SPEC = ResearchSpec(templates, -7600.0, 7600.0, zero_sum=True, max_moves=_LONGEST_AUCTION + FRENCH_52.size + 3)
