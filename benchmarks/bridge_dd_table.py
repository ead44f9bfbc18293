"""Double-dummy table time per deal through endplay/DDS: one deal at a time
(`dd_table`) and in batches (`dd_tables`), mean over random deals; and the
board review a bridge party computes when it settles a board
(party.board_review: the table and par, nothing cached), wall-clock and CPU
time (all threads), median and slowest.

Usage: .venv/bin/python benchmarks/bridge_dd_table.py [deals]
"""
from __future__ import annotations

import random
import sys
import time

from talong.core.cards import FRENCH_52
from talong.games.bridge import analysis
from talong.games.bridge.analysis import dd_table, dd_tables, par
from talong.games.bridge.party import board_review


def random_deal(rng: random.Random, board: int) -> dict:
    cards = FRENCH_52.shuffled(rng)
    return {"board": board, "dealer": "NESW"[(board - 1) % 4], "vulnerable": "None",
            "hands": {seat: FRENCH_52.names(sum(1 << c for c in cards[i * 13:(i + 1) * 13]))
                      for i, seat in enumerate("NESW")}}


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    rng = random.Random(2026)
    deals = [random_deal(rng, n + 1) for n in range(count)]
    start = time.perf_counter()
    for deal in deals:
        dd_table(deal)
    single = (time.perf_counter() - start) / count
    more = [random_deal(rng, n + 1) for n in range(count)]
    start = time.perf_counter()
    dd_tables(more)
    batch = (time.perf_counter() - start) / count
    start = time.perf_counter()
    for deal in deals:
        par(deal)  # tables cached above: the par search alone
    par_time = (time.perf_counter() - start) / count
    print(f"deals: {count}")
    print(f"dd_table, one at a time: {single * 1000:.1f} ms per deal")
    print(f"dd_tables, batches of 32: {batch * 1000:.1f} ms per deal")
    print(f"par (table cached): {par_time * 1000:.2f} ms per deal")
    walls, cpus = [], []
    for deal in [random_deal(rng, n + 1) for n in range(count)]:
        analysis._solve.cache_clear()   # as in a fresh process: solved from the deal
        wall, cpu = time.perf_counter(), time.process_time()
        board_review(deal)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    walls.sort()
    cpus.sort()
    print(f"board review (dd table + par, uncached): wall median {walls[count // 2] * 1000:.0f} ms, "
          f"slowest {walls[-1] * 1000:.0f} ms; CPU median {cpus[count // 2] * 1000:.0f} ms, "
          f"slowest {cpus[-1] * 1000:.0f} ms per board")


if __name__ == "__main__":
    main()
