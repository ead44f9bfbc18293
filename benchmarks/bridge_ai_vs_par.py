"""How well the bridge AI bids and plays: four AI players on random boards,
each result compared with the double-dummy par of the board (DDS through
endplay) and with what the final contract makes double-dummy.

Prints: boards, the mean IMPs per board of N-S's result against par (0 is
par; both sides are the same AI, so this measures how far from par the
table lands, signed for N-S), the mean absolute IMP distance from par, how
often the final contract makes double-dummy and how often declarer's actual
tricks reach the double-dummy count.

With an AI name (default "basic"; "strong" plays its cards by sampling
and double dummy) it also prints the card decisions per second and the
median / 95th percentile time of one card decision.

Usage: .venv/bin/python benchmarks/bridge_ai_vs_par.py [boards] [seed] [ai]
"""
from __future__ import annotations

import statistics
import sys
import time

from talong.ai import make_player
from talong.games.bridge import GAME
from talong.games.bridge.analysis import dd_table, par
from talong.games.bridge.imps import imps
from talong.runner import play_deal


class _Timed:
    """A player whose card decisions are timed."""

    def __init__(self, player) -> None:
        self.player, self.times = player, []

    def __getattr__(self, attr):
        return getattr(self.player, attr)

    def choose(self, view, legal):
        if view["phase"] == "auction":
            return self.player.choose(view, legal)
        start = time.perf_counter()
        action = self.player.choose(view, legal)
        self.times.append(time.perf_counter() - start)
        return action


def main() -> None:
    boards = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    name = sys.argv[3] if len(sys.argv) > 3 else "basic"
    players = [_Timed(make_player("bridge", name, seed=seed * 10 + s)) for s in range(4)]
    signed, absolute, makes_dd, reaches_dd, played = [], [], 0, 0, 0
    start = time.perf_counter()
    for n in range(boards):
        state = GAME.deal({"board": n % 16 + 1}, seed=seed * 100_000 + n)
        end, _ = play_deal(state, players)
        result, deal = end.result(), state.deal_record()
        difference = imps(result["score_ns"] - par(deal)["score_ns"])
        signed.append(difference)
        absolute.append(abs(difference))
        if result["declarer"]:
            played += 1
            level, strain = int(result["contract"][0]), result["contract"][1]
            dd = dd_table(deal)[result["declarer"]][strain]
            makes_dd += dd >= level + 6
            reaches_dd += result["tricks"] >= dd
    seconds = time.perf_counter() - start
    times = sorted(t for p in players for t in p.times)
    print(f"AI: {name}; card decisions: {len(times)}, {len(times) / max(sum(times), 1e-9):.1f}/s, "
          f"p50 {times[len(times) // 2] * 1000:.1f} ms, p95 {times[int(len(times) * 0.95)] * 1000:.1f} ms, "
          f"max {times[-1] * 1000:.1f} ms")
    print(f"boards: {boards} (seed {seed}), played (not passed out): {played}, {seconds:.1f} s")
    print(f"N-S result against par: {statistics.mean(signed):+.2f} IMPs per board "
          f"(mean distance from par {statistics.mean(absolute):.2f} IMPs)")
    print(f"final contract makes double-dummy: {makes_dd / max(played, 1):.1%}")
    print(f"declarer's tricks reach the double-dummy count: {reaches_dd / max(played, 1):.1%}")


if __name__ == "__main__":
    main()
