"""The games of talong. Each package exposes `GAME`, its `Game` instance."""
from __future__ import annotations

import importlib

from talong.core.engine import Game

GAME_PACKAGES = {
    "vira": "talong.games.vira",
    "schafkopf": "talong.games.schafkopf",
    "bridge": "talong.games.bridge",
    "koenigrufen": "talong.games.koenigrufen",
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
        raise ValueError(f"unknown game {name!r}; talong has {', '.join(GAME_PACKAGES)}")
    return importlib.import_module(GAME_PACKAGES[name]).GAME
