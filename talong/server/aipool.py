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


# Background work (the AI-only companion tables, bridge's other table) runs in its
# own workers at a lower CPU priority: a player waiting on an AI seat never queues
# behind a table nobody watches, and the OS gives the interactive workers the CPU first.
BACKGROUND_NICE = 10


def _background_worker(parent: int) -> None:
    os.nice(BACKGROUND_NICE)
    _exit_with_parent(parent)


def default_workers() -> int:
    """TALONG_AI_WORKERS, else the CPU count (at least 1)."""
    value = os.environ.get("TALONG_AI_WORKERS")
    return int(value) if value else max(1, os.cpu_count() or 1)


class AIPool:
    """The worker processes shared by every table of one server process:
    `workers` for the decisions a table waits on, and half as many (at least
    one), niced, for background tables. The executors are injectable (tests
    pass thread pools to reach a player they replace; `background` defaults
    to `executor` then); the defaults are spawn-started ProcessPoolExecutors,
    so no worker inherits the server's threads or its database connection."""

    def __init__(self, workers: int | None = None, executor: Executor | None = None,
                 background: Executor | None = None) -> None:
        self.workers = workers or default_workers()
        self._executor = executor
        self._background = background or executor

    @property
    def executor(self) -> Executor:
        if self._executor is None:  # started on first use: a server without AI seats spawns nothing
            self._executor = self._processes(self.workers, _exit_with_parent)
        return self._executor

    @property
    def background_executor(self) -> Executor:
        if self._background is None:
            self._background = self._processes(max(1, self.workers // 2), _background_worker)
        return self._background

    @staticmethod
    def _processes(workers: int, initializer) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=initializer, initargs=(os.getpid(),))

    async def decide(self, game: str, ai: str, seed: int, view: dict[str, Any], legal: list[str],
                     background: bool = False) -> str:
        """One decision; `background` for a table no player waits on."""
        loop = asyncio.get_running_loop()
        executor = self.background_executor if background else self.executor
        return await loop.run_in_executor(executor, decide, game, ai, seed, view, legal)

    def close(self) -> None:
        for executor in {self._executor, self._background} - {None}:   # one shutdown when they are the same
            executor.shutdown(wait=False, cancel_futures=True)
        self._executor = self._background = None
