"""How well the bridge AI bids and plays: four AI players on random boards,
each result compared with the double-dummy par of the board (DDS through
endplay) and with what the final contract makes double-dummy.

Prints: boards, the mean IMPs per board of N-S's result against par (0 is
par; both sides are the same AI, so this measures how far from par the
table lands, signed for N-S), the mean absolute IMP distance from par, how
often the final contract makes double-dummy and how often declarer's actual
tricks reach the double-dummy count.

Usage: .venv/bin/python benchmarks/bridge_ai_vs_par.py [boards] [seed]
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


def main() -> None:
    boards = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    players = [make_player("bridge", "basic", seed=seed * 10 + s) for s in range(4)]
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
    print(f"boards: {boards} (seed {seed}), played (not passed out): {played}, {seconds:.1f} s")
    print(f"N-S result against par: {statistics.mean(signed):+.2f} IMPs per board "
          f"(mean distance from par {statistics.mean(absolute):.2f} IMPs)")
    print(f"final contract makes double-dummy: {makes_dd / max(played, 1):.1%}")
    print(f"declarer's tricks reach the double-dummy count: {reaches_dd / max(played, 1):.1%}")


if __name__ == "__main__":
    main()
