"""Determinization for bridge: `BridgeGame.resample(view, rng)`.

From one seat's view (OpenSpiel's ResampleFromInfostate): keep what that
seat may see - its own cards, dummy's cards once the opening lead is made
(Law 41D), every played card with the hand that played it, the whole
auction with its explanations (Law 20) - and deal the unseen cards to the
hidden hands, each keeping its number of cards and holding none of a suit
it failed to follow (Law 44C: a player who did not follow holds none of the
suit led). The deal is then replayed through the engine, so the state is at
the same point and every rule holds.
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.cards import FRENCH_52
from talong.core.engine import GameError
from talong.core.sampling import deal_unseen

from .boards import SEATS
from .play import CARD_SUIT, PLAY_INDEX
from .state import BridgeState

SUIT_MASKS = tuple(FRENCH_52.suit_mask(s) for s in range(4))


def _card(name: str) -> int:
    return PLAY_INDEX["play " + name]


def _plays(view: dict[str, Any]) -> list[tuple[int, int]]:
    """(hand, card) of every card played, in order: finished tricks, then the current one."""
    out = [(seat, _card(name)) for trick in view["tricks_played"] for seat, name in trick["cards"]]
    return out + [(SEATS.index(x["seat"]), _card(x["card"])) for x in view["trick"]]


def _voids(plays: list[tuple[int, int]]) -> list[int]:
    """Per hand, the cards it cannot hold: the suits it did not follow."""
    out = [0, 0, 0, 0]
    for start in range(0, len(plays), 4):
        trick = plays[start:start + 4]
        led = CARD_SUIT[trick[0][1]]
        for seat, card in trick[1:]:
            if CARD_SUIT[card] != led:
                out[seat] |= SUIT_MASKS[led]
    return out


def resample(view: dict[str, Any], rng: random.Random) -> BridgeState:
    seat = view["seat"]
    plays = _plays(view)
    played = [0, 0, 0, 0]
    for hand, card in plays:
        played[hand] |= 1 << card
    known: dict[int, int] = {}
    if seat is not None:
        known[seat] = FRENCH_52.parse_set(view["hand"])
    if view.get("dummy_hand") is not None:
        known[SEATS.index(view["dummy"])] = FRENCH_52.parse_set(view["dummy_hand"])
    for shown in view.get("shown_to_you", []):   # a claimer's cards as shown (Law 68C), less those played since
        known[shown["seat"]] = FRENCH_52.parse_set(shown["cards"]) & ~played[shown["seat"]]
    hidden = [s for s in range(4) if s not in known]
    unseen = FRENCH_52.full & ~sum(played) & ~sum(known.values())
    voids = _voids(plays)
    room = {s: 13 - played[s].bit_count() for s in hidden}
    dealt = deal_unseen(unseen, room, {s: FRENCH_52.full & ~voids[s] for s in hidden}, rng)
    if dealt is None:
        raise GameError("no deal fits this view: the hidden hands cannot hold the unseen cards "
                        "with the voids shown", "Law 44C")
    hands = {**known, **dealt}
    state = BridgeState(view["board"], SEATS.index(view["dealer"]), view["vulnerable"],
                        (hands[0] | played[0], hands[1] | played[1], hands[2] | played[2], hands[3] | played[3]))
    # the calls so far keep the explanations the seat saw (Law 20F); later calls get none
    explanations = [entry.get("explanation") for entry in view["auction"]]
    state = state.explained(lambda dealer, calls, call:
                            explanations[len(calls)] if len(calls) < len(explanations) else None)
    for entry in view["history"]:   # the calls, cards, claims and answers, in order
        state = state.apply(entry["action"])
    return state
