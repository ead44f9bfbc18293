"""Königrufen double-dummy solver speed: full deals from the first lead, with
the contracts the `basic` AI bids (its auction, call, talon and discards).
For each deal: the exact value (`solve`) and the win question (`reaches`:
35/2 for the declarer side, every declarer on target in a negative game;
Trischaken has no threshold and is solved exactly only). Prints p50/p95 CPU
time per contract family and how many searches passed the node limit (those
count at the time they took to hit it).

    .venv/bin/python benchmarks/koenigrufen_solver_speed.py --deals 100 --node-limit 2000000
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from talong.ai.koenigrufen import KoenigrufenAI  # noqa: E402
from talong.games.koenigrufen import GAME  # noqa: E402
from talong.solvers import NodeLimitExceeded  # noqa: E402
from talong.solvers import koenigrufen as ks  # noqa: E402


def first_lead(seed: int):
    state = GAME.deal({"dealer": seed % 4}, seed=seed)
    players = [KoenigrufenAI(seed * 4 + s) for s in range(4)]
    while state.phase not in ("play", "over"):
        seat = state.to_move()
        state = state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
    return state


def timed(fn) -> tuple[float, bool]:
    t0 = time.process_time()
    try:
        fn()
        over = False
    except NodeLimitExceeded:
        over = True
    return time.process_time() - t0, over


def line(name: str, rows: list[tuple[float, bool]]) -> str:
    ts = sorted(t for t, _ in rows)
    over = sum(o for _, o in rows)
    return (f"{name:<28} {len(rows):4d} deals  p50 {ts[len(ts) // 2] * 1e3:7.1f} ms  "
            f"p95 {ts[min(len(ts) - 1, int(len(ts) * 0.95))] * 1e3:7.1f} ms  over the limit {over}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--node-limit", type=int, default=2_000_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    exact: dict[str, list[tuple[float, bool]]] = {}
    win: dict[str, list[tuple[float, bool]]] = {}
    for i in range(args.deals):
        state = first_lead(args.seed * 100_000 + i)
        if state.phase != "play":
            continue
        c = state.contract
        family = c.kind + (" (Farben)" if c.farben else "")
        pos = ks.position(state)
        exact.setdefault(family, []).append(timed(lambda: pos.solve(args.node_limit)))
        if c.kind != "trischaken":
            need = ks.target(state)
            win.setdefault(family, []).append(timed(lambda: pos.reaches(need, args.node_limit)))
    print(f"Königrufen full deals from the first lead, node limit {args.node_limit:,} (CPU time)")
    for family, rows in sorted(exact.items()):
        print(line(f"solve   {family}", rows))
    for family, rows in sorted(win.items()):
        print(line(f"reaches {family}", rows))
    print(line("solve   all", [r for rows in exact.values() for r in rows]))
    print(line("reaches all", [r for rows in win.values() for r in rows]))


if __name__ == "__main__":
    main()
