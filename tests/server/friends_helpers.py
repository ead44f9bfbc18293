"""Helpers of the play-with-friends tests (issue 11): a table of friends
with every seat held by its own client."""
from __future__ import annotations

import warnings

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient` is deprecated")

import pytest  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

import server_helpers  # noqa: E402,F401  (puts tests/web on the path)
from dbbackends import BACKENDS, database  # noqa: E402
from talong.server.app import create_app  # noqa: E402
from web_helpers import auth  # noqa: E402
from web_toygame import GAME as TOY  # noqa: E402


@pytest.fixture(params=BACKENDS)
def db_url(request, tmp_path):
    """SQLite, and PostgreSQL when $TALONG_TEST_PG_URL is set (tests/dbbackends.py)."""
    yield from database(request.param, tmp_path)


@pytest.fixture
def make_client(db_url):
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


def seat_client(client: TestClient, token: str) -> TestClient:
    """Another browser on the same server: its own client, holding one token
    (sent as a header, never in a URL). The first client ran the lifespan;
    this one shares its event loop (its portal), as one server does: a task
    a request starts (an AI run, the other table) outlives the request."""
    other = TestClient(client.app, headers=auth(token))
    other.portal = client.portal
    return other


def friends_table(client: TestClient, game: str, players: int, humans: int | None = None, **body):
    """A table of friends: the host at seat 0, the other seats open; `humans`
    of them (default all) joined through the invitation. Returns the
    creation answer and [(seat, token, client)] of every human seat."""
    kinds = [{"kind": "human"}] + [{"kind": "open"}] * (players - 1)
    res = client.post("/api/parties", json={"game": game, "players": players, "seats": kinds, "name": "Värd", "ai": "random",
                                            **body})
    assert res.status_code == 201, res.text
    made = res.json()
    seats = [(0, made["token"], seat_client(client, made["token"]))]
    for seat in range(1, humans if humans is not None else players):
        joined = client.post(f"/api/invite/{made['invite']}/join", json={"seat": seat, "name": f"Spelare {seat}"})
        assert joined.status_code == 201, joined.text
        seats.append((seat, joined.json()["token"], seat_client(client, joined.json()["token"])))
    return made, seats


def start(client: TestClient, made: dict) -> dict:
    res = client.post(f"/api/parties/{made['party']}/start", json={"open_seats": "ai"},
                      headers=auth(made["host_token"]))
    assert res.status_code == 200, res.text
    return res.json()
