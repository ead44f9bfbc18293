"""Live updates: WebSocket subscribers per seat, and the AI seats acting
server-side at a human pace. Connections are kept in memory (one process);
everything they show is rebuilt from the store, so a restart loses nothing
but the open sockets, which the browser reopens."""
from __future__ import annotations

import asyncio
import logging

from fastapi import WebSocket

from .tables import Table

log = logging.getLogger("talong.server")


class Hub:
    def __init__(self) -> None:
        self.sockets: dict[str, set[tuple[int, WebSocket]]] = {}
        self.tasks: dict[str, asyncio.Task] = {}

    def subscribe(self, party_id: str, seat: int, ws: WebSocket) -> None:
        self.sockets.setdefault(party_id, set()).add((seat, ws))

    def unsubscribe(self, party_id: str, seat: int, ws: WebSocket) -> None:
        self.sockets.get(party_id, set()).discard((seat, ws))

    async def push(self, table: Table) -> None:
        """Send every subscribed seat its own new view (never another seat's)."""
        for seat, ws in list(self.sockets.get(table.id, ())):
            try:
                await ws.send_json({"type": "view", **table.payload(seat)})
            except Exception:  # a closed socket: the browser reconnects and reloads
                self.unsubscribe(table.id, seat, ws)

    async def changed(self, table: Table) -> None:
        """After a stored change: tell the seats, then let AI seats act."""
        await self.push(table)
        if table.ai_delay <= 0:
            while table.ai_step():
                await self.push(table)
        elif table.ai_to_move() is not None:
            task = self.tasks.get(table.id)
            if task is None or task.done():
                self.tasks[table.id] = asyncio.create_task(self._run_ai(table))

    async def _run_ai(self, table: Table) -> None:
        try:
            while table.ai_to_move() is not None:
                await asyncio.sleep(table.ai_delay)
                if table.ai_step():
                    await self.push(table)
        except Exception:
            log.exception("AI seat failed at party %s", table.id)

    async def close(self) -> None:
        for task in self.tasks.values():
            task.cancel()
