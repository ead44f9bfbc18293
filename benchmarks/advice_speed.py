"""Hint latency per game (issue 12 item 4): p50 / p95 / max of
`talong.ai.advice.hint` on card-play positions of deals played by the basic
AI, and the time of a whole deal's review for one seat. Wall time and CPU
time (the machine may be shared). Bounded: --positions per game, --reviews
deals per game.

    python benchmarks/advice_speed.py [--positions 40] [--reviews 4] [--games vira,schafkopf,...]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from talong.ai import make_player
from talong.ai.advice import hint, review
from talong.ai.hooks import party as make_party
from talong.games import get_game

GAMES = ("vira", "schafkopf", "bridge", "koenigrufen")


def played_deals(name: str, seed: int):
    """(start, actions, the card-play positions on the way) of deals played by the basic AI."""
    game = get_game(name)
    while True:
        state = start = make_party(game, {}, seed).next_deal()
        ai = [make_player(name, "basic", seed=s) for s in range(state.num_seats)]
        actions, positions = [], []
        while not state.is_terminal():
            seat = state.to_move()
            view, legal = state.view(seat), state.legal_actions()
            if view.get("phase") == "play" and sum(a.startswith("play ") for a in legal) > 1:
                positions.append((view, legal, seat))
            action = ai[seat].choose(view, [a for a in legal if not a.startswith("claim")])
            actions.append({"seat": seat, "action": action})
            state = state.apply(action)
        yield start, actions, positions
        seed += 1


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--reviews", type=int, default=4)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':<12} {'hints':>5} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7} {'cpu p50':>7} {'cpu p95':>7} "
          f"{'samples':>7} | {'reviews':>7} {'review s mean':>13} {'max':>5}")
    for name in args.games.split(","):
        rng = random.Random(args.seed)
        wall, cpu, samples = [], [], []
        reviews = []
        deals = played_deals(name, args.seed)
        while len(wall) < args.positions or len(reviews) < args.reviews:
            start, actions, positions = next(deals)
            if not positions:
                continue
            if len(wall) < args.positions:
                for view, legal, _ in rng.sample(positions, min(4, len(positions))):
                    t0, c0 = time.perf_counter(), time.process_time()
                    h = hint(name, view, legal)
                    wall.append(1000 * (time.perf_counter() - t0))
                    cpu.append(1000 * (time.process_time() - c0))
                    samples.append(h["samples"])
            if len(reviews) < args.reviews:
                seat = positions[0][2]
                t0 = time.perf_counter()
                review(name, start, actions, seat)
                reviews.append(time.perf_counter() - t0)
        print(f"{name:<12} {len(wall):>5} {pct(wall, .5):>7.0f} {pct(wall, .95):>7.0f} {max(wall):>7.0f} "
              f"{pct(cpu, .5):>7.0f} {pct(cpu, .95):>7.0f} {statistics.mean(samples):>7.1f} | {len(reviews):>7} "
              f"{statistics.mean(reviews):>13.2f} {max(reviews):>5.1f}", flush=True)


if __name__ == "__main__":
    main()
