"""WebSocket /api/parties/{party}/seats/{seat}/ws: the seat's view, pushed
after every stored action; /api/parties/{party}/spectate/ws: the
spectator's (view(None)), where the table allows spectators.

Every socket first checks its Origin (absent: a non-browser client; else
the request's own host or one listed in TALONG_ALLOWED_ORIGINS): a page of
another site is closed with 4403 before anything is read.

The token never travels in the URL (URLs end up in logs): the client's
first message is {"type": "auth", "token": "..."}; the server checks it
before any table is built. Close codes: 4403 a token that does not open
the seat, 4400 no valid auth message within AUTH_TIMEOUT, 1003 a binary
frame (the API speaks JSON text only)."""
from __future__ import annotations

import asyncio
import json
import os
import re
from urllib.parse import urlsplit

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from talong.core.engine import GameError

from ..errors import body
from .friends import spectator_table

router = APIRouter(prefix="/api/parties")

AUTH_TIMEOUT = 10.0
SEAT = re.compile(r"^(0|[1-9][0-9]?)$")
BAD_AUTH, FORBIDDEN, BINARY = 4400, 4403, 1003


ORIGIN_RULE = "WebSocket Origin: this site's own pages or TALONG_ALLOWED_ORIGINS (docs/web.md)"


def origin_allowed(ws: WebSocket) -> bool:
    origin = ws.headers.get("origin")
    if origin is None:
        return True
    allowed = {o.strip().rstrip("/") for o in os.environ.get("TALONG_ALLOWED_ORIGINS", "").split(",") if o.strip()}
    if origin.rstrip("/") in allowed:
        return True
    return urlsplit(origin).netloc.lower() == ws.headers.get("host", "").lower() != ""


async def _accepted(ws: WebSocket) -> bool:
    """Accept the socket; close it at once (4403) if its Origin is foreign."""
    await ws.accept()
    if origin_allowed(ws):
        return True
    await _refuse(ws, FORBIDDEN, "this page's origin may not open the table's socket", ORIGIN_RULE)
    return False


async def _refuse(ws: WebSocket, code: int, error: str, rule: str) -> None:
    await ws.send_json({"type": "error", "error": error, "rule": rule})
    await ws.close(code=code)


async def _auth_token(ws: WebSocket) -> str | None:
    """The token of the first message, or None (the socket is then closed)."""
    try:
        message = await asyncio.wait_for(ws.receive(), AUTH_TIMEOUT)
    except TimeoutError:
        await _refuse(ws, BAD_AUTH, f"no auth message within {AUTH_TIMEOUT:g} s", "live updates (docs/web.md)")
        return None
    if message["type"] == "websocket.disconnect":
        return None
    if message.get("text") is None:
        await ws.close(code=BINARY)
        return None
    try:
        data = json.loads(message["text"])
    except ValueError:
        data = None
    if not (isinstance(data, dict) and data.get("type") == "auth" and isinstance(data.get("token"), str)):
        await _refuse(ws, BAD_AUTH, 'the first message must be {"type": "auth", "token": "<seat token>"}',
                      "live updates (docs/web.md)")
        return None
    return data["token"]


@router.websocket("/{party_id}/seats/{seat}/ws")
async def seat_socket(ws: WebSocket, party_id: str, seat: str) -> None:
    svc, hub = ws.app.state.service, ws.app.state.hub
    if not await _accepted(ws):
        return
    if not SEAT.match(seat):
        await _refuse(ws, BAD_AUTH, f"seat {seat[:8]!r} is not a seat number", "request format (docs/web.md)")
        return
    token = await _auth_token(ws)
    if token is None:
        return
    try:
        table = await asyncio.to_thread(svc.authorised, party_id, int(seat), token)
    except GameError as err:
        await ws.send_json({"type": "error", **body(err)})
        await ws.close(code=FORBIDDEN)
        return
    holder = table.holder(int(seat))
    if not await asyncio.to_thread(svc.store.check_token, party_id, int(seat), token):   # handed over meanwhile
        await _refuse(ws, FORBIDDEN, f"this token no longer opens seat {seat}", "host: handover (docs/web.md)")
        return
    hub.subscribe(party_id, int(seat), ws, holder)
    try:
        reclaimed = await asyncio.to_thread(table.reclaim, int(seat))   # a holder who comes back takes it back
        # checked against the store: this copy may have missed a change made through another process
        await ws.send_json({"type": "view", **await asyncio.to_thread(table.fresh_payload, int(seat))})
        if reclaimed:
            await hub.seats_changed(table)
        elif table.friends:
            await hub.push_people(table)
        await hub.kick(table)
        await _listen(ws)
    finally:
        hub.unsubscribe(party_id, int(seat), ws)
        if table.friends:
            await hub.push_people(table)


async def _listen(ws: WebSocket) -> None:
    """Until the client goes: text from the client is ignored (it only listens)."""
    try:
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                return
            if message.get("text") is None:   # binary: refused with a close code, nothing logged
                await ws.close(code=BINARY)
                return
    except (WebSocketDisconnect, RuntimeError):   # RuntimeError: the server closed it (a handover)
        return


@router.websocket("/{party_id}/spectate/ws")
async def spectator_socket(ws: WebSocket, party_id: str) -> None:
    """The spectator's payload (view(None)) after every change; no auth message."""
    svc, hub = ws.app.state.service, ws.app.state.hub
    if not await _accepted(ws):
        return
    try:
        table = await asyncio.to_thread(spectator_table, svc, party_id)
    except GameError as err:
        await ws.send_json({"type": "error", **body(err)})
        await ws.close(code=FORBIDDEN)
        return
    hub.subscribe(party_id, None, ws)
    try:
        await ws.send_json({"type": "view", **await asyncio.to_thread(table.fresh_payload, None)})
        await _listen(ws)
    finally:
        hub.unsubscribe(party_id, None, ws)
