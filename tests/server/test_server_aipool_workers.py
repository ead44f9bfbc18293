"""A server killed with SIGKILL (the crash-safety trials, an OOM kill) must
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
from pathlib import Path

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
