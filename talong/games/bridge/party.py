"""A bridge party: a run of boards at one table, scored per side.

Board n of the party is board `first_board + n - 1` (option "first_board",
default 1), so dealer and vulnerability follow Law 2's cycle. Every deal's
returns are [NS, EW, NS, EW], so the generic running totals are the two
sides' totals; `standings` names them.
"""
from __future__ import annotations

from typing import Any

from talong.core.party import Party


class BridgeParty(Party):
    def deal_options(self, number: int) -> dict[str, Any]:
        board = int(self.options.get("first_board", 1)) + number - 1
        return {**self.options, "players": 4, "number": number, "board": board}

    def standings(self) -> dict[str, Any]:
        return {"deals_played": self.deals_played, "totals": list(self.totals),
                "NS": self.totals[0], "EW": self.totals[1]}
