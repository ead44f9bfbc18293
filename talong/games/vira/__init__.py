"""Vira, as played in Stockholms Wirasällskap (rules/vira-stockholms-wirasallskap.txt,
with the bid table of rules/vira-sa-spelar-du-vira.txt; SPEC.md "Vira: decisions").

Three or four players; three are active in each deal. Deal options:
{"players": 3|4, "forhand": seat, "number": n} (a generic party's "dealer"
is accepted too: förhand is left of the dealer). Seats are numbered
clockwise: seat s+1 sits to the left of seat s.

Action grammar (docs/vira-actions.md has the full table):
  bidding   "pass" | "bid <key> [färg|högsta-färg]"  key: a tables.BIDS key
            ("begär", "7-spel", "gask-2", "solo-vira", ...) or an unspecified
            bid "gask" | "köpmisär" | "solo" | "turné" | "vingel", said
            "högre-gask" (etc.) when a player in better hand already bid it.
            An equal bid from a better hand is legal as it stands (i förhand).
  level     "level <key>"        the level of a won gask/köpmisär/solo
  gask      "keep <card>" (until N kept; the talong is then taken),
            "discard <card>" (down to 13)
  decide    "play" | "lay" | "omköp" (köpspel, once)
  gask 0-4  "high" | "low";  misär discards "discard <card>";
            "aces-as-ones" | "aces-as-aces" (low gask with all four aces)
  trump     "trump <suit>"  suit C D H S
  köp       "discard <card>" ... then "buy" (takes as many from the top)
  play      "play <card>"
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.engine import Game, GameInfo, RecordError

from . import deal as _deal
from .state import ViraState


class ViraGame(Game):
    info = GameInfo(
        rules_page="talong.games.vira.rules_page:page",
        name="vira", title="Vira", seats=(3, 4), pack="french-52",
        scoring="vira.scoring",
        blurb="vira.blurb",
        length_units=("rounds", "deals"), length={"unit": "rounds", "value": 1, "min": 1},
        # party.py: the seat draw (Bordsplacering) by drawn cards or cards dealt face up
        options={"hjarterlott": {"default": "draw", "choices": ["draw", "deal"]}},
        ai={"basic": "talong.ai.vira:ViraAI", "strong": "talong.ai.vira:StrongViraAI"},
        terminal="talong.games.vira.terminal:table",
        ui={"script": "js/vira.js", "css": [], "pack": "french-52"},
        research="talong.games.vira.research:SPEC",   # docs/research.md
    )

    def tables(self) -> dict[str, Any]:
        """The bid table with its pin columns (tables.BIDS) and the unspecified bids."""
        from .tables import BIDS
        return {"bids": [{"number": b.number, "key": b.key, "name": b.name, "kind": b.kind, "family": b.family,
                          "level": b.level, "tricks": b.tricks, "pins": list(b.pins), "free_trump": b.free_trump,
                          "misar": None if b.misar is None else {"cards": b.misar.cards, "open": b.misar.open}}
                         for b in BIDS],
                "unspecified": ["gask", "köpmisär", "solo", "turné", "vingel"]}

    def deal(self, options: dict[str, Any], *, seed: int | None = None,
             deal: dict[str, Any] | None = None) -> ViraState:
        players = options.get("players")
        forhand = options.get("forhand")
        if forhand is None and options.get("dealer") is not None and players:
            forhand = (int(options["dealer"]) + 1) % int(players)
        number = int(options.get("number", 1))
        if deal is None:
            players = int(players or 3)
            if players not in self.seats:
                raise RecordError(f"Vira is played by 3 or 4 players, not {players}",
                                  "vira-stockholms-wirasallskap.txt, Spelare och tillbehör")
            deal = _deal.shuffled_deal(players, int(forhand or 0), seed)
        n, f, hands, talong, bottom = _deal.validate(deal, players, forhand)
        return ViraState.new(n, f, number, hands, talong, bottom)

    def party(self, options: dict[str, Any], seed: int):
        from .party import ViraParty
        return ViraParty(self, options, seed)

    def resample(self, view: dict[str, Any], rng: random.Random) -> ViraState:
        from .resample import resample   # determinization: resample.py
        return resample(view, rng)


GAME = ViraGame()
