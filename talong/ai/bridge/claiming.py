"""When the strong AI claims (Laws 68-70): only when every remaining trick
is certain from its own view, whatever the hidden cards and whatever the
opponents play.

Two ways to be certain, both "top cards and no ruff": in notrump, or when
no trump is left outside the claimer's hands, a card that no unseen card
of its suit beats wins any trick it is led to.
- The hand on lead holds only such cards, none beaten by partner's either
  (so partner never has to overtake and strand the lead): leading them
  one by one wins every trick. Open to a defender too.
- Declarer on play: every card of both declarer's hand and dummy is such a
  card. Whichever hand wins a trick leads another top card, so every trick
  is won, with no entry problem.
Double-dummy checks on every layout were tried and dropped: each layout
may need its own line (strategy fusion), and such a claim, disputed and
played out, took a trick fewer. The engine asks the opponents (Law 68D,
69A); a disputed claim is played out (Law 70, our substitute). The AI
reads only its view.
"""
from __future__ import annotations

from typing import Any

from .hand import RANKS, SEATS, SUITS

_ALL = [s + r for s in SUITS for r in RANKS]


def choose_claim(view: dict[str, Any], legal: list[str]) -> str | None:
    """"claim N" (all N remaining tricks) when they are certain, else None."""
    remaining = 13 - len(view["tricks"])
    if f"claim {remaining}" not in legal or remaining < 2 or view.get("dummy_hand") is None or view["trick"]:
        return None
    if top_winners(view) == remaining or all_top(view):
        return f"claim {remaining}"
    return None


def _rank(card: str) -> int:
    return RANKS.index(card[1])


def _played(view: dict[str, Any]) -> set[str]:
    return {c for t in view["tricks"] for c in t["cards"]} | {t["card"] for t in view["trick"]}


def _lead_hand(view: dict[str, Any]) -> list[str]:
    return view["dummy_hand"] if view["turn"] == view["dummy"] else view["hand"]


def _tops(cards: list[str], others: list[str], trump: str) -> int:
    """How many of `cards` no card of `others` beats in its suit - 0 when an
    opponent may ruff (a trump among `others` while `cards` hold a side card)."""
    if trump in SUITS and any(c[0] == trump for c in others) and any(c[0] != trump for c in cards):
        return 0
    return sum(1 for c in cards if all(o[0] != c[0] or _rank(o) < _rank(c) for o in others))


def top_winners(view: dict[str, Any]) -> int:
    """The top winners of the hand on lead against every other unplayed card."""
    lead = _lead_hand(view)
    others = [c for c in _ALL if c not in _played(view) and c not in lead]
    return _tops(lead, others, view["contract"][1])


def all_top(view: dict[str, Any]) -> bool:
    """Declarer (or dummy) on play and every card of the two hands a top winner against the unseen cards."""
    seat = view["seat"] if isinstance(view["seat"], int) else SEATS.index(view["seat"])
    if SEATS[seat] != view["declarer"]:
        return False
    ours = list(view["hand"]) + list(view["dummy_hand"])
    unseen = [c for c in _ALL if c not in _played(view) and c not in ours]
    return _tops(ours, unseen, view["contract"][1]) == len(ours)
