"""AI players. `make_player(game, name, seed)` builds one by name; each game
names its AI players (lazy "module:Class" strings) in its `Game.info.ai`."""
from __future__ import annotations

from talong.core.engine import GameError, load
from talong.games import GAME_PACKAGES, get_game

from .base import Player, RandomPlayer

__all__ = ["Player", "RandomPlayer", "make_player", "player_names", "default_player"]


def _levels(game: str) -> dict[str, str]:
    # A game outside the registry (a test's toy game) has only the random player.
    return get_game(game).info.ai if game in GAME_PACKAGES else {}


def player_names(game: str) -> list[str]:
    """"random", then the game's AI levels, weakest first."""
    return ["random", *_levels(game)]


def default_player(game: str) -> str:
    """The level a table gets when none is chosen (the game's default, else its strongest)."""
    default = get_game(game).info.ai_default if game in GAME_PACKAGES else ""
    return default or player_names(game)[-1]


def make_player(game: str, name: str, seed: int | None = None) -> Player:
    if name == "random":
        return RandomPlayer(seed)
    target = _levels(game).get(name)
    if target is None:
        raise GameError(f"no AI {name!r} for {game}; choose one of {', '.join(player_names(game))}")
    player: Player = load(target)(seed=seed)
    return player
