"""A party: a series of deals at one table with a running score.

The generic party rotates the dealer, sums each deal's ``returns`` and ends
after an agreed number of deals. Games whose party carries more (Vira's pulla
and åla, its final settlement) subclass it and override the hooks.
Every deal's seed is derived from the party seed and the deal number, so a
party is reproducible from its seed and its actions alone.

Companion tables (docs/records.md): a party may have AI-only tables that
play each deal on the same cards (bridge: "the other table" of a teams
match). The party only says which (`companion_tables`) and how they start
(`companion_start`); whoever drives the party plays them (runner.py, the
server) and hands their final states to `finish_deal`, so their results are
read from their recorded actions, never recomputed by an AI.

Hooks: functions a game's rules call for that live outside the engine
(bridge: the partnership's system explains each call, Law 20F). The game
names them lazily (`Game.hooks`, "module:function"); the generic layer in
talong.ai resolves them and passes them in (`make_party(..., hooks=...)`),
and `prepare` attaches them to every deal, so no game imports an AI.
"""
from __future__ import annotations

import hashlib
from typing import Any, Callable, Mapping, Sequence

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
        self.hooks: dict[str, Callable[..., Any]] = {}

    def use_hooks(self, hooks: Mapping[str, Callable[..., Any]] | None) -> "Party":
        """Attach the resolved hooks (by name, as the game's `hooks` declare them)."""
        self.hooks = dict(hooks or {})
        return self

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

    def prepare(self, state: State) -> State:
        """A fresh deal of this party, with whatever the party attaches (hooks)."""
        return state

    def companion_tables(self, number: int) -> list[dict[str, Any]]:
        """The AI-only tables that play deal `number` on the same cards:
        one `{"ai": <AI level name>}` per table. None by default."""
        return []

    def companion_start(self, number: int, index: int, start: State) -> State:
        """The start of companion table `index` of deal `number`, whose own
        table started at `start`."""
        raise GameError(f"deal {number} has no companion table {index + 1}", "party: companion tables")

    # --- driving ----------------------------------------------------------
    def next_deal(self, deal: dict[str, Any] | None = None) -> State:
        """The next deal: shuffled from the party seed, or the given explicit deal."""
        if self.is_over():
            raise GameError("the party is over: no more deals")
        number = self.deals_played + 1
        options = self.deal_options(number)
        if deal is not None:
            return self.prepare(self.game.deal(options, deal=deal))
        return self.prepare(self.game.deal(options, seed=deal_seed(self.seed, number)))

    def check_finished(self, state: State, companions: Sequence[State]) -> None:
        """Refuse to settle a deal before it and each of its companion tables is over."""
        if not state.is_terminal():
            raise GameError("the deal is not finished")
        wanted = len(self.companion_tables(self.deals_played + 1))
        if len(companions) != wanted:
            raise GameError(f"deal {self.deals_played + 1} is settled with its {wanted} companion table(s), "
                            f"given {len(companions)}", "party: companion tables")
        for index, other in enumerate(companions):
            if not other.is_terminal():
                raise GameError(f"companion table {index + 1} has not finished the deal", "party: companion tables")

    def finish_deal(self, state: State, companions: Sequence[State] = ()) -> dict[str, Any]:
        """Settle the finished deal; `companions`: the final states of its
        companion tables, in order."""
        self.check_finished(state, companions)
        result = state.result()
        self.deals_played += 1
        self.results.append(result)
        self.add_result(result)
        return result
