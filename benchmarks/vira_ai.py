"""The basic Vira AI: decisions per second (the AI's own time only, engine
excluded), whole AI deals per second (engine included), and its results
against the random player and by contract in self-play.

    .venv/bin/python benchmarks/vira_ai.py [deals]
"""
from __future__ import annotations

import collections
import sys
import time

from talong.ai.base import RandomPlayer
from talong.ai.vira import ViraAI
from talong.games.vira import GAME
from talong.runner import play_deal


class Timed:
    """Counts the decisions of a player and the time spent in them."""

    def __init__(self, player):
        self.player, self.n, self.seconds = player, 0, 0.0

    def choose(self, view, legal):
        start = time.perf_counter()
        action = self.player.choose(view, legal)
        self.seconds += time.perf_counter() - start
        self.n += 1
        return action


def speed(deals: int) -> None:
    table_time = decisions = ai_time = 0.0
    contracts: collections.Counter = collections.Counter()
    for seed in range(deals):
        players = 3 + seed % 2
        table = [Timed(ViraAI(seed * 10 + s)) for s in range(players)]
        start = time.perf_counter()
        end, _ = play_deal(GAME.deal({"players": players, "forhand": seed % players}, seed=seed), table)
        table_time += time.perf_counter() - start
        decisions += sum(p.n for p in table)
        ai_time += sum(p.seconds for p in table)
        result = end.result()
        contracts[(result["contract"]["bid"], result["outcome"])] += 1
    print(f"AI decisions per second: {decisions / ai_time:,.0f} ({int(decisions)} decisions)")
    print(f"whole AI deals per second: {deals / table_time:,.1f} ({deals} deals, 3 and 4 players)")
    print("contracts (bid, outcome): " + ", ".join(f"{b} {o}: {n}" for (b, o), n in sorted(contracts.items())))


def versus_random(deals: int) -> None:
    """Seats rotated on the same deals: the tested player at each active seat in turn."""
    for name, make in (("basic AI", ViraAI), ("random", lambda seed: RandomPlayer(seed + 99))):
        total = 0
        for seed in range(deals):
            for seat in range(3):
                table = [RandomPlayer(seed * 10 + s) for s in range(3)]
                table[seat] = make(seed)
                end, _ = play_deal(GAME.deal({"players": 3, "forhand": 0}, seed=seed), table)
                total += end.result()["returns"][seat]
        print(f"{name} among random players: {total / (3 * deals):+.2f} pinnar per deal")


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    speed(n)
    versus_random(max(1, n // 2))
