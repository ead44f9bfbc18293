"""The acceptance API test of issue 11: random deals of every game with all
seats human, each seat driven by its own client (its own token in its own
header), and a spectator watching over HTTP and its WebSocket.

After every action, every seat's payload is checked against the engine's
view of that seat at that version (a replica of the deal the test applies
itself): the view equals `state.view(seat)`, the legal actions are the
engine's for the seat to move and empty for every other seat, and apart
from the view and the seat's own fields every seat gets the same payload.
The spectator's payload holds `view(None)` and no legal action, and while
the deal is played no card of any hand that view(None) does not show
appears anywhere in it (HTTP and WebSocket). Bridge's seat-follow is
refused during the play and shows `view(seat)` once the board is over.

TALONG_FRIENDS_DEALS sets the deals per game (default 1, to keep
`make test` fast; the acceptance run is TALONG_FRIENDS_DEALS=50)."""
from __future__ import annotations

import json
import os
import random
import re
import time

import pytest

from friends_helpers import friends_table, start
from talong.server.app import create_app

from fastapi.testclient import TestClient

DEALS = int(os.environ.get("TALONG_FRIENDS_DEALS", "1"))
CONFIGS = [("vira", 3), ("vira", 4), ("schafkopf", 4), ("koenigrufen", 4), ("bridge", 4)]
OWN_FIELDS = {"view", "legal_actions", "labels", "seat", "people", "host", "invite"}
WORD = re.compile(r"[^\s,;:()\[\]{}\"'=]+")


def plain(value):
    return json.loads(json.dumps(value))


def words(value) -> set[str]:
    return set(WORD.findall(json.dumps(value, ensure_ascii=False)))


def hidden_cards(state) -> set[str]:
    """Cards in some seat's hand that view(None) does not show."""
    cards = {card for seat in range(state.num_seats) for card in state.view(seat).get("hand", [])}
    return cards - words(state.view(None))


def check_seat(payload: dict, state, seat: int, version: int) -> None:
    assert payload["seat"] == seat and payload["version"] == version
    assert payload["view"] == plain(state.view(seat)), f"seat {seat} at version {version}"
    mover = state.to_move()
    legal = state.legal_actions() if mover == seat and payload["phase"] == "play" else []
    assert payload["legal_actions"] == legal
    assert set(payload["labels"]) == set(legal)
    assert [p["you"] for p in payload["people"]] == [s == seat for s in range(state.num_seats)]


def check_spectator(payload: dict, state, version: int) -> None:
    assert payload["seat"] is None and payload["version"] == version
    assert payload["view"] == plain(state.view(None))
    assert payload["legal_actions"] == [] and payload["labels"] == {} and not payload["host"]
    if payload["phase"] == "play":
        # the party's standings are every seat's (Königrufen's seating draw shows cards of its own)
        leaked = hidden_cards(state) & words({k: v for k, v in payload.items() if k != "standings"})
        assert not leaked, f"a spectator saw {sorted(leaked)}"


def common(payload: dict) -> dict:
    return {k: v for k, v in payload.items() if k not in OWN_FIELDS}


def drain(ws, version: int, states: dict) -> None:
    """Read the spectator's pushes up to `version`, checking each one."""
    while True:
        msg = ws.receive_json()
        if msg["type"] != "view":
            continue
        check_spectator(msg, states[msg["version"]], msg["version"])
        if msg["version"] >= version:
            return


def length_of(game: str, deals: int) -> dict:
    return {"unit": "rounds", "value": -(-deals // 4)} if game == "koenigrufen" else {"unit": "deals", "value": deals}


@pytest.mark.parametrize("game,players", CONFIGS, ids=[f"{g}-{n}" for g, n in CONFIGS])
def test_all_human_deals_every_response_is_the_engines_view_of_that_seat(game, players, tmp_path):
    seed = random.SystemRandom().getrandbits(40)
    rng = random.Random(seed)
    with TestClient(create_app(f"sqlite:///{tmp_path}/talong.sqlite", ai_delay=0)) as client:
        made, seats = friends_table(client, game, players, spectators=True, seed=seed, ai="random",
                                    length=length_of(game, DEALS))
        party = made["party"]
        start(client, made)
        svc = client.app.state.service
        clients = {seat: c for seat, _token, c in seats}

        def everyone(state, version: int) -> dict:
            payloads = {seat: c.get(f"/api/parties/{party}/seats/{seat}/view").json() for seat, c in clients.items()}
            for seat, payload in payloads.items():
                check_seat(payload, state, seat, version)
            spectator = client.get(f"/api/parties/{party}/spectate").json()
            check_spectator(spectator, state, version)
            shared = common(spectator)
            assert all(common(p) == shared for p in payloads.values()), f"seed {seed}"
            return payloads[0]

        with client.websocket_connect(f"/api/parties/{party}/spectate/ws") as spectator_ws:
            for number in range(1, DEALS + 1):
                table = svc.table(party)
                state, version = table.start, table.version
                states = {version: state}
                payload = everyone(state, version)
                assert payload["deal"] == number, f"seed {seed}"
                while not state.is_terminal():
                    mover = state.to_move()
                    action = rng.choice(state.legal_actions())
                    answer = clients[mover].post(f"/api/parties/{party}/seats/{mover}/actions",
                                                 json={"version": version, "actions": [action]})
                    assert answer.status_code == 200, (seed, answer.text)
                    state, version = state.apply(action), version + 1
                    if state.is_terminal():   # bridge: the other table's result, if stored already, is one more
                        version = max(version, answer.json()["version"])
                    states[version] = state
                    check_seat(answer.json(), state, mover, version)
                    payload = everyone(state, version)
                    drain(spectator_ws, version, states)
                    if game == "bridge" and payload["phase"] == "play":
                        assert client.get(f"/api/parties/{party}/spectate", params={"seat": 0}).status_code == 403
                deadline = time.monotonic() + 60
                while payload["phase"] == "companions":   # bridge's other table, played by the AI pool
                    assert time.monotonic() < deadline, (f"seed {seed}: the other table was not stored",
                                                         number, svc.table(party).companions_missing(), svc.table(party).phase,
                                                         [(d.number, d.result is not None, len(d.actions)) for d in svc.store.deals(party, 1)])
                    time.sleep(0.05)
                    payload = clients[0].get(f"/api/parties/{party}/seats/0/view").json()
                grew, version = payload["version"] > version, payload["version"]
                states[version] = state
                final = everyone(state, version)
                # the party's result of the deal: the engine's, plus what the party adds (bridge's review)
                engine_result, party_result = plain(state.result()), plain(svc.table(party).party.results[number - 1])
                assert final["result"] == party_result and {k: party_result[k] for k in engine_result} == engine_result
                if grew:   # the push of the other table's arrival
                    drain(spectator_ws, version, states)
                if game == "bridge":
                    follow = client.get(f"/api/parties/{party}/spectate", params={"seat": 1}).json()
                    assert follow["view"] == plain(state.view(1))
                if number < DEALS:
                    seat = rng.randrange(players)
                    nxt = clients[seat].post(f"/api/parties/{party}/seats/{seat}/next", json={"version": version})
                    assert nxt.status_code == 200, nxt.text
                    drain(spectator_ws, version + 1, {**states, version + 1: svc.table(party).start})
    print(f"{game} {players} players: {DEALS} all-human deals checked (seed {seed})")
