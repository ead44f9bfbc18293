"""Schafkopf speed: random-legal deals per second, and the basic AI's
decision time (p50 / p95) over AI self-play.

    .venv/bin/python benchmarks/schafkopf_speed.py --deals 2000 --ai-deals 300
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from talong.ai import RandomPlayer  # noqa: E402
from talong.ai.schafkopf import SchafkopfAI  # noqa: E402
from talong.games.schafkopf import GAME  # noqa: E402
from talong.runner import play_deal  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--ai-deals", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(1)
    players = [RandomPlayer(s) for s in range(4)]
    started = time.perf_counter()
    for number in range(args.deals):
        play_deal(GAME.deal({"dealer": number % 4}, seed=rng.getrandbits(63)), players)
    elapsed = time.perf_counter() - started
    print(f"random-legal deals per second: {args.deals / elapsed:.0f} ({args.deals} deals in {elapsed:.2f} s)")

    ais = [SchafkopfAI(seed=s) for s in range(4)]
    times: list[float] = []
    for number in range(args.ai_deals):
        state = GAME.deal({"dealer": number % 4}, seed=rng.getrandbits(63))
        while not state.is_terminal():
            seat = state.to_move()
            view, legal = state.view(seat), state.legal_actions()
            t0 = time.perf_counter()
            action = ais[seat].choose(view, legal)
            times.append(time.perf_counter() - t0)
            state = state.apply(action)
    times.sort()
    p50, p95 = times[len(times) // 2], times[int(len(times) * 0.95)]
    print(f"AI decisions: {len(times)} over {args.ai_deals} deals; p50 {p50 * 1e6:.0f} us, "
          f"p95 {p95 * 1e6:.0f} us, max {times[-1] * 1e6:.0f} us")


if __name__ == "__main__":
    main()
