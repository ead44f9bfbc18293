"""Schafkopf over the API (docs/web.md, "The Schafkopf table"): the lobby entry
and the contract table as data, and hidden information over the wire (SPEC.md
"Every game": hidden cards never leave the server). Over many random deals
the human seat is driven with random legal actions; every HTTP response and
every WebSocket message to that seat is compared with the engine: its "view"
is exactly the engine's view(seat) at that version, its legal actions are the
engine's when the seat is to move (none otherwise), no card still in another
seat's hand appears anywhere in it, and the Rufer partner is named only once
the engine's view names him."""
from __future__ import annotations

import json
import random
import re

import pytest

from talong.core import records
from talong.games.schafkopf.tables import CONTRACTS, PACK
from talong.i18n import line_text

from web_helpers import auth, new_party
from test_web_hidden import check as check_message, play_as, states_by_version

CARD = re.compile(r"\b[SHGE][789UOKTA]\b")


def hidden_from(state, seat: int) -> set[str]:
    """The cards still in the other seats' hands (played cards are public)."""
    return {name for other in range(4) if other != seat for name in PACK.names(state.hands[other])}


def cards_in(message: dict) -> set[str]:
    # The identity of the called ace is public (it is named in the bid); who
    # holds it is not. Its field is checked through the view equality instead.
    msg = json.loads(json.dumps(message))
    msg.get("view", {}).pop("called_ace", None)
    for part in (msg.get("result") or {}, msg.get("view", {}).get("result") or {}):
        part.pop("called_ace", None)
    return set(CARD.findall(json.dumps(msg, ensure_ascii=False)))


def check(message: dict, states, seat: int) -> None:
    state = check_message(message, states, seat, hidden_from, cards_in)
    assert set(message["labels"]) == set(message["legal_actions"])
    if state.partner is not None and not state.revealed and seat != state.partner and not state.is_terminal():
        assert message["view"]["partner"] is None and "result" not in message


@pytest.mark.parametrize("seed", range(16))
def test_no_schafkopf_message_holds_another_seats_cards(client, seed):
    rng = random.Random(seed)
    seat = rng.randrange(4)
    party, seat, token, payload = new_party(client, game="schafkopf", seat=seat, seed=seed * 7919,
                                            ai="random" if seed % 3 == 2 else "basic",
                                            length={"unit": "deals", "value": 1})

    def choose(legal):
        # often the lowest bid (a Rufer where the hand allows one), so that deals get
        # played out with a secret partner; otherwise any legal action
        bids = [a for a in legal if a.startswith("bid ")]
        return bids[0] if bids and rng.random() < 0.6 else rng.choice(legal)

    messages = play_as(client, party, seat, token, payload, choose)
    states = states_by_version(client, party)
    for message in messages:
        check(message, states, seat)
    final = messages[-1]
    assert final["phase"] == "finished" and final["result"] == json.loads(json.dumps(states[final["version"]].result()))
    record = client.app.state.service.store.record(party)
    assert records.replay_actions(states[1], record["deals"][0]["actions"]).is_terminal()


def test_schafkopf_in_the_lobby_and_its_contract_table(client):
    games = {g["name"]: g for g in client.get("/api/games").json()}
    sk = games["schafkopf"]
    assert sk["summaries"] == {"4": {"sv": "4 spelare · Du mot tre AI-spelare · Poäng per given",
                                     "en": "4 players · You against three AI players · Points per deal"}}
    assert sk["options"]["players"] == [4] and "basic" in sk["options"]["ai"]
    tables = client.get("/api/games/schafkopf/tables").json()
    assert [c["key"] for c in tables["contracts"]] == [c.key for c in CONTRACTS]
    assert [(c["base"], c["laufende_min"], c["laufende_factor"]) for c in tables["contracts"]] == \
        [(c.base, c.laufende_min, c.laufende_factor) for c in CONTRACTS]
    by_key = {c["key"]: c for c in tables["contracts"]}
    assert by_key["rufer"]["suits"] == ["E", "G", "S"] and by_key["solo"]["suits"] == ["E", "G", "H", "S"]
    assert by_key["wenz"]["suits"] == [] and by_key["sie"]["anchor"] == "contract-sie"
    assert sum(tables["card_points"][r] * 4 for r in tables["card_points"]) == tables["total_points"] == 120


def test_the_seat_payload_carries_what_the_table_draws(client):
    """Card order of the deal (no card names), hand sizes, the called ace and
    the parts of the value come from the engine, so the browser decides nothing."""
    party, seat, token, payload = new_party(client, game="schafkopf", seed=5, length={"unit": "deals", "value": 1})
    view = payload["view"]
    assert view["card_order"] == {"trump_ranks": ["O", "U"], "rank_suits": ["E", "G", "H", "S"], "trump_suit": "H",
                                  "plain_ranks": ["A", "T", "K", "9", "8", "7"]}
    assert view["hand_sizes"] == [8, 8, 8, 8] and len(view["hand"]) == 8
    while payload["phase"] == "play":
        payload = client.post(f"/api/parties/{party}/seats/{seat}/actions", headers=auth(token),
                              json={"version": payload["version"], "actions": [payload["legal_actions"][-1]]}).json()
    result = payload["result"]
    assert {"base", "bonus", "laufende_factor", "laufende_holders", "card_points", "returns"} <= set(result)
    # the table prints "seat: amount" beside a line that has them: the text names the role or place only
    seat_lines = [line for line in result["lines"] + payload["final"]["lines"] if line.get("seat") is not None]
    assert len(seat_lines) == (8 if result["contract"] else 4)
    for line in seat_lines:
        text = line_text(line, "sv")
        assert not re.search(r"[Pp]lats \d|[-+\u2212]\d", text), text


def thrown_in(client, deals: int):
    """A party whose first deal all four pass (the human seat too), at its settlement."""
    for seed in range(40):
        party, seat, token, payload = new_party(client, game="schafkopf", seed=seed, ai="basic",
                                                length={"unit": "deals", "value": deals})
        while payload["phase"] == "play" and "pass" in payload["legal_actions"]:
            payload = client.post(f"/api/parties/{party}/seats/{seat}/actions", headers=auth(token),
                                  json={"version": payload["version"], "actions": ["pass"]}).json()
        if payload["phase"] != "play" and payload["result"]["contract"] is None:
            return payload
    pytest.fail("no deal of 40 was thrown in")


def test_a_deal_thrown_in_names_the_next_dealer_only_while_the_party_goes_on(client):
    """"Fyra pass får nästa giv att omdela": the deal's line says it is thrown
    in; who deals next is the party's line, there only while the party goes on
    (deal 2 is dealt by seat 2); after the last deal nobody deals next."""
    payload = thrown_in(client, 2)
    result = payload["result"]
    assert payload["phase"] == "settlement"
    assert [line_text(line, "sv") for line in result["lines"]] == ["Fyra pass: given kastas ihop, inga poäng."]
    assert [(line_text(line, "sv"), line_text(line, "en")) for line in result["party_lines"]] == [
        ("Plats 2 ger nästa giv.", "Seat 2 deals next.")]
    last = thrown_in(client, 1)
    assert last["phase"] == "finished" and "party_lines" not in last["result"]
    assert [line_text(line, "sv") for line in last["result"]["lines"]] == ["Fyra pass: given kastas ihop, inga poäng."]


def test_a_deal_thrown_in_shows_every_hand_as_dealt(client):
    """Issue 9 item 5: "After each deal, all four (three) hands are shown",
    also when nobody played (SPEC.md Schafkopf: all pass, the deal is thrown
    in): the settlement carries each seat's cards, during the deal nobody's."""
    for seed in range(40):
        party, seat, token, payload = new_party(client, game="schafkopf", seed=seed, ai="basic",
                                                length={"unit": "deals", "value": 1})
        assert "hands_left" not in payload
        while payload["phase"] == "play" and "pass" in payload["legal_actions"]:
            payload = client.post(f"/api/parties/{party}/seats/{seat}/actions", headers=auth(token),
                                  json={"version": payload["version"], "actions": ["pass"]}).json()
            if payload["phase"] == "play":
                assert "hands_left" not in payload
        if payload["phase"] != "play" and not payload["view"]["tricks_played"]:
            break
    else:
        pytest.fail("no deal of 40 was thrown in")
    start = client.app.state.service.store.record(party)["deals"][0]["deal"]["hands"]
    assert [sorted(h) for h in payload["hands_left"]] == [sorted(start[str(s)]) for s in range(4)]
