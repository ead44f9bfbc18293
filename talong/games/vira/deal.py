"""Seating and the deal of Vira.

Rules: vira-stockholms-wirasallskap.txt "Bordsplacering" (förhand, mellanhand
to his left, efterhand = giv to his right; with four players the one right of
the dealer sits out), "Giv" (4+3+3+3 from förhand clockwise, 13 each, the
other 13 are the talong; the second pack's visible bottom card) and
"Färgernas rangordning" (högsta färg, färg, ofärg).
Seats are numbered clockwise: seat s+1 sits to the left of seat s.
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.cards import FRENCH_52, CardError
from talong.core.engine import RecordError

from . import rules

NAMES = tuple(FRENCH_52.name_of(c) for c in FRENCH_52.cards())
CARD = {name: c for c, name in enumerate(NAMES)}
SUIT_CODES = tuple(s.code for s in FRENCH_52.suits)   # C D H S
SUIT_MASK = tuple(FRENCH_52.suit_mask(s) for s in range(len(FRENCH_52.suits)))
# The other suit of the same colour: clubs/spades are black, diamonds/hearts red.
SAME_COLOUR = (3, 2, 1, 0)
ROLES = ("förhand", "mellanhand", "efterhand")


def seating(players: int, forhand: int) -> tuple[tuple[int, int, int], int | None]:
    """Active seats in playing (clockwise) order from förhand, and the sitter-out."""
    f = forhand
    active = (f, (f + 1) % players, (f - 1) % players)
    sitter = (f + 2) % players if players == 4 else None
    return active, sitter


def suit_classes(bottom: int) -> tuple[int, int, tuple[int, int]]:
    """(högsta färg, färg, ofärger) from the bottom card of the second pack."""
    hogsta = FRENCH_52.suit_of(bottom)
    farg = SAME_COLOUR[hogsta]
    low = [s for s in range(4) if s not in (hogsta, farg)]
    return hogsta, farg, (low[0], low[1])


def shuffled_deal(players: int, forhand: int, seed: int | None) -> dict[str, Any]:
    """Deal both packs from random.Random(seed): 4, then three rounds of 3, from förhand."""
    rng = random.Random(seed)
    pack = FRENCH_52.shuffled(rng)
    active, _ = seating(players, forhand)
    hands: dict[int, list[int]] = {s: [] for s in active}
    i = 0
    for size in (4, 3, 3, 3):
        for seat in active:
            hands[seat].extend(pack[i:i + size])
            i += size
    bottom = rng.randrange(FRENCH_52.size)
    return {"players": players, "forhand": forhand,
            "hands": {s: [NAMES[c] for c in cards] for s, cards in hands.items()},
            "talong": [NAMES[c] for c in pack[i:]], "bottom_card": NAMES[bottom]}


def _card(name: Any, where: str) -> int:
    try:
        return FRENCH_52.parse(name)
    except CardError:
        raise RecordError(f"deal: {where}: {name!r} is not a card of the 52-card pack", rules.DEAL) from None


def validate(deal: Any, players: int | None, forhand: int | None):
    """Check an explicit deal; return (players, forhand, hands tuple, talong tuple, bottom)."""
    if not isinstance(deal, dict):
        raise RecordError("deal: expected an object with players, forhand, hands, talong, bottom_card")
    n = deal.get("players", players)
    f = deal.get("forhand", forhand)
    if n not in (3, 4):
        raise RecordError(f"deal: Vira is played by 3 or 4 players, not {n!r}",
                          f"{rules.SW}, Spelare och tillbehör")
    if players is not None and players != n:
        raise RecordError(f"deal: the table has {players} players but the deal is for {n}")
    if not isinstance(f, int) or not 0 <= f < n:
        raise RecordError(f"deal: förhand must be a seat 0..{n - 1}, not {f!r}")
    if forhand is not None and forhand != f:
        raise RecordError(f"deal: förhand is seat {forhand} at the table but seat {f} in the deal")
    active, sitter = seating(n, f)
    raw = deal.get("hands")
    if not isinstance(raw, dict):
        raise RecordError("deal: 'hands' must map each active seat to its 13 cards")
    hands_in = {}
    for key, cards in raw.items():
        try:
            seat = int(key)
        except (TypeError, ValueError):
            raise RecordError(f"deal: hand key {key!r} is not a seat") from None
        if seat not in active:
            raise RecordError(f"deal: seat {seat} is not active in this deal (active seats: {list(active)})",
                              f"{rules.SW}, Bordsplacering: 'Vid spel på fyra står spelaren till höger om givaren över'")
        hands_in[seat] = cards
    seen: dict[int, str] = {}
    hands = [0] * n
    for seat in active:
        cards = hands_in.get(seat)
        if not isinstance(cards, list) or len(cards) != 13:
            raise RecordError(f"deal: seat {seat} must get exactly 13 cards", rules.DEAL)
        for name in cards:
            c = _card(name, f"seat {seat}")
            if c in seen:
                raise RecordError(f"deal: card {NAMES[c]} is dealt twice ({seen[c]} and seat {seat})", rules.DEAL)
            seen[c] = f"seat {seat}"
            hands[seat] |= 1 << c
    talong = deal.get("talong")
    if not isinstance(talong, list) or len(talong) != 13:
        raise RecordError("deal: the talong must hold exactly 13 cards (top first)",
                          f"{rules.SW}, Giv: 'De resterande tretton korten bildar talongen'")
    tal = []
    for name in talong:
        c = _card(name, "talong")
        if c in seen:
            raise RecordError(f"deal: card {NAMES[c]} is dealt twice ({seen[c]} and talong)", rules.DEAL)
        seen[c] = "talong"
        tal.append(c)
    bottom = _card(deal.get("bottom_card"), "bottom_card")
    return n, f, tuple(hands), tuple(tal), bottom
