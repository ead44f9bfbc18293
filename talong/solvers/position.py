"""A position for the solver, as a game adapter builds it from an engine
state: the rule table, the hands in the solver's seat order, the counted
side and which way it plays, and the map back to the game's seats."""
from __future__ import annotations

from dataclasses import dataclass

from .rules import GameRules
from .search import DEFAULT_NODE_LIMIT, best_moves, reaches, solve


@dataclass(frozen=True)
class Position:
    rules: GameRules
    hands: tuple[int, ...]     # solver seat order: seat i + 1 plays after seat i
    leader: int                # solver seat
    trick: tuple[int, ...]     # cards of the current trick, from the leader
    side: int                  # solver seats counted, as a bitmask
    maximize: bool = True      # False: the side wants as little as possible
    called_led: bool = False   # Schafkopf: the called ace's suit has been led
    seats: tuple[int, ...] = ()   # game seat of each solver seat

    def solve(self, node_limit: int = DEFAULT_NODE_LIMIT) -> int:
        return solve(self.rules, self.hands, self.leader, self.trick, self.side, maximize=self.maximize,
                     called_led=self.called_led, node_limit=node_limit)

    def reaches(self, at_least: int, node_limit: int = DEFAULT_NODE_LIMIT) -> bool:
        return reaches(self.rules, self.hands, self.leader, self.trick, self.side, at_least, maximize=self.maximize,
                       called_led=self.called_led, node_limit=node_limit)

    def best_moves(self, node_limit: int = DEFAULT_NODE_LIMIT) -> dict[int, int]:
        return best_moves(self.rules, self.hands, self.leader, self.trick, self.side, maximize=self.maximize,
                          called_led=self.called_led, node_limit=node_limit)
