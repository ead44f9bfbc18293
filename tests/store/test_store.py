"""The party store on its own (no web server), on SQLite and PostgreSQL:
database URLs, the append-only log, tokens, records, companion tables,
transactions, the paginated list of finished parties, concurrent writers.
docs/web.md "How state is stored"."""
from __future__ import annotations

import os
import sqlite3
import threading
import time

import psycopg
import pytest
from sqlalchemy import MetaData, select

from talong.core import records
from talong.store import DatabaseURLError, InvalidWrite, Store, StoreError, WriteConflict, sqlite_path
from talong.store.db import make_engine, postgres_url

SEATS = [{"kind": "human", "ai": None}, {"kind": "ai", "ai": "random"}, {"kind": "ai", "ai": "random"}]


def test_database_url_selects_the_sqlite_file(monkeypatch):
    monkeypatch.delenv("TALONG_DATABASE_URL", raising=False)
    assert sqlite_path() == "data/talong.sqlite"
    assert sqlite_path("sqlite:////tmp/x.sqlite") == "/tmp/x.sqlite"
    assert sqlite_path("sqlite:///rel/x.sqlite") == "rel/x.sqlite"
    assert sqlite_path("sqlite:///:memory:") == ":memory:"
    monkeypatch.setenv("TALONG_DATABASE_URL", "sqlite:////tmp/env.sqlite")
    assert sqlite_path() == "/tmp/env.sqlite"


@pytest.mark.parametrize("url", ["postgresql://u@h/db", "postgres://u@h/db", "postgresql+psycopg://u@h/db"])
def test_postgresql_urls_use_psycopg_3(url):
    assert postgres_url(url).drivername == "postgresql+psycopg"
    assert make_engine(url).dialect.driver == "psycopg"


@pytest.mark.parametrize("url", ["mysql://h/db", "talong.sqlite", "postgresql+psycopg2://u@h/db", "sqlite:/x"])
def test_other_database_urls_are_refused_clearly(url):
    with pytest.raises(DatabaseURLError) as err:
        make_engine(url)
    assert "sqlite:///" in str(err.value) or "postgresql+psycopg://" in str(err.value)


def new_party(store: Store, game: str = "vira", seed: int = 7) -> str:
    pid, _ = store.create_party(game, {"players": 3}, seed, SEATS, {"ai_delay": 0})
    return pid


def test_party_log_is_append_only_and_all_or_nothing(store):
    pid, tokens = store.create_party("vira", {"players": 3}, 2 ** 62 - 1, SEATS, {"ai_delay": 0})
    assert list(tokens) == [0]
    assert store.party(pid).seed == 2 ** 62 - 1  # a 62-bit seed fits on both databases
    store.start_deal(pid, 1, {"hands": []})
    store.append_actions(pid, 1, 0, [(0, "pass"), (1, "pass")])
    # A second writer at an index already used is refused with the store's own
    # error (never the driver's), and nothing of its batch is stored.
    with pytest.raises(WriteConflict) as err:
        store.append_actions(pid, 1, 1, [(2, "bid x"), (1, "pass")])
    assert not isinstance(err.value, (sqlite3.Error, psycopg.Error))
    assert f"deal 1 of party {pid}" in str(err.value)
    assert store.log(pid) == [(1, 0, 0, "pass"), (1, 1, 1, "pass")]
    assert store.deals(pid)[0].actions == [{"seat": 0, "action": "pass"}, {"seat": 1, "action": "pass"}]


def test_writes_the_schema_refuses_are_invalid_writes(store):
    pid = new_party(store)
    with pytest.raises(InvalidWrite):  # no deal 1 was started
        store.append_actions(pid, 1, 0, [(0, "pass")])
    with pytest.raises(InvalidWrite):
        store.start_deal("no-such-party", 1, {})
    with pytest.raises(InvalidWrite, match="no such deal"):
        store.finish_deal(pid, 3, {"returns": []})
    with pytest.raises(InvalidWrite, match="no such party"):
        store.finish_party("no-such-party", {})
    store.start_deal(pid, 1, {})
    with pytest.raises(WriteConflict):  # a deal is started once
        store.start_deal(pid, 1, {})
    assert store.log(pid) == []


def test_a_transaction_stores_all_of_its_writes_or_none(store):
    """An AI run: several actions, the deal's result and the party's end in one commit."""
    pid = new_party(store)
    store.start_deal(pid, 1, {})
    with pytest.raises(WriteConflict), store.transaction() as tx:
        tx.append_actions(pid, 1, 0, [(1, "a"), (2, "b")])
        tx.finish_deal(pid, 1, {"returns": [1, 0, -1]})
        tx.append_actions(pid, 1, 1, [(0, "c")])  # index 1 is taken in this very transaction
    assert store.log(pid) == [] and store.deals(pid)[0].result is None

    class Stop(Exception):
        pass

    with pytest.raises(Stop):  # any failure inside the block rolls it back
        with store.transaction() as tx:
            tx.append_actions(pid, 1, 0, [(1, "a")])
            raise Stop
    assert store.log(pid) == []
    with store.transaction() as tx:
        tx.append_actions(pid, 1, 0, [(1, "a"), (2, "b"), (0, "c")])
        tx.finish_deal(pid, 1, {"returns": [1, 0, -1]})
        tx.finish_party(pid, {"totals": [1, 0, -1]})
    assert [row[3] for row in store.log(pid)] == ["a", "b", "c"]
    assert store.party(pid).final == {"totals": [1, 0, -1]}


def test_companion_tables_have_their_own_deals_and_logs(store):
    """Contract C1: table_no 0 is the party's own table, 1.. its companion tables."""
    pid = new_party(store, "bridge")
    store.start_deal(pid, 1, {"board": 1})
    store.start_deal(pid, 1, {"board": 1}, table_no=1)
    store.append_actions(pid, 1, 0, [(0, "1C")])
    store.append_actions(pid, 1, 0, [(0, "1NT"), (1, "Pass")], table_no=1)  # same index, other table
    with pytest.raises(WriteConflict):
        store.append_actions(pid, 1, 1, [(2, "X")], table_no=1)
    store.finish_deal(pid, 1, {"score": 90}, table_no=1)
    assert store.log(pid) == [(1, 0, 0, "1C")]
    assert store.log(pid, table_no=1) == [(1, 0, 0, "1NT"), (1, 1, 1, "Pass")]
    assert [d.actions for d in store.deals(pid)] == [[{"seat": 0, "action": "1C"}]]
    assert store.deals(pid, table_no=1)[0].result == {"score": 90}
    assert store.deals(pid, table_no=2) == []
    record = store.record(pid)
    assert record["deals"][0]["companions"] == [{"actions": [{"seat": 0, "action": "1NT"},
                                                             {"seat": 1, "action": "Pass"}]}]
    assert "result" not in record["deals"][0]  # the own table's deal is not finished


def test_version_names_the_last_deal_its_stored_actions_and_whether_it_is_finished(store):
    """Issue 14 item 3: a cached table "is checked against the stored version
    before each change"; the version is read without the log, per table."""
    pid = new_party(store, "bridge")
    assert store.version(pid) is None and store.version("no-such-party") is None
    store.start_deal(pid, 1, {"board": 1})
    assert store.version(pid) == (1, 0, False)
    store.append_actions(pid, 1, 0, [(0, "1C"), (1, "Pass")])
    store.start_deal(pid, 1, {"board": 1}, table_no=1)
    store.append_actions(pid, 1, 0, [(0, "1NT")], table_no=1)
    assert store.version(pid) == (1, 2, False) and store.version(pid, table_no=1) == (1, 1, False)
    store.finish_deal(pid, 1, {"score": 90})
    assert store.version(pid) == (1, 2, True)
    store.start_deal(pid, 2, {"board": 2})
    store.append_actions(pid, 2, 0, [(1, "2S")])
    assert store.version(pid) == (2, 1, False)   # the last deal only, not the whole log
    assert store.version(pid, table_no=1) == (1, 1, False)


def test_party_version_reads_the_party_row_and_the_version_of_its_own_table_at_once(store):
    """What a cached table checks before each change, in one query: the same
    party row as `party` and the same version as `version` (table 0 only)."""
    pid = new_party(store, "bridge")
    assert store.party_version(pid) == (store.party(pid), None)
    assert store.party_version("no-such-party") == (None, None)
    store.start_deal(pid, 1, {"board": 1})
    store.append_actions(pid, 1, 0, [(0, "1C"), (1, "Pass")])
    store.start_deal(pid, 1, {"board": 1}, table_no=1)
    store.append_actions(pid, 1, 0, [(0, "1NT")], table_no=1)
    store.start_deal(pid, 2, {"board": 2}, table_no=1)   # a companion table ahead: not table 0's version
    assert store.party_version(pid) == (store.party(pid), (1, 2, False))
    store.finish_deal(pid, 1, {"score": 90})
    assert store.party_version(pid)[1] == (1, 2, True)
    store.start_deal(pid, 2, {"board": 2})
    assert store.party_version(pid)[1] == (2, 0, False) == store.version(pid)


def test_a_batch_with_its_seating_is_stored_whole_or_not_at_all(store):
    """One append (one statement on PostgreSQL) stores the actions, who played
    them and the party's updated_at together; a conflict at any index stores
    none of it."""
    pid = new_party(store)
    store.start_deal(pid, 1, {"hands": []})
    before = store.party(pid).updated_at
    store.append_actions(pid, 1, 0, [(0, "pass")])
    with pytest.raises(WriteConflict):   # index 0 is taken; index 1 and the seating must not be stored either
        store.append_actions(pid, 1, 0, [(1, "late"), (2, "b")],
                             seating_entries=[{"seat": 1, "by": "ai", "from_index": 0}])
    assert store.log(pid) == [(1, 0, 0, "pass")] and store.seating(pid) == {}
    store.append_actions(pid, 1, 1, [(1, "a"), (2, "b")],
                         seating_entries=[{"seat": 1, "by": "human", "name": "Ann", "from_index": 1}])
    assert store.log(pid)[1:] == [(1, 1, 1, "a"), (1, 2, 2, "b")]
    assert store.seating(pid) == {1: [{"seat": 1, "by": "human", "name": "Ann", "from_index": 1}]}
    assert store.party(pid).updated_at >= before


def test_tokens_are_checked_and_only_their_digest_is_stored(store):
    pid, tokens = store.create_party("vira", {}, 1, [{"kind": "human", "ai": None}, {"kind": "ai", "ai": "random"}])
    assert store.check_token(pid, 0, tokens[0])
    assert not store.check_token(pid, 0, "wrong")
    assert not store.check_token(pid, 0, "")
    assert not store.check_token(pid, 1, tokens[0])  # an AI seat has no token
    meta = MetaData()
    meta.reflect(store.engine)
    with store.engine.connect() as conn:
        dump = repr([conn.execute(select(table)).all() for table in meta.sorted_tables])
    assert pid in dump and tokens[0] not in dump


def test_record_and_finished_list_survive_reopening(store, url):
    pid = new_party(store, "toy")
    store.start_deal(pid, 1, {"hands": [["SA"], ["SK"], ["SQ"]]})
    store.append_actions(pid, 1, 0, [(0, "play SA")])
    store.finish_deal(pid, 1, {"returns": [1, 0, -1], "lines": []})
    assert store.parties(finished=True) == [] and store.list_finished() == []
    store.finish_party(pid, {"totals": [1, 0, -1]})
    store.close()
    again = Store(url)
    record = again.record(pid)
    assert records.load(records.dumps(record)) == record
    assert record["deals"][0]["actions"] == [{"seat": 0, "action": "play SA"}]
    assert record["final"] == {"totals": [1, 0, -1]}
    assert [p.id for p in again.parties(finished=True)] == [pid]
    assert [(f.party.id, f.deals) for f in again.list_finished()] == [(pid, 1)]
    assert again.record("nobody") is None and again.party("nobody") is None
    again.close()


def test_finished_parties_come_page_by_page(store):
    ids = []
    for n in range(7):
        pid = new_party(store, seed=n)
        for number in range(1, n % 3 + 2):
            store.start_deal(pid, number, {})
        store.start_deal(pid, 1, {}, table_no=1)  # companion deals are not counted
        store.finish_party(pid, {"n": n})
        ids.append(pid)
    new_party(store, seed=99)  # not finished: never listed
    pages = [store.list_finished(limit=3, offset=offset) for offset in (0, 3, 6, 9)]
    assert [len(page) for page in pages] == [3, 3, 1, 0]
    listed = [f.party.id for page in pages for f in page]
    assert sorted(listed) == sorted(ids)
    keys = [(f.party.finished_at, f.party.id) for page in pages for f in page]
    assert keys == sorted(keys, reverse=True)  # the latest finished first, a stable order
    deals = {f.party.id: f.deals for page in pages for f in page}
    assert [deals[pid] for pid in ids] == [n % 3 + 1 for n in range(7)]
    assert store.count_finished() == 7
    for limit, offset in ((0, 0), (501, 0), (10, -1)):
        with pytest.raises(ValueError):
            store.list_finished(limit, offset)


def test_a_second_writer_is_refused_under_a_race(url):
    """Two servers (two stores, two connection pools) append a batch at the
    same index at once: exactly one wins, the other gets WriteConflict and
    stores nothing, nothing is doubled."""
    stores = [Store(url), Store(url)]
    pid = new_party(stores[0])
    stores[0].start_deal(pid, 1, {})
    rounds = 15
    outcomes: list[list[str]] = [[], []]
    barrier = threading.Barrier(2)

    def writer(k: int) -> None:
        for round_no in range(rounds):
            index = len(stores[k].log(pid))  # both see the same log: the last round is settled
            barrier.wait()
            try:
                stores[k].append_actions(pid, 1, index, [(k, f"{round_no}a"), (k, f"{round_no}b")])
                outcomes[k].append("ok")
            except WriteConflict:
                outcomes[k].append("conflict")
            barrier.wait()

    threads = [threading.Thread(target=writer, args=(k,)) for k in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(outcomes[0]) == len(outcomes[1]) == rounds
    assert all(sorted(pair) == ["conflict", "ok"] for pair in zip(*outcomes))
    log = stores[1].log(pid)
    assert [row[1] for row in log] == list(range(2 * rounds))
    for round_no in range(rounds):
        winner = 0 if outcomes[0][round_no] == "ok" else 1
        assert [(seat, action) for _, _, seat, action in log[2 * round_no: 2 * round_no + 2]] == \
            [(winner, f"{round_no}a"), (winner, f"{round_no}b")]
    for store in stores:
        store.close()


def test_many_threads_write_and_read_at_once(store):
    """A connection per thread (a pool), writers queue on the database's lock:
    no 'database is locked', nothing lost."""
    pids = [new_party(store, seed=n) for n in range(6)]
    for pid in pids:
        store.start_deal(pid, 1, {})
    errors: list[BaseException] = []

    def play(pid: str) -> None:
        try:
            for index in range(25):
                store.append_actions(pid, 1, index, [(index % 3, f"a{index}")])
                assert len(store.log(pid)) == index + 1
        except BaseException as err:  # the failure is reported by the assertion below
            errors.append(err)

    threads = [threading.Thread(target=play, args=(pid,)) for pid in pids]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert all(len(store.log(pid)) == 25 for pid in pids)


def test_a_memory_database_works_for_one_process():
    store = Store("sqlite:///:memory:")
    pid = new_party(store)
    store.start_deal(pid, 1, {})
    store.append_actions(pid, 1, 0, [(0, "pass")])
    assert store.log(pid) == [(1, 0, 0, "pass")]
    store.close()


def test_store_errors_are_one_family():
    assert issubclass(WriteConflict, StoreError) and issubclass(InvalidWrite, StoreError)


def test_a_pooled_postgresql_connection_the_server_dropped_is_replaced_not_used(url, backend):
    """The store's pool hands out no connection the database dropped (a
    restart, pg_terminate_backend), also one that was in use moments ago
    and is not pinged (talong/store/db.py): the next read just works."""
    if backend != "postgresql":
        pytest.skip("PostgreSQL's pool only")
    store = Store(url)
    pid = new_party(store)
    with store.engine.connect() as conn:   # the pool's one connection, used by the store's reads too
        backend_pid = conn.exec_driver_sql("SELECT pg_backend_pid()").scalar()
    admin_url = os.environ["TALONG_TEST_PG_URL"].replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(admin_url, autocommit=True) as admin:
        assert admin.execute("SELECT pg_terminate_backend(%s)", (backend_pid,)).fetchone()[0]
        deadline = time.monotonic() + 10
        while admin.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", (backend_pid,)).fetchone():
            assert time.monotonic() < deadline, "the backend did not end"
            time.sleep(0.02)
    assert store.party(pid) is not None   # StoreUnavailable if the dropped connection were handed out
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT pg_backend_pid()").scalar() != backend_pid
    store.close()
