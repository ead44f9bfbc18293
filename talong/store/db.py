"""The database, chosen by a URL: SQLite (embedded, the default) or PostgreSQL.

``TALONG_DATABASE_URL`` selects it:

- ``sqlite:///path/to/file.sqlite`` (default ``sqlite:///data/talong.sqlite``;
  four slashes for an absolute path; ``sqlite:///:memory:`` for a throwaway
  database in one process);
- ``postgresql+psycopg://user:password@host:port/dbname`` (psycopg 3;
  ``postgresql://`` means the same).

Any other scheme is refused with a clear error rather than a silent fallback.
"""
from __future__ import annotations

import os
import select
import time
from pathlib import Path

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DisconnectionError
from sqlalchemy.pool import StaticPool

DEFAULT_URL = "sqlite:///data/talong.sqlite"
SQLITE_BUSY_MS = 30_000  # a writer waits this long for another process's transaction
WRITE = {"talong_write": True}  # execution option: this connection will write


class DatabaseURLError(ValueError):
    """A database URL talong cannot use."""


def database_url(url: str | None = None) -> str:
    return url or os.environ.get("TALONG_DATABASE_URL") or DEFAULT_URL


def sqlite_path(url: str | None = None) -> str:
    """The SQLite file named by `url` (or $TALONG_DATABASE_URL, or the default)."""
    url = database_url(url)
    scheme, sep, rest = url.partition("://")
    if not sep:
        raise DatabaseURLError(f"database URL {url!r} has no scheme; use sqlite:///path/to/file.sqlite "
                               "or postgresql+psycopg://user@host/dbname")
    if scheme != "sqlite":
        raise DatabaseURLError(f"database URL {url!r} is not a SQLite URL (sqlite:///path/to/file.sqlite)")
    if not rest.startswith("/"):
        raise DatabaseURLError(f"database URL {url!r}: expected sqlite:///relative/path or sqlite:////absolute/path")
    return rest[1:] or ":memory:"


def postgres_url(url: str) -> URL:
    try:
        parsed = make_url(url)
    except ArgumentError as err:
        raise DatabaseURLError(f"database URL {url!r} cannot be parsed: {err}") from None
    if parsed.drivername not in ("postgresql", "postgresql+psycopg", "postgres"):
        raise DatabaseURLError(f"database driver {parsed.drivername!r} is not supported: "
                               "use postgresql+psycopg:// (psycopg 3)")
    return parsed.set(drivername="postgresql+psycopg")


def is_sqlite(url: str | None = None) -> bool:
    return database_url(url).startswith("sqlite:")


def make_engine(url: str | None = None) -> Engine:
    """An engine for the database at `url`; refuses schemes other than SQLite and PostgreSQL."""
    url = database_url(url)
    scheme = url.partition("://")[0]
    if scheme == "sqlite":
        return _sqlite_engine(sqlite_path(url))
    if scheme.split("+")[0] in ("postgresql", "postgres"):
        # A connection kept for each of the process's engine and database threads (live.THREADS):
        # opening one costs the database a new backend process.
        engine = create_engine(postgres_url(url), pool_size=POOL_SIZE, max_overflow=POOL_OVERFLOW)
        _replace_lost_connections(engine)
        return engine
    raise DatabaseURLError(f"database scheme {scheme!r} is not supported: use sqlite:///path/to/file.sqlite "
                           "or postgresql+psycopg://user@host/dbname")


POOL_SIZE = 16   # PostgreSQL connections kept per process
POOL_OVERFLOW = 4   # and a few more for the sync routes' threads: with the bus's two, 22 at most per process
PING_IDLE = 10.0   # seconds: a pooled PostgreSQL connection idle this long is pinged before use


def _replace_lost_connections(engine: Engine) -> None:
    """A connection the server dropped (a database restart, an administrator's
    pg_terminate_backend) is replaced before it is handed out, never used.

    Instead of SQLAlchemy's pre-ping (one round trip per checkout, the cost of
    a whole query on a busy server), a connection that was in use moments ago
    is pinged only if the server sent it something meanwhile (a dropped
    connection has its last words and end of stream waiting on the socket:
    looking costs no round trip); one idle for PING_IDLE seconds is pinged,
    which also finds a silently lost one."""
    from psycopg import OperationalError
    from psycopg.pq import ConnStatus

    @event.listens_for(engine, "checkin")
    def _checked_in(_dbapi_connection, record) -> None:
        record.info["checked_in"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _checkout(dbapi_connection, record, _proxy) -> None:
        try:
            if dbapi_connection.pgconn.status != ConnStatus.OK:
                raise DisconnectionError("the database closed this connection")
            # An idle connection is sent nothing, unless the server ends it (its last words
            # and end of stream wait on the socket): then ping, which fails on a dropped one.
            said, _, _ = select.select([dbapi_connection.pgconn.socket], [], [], 0)
            if said or time.monotonic() - record.info.get("checked_in", 0.0) > PING_IDLE:
                engine.dialect.do_ping(dbapi_connection)
        except (OperationalError, OSError) as err:
            raise DisconnectionError(str(err)) from err


def _sqlite_engine(path: str) -> Engine:
    memory = path == ":memory:"
    if not memory:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    # A pool of connections, one per thread at a time (never one shared across
    # threads). A memory database exists only in its one connection: StaticPool,
    # and the store serialises its use.
    engine = create_engine(URL.create("sqlite+pysqlite", database=path),
                           connect_args={"check_same_thread": False, "timeout": SQLITE_BUSY_MS / 1000},
                           poolclass=StaticPool if memory else None)

    @event.listens_for(engine, "connect")
    def _setup(dbapi_connection, _record) -> None:
        # The driver's own implicit transactions are switched off: the "begin"
        # hook below starts each transaction explicitly.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_MS}")
        cursor.execute("PRAGMA journal_mode=MEMORY" if memory else "PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")  # the commit is on disk before it returns
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection) -> None:
        # A writer takes the write lock at BEGIN: two writers then queue on the
        # busy timeout instead of failing when a read lock cannot be upgraded.
        # Readers use a deferred BEGIN: a consistent snapshot, no lock (WAL).
        write = connection.get_execution_options().get("talong_write")
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine
