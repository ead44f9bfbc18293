"""AI players. `make_player(game, name, seed)` builds one by name."""
from __future__ import annotations

import importlib

from .base import Player, RandomPlayer

# game -> {ai name: "module:Class"}; each game's AI registers here.
PLAYERS: dict[str, dict[str, str]] = {
    "vira": {"basic": "talong.ai.vira:ViraAI", "strong": "talong.ai.vira_strong:StrongViraAI"},
    "schafkopf": {"basic": "talong.ai.schafkopf:SchafkopfAI"},
    "bridge": {"basic": "talong.ai.bridge:BridgeAI", "strong": "talong.ai.bridge:StrongBridgeAI"},
    "koenigrufen": {"basic": "talong.ai.koenigrufen:KoenigrufenAI",
                    "strong": "talong.ai.koenigrufen_strong:StrongKoenigrufenAI"},
}


def player_names(game: str) -> list[str]:
    return ["random", *PLAYERS.get(game, {})]


def make_player(game: str, name: str, seed: int | None = None) -> Player:
    if name == "random":
        return RandomPlayer(seed)
    try:
        target = PLAYERS[game][name]
    except KeyError:
        raise ValueError(f"no AI {name!r} for {game}; choose one of {', '.join(player_names(game))}") from None
    module, cls = target.split(":")
    return getattr(importlib.import_module(module), cls)(seed=seed)
