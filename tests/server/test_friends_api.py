"""Play with friends (issue 11, docs/web.md "Play with friends"): tables
with several humans, the invitation, the host, seats changing hands, the
chat, "Mina bord", the lobby, the security headers and the socket's Origin.

Every refusal is checked to change nothing (the stored seats, tokens and
log stay as they were)."""
from __future__ import annotations

import threading
import time

import pytest

from friends_helpers import client, db_url, friends_table, make_client, seat_client, start  # noqa: F401 (fixtures)
from web_helpers import auth, new_party, seat_socket

from talong.server.security import CSP


def people(payload: dict) -> list[tuple[int, str, str | None]]:
    return [(p["seat"], p["kind"], p["name"]) for p in payload["people"]]


def turn(view: dict) -> list[str]:
    """One whole turn of the toy game: a discard goes with its "keep"."""
    legal = view["legal_actions"]
    return [legal[0], "keep"] if legal[0].startswith("discard") else [legal[0]]


def seats_of(client, party: str) -> list[dict]:
    return client.app.state.service.store.party(party).seats


# --- gathering, joining, starting ---------------------------------------------------------------
def test_a_table_of_friends_gathers_through_one_invitation_and_the_host_starts_it(client):
    made, seats = friends_table(client, "toy", 3, humans=2, public=True)
    assert made["view"]["status"] == "gathering" and made["view"]["host"] is True
    assert made["view"]["invite"] == made["invite"] and len(made["invite"]) >= 22   # >= 128 bits, url-safe
    invitation = client.get(f"/api/invite/{made['invite']}").json()
    assert [(s["seat"], s["kind"], s["name"]) for s in invitation["seats"]] == [
        (0, "human", "Värd"), (1, "human", "Spelare 1"), (2, "open", None)]
    guest = seats[1][2].get(f"/api/parties/{made['party']}/seats/1/view").json()
    assert guest["host"] is False and "invite" not in guest and guest["people"][1]["you"] is True
    # nobody acts while the table gathers
    refused = seats[1][2].post(f"/api/parties/{made['party']}/seats/1/actions",
                               json={"version": guest["version"], "actions": ["keep"]})
    assert refused.status_code == 409 and "not started" in refused.json()["error"]
    payload = start(client, made)
    assert payload["status"] == "playing" and people(payload)[2] == (2, "ai", None)
    assert "invite" not in payload   # no seat is open any more
    assert client.get("/api/lobby").json() == []   # no longer gathering


def test_joining_a_taken_seat_joining_twice_and_starting_without_the_host_change_nothing(client):
    made, seats = friends_table(client, "toy", 3, humans=2)
    party, invite = made["party"], made["invite"]
    before = seats_of(client, party)
    taken = client.post(f"/api/invite/{invite}/join", json={"seat": 1, "name": "Eve"})
    assert taken.status_code == 409 and taken.json()["id"] == "server.refusal.seat_taken"
    assert taken.json()["text"] == {"en": "Seat 2 is taken: choose an open seat",   # seat 1 counted from 0
                                    "sv": "Plats 2 är upptagen: välj en ledig plats"}
    twice = seats[1][2].post(f"/api/invite/{invite}/join", json={"seat": 2, "name": "Again"})
    assert twice.status_code == 409 and "You already hold seat 2" in twice.json()["error"]
    for token in (None, seats[0][1], seats[1][1], invite):   # a seat token is not the host token
        res = client.post(f"/api/parties/{party}/start", json={"open_seats": "ai"},
                          headers=auth(token) if token else {})
        assert res.status_code == 403 and res.json()["rule"].startswith("host")
    bad_name = client.post(f"/api/invite/{invite}/join", json={"seat": 2, "name": "a\u202eb"})
    assert bad_name.status_code == 400 and "display names" in bad_name.json()["rule"]
    assert client.post(f"/api/invite/{invite}/join", json={"seat": 2, "name": " \t "}).status_code == 400
    assert client.post("/api/invite/nosuchinvite/join", json={"seat": 2, "name": "X"}).status_code == 404
    assert seats_of(client, party) == before
    assert client.app.state.service.store.party(party).status == "gathering"
    start(client, made)
    again = client.post(f"/api/parties/{party}/start", json={"open_seats": "ai"}, headers=auth(made["host_token"]))
    assert again.status_code == 409


def test_two_browsers_joining_one_seat_at_once_leave_exactly_one_holder(client):
    made, _ = friends_table(client, "toy", 3, humans=1)
    answers: list[int] = []

    def join(name: str) -> None:
        answers.append(client.post(f"/api/invite/{made['invite']}/join", json={"seat": 1, "name": name}).status_code)

    threads = [threading.Thread(target=join, args=(f"P{i}",)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [201, 409, 409, 409]
    assert seats_of(client, made["party"])[1]["kind"] == "human"


def test_a_token_opens_exactly_one_seat_of_one_party(client):
    made, seats = friends_table(client, "toy", 3)
    other, _ = friends_table(client, "toy", 3)
    start(client, made)
    token = seats[1][1]
    for party, seat in ((made["party"], 0), (made["party"], 2), (other["party"], 1), (other["party"], 0)):
        res = client.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token))
        assert res.status_code == 403, (party, seat)
        assert "hand" not in res.text
    assert client.get(f"/api/parties/{made['party']}/seats/1/view", headers=auth(token)).status_code == 200
    with seat_socket(client, made["party"], 2, token) as ws:
        assert ws.receive_json()["type"] == "error"
    # the record of a party still being played is refused to its own seats too (it holds every hand)
    assert client.get(f"/api/parties/{made['party']}/record", headers=auth(token)).status_code == 403


# --- seats changing hands ---------------------------------------------------------------------------
def play_until(client, party: str, seats: dict[int, object], stop) -> dict:
    """Play the first legal action for whichever human seat is to move until `stop(payload)`."""
    payload = client.get(f"/api/parties/{party}/seats/0/view", headers=auth(seats[0][0])).json()
    while not stop(payload):
        mover = payload["to_move"]
        token, seat_client_ = seats[mover]
        view = seat_client_.get(f"/api/parties/{party}/seats/{mover}/view").json()
        assert view["legal_actions"], view
        payload = seat_client_.post(f"/api/parties/{party}/seats/{mover}/actions",
                                    json={"version": view["version"], "actions": [view["legal_actions"][0]]}).json()
    return payload


def test_a_player_who_leaves_is_played_by_the_ai_and_reclaims_the_seat_and_the_record_says_who_played(client):
    made, seats = friends_table(client, "toy", 3, public=True, length={"unit": "deals", "value": 1})
    party = made["party"]
    by_seat = {seat: (token, c) for seat, token, c in seats}
    start(client, made)
    c1 = by_seat[1][1]
    first = c1.get(f"/api/parties/{party}/seats/1/view").json()
    assert first["to_move"] == 0
    left = c1.post(f"/api/parties/{party}/seats/1/leave")
    assert left.status_code == 200 and left.json()["people"][1]["away"] is True
    # seat 0 acts; the AI then plays seat 1's turn (delay 0: before the answer)
    host_view = by_seat[0][1].get(f"/api/parties/{party}/seats/0/view").json()
    after = by_seat[0][1].post(f"/api/parties/{party}/seats/0/actions",
                               json={"version": host_view["version"], "actions": turn(host_view)}).json()
    assert after["to_move"] == 2 and [row[2] for row in client.app.state.service.store.log(party)] == [0, 0, 1, 1]
    refused = c1.post(f"/api/parties/{party}/seats/1/actions", json={"version": after["version"], "actions": ["keep"]})
    assert refused.status_code == 409 and refused.json()["id"] == "refusal.seat_left"
    back = c1.post(f"/api/parties/{party}/seats/1/reclaim")
    assert back.status_code == 200 and back.json()["people"][1]["away"] is False
    end = play_until(client, party, by_seat, lambda p: p["phase"] != "play")
    assert end["phase"] == "finished"
    record = client.get(f"/api/parties/{party}/record").json()
    seating = record["deals"][0]["seating"]
    assert {"seat": 0, "by": "human", "name": "Värd", "from_index": 0} in seating
    assert {"seat": 1, "by": "ai", "from_index": 2} in seating
    later = [e for e in seating if e["seat"] == 1 and e["by"] == "human"]
    assert later and later[0]["name"] == "Spelare 1" and later[0]["from_index"] > 3


def test_a_holder_offline_past_away_after_is_played_by_the_ai_and_a_reconnect_takes_the_seat_back(make_client):
    client = make_client()
    made, seats = friends_table(client, "toy", 3, away_after=10)
    party = made["party"]
    start(client, made)
    table = client.app.state.service.table(party)
    table.seen[1] = time.monotonic() - 11   # seat 1's holder was last seen 11 s ago, with no socket open
    payload = seats[0][2].get(f"/api/parties/{party}/seats/0/view").json()
    assert payload["people"][1]["away"] is True and payload["people"][1]["online"] is False
    moved = seats[0][2].post(f"/api/parties/{party}/seats/0/actions",
                             json={"version": payload["version"], "actions": turn(payload)}).json()
    assert moved["to_move"] == 2   # the AI played seat 1's turn
    table.seen[1] = time.monotonic() - 11
    with seat_socket(client, party, 1, seats[1][1]) as ws:
        first = ws.receive_json()
        while first["type"] != "view":
            first = ws.receive_json()
        assert first["people"][1]["online"] is True and first["people"][1]["away"] is False


def test_the_host_hands_a_seat_to_the_ai_or_reopens_it_and_the_old_token_is_revoked(client):
    made, seats = friends_table(client, "toy", 3)
    party, host = made["party"], auth(made["host_token"])
    start(client, made)
    old = seats[2][1]
    with seat_socket(client, party, 2, old) as ws:
        assert ws.receive_json()["type"] == "view"
        res = client.post(f"/api/parties/{party}/seats/2/handover", json={"to": "open"}, headers=host)
        msg = ws.receive_json()
        while msg["type"] != "error":   # a people push may come first, never a view
            assert msg["type"] == "people", msg
            msg = ws.receive_json()
        assert "handed seat 2 over" in msg["error"] and ws.receive()["code"] == 4403
    assert res.status_code == 200 and people(res.json())[2] == (2, "open", None) and res.json()["invite"]
    assert client.get(f"/api/parties/{party}/seats/2/view", headers=auth(old)).status_code == 403
    assert client.post(f"/api/parties/{party}/seats/2/handover", json={"to": "open"}, headers=host).status_code == 409
    assert client.post(f"/api/parties/{party}/seats/0/handover", json={"to": "ai"}, headers=host).status_code == 400
    assert client.post(f"/api/parties/{party}/seats/1/handover", json={"to": "ai"},
                       headers=auth(seats[1][1])).status_code == 403
    joined = client.post(f"/api/invite/{made['invite']}/join", json={"seat": 2, "name": "Ny"})
    assert joined.status_code == 201
    assert client.get(f"/api/parties/{party}/seats/2/view", headers=auth(joined.json()["token"])).status_code == 200
    res = client.post(f"/api/parties/{party}/seats/1/handover", json={"to": "ai"}, headers=host)
    assert people(res.json())[1] == (1, "ai", None)
    assert client.get(f"/api/parties/{party}/seats/1/view", headers=auth(seats[1][1])).status_code == 403


# --- real time and races --------------------------------------------------------------------------------
def test_two_clients_racing_on_one_version_one_wins_the_other_gets_409_and_nothing_is_applied_twice(client):
    made, seats = friends_table(client, "toy", 3)
    party = made["party"]
    start(client, made)
    host = seats[0][2]
    other_tab = seat_client(client, seats[0][1])   # the same seat in a second browser tab
    view = host.get(f"/api/parties/{party}/seats/0/view").json()
    body = {"version": view["version"], "actions": [view["legal_actions"][0]]}
    answers: list = []
    barrier = threading.Barrier(2)

    def post(c) -> None:
        barrier.wait()
        answers.append(c.post(f"/api/parties/{party}/seats/0/actions", json=body))

    threads = [threading.Thread(target=post, args=(c,)) for c in (host, other_tab)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(a.status_code for a in answers) == [200, 409]
    lost = next(a for a in answers if a.status_code == 409).json()
    assert lost["id"] == "server.stale_version" and "reload" in lost["error"]
    log = client.app.state.service.store.log(party)
    assert [row[2:] for row in log] == [(0, view["legal_actions"][0])]


def test_every_human_seat_gets_its_own_push(client):
    made, seats = friends_table(client, "toy", 3)
    party = made["party"]
    start(client, made)
    with seat_socket(client, party, 1, seats[1][1]) as ws1, seat_socket(client, party, 2, seats[2][1]) as ws2:
        views = {}
        for seat, ws in ((1, ws1), (2, ws2)):
            msg = ws.receive_json()
            while msg["type"] != "view":
                msg = ws.receive_json()
            views[seat] = msg
        view = seats[0][2].get(f"/api/parties/{party}/seats/0/view").json()
        seats[0][2].post(f"/api/parties/{party}/seats/0/actions",
                         json={"version": view["version"], "actions": [view["legal_actions"][0]]})
        for seat, ws in ((1, ws1), (2, ws2)):
            msg = ws.receive_json()
            while msg["type"] != "view" or msg["version"] == views[seat]["version"]:
                msg = ws.receive_json()
            assert msg["seat"] == seat and msg["version"] == view["version"] + 1
            own = seats[seat][2].get(f"/api/parties/{party}/seats/{seat}/view").json()
            assert msg["view"] == own["view"]


# --- chat ------------------------------------------------------------------------------------------------------
def test_chat_is_stored_as_sent_after_nfc_refuses_control_characters_and_is_rate_limited(client):
    """Escaping is the client's job: `<script>` is stored and returned as
    text; control characters are refused (400), nothing stored."""
    made, seats = friends_table(client, "toy", 3, spectators=False)
    party = made["party"]
    c1 = seats[1][2]
    sent = c1.post(f"/api/parties/{party}/chat", json={"text": "<script>alert('x')</script> Cafe\u0301"})
    assert sent.status_code == 201
    message = sent.json()
    assert message["text"] == "<script>alert('x')</script> Café" and message["seat"] == 1
    assert message["name"] == "Spelare 1"
    for bad in ("a\x00b", "line\nbreak", "\x1b[31m", "x" * 201, "   "):
        res = c1.post(f"/api/parties/{party}/chat", json={"text": bad})
        assert res.status_code == 400 and res.json()["rule"].startswith("chat"), bad
    assert client.post(f"/api/parties/{party}/chat", json={"text": "hi"}).status_code == 403   # no seat
    assert client.get(f"/api/parties/{party}/chat").status_code == 403   # spectators not allowed
    for i in range(4):
        assert c1.post(f"/api/parties/{party}/chat", json={"text": f"m{i}"}).status_code == 201
    over = c1.post(f"/api/parties/{party}/chat", json={"text": "one too many"})
    assert over.status_code == 429 and over.json()["rule"].startswith("chat")
    assert seats[2][2].post(f"/api/parties/{party}/chat", json={"text": "other seat"}).status_code == 201
    listed = seats[0][2].get(f"/api/parties/{party}/chat").json()
    assert [m["text"] for m in listed] == ["<script>alert('x')</script> Café", "m0", "m1", "m2", "m3", "other seat"]
    assert [m["seq"] for m in seats[0][2].get(f"/api/parties/{party}/chat", params={"after": 5}).json()] == [6]
    payload = seats[0][2].get(f"/api/parties/{party}/seats/0/view").json()
    assert [m["seq"] for m in payload["chat_tail"]] == [1, 2, 3, 4, 5, 6]


def test_a_chat_message_is_pushed_to_every_seat(client):
    made, seats = friends_table(client, "toy", 3)
    party = made["party"]
    with seat_socket(client, party, 2, seats[2][1]) as ws:
        msg = ws.receive_json()   # the first view comes once the socket is subscribed: a chat before it would be missed
        while msg["type"] != "view":
            msg = ws.receive_json()
        seats[1][2].post(f"/api/parties/{party}/chat", json={"text": "hej"})
        msg = ws.receive_json()
        while msg["type"] != "chat":
            msg = ws.receive_json()
        assert msg["message"]["text"] == "hej" and msg["message"]["seat"] == 1


# --- Mina bord, the lobby, finished parties ---------------------------------------------------------------------
def test_mine_lists_only_the_seats_whose_token_opens_them(client):
    made, seats = friends_table(client, "toy", 3)
    party = made["party"]
    entries = [{"party": party, "seat": 1, "token": seats[1][1]}, {"party": party, "seat": 2, "token": seats[1][1]},
               {"party": "nosuchparty", "seat": 0, "token": "x"}]
    mine = client.post("/api/mine", json={"seats": entries}).json()
    assert [(m["party"], m["seat"], m["status"]) for m in mine] == [(party, 1, "gathering")]
    assert mine[0]["names"] == ["Värd", "Spelare 1", "Spelare 2"] and mine[0]["your_turn"] is False
    start(client, made)
    mine = client.post("/api/mine", json={"seats": [{"party": party, "seat": 0, "token": seats[0][1]}]}).json()
    assert mine[0]["status"] == "playing" and mine[0]["to_move"] == [0] and mine[0]["your_turn"] is True
    assert client.post("/api/mine", json={"seats": entries * 20}).status_code == 422   # at most 50


def test_the_lobby_lists_public_gathering_tables_with_a_free_seat_only(client):
    public, _ = friends_table(client, "toy", 3, humans=1, public=True)
    friends_table(client, "toy", 3, humans=1)                  # private
    full, _ = friends_table(client, "toy", 3, public=True)     # no free seat
    lobby = client.get("/api/lobby").json()
    assert [t["party"] for t in lobby] == [public["party"]]
    assert lobby[0]["invite"] == public["invite"] and [s["kind"] for s in lobby[0]["seats"]] == ["human", "open", "open"]
    assert full["party"] not in {t["party"] for t in lobby}


def test_private_finished_parties_are_not_listed_and_their_record_needs_a_seat_token(client):
    private, seat, token, payload = new_party(client, game="toy", length={"unit": "deals", "value": 1})
    url = f"/api/parties/{private}/seats/{seat}/actions"
    while payload["phase"] == "play":
        legal = payload["legal_actions"]
        batch = [legal[0], "keep"] if legal[0].startswith("discard") else [legal[0]]
        payload = client.post(url, headers=auth(token), json={"version": payload["version"], "actions": batch}).json()
    assert payload["phase"] == "finished"
    assert client.get("/api/finished").json() == []
    assert client.get("/api/finished", params={"offset": 10 ** 19}).status_code == 422   # the SQL OFFSET's range
    for path in (f"/api/parties/{private}/record", f"/api/parties/{private}/replay/1"):
        assert client.get(path).status_code == 403
        assert client.get(path, headers=auth("not-a-token")).status_code == 403
        assert client.get(path, headers=auth(token)).status_code == 200


# --- security headers and the socket's Origin ----------------------------------------------------------------------
@pytest.mark.parametrize("path", ["/", "/static/js/table.js", "/api/games", "/api/parties/nosuch", "/openapi.json"])
def test_pages_and_api_answers_carry_the_security_headers(client, path):
    res = client.get(path)
    assert res.headers["content-security-policy"] == CSP
    assert "frame-ancestors 'none'" in CSP and "script-src 'self'" in CSP
    assert res.headers["x-content-type-options"] == "nosniff"
    assert res.headers["referrer-policy"] == "no-referrer"
    assert res.headers["x-frame-options"] == "DENY"


def test_a_websocket_from_a_foreign_origin_is_closed_with_4403(client, monkeypatch):
    made, seats = friends_table(client, "toy", 3, spectators=True)
    party = made["party"]
    for path in (f"/api/parties/{party}/seats/0/ws", f"/api/parties/{party}/spectate/ws"):
        with client.websocket_connect(path, headers={"origin": "https://evil.example"}) as ws:
            msg = ws.receive_json()
            assert msg["type"] == "error" and "origin" in msg["error"]
            assert ws.receive()["code"] == 4403
    with client.websocket_connect(f"/api/parties/{party}/spectate/ws", headers={"origin": "http://testserver"}) as ws:
        assert ws.receive_json()["type"] == "view"
    monkeypatch.setenv("TALONG_ALLOWED_ORIGINS", "https://club.example")
    with client.websocket_connect(f"/api/parties/{party}/spectate/ws", headers={"origin": "https://club.example"}) as ws:
        assert ws.receive_json()["type"] == "view"


def test_a_handover_through_another_process_closes_the_old_holders_socket_at_the_next_notice(client):
    """Several processes (docs/web.md): the seat's holder counter is stored
    with the seats, so a socket of an earlier holder is closed (4403) by the
    process that holds it as soon as it hears of the change."""
    made, seats = friends_table(client, "toy", 3)
    party = made["party"]
    start(client, made)
    store, hub = client.app.state.service.store, client.app.state.hub
    with seat_socket(client, party, 2, seats[2][1]) as ws:
        assert ws.receive_json()["type"] == "view"
        stored = store.party(party)
        changed = [dict(s) for s in stored.seats]
        changed[2] = {"kind": "open", "ai": None, "holder": changed[2].get("holder", 0) + 1}
        store.change_seats(party, stored.seats_text, changed, revoke=2)   # as another process would
        client.portal.call(hub.on_notice, party, 0)
        msg = ws.receive_json()
        while msg["type"] == "people":
            msg = ws.receive_json()
        assert msg["type"] == "error" and ws.receive()["code"] == 4403


def test_the_hub_notices_a_holder_gone_offline_pushes_the_people_and_lets_the_ai_play_the_seat(client):
    """Issue 11: "A player who leaves, or is offline for a set time, is
    replaced by an AI at the next decision. The table shows this." No
    request is needed: the hub's once-a-second check does it."""
    made, seats = friends_table(client, "toy", 3, away_after=10)
    party = made["party"]
    start(client, made)
    table = client.app.state.service.table(party)
    with seat_socket(client, party, 1, seats[1][1]) as ws:
        table.seen[0] = time.monotonic() - 11   # the host (to move, no socket) was last seen 11 s ago
        msg = ws.receive_json()
        while not (msg["type"] == "people" and msg["people"][0]["away"]):
            msg = ws.receive_json()
        assert msg["people"][0]["online"] is False and msg["people"][1]["you"] is True
        while not (msg["type"] == "view" and msg["to_move"] == 1):   # the AI played the host's turn
            msg = ws.receive_json()
    assert [row[2] for row in client.app.state.service.store.log(party)][:2] == [0, 0]
    assert client.get(f"/api/parties/{party}/record").status_code == 403


def test_the_chat_is_read_with_the_replay_and_the_record(client):
    """Issue 11 item 3: the chat "is stored with the party, so it can be read
    with the replay": the replay of every deal and `talong replay` of the
    downloaded record give it in order, as written."""
    from talong.runner import replay

    made, seats = friends_table(client, "vira", 3, public=True, length={"unit": "deals", "value": 1})
    party = made["party"]
    by_seat = {seat: (token, c) for seat, token, c in seats}
    start(client, made)
    assert seats[1][2].post(f"/api/parties/{party}/chat", json={"text": "Lycka till <b>alla</b>"}).status_code == 201
    play_until(client, party, by_seat, lambda p: p["phase"] == "finished")
    assert seats[0][2].post(f"/api/parties/{party}/chat", json={"text": "Tack för given!"}).status_code == 201
    shown = client.get(f"/api/parties/{party}/replay/1").json()["chat"]
    assert [(m["seat"], m["name"], m["text"]) for m in shown] == [
        (1, "Spelare 1", "Lycka till <b>alla</b>"), (0, "Värd", "Tack för given!")]
    record = client.get(f"/api/parties/{party}/record").json()
    assert replay(record)["chat"] == record["chat"] and [m["text"] for m in record["chat"]] == [m["text"] for m in shown]


def test_a_display_name_with_control_characters_or_too_long_is_refused_and_nothing_changes(client):
    """docs/web.md "Names": NFC, trimmed, 1..24 characters, the chat's character rules."""
    made, _ = friends_table(client, "toy", 3, humans=1)
    before = seats_of(client, made["party"])
    for bad, what in (("Eve\u202e", "control_char"), ("x" * 25, "length"), ("  ", "length")):
        res = client.post(f"/api/invite/{made['invite']}/join", json={"seat": 1, "name": bad})
        assert res.status_code == 400 and res.json()["id"] == f"server.refusal.{what}", res.text
        assert "Namnet" in res.json()["text"]["sv"]
    assert seats_of(client, made["party"]) == before
    ok = client.post(f"/api/invite/{made['invite']}/join", json={"seat": 1, "name": "<i>Eve</i>"})
    assert ok.status_code == 201 and seats_of(client, made["party"])[1]["name"] == "<i>Eve</i>"
