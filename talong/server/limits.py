"""The request body limit, before any JSON is parsed: a declared or actual
body above MAX_BODY bytes gets 413 {"error", "rule"} and is never read whole.
A body that trickles in slower than BODY_TIMEOUT per chunk gets 408."""
from __future__ import annotations

import asyncio
import json

from starlette.exceptions import HTTPException

MAX_BODY = 64 * 1024     # the largest legal request (a batch of 64 actions) is far below
BODY_TIMEOUT = 10.0      # seconds to wait for the next piece of a body
RULE = "request size (docs/web.md)"


class _Refused(HTTPException):
    """Raised while the app reads the body: FastAPI passes an HTTPException
    on, and errors.py answers it as {"error", "rule"}."""


class BodyLimit:
    def __init__(self, app, max_body: int = MAX_BODY, timeout: float = BODY_TIMEOUT) -> None:
        self.app, self.max_body, self.timeout = app, max_body, timeout

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or ()).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_body):
            await _refuse(send, 413, f"the request body is larger than {self.max_body} bytes")
            return
        seen = 0

        async def limited_receive():
            nonlocal seen
            try:
                message = await asyncio.wait_for(receive(), self.timeout)
            except TimeoutError:
                raise _Refused(408, f"the request body did not arrive within {self.timeout:g} s") from None
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:
                    raise _Refused(413, f"the request body is larger than {self.max_body} bytes")
            return message

        await self.app(scope, limited_receive, send)


async def _refuse(send, status: int, message: str) -> None:
    body = json.dumps({"error": message, "rule": RULE}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})
