"""The database connection: SQLite now, chosen by a URL.

``TALONG_DATABASE_URL=sqlite:///path/to/file.sqlite`` selects the file
(default ``./data/talong.sqlite``; ``sqlite:///:memory:`` for a throwaway
database). PostgreSQL is for later: any other scheme is refused with a clear
error rather than silently falling back to SQLite.
"""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

DEFAULT_URL = "sqlite:///data/talong.sqlite"

SCHEMA = """
CREATE TABLE IF NOT EXISTS parties (
    id          TEXT PRIMARY KEY,
    game        TEXT NOT NULL,
    options     TEXT NOT NULL,          -- JSON: the table options
    seed        INTEGER NOT NULL,       -- the party seed: every deal derives from it
    seats       TEXT NOT NULL,          -- JSON: [{"kind": "human"|"ai", "ai": name|null}]
    settings    TEXT NOT NULL,          -- JSON: table settings outside the rules (AI delay)
    created_at  TEXT NOT NULL,
    finished_at TEXT,                   -- set when the final settlement is reached
    final       TEXT                    -- JSON: the final settlement
);
CREATE TABLE IF NOT EXISTS seat_tokens (
    party  TEXT NOT NULL REFERENCES parties(id),
    seat   INTEGER NOT NULL,
    digest TEXT NOT NULL,               -- sha256 of the secret token, never the token
    PRIMARY KEY (party, seat)
);
CREATE TABLE IF NOT EXISTS deals (
    party  TEXT NOT NULL REFERENCES parties(id),
    number INTEGER NOT NULL,            -- 1-based
    deal   TEXT NOT NULL,               -- JSON: State.deal_record(), for the record
    result TEXT,                        -- JSON: State.result() once finished
    PRIMARY KEY (party, number)
);
CREATE TABLE IF NOT EXISTS actions (
    party  TEXT NOT NULL REFERENCES parties(id),
    deal   INTEGER NOT NULL,
    idx    INTEGER NOT NULL,            -- 0-based within the deal
    seat   INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (party, deal, idx)
);
"""


class DatabaseURLError(ValueError):
    """A database URL talong cannot use."""


def sqlite_path(url: str | None = None) -> str:
    """The SQLite file named by `url` (or $TALONG_DATABASE_URL, or the default)."""
    url = url or os.environ.get("TALONG_DATABASE_URL") or DEFAULT_URL
    scheme, sep, rest = url.partition("://")
    if not sep:
        raise DatabaseURLError(f"database URL {url!r} has no scheme; use sqlite:///path/to/file.sqlite")
    if scheme != "sqlite":
        raise DatabaseURLError(
            f"database scheme {scheme!r} is not supported: talong stores parties in SQLite "
            "(sqlite:///path/to/file.sqlite); PostgreSQL support is planned, not built")
    if not rest.startswith("/"):
        raise DatabaseURLError(f"database URL {url!r}: expected sqlite:///relative/path or sqlite:////absolute/path")
    return rest[1:] or ":memory:"


def connect(url: str | None = None) -> sqlite3.Connection:
    path = sqlite_path(url)
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    # One connection used from the event loop thread and the worker threads
    # of sync routes; every write is its own transaction (see store.py).
    conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL" if path != ":memory:" else "PRAGMA journal_mode=MEMORY")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.executescript(SCHEMA)
    return conn
