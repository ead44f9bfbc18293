"""Double-dummy solvers for the trick games (Vira, Schafkopf; Königrufen
plugs in through the same rule table). Bridge keeps DDS via endplay.

With every hand known, `solve` gives the value of the rest of the play for a
side under perfect play by everyone (card points in Schafkopf, tricks in
Vira), `reaches` whether that value reaches a threshold (one null-window
search, much cheaper), and `best_moves` the value after each legal card of
the seat to move.
The search runs in a C extension (`_core.c`, built by setup.py); the rules of
a game reach it as a table, `GameRules`. Per-game adapters (`vira`,
`schafkopf`) build the table and the position from an engine state.
See docs/solvers.md.
"""
from .rules import GameRules
from .search import DEFAULT_NODE_LIMIT, NodeLimitExceeded, best_moves, legal_cards, reaches, solve

__all__ = ["GameRules", "solve", "reaches", "best_moves", "legal_cards", "NodeLimitExceeded", "DEFAULT_NODE_LIMIT"]
