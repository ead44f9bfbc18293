"""Schema migrations (Alembic), shipped inside the package: `talong db
upgrade` runs them, and the store runs them itself at start on SQLite.

An upgrade is one transaction under a lock (SQLite's write lock, a
PostgreSQL advisory lock), so server processes starting together on one
database upgrade it once, and a failed upgrade leaves it as it was.

A database already at HEAD is recognised by one query, without loading
Alembic: a restart stays fast.
"""
from __future__ import annotations

from pathlib import Path

from sqlalchemy import Connection, Engine, inspect, text

from .db import WRITE
from .errors import StoreError

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
HEAD = "0003"          # the newest revision in migrations/versions (a test checks it)
LEGACY = "0001"        # the schema of the SQLite files made before migrations existed
PG_LOCK = 0x7A1_0DB    # pg_advisory_xact_lock key of an upgrade in progress


def config():
    from alembic.config import Config
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def head() -> str:
    """The newest revision, as Alembic reads it from migrations/versions."""
    from alembic.script import ScriptDirectory
    return ScriptDirectory.from_config(config()).get_current_head()


def current(connection: Connection) -> str | None:
    """The database's revision (None: no schema yet)."""
    if not inspect(connection).has_table("alembic_version"):
        return None
    return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()


def at_head(engine: Engine) -> bool:
    with engine.connect() as conn:
        return current(conn) == HEAD


def upgrade(engine: Engine, revision: str = "head") -> tuple[str | None, str | None]:
    """Bring the database to `revision`; returns the revisions before and after."""
    from alembic import command
    return _migrate(engine, lambda cfg: command.upgrade(cfg, revision))


def downgrade(engine: Engine, revision: str) -> tuple[str | None, str | None]:
    from alembic import command
    return _migrate(engine, lambda cfg: command.downgrade(cfg, revision))


def _migrate(engine: Engine, step) -> tuple[str | None, str | None]:
    from alembic.util import CommandError
    try:
        return _migrate_locked(engine, step)
    except CommandError as err:  # e.g. a revision this talong does not know: a newer talong's database
        raise StoreError(f"migrating the database schema: {err}") from err


def _migrate_locked(engine: Engine, step) -> tuple[str | None, str | None]:
    with engine.execution_options(**WRITE).connect() as conn, conn.begin():
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": PG_LOCK})
        _stamp_legacy(conn)
        before = current(conn)
        cfg = config()
        cfg.attributes["connection"] = conn
        step(cfg)
        return before, current(conn)


def _stamp_legacy(conn: Connection) -> None:
    """A database made before migrations has the tables of revision 0001 and
    no version table: record it at 0001 so the upgrade starts from there."""
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory
    tables = inspect(conn).get_table_names()
    if "parties" in tables and "alembic_version" not in tables:
        MigrationContext.configure(conn).stamp(ScriptDirectory.from_config(config()), LEGACY)


def check(engine: Engine) -> None:
    """Refuse a database whose schema is not the one this talong expects."""
    with engine.connect() as conn:
        found = current(conn)
    if found != HEAD:
        raise StoreError(f"the database schema is at revision {found or 'none (empty database)'}, this talong "
                         f"needs {HEAD}: run `talong db upgrade` (with the same TALONG_DATABASE_URL)")
