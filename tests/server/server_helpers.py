"""Small client helpers of the server tests (as tests/web/conftest.py's).
Importing this module also makes the web tests' toy game importable."""
from __future__ import annotations

import sys
from pathlib import Path

WEB_TESTS = str(Path(__file__).resolve().parent.parent / "web")
if WEB_TESTS not in sys.path:
    sys.path.append(WEB_TESTS)


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_party(client, **body):
    body.setdefault("ai", "random")   # quick and rule-abiding: these tests are about the server, not the AI
    res = client.post("/api/parties", json=body)
    assert res.status_code == 201, res.text
    data = res.json()
    return data["party"], data["seat"], data["token"], data["view"]


class seat_socket:
    """The seat's WebSocket, authenticated by its first message."""

    def __init__(self, client, party: str, seat: int, token: str) -> None:
        self.ctx, self.token = client.websocket_connect(f"/api/parties/{party}/seats/{seat}/ws"), token

    def __enter__(self):
        ws = self.ctx.__enter__()
        ws.send_json({"type": "auth", "token": self.token})
        return ws

    def __exit__(self, *exc):
        return self.ctx.__exit__(*exc)
