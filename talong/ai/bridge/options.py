"""One call of the bridge AI's system: the call, the hand it needs, and
its explanation (a catalogue message `bridge.ai.*`, alert, HCP range, suit
lengths shown, forcing or invitational) - what the AI bids and what it
tells the table (SPEC: every AI call carries its explanation)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from talong.i18n import Message, msg

from .hand import Hand

ANY = (0, 40)


@dataclass(frozen=True)
class Option:
    call: str
    test: Callable[[Hand], bool]
    text: Message              # the explanation, rendered in each reader's language
    alert: bool = False
    hcp: tuple[int, int] = ANY
    shows: dict = field(default_factory=dict)   # suit index -> at least this many cards
    forcing: bool = False
    invites: bool = False      # asks partner to bid game with a maximum


def strain(code: str) -> Message:
    """A strain's name ("C".."N") as a message parameter: "klöver" / "clubs"."""
    return msg(f"bridge.strain.{code}")


def opens(h: Hand) -> bool:
    """12-21 HCP, or 10-11 with the rule of 20 (HCP + two longest suits)."""
    two = sorted(h.lengths)[-2:]
    return 12 <= h.hcp <= 21 or (10 <= h.hcp <= 11 and h.hcp + sum(two) >= 20)
