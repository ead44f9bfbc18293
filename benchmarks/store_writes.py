"""Concurrent writes to the store (issue 14, commit cost): N threads, each a
table appending one action at a time, as the server's request and AI
threads do. Prints the writes per second, the latency of one write (from
the call to its durable return). Bounded in time; the
database is a fresh SQLite file (synchronous=FULL) or --database.

    .venv/bin/python benchmarks/store_writes.py --threads 16 --seconds 10
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # this checkout's talong, not an installed one
from talong.store import Store  # noqa: E402

SEATS = [{"kind": "human", "ai": None}, {"kind": "ai", "ai": "basic"}, {"kind": "ai", "ai": "basic"}]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--database", help="a database URL at the newest schema (default: a fresh SQLite file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(args.database or f"sqlite:///{tmp}/writes.sqlite")
        parties = []
        for n in range(args.threads):
            party_id, _ = store.create_party("vira", {"players": 3}, n, SEATS)
            store.start_deal(party_id, 1, {})
            parties.append(party_id)
        latencies: list[list[float]] = [[] for _ in parties]
        until = time.monotonic() + args.seconds

        def table(k: int) -> None:
            index = 0
            while time.monotonic() < until:
                started = time.monotonic()
                store.append_actions(parties[k], 1, index, [(index % 3, f"a{index}")])
                latencies[k].append(time.monotonic() - started)
                index += 1

        threads = [threading.Thread(target=table, args=(k,)) for k in range(args.threads)]
        began = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.monotonic() - began
        store.close()
    every = [x for per in latencies for x in per]
    cuts = statistics.quantiles(every, n=100, method="inclusive")
    print(f"{args.threads} threads, {elapsed:.1f} s: {len(every)} writes (one COMMIT each), "
          f"{len(every) / elapsed:.0f} writes/s; one write p50 {cuts[49] * 1000:.1f} ms, p95 {cuts[94] * 1000:.1f} ms, "
          f"p99 {cuts[98] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
