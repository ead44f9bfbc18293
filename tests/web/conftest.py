"""Fixtures of the web tests: an app on a fresh database (SQLite, and PostgreSQL
when $TALONG_TEST_PG_URL is set: tests/dbbackends.py), AI delay 0."""
from __future__ import annotations

import os
import warnings

import pytest

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient` is deprecated")

from fastapi.testclient import TestClient  # noqa: E402

from talong.server.app import create_app  # noqa: E402
from web_toygame import GAME as TOY  # noqa: E402
from dbbackends import BACKENDS, database  # noqa: E402  (tests/dbbackends.py)


@pytest.fixture(params=BACKENDS)
def db_url(request, tmp_path):
    """SQLite, and PostgreSQL when $TALONG_TEST_PG_URL is set."""
    yield from database(request.param, tmp_path)


@pytest.fixture
def make_client(db_url):
    """Clients on the same database (a second one is a restarted server)."""
    clients = []

    def make(ai_delay: float = 0.0) -> TestClient:
        client = TestClient(create_app(db_url, ai_delay=ai_delay, games_override={"toy": TOY}))
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.__exit__(None, None, None)


@pytest.fixture
def client(make_client):
    return make_client()


CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def chromium_process():
    """One Debian chromium per test process, started once, not once per test."""
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian's chromium is not installed (make browser)")
    from playwright import sync_api
    playwright = sync_api.sync_playwright().start()
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()
    playwright.stop()


@pytest.fixture
def chromium(chromium_process):
    """The shared browser for one test, which opens its own contexts (their own
    storage, cookies and pages); every context it opened is closed after it,
    so no page of a finished test keeps running beside the next one."""
    yield chromium_process
    for context in list(chromium_process.contexts):
        context.close()
