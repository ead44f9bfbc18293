"""Random-legal Vira deals per second on one core, through the engine
interface (legal_actions + apply), as the issue requires (>= 1,000/s).

    .venv/bin/python benchmarks/vira_random_deals.py [seconds]
"""
from __future__ import annotations

import random
import sys
import time

from talong.games.vira import GAME


def run(seconds: float) -> tuple[int, int]:
    rng = random.Random(1)
    deals = actions = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        players = 3 + deals % 2
        state = GAME.deal({"players": players, "forhand": deals % players}, seed=deals)
        while state.mover is not None:
            state = state.apply(rng.choice(state.legal_actions()))
            actions += 1
        deals += 1
    return deals, actions


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    start = time.perf_counter()
    deals, actions = run(seconds)
    elapsed = time.perf_counter() - start
    print(f"vira random-legal deals: {deals} in {elapsed:.2f} s = {deals / elapsed:.0f} deals/s "
          f"({actions / deals:.1f} actions/deal, {actions / elapsed:.0f} actions/s)")


if __name__ == "__main__":
    main()
