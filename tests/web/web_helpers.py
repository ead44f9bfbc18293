"""Helpers of the web tests: auth headers, a new party, a seat's WebSocket."""
from __future__ import annotations


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_party(client, **body):
    body.setdefault("ai", "random")   # quick and rule-abiding: these tests are about the server, not the AI
    res = client.post("/api/parties", json=body)
    assert res.status_code == 201, res.text
    data = res.json()
    return data["party"], data["seat"], data["token"], data["view"]


def seat_socket(client, party: str, seat: int, token: str):
    """The seat's WebSocket, authenticated by its first message (the token
    never goes in the URL)."""
    ws = client.websocket_connect(f"/api/parties/{party}/seats/{seat}/ws")
    return _Authed(ws, token)


class _Authed:
    def __init__(self, ctx, token: str) -> None:
        self.ctx, self.token = ctx, token

    def __enter__(self):
        ws = self.ctx.__enter__()
        ws.send_json({"type": "auth", "token": self.token})
        return ws

    def __exit__(self, *exc):
        return self.ctx.__exit__(*exc)
