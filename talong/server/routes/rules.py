"""GET /api/rules/<game>/<lang>: a game's "Fullständiga regler" page, rendered
from its template (GameInfo.rules_page) and the catalogues, cached per game
and language (talong/core/rules_page.py, docs/i18n.md)."""
from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Path
from fastapi.responses import HTMLResponse

from talong import i18n
from talong.core.engine import load
from talong.core.rules_page import PageCache

from ..deps import service
from ..errors import NotFound
from ..models import errors
from ..tables import TableService

router = APIRouter(prefix="/api")
PAGES = PageCache()


# The page is text/html; the errors stay JSON ({"error", "rule"}), so they are
# documented by their content rather than by a model (a model would take the
# route's text/html media type).
ERRORS = {code: {"description": answer["description"],
                 "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}}
          for code, answer in errors(404).items()}


@router.get("/rules/{game}/{lang}", response_class=HTMLResponse, responses=ERRORS,
            description="The game's rules page as an HTML fragment (<article>) in the language; "
                        "a message the language lacks falls back to English.")
def rules_page(game: Annotated[str, Path(max_length=40)], lang: Annotated[str, Path(max_length=20)],
               svc: TableService = Depends(service)) -> HTMLResponse:
    target = svc.game(game).info.rules_page   # 404 for an unknown game
    if target is None:
        raise NotFound(i18n.msg("server.refusal.no_rules_page", game=svc.game(game).info.title), "GameInfo.rules_page (docs/architecture.md)")
    if lang not in i18n.languages():
        raise NotFound(i18n.msg("server.refusal.no_language", language=repr(lang[:20])), "languages: GET /api/i18n (docs/i18n.md)")
    return HTMLResponse(PAGES.get(game, lang, load(target)))
