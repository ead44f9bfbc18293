"""Random-legal Vira deals per second on one core, through the engine
interface (legal_actions + apply), as the issue requires (>= 1,000/s).

Two drivers: "uniform" picks uniformly among the legal actions (bidders then
climb to the solos and often lay the hand); "spread" passes 80 % of the time
in the auction and never lays, so contracts cover the whole bid table and
every deal is bought and played out (the harder figure).

    .venv/bin/python benchmarks/vira_random_deals.py [seconds per driver]
"""
from __future__ import annotations

import random
import sys
import time

from talong.games.vira import GAME


def run(seconds: float, spread: bool) -> tuple[int, int, float]:
    rng = random.Random(1)
    deals = actions = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        players = 3 + deals % 2
        state = GAME.deal({"players": players, "forhand": deals % players}, seed=deals)
        while state.mover is not None:
            legal = state.legal_actions()
            if spread:
                if state.phase == "bidding" and "pass" in legal and rng.random() < 0.8:
                    action = "pass"
                else:
                    action = rng.choice([a for a in legal if a != "lay"])
            else:
                action = rng.choice(legal)
            state = state.apply(action)
            actions += 1
        deals += 1
    return deals, actions, time.perf_counter() - start


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    for name, spread in (("uniform", False), ("spread", True)):
        deals, actions, elapsed = run(seconds, spread)
        print(f"vira random-legal deals ({name}): {deals / elapsed:.0f} deals/s "
              f"({deals} deals in {elapsed:.2f} s, {actions / deals:.1f} actions/deal, "
              f"{actions / elapsed:.0f} actions/s)")


if __name__ == "__main__":
    main()
