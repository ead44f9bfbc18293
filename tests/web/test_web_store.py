"""The party store on its own (no web server): database URLs, the append-only
log, tokens, records. docs/web.md "How state is stored"."""
from __future__ import annotations

import sqlite3

import pytest

from talong.core import records
from talong.store import DatabaseURLError, Store, sqlite_path


def test_database_url_selects_the_sqlite_file(monkeypatch):
    monkeypatch.delenv("TALONG_DATABASE_URL", raising=False)
    assert sqlite_path() == "data/talong.sqlite"
    assert sqlite_path("sqlite:////tmp/x.sqlite") == "/tmp/x.sqlite"
    assert sqlite_path("sqlite:///rel/x.sqlite") == "rel/x.sqlite"
    assert sqlite_path("sqlite:///:memory:") == ":memory:"
    monkeypatch.setenv("TALONG_DATABASE_URL", "sqlite:////tmp/env.sqlite")
    assert sqlite_path() == "/tmp/env.sqlite"


@pytest.mark.parametrize("url", ["postgresql://u@h/db", "mysql://h/db", "talong.sqlite"])
def test_other_database_schemes_are_refused_clearly(url):
    with pytest.raises(DatabaseURLError) as err:
        sqlite_path(url)
    assert "sqlite:///" in str(err.value)


def make(tmp_path) -> Store:
    return Store(f"sqlite:///{tmp_path}/s.sqlite")


def test_party_log_is_append_only_and_all_or_nothing(tmp_path):
    store = make(tmp_path)
    seats = [{"kind": "human", "ai": None}, {"kind": "ai", "ai": "random"}, {"kind": "ai", "ai": "random"}]
    pid, tokens = store.create_party("vira", {"players": 3}, 7, seats, {"ai_delay": 0})
    assert list(tokens) == [0]
    store.start_deal(pid, 1, {"hands": []})
    store.append_actions(pid, 1, 0, [(0, "pass"), (1, "pass")])
    # A second writer at an index already used is refused and nothing of its batch is stored.
    with pytest.raises(sqlite3.IntegrityError):
        store.append_actions(pid, 1, 1, [(2, "bid x"), (1, "pass")])
    assert store.log(pid) == [(1, 0, 0, "pass"), (1, 1, 1, "pass")]
    assert store.deals(pid)[0].actions == [{"seat": 0, "action": "pass"}, {"seat": 1, "action": "pass"}]


def test_tokens_are_checked_and_only_their_digest_is_stored(tmp_path):
    store = make(tmp_path)
    pid, tokens = store.create_party("vira", {}, 1, [{"kind": "human", "ai": None}, {"kind": "ai", "ai": "random"}])
    assert store.check_token(pid, 0, tokens[0])
    assert not store.check_token(pid, 0, "wrong")
    assert not store.check_token(pid, 1, tokens[0])  # an AI seat has no token
    dump = "\n".join(store.conn.iterdump())
    assert tokens[0] not in dump


def test_record_and_finished_list_survive_reopening(tmp_path):
    store = make(tmp_path)
    pid, _ = store.create_party("toy", {"players": 3}, 5, [{"kind": "human", "ai": None}] * 3)
    store.start_deal(pid, 1, {"hands": [["SA"], ["SK"], ["SQ"]]})
    store.append_actions(pid, 1, 0, [(0, "play SA")])
    store.finish_deal(pid, 1, {"returns": [1, 0, -1], "lines": []})
    assert store.parties(finished=True) == []
    store.finish_party(pid, {"totals": [1, 0, -1]})
    store.close()
    again = make(tmp_path)
    record = again.record(pid)
    assert records.load(records.dumps(record)) == record
    assert record["deals"][0]["actions"] == [{"seat": 0, "action": "play SA"}]
    assert record["final"] == {"totals": [1, 0, -1]}
    assert [p.id for p in again.parties(finished=True)] == [pid]
