"""Errors of the web layer and the one handler mapping every GameError to a
4xx JSON body {"error": message, "rule": rule}."""
from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from talong.core.engine import GameError, IllegalAction, RecordError


class NotFound(GameError):
    """No such party, seat or deal."""


class Forbidden(GameError):
    """The seat token does not match: nobody may act for or look at another seat."""


class Conflict(GameError):
    """The client acted on a stale version of the table."""


STATUS = {NotFound: 404, Forbidden: 403, Conflict: 409, IllegalAction: 400, RecordError: 400}


def status_of(err: GameError) -> int:
    for cls in type(err).__mro__:
        if cls in STATUS:
            return STATUS[cls]
    return 400


def body(err: GameError) -> dict[str, str]:
    message = str(err)
    suffix = f" ({err.rule})"
    if err.rule and message.endswith(suffix):
        message = message[: -len(suffix)]
    return {"error": message, "rule": err.rule}


def install(app: FastAPI) -> None:
    @app.exception_handler(GameError)
    async def game_error(request: Request, err: GameError) -> JSONResponse:
        return JSONResponse(body(err), status_code=status_of(err))

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, err: RequestValidationError) -> JSONResponse:
        problems = "; ".join(f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg')}" for e in err.errors())
        return JSONResponse({"error": f"malformed request: {problems}", "rule": "request format (docs/web.md)"},
                            status_code=422)
