"""Schafkopf: the basic AI against random-legal players, duplicate style.

Every deal is played five times: once with four random players (the
baseline) and once with the AI in each seat in turn and random players in the
other three, so card luck cancels. Prints the AI seat's average points per
deal, the random seat's average on the same deals and seats, the difference
with a 95 % confidence interval (normal approximation over deals), and the
AI's record as declarer.

    .venv/bin/python benchmarks/schafkopf_ai_vs_random.py --deals 2000
    .venv/bin/python benchmarks/schafkopf_ai_vs_random.py --deals 2000 --play-only

Random-legal bidders name a contract on almost every turn (mostly Touts), so
the first form mostly measures defending against reckless contracts; with
--play-only the others bid like the AI and play random cards, which measures
card play.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from talong.ai import RandomPlayer  # noqa: E402
from talong.ai.schafkopf import SchafkopfAI  # noqa: E402
from talong.games.schafkopf import GAME  # noqa: E402
from talong.runner import play_deal  # noqa: E402


class AIBidsRandomPlays:
    """A random-legal card player that bids like the AI: with --play-only it
    takes the random seats, so the comparison measures card play alone."""

    name = "ai-bids-random-plays"

    def __init__(self, seed: int) -> None:
        self.ai, self.rng = SchafkopfAI(seed=seed), random.Random(seed)

    def choose(self, view, legal):
        if view["phase"] == "bidding":
            return self.ai.choose(view, legal)
        return self.rng.choice(legal)


def mean_ci(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, 1.96 * math.sqrt(var / n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--play-only", action="store_true",
                        help="the random players bid like the AI (random card play only)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    Baseline = AIBidsRandomPlays if args.play_only else RandomPlayer
    ai_games, random_games, diffs = [], [], []
    declared = won = 0
    started = time.perf_counter()
    for number in range(args.deals):
        deal_seed, player_seed = rng.getrandbits(63), rng.getrandbits(32)
        start = GAME.deal({"dealer": number % 4, "number": number + 1}, seed=deal_seed)
        base, _ = play_deal(start, [Baseline(player_seed + s) for s in range(4)])
        base_returns = base.result()["returns"]
        ai_returns = []
        for seat in range(4):
            players = [Baseline(player_seed + s) for s in range(4)]
            players[seat] = SchafkopfAI(seed=player_seed)
            end, _ = play_deal(start, players)
            result = end.result()
            ai_returns.append(result["returns"][seat])
            if result["declarer"] == seat:
                declared += 1
                won += bool(result["won"])
        ai_games.extend(ai_returns)
        random_games.extend(base_returns)
        # Paired per deal: the AI's seats against the random players' same seats.
        diffs.append(sum(a - b for a, b in zip(ai_returns, base_returns)) / 4)
    elapsed = time.perf_counter() - started
    ai_m, ai_ci = mean_ci(ai_games)
    r_m, r_ci = mean_ci(random_games)
    d_m, d_ci = mean_ci(diffs)
    kind = "random card play, AI bidding" if args.play_only else "random-legal"
    print(f"opponents: {kind}")
    print(f"deals: {args.deals} (x4 seat rotations with the AI + 1 baseline without it), seed {args.seed}")
    print(f"AI seat average points per deal:     {ai_m:+.3f} (95% CI {ai_m - ai_ci:+.3f} .. {ai_m + ai_ci:+.3f})")
    print(f"random seat average points per deal: {r_m:+.3f} (95% CI {r_m - r_ci:+.3f} .. {r_m + r_ci:+.3f})")
    print(f"AI minus random, paired per deal:    {d_m:+.3f} (95% CI {d_m - d_ci:+.3f} .. {d_m + d_ci:+.3f})")
    print(f"AI as declarer: {declared} games, {won} won ({100 * won / max(declared, 1):.1f} %)")
    print(f"time: {elapsed:.1f} s")


if __name__ == "__main__":
    main()
