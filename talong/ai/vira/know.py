"""What one seat knows in a Vira deal's play, read from its view alone.

The view carries the public history of the deal (talong/games/vira/view.py):
every finished trick with who played each card (`tricks_played`) and the
trick on the table, so the cards played and the suits a seat has shown void
in ("Man måste alltid följa färg om man kan", vira-stockholms-wirasallskap.txt,
Spelet av korten) are read from it at every decision. Nothing is remembered
between calls: a rebuilt table plays exactly as before. Deals that agree with
everything else the seat knows come from the game's determinization,
`ViraGame.resample` (talong/games/vira/resample.py).
"""
from __future__ import annotations

from typing import Any

from .bits import CARD


def _tricks(view: dict[str, Any]) -> list[list[tuple[int, str]]]:
    """Every trick seen, in order, as (seat, card) lists: the finished ones and the one on the table."""
    out = [[(seat, card) for seat, card in trick["cards"]] for trick in view["tricks_played"]]
    if view.get("trick"):
        out.append([(x["seat"], x["card"]) for x in view["trick"]])
    return out


def played(view: dict[str, Any]) -> int:
    """Mask of every card played so far, the trick on the table included."""
    out = 0
    for trick in _tricks(view):
        for _, card in trick:
            out |= 1 << CARD[card]
    return out


def voids(view: dict[str, Any]) -> dict[int, set[str]]:
    """Seat -> the suits (C D H S) it has shown void in by not following."""
    out: dict[int, set[str]] = {}
    for trick in _tricks(view):
        led = trick[0][1][0]
        for seat, card in trick[1:]:
            if card[0] != led:
                out.setdefault(seat, set()).add(led)
    return out


def seen_before(view: dict[str, Any]) -> set[str]:
    """Cards played in the finished tricks (the rules of thumb read the table's trick apart)."""
    return {card for trick in view["tricks_played"] for _, card in trick["cards"]}


def play_order(view: dict[str, Any]) -> list[int]:
    """The three active seats clockwise from förhand."""
    n, f = view["players"], view["forhand"]
    return [f, (f + 1) % n, (f - 1) % n]

