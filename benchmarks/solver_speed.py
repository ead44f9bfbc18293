"""Double-dummy solver speed: full-deal solve time (p50 / p95 / max) from the
first lead, for Schafkopf (the declarer side's card points, 4 x 8 cards) and
Vira (the declarer's tricks, 3 x 13 cards), with the node limit. Contracts
come from random legal bidding (Schafkopf: Rufer, Wenz or Solo; Vira: what
the random auction gives, misär included). Targets (issue 12): Schafkopf p50
<= 20 ms, Vira p50 <= 100 ms.

    .venv/bin/python benchmarks/solver_speed.py --schafkopf 300 --vira 100
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from talong.games.schafkopf import GAME as SCHAFKOPF  # noqa: E402
from talong.games.vira import GAME as VIRA  # noqa: E402
from talong.solvers import DEFAULT_NODE_LIMIT, NodeLimitExceeded  # noqa: E402
from talong.solvers import schafkopf, vira  # noqa: E402
from talong.solvers.search import solve_counted  # noqa: E402


def schafkopf_deal(rng: random.Random):
    """A deal at the first lead after random bids (no Tout, no Sie)."""
    while True:
        s = SCHAFKOPF.deal({"dealer": rng.randrange(4)}, seed=rng.randrange(10 ** 9))
        while s.phase == "bidding":
            bids = [a for a in s.legal_actions() if a.startswith("bid ") and "tout" not in a and "sie" not in a]
            s = s.apply(rng.choice(bids) if bids and rng.random() < 0.4 else "pass")
        if s.phase == "play":
            return s, schafkopf.position(s), s.contract.key


def vira_deal(rng: random.Random):
    """A deal at the first lead after random legal bidding and buying."""
    while True:
        s = VIRA.deal({"players": 3}, seed=rng.randrange(10 ** 9))
        while s.phase not in ("play", "done"):
            s = s.apply(rng.choice(s.legal_actions()))
        if s.phase == "play":
            kind = "misär" if vira.is_low(s) else "trump"
            return s, vira.position(s), kind


def measure(name: str, make, deals: int, rng: random.Random, limit: int) -> None:
    times, nodes, over, kinds = [], [], 0, {}
    for _ in range(deals):
        _state, p, kind = make(rng)
        kinds[kind] = kinds.get(kind, 0) + 1
        started = time.perf_counter()
        try:
            _value, n = solve_counted(p.rules, p.hands, p.leader, p.trick, p.side, maximize=p.maximize,
                                      called_led=p.called_led, node_limit=limit)
            nodes.append(n)
        except NodeLimitExceeded:
            over += 1
        times.append(time.perf_counter() - started)
    times.sort()
    nodes.sort()

    def pct(xs, q):
        return xs[min(len(xs) - 1, int(q * len(xs)))]

    print(f"{name}: {deals} full deals ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}), "
          f"node limit {limit:,}")
    print(f"  solve time  p50 {pct(times, .5) * 1000:8.1f} ms   p95 {pct(times, .95) * 1000:8.1f} ms   "
          f"max {times[-1] * 1000:8.1f} ms")
    if nodes:
        print(f"  nodes       p50 {pct(nodes, .5):8,}      p95 {pct(nodes, .95):8,}      max {nodes[-1]:8,}")
    print(f"  over the node limit: {over} of {deals}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schafkopf", type=int, default=300, help="Schafkopf deals")
    parser.add_argument("--vira", type=int, default=100, help="Vira deals")
    parser.add_argument("--node-limit", type=int, default=DEFAULT_NODE_LIMIT)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.schafkopf:
        measure("Schafkopf", schafkopf_deal, args.schafkopf, random.Random(args.seed), args.node_limit)
    if args.vira:
        measure("Vira", vira_deal, args.vira, random.Random(args.seed), args.node_limit)


if __name__ == "__main__":
    main()
