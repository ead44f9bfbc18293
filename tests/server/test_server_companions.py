"""Contract C1, the server's part: a deal's companion tables (bridge's other
table) are played in the background by AI players, each seat from its own
view, stored in one transaction with `table_no`, and read back from the
store when the main deal ends; meanwhile the phase is "companions" and a
push follows when they are done.

A store that notes the writes of each transaction shows that a companion
table's deal, actions and result go in as one."""
from __future__ import annotations

import time
from contextlib import contextmanager

from fastapi.testclient import TestClient

from talong.core import records
from talong.server.app import create_app
from talong.store import Store

from companion_toy import GAME
from server_helpers import auth, new_party, seat_socket


class CountingStore(Store):
    """The real store, noting the writes of each transaction:
    [(write, party, table_no, deal, entries)] per transaction."""
    transactions: list[list[tuple[str, str, int, int, int]]] = []

    @contextmanager
    def transaction(self):
        with super().transaction() as tx:
            yield _CountingWriter(tx, writes := [])
        CountingStore.transactions.append(writes)   # only once committed


class _CountingWriter:
    def __init__(self, tx, writes) -> None:
        self._tx, self._writes = tx, writes

    def __getattr__(self, name):
        return getattr(self._tx, name)

    def start_deal(self, party_id, number, deal, table_no=0):
        self._tx.start_deal(party_id, number, deal, table_no=table_no)
        self._writes.append(("start_deal", party_id, table_no, number, 0))

    def append_actions(self, party_id, number, start_index, entries, table_no=0, seating_entries=()):
        self._tx.append_actions(party_id, number, start_index, entries, table_no, seating_entries)
        self._writes.append(("append_actions", party_id, table_no, number, len(entries)))

    def finish_deal(self, party_id, number, result, table_no=0):
        self._tx.finish_deal(party_id, number, result, table_no=table_no)
        self._writes.append(("finish_deal", party_id, table_no, number, 0))


def make_client(db_url: str) -> TestClient:
    store = CountingStore(db_url)
    client = TestClient(create_app(db_url, ai_delay=0, games_override={"toy2": GAME}, store=store))
    client.__enter__()
    return client


def play_out(client, party, seat, token, payload):
    """The human's side of the deal: the discard batch, then the first legal card."""
    url = f"/api/parties/{party}/seats/{seat}/actions"
    while payload["phase"] == "play":
        legal = payload["legal_actions"]
        batch = [next(a for a in legal if a.startswith("discard")), "keep"] if legal[0].startswith("discard") \
            else [legal[0]]
        res = client.post(url, headers=auth(token), json={"version": payload["version"], "actions": batch})
        assert res.status_code == 200, res.text
        payload = res.json()
    return payload


def settled(client, party, seat, token, payload, within: float = 30.0):
    """The payload once the companion tables are in: pushed on the seat's socket."""
    if payload["phase"] != "companions":
        return payload
    with seat_socket(client, party, seat, token) as ws:
        deadline = time.monotonic() + within
        message = ws.receive_json()
        while message["phase"] == "companions":
            assert time.monotonic() < deadline, "the companion table never finished"
            message = ws.receive_json()
    return message


def companion_log(client, party):
    return client.app.state.service.store.deals(party, table_no=1)


def test_the_companion_table_is_played_in_the_background_and_stored_in_one_transaction(tmp_path):
    db_url = f"sqlite:///{tmp_path}/talong.sqlite"
    client = make_client(db_url)
    party, seat, token, payload = new_party(client, game="toy2", seat=2, length={"unit": "deals", "value": 2})
    done = settled(client, party, seat, token, play_out(client, party, seat, token, payload))
    assert done["phase"] == "settlement"
    stored = companion_log(client, party)
    assert [d.number for d in stored] == [1] and stored[0].result is not None
    other = records.replay_actions(GAME.deal({}, deal=stored[0].deal), stored[0].actions)
    assert other.is_terminal() and done["result"]["returns"] != [] and stored[0].result == other.result()
    # the main table's record and the companion's own AI play: the party's
    # returns are the difference of the two tables, read back from the store
    here = records.replay_actions(GAME.deal({}, deal=client.app.state.service.store.deals(party)[0].deal),
                                  client.app.state.service.store.deals(party)[0].actions)
    assert done["standings"]["totals"] == [a - b for a, b in zip(here.result()["returns"],
                                                                  other.result()["returns"])]
    deal_one = [writes for writes in CountingStore.transactions
                if any(w[1:4] == (party, 1, 1) for w in writes)]   # table_no 1, deal 1
    assert deal_one == [[("start_deal", party, 1, 1, 0), ("append_actions", party, 1, 1, len(stored[0].actions)),
                         ("finish_deal", party, 1, 1, 0)]]   # its deal, all its actions and its result: one commit
    client.__exit__(None, None, None)


def test_a_restarted_server_reads_the_companion_table_back_and_never_replays_it(tmp_path):
    db_url = f"sqlite:///{tmp_path}/talong.sqlite"
    first = make_client(db_url)
    party, seat, token, payload = new_party(first, game="toy2", seat=2, length={"unit": "deals", "value": 2})
    done = settled(first, party, seat, token, play_out(first, party, seat, token, payload))
    before = [(d.number, d.actions) for d in companion_log(first, party)]
    first.__exit__(None, None, None)
    second = make_client(db_url)
    view = second.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token)).json()
    assert view["standings"] == done["standings"] and view["version"] == done["version"]
    assert [(d.number, d.actions) for d in companion_log(second, party)][:1] == before[:1]
    nxt = second.post(f"/api/parties/{party}/seats/{seat}/next", headers=auth(token), json={"version": view["version"]})
    assert nxt.status_code == 200 and nxt.json()["deal"] == 2
    last = settled(second, party, seat, token, play_out(second, party, seat, token, nxt.json()))
    assert last["phase"] == "finished" and [d.number for d in companion_log(second, party)] == [1, 2]
    second.__exit__(None, None, None)
