"""Declarer play against double dummy: each board is played in its par
contract (DDS par, analysis.par) by the AI as declarer, against
double-dummy defenders (every defender card, the opening lead included, is
a best card for the real layout: DDS; the lowest of equals). A declarer
loses the tricks the contract makes double dummy minus the tricks it takes.

The auction is made up: declarer deals and opens the par contract, the
left-hand opponent doubles a doubled par contract, all others pass (the
declarer's samples so read the defenders' passes through the system, a
mild and mostly true inference). Claims (Laws 68-70) are answered by the
defenders' double-dummy check (claims.py).

Prints, per AI configuration ("legacy": the strong AI before this work;
"new": the default), on the same boards (each board played by every
configuration in turn): boards, tricks lost per board (mean and 95% CI),
the declarer's decision time p50 / p95 / max, and the paired difference.

Usage: PYTHONPATH=. .venv/bin/python benchmarks/bridge_declarer_vs_dd.py [boards] [seed] [seconds] [configs]
(configs comma-separated, default legacy,new; no new board after
`seconds`, default 600; prints the boards done).
"""
from __future__ import annotations

import math
import statistics
import sys
import time

from endplay.dds import solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Card, Deal, Denom, Player

from talong.ai.bridge import LEGACY, PlayConfig, StrongBridgeAI
from talong.ai.bridge.claims import answer_claim
from talong.ai.bridge.ddplay import _card_name
from talong.games.bridge import GAME
from talong.games.bridge.analysis import dd_table, par
from talong.games.bridge.play import CARD_NAMES
from talong.games.bridge.state import BridgeState

CONFIGS = {"legacy": LEGACY, "new": PlayConfig()}
_TRUMP = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "N": Denom.nt}
_PLAYERS = [Player.north, Player.east, Player.south, Player.west]


def par_board(n: int, seed: int) -> tuple[BridgeState, int] | None:
    """The board dealt from its seed, bid to its first par contract with
    declarer as dealer; and the tricks that contract makes double dummy.
    None when par is a pass-out."""
    dealt = GAME.deal({"board": n % 16 + 1}, seed=seed * 100_000 + n)
    record = dealt.deal_record()
    contracts = par(record)["contracts"]
    if not contracts:
        return None
    contract, declarer = contracts[0]["contract"], "NESW".index(contracts[0]["declarer"])
    state = BridgeState(dealt.board, declarer, dealt.vulnerable, dealt.hands)
    state = state.apply(contract[:2])
    if contract.endswith("X"):
        state = state.apply("double")
    while state.phase() == "auction":
        state = state.apply("pass")
    return state, dd_table(record)["NESW"[declarer]][contract[1]]


def dd_card(state: BridgeState) -> str:
    """A best card for the hand to play on the real layout (the lowest of the best)."""
    hands = [[CARD_NAMES[c] for c in range(52) if state.hands[s] >> c & 1] for s in range(4)]
    for s, c in state.trick:
        hands[s].append(CARD_NAMES[c])
    pbn = "N:" + " ".join(".".join("".join(r for r in "AKQJT98765432" if suit + r in h) for suit in "SHDC")
                          for h in hands)
    deal = Deal(pbn, first=_PLAYERS[state.leader], trump=_TRUMP[state.view(0)["contract"][1]])
    for _, c in state.trick:
        deal.play(Card(CARD_NAMES[c]))
    best = [_card_name(card) for card, _ in solve_board(deal, SolveMode.OptimalAll)]
    return "play " + min(best, key=lambda c: ("23456789TJQKA".index(c[1]), c[0]))


def play(state: BridgeState, ai: StrongBridgeAI, times: list[float]) -> int:
    """Play the deal out; the declarer's side's tricks."""
    while not state.is_terminal():
        seat = state.to_move()
        if state.phase() == "claim":
            action = answer_claim(state.view(seat))
        elif seat % 2 == state.declarer % 2:
            began = time.perf_counter()
            action = ai.choose(state.view(seat), state.legal_actions())
            times.append(time.perf_counter() - began)
        else:
            action = dd_card(state)
        state = state.apply(action)
    return state.won[state.declarer % 2]


def main() -> None:
    boards = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    limit = float(sys.argv[3]) if len(sys.argv) > 3 else 600.0
    names = sys.argv[4].split(",") if len(sys.argv) > 4 else list(CONFIGS)
    ais = {name: StrongBridgeAI(seed, config=CONFIGS[name]) for name in names}
    lost: dict[str, list[int]] = {name: [] for name in names}
    times: dict[str, list[float]] = {name: [] for name in names}
    start = time.perf_counter()
    for n in range(boards):          # every configuration plays each board before the next board
        if time.perf_counter() - start > limit:
            break
        board = par_board(n, seed)
        if board is None:
            continue
        state, dd = board
        for name in names:
            lost[name].append(dd - play(state, ais[name], times[name]))
    print(f"boards {len(lost[names[0]])} (seed {seed}, first {n + 1} dealt), {time.perf_counter() - start:.0f} s")
    for name in names:
        t = sorted(times[name])
        mean = statistics.mean(lost[name])
        half = 1.96 * statistics.stdev(lost[name]) / math.sqrt(len(lost[name])) if len(lost[name]) > 1 else math.nan
        print(f"{name:>7}: tricks lost to double dummy {mean:.3f}/board (95% CI {mean - half:.3f} .. "
              f"{mean + half:.3f}); declarer decisions {len(t)}, p50 {t[len(t) // 2] * 1000:.0f} ms, "
              f"p95 {t[int(len(t) * 0.95)] * 1000:.0f} ms, max {t[-1] * 1000:.0f} ms")
    if len(names) == 2:
        diff = [a - b for a, b in zip(lost[names[1]], lost[names[0]])]
        half = 1.96 * statistics.stdev(diff) / math.sqrt(len(diff)) if len(diff) > 1 else math.nan
        print(f"{names[1]} - {names[0]} on the same boards: {statistics.mean(diff):+.3f} tricks/board "
              f"(95% CI {statistics.mean(diff) - half:+.3f} .. {statistics.mean(diff) + half:+.3f})")


if __name__ == "__main__":
    main()
