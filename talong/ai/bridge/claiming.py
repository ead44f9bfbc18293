"""When the strong AI claims (Laws 68-70): only when the tricks are certain
from its own view.

Two ways to be certain:
- Top winners: the hand on lead holds only cards that no other unplayed
  card of their suit beats (partner's included, so partner never has to
  overtake and strand the lead), and no opponent can ruff (notrump, or no
  trump outside that hand). Leading them one by one wins every trick: it
  claims them all, at any point of the play.
- Every layout: late in the play (at most CLAIM_LAYOUTS ways to deal the
  unseen cards to the two hidden hands, voids shown respected) every
  layout is solved double dummy. It claims N when one card takes N tricks
  on every layout and no layout offers more, so the claim concedes
  nothing double dummy could win.
The engine then asks the opponents (Law 68D, 69A); a disputed claim is
played out (Law 70, our substitute). The AI reads only its view.
"""
from __future__ import annotations

from itertools import combinations
from math import comb
from typing import Any

from .hand import RANKS, SEATS, SUITS

CLAIM_LAYOUTS = 252    # C(10, 5): five tricks left, two hidden hands of five
_ALL = [s + r for s in SUITS for r in RANKS]


def choose_claim(view: dict[str, Any], legal: list[str]) -> str | None:
    """"claim N" when N tricks are certain (see the module), else None."""
    remaining = 13 - len(view["tricks"])
    if f"claim {remaining}" not in legal or remaining < 2 or view.get("dummy_hand") is None:
        return None
    if not view["trick"] and top_winners(view) == remaining:
        return f"claim {remaining}"
    n = certain_tricks(view)
    return f"claim {n}" if n is not None and f"claim {n}" in legal else None


def _rank(card: str) -> int:
    return RANKS.index(card[1])


def top_winners(view: dict[str, Any]) -> int:
    """How many cards of the hand on lead are top winners (see the module);
    equal to its length when it can cash every trick."""
    dummy_on_lead = view["turn"] == view["dummy"]
    lead = view["dummy_hand"] if dummy_on_lead else view["hand"]
    played = {c for t in view["tricks"] for c in t["cards"]} | {t["card"] for t in view["trick"]}
    others = [c for c in _ALL if c not in played and c not in lead]
    trump = view["contract"][1]
    if trump in SUITS and any(c[0] == trump for c in others) and any(c[0] != trump for c in lead):
        # an opponent may ruff a side winner: only trumps (drawn first) could be sure, so count none
        return 0
    return sum(1 for c in lead if all(o[0] != c[0] or _rank(o) < _rank(c) for o in others))


def hidden_layouts(view: dict[str, Any]) -> list[dict[int, list[str]]] | None:
    """Every way to deal the unseen cards to the two hidden hands (voids
    shown respected), or None when there are more than CLAIM_LAYOUTS."""
    from .ddplay import Position
    pos = Position(view)
    if len(pos.hidden) != 2:
        return None
    a, b = pos.hidden
    seen = {c for cards in pos.known.values() for c in cards}
    seen |= {c for cards in pos.played_by.values() for c in cards}
    unseen = [c for c in _ALL if c not in seen]
    room = 13 - len(pos.played_by[a])
    if comb(len(unseen), room) > CLAIM_LAYOUTS:
        return None
    void = _voids(view)
    out = []
    for hand in combinations(unseen, room):
        rest = [c for c in unseen if c not in hand]
        if any(c[0] in void[a] for c in hand) or any(c[0] in void[b] for c in rest):
            continue
        out.append({a: list(hand), b: rest})
    return out


def _voids(view: dict[str, Any]) -> dict[int, set[str]]:
    """Per seat, the suits it failed to follow (Law 44C)."""
    out: dict[int, set[str]] = {s: set() for s in range(4)}
    tricks = [(t["leader"], t["cards"]) for t in view["tricks"]]
    if view["trick"]:
        tricks.append((view["trick"][0]["seat"], [t["card"] for t in view["trick"]]))
    for leader, cards in tricks:
        first = SEATS.index(leader)
        for i, card in enumerate(cards[1:], 1):
            if card[0] != cards[0][0]:
                out[(first + i) % 4].add(cards[0][0])
    return out


def certain_tricks(view: dict[str, Any]) -> int | None:
    """The tricks (of the remaining ones, the trick in progress counted)
    one card takes for our side on every layout, when no layout offers
    more; None when the layouts disagree or are too many to solve."""
    from .ddplay import Position, solve
    layouts = hidden_layouts(view)
    if not layouts:
        return None
    results = solve(Position(view), layouts, chunk=100)
    if len(results) != len(layouts):
        return None
    best = [max(r.values()) for r in results]
    if min(best) != max(best):
        return None
    cards = results[0].keys()
    sure = max(min(r.get(c, -1) for r in results) for c in cards)
    return sure if sure == best[0] else None
