"""Opening leads against the double-dummy best lead: the rules of
cardplay.py (the strong AI's lead before) against the lead by simulation
(ddplay.py: layouts consistent with the auction, solved double dummy), on
the same boards and auctions.

Each board is dealt from its seed and bid by the AI's system; the opening
leader (declarer's left-hand opponent) chooses its lead each way, and the
real deal is solved double dummy for every lead. A lead loses the tricks
the defence takes with the best lead minus those it takes with this one.

Prints, per method: boards, mean tricks lost per board, how often the lead
is a double-dummy best one, and the lead's decision time (p50, p95, max).
"simulation" is the default (the rules' lead stands unless a card scores
0.25 tricks a layout more), "strict" takes the best mean, "none" is strict
without the auction's inference (uniform layouts).

Usage: PYTHONPATH=. .venv/bin/python benchmarks/bridge_opening_lead.py [boards] [seed] [seconds] [methods]
(stops early after `seconds`, default 1200; the boards done are printed).
"""
from __future__ import annotations

import statistics
import sys
import time

from endplay.dds import solve_board
from endplay.types import Deal, Denom, Player

from talong.ai.bridge import BridgeAI, PlayConfig
from talong.ai.bridge.cardplay import choose_card
from talong.ai.bridge.ddplay import _card_name, choose_dd_card
from talong.games.bridge import GAME
from talong.games.bridge.analysis import pbn_deal_string

ALL = {"rules": None, "simulation": PlayConfig(), "strict": PlayConfig(lead_margin=0.0),
       "none": PlayConfig(inference="none", lead_margin=0.0)}
METHODS = {m: ALL[m] for m in (sys.argv[4].split(",") if len(sys.argv) > 4 else ALL)}


def bid(state):
    ai = BridgeAI(0)
    while state.phase() == "auction":
        state = state.apply(ai.choose(state.view(state.to_move()), state.legal_actions()))
    return state


def lead_values(state) -> dict[str, int]:
    """{card: tricks the defence takes double dummy after leading it}."""
    leader = (state.declarer + 1) % 4
    strain = state.view(leader)["contract"][1]
    trump = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "N": Denom.nt}[strain]
    deal = Deal(pbn_deal_string(state.deal_record()), first=[Player.north, Player.east, Player.south,
                                                               Player.west][leader], trump=trump)
    return {_card_name(card): tricks for card, tricks in solve_board(deal)}


def main() -> None:
    boards = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    limit = float(sys.argv[3]) if len(sys.argv) > 3 else 1200.0
    lost: dict[str, list[int]] = {m: [] for m in METHODS}
    times: dict[str, list[float]] = {m: [] for m in METHODS}
    start, done = time.perf_counter(), 0
    for n in range(boards):
        if time.perf_counter() - start > limit:
            break
        state = bid(GAME.deal({"board": n % 16 + 1}, seed=seed * 100_000 + n))
        if state.declarer < 0:
            continue
        done += 1
        leader = (state.declarer + 1) % 4
        view, legal = state.view(leader), state.legal_actions()
        values = lead_values(state)
        best = max(values.values())
        for method, config in METHODS.items():
            began = time.perf_counter()
            card = choose_card(view, legal) if config is None else choose_dd_card(view, legal, seed, config=config)
            times[method].append(time.perf_counter() - began)
            lost[method].append(best - values[card.split()[1]])
    print(f"boards played (not passed out): {done} of {n + 1} dealt (seed {seed}), "
          f"{time.perf_counter() - start:.0f} s")
    for method in METHODS:
        t = sorted(times[method])
        print(f"{method:>10}: tricks lost to the DD best lead {statistics.mean(lost[method]):.3f}/board, "
              f"DD-best lead {sum(x == 0 for x in lost[method]) / len(lost[method]):.1%}; decision "
              f"p50 {t[len(t) // 2] * 1000:.0f} ms, p95 {t[int(len(t) * 0.95)] * 1000:.0f} ms, "
              f"max {t[-1] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
