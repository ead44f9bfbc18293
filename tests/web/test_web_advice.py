"""Hints and reviews over the API (talong/server/routes/advice.py, issue 12
item 4): the seat's own token only (403 for another seat's), a hint only for
the seat to move (409), a review only of a finished deal (409 before), and
no card of another hand in a hint (SPEC.md "Every game": hidden cards never
leave the server)."""
from __future__ import annotations

import json
import re

from talong.games.schafkopf.tables import PACK

from web_helpers import auth, new_party
from test_web_hidden import play_as

CARD = re.compile(r"\b[SHGE][789UOKTA]\b")


def _table(client, party):
    return client.app.state.service.table(party)


def _until_card_turn(client, party, seat, token, payload):
    """Play the seat's first legal actions (its bids) until it has a card to choose among several."""
    url = f"/api/parties/{party}/seats/{seat}/actions"
    for _ in range(200):
        if payload["phase"] != "play":
            return payload
        legal = payload["legal_actions"]
        if legal and legal[0].startswith("play ") and len(legal) > 1:
            return payload
        if legal:
            res = client.post(url, headers=auth(token), json={"version": payload["version"], "actions": [legal[0]]})
            assert res.status_code == 200, res.text
        payload = client.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token)).json()
    raise AssertionError("the seat never got a card to choose")


def _schafkopf_in_play(client):
    # seed 11: somebody declares (found by trying), so the cards are played
    for seed in range(11, 60):
        party, seat, token, payload = new_party(client, game="schafkopf", seat=0, seed=seed, ai="basic",
                                                length={"unit": "deals", "value": 1})
        payload = _until_card_turn(client, party, seat, token, payload)
        if payload["phase"] == "play":
            return party, seat, token, payload
    raise AssertionError("no deal was played")


def test_a_hint_names_a_legal_card_and_no_card_the_seat_cannot_see(client):
    party, seat, token, payload = _schafkopf_in_play(client)
    res = client.get(f"/api/parties/{party}/seats/{seat}/hint", headers=auth(token))
    assert res.status_code == 200, res.text
    hint = res.json()
    assert hint["action"] in payload["legal_actions"]
    assert set(hint["values"]) == set(payload["legal_actions"]) and hint["samples"] > 0
    assert hint["text"]["sv"] and hint["text"]["en"]
    state = _table(client, party).state
    hidden = {name for other in range(4) if other != seat for name in PACK.names(state.hands[other])}
    assert hidden and not hidden & set(CARD.findall(json.dumps(hint, ensure_ascii=False)))


def test_the_hint_refuses_another_seats_token(client):
    party, seat, token, payload = _schafkopf_in_play(client)
    res = client.get(f"/api/parties/{party}/seats/1/hint", headers=auth(token))
    assert res.status_code == 403 and "token" in res.json()["error"]
    res = client.get(f"/api/parties/{party}/seats/{seat}/hint")
    assert res.status_code == 403
    res = client.get("/api/parties/nosuchparty/seats/0/hint", headers=auth(token))
    assert res.status_code == 404


def test_a_review_only_of_a_finished_deal_and_only_with_the_seats_token_no_hint_after_it(client):
    party, seat, token, payload = _schafkopf_in_play(client)
    url = f"/api/parties/{party}/deals/1/review?seat={seat}"
    res = client.get(url, headers=auth(token))
    assert res.status_code == 409 and "not finished" in res.json()["error"]
    play_as(client, party, seat, token, payload, lambda legal: legal[-1])
    res = client.get(f"/api/parties/{party}/seats/{seat}/hint", headers=auth(token))
    assert res.status_code == 409 and "not its turn" in res.json()["error"]   # the deal is over
    res = client.get(f"/api/parties/{party}/deals/1/review?seat=1", headers=auth(token))
    assert res.status_code == 403
    res = client.get(f"/api/parties/{party}/deals/2/review?seat={seat}", headers=auth(token))
    assert res.status_code == 404
    res = client.get(url, headers=auth(token))
    assert res.status_code == 200, res.text
    review = res.json()
    assert review["deal"] == 1 and review["seat"] == seat and review["decisions"]
    actions = [a["action"] for a in client.app.state.service.store.record(party)["deals"][0]["actions"]]
    for d in review["decisions"]:
        assert actions[d["index"]] == d["action"] and d["cost"] >= 0 and d["best_value"] >= d["value"]
    assert review["unit"]["en"] == "card points"
