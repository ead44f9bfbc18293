"""WebSocket /api/parties/{party}/seats/{seat}/ws: the seat's view, pushed
after every stored action.

The token never travels in the URL (URLs end up in logs): the client's
first message is {"type": "auth", "token": "..."}; the server checks it
before any table is built. Close codes: 4403 a token that does not open
the seat, 4400 no valid auth message within AUTH_TIMEOUT, 1003 a binary
frame (the API speaks JSON text only)."""
from __future__ import annotations

import asyncio
import json
import re

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from talong.core.engine import GameError

from ..errors import body

router = APIRouter(prefix="/api/parties")

AUTH_TIMEOUT = 10.0
SEAT = re.compile(r"^(0|[1-9][0-9]?)$")
BAD_AUTH, FORBIDDEN, BINARY = 4400, 4403, 1003


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
    await ws.accept()
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
    hub.subscribe(party_id, int(seat), ws)
    try:
        await ws.send_json({"type": "view", **await asyncio.to_thread(table.payload, int(seat))})
        await hub.kick(table)
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                break
            if message.get("text") is None:   # binary: refused with a close code, nothing logged
                await ws.close(code=BINARY)
                break
            # text from the client is ignored: it only listens
    except WebSocketDisconnect:
        pass
    finally:
        hub.unsubscribe(party_id, int(seat), ws)
