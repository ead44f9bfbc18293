"""Live updates and the AI seats.

The hub keeps the WebSocket subscribers of this process per seat and drives
every table's AI seats: each decision is made in the worker pool (aipool.py)
from the seat's own view, and every engine or database step runs in a
thread, so the event loop only waits. One table's long think never delays
another table's request or push.

With AI delay 0, a run of consecutive AI actions is decided first and then
stored in ONE transaction before anyone is told; with a delay, each action
is stored and pushed on its own at a human pace. Companion tables (contract
C1: bridge's other table) are played in the background the same way and
stored in one transaction each.

Every stored change is published on the bus (notify.py): other server
processes on the same database refresh their copy and push to their own
sockets.
"""
from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from .aipool import AIPool
from .notify import Bus, LocalBus
from .tables import COMPANIONS, Table, TableService

log = logging.getLogger("talong.server")
THREADS = 16   # engine and database threads per process (one pooled PostgreSQL connection each: db.POOL_SIZE)


PRESENCE_SWEEP = 1.0   # seconds between checks for seats whose holder went away (seating.py)


class Hub:
    def __init__(self, service: TableService, pool: AIPool, bus: Bus | None = None) -> None:
        self.service, self.pool = service, pool
        self.bus: Bus = bus or LocalBus()
        # party -> (seat, socket); seat None: a spectator
        self.sockets: dict[str, set[tuple[int | None, WebSocket]]] = {}
        self.drivers: dict[str, asyncio.Task] = {}
        self.companions: dict[tuple[str, int, int], asyncio.Task] = {}
        self.presence: dict[str, tuple] = {}   # party -> the presence last pushed
        self.holders: dict[WebSocket, int] = {}   # a seat socket -> the seat's holder when it authenticated
        self._sweeper: asyncio.Task | None = None

    async def start(self) -> None:
        # The threads that run engine and database work: most of their time is spent waiting for the
        # database, so more of them than asyncio's default (CPU count + 4), within the store's pool.
        asyncio.get_running_loop().set_default_executor(
            ThreadPoolExecutor(max_workers=THREADS, thread_name_prefix="talong"))
        await self.bus.start(self.on_notice, self.on_gap)
        self._sweeper = asyncio.create_task(self._sweep())
        self._sweeper.add_done_callback(_log_failure)

    # --- sockets -----------------------------------------------------------------
    def subscribe(self, party_id: str, seat: int | None, ws: WebSocket, holder: int = 0) -> None:
        self.sockets.setdefault(party_id, set()).add((seat, ws))
        self.holders[ws] = holder
        busy = self.service.busy   # a table with open sockets stays cached (its presence with it)
        busy[party_id] = busy.get(party_id, 0) + 1
        table = self.service.cached(party_id)
        if table is not None and seat is not None:
            table.connected(seat, +1)

    def unsubscribe(self, party_id: str, seat: int | None, ws: WebSocket) -> None:
        subs = self.sockets.get(party_id)
        if subs is not None and (seat, ws) in subs:
            subs.discard((seat, ws))
            self.holders.pop(ws, None)
            if not subs:
                del self.sockets[party_id]
            busy = self.service.busy
            busy[party_id] -= 1
            if not busy[party_id]:
                del busy[party_id]
            table = self.service.cached(party_id)
            if table is not None and seat is not None:
                table.connected(seat, -1)

    async def _send(self, table: Table, build) -> None:
        """Send each subscriber of `table` its own message `build(seat)`
        (built in a thread, never another seat's)."""
        for seat in {seat for seat, ws in self.sockets.get(table.id, ()) if seat is not None
                     and self.holders.get(ws) != table.holder(seat)}:
            await self.revoke(table, seat)   # handed over (here or through another process)
        subs = list(self.sockets.get(table.id, ()))
        if not subs:
            return
        seats = {seat for seat, _ in subs}
        messages = await asyncio.to_thread(lambda: {seat: build(seat) for seat in seats})
        for seat, ws in subs:
            try:
                await ws.send_json(messages[seat])
            except (WebSocketDisconnect, RuntimeError, OSError):   # closed: the browser reconnects and reloads
                self.unsubscribe(table.id, seat, ws)

    async def push(self, table: Table) -> None:
        """Send every subscribed seat of this process its own new view."""
        await self._send(table, lambda seat: {"type": "view", **table.payload(seat)})
        self.presence[table.id] = table.presence()

    async def push_chat(self, table: Table, message: dict) -> None:
        await self._send(table, lambda seat: {"type": "chat", "message": message})
        await self.bus.publish(table.id, table.version)

    async def push_people(self, table: Table) -> None:
        self.presence[table.id] = table.presence()
        await self._send(table, lambda seat: {"type": "people", "people": table.people(seat)})

    async def revoke(self, table: Table, seat: int) -> None:
        """The host handed `seat` over: its holder's sockets here are closed
        (4403) and get nothing more of the table."""
        stale = [sub for sub in self.sockets.get(table.id, ()) if sub[0] == seat
                 and self.holders.get(sub[1]) != table.holder(seat)]
        for subscriber, ws in stale:
            self.unsubscribe(table.id, subscriber, ws)
            try:
                await ws.send_json({"type": "error", "error": f"the host handed seat {seat} over",
                                    "rule": "host: handover (docs/web.md)"})
                await ws.close(code=4403)
            except (WebSocketDisconnect, RuntimeError, OSError):
                pass

    async def seats_changed(self, table: Table) -> None:
        """The seats changed (a join, the start, a handover, leave, reclaim):
        every seat sees the new people; the AI plays what it now holds."""
        await self.push(table)
        await self.bus.publish(table.id, table.version)
        await self.kick(table, wait=table.ai_delay <= 0)

    async def _sweep(self) -> None:
        """A holder offline past `away_after` hands the seat to the AI at its
        next decision: check the live tables of friends once a second."""
        while True:
            await asyncio.sleep(PRESENCE_SWEEP)
            for table in self.service.live_tables():
                if not table.friends:
                    continue
                if self.presence.get(table.id) != table.presence():
                    await self.push_people(table)
                    await self.kick(table)

    async def publish(self, table: Table) -> None:
        """A stored change: push to this process's sockets, tell the others."""
        await self.push(table)
        await self.bus.publish(table.id, table.version)

    async def on_notice(self, party_id: str, version: int) -> None:
        """Another process stored a change of `party_id`: refresh the copy
        here (if any) from the store and push it to the sockets here."""
        table = self.service.cached(party_id)
        if table is None and party_id not in self.sockets:
            return
        if table is None:
            table = await asyncio.to_thread(self.service.table, party_id)
        else:   # a change of the seats or the chat keeps the version: refresh anyway
            await asyncio.to_thread(_refresh, table)
        await self.push(table)

    async def on_gap(self) -> None:
        """Notices from the other processes may have been lost (the bus
        reconnected): refresh every table with a socket here and push it."""
        for party_id in list(self.sockets):
            await self.on_notice(party_id, -1)

    # --- driving the table ----------------------------------------------------------
    async def changed(self, table: Table) -> None:
        """After a stored change by a request: tell the seats, start the
        companion tables a new deal needs, let the AI seats act. With AI
        delay 0 the request waits for the AI run (off the loop) so that its
        answer shows the table at the human's next turn."""
        await self.publish(table)
        await self.kick(table, wait=table.ai_delay <= 0)

    async def kick(self, table: Table, wait: bool = False) -> None:
        """Make sure the AI seats and companion tables of `table` are being played."""
        for number, index, spec in await asyncio.to_thread(table.companions_missing):
            key = (table.id, number, index)
            task = self.companions.get(key)
            if task is None or task.done():
                self._spawn(table.id, self._play_companion(table, number, index, spec), self.companions, key)
        if table.ai_to_move_now():
            task = self.drivers.get(table.id)
            if task is None or task.done():
                task = self._spawn(table.id, self._drive(table.id), self.drivers, table.id)
            if wait:
                await asyncio.shield(task)

    def _spawn(self, party_id: str, work, registry: dict, key) -> asyncio.Task:
        """A background task that keeps its table in the cache while it runs
        and leaves `registry` when it ends."""
        busy = self.service.busy
        busy[party_id] = busy.get(party_id, 0) + 1

        async def run() -> None:
            try:
                await work
            finally:
                busy[party_id] -= 1
                if not busy[party_id]:
                    del busy[party_id]
                if registry.get(key) is task:
                    del registry[key]
        task = registry[key] = asyncio.create_task(run())
        task.add_done_callback(_log_failure)
        return task

    async def _drive(self, party_id: str) -> None:
        """Let the AI seats act until a human is to move (or the deal ends)."""
        stored = False
        while True:
            table = await asyncio.to_thread(self.service.table, party_id)
            # right after commit_ai checked the store and stored the run, no second check
            turn = await asyncio.to_thread(table.ai_turn, stored)
            if turn is None:
                return
            version, number, index, state = turn
            if table.ai_delay > 0:
                await asyncio.sleep(table.ai_delay)
            run = await self._ai_run(table, state, number, index, single=table.ai_delay > 0)
            if run is None:
                return   # an AI failed: logged and shown; the next touch tries again
            entries, end = run
            stored = bool(entries) and await asyncio.to_thread(table.commit_ai, version, entries, end)
            if stored:
                await self.publish(table)

    async def _ai_run(self, table: Table, state, number: int, index: int, single: bool, table_no: int = 0,
                      ai: str | None = None) -> tuple[list[tuple[int, str]], Any] | None:
        """Decide consecutive AI actions from `state` (one if `single`), each
        in the pool from the seat's own view; None if the AI failed."""
        entries: list[tuple[int, str]] = []
        while True:
            request = await asyncio.to_thread(table.ai_request, state, number, index + len(entries), table_no, ai)
            if request is None:
                break
            # A companion table thinks in the background workers until the player's
            # own table is over and waits for it: from then on a player waits on it.
            background = table_no > 0 and table.phase != COMPANIONS
            try:
                action = await self.pool.decide(table.stored.game, request.ai, request.seed,
                                                request.view, request.legal, background=background)
            except Exception:   # not hidden: an AI failure is a bug, logged at ERROR and shown at the table
                log.error("AI player %r failed at party %s, deal %s, table %s, seat %s: the seat waits",
                          request.ai, table.id, number, table_no + 1, request.seat, exc_info=True)
                table.ai_failed(request.seat, request.ai, table_no)
                await self.push(table)
                return None
            state = await asyncio.to_thread(state.apply, action)
            entries.append((request.seat, action))
            if single:
                break
        return entries, state

    async def _play_companion(self, table: Table, number: int, index: int, spec: dict[str, Any]) -> None:
        """Play companion table `index` of deal `number` with AI players
        only and store it in one transaction (contract C1)."""
        start = await asyncio.to_thread(table.companion_start, index)
        run = await self._ai_run(table, start, number, 0, single=False, table_no=index + 1, ai=str(spec["ai"]))
        if run is None:
            return
        entries, end = run
        result = await asyncio.to_thread(end.result)
        if await asyncio.to_thread(table.store_companion, number, index, entries, result):
            await self.publish(table)
            await self.kick(table)

    async def close(self) -> None:
        tasks = [*self.drivers.values(), *self.companions.values(), *([self._sweeper] if self._sweeper else [])]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self.bus.close()


def _log_failure(task: asyncio.Task) -> None:
    """A background task that raised (a database failure, a bug) is logged
    at ERROR with its traceback, never lost."""
    if not task.cancelled() and task.exception() is not None:
        log.error("a background table task failed", exc_info=task.exception())


def _refresh(table: Table) -> None:
    with table.lock:
        retired, table.retired = table.retired, True   # force the stored-version check once
        try:
            table.check_stored()
            table.reload_chat()
        finally:
            table.retired = retired
