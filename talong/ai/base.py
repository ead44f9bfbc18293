"""The player interface: a player sees only its seat's view and the legal
actions, and picks one. Human, random and searching players all fit it."""
from __future__ import annotations

import random
from typing import Any, Protocol


class Player(Protocol):
    name: str

    def choose(self, view: dict[str, Any], legal_actions: list[str]) -> str: ...


class RandomPlayer:
    """Uniform over the legal actions: the baseline and the test driver."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal_actions: list[str]) -> str:
        return self.rng.choice(legal_actions)
