"""The store's part of play with friends (issue 11), on every backend: the
invitation and host token, seat changes as compare-and-set, the chat with
its rate limit, the seating history in the record, the lobby and the
public-only list of finished parties."""
from __future__ import annotations

import pytest

from talong.core import records
from talong.store import RateLimited, WriteConflict

SEATS = [{"kind": "human", "ai": None, "name": "Anna"}, {"kind": "open", "ai": None}, {"kind": "ai", "ai": "basic"}]


def test_a_table_of_friends_keeps_only_digests_of_its_host_token(store):
    new = store.create_table("vira", {"players": 3}, 7, SEATS, {"away_after": 60}, public=True)
    party = store.party(new.party)
    assert (party.status, party.public, party.invite) == ("gathering", True, new.invite)
    assert store.party_by_invite(new.invite).id == new.party and store.party_by_invite("nope") is None
    assert store.check_host(new.party, new.host_token) and not store.check_host(new.party, new.tokens[0])
    assert store.token_seat(new.party, new.tokens[0]) == 0 and store.token_seat(new.party, new.host_token) is None
    with store.engine.connect() as conn:
        stored = " ".join(str(v) for row in conn.exec_driver_sql("SELECT * FROM parties") for v in row)
        stored += " ".join(str(v) for row in conn.exec_driver_sql("SELECT * FROM seat_tokens") for v in row)
    assert new.host_token not in stored and new.tokens[0] not in stored


def test_seat_changes_are_compare_and_set_and_a_seat_gets_one_token(store):
    new = store.create_table("vira", {"players": 3}, 7, SEATS, {})
    old = store.party(new.party).seats_text
    seats = [dict(s) for s in SEATS]
    seats[1] = {"kind": "human", "ai": None, "name": "Bo"}
    token = store.change_seats(new.party, old, seats, issue=1)
    assert store.check_token(new.party, 1, token)
    with pytest.raises(WriteConflict):   # a second join from the same (stale) seats: nothing changes
        store.change_seats(new.party, old, seats, issue=1)
    current = store.party(new.party).seats_text
    with pytest.raises(WriteConflict):   # the seat already has a token: the whole change is rolled back
        store.change_seats(new.party, current, SEATS, issue=1)
    assert store.party(new.party).seats[1]["name"] == "Bo"
    store.change_seats(new.party, current, SEATS, revoke=1, status="playing")
    assert not store.check_token(new.party, 1, token) and store.party(new.party).status == "playing"


def test_chat_is_numbered_per_party_and_rate_limited_per_seat(store):
    new = store.create_table("vira", {"players": 3}, 7, SEATS, {})
    for i in range(3):
        store.add_chat(new.party, 0, "Anna", f"m{i}", most=3, window=10)
    with pytest.raises(RateLimited):
        store.add_chat(new.party, 0, "Anna", "too many", most=3, window=10)
    store.add_chat(new.party, 1, "Bo", "<b>hej</b>", most=3, window=10)
    assert [m["seq"] for m in store.chat(new.party)] == [1, 2, 3, 4]
    assert [m["text"] for m in store.chat(new.party, after=2)] == ["m2", "<b>hej</b>"]
    assert [m["seq"] for m in store.chat(new.party, last=2)] == [3, 4]


def test_the_record_holds_the_seating_of_each_deal_and_the_chat(store):
    new = store.create_table("vira", {"players": 3}, 7, SEATS, {})
    store.start_deal(new.party, 1, {"d": 1})
    store.append_actions(new.party, 1, 0, [(0, "pass"), (1, "pass")],
                         seating_entries=[{"seat": 0, "by": "human", "name": "Anna", "from_index": 0},
                                          {"seat": 1, "by": "ai", "from_index": 1}])
    store.add_chat(new.party, 0, "Anna", "hej")
    record = records.load(records.dumps(store.record(new.party)))
    assert record["deals"][0]["seating"] == [{"seat": 0, "by": "human", "name": "Anna", "from_index": 0},
                                             {"seat": 1, "by": "ai", "from_index": 1}]
    assert [m["text"] for m in record["chat"]] == ["hej"]
    with pytest.raises(WriteConflict):   # the same action index again: actions and seating both refused
        store.append_actions(new.party, 1, 1, [(1, "bid")], seating_entries=[{"seat": 1, "by": "human",
                                                                              "from_index": 1}])
    assert store.seating(new.party)[1][1]["by"] == "ai"


def test_the_lobby_and_the_finished_list_show_public_parties_only(store):
    public = store.create_table("vira", {"players": 3}, 1, SEATS, {}, public=True)
    private = store.create_table("vira", {"players": 3}, 2, SEATS, {}, public=False)
    assert [p.id for p in store.lobby()] == [public.party]
    for new in (public, private):
        store.finish_party(new.party, {"totals": [0, 0, 0]})
    assert store.party(public.party).status == "finished" and store.lobby() == []
    assert [f.party.id for f in store.list_finished(public_only=True)] == [public.party]
    assert {f.party.id for f in store.list_finished()} == {public.party, private.party}
