"""Fixtures of the store tests: a fresh database per test on every backend
(SQLite always, PostgreSQL when $TALONG_TEST_PG_URL is set: tests/dbbackends.py)."""
from __future__ import annotations

import pytest

from dbbackends import BACKENDS, database
from talong.store import Store


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
def url(backend, tmp_path):
    """A database at the newest schema."""
    yield from database(backend, tmp_path)


@pytest.fixture
def empty_url(backend, tmp_path):
    """A database with no tables at all."""
    yield from database(backend, tmp_path, upgraded=False)


@pytest.fixture
def store(url):
    store = Store(url)
    yield store
    store.close()
