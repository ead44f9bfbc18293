"""Contract bridge (duplicate), by the Laws of Duplicate Bridge 2017
(rules/bridge-lagar-for-tavlingsbridge-2017.txt) and SPEC.md "Contract bridge:
decisions".

Modules: boards.py (Law 2: dealer and vulnerability), auction.py (Laws 17-19,
22), play.py (Laws 41, 44), state.py (the deal: phases, claims (Laws 68-69),
views, result), party.py (a run of boards); scoring.py (Law 77) and
settlement.py (its lines), and the duplicate tools: pbn.py / pbn_export.py
(PBN), analysis.py (DDS), matchpoints.py / imps.py (Law 78), adjusted.py
(Law 12C2), session.py (a scored session), commands.py (the CLI commands).

Dealing (Law 6): from a seed, the shuffled pack is dealt one card at a time
clockwise from the dealer's left, so a deal is reproducible from the seed;
or explicitly from a deal record, validated: four hands of 13, 52 distinct
cards. Actions are documented in docs/bridge-actions.md.
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.cards import FRENCH_52, CardError
from talong.core.engine import Game, GameInfo, RecordError

from .boards import SEATS, VULNERABILITIES, dealer_of, vulnerability_of
from .party import BridgeParty
from .state import BridgeState


def _board_number(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise RecordError(f"board number must be a positive integer, not {value!r}", "Law 2")
    return value


def hands_from_record(hands: Any) -> tuple[int, int, int, int]:
    """Law 6B: four hands of 13 cards; Law 1A: the 52 cards, each once."""
    if not isinstance(hands, dict) or sorted(hands) != sorted(SEATS):
        raise RecordError("the deal needs \"hands\" with exactly the seats N, E, S, W", "Law 6B")
    masks, seen = [], 0
    for seat in SEATS:
        cards = hands[seat]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise RecordError(f"hand {seat} must be a list of card names like \"SA\"", "Law 6B")
        try:
            mask = FRENCH_52.parse_set(cards)
        except CardError as err:
            raise RecordError(f"hand {seat}: {err}", "Law 6B") from None
        if mask.bit_count() != 13:
            raise RecordError(f"hand {seat} has {mask.bit_count()} cards; each hand has 13", "Law 6B")
        if mask & seen:
            twice = FRENCH_52.names(mask & seen)
            raise RecordError(f"hand {seat}: {', '.join(twice)} dealt to two hands; the pack has each "
                              "of its 52 cards once", "Law 6B")
        seen |= mask
        masks.append(mask)
    return masks[0], masks[1], masks[2], masks[3]


def deal_from_seed(seed: int | None, dealer: int) -> tuple[int, int, int, int]:
    """Law 6A/B: shuffle, then deal one card at a time clockwise from the dealer's left."""
    rng = random.Random(seed)
    hands = [0, 0, 0, 0]
    for i, card in enumerate(FRENCH_52.shuffled(rng)):
        hands[(dealer + 1 + i) % 4] |= 1 << card
    return hands[0], hands[1], hands[2], hands[3]


class BridgeGame(Game):
    # The human sits South (seat 2); the party is a teams match in IMPs
    # against a second table where four AI players, at the level chosen for
    # the party ("other_table_ai"), play the same boards (party.py).
    info = GameInfo(
        rules_page="talong.games.bridge.rules_page:page",
        name="bridge", title="Bridge", seats=(4,), pack="french-52",
        scoring="bridge.scoring",
        blurb="bridge.blurb",
        length_units=("deals",), length={"unit": "deals", "value": 8, "min": 1}, seat=2,
        options={"first_board": {"default": 1, "min": 1}},
        ai={"basic": "talong.ai.bridge:BridgeAI", "strong": "talong.ai.bridge:StrongBridgeAI"},
        ai_option="other_table_ai",
        terminal="talong.games.bridge.terminal:table",
        commands="talong.games.bridge.cli_commands:add_commands",
        record_formats={".pbn": "talong.games.bridge.commands:replay_pbn",
                        ".lin": "talong.games.bridge.commands:replay_pbn"},
        ui={"script": "js/bridge.js", "css": ["css/bridge.css"], "pack": "french-52"},
        research="talong.games.bridge.research:SPEC",   # docs/research.md
        exports={"pbn": "talong.games.bridge.pbn_export:party_pbn"},   # the boards played, both rooms
        spectator_follow=True,   # kibitzers may follow a seat once the board is over (issue 11)
    )

    def warm_up(self) -> None:
        """DDS (endplay), which the board review solves with, takes about a
        second to load: it is loaded and run once on a fixed deal."""
        from .party import board_review
        board_review(self.deal({"board": 1}, seed=0).deal_record())

    def tables(self) -> dict[str, Any]:
        """Strains and levels (Law 18), the board table of dealer and
        vulnerability (Law 2) and the IMP scale (Law 78B)."""
        from .auction import STRAINS
        from .imps import IMP_SCALE
        return {"strains": list(STRAINS), "levels": list(range(1, 8)),
                "boards": [{"board": n, "dealer": dealer_of(n), "vulnerable": vulnerability_of(n)}
                           for n in range(1, 17)],
                "imp_scale": [{"from": low, "imps": points} for low, points in IMP_SCALE]}

    # The partnership's system explains each call (Law 20F): resolved by talong.ai, never imported here.
    hooks = {"explain": "talong.ai.bridge:explain_call"}

    def deal(self, options: dict[str, Any], *, seed: int | None = None,
             deal: dict[str, Any] | None = None) -> BridgeState:
        board = _board_number(options.get("board", options.get("number", 1)))
        if deal is None:
            if seed is None:
                seed = random.SystemRandom().getrandbits(63)
            dealer = SEATS.index(dealer_of(board))
            return BridgeState(board, dealer, vulnerability_of(board), deal_from_seed(seed, dealer))
        if not isinstance(deal, dict):
            raise RecordError("a bridge deal record is an object with board, dealer, vulnerable, hands", "Law 6")
        board = _board_number(deal.get("board", board))
        # Law 2: a board that does not follow the table is played with the
        # conditions marked on it, so an explicit dealer/vulnerability wins.
        dealer = deal.get("dealer", dealer_of(board))
        if dealer not in tuple(SEATS):
            raise RecordError(f"dealer must be one of N, E, S, W, not {dealer!r}", "Law 2")
        vulnerable = deal.get("vulnerable", vulnerability_of(board))
        if vulnerable not in VULNERABILITIES:
            raise RecordError(f"vulnerable must be one of {', '.join(VULNERABILITIES)}, not {vulnerable!r}",
                              "Law 2")
        return BridgeState(board, SEATS.index(dealer), vulnerable, hands_from_record(deal.get("hands")))

    def party(self, options: dict[str, Any], seed: int) -> BridgeParty:
        return BridgeParty(self, options, seed)

    def resample(self, view: dict[str, Any], rng: random.Random) -> BridgeState:
        from .resample import resample   # determinization: resample.py
        return resample(view, rng)


GAME = BridgeGame()
