"""Königrufen AI in duplicate: a pair of one AI level against a pair of
another. Every deal is played twice on the same cards, the tested pair once
at seats 0/2 and once at 1/3. Prints the tested AI's mean per seat and deal
(the pair's return halved, averaged over both tables) with a 95% CI (1.96
standard errors over deals), the same per contract family, and the tested
AI's decision times (CPU time, every decision, and the card play alone).
Stops after --deals deals or --minutes minutes, whichever comes first.
--log FILE appends one JSON line per deal (its figure, family and decision
times), so that a run cut short still counts: --summary FILE prints the
figures from such a log.

    .venv/bin/python benchmarks/koenigrufen_ai_duplicate.py --ai search --against basic --deals 2000 --minutes 30
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from talong.ai import make_player  # noqa: E402
from talong.games.koenigrufen import GAME  # noqa: E402


def ci(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else float("inf")
    return f"{mean:+.3f} ± {half:.3f} (95% CI [{mean - half:+.3f}, {mean + half:+.3f}], {len(values)} deals)"


def pct(times: list[float], q: float) -> float:
    return sorted(times)[min(len(times) - 1, int(len(times) * q))] * 1e3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ai", default="search")
    parser.add_argument("--against", default="basic")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--log", help="append one JSON line per deal to this file")
    parser.add_argument("--summary", help="only print the figures of a --log file")
    args = parser.parse_args()
    if args.summary:
        summarize(args.summary)
        return
    rng = random.Random(args.seed)
    per_deal: list[float] = []
    by_family: dict[str, list[float]] = {}
    times: list[float] = []
    card_times: list[float] = []
    stop = time.monotonic() + 60 * args.minutes
    for i in range(args.deals):
        if time.monotonic() > stop:
            break
        seed = rng.getrandbits(63)
        total, family = 0.0, "passed"
        n_times, n_cards = len(times), len(card_times)
        for tested in ((0, 2), (1, 3)):
            players = [make_player("koenigrufen", args.ai if s in tested else args.against, seed=i * 4 + s)
                       for s in range(4)]
            state = GAME.deal({"dealer": i % 4}, seed=seed)
            while not state.is_terminal():
                seat = state.to_move()
                view, legal = state.view(seat), state.legal_actions()
                t0 = time.process_time()
                action = players[seat].choose(view, legal)
                if seat in tested and len(legal) > 1:
                    dt = time.process_time() - t0
                    times.append(dt)
                    if state.phase == "play":
                        card_times.append(dt)
                state = state.apply(action)
            total += sum(state.result()["returns"][s] for s in tested) / 2
            if state.contract is not None and tested == (0, 2):
                family = state.contract.kind
        if args.log:
            with open(args.log, "a", encoding="utf-8") as out:
                out.write(json.dumps({"ai": args.ai, "against": args.against, "deal": i, "value": total / 2,
                                      "family": family, "times": times[n_times:],
                                      "card_times": card_times[n_cards:]}) + "\n")
        per_deal.append(total / 2)
        by_family.setdefault(family, []).append(total / 2)
        if (i + 1) % 50 == 0:
            print(f"  {i + 1} deals: {ci(per_deal)}", flush=True)
    report(args.ai, args.against, per_deal, by_family, times, card_times)


def summarize(path: str) -> None:
    per_deal: list[float] = []
    by_family: dict[str, list[float]] = {}
    times: list[float] = []
    card_times: list[float] = []
    ai = against = "?"
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            ai, against = row["ai"], row["against"]
            per_deal.append(row["value"])
            by_family.setdefault(row["family"], []).append(row["value"])
            times += row["times"]
            card_times += row["card_times"]
    report(ai, against, per_deal, by_family, times, card_times)


def report(ai: str, against: str, per_deal: list[float], by_family: dict[str, list[float]], times: list[float],
           card_times: list[float]) -> None:
    print(f"'{ai}' against '{against}', spelpoäng per seat and deal: {ci(per_deal)}")
    for family, values in sorted(by_family.items()):
        print(f"  contract at the first table {family}: {ci(values)}")
    print(f"'{ai}' decisions with a choice: {len(times)}; p50 {pct(times, .5):.1f} ms, p95 {pct(times, .95):.1f} ms,"
          f" p99 {pct(times, .99):.1f} ms, max {max(times) * 1e3:.0f} ms (CPU time)")
    print(f"  card play alone: {len(card_times)}; p50 {pct(card_times, .5):.1f} ms, p95 {pct(card_times, .95):.1f} ms,"
          f" p99 {pct(card_times, .99):.1f} ms")


if __name__ == "__main__":
    main()
