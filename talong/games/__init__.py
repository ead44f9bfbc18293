"""The registry of talong's games: one line per game, name -> package.

Each package exposes `GAME`, its `Game` instance, whose `info`
(talong.core.engine.GameInfo) carries everything else about the game."""
from __future__ import annotations

import importlib

from talong.core.engine import Game, GameError

GAME_PACKAGES = {
    "vira": "talong.games.vira",
    "schafkopf": "talong.games.schafkopf",
    "bridge": "talong.games.bridge",
}


def available_games() -> list[str]:
    """Games whose package is present."""
    names = []
    for name, module in GAME_PACKAGES.items():
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as err:
            if err.name and module.startswith(err.name):
                continue
            raise
        names.append(name)
    return names


def get_game(name: str) -> Game:
    if name not in GAME_PACKAGES:
        raise GameError(f"unknown game {name!r}; talong has {', '.join(GAME_PACKAGES)}")
    game: Game = importlib.import_module(GAME_PACKAGES[name]).GAME
    return game
