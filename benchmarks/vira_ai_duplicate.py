"""Duplicate comparison of two Vira AIs (3 players), with decision times.

For each deal (same cards, same förhand) the baseline plays all three seats
once; then the tested AI replaces the baseline at one seat at a time, the
other two seats still the baseline. The gain at a seat is the tested AI's
result minus the baseline's on the same cards, same seat, same opponents:
card luck cancels. Results are in pinnar with the pulla share (1 bet = 8
pinnar; a bet put into the pulla comes back to everyone in equal parts at the
final settlement, "Delning och slutsammanräkning"). The 95% interval is over
deals (mean of the three seats per deal). Also: how often the tested AI
declares each bid family and goes hem, and its decision times.

    .venv/bin/python benchmarks/vira_ai_duplicate.py [deals] [tested] [baseline] [first-seed]
    e.g. benchmarks/vira_ai_duplicate.py 300 strong basic
"""
from __future__ import annotations

import collections
import math
import statistics
import sys
import time

from talong.ai import make_player
from talong.games.vira import GAME
from talong.runner import play_deal


class Timed:
    def __init__(self, player, times: list[float]) -> None:
        self.player, self.times = player, times

    def choose(self, view, legal):
        start = time.perf_counter()
        action = self.player.choose(view, legal)
        self.times.append(time.perf_counter() - start)
        return action


def effective(result: dict, players: int) -> list[float]:
    """Pinnar per seat with each seat's share of what the deal put into the pulla."""
    return [r + 8 * result["pulla"] / players for r in result["returns"]]


def family(bid_key: str) -> str:
    for fam in ("köpmisär", "solo-petite", "solo-grande", "solo-vira", "solo", "gask", "turné", "vingel",
                "tringel", "gök", "vira"):
        if bid_key.startswith(fam):
            return {"solo-petite": "solomisär", "solo-grande": "solomisär"}.get(fam, fam)
    return "spel"   # begär, 7-, 8-, 9-spel


def run(deals: int, tested: str, baseline: str, first: int = 0) -> None:
    gains, times = [], []
    bids: collections.Counter = collections.Counter()
    made: collections.Counter = collections.Counter()
    value: collections.Counter = collections.Counter()
    base_bids: collections.Counter = collections.Counter()
    start = time.perf_counter()
    for seed in range(first, first + deals):
        deal = GAME.deal({"players": 3, "forhand": seed % 3}, seed=seed)
        table = [make_player("vira", baseline, seed * 10 + s) for s in range(3)]
        base_end, _ = play_deal(deal, table)
        base = effective(base_end.result(), 3)
        base_decl = base_end.result()["declarer"]
        base_bids[family(base_end.result()["contract"]["bid"])] += 1
        per_deal = []
        for seat in range(3):
            table = [make_player("vira", baseline, seed * 10 + s) for s in range(3)]
            table[seat] = Timed(make_player("vira", tested, seed * 10 + seat), times)
            end, _ = play_deal(deal, table)
            result = end.result()
            mine = effective(result, 3)
            per_deal.append(mine[seat] - base[seat])
            if result["declarer"] == seat:
                fam = family(result["contract"]["bid"])
                bids[fam] += 1
                made[fam] += result["outcome"] == "hem"
                value[fam] += mine[seat]
        gains.append(sum(per_deal) / 3)
        _ = base_decl
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else float("nan")
    print(f"{tested} in place of {baseline} (one seat, two {baseline} opponents), {deals} deals x 3 seats:")
    print(f"  gain {mean:+.2f} pinnar per deal and seat, 95% CI [{mean - half:+.2f}, {mean + half:+.2f}]")
    print(f"  {tested} declared {sum(bids.values())} of {3 * deals} seat-deals:")
    for fam, n in bids.most_common():
        print(f"    {fam:10s} {n:4d} ({100 * n / (3 * deals):4.1f}% of seat-deals), hem {made[fam]:4d} "
              f"({100 * made[fam] / n:3.0f}%), mean {value[fam] / n:+6.1f} pinnar as declarer")
    print(f"  {baseline}-only tables, contracts: " + ", ".join(f"{f} {n}" for f, n in base_bids.most_common()))
    times.sort()
    if times:
        q = lambda p: times[min(len(times) - 1, int(p * len(times)))] * 1000
        print(f"  {tested} decisions: {len(times)}, {len(times) / sum(times):,.0f} per second, "
              f"p50 {q(0.5):.2f} ms, p95 {q(0.95):.2f} ms, p99 {q(0.99):.1f} ms, max {times[-1] * 1000:.0f} ms")
    print(f"  wall time {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    args = sys.argv[1:]
    run(int(args[0]) if args else 100, args[1] if len(args) > 1 else "strong",
        args[2] if len(args) > 2 else "basic", int(args[3]) if len(args) > 3 else 0)
