"""What a research framework needs to know about a game that the engine
interface does not say: a fixed action vocabulary, bounds on the returns and
on the length of a deal.

The vocabulary is the game's action grammar (its module docstring and
docs/<game>-actions.md) written as templates, with the slots filled from the
game's metadata: `{card}` from the pack `Game.info.pack` names, `{suit}` from
its suit codes, and the game's own words from `Game.tables()` (Vira's bid
keys, Schafkopf's contracts and the suits each may name, bridge's levels and
strains). An action's id is its index in the vocabulary, so ids are stable
across deals and versions as long as the grammar is. The vocabulary may hold
strings that are never legal (a qualifier on a bid that takes none); every
legal action is in it (tests/research check that over random deals).

Each game declares its own spec in its package (`GameInfo.research`, a lazy
"module:attr", e.g. talong/games/vira/research.py); a registered game without
one is refused by `spec_for` with a message saying what to add.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from talong.core.cards import PACKS
from talong.core.engine import Game, GameError, load
from talong.games import available_games, get_game


@dataclass(frozen=True)
class ResearchSpec:
    templates: Callable[[Game], list[str]]   # action templates with {card}/{suit}/... filled or to fill
    min_utility: float                       # lowest return a seat can get in one deal
    max_utility: float
    zero_sum: bool                           # returns sum to 0 in every deal
    max_moves: int                           # most player actions in one deal (an upper bound)


def card_actions(game: Game, *verbs: str) -> list[str]:
    """`<verb> <card>` for every card of the game's pack."""
    pack = PACKS[game.info.pack]
    return [f"{verb} {pack.name_of(c)}" for verb in verbs for c in pack.cards()]


def suit_codes(game: Game) -> list[str]:
    return [suit.code for suit in PACKS[game.info.pack].suits]


def spec_of(game: Game) -> ResearchSpec:
    """The research spec the game's `GameInfo.research` names ("module:attr",
    loaded only here, so the game's engine never imports this package)."""
    info = game.info
    if info.research is None:
        raise GameError(f"talong.research has no action vocabulary for {info.name!r}: give its GameInfo a "
                        "research=\"module:SPEC\" naming a talong.research.spec.ResearchSpec "
                        "(docs/architecture.md, \"Adding a game\")")
    spec = load(info.research)
    if not isinstance(spec, ResearchSpec):
        raise GameError(f"{info.name}: GameInfo.research {info.research!r} is not a ResearchSpec")
    return spec


def spec_for(name: str) -> ResearchSpec:
    """The research spec of the registered game `name`."""
    return spec_of(get_game(name))


def research_games() -> list[str]:
    """The registered games that have a research spec."""
    return [name for name in available_games() if get_game(name).info.research is not None]


class Vocabulary:
    """Action strings <-> integer ids for one game."""

    def __init__(self, game: Game) -> None:
        self.actions: list[str] = spec_of(game).templates(game)
        self.ids = {action: i for i, action in enumerate(self.actions)}
        if len(self.ids) != len(self.actions):
            raise GameError(f"{game.info.name}: the action vocabulary lists an action twice")

    def __len__(self) -> int:
        return len(self.actions)

    def id_of(self, action: str) -> int:
        try:
            return self.ids[action]
        except KeyError:
            raise GameError(f"action {action!r} is not in the research vocabulary "
                            "(the game's GameInfo.research)") from None

    def action(self, action_id: int) -> str:
        if not 0 <= action_id < len(self.actions):
            raise GameError(f"action id {action_id} is outside the vocabulary 0..{len(self.actions) - 1}")
        return self.actions[action_id]
