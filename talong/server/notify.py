"""The bus that carries "party P changed (version v)" between the server
processes on one database.

On SQLite there is one server process: `LocalBus` carries nothing, the hub
pushes to its own sockets. On PostgreSQL several processes serve the same
parties: `PgBus` sends every stored change with NOTIFY and LISTENs on a
connection of its own (psycopg 3), so a player connected to process A sees
at once what was played through process B. A notice only says which party
changed; the receiver reads the truth from the store. A listener that lost
its connection reconnects and then refreshes every table it shows.
"""
from __future__ import annotations

import asyncio
import logging
import os
import secrets
from typing import Any, Callable, Coroutine, Protocol

log = logging.getLogger("talong.server")

CHANNEL = "talong_tables"
LISTENER = "talong listen"   # application_name of the listening connection, with the process id
Notice = Callable[[str, int], Coroutine[Any, Any, None]]
Gap = Callable[[], Coroutine[Any, Any, None]]   # notices may have been lost: refresh from the store


class Bus(Protocol):
    async def start(self, on_notice: Notice, on_gap: Gap | None = None) -> None: ...
    async def publish(self, party_id: str, version: int) -> None: ...
    async def close(self) -> None: ...


class LocalBus:
    """One process: the hub's own push is all there is."""

    async def start(self, on_notice: Notice, on_gap: Gap | None = None) -> None:
        return None

    async def publish(self, party_id: str, version: int) -> None:
        return None

    async def close(self) -> None:
        return None


def conninfo(url: str) -> str:
    """A libpq URL from a SQLAlchemy one: postgresql+psycopg://… -> postgresql://…"""
    scheme, sep, rest = url.partition("://")
    return f"{scheme.split('+')[0]}{sep}{rest}"


def is_postgres(url: str | None) -> bool:
    return bool(url) and url.partition("://")[0].split("+")[0] in ("postgresql", "postgres")


class PgBus:
    """LISTEN/NOTIFY on PostgreSQL. Each process tags its notices with its
    own origin and skips them when they come back.

    Sending never holds up a request: `publish` queues the notice and a
    sender task sends everything queued in one statement (one transaction),
    on a connection with synchronous_commit off. A notice needs no fsync of
    its own: the change it announces was committed, durably, before it was
    published, and a notice lost in a crash is lost with the listeners'
    connections anyway.

    The listening connection is watched: when it drops (a database restart,
    an administrator's pg_terminate_backend) it is opened again, and since
    the notices of the gap are lost, `on_gap` then refreshes what this
    process shows."""

    RETRY = (0.1, 0.5, 1.0, 2.0, 5.0)   # seconds before each reconnection attempt (the last repeats)
    PING = 30.0   # seconds between pings of the listening connection (between notices)
    TIMEOUT = 10.0   # a statement on the bus's connections that takes longer means a dead connection

    def __init__(self, url: str) -> None:
        self.conninfo = conninfo(url)
        self.origin = secrets.token_hex(6)
        self.reconnects = 0   # of the listening connection, for the logs and the tests
        self._listen: Any = None   # psycopg.AsyncConnection, made in start()
        self._send: Any = None
        self._tasks: list[asyncio.Task] = []
        self._pending: dict[str, int] = {}   # party -> newest version not sent yet
        self._wake = asyncio.Event()

    async def start(self, on_notice: Notice, on_gap: Gap | None = None) -> None:
        self._on_notice, self._on_gap = on_notice, on_gap
        self._listen = await self._listener()
        self._send = await self._sender()
        self._tasks = [asyncio.create_task(self._receive()), asyncio.create_task(self._send_queued())]

    async def _listener(self) -> Any:
        import psycopg

        # named, so that an administrator (or a test) finds it in pg_stat_activity
        conn = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True,
                                                      application_name=f"{LISTENER} {os.getpid()}")
        await conn.execute(f"LISTEN {CHANNEL}")
        return conn

    async def _sender(self) -> Any:
        import psycopg

        conn = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
        await conn.execute("SET synchronous_commit TO off")
        return conn

    # --- receiving -----------------------------------------------------------------
    async def _receive(self) -> None:
        import psycopg

        while True:
            try:
                async for notice in self._listen.notifies(timeout=self.PING):
                    self._dispatch(notice.payload)
                await asyncio.wait_for(self._listen.execute("SELECT 1"), self.TIMEOUT)   # still there?
            except (psycopg.Error, OSError, TimeoutError) as err:
                log.warning("the LISTEN connection to the database was lost (%s): reconnecting", err)
                self._listen = await self._reconnect(self._listen, self._listener)
                self.reconnects += 1
                log.warning("the LISTEN connection is back: refreshing the tables this process shows")
                if self._on_gap is not None:   # the notices of the gap are lost
                    asyncio.create_task(self._on_gap()).add_done_callback(_log_failure)

    def _dispatch(self, payload: str) -> None:
        try:
            origin, party_id, version = payload.split(" ")
            number = int(version)
        except ValueError:
            log.warning("a notice on %s that is not talong's was ignored: %r", CHANNEL, payload[:100])
            return
        if origin != self.origin:   # each notice on its own: a failing one never stops the listener
            asyncio.create_task(self._on_notice(party_id, number)).add_done_callback(_log_failure)

    async def _reconnect(self, old: Any, connect: Callable[[], Coroutine[Any, Any, Any]]) -> Any:
        """A new connection in place of `old`, trying until the database answers."""
        import psycopg

        if old is not None:
            try:
                await asyncio.wait_for(old.close(), self.TIMEOUT)
            except (psycopg.Error, OSError, TimeoutError):
                pass
        attempt = 0
        while True:
            await asyncio.sleep(self.RETRY[min(attempt, len(self.RETRY) - 1)])
            attempt += 1
            try:
                return await asyncio.wait_for(connect(), self.TIMEOUT)
            except (psycopg.Error, OSError, TimeoutError) as err:
                log.warning("reconnecting to the database for live updates failed (attempt %d): %s", attempt, err)

    # --- sending -------------------------------------------------------------------
    async def publish(self, party_id: str, version: int) -> None:
        self._pending[party_id] = max(version, self._pending.get(party_id, version))
        self._wake.set()

    async def _send_queued(self) -> None:
        """Send the queued notices, all of them in one statement; what queues
        up while one is on its way goes in the next (like a group commit)."""
        import psycopg

        while True:
            await self._wake.wait()
            self._wake.clear()
            batch, self._pending = self._pending, {}
            payloads = [f"{self.origin} {party} {version}" for party, version in batch.items()]
            try:
                await asyncio.wait_for(self._send.execute(
                    "SELECT pg_notify(%s, p) FROM unnest(%s::text[]) AS p", (CHANNEL, payloads)), self.TIMEOUT)
            except (psycopg.Error, OSError, TimeoutError) as err:
                log.warning("sending %d live update(s) to the other processes failed (%s): reconnecting",
                            len(payloads), err)
                for party, version in batch.items():   # sent again, merged with what queued meanwhile
                    self._pending[party] = max(version, self._pending.get(party, version))
                self._wake.set()
                self._send = await self._reconnect(self._send, self._sender)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for conn in (self._listen, self._send):
            if conn is not None:
                await conn.close()


def _log_failure(task: asyncio.Task) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("a live update from another process failed", exc_info=task.exception())


def bus_for(url: str | None) -> Bus:
    return PgBus(url) if is_postgres(url) else LocalBus()
