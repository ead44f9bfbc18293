"""Hardening of the API (issue 14 item 5): what an attack on the running
server found, each refused with the documented {"error", "rule"} and
changing nothing."""
from __future__ import annotations

import json
import logging

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from talong.server import tables
from talong.server.app import create_app

from server_helpers import auth, new_party, seat_socket
from web_toygame import GAME as TOY


@pytest.fixture
def db_url(tmp_path):
    return f"sqlite:///{tmp_path}/talong.sqlite"


@pytest.fixture
def client(db_url):
    with TestClient(create_app(db_url, ai_delay=0, games_override={"toy": TOY})) as client:
        yield client


def is_error(res, status: int) -> dict:
    assert res.status_code == status, res.text
    body = res.json()
    assert set(body) >= {"error", "rule"} and body["rule"], body
    return body


def test_the_token_is_checked_before_any_table_is_built(client, db_url, monkeypatch):
    party, seat, token, _ = new_party(client, game="toy")
    built = []
    real = tables.Table.__init__
    monkeypatch.setattr(tables.Table, "__init__", lambda self, *a, **k: (built.append(1), real(self, *a, **k))[1])
    with TestClient(create_app(db_url, ai_delay=0, games_override={"toy": TOY})) as fresh:   # nothing loaded
        is_error(fresh.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth("wrong")), 403)
        is_error(fresh.post(f"/api/parties/{party}/seats/{seat}/actions", headers=auth("wrong"),
                            json={"version": 1, "actions": ["keep"]}), 403)
        is_error(fresh.get(f"/api/parties/{party}/record"), 403)
        is_error(fresh.get(f"/api/parties/{party}/replay/1"), 403)
        assert built == []
        assert fresh.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token)).status_code == 200
        assert built == [1]


def test_a_binary_websocket_frame_is_refused_with_a_close_code_and_no_traceback(client, caplog):
    caplog.set_level(logging.DEBUG)
    party, seat, token, _ = new_party(client, game="toy")
    with seat_socket(client, party, seat, token) as ws:
        assert ws.receive_json()["type"] == "view"
        ws.send_bytes(b"\x00\x01binary")
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code == 1003
    with client.websocket_connect(f"/api/parties/{party}/seats/{seat}/ws") as ws:   # binary instead of auth
        ws.send_bytes(b"\x00")
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code == 1003
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


def test_the_websocket_takes_the_token_from_the_first_message_never_from_the_url(client):
    party, seat, token, _ = new_party(client, game="toy")
    with client.websocket_connect(f"/api/parties/{party}/seats/{seat}/ws?token={token}") as ws:
        ws.send_text("hello")
        msg = ws.receive_json()
        assert msg["type"] == "error" and "auth" in msg["error"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code == 4400
    with seat_socket(client, party, seat, "wrong") as ws:
        assert ws.receive_json()["type"] == "error"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code == 4403


def test_the_body_is_capped_and_bad_values_are_quoted_cut_short(client):
    big = {"game": "toy", "ai": "x" * 10_000_000}
    body = is_error(client.post("/api/parties", content=json.dumps(big), headers={"Content-Type": "application/json"}),
                    413)
    assert len(json.dumps(body)) < 300
    many = "{" + ",".join(f'"k{i}": 1' for i in range(500_000)) + "}"
    assert len(json.dumps(is_error(client.post("/api/parties", content=many), 413))) < 300
    keys = {f"key{i}" * 3: 1 for i in range(2000)}   # below the cap, thousands of unknown fields
    body = is_error(client.post("/api/parties", json={"game": "toy", **keys}), 422)
    assert len(json.dumps(body)) < 1500 and "more" in body["error"]
    body = is_error(client.post("/api/parties", json={"game": "g" * 40}), 404)
    assert len(body["error"]) < 100
    body = is_error(client.post("/api/parties", json={"game": "toy", "ai": "y" * 41}), 422)
    assert "y" * 41 not in body["error"]


def test_invalid_utf8_and_deep_json_get_the_documented_error(client):
    party, seat, token, payload = new_party(client, game="toy")
    url = f"/api/parties/{party}/seats/{seat}/actions"
    headers = {**auth(token), "Content-Type": "application/json"}
    for content in (b'{"version": 1, "actions": ["\xff\xfe"]}', b"[" * 30_000 + b"]" * 30_000):
        res = client.post(url, headers=headers, content=content)
        assert res.status_code in (400, 422), res.text
        is_error(res, res.status_code)
    assert client.app.state.service.store.log(party) == []


def test_options_and_seats_the_game_does_not_offer_are_refused(client):
    """Schafkopf and bridge parties are measured in deals only (catalogue:
    length_units); a seat is an integer, never a boolean or a padded text."""
    is_error(client.post("/api/parties", json={"game": "schafkopf", "length": {"unit": "rounds", "value": 2}}), 400)
    is_error(client.post("/api/parties", json={"game": "bridge", "length": {"unit": "rounds", "value": 1}}), 400)
    is_error(client.post("/api/parties", json={"game": "toy", "seat": True}), 422)
    is_error(client.post("/api/parties", json={"game": "toy", "players": "3"}), 422)
    is_error(client.post("/api/parties", json={"game": "toy", "players": 3.5}), 422)
    party, seat, token, _ = new_party(client, game="toy")
    for path_seat in ("+0", "00", " 0", "0 ", "1e0", "-0"):
        is_error(client.get(f"/api/parties/{party}/seats/{path_seat}/view", headers=auth(token)), 422)
    assert client.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token)).status_code == 200


def test_a_stale_action_gets_409_in_the_players_language(client):
    """Issue 9 item 1: a stale action gets a clear message in the player's
    language, with its id, and the rule."""
    party, seat, token, payload = new_party(client, game="toy")
    url = f"/api/parties/{party}/seats/{seat}/actions"
    stale = {"version": payload["version"] - 1, "actions": ["keep"]}
    sv = is_error(client.post(url, headers={**auth(token), "Accept-Language": "sv-SE,sv;q=0.9"}, json=stale), 409)
    en = is_error(client.post(url, headers={**auth(token), "Accept-Language": "en"}, json=stale), 409)
    assert sv["id"] == en["id"] == "server.stale_version" and sv["rule"] == en["rule"] == "stale version"
    assert sv["error"] == sv["text"]["sv"] and "Bordet har ändrats" in sv["error"]
    assert en["error"] == en["text"]["en"] and "The table has changed" in en["error"]
    assert sv["params"] == {"version": payload["version"], "sent": payload["version"] - 1}


def test_a_refused_action_in_a_batch_reads_in_the_players_language(client):
    """Issue 9 item 2 / issue 8 item 4: a refusal is a catalogue message, so
    it reads in the player's language; in a batch it names the refused
    action, and nothing of the batch is applied."""
    party, seat, token, payload = new_party(client, game="toy")
    assert payload["view"]["to_move"] == seat
    card = payload["view"]["hand"][0]
    url = f"/api/parties/{party}/seats/{seat}/actions"
    batch = {"version": payload["version"], "actions": [f"discard {card}", "keep", "keep"]}
    sv = is_error(client.post(url, headers={**auth(token), "Accept-Language": "sv"}, json=batch), 400)
    en = is_error(client.post(url, headers={**auth(token), "Accept-Language": "en"}, json=batch), 400)
    mover = (seat + 1) % 3 + 1   # the next seat, numbered from 1 as players read seats
    assert sv["error"] == f"Drag 3 av 3 ('keep'): Det är inte din tur: plats {mover} ska agera."
    assert en["error"] == f"Action 3 of 3 ('keep'): It is not your turn: seat {mover} is to act."
    assert sv["id"] == "refusal.in_batch" and sv["params"]["refusal"]["id"] == "refusal.not_your_turn"
    assert sv["text"] == en["text"] and sv["rule"] == en["rule"]
    after = client.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token)).json()
    assert after["version"] == payload["version"] and after["view"]["hand"] == payload["view"]["hand"]


def test_finished_parties_come_a_page_at_a_time(client):
    made = []
    for _ in range(3):
        party, seat, token, payload = new_party(client, game="toy", length={"unit": "deals", "value": 1},
                                                public=True)   # only public parties are listed
        url = f"/api/parties/{party}/seats/{seat}/actions"
        while payload["phase"] == "play":
            legal = payload["legal_actions"]
            batch = [legal[0], "keep"] if legal[0].startswith("discard") else [legal[0]]
            payload = client.post(url, headers=auth(token),
                                  json={"version": payload["version"], "actions": batch}).json()
        made.append(party)
    first = client.get("/api/finished", params={"limit": 2}).json()
    rest = client.get("/api/finished", params={"limit": 2, "offset": 2}).json()
    assert len(first) == 2 and len(rest) == 1
    assert sorted(p["party"] for p in first + rest) == sorted(made)
    is_error(client.get("/api/finished", params={"limit": 100_000}), 422)


def test_idle_tables_are_evicted_and_rebuilt_on_first_touch(db_url):
    with TestClient(create_app(db_url, ai_delay=0, games_override={"toy": TOY}, idle_seconds=0)) as client:
        svc = client.app.state.service
        party, seat, token, payload = new_party(client, game="toy")
        payload = client.post(f"/api/parties/{party}/seats/{seat}/actions", headers=auth(token),
                              json={"version": payload["version"], "actions": [payload["legal_actions"][0], "keep"]}
                              ).json()
        assert party in svc.evict(force=True) and svc.cached(party) is None
        again = client.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token)).json()
        assert svc.cached(party) is not None
        assert again == payload
