"""The bridge table over the API (docs/web.md, SPEC.md "Every game" and
"Contract bridge: decisions"): the lobby entry (South, the IMP summary), the
hidden information of every payload and WebSocket message to South over many
random boards, the explanations on the AI's calls, the party's IMP standings,
a restart that keeps them, and the PBN download of the finished boards."""
from __future__ import annotations

import json
import random
import re

import pytest

from talong import i18n
from talong.games.bridge.play import CARD_NAMES
from talong.core.cards import iter_cards

from web_helpers import auth, new_party
from test_web_hidden import check as check_message, play_as, settled, states_by_version

SOUTH = 2
CARD_RE = re.compile(r"\b[SHDC][2-9TJQKA]\b")


def hidden_from(state, seat: int) -> set[str]:
    """Cards `seat` may not see: every other hand's remaining cards, except
    dummy's once the opening lead is made (Law 41D); read from the engine."""
    lead_made = state.declarer >= 0 and bool(state.tricks or state.trick)
    hidden: set[str] = set()
    for other in range(4):
        if other == seat or (lead_made and other == state.dummy):
            continue
        hidden |= {CARD_NAMES[c] for c in iter_cards(state.hands[other])}
    for _seat, _tricks, _done, shown, _outcome in state.claim_log:   # a claimer's cards are shown (Law 68)
        hidden -= {CARD_NAMES[c] for c in iter_cards(shown)}
    return hidden


def check(message: dict, states, seat: int) -> None:
    """One message to `seat`. Until the board is settled (over at both
    tables) no card of another hand is in it, nor anything of the board
    review (the other table's play, the hands, double dummy); once it is
    settled the whole board is public (a hand record)."""
    settled = message["phase"] in ("settlement", "finished")
    state = check_message(message, states, seat, (lambda s, x: set()) if settled else hidden_from)
    if not settled:
        assert message["standings"]["boards"] == [] and "review" not in message
        assert "double_dummy" not in json.dumps(message) and '"play": [' not in json.dumps(message)
    view = message["view"]
    lead_made = bool(view["tricks"] or view["trick"]) and view["phase"] != "auction"
    assert (view["dummy_hand"] is not None) == lead_made  # dummy's cards only after the opening lead
    if view["dummy_hand"] is not None and view["dummy"] != "NESW"[seat]:
        assert view["dummy_hand"] == [CARD_NAMES[c] for c in iter_cards(state.hands[state.dummy])]


def choose(rng: random.Random, legal: list[str]) -> str:
    """South at random, passing often enough that auctions end."""
    if "pass" in legal and rng.random() < 0.6:
        return "pass"
    return rng.choice(legal)


def test_lobby_entry_seats_the_human_south_and_names_the_imp_scoring(client):
    games = {g["name"]: g for g in client.get("/api/games").json()}
    bridge = games["bridge"]
    assert bridge["summaries"]["4"]["sv"] == "4 spelare · Du mot tre AI-spelare · IMP mot ett bord med fyra AI-spelare"
    assert bridge["summaries"]["4"]["en"] == "4 players · You against three AI players · IMPs against a table of four AI players"
    assert bridge["options"]["seat"] == 2 and bridge["options"]["players"] == [4]
    assert bridge["options"]["ai_default"] == "strong"
    tables = client.get("/api/games/bridge/tables").json()
    assert tables["strains"] == list("CDHSN") and tables["levels"] == [1, 2, 3, 4, 5, 6, 7]
    assert tables["boards"][1] == {"board": 2, "dealer": "E", "vulnerable": "NS"}  # Law 2
    assert tables["imp_scale"][0] == {"from": 20, "imps": 1} and tables["imp_scale"][-1] == {"from": 4000, "imps": 24}
    assert games["vira"]["options"]["seat"] == 0


@pytest.mark.parametrize("seed,ai", [(s, "basic") for s in range(10)] + [(s, "random") for s in range(10, 14)])
def test_no_message_to_south_holds_another_seats_hidden_cards(client, seed, ai):
    rng = random.Random(seed)
    party, seat, token, payload = new_party(client, game="bridge", seat=SOUTH, seed=seed, ai=ai,
                                            length={"unit": "deals", "value": 1})
    assert seat == SOUTH
    messages = play_as(client, party, seat, token, payload, lambda legal: choose(rng, legal))
    states = states_by_version(client, party)
    for message in messages:
        check(message, states, seat)
    # the board is over: the IMP comparison with the other table is public, its cards are not
    final = messages[-1]
    assert final["phase"] == "finished" and final["result"]["lines"]
    board = final["standings"]["boards"][0]
    assert board["imps_ns"] == -board["imps_ew"] and "actions" not in board["other"]
    assert "play" not in board["other"] and "review" not in board   # the review is in the result only
    assert final["result"]["other_table"]["play"] is not None
    assert set(final["result"]["review"]) == {"hands", "double_dummy", "par"}
    assert final["final"]["lines"][-1]["unit"] == "IMP"


def test_ai_calls_carry_their_explanation_and_survive_a_restart(make_client):
    """SPEC: every AI call carries its explanation from the AI's bidding system,
    alertable calls marked; the explanations come back when the table is
    rebuilt from the store after a restart."""
    client = make_client()
    party, seat, token, payload = new_party(client, game="bridge", seat=SOUTH, seed=1561, ai="basic",
                                            length={"unit": "deals", "value": 2})
    url = f"/api/parties/{party}/seats/{seat}/actions"
    # board 1: North deals and opens 1NT; South is to call
    auction = payload["view"]["auction"]
    assert [e["seat"] for e in auction] == ["N", "E"] and payload["to_move"] == SOUTH
    assert all(set(e["explanation"]) == {"msg", "alert"} for e in auction)
    assert i18n.render(auction[0]["explanation"]["msg"], "en") == "15-17 HCP, balanced"
    assert i18n.render(auction[0]["explanation"]["msg"], "sv") == "15-17 hp, balanserad"
    res = client.post(url, headers=auth(token), json={"version": payload["version"], "actions": ["2C"]})
    payload = res.json()
    mine = payload["view"]["auction"][2]
    assert mine["call"] == "2C" and mine["explanation"]["alert"] is True  # Stayman, as the partnership reads it
    before = payload["view"]["auction"]
    again = make_client()  # a restarted server on the same database
    view = again.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token)).json()
    assert view["view"]["auction"][: len(before)] == before


def test_party_standings_in_imps_after_a_board(client):
    party, seat, token, payload = new_party(client, game="bridge", seat=SOUTH, seed=1561, ai="basic",
                                            length={"unit": "deals", "value": 2})
    url = f"/api/parties/{party}/seats/{seat}/actions"
    while payload["phase"] == "play":  # South passes every call and plays its lowest card
        res = client.post(url, headers=auth(token), json={"version": payload["version"],
                                                            "actions": [payload["legal_actions"][0]]})
        payload = res.json()
    payload = settled(client, party, seat, token, payload)   # the other table is played in the background
    assert payload["phase"] == "settlement"
    s = payload["standings"]
    assert s["unit"] == "IMP" and s["total_deals"] == 2 and len(s["boards"]) == 1
    board = s["boards"][0]
    assert board["other"]["contract"] == "4H" and board["other"]["score_ns"] == 420  # the AI table bid and made 4H
    assert board["score_ns"] == payload["result"]["score_ns"]
    assert s["imps"]["NS"] == board["imps_ns"] == -s["imps"]["EW"]
    public = client.get(f"/api/parties/{party}").json()
    assert public["standings"]["imps"] == s["imps"]


def test_the_other_table_plays_with_the_ai_level_the_party_chose(client):
    """A teams match compares like with like: the four AI players of the other
    table are the AI level chosen for the party's own AI seats."""
    party, seat, token, payload = new_party(client, game="bridge", seat=SOUTH, seed=4, ai="random",
                                            length={"unit": "deals", "value": 1})
    stored = client.app.state.service.store.party(party)
    assert stored.options["other_table_ai"] == "random"
    bad = client.post("/api/parties", json={"game": "bridge", "ai": "nobody"})
    assert bad.status_code == 400 and "nobody" in bad.json()["error"]


def play_board(client, party: str, seat: int, token: str, payload: dict) -> dict:
    """South passes every call and plays its lowest card until the board is settled."""
    url = f"/api/parties/{party}/seats/{seat}/actions"
    while payload["phase"] == "play":
        res = client.post(url, headers=auth(token), json={"version": payload["version"],
                                                            "actions": [payload["legal_actions"][0]]})
        payload = res.json()
    return settled(client, party, seat, token, payload)


def test_pbn_export_holds_the_finished_boards_of_both_rooms_and_nothing_in_play(client):
    """GET /api/parties/{id}/export/pbn (docs/web.md): with a seat's token,
    during the party, the boards over at both tables as PBN (our table Room
    "Open", the other table "Closed") that talong's PBN reader reads back
    with the same cards, auction and play; the board in play is left out; a
    wrong token or none is refused (403) and an unknown format is 404."""
    from talong.games.bridge.pbn import loads
    party, seat, token, payload = new_party(client, game="bridge", seat=SOUTH, seed=1561, ai="basic",
                                            length={"unit": "deals", "value": 2})
    url = f"/api/parties/{party}/export/pbn"
    empty = client.get(url, headers=auth(token))
    assert empty.status_code == 200 and loads(empty.text) == []    # board 1 in play: nothing of it
    assert not CARD_RE.search(empty.text)
    payload = play_board(client, party, seat, token, payload)
    res = client.post(f"/api/parties/{party}/seats/{seat}/next", headers=auth(token),
                      json={"version": payload["version"]})
    assert res.status_code == 200 and res.json()["phase"] == "play", res.text
    res = client.get(url, headers=auth(token))
    assert res.status_code == 200 and res.headers["content-type"].startswith("text/plain")
    assert f'filename="talong-bridge-{party}.pbn"' in res.headers["content-disposition"]
    boards = loads(res.text)
    assert [(b["board"], b["tags"]["Room"]) for b in boards] == [(1, "Open"), (1, "Closed")]
    record = client.app.state.service.store.record(party)
    first = record["deals"][0]
    for board, actions in zip(boards, (first["actions"], first["companions"][0]["actions"])):
        assert {s: sorted(c) for s, c in board["deal"]["hands"].items()} == \
            {s: sorted(c) for s, c in first["deal"]["hands"].items()}
        assert [a["action"] for a in board["actions"]] == [a["action"] for a in actions]
    # board 2 is in play: none of its cards is in the file (the file's cards are board 1's alone)
    second = record["deals"][1]["deal"]["hands"]
    assert second != first["deal"]["hands"] and "Board \"2\"" not in res.text
    for bad in (None, "not-a-token"):
        refused = client.get(url, headers=auth(bad) if bad else {})
        assert refused.status_code == 403 and not CARD_RE.search(refused.text)
    assert client.get(f"/api/parties/{party}/export/lin", headers=auth(token)).status_code == 404
    assert client.get("/api/parties/nosuchparty/export/pbn", headers=auth(token)).status_code == 404


def test_a_settled_boards_review_is_read_on_demand_never_with_the_standings(client):
    """The standings go with every payload and push: they carry one short
    line per board, never its review. The board's result (with the other
    table's auction and play, double dummy and par) comes in the payload
    while its settlement shows, and later from GET
    /api/parties/{id}/results/{deal} (docs/web.md): with a seat token,
    only once the board is settled (404 before), 403 without a token at a
    private table. So the payload does not grow by a review per board."""
    from test_web_hidden import play_as
    party, seat, token, payload = new_party(client, game="bridge", seat=SOUTH, seed=1561, ai="basic",
                                            length={"unit": "deals", "value": 2})
    url = f"/api/parties/{party}/results"
    early = client.get(f"{url}/1", headers=auth(token))
    assert early.status_code == 404 and early.json()["id"] == "server.refusal.not_settled"
    assert not CARD_RE.search(early.text)
    first = play_as(client, party, seat, token, payload, lambda legal: legal[0])
    settled_1 = first[-1]
    assert settled_1["phase"] == "settlement" and settled_1["result"]["board"] == 1
    got = client.get(f"{url}/1", headers=auth(token))
    assert got.status_code == 200, got.text
    body = got.json()
    assert (body["party"], body["game"], body["deal"]) == (party, "bridge", 1)
    result = body["result"]
    assert result == settled_1["result"]   # the same result the settlement showed
    review, other = result["review"], result["other_table"]
    assert set(review["double_dummy"]) == set("NESW") and all(set(row) == set("CDHSN")
                                                             for row in review["double_dummy"].values())
    assert isinstance(review["par"]["score_ns"], int) and sorted(c for h in review["hands"].values() for c in h) == \
        sorted(c for h in client.app.state.service.store.record(party)["deals"][0]["deal"]["hands"].values() for c in h)
    # the other table's auction and play, as its stored actions say
    theirs = client.app.state.service.store.record(party)["deals"][0]["companions"][0]["actions"]
    assert [e["call"] for e in other["auction"]] == \
        [a["action"] for a in theirs if not a["action"].startswith(("play ", "claim", "accept", "dispute"))]
    assert [c for trick in other["play"] for c in trick["cards"]] == \
        [a["action"][5:] for a in theirs if a["action"].startswith("play ")]
    # refused: no token, a wrong token (a private table), an unknown party
    for headers in ({}, auth("not-a-token")):
        refused = client.get(f"{url}/1", headers=headers)
        assert refused.status_code == 403 and refused.json()["id"] == "server.refusal.results_private"
        assert not CARD_RE.search(refused.text)
    assert client.get("/api/parties/nosuchparty/results/1", headers=auth(token)).status_code == 404
    # board 2 in play: not settled, so nothing of it (404, no card)
    payload = client.post(f"/api/parties/{party}/seats/{seat}/next", headers=auth(token),
                          json={"version": settled_1["version"]}).json()
    assert payload["phase"] == "play" and payload["deal"] == 2
    missing = client.get(f"{url}/2", headers=auth(token))
    assert missing.status_code == 404 and missing.json()["params"] == {"number": 2, "count": 1}
    assert not CARD_RE.search(missing.text)
    second = play_as(client, party, seat, token, payload, lambda legal: legal[0])
    assert second[-1]["phase"] == "finished"
    assert client.get(f"{url}/2", headers=auth(token)).json()["result"] == second[-1]["result"]
    assert client.get(f"{url}/3", headers=auth(token)).status_code == 404
    # no payload or push of either board carries a review in its standings (nor in the final settlement)
    for message in first + second:
        assert "review" not in message["standings"]["boards"][0] if message["standings"]["boards"] else True
        for part in (message["standings"], message.get("final", {})):
            text = json.dumps(part)
            assert '"review"' not in text and "double_dummy" not in text and '"auction"' not in text
    # board 2's first payload is larger than board 1's by one short standings line, not by a review:
    # all else that differs is the deal's own view (its auction so far) and the legal calls
    def rest(message):
        return len(json.dumps({k: v for k, v in message.items() if k not in ("view", "legal_actions", "labels")}))
    grew = rest(payload) - rest(first[0])
    line = len(json.dumps(payload["standings"]["boards"][0]))
    story = len(json.dumps(review)) + len(json.dumps(other["auction"])) + len(json.dumps(other["play"]))
    assert 0 < grew <= line + 20 and grew < story   # the old line carried the story on top of the line


def test_a_table_with_spectators_shows_its_results_without_a_token(client):
    """Where the table allows spectators, anyone may read a settled deal's
    result (public to the table); a deal not settled is still 404."""
    res = client.post("/api/parties", json={"game": "bridge", "seat": SOUTH, "seed": 1561, "ai": "basic",
                                            "length": {"unit": "deals", "value": 1}, "spectators": True})
    assert res.status_code == 201, res.text
    data = res.json()
    url = f"/api/parties/{data['party']}/results/1"
    assert client.get(url).json()["id"] == "server.refusal.not_settled"
    play_board(client, data["party"], data["seat"], data["token"], data["view"])
    watched = client.get(url)
    assert watched.status_code == 200 and set(watched.json()["result"]["review"]) == {"hands", "double_dummy", "par"}
