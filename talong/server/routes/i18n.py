"""GET /api/i18n: the message catalogues, so the front end renders the same
message ids with the same texts and plural rules as Python (docs/i18n.md)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path
from pydantic import Field

from talong import i18n

from ..errors import NotFound
from ..models import Response, errors

router = APIRouter(prefix="/api")


class CatalogueBody(Response):
    lang: str
    plural: str = Field(description="gettext's Plural-Forms expression over n, e.g. (n != 1)")
    num_plurals: int
    messages: dict[str, str | list[str]] = Field(description="message id -> text, or its plural forms")


class Catalogues(Response):
    languages: list[str]
    catalogues: dict[str, CatalogueBody]


@router.get("/i18n", response_model=Catalogues, responses=errors())
def all_catalogues() -> dict[str, Any]:
    return {"languages": i18n.languages(), "catalogues": {lang: i18n.exported(lang) for lang in i18n.languages()}}


@router.get("/i18n/{lang}", response_model=CatalogueBody, responses=errors(404))
def one_catalogue(lang: Annotated[str, Path(max_length=20)]) -> dict[str, Any]:
    if lang not in i18n.languages():
        raise NotFound(i18n.msg("server.refusal.no_language", language=repr(lang[:20])), "languages: GET /api/i18n (docs/i18n.md)")
    return i18n.exported(lang)
