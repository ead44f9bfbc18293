"""Crash safety: "acknowledged means stored" (docs/web.md, How state is
stored). The real server (`python -m talong serve`) is killed with SIGKILL at
a random moment, most often with a request in flight, and started again on
the same database, 8 times per backend in `make test`
(TALONG_CRASH_TRIALS=100 for a longer trial). Every action that got a 2xx answer
must still be in the store, the party must continue to its end, and a SQLite
file must pass PRAGMA integrity_check."""
from __future__ import annotations

import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from functools import cache
from pathlib import Path

import httpx
import pytest

from talong.store import Store, sqlite_path

pytestmark = pytest.mark.crash

ROOT = Path(__file__).resolve().parents[2]
TRIALS = int(os.environ.get("TALONG_CRASH_TRIALS", "8"))
KILL_WINDOW = 0.6  # seconds: the kill falls anywhere in a party's first moments
PARTY = {"game": "vira", "players": 3, "ai": "random", "ai_delay": 0, "seat": 0,
         "length": {"unit": "deals", "value": 2}}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """`python -m talong serve` on a free loopback port."""

    def __init__(self, url: str, log: Path) -> None:
        self.port = free_port()
        env = {**os.environ, "TALONG_DATABASE_URL": url}
        with open(log, "ab") as out:
            # A session of its own: the kill takes the server with any worker processes it started.
            self.proc = subprocess.Popen([sys.executable, "-m", "talong", "serve", "--port", str(self.port)],
                                         cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
                                         start_new_session=True)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(self.base + "/", timeout=1).status_code == 200:  # cheap: no game is loaded
                    return
            except httpx.TransportError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.kill()
                raise RuntimeError(f"the server did not start (exit {self.proc.poll()}); see {log}")
            time.sleep(0.05)

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()


class Driver:
    """Plays seat 0 of a party through HTTP as fast as it can and remembers
    what the server acknowledged: per deal, the actions sent in order, each
    acknowledged (2xx) or unknown (no answer: the server died)."""

    def __init__(self, party: str, token: str, rng: random.Random) -> None:
        self.party, self.rng = party, rng
        self.headers = {"Authorization": f"Bearer {token}"}
        self.sent: dict[int, list[tuple[str, bool]]] = {}
        self.deals_acked = 1          # deals the server said had started
        self.version = 0              # the highest version the server answered with
        self.in_flight = False
        self.finished = False

    def run(self, base: str) -> None:
        """Play until the party ends or the server stops answering."""
        with httpx.Client(base_url=base, headers=self.headers, timeout=10) as http:
            while not self.finished:
                try:
                    self.in_flight = True
                    view = self._ok(http.get(f"/api/parties/{self.party}/seats/0/view"))
                    self.in_flight = False
                    self.step(http, view)
                except httpx.TransportError:
                    return
                finally:
                    self.in_flight = False

    def step(self, http: httpx.Client, view: dict) -> None:
        if view["phase"] == "finished":
            self.finished = True
        elif view["phase"] == "settlement":
            self.in_flight = True
            answer = http.post(f"/api/parties/{self.party}/seats/0/next", json={"version": view["version"]})
            if answer.status_code == 200:
                self.deals_acked = max(self.deals_acked, self._ok(answer)["deal"])
        elif view["legal_actions"]:
            action = self.rng.choice(view["legal_actions"])
            sent = self.sent.setdefault(view["deal"], [])
            sent.append((action, False))
            self.in_flight = True
            answer = http.post(f"/api/parties/{self.party}/seats/0/actions",
                               json={"version": view["version"], "actions": [action]})
            if answer.status_code == 200:
                sent[-1] = (action, True)
                self._ok(answer)
            else:  # refused (e.g. 409, a stale version): not stored
                assert answer.status_code in (409, 422), answer.text
                sent.pop()
        else:  # an AI seat is to act: give it a moment
            time.sleep(0.005)

    def _ok(self, answer: httpx.Response) -> dict:
        assert answer.status_code == 200, answer.text
        payload = answer.json()
        self.version = max(self.version, payload["version"])
        return payload


def explains(sent: list[tuple[str, bool]], stored: list[str]) -> bool:
    """Is `stored` what `sent` leaves once some unanswered actions are dropped?
    (An acknowledged action must be stored, at its place; an unanswered one
    may or may not be; nothing else may be.)"""
    @cache
    def match(i: int, j: int) -> bool:
        if i == len(sent):
            return j == len(stored)
        action, acked = sent[i]
        if j < len(stored) and stored[j] == action and match(i + 1, j + 1):
            return True
        return not acked and match(i + 1, j)
    return match(0, 0)


def play(driver: Driver, base: str, failures: list[BaseException]) -> None:
    try:
        driver.run(base)
    except BaseException as err:  # handed to the test's own thread, which raises it
        failures.append(err)


def check_stored(url: str, driver: Driver) -> None:
    store = Store(url, migrate=False)
    try:
        deals = store.deals(driver.party)
    finally:
        store.close()
    assert len(deals) >= driver.deals_acked
    for number, sent in driver.sent.items():
        stored = [a["action"] for a in deals[number - 1].actions if a["seat"] == 0] if number <= len(deals) else []
        assert explains(sent, stored), f"deal {number}: sent {sent}, stored {stored}"


def check_sqlite(url: str) -> None:
    if url.startswith("sqlite:"):
        with sqlite3.connect(sqlite_path(url)) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


@pytest.fixture
def start_server(url, tmp_path):
    """Starts servers on the test's database; whatever still runs at the end is killed."""
    servers: list[Server] = []

    def start() -> Server:
        servers.append(Server(url, tmp_path / "server.log"))
        return servers[-1]

    yield start
    for server in servers:
        server.kill()


def test_acknowledged_actions_survive_sigkill(url, start_server, backend):
    seed = random.SystemRandom().randrange(2 ** 32)
    rng = random.Random(seed)
    print(f"crash-safety seed {seed} ({backend})")
    server = start_server()
    killed_in_flight, starting = 0, 0.0
    started = time.monotonic()
    for trial in range(TRIALS):
        answer = httpx.post(server.base + "/api/parties", json={**PARTY, "seed": rng.randrange(2 ** 40)}, timeout=10)
        assert answer.status_code == 201, answer.text
        driver = Driver(answer.json()["party"], answer.json()["token"], rng)
        failures: list[BaseException] = []
        thread = threading.Thread(target=play, args=(driver, server.base, failures))
        thread.start()
        time.sleep(rng.uniform(0, KILL_WINDOW))
        killed_in_flight += driver.in_flight
        server.kill()
        thread.join(timeout=10)
        assert not thread.is_alive(), f"trial {trial}: the driver hangs on a dead server"
        if failures:  # a wrong answer before the kill fails the test here
            raise failures[0]
        check_sqlite(url)
        check_stored(url, driver)
        begin = time.monotonic()
        server = start_server()  # the restart, which also serves the next trial
        starting += time.monotonic() - begin
        driver.run(server.base)    # the party continues to its end
        assert driver.finished, f"trial {trial} (seed {seed}): the party did not reach its end"
        check_stored(url, driver)
        view = httpx.get(f"{server.base}/api/parties/{driver.party}/seats/0/view", headers=driver.headers).json()
        assert view["phase"] == "finished" and view["version"] >= driver.version
    server.kill()
    check_sqlite(url)
    elapsed = time.monotonic() - started
    print(f"{TRIALS} trials in {elapsed:.1f} s ({starting:.1f} s starting the server), "
          f"{killed_in_flight} killed with a request in flight")
    assert killed_in_flight >= 1  # the kill window lies mostly inside the play


def test_the_check_refuses_a_lost_or_foreign_action():
    """The crash test's own check: an acknowledged action must be stored at
    its place; an unanswered one may be lost; nothing unsent may appear."""
    sent = [("pass", True), ("pass", False), ("pass", True), ("bid", False)]
    assert explains(sent, ["pass", "pass"])              # the unanswered pass was lost
    assert explains(sent, ["pass", "pass", "pass"])      # ... or stored
    assert explains(sent, ["pass", "pass", "pass", "bid"])
    assert not explains(sent, ["pass"])                  # an acknowledged pass is missing
    assert not explains(sent, ["pass", "pass", "bid", "pass"])
    assert not explains(sent, ["pass", "pass", "pass", "bid", "pass"])  # never sent
