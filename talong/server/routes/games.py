"""GET /api/games: the lobby's games with summary lines and table options."""
from __future__ import annotations

from fastapi import APIRouter, Depends

from .. import catalogue
from ..deps import service
from ..tables import TableService

router = APIRouter(prefix="/api")


@router.get("/games")
def list_games(svc: TableService = Depends(service)) -> list[dict]:
    return catalogue.games(svc.ai_delay)


@router.get("/games/{game}/tables")
def game_tables(game: str, svc: TableService = Depends(service)) -> dict:
    svc.game(game)  # 404 for an unknown game
    return catalogue.tables(game)
