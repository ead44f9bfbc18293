"""Königrufen speed: random-legal deals per second through the engine
interface (legal_actions + apply, one core), and the same through
`runner.play_deal` with a view built for every decision.

    .venv/bin/python benchmarks/koenigrufen_speed.py --deals 3000
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from talong.ai import RandomPlayer  # noqa: E402
from talong.ai.koenigrufen import KoenigrufenAI  # noqa: E402
from talong.ai.koenigrufen_strong import StrongKoenigrufenAI  # noqa: E402
from talong.games.koenigrufen import GAME  # noqa: E402
from talong.runner import play_deal  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--view-deals", type=int, default=300)
    parser.add_argument("--ai-deals", type=int, default=200)
    parser.add_argument("--strong-deals", type=int, default=20)
    args = parser.parse_args()
    rng = random.Random(1)
    contracts: Counter[str] = Counter()
    actions = 0
    started, cpu = time.perf_counter(), time.process_time()
    for number in range(args.deals):
        state = GAME.deal({"dealer": number % 4}, seed=rng.getrandbits(63))
        while not state.is_terminal():
            state = state.apply(rng.choice(state.legal_actions()))
            actions += 1
        state.result()
        contracts[state.contract.key] += 1
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    # CPU time is the one-core figure: the wall clock also counts other processes on a shared machine.
    print(f"random-legal deals per second: {args.deals / cpu:.0f} per CPU second, {args.deals / elapsed:.0f} by the "
          f"wall clock ({args.deals} deals, {actions / args.deals:.1f} actions per deal)")
    print("contracts:", ", ".join(f"{k} {v}" for k, v in contracts.most_common()))

    players = [RandomPlayer(s) for s in range(4)]
    cpu = time.process_time()
    for number in range(args.view_deals):
        play_deal(GAME.deal({"dealer": number % 4}, seed=rng.getrandbits(63)), players)
    cpu = time.process_time() - cpu
    print(f"with a view per decision (runner.play_deal): {args.view_deals / cpu:.0f} deals per CPU second")

    for label, ais, deals in (("basic", [KoenigrufenAI(seed=s) for s in range(4)], args.ai_deals),
                              ("strong", [StrongKoenigrufenAI(seed=s) for s in range(4)], args.strong_deals)):
        _time_ai(label, ais, deals, rng)


def _time_ai(label, ais, deals, rng) -> None:
    times: list[float] = []
    for number in range(deals):
        state = GAME.deal({"dealer": number % 4}, seed=rng.getrandbits(63))
        while not state.is_terminal():
            seat = state.to_move()
            view, legal = state.view(seat), state.legal_actions()
            t0 = time.process_time()
            action = ais[seat].choose(view, legal)
            times.append(time.process_time() - t0)
            state = state.apply(action)
    times.sort()
    total = sum(times)
    print(f"{label} AI: {len(times)} decisions over {deals} deals, {len(times) / total:.0f} decisions per "
          f"CPU second; p50 {times[len(times) // 2] * 1e6:.0f} us, p95 {times[int(len(times) * 0.95)] * 1e6:.0f} us")


if __name__ == "__main__":
    main()
