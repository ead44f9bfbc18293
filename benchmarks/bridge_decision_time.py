"""Decision time of the strong bridge AI, in wall-clock and in CPU seconds.

On a shared machine the wall-clock time of a decision says more about the
other processes than about the AI; the CPU time this process (and DDS's
threads) spent does not. Four strong AIs (the default configuration) play
whole deals; every card decision and claim is timed both ways. The CPU
time is what the decision costs on a quiet machine, at most, with one core
(DDS uses both cores, so its wall time is lower there).

Prints: decisions, wall p50 / p95 / max, CPU p50 / p95 / max, for the
opening leads and for the other decisions apart, and the load average.

Usage: PYTHONPATH=. .venv/bin/python benchmarks/bridge_decision_time.py [deals] [seed] [seconds]
"""
from __future__ import annotations

import os
import resource
import sys
import time

from talong.ai.bridge import StrongBridgeAI
from talong.games.bridge import GAME


def cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def line(label: str, rows: list[tuple[float, float]]) -> str:
    if not rows:
        return f"{label}: none"
    wall, used = sorted(r[0] for r in rows), sorted(r[1] for r in rows)

    def q(xs: list[float], p: float) -> float:
        return xs[min(len(xs) - 1, int(len(xs) * p))] * 1000
    return (f"{label}: {len(rows)} decisions; wall p50 {q(wall, .5):.0f} ms, p95 {q(wall, .95):.0f} ms, "
            f"max {wall[-1] * 1000:.0f} ms; CPU p50 {q(used, .5):.0f} ms, p95 {q(used, .95):.0f} ms, "
            f"max {used[-1] * 1000:.0f} ms")


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    limit = float(sys.argv[3]) if len(sys.argv) > 3 else 600.0
    players = [StrongBridgeAI(seed * 10 + s) for s in range(4)]
    leads: list[tuple[float, float]] = []
    others: list[tuple[float, float]] = []
    start, played = time.perf_counter(), 0
    for n in range(deals):
        if time.perf_counter() - start > limit:
            break
        state = GAME.deal({"board": n % 16 + 1}, seed=seed * 100_000 + n)
        played += 1
        while not state.is_terminal():
            seat, legal = state.to_move(), state.legal_actions()
            if state.phase() == "auction" or len(legal) == 1:
                state = state.apply(players[seat].choose(state.view(seat), legal))
                continue
            opening = not state.tricks and not state.trick and state.phase() == "play"
            c, w = cpu(), time.perf_counter()
            action = players[seat].choose(state.view(seat), legal)
            (leads if opening else others).append((time.perf_counter() - w, cpu() - c))
            state = state.apply(action)
    print(f"deals {played} (seed {seed}), {time.perf_counter() - start:.0f} s, load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(line("opening leads", leads))
    print(line("other decisions", others))


if __name__ == "__main__":
    main()
