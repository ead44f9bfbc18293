"""Errors of the web layer and the handlers mapping every failure a client
can cause to a 4xx JSON body {"error": message, "rule": rule} (plus "id",
"params" and "text" {sv, en} for the errors the table UI shows a player)."""
from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from talong import i18n
from talong.core.engine import GameError, IllegalAction, RecordError

FORMAT_RULE = "request format (docs/web.md)"



class NotFound(GameError):
    """No such party, seat or deal."""


class Forbidden(GameError):
    """The seat token does not match: nobody may act for or look at another seat."""


class Conflict(GameError):
    """The client acted on a stale version of the table."""


class TooMany(GameError):
    """Over a rate limit (a seat's chat messages)."""


class TooLarge(GameError):
    """A request body above the server's limit."""


STATUS = {NotFound: 404, Forbidden: 403, Conflict: 409, TooMany: 429, TooLarge: 413, IllegalAction: 400, RecordError: 400}


def status_of(err: GameError) -> int:
    for cls in type(err).__mro__:
        if cls in STATUS:
            return STATUS[cls]
    return 400


def quote(value: Any, limit: int = 40) -> str:
    """`repr` of a client's value, cut short: an error never echoes a large input."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 6] + "…" + text[-5:]


def no_party(party_id: str) -> NotFound:
    return NotFound(i18n.msg("server.refusal.no_party", party=quote(party_id)), "talong parties")


def language(request: Request | None) -> str:
    """The player's language from Accept-Language: "sv" or "en" (default)."""
    header = request.headers.get("accept-language", "") if request is not None else ""
    for part in header.split(","):
        tag = part.split(";")[0].strip().lower()
        if tag.startswith("sv"):
            return "sv"
        if tag.startswith("en"):
            return "en"
    return "en"


def body(err: GameError, lang: str = "en") -> dict[str, Any]:
    """A refusal as the API answers it: `error` in the request's language,
    the `rule` it cites, and, for a catalogue message, its `id`, `params`
    and `text` in every language (the client renders the one it shows)."""
    out: dict[str, Any] = {"error": err.text(lang), "rule": err.rule}
    if err.msg:
        out.update(id=err.msg["id"], params=err.msg.get("params", {}),
                   text={code: err.text(code) for code in i18n.languages()})
    return out


def in_batch(err: GameError, index: int, actions: list[str]) -> IllegalAction:
    """The refusal of `actions[index]`; in a batch of several it names which one."""
    refusal = err.msg or err.message
    if len(actions) == 1:
        return IllegalAction(refusal, err.rule)
    return IllegalAction(i18n.msg("refusal.in_batch", index=index + 1, count=len(actions),
                                  action=quote(actions[index]), refusal=refusal), err.rule)


def validation_text(errors: list[dict[str, Any]], shown: int = 5) -> str:
    """The first few problems, each naming its place, with every part of a
    client's input cut short."""
    parts = []
    for e in errors[:shown]:
        loc = ".".join(str(p) if isinstance(p, int) else quote(str(p), 30).strip("'\"") for p in e.get("loc", ()))
        parts.append(f"{loc}: {str(e.get('msg', ''))[:120]}")
    more = len(errors) - shown
    return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")


def install(app: FastAPI) -> None:
    @app.exception_handler(GameError)
    async def game_error(request: Request, err: GameError) -> JSONResponse:
        return JSONResponse(body(err, language(request)), status_code=status_of(err))

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, err: RequestValidationError) -> JSONResponse:
        return JSONResponse({"error": f"malformed request: {validation_text(list(err.errors()))}",
                             "rule": FORMAT_RULE}, status_code=422)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, err: HTTPException) -> JSONResponse:
        # Starlette's own refusals (a body that is not UTF-8 or nests too
        # deep to parse, an unknown path, a wrong method) in our format.
        return JSONResponse({"error": str(err.detail)[:200], "rule": FORMAT_RULE},
                            status_code=err.status_code, headers=getattr(err, "headers", None))
