"""AI decisions in worker processes, never on the event loop.

A worker gets only what the seat may know - its view and its legal actions -
and the AI's name, builds the game's AI player by name (`talong.ai`) and
returns one action. Nothing of the table (other hands, the party seed) is
sent. The player is built per decision with a seed derived from the party
seed and the position, so a decision does not depend on which worker makes
it nor on what that worker decided before (AI players are pure functions of
(view, legal actions), docs/architecture.md).
"""
from __future__ import annotations

import asyncio
import hashlib
import multiprocessing
import os
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from talong.ai import make_player


class AIFailure(RuntimeError):
    """An AI player returned something that is not one of the legal actions:
    a bug in the AI, never a user error."""


def decision_seed(party_seed: int, number: int, index: int, seat: int, table_no: int = 0) -> int:
    """The AI's seed for one decision: from the party seed and the position
    (deal, table, action index, seat), so a rebuilt table decides the same."""
    digest = hashlib.sha256(f"{party_seed}:{number}:{table_no}:{index}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def decide(game: str, ai: str, seed: int, view: dict[str, Any], legal: list[str]) -> str:
    """One AI decision (runs in a worker process)."""
    action = make_player(game, ai, seed=seed).choose(view, list(legal))
    if action not in legal:
        raise AIFailure(f"the AI {ai!r} of {game} chose {action!r}, which is not one of the legal actions")
    return action


def _exit_with_parent(parent: int) -> None:
    """A worker's initializer. A ProcessPoolExecutor worker waits on a queue
    whose write end it holds itself, so a server killed with SIGKILL (a
    crash, an OOM kill) would leave it running for ever: it watches the
    server's pid instead and exits once the server is gone."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)
    threading.Thread(target=watch, name="talong-parent-watch", daemon=True).start()


def default_workers() -> int:
    """TALONG_AI_WORKERS, else the CPU count (at least 1)."""
    value = os.environ.get("TALONG_AI_WORKERS")
    return int(value) if value else max(1, os.cpu_count() or 1)


class AIPool:
    """The worker processes shared by every table of one server process.
    `executor` is injectable (tests pass a thread pool to reach a player
    they replace); the default is a spawn-started ProcessPoolExecutor, so
    no worker inherits the server's threads or its database connection."""

    def __init__(self, workers: int | None = None, executor: Executor | None = None) -> None:
        self.workers = workers or default_workers()
        self._executor = executor

    @property
    def executor(self) -> Executor:
        if self._executor is None:  # started on first use: a server without AI seats spawns nothing
            self._executor = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=_exit_with_parent, initargs=(os.getpid(),))
        return self._executor

    async def decide(self, game: str, ai: str, seed: int, view: dict[str, Any], legal: list[str]) -> str:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, decide, game, ai, seed, view, legal)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
