"""Determinization for Schafkopf: `Schafkopf.resample(view, rng)`.

From one seat's view (OpenSpiel's ResampleFromInfostate): keep the seat's
own hand, every card played with the seat that played it, the bids, and
deal the unseen cards to the other three hands, each keeping its number of
cards and holding none of a suit it failed to follow ("Följ aktuell färg om
möjligt", schafkopf-cardavia.txt 4; trump counts as its own suit). What the
called ace tells is kept too: the declarer of a Rufer does not hold it
("kallar ett ess ..., får inte ha det esset", 3), and once the partner is
known the unplayed ace is his. The deal is then replayed
through the engine; a deal that breaks another rule there (a bid the hand
may not name, the ace duties) is drawn again.
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.engine import GameError, IllegalAction
from talong.core.sampling import deal_unseen

from .rules import ace, contract_ranking
from .state import NUM_SEATS, SchafkopfState
from .tables import CONTRACT_BY_KEY, PACK, SUIT_CODES

DRAWS = 200


def _plays(view: dict[str, Any]) -> list[tuple[int, int]]:
    """(seat, card) of every card played, in order: finished tricks, then the current one."""
    out = [(seat, PACK.parse(name)) for trick in view["tricks_played"] for seat, name in trick["cards"]]
    return out + [(x["seat"], PACK.parse(x["card"])) for x in (view["trick"] or {}).get("cards", [])]


def _voids(view: dict[str, Any], plays: list[tuple[int, int]]) -> list[int]:
    """Per seat, the cards it cannot hold: the effective suits it did not follow."""
    out = [0] * NUM_SEATS
    contract = view["contract"]
    if contract is None:
        return out
    suit = None if contract["suit"] is None else SUIT_CODES.index(contract["suit"])
    rk = contract_ranking(CONTRACT_BY_KEY[contract["key"]], suit)
    for start in range(0, len(plays), NUM_SEATS):
        trick = plays[start:start + NUM_SEATS]
        led = rk.suit[trick[0][1]]
        for seat, card in trick[1:]:
            if rk.suit[card] != led:
                out[seat] |= rk.suit_masks[led]
    return out


def resample(view: dict[str, Any], rng: random.Random) -> SchafkopfState:
    me = view["seat"]
    plays = _plays(view)
    played = [0] * NUM_SEATS
    for seat, card in plays:
        played[seat] |= 1 << card
    own = PACK.parse_set(view["hand"]) if me is not None else 0
    unseen = PACK.full & ~own & ~sum(played)
    hidden = [s for s in range(NUM_SEATS) if s != me]
    allowed = {s: PACK.full & ~v for s, v in enumerate(_voids(view, plays)) if s != me}
    contract = view["contract"]
    if contract is not None and contract["key"] == "rufer":
        card = ace(SUIT_CODES.index(contract["suit"]))
        if unseen >> card & 1:
            holders = {view["partner"]} if view["partner"] is not None else set(hidden) - {contract["declarer"]}
            allowed = {s: a if s in holders else a & ~(1 << card) for s, a in allowed.items()}
    room = {s: view["hand_sizes"][s] for s in hidden}
    for _ in range(DRAWS):
        dealt = deal_unseen(unseen, room, allowed, rng)
        if dealt is None:
            break
        hands = {**dealt, **({me: own} if me is not None else {})}
        state = SchafkopfState(view["dealer"], view["number"], tuple(hands[s] | played[s] for s in range(NUM_SEATS)))
        try:
            for entry in view["bids"]:
                state = state.apply(entry["action"])
            for _, card in plays:
                state = state.apply(f"play {PACK.name_of(card)}")
        except IllegalAction:
            continue    # this deal breaks a rule the view's history kept: draw again
        return state
    raise GameError("no deal fits this view: the other hands cannot hold the unseen cards with the "
                    "suits they failed to follow and the bids they made", "schafkopf-cardavia.txt 3-4")
