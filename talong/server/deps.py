"""Dependencies shared by the routers: the table service, the hub, the seat token."""
from __future__ import annotations

from fastapi import Header, Request

from .live import Hub
from .tables import TableService


def service(request: Request) -> TableService:
    return request.app.state.service


def hub(request: Request) -> Hub:
    return request.app.state.hub


def bearer(authorization: str | None = Header(default=None)) -> str | None:
    """The seat token from `Authorization: Bearer <token>`."""
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip()
    return None
