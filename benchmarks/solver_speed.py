"""Double-dummy solver speed: full-deal solve time (p50 / p95 / max) from the
first lead, for Schafkopf (the declarer side's card points, 4 x 8 cards) and
Vira (the declarer's tricks, 3 x 13 cards), with the node limit. The
contracts come from the `basic` AI's bidding and buying (`--bidding ai`), or
from random legal actions (`--bidding random`: mostly hopeless contracts,
misär included in Vira). Times are CPU time of the solve (the machine is
shared) and wall-clock time. Targets (issue 12): Schafkopf p50 <= 20 ms,
Vira p50 <= 100 ms.

    .venv/bin/python benchmarks/solver_speed.py --schafkopf 300 --vira 100
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from talong.ai import make_player  # noqa: E402
from talong.games.schafkopf import GAME as SCHAFKOPF  # noqa: E402
from talong.games.vira import GAME as VIRA  # noqa: E402
from talong.solvers import DEFAULT_NODE_LIMIT, NodeLimitExceeded  # noqa: E402
from talong.solvers import schafkopf, vira  # noqa: E402
from talong.solvers.search import solve_counted  # noqa: E402


def _ai_action(game: str, state, rng: random.Random) -> str:
    seat = state.to_move()
    return make_player(game, "basic", rng.randrange(10 ** 9)).choose(state.view(seat), state.legal_actions())


def schafkopf_deal(rng: random.Random, bidding: str = "ai"):
    """A deal at the first lead (no Tout: its goal is tricks; no Sie: not played)."""
    while True:
        s = SCHAFKOPF.deal({"dealer": rng.randrange(4)}, seed=rng.randrange(10 ** 9))
        while s.phase == "bidding":
            if bidding == "ai":
                s = s.apply(_ai_action("schafkopf", s, rng))
                continue
            bids = [a for a in s.legal_actions() if a.startswith("bid ") and "tout" not in a and "sie" not in a]
            s = s.apply(rng.choice(bids) if bids and rng.random() < 0.4 else "pass")
        if s.phase == "play" and not s.contract.tout:
            return s, schafkopf.position(s), s.contract.key


def vira_deal(rng: random.Random, bidding: str = "ai"):
    """A deal at the first lead after the bidding and buying."""
    while True:
        s = VIRA.deal({"players": 3}, seed=rng.randrange(10 ** 9))
        while s.phase not in ("play", "done"):
            s = s.apply(_ai_action("vira", s, rng) if bidding == "ai" else rng.choice(s.legal_actions()))
        if s.phase == "play":
            kind = "misär" if vira.is_low(s) else "trump"
            return s, vira.position(s), kind


def question(state, p) -> int:
    """The threshold that decides the deal: Schafkopf 61 card points; Vira
    the bid's tricks, or in misär a first trick (which loses it)."""
    if state.game == "schafkopf":
        return 61
    return 1 if vira.is_low(state) else state.bid.tricks


def measure(name: str, make, deals: int, rng: random.Random, limit: int, bidding: str) -> None:
    times, walls, nodes, over, kinds, asks = [], [], [], 0, {}, []
    for _ in range(deals):
        state, p, kind = make(rng, bidding)
        started = time.process_time()
        try:
            p.reaches(question(state, p), limit)
        except NodeLimitExceeded:
            pass
        asks.append(time.process_time() - started)
        kinds[kind] = kinds.get(kind, 0) + 1
        started, wall = time.process_time(), time.perf_counter()
        try:
            _value, n = solve_counted(p.rules, p.hands, p.leader, p.trick, p.side, maximize=p.maximize,
                                      called_led=p.called_led, node_limit=limit)
            nodes.append(n)
        except NodeLimitExceeded:
            over += 1
        times.append(time.process_time() - started)
        walls.append(time.perf_counter() - wall)
    times.sort()
    walls.sort()
    asks.sort()
    nodes.sort()

    def pct(xs, q):
        return xs[min(len(xs) - 1, int(q * len(xs)))]

    print(f"{name}: {deals} full deals, {bidding} bidding ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}), "
          f"node limit {limit:,}")
    print(f"  CPU time    p50 {pct(times, .5) * 1000:8.1f} ms   p95 {pct(times, .95) * 1000:8.1f} ms   "
          f"max {times[-1] * 1000:8.1f} ms")
    print(f"  wall time   p50 {pct(walls, .5) * 1000:8.1f} ms   p95 {pct(walls, .95) * 1000:8.1f} ms   "
          f"max {walls[-1] * 1000:8.1f} ms")
    print(f"  threshold   p50 {pct(asks, .5) * 1000:8.1f} ms   p95 {pct(asks, .95) * 1000:8.1f} ms   "
          f"max {asks[-1] * 1000:8.1f} ms   (CPU; `reaches`: does the declarer make it?)")
    if nodes:
        print(f"  nodes       p50 {pct(nodes, .5):8,}      p95 {pct(nodes, .95):8,}      max {nodes[-1]:8,}")
    print(f"  over the node limit: {over} of {deals}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schafkopf", type=int, default=300, help="Schafkopf deals")
    parser.add_argument("--vira", type=int, default=100, help="Vira deals")
    parser.add_argument("--node-limit", type=int, default=DEFAULT_NODE_LIMIT)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bidding", choices=("ai", "random"), default="ai")
    args = parser.parse_args()
    if args.schafkopf:
        measure("Schafkopf", schafkopf_deal, args.schafkopf, random.Random(args.seed), args.node_limit, args.bidding)
    if args.vira:
        measure("Vira", vira_deal, args.vira, random.Random(args.seed), args.node_limit, args.bidding)


if __name__ == "__main__":
    main()
