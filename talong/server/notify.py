"""The bus that carries "party P changed (version v)" between the server
processes on one database.

On SQLite there is one server process: `LocalBus` carries nothing, the hub
pushes to its own sockets. On PostgreSQL several processes serve the same
parties: `PgBus` sends every stored change with NOTIFY and LISTENs on a
connection of its own (psycopg 3), so a player connected to process A sees
at once what was played through process B. A notice only says which party
changed; the receiver reads the truth from the store.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any, Callable, Coroutine, Protocol

log = logging.getLogger("talong.server")

CHANNEL = "talong_tables"
Notice = Callable[[str, int], Coroutine[Any, Any, None]]


class Bus(Protocol):
    async def start(self, on_notice: Notice) -> None: ...
    async def publish(self, party_id: str, version: int) -> None: ...
    async def close(self) -> None: ...


class LocalBus:
    """One process: the hub's own push is all there is."""

    async def start(self, on_notice: Notice) -> None:
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
    own origin and skips them when they come back."""

    def __init__(self, url: str) -> None:
        self.conninfo = conninfo(url)
        self.origin = secrets.token_hex(6)
        self._listen: Any = None   # psycopg.AsyncConnection, made in start()
        self._send: Any = None
        self._task: asyncio.Task | None = None

    async def start(self, on_notice: Notice) -> None:
        import psycopg

        self._listen = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
        self._send = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
        await self._listen.execute(f"LISTEN {CHANNEL}")
        self._task = asyncio.create_task(self._receive(on_notice))

    async def _receive(self, on_notice: Notice) -> None:
        async for notice in self._listen.notifies():
            origin, party_id, version = notice.payload.split(" ")
            if origin != self.origin:   # each notice on its own: a failing one never stops the listener
                asyncio.create_task(on_notice(party_id, int(version))).add_done_callback(_log_failure)

    async def publish(self, party_id: str, version: int) -> None:
        await self._send.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{self.origin} {party_id} {version}"))

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        for conn in (self._listen, self._send):
            if conn is not None:
                await conn.close()


def _log_failure(task: asyncio.Task) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("a live update from another process failed", exc_info=task.exception())


def bus_for(url: str | None) -> Bus:
    return PgBus(url) if is_postgres(url) else LocalBus()
