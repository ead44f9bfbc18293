"""Königrufen AI in duplicate: the strong AI pair against the basic (rule-
based) pair. Every deal is played twice on the same cards, the strong pair
once at seats 0/2 and once at 1/3; prints the strong pair's mean per deal
with a 95% confidence interval, and the strong AI's card-decision times.

    .venv/bin/python benchmarks/koenigrufen_ai_duplicate.py --deals 2000
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from talong.ai.koenigrufen import KoenigrufenAI  # noqa: E402
from talong.ai.koenigrufen_strong import StrongKoenigrufenAI  # noqa: E402
from talong.games.koenigrufen import GAME  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    per_deal, times = [], []
    for i in range(args.deals):
        seed = rng.getrandbits(63)
        total = 0
        for strong_seats in ((0, 2), (1, 3)):
            players = [StrongKoenigrufenAI(i * 4 + s) if s in strong_seats else KoenigrufenAI(i * 4 + s)
                       for s in range(4)]
            state = GAME.deal({"dealer": i % 4}, seed=seed)
            while not state.is_terminal():
                seat = state.to_move()
                view, legal = state.view(seat), state.legal_actions()
                t0 = time.process_time()
                action = players[seat].choose(view, legal)
                if seat in strong_seats and state.phase == "play":
                    times.append(time.process_time() - t0)
                state = state.apply(action)
            total += sum(state.result()["returns"][s] for s in strong_seats)
        per_deal.append(total / 2)
    mean = statistics.mean(per_deal)
    half = 1.96 * statistics.stdev(per_deal) / len(per_deal) ** 0.5
    times.sort()
    print(f"strong pair against the basic pair: {mean:+.3f} ± {half:.3f} spelpoäng per deal "
          f"(95% CI, {len(per_deal)} deals played twice with the seats swapped)")
    print(f"strong AI card decisions: {len(times)}; p50 {times[len(times) // 2] * 1e3:.1f} ms, "
          f"p95 {times[int(len(times) * 0.95)] * 1e3:.1f} ms (CPU time)")


if __name__ == "__main__":
    main()
