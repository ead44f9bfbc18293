"""Hidden information over the wire (SPEC.md "Every game": hidden cards never
leave the server, not in a response, a message or an error).

Over many random Vira deals the human seat is driven with random legal
actions; every HTTP response and every WebSocket message to that seat is
compared with the engine: its "view" is exactly the engine's view(seat) at
that version, its legal actions are the engine's when the seat is to move
(none otherwise), and no other seat's hidden card (hands, kept and pending
cards, discards, the talong not turned up) appears anywhere in it."""
from __future__ import annotations

import json
import random
import re

import pytest

from talong.core import records
from talong.games.vira.deal import NAMES

from web_helpers import auth, new_party, seat_socket

CARD = re.compile(r"\b[CDHS][2-9TJQKA]\b")


def names(mask: int) -> set[str]:
    return {NAMES[c] for c in range(52) if mask >> c & 1}


def hidden_from(state, seat: int) -> set[str]:
    """Cards `seat` may not see in this state, read from the engine's own fields."""
    hidden: set[str] = set()
    open_cards = {c for cards in state.view(None)["open_hands"].values() for c in cards}
    for other in range(state.n):
        if other == seat:
            continue
        hidden |= names(state.hands[other]) | names(state.discards[other])
        if other == state.declarer:
            hidden |= names(state.kept)
        if other == state.mover:
            hidden |= names(state.pending)
    shown = {NAMES[c] for c in (*state.shown, *state.turned)}
    hidden |= {NAMES[c] for c in state.talong} - shown
    return hidden - open_cards


def cards_in(message: dict) -> set[str]:
    # The bottom card of the second pack is public and may share a name with a
    # card of the first pack: it is checked through the view equality instead.
    # The party id is random text that can hold "C6" between a "-" and its end.
    msg = json.loads(json.dumps(message))
    msg.get("view", {}).pop("bottom_card", None)
    msg.pop("party", None)
    return set(CARD.findall(json.dumps(msg, ensure_ascii=False)))


def states_by_version(client, party):
    """The engine state at every version of a one-deal party, rebuilt from the stored log."""
    table = client.app.state.service.table(party)
    state = table.start
    out = {1: state}
    for k, entry in enumerate(table.actions):
        state = state.apply(entry["action"])
        out[2 + k] = state
    if table.party.companion_tables(1) and table.finished:   # settled with its companion tables: one more version
        out[2 + len(table.actions)] = state
    return out


def play_as(client, party: str, seat: int, token: str, payload: dict, choose) -> list[dict]:
    """Play one seat of a party over HTTP with `choose(legal_actions)` until the
    party is no longer in play, listening on the seat's WebSocket; returns every
    payload and WebSocket message the seat received, in order."""
    url = f"/api/parties/{party}/seats/{seat}/actions"
    messages = [payload]
    with seat_socket(client, party, seat, token) as ws:
        messages.append(ws.receive_json())
        while payload["phase"] == "play":
            action = choose(payload["legal_actions"])
            res = client.post(url, headers=auth(token), json={"version": payload["version"], "actions": [action]})
            assert res.status_code == 200, res.text
            payload = res.json()
            messages.append(payload)
            while messages[-1]["version"] != payload["version"] or messages[-1] is payload:
                messages.append(ws.receive_json())
        while messages[-1]["phase"] == "companions":   # the companion tables finish in the background: pushed
            messages.append(ws.receive_json())
    return messages


def settled(client, party: str, seat: int, token: str, payload: dict) -> dict:
    """The payload once the deal's companion tables are in (docs/web.md,
    "Companion tables"): waits for the push on the seat's WebSocket."""
    if payload["phase"] != "companions":
        return payload
    with seat_socket(client, party, seat, token) as ws:
        message = ws.receive_json()
        while message["phase"] == "companions":
            message = ws.receive_json()
    return message


def check(message: dict, states, seat: int, hidden=None, found=None):
    """One message to `seat` against the engine at its version: the view is the
    engine's view of that seat, legal actions only for the seat to move, and no
    card in it that `hidden(state, seat)` (default: Vira's) says the seat may
    not see (`found(message)` lists the card names in it). Returns the state."""
    state = states[message["version"]]
    assert message["view"] == json.loads(json.dumps(state.view(seat)))
    expected = state.legal_actions() if state.to_move() == seat else []
    assert message["legal_actions"] == expected
    shown = message.get("hands_left")   # every hand is public once the deal is over, and only then
    if shown is not None:
        assert state.is_terminal() and shown == json.loads(json.dumps([state.view(s)["hand"] for s in range(state.num_seats)]))
        message = {key: value for key, value in message.items() if key != "hands_left"}
    leaked = (found or cards_in)(message) & (hidden or hidden_from)(state, seat)
    assert not leaked, f"version {message['version']}: {sorted(leaked)} leaked to seat {seat}"
    return state


@pytest.mark.parametrize("players,seed", [(3, s) for s in range(8)] + [(4, s) for s in range(8)])
def test_no_message_to_a_seat_holds_another_seats_hidden_cards(client, players, seed):
    rng = random.Random(seed)
    seat = rng.randrange(players)
    party, seat, token, payload = new_party(client, game="vira", players=players, seat=seat, seed=seed,
                                            length={"unit": "deals", "value": 1})
    messages = play_as(client, party, seat, token, payload, rng.choice)
    states = states_by_version(client, party)
    for message in messages:
        check(message, states, seat)
    # the stored log is a valid record of the deal
    record = client.app.state.service.store.record(party)
    assert records.replay_actions(states[1], record["deals"][0]["actions"]).is_terminal()
