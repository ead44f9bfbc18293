"""The store's schema migrations (Alembic, shipped in talong/store/migrations):
`talong db upgrade`, the upgrade at start on SQLite, SQLite files made before
migrations existed, and schema.py agreeing with the migrations."""
from __future__ import annotations

import sqlite3
import threading

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from talong.cli import main
from talong.store import InvalidWrite, Store, StoreError, migrate
from talong.store.db import make_engine
from talong.store.schema import metadata

# The schema talong created with CREATE TABLE IF NOT EXISTS before it had migrations.
LEGACY_SCHEMA = """
CREATE TABLE parties (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
    seats TEXT NOT NULL, settings TEXT NOT NULL, created_at TEXT NOT NULL, finished_at TEXT, final TEXT);
CREATE TABLE seat_tokens (party TEXT NOT NULL REFERENCES parties(id), seat INTEGER NOT NULL,
    digest TEXT NOT NULL, PRIMARY KEY (party, seat));
CREATE TABLE deals (party TEXT NOT NULL REFERENCES parties(id), number INTEGER NOT NULL, deal TEXT NOT NULL,
    result TEXT, PRIMARY KEY (party, number));
CREATE TABLE actions (party TEXT NOT NULL REFERENCES parties(id), deal INTEGER NOT NULL, idx INTEGER NOT NULL,
    seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (party, deal, idx));
INSERT INTO parties VALUES ('p1', 'vira', '{"players": 3}', 5, '[]', '{}', '2026-01-01T00:00:00+00:00',
    '2026-01-01T01:00:00+00:00', '{"totals": [1]}');
INSERT INTO seat_tokens VALUES ('p1', 0, 'abc');
INSERT INTO deals VALUES ('p1', 1, '{"hands": []}', '{"returns": [1]}'), ('p1', 2, '{"hands": []}', NULL);
INSERT INTO actions VALUES ('p1', 1, 0, 0, 'pass'), ('p1', 1, 1, 1, 'bid'), ('p1', 2, 0, 2, 'pass');
"""


def revision(url: str) -> str | None:
    engine = make_engine(url)
    with engine.connect() as conn:
        found = migrate.current(conn)
    engine.dispose()
    return found


def test_head_is_the_newest_migration():
    assert migrate.HEAD == migrate.head()


def test_schema_py_is_what_the_migrations_build(url):
    engine = make_engine(url)
    with engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), metadata) == []
    engine.dispose()


def test_a_sqlite_file_from_before_migrations_is_upgraded_with_its_data(tmp_path):
    path = tmp_path / "old.sqlite"
    with sqlite3.connect(path) as conn:
        conn.executescript(LEGACY_SCHEMA)
    store = Store(f"sqlite:///{path}")
    assert revision(f"sqlite:///{path}") == migrate.head()
    assert store.log("p1") == [(1, 0, 0, "pass"), (1, 1, 1, "bid"), (2, 0, 2, "pass")]
    assert [d.result for d in store.deals("p1")] == [{"returns": [1]}, None]
    assert store.party("p1").final == {"totals": [1]}
    store.append_actions("p1", 2, 1, [(0, "bid")])
    store.start_deal("p1", 2, {"hands": []}, table_no=1)  # the new key holds companion tables
    with pytest.raises(InvalidWrite):  # and actions now belong to a stored deal
        store.append_actions("p1", 3, 0, [(0, "pass")])
    store.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []


def test_a_database_from_a_newer_talong_is_refused(url):
    engine = make_engine(url)
    with engine.begin() as conn:
        conn.exec_driver_sql("UPDATE alembic_version SET version_num = '9999'")
    engine.dispose()
    with pytest.raises(StoreError, match="9999"):
        Store(url, migrate=True)


def test_downgrade_and_upgrade_keep_the_own_tables_log(url):
    store = Store(url)
    pid, _ = store.create_party("bridge", {}, 3, [{"kind": "human", "ai": None}])
    store.start_deal(pid, 1, {"board": 1})
    store.start_deal(pid, 1, {"board": 1}, table_no=1)
    store.append_actions(pid, 1, 0, [(0, "1C"), (1, "Pass")])
    store.append_actions(pid, 1, 0, [(0, "2C")], table_no=1)
    assert migrate.downgrade(store.engine, "0001") == (migrate.HEAD, "0001")
    assert migrate.upgrade(store.engine) == ("0001", migrate.HEAD)
    assert store.log(pid) == [(1, 0, 0, "1C"), (1, 1, 1, "Pass")]
    assert store.log(pid, table_no=1) == []  # revision 0001 had no companion tables
    store.close()


def test_servers_starting_together_upgrade_once(empty_url, backend):
    engines = [make_engine(empty_url) for _ in range(3)]
    results, errors = [], []

    def run(engine) -> None:
        try:
            results.append(migrate.upgrade(engine))
        except BaseException as err:  # reported by the assertion below
            errors.append(err)

    threads = [threading.Thread(target=run, args=(engine,)) for engine in engines]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    head = migrate.HEAD
    assert sorted(results, key=repr) == [(head, head), (head, head), (None, head)]
    for engine in engines:
        engine.dispose()


def test_postgresql_is_upgraded_by_talong_db_upgrade_only(empty_url, backend, capsys):
    if backend == "postgresql":
        with pytest.raises(StoreError, match="run `talong db upgrade`"):
            Store(empty_url)
    assert main(["db", "current", "--url", empty_url]) == 0
    assert f"database schema: empty; this talong needs {migrate.head()}" in capsys.readouterr().out
    assert main(["db", "upgrade", "--url", empty_url]) == 0
    assert f"database schema: empty -> {migrate.head()}" in capsys.readouterr().out
    assert main(["db", "upgrade", "--url", empty_url]) == 0
    assert "(up to date)" in capsys.readouterr().out
    Store(empty_url).close()


def test_talong_db_upgrade_reports_an_unreachable_database(capsys):
    assert main(["db", "upgrade", "--url", "postgresql+psycopg://nobody@127.0.0.1:1/none"]) == 2
    err = capsys.readouterr().err
    assert "talong db upgrade: the database failed" in err and "Traceback" not in err


def test_0003_downgrade_drops_the_friends_columns_and_upgrade_restores_the_defaults(url):
    """Issue 11's migration: a party of before (one human) reads as "playing",
    private, and keeps its log across a downgrade to 0002 and back."""
    store = Store(url)
    pid, _ = store.create_party("vira", {}, 3, [{"kind": "human", "ai": None}])
    store.start_deal(pid, 1, {"d": 1})
    store.append_actions(pid, 1, 0, [(0, "pass")])
    assert migrate.downgrade(store.engine, "0002") == (migrate.HEAD, "0002")
    assert migrate.upgrade(store.engine) == ("0002", migrate.HEAD)
    party = store.party(pid)
    assert (party.status, party.public, party.invite) == ("playing", False, None)
    assert store.log(pid) == [(1, 0, 0, "pass")]
    store.close()
