"""The AI worker processes (talong/server/aipool.py). A server killed with SIGKILL (the crash-safety trials, an OOM kill) must
not leave its AI worker processes behind: a ProcessPoolExecutor worker waits
on a queue whose write end it holds itself, so it never sees its parent go.
Each worker watches its parent and exits once the parent is gone
(talong/server/aipool.py)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from fastapi.testclient import TestClient

from talong.server.aipool import BACKGROUND_NICE, AIPool
from talong.server.app import create_app

from server_helpers import auth, new_party

SCRIPT = """
import asyncio, os, sys, time
from talong.server.aipool import AIPool

async def main():
    pool = AIPool(workers=2)
    view = {}
    # one decision of a real game starts the workers
    from talong.games import get_game
    state = get_game("vira").deal({"players": 3}, seed=1)
    seat = state.to_move()
    await pool.decide("vira", "basic", 1, state.view(seat), state.legal_actions())
    print(" ".join(str(p) for p in pool.executor._processes), flush=True)
    time.sleep(600)

asyncio.run(main())
"""


def alive(pid: int) -> bool:
    """Running (a zombie nobody reaps counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(") ")[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"


def test_the_ai_workers_of_a_killed_server_exit():
    server = subprocess.Popen([sys.executable, "-c", SCRIPT], stdout=subprocess.PIPE, text=True,
                              cwd=Path(__file__).resolve().parents[2])
    workers = [int(p) for p in server.stdout.readline().split()]
    assert workers and all(alive(p) for p in workers)
    os.kill(server.pid, signal.SIGKILL)
    server.wait(10)
    deadline = time.monotonic() + 15
    while any(alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [p for p in workers if alive(p)]
    for pid in left:   # do not leave them behind even when the test fails
        os.kill(pid, signal.SIGKILL)
    assert not left, f"AI workers {left} outlived their server"


def test_background_tables_think_in_their_own_lower_priority_workers():
    """Issue 14 item 1: "One table's long AI think never delays another
    table's action". The AI-only tables (bridge's other table) get their
    own workers, niced, so a decision a player waits on never queues behind
    them and gets the CPU first."""
    pool = AIPool(workers=2)
    try:
        interactive = pool.executor.submit(os.nice, 0).result(60)
        background = pool.background_executor.submit(os.nice, 0).result(60)
        assert background == interactive + BACKGROUND_NICE
        assert pool.background_executor is not pool.executor
    finally:
        pool.close()


class Counting(ThreadPoolExecutor):
    def __init__(self) -> None:
        super().__init__(1)
        self.calls = 0

    def submit(self, fn, /, *args, **kwargs):
        self.calls += 1
        return super().submit(fn, *args, **kwargs)


def test_the_other_table_of_a_bridge_board_is_played_in_the_background_workers(tmp_path):
    """The companion table thinks in the background workers while the
    player's own table is played; once that is over and waits for it, the
    rest of its decisions go to the interactive workers (the player waits on
    them then; live.py `_ai_run`). How many go where depends on which table
    ends first; none is lost or counted twice. Every AI decision of the
    player's own table goes to the interactive ones."""
    main, background = Counting(), Counting()
    pool = AIPool(2, executor=main, background=background)
    app = create_app(f"sqlite:///{tmp_path}/talong.sqlite", ai_delay=0, pool=pool)
    with TestClient(app) as client:
        party, seat, token, view = new_party(client, game="bridge", seat=2, ai="basic",
                                             length={"unit": "deals", "value": 1})
        deadline = time.monotonic() + 120
        while view["phase"] != "finished" and time.monotonic() < deadline:
            if view["legal_actions"]:
                client.post(f"/api/parties/{party}/seats/{seat}/actions", headers=auth(token),
                            json={"version": view["version"], "actions": [view["legal_actions"][0]]})
            else:
                time.sleep(0.05)
            view = client.get(f"/api/parties/{party}/seats/{seat}/view", headers=auth(token)).json()
        assert view["phase"] == "finished"
        deal = client.app.state.service.store.record(party)["deals"][0]
    pool.close()
    own = sum(1 for entry in deal["actions"] if entry["seat"] != seat)
    companion = len(deal["companions"][0]["actions"])
    assert background.calls > 0 and own > 0 and main.calls >= own
    assert background.calls + main.calls == own + companion


def test_a_new_server_loads_what_the_first_settlement_needs_in_the_background():
    """Issue 9 item 6, "The player's last card is answered at once": the
    first settled bridge board of a server process used to load DDS (about a
    second, several under load) while its player waited at the last card.
    The app's start warms every game up in the background, once per process."""
    import subprocess
    import sys
    script = ("import sys, time; from fastapi.testclient import TestClient; from talong.server.app import create_app\n"
              "with TestClient(create_app(sys.argv[1])) as client:\n"
              "    assert client.get('/api/games').status_code == 200\n"
              "print('endplay' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", script, "sqlite:///:memory:"], capture_output=True, text=True,
                         timeout=120, check=True).stdout.split()
    assert out[-1] == "True"   # the board review's DDS was loaded by the start, before any board was settled
