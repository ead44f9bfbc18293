"""Random legal bridge deals per second, through the engine interface.

Each deal: shuffle and deal (Law 6), an auction of uniformly random legal
calls with pass weighted (so auctions end as real ones do), then the play of
uniformly random legal cards to the end and the Law 77 result. Also the
basic AI playing all four seats, for scale. Prints numbers only; run:
.venv/bin/python benchmarks/bridge_random_deals.py [seconds]
"""
from __future__ import annotations

import random
import sys
import time

from talong.games.bridge import GAME


def run(seconds: float, seed: int = 1, with_views: bool = False) -> tuple[int, int, float]:
    rng = random.Random(seed)
    deals = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = GAME.deal({"board": deals % 16 + 1}, seed=rng.getrandbits(63))
        while not state.is_terminal():
            legal = state.legal_actions()
            if with_views:
                state.view(state.to_move())
            action = "pass" if state.phase() == "auction" and rng.random() < 0.7 else rng.choice(legal)
            state = state.apply(action)
            actions += 1
        state.result()
        deals += 1
    return deals, actions, time.perf_counter() - start


def run_ai(seconds: float) -> tuple[int, float]:
    from talong.ai.bridge import BridgeAI
    players = [BridgeAI(seat) for seat in range(4)]
    deals = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = GAME.deal({"board": deals % 16 + 1}, seed=deals)
        while not state.is_terminal():
            seat = state.to_move()
            state = state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
        deals += 1
    return deals, time.perf_counter() - start


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    for label, with_views in (("engine only", False), ("with a view per action", True)):
        deals, actions, elapsed = run(seconds, with_views=with_views)
        print(f"bridge random legal deals ({label}): {deals / elapsed:.0f} deals/s, "
              f"{actions / elapsed:.0f} actions/s ({deals} deals in {elapsed:.1f} s)")
    deals, elapsed = run_ai(seconds)
    print(f"bridge basic AI self-play: {deals / elapsed:.0f} deals/s ({deals} deals in {elapsed:.1f} s)")


if __name__ == "__main__":
    main()
