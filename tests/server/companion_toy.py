"""The toy game with a companion table (contract C1), for the server's
background play of AI-only tables: deal n is also played at a second table
by three AI players on the same cards; the party's result of a deal is the
difference in tricks between the two tables."""
from __future__ import annotations

from typing import Any, Sequence

from talong.core.engine import GameError, State
from talong.core.party import Party

import server_helpers  # noqa: F401  (puts tests/web on the path)
from web_toygame import ToyGame


class CompanionParty(Party):
    def companion_tables(self, number: int) -> list[dict[str, Any]]:
        return [{"ai": "random"}]

    def companion_start(self, number: int, index: int, start: State) -> State:
        return start   # the same cards, the same first seat

    def finish_deal(self, state: State, companions: Sequence[State] = ()) -> dict[str, Any]:
        if len(companions) != 1 or not companions[0].is_terminal():
            raise GameError("the other table has not finished this deal", "toy rules §2")
        result = dict(state.result())
        other = companions[0].result()["returns"]
        result["returns"] = [here - there for here, there in zip(result["returns"], other)]
        result["other"] = other
        self.deals_played += 1
        self.results.append(result)
        self.add_result(result)
        return result


class CompanionToy(ToyGame):
    name = "toy2"

    def party(self, options: dict[str, Any], seed: int) -> CompanionParty:
        return CompanionParty(self, options, seed)


GAME = CompanionToy()
