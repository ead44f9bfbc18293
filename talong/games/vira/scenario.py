"""Explicit Vira deals for tests, puzzles and the AI: give the cards that
matter, the rest of the pack fills the other hands and the talong in pack
order. Also `run`, to apply a list of actions and name the failing one.
"""
from __future__ import annotations

from typing import Any, Iterable

from .deal import NAMES, seating
from .state import ViraState


def _split(cards: str | Iterable[str]) -> list[str]:
    return cards.split() if isinstance(cards, str) else list(cards)


def make_deal(hands: dict[int, str | list[str]] | None = None, talong: str | list[str] = "",
              bottom: str = "S2", players: int = 3, forhand: int = 0) -> dict[str, Any]:
    """A deal record: `hands` maps seats to (some of) their cards, `talong`
    gives its first cards top first; free cards fill up in pack order."""
    active, _ = seating(players, forhand)
    given = {s: _split((hands or {}).get(s, "")) for s in active}
    top = _split(talong)
    used = {c for cards in given.values() for c in cards} | set(top)
    free = [n for n in NAMES if n not in used]
    for seat in active:
        need = 13 - len(given[seat])
        given[seat] += free[:need]
        free = free[need:]
    return {"players": players, "forhand": forhand, "hands": given, "talong": top + free,
            "bottom_card": bottom}


def deal_state(**kwargs: Any) -> ViraState:
    from . import GAME
    record = make_deal(**kwargs)
    return GAME.deal({"players": record["players"], "forhand": record["forhand"]}, deal=record)


def run(state: ViraState, actions: Iterable[str]) -> ViraState:
    for action in actions:
        state = state.apply(action)
    return state
