"""Dependencies shared by the routers: the table service, the hub, the seat token."""
from __future__ import annotations

from fastapi import Header, Request

from .live import Hub
from .tables import TableService


# async: FastAPI runs a plain `def` dependency in a worker thread, a hop per
# dependency and request for what is an attribute read.
async def service(request: Request) -> TableService:
    return request.app.state.service


async def hub(request: Request) -> Hub:
    return request.app.state.hub


async def bearer(authorization: str | None = Header(default=None)) -> str | None:
    """The seat token from `Authorization: Bearer <token>`."""
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip()
    return None
