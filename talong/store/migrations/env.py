"""Alembic's entry point for talong's store (talong/store/migrate.py runs it).

`talong db upgrade` hands in its connection, already inside the one
transaction of the whole upgrade; the plain `alembic` command (with
sqlalchemy.url set, or $TALONG_DATABASE_URL) gets an engine of its own.
"""
from __future__ import annotations

from alembic import context

from talong.store.db import WRITE, make_engine
from talong.store.schema import metadata


def run(connection) -> None:
    # transactional_ddl: SQLite and PostgreSQL both roll DDL back, so a failed
    # upgrade leaves the database as it was.
    context.configure(connection=connection, target_metadata=metadata, transactional_ddl=True)
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    context.configure(url=context.config.get_main_option("sqlalchemy.url"), target_metadata=metadata,
                      literal_binds=True, transactional_ddl=True)
    with context.begin_transaction():
        context.run_migrations()
elif context.config.attributes.get("connection") is not None:
    run(context.config.attributes["connection"])
else:
    engine = make_engine(context.config.get_main_option("sqlalchemy.url") or None)
    with engine.execution_options(**WRITE).connect() as conn:
        run(conn)
    engine.dispose()
