"""WebSocket /api/parties/{party}/seats/{seat}/ws?token=...: the seat's view,
pushed after every stored action."""
from __future__ import annotations

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from talong.core.engine import GameError

from ..errors import body

router = APIRouter(prefix="/api/parties")


@router.websocket("/{party_id}/seats/{seat}/ws")
async def seat_socket(ws: WebSocket, party_id: str, seat: int, token: str = "") -> None:
    svc, hub = ws.app.state.service, ws.app.state.hub
    await ws.accept()
    try:
        table = svc.authorised(party_id, seat, token)
    except GameError as err:
        await ws.send_json({"type": "error", **body(err)})
        await ws.close(code=4403)
        return
    hub.subscribe(party_id, seat, ws)
    try:
        await ws.send_json({"type": "view", **table.payload(seat)})
        if table.ai_to_move() is not None:
            await hub.changed(table)
        while True:
            await ws.receive_text()  # the client only listens; anything it sends is ignored
    except WebSocketDisconnect:
        pass
    finally:
        hub.unsubscribe(party_id, seat, ws)
