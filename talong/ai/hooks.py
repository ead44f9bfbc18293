"""The hooks a game's rules call for, resolved outside the engine.

A game names them in `Game.hooks` as lazy "module:function" strings (bridge:
"explain", the partnership's system that explains each call, Law 20F). The
engine never imports an AI; this layer imports them and passes them to the
party (core/party.py), which attaches them to every deal it makes.
"""
from __future__ import annotations

import importlib
from typing import Any, Callable

from talong.core.engine import Game, make_party


def resolve(game: Game) -> dict[str, Callable[..., Any]]:
    """The game's hooks by name, imported."""
    out = {}
    for name, target in game.hooks.items():
        module, attr = target.split(":")
        out[name] = getattr(importlib.import_module(module), attr)
    return out


def party(game: Game, options: dict[str, Any], seed: int):
    """`make_party` with the game's hooks attached: what every driver of a
    party (runner, terminal, server) uses."""
    return make_party(game, options, seed, hooks=resolve(game))
