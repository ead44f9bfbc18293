"""GET /api/games: the lobby's games with summary lines and table options."""
from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Path

from .. import catalogue
from ..deps import service
from ..models import GameEntry, GameTables, errors
from ..tables import TableService

router = APIRouter(prefix="/api")


@router.get("/games", response_model=list[GameEntry], response_model_exclude_unset=True, responses=errors())
def list_games(svc: TableService = Depends(service)) -> list[dict]:
    return catalogue.games(svc.ai_delay)


@router.get("/games/{game}/tables", response_model=GameTables, response_model_exclude_unset=True, responses=errors(404))
def game_tables(game: Annotated[str, Path(max_length=40)], svc: TableService = Depends(service)) -> dict:
    svc.game(game)  # 404 for an unknown game
    return catalogue.tables(game)
