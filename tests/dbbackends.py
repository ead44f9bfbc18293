"""The databases the store-backed tests run on: SQLite always, PostgreSQL
when $TALONG_TEST_PG_URL names a server (`make test` starts a throwaway
cluster for it when it runs as root, see .ci/with-postgres).

Without that URL the PostgreSQL half is skipped with a reason that says so;
under CI=true it fails instead, so CI never passes on SQLite alone.
Each PostgreSQL test gets a schema of its own, dropped afterwards.
"""
from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from talong.store import migrate
from talong.store.db import make_engine, postgres_url

PG_ENV = "TALONG_TEST_PG_URL"
BACKENDS = [pytest.param("sqlite", id="sqlite"), pytest.param("postgresql", id="postgresql")]
SKIP_PG = (f"PostgreSQL half skipped: ${PG_ENV} is not set (make test starts a throwaway PostgreSQL "
           "cluster and sets it when run as root; or point it at a server: postgresql+psycopg://user@host:port/db)")

_admin = None


def _pg_admin():
    global _admin
    if _admin is None:
        _admin = create_engine(postgres_url(os.environ[PG_ENV]), isolation_level="AUTOCOMMIT")
    return _admin


def require_pg() -> str:
    url = os.environ.get(PG_ENV)
    if not url:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but ${PG_ENV} is not set: the PostgreSQL half must run in CI (.ci/run)")
        pytest.skip(SKIP_PG)
    return url


def database(backend: str, tmp_path, upgraded: bool = True) -> Iterator[str]:
    """Yield the URL of a fresh, empty database of `backend` (at the newest
    schema when `upgraded`), and remove it afterwards."""
    if backend == "sqlite":
        url = f"sqlite:///{tmp_path}/talong.sqlite"
        if upgraded:
            _upgrade(url)
        yield url
        return
    require_pg()
    schema = f"t_{uuid.uuid4().hex[:16]}"
    with _pg_admin().connect() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    url = (make_url(postgres_url(os.environ[PG_ENV])).update_query_dict({"options": f"-csearch_path={schema}"})
           .render_as_string(hide_password=False))
    try:
        if upgraded:
            _upgrade(url)
        yield url
    finally:
        with _pg_admin().connect() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))


def _upgrade(url: str) -> None:
    engine = make_engine(url)
    try:
        migrate.upgrade(engine)
    finally:
        engine.dispose()
