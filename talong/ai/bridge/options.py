"""One call of the bridge AI's system: the call, the hand it needs, and
its explanation (text in Swedish and English, alert, HCP range, suit
lengths shown, forcing or invitational) - what the AI bids and what it
tells the table (SPEC: every AI call carries its explanation)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from talong.games.bridge.auction import STRAIN_NAMES_EN, STRAIN_NAMES_SV

from .hand import STRAINS, Hand

ANY = (0, 40)


@dataclass(frozen=True)
class Option:
    call: str
    test: Callable[[Hand], bool]
    text_sv: str
    text_en: str
    alert: bool = False
    hcp: tuple[int, int] = ANY
    shows: dict = field(default_factory=dict)   # suit index -> at least this many cards
    forcing: bool = False
    invites: bool = False      # asks partner to bid game with a maximum


def sv(strain: str) -> str:
    return STRAIN_NAMES_SV[STRAINS.index(strain)]


def en(strain: str) -> str:
    return STRAIN_NAMES_EN[STRAINS.index(strain)]


def opens(h: Hand) -> bool:
    """12-21 HCP, or 10-11 with the rule of 20 (HCP + two longest suits)."""
    two = sorted(h.lengths)[-2:]
    return 12 <= h.hcp <= 21 or (10 <= h.hcp <= 11 and h.hcp + sum(two) >= 20)
