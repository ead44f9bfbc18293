"""A team match: the new default strong AI (ddplay.PlayConfig()) against the
strong AI as it was (ddplay.LEGACY), the same boards at both tables.

Table 1: new North-South against legacy East-West; table 2: the seats
swapped. Both bid with the same system, so the match measures the card
play: opening leads, declarer play, defence and claims. Each board's two
North-South scores give the new team's IMPs (Law 78B scale).

Prints the boards played, the new team's mean IMPs per board with a 95%
confidence interval (normal approximation), and the total.

Usage: PYTHONPATH=. .venv/bin/python benchmarks/bridge_team_match.py [boards] [seed] [seconds]
(stops after `seconds`, default 1500, and reports the boards done).
"""
from __future__ import annotations

import math
import statistics
import sys
import time

from talong.ai.bridge import LEGACY, PlayConfig, StrongBridgeAI
from talong.games.bridge import GAME
from talong.games.bridge.imps import imps
from talong.runner import play_deal


def table(state, new_side: int, seed: int) -> int:
    """North-South's score with the new AI on side `new_side` (0 = N-S)."""
    players = [StrongBridgeAI(seed * 10 + s, config=PlayConfig() if s % 2 == new_side else LEGACY)
               for s in range(4)]
    end, _ = play_deal(state, players)
    return end.result()["score_ns"]


def main() -> None:
    boards = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    limit = float(sys.argv[3]) if len(sys.argv) > 3 else 1500.0
    results: list[int] = []
    start = time.perf_counter()
    for n in range(boards):
        if time.perf_counter() - start > limit:
            break
        state = GAME.deal({"board": n % 16 + 1}, seed=seed * 100_000 + n)
        first = table(state, 0, seed * 1000 + n)      # new team N-S
        second = table(state, 1, seed * 1000 + n)     # new team E-W
        results.append(imps(first - second))
    mean = statistics.mean(results)
    half = 1.96 * statistics.stdev(results) / math.sqrt(len(results)) if len(results) > 1 else float("nan")
    print(f"boards {len(results)} (seed {seed}), {time.perf_counter() - start:.0f} s; new vs legacy strong: "
          f"{mean:+.2f} IMPs/board (95% CI {mean - half:+.2f} .. {mean + half:+.2f}), total {sum(results):+d} IMPs; "
          f"boards won/lost/tied {sum(r > 0 for r in results)}/{sum(r < 0 for r in results)}/"
          f"{sum(r == 0 for r in results)}")


if __name__ == "__main__":
    main()
