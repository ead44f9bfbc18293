"""A party: a series of deals at one table with a running score.

The generic party rotates the dealer, sums each deal's ``returns`` and ends
after an agreed number of deals. Games whose party carries more (Vira's pulla
and åla, its final settlement) subclass it and override the hooks.
Every deal's seed is derived from the party seed and the deal number, so a
party is reproducible from its seed and its actions alone.
"""
from __future__ import annotations

import hashlib
from typing import Any

from .engine import Game, GameError, State


def deal_seed(party_seed: int, number: int) -> int:
    digest = hashlib.sha256(f"{party_seed}:{number}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


class Party:
    """Deals are numbered from 1. Subclasses override `deal_options`,
    `add_result`, `is_over`, `standings` and `final_settlement`."""

    def __init__(self, game: Game, options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.options = dict(options)
        self.seed = seed
        self.players = int(options.get("players", game.seats[0]))
        if self.players not in game.seats:
            raise GameError(f"{game.name} is played by {', '.join(map(str, game.seats))} players, not {self.players}")
        self.deals_played = 0
        self.totals = [0] * self.players
        self.results: list[dict[str, Any]] = []

    # --- hooks ------------------------------------------------------------
    def deal_options(self, number: int) -> dict[str, Any]:
        """Options of deal `number` (1-based): the table options plus the dealer."""
        return {**self.options, "players": self.players, "dealer": (number - 1) % self.players,
                "number": number}

    def add_result(self, result: dict[str, Any]) -> None:
        for seat, value in enumerate(result["returns"]):
            self.totals[seat] += value

    def is_over(self) -> bool:
        return self.deals_played >= int(self.options.get("deals", 8))

    def standings(self) -> dict[str, Any]:
        return {"deals_played": self.deals_played, "totals": list(self.totals)}

    def final_settlement(self) -> dict[str, Any]:
        return self.standings()

    # --- driving ----------------------------------------------------------
    def next_deal(self, deal: dict[str, Any] | None = None) -> State:
        """The next deal: shuffled from the party seed, or the given explicit deal."""
        if self.is_over():
            raise GameError("the party is over: no more deals")
        number = self.deals_played + 1
        options = self.deal_options(number)
        if deal is not None:
            return self.game.deal(options, deal=deal)
        return self.game.deal(options, seed=deal_seed(self.seed, number))

    def finish_deal(self, state: State) -> dict[str, Any]:
        if not state.is_terminal():
            raise GameError("the deal is not finished")
        result = state.result()
        self.deals_played += 1
        self.results.append(result)
        self.add_result(result)
        return result
