"""OpenSpiel's information-set MCTS against talong's default AI, in duplicate.

For each deal (the same seed bytes at the OpenSpiel chance nodes, so the
same cards) the default AI first plays every seat; then IS-MCTS takes one
seat at a time, the default AI keeping the others. The gain at a seat is
IS-MCTS's return there minus the default AI's on the same cards at the same
seat: card luck cancels. A deal's figure is the mean gain over its seats;
the script prints, per game, the mean over deals with a 95% confidence
interval (normal approximation, 1.96 standard errors), in the game's own
unit (Vira: pinnar, a bet = 8; Schafkopf: points; bridge: Law 77 points for
the seat's side).

IS-MCTS (open_spiel.python.algorithms.ismcts) searches with random
rollouts; its worlds come from `resample_from_infostate`, which calls the
game's `Game.resample(view, rng)`: a game without it stops the script with
an error naming it. The exploration constant is a tenth of the game's
utility range, since returns are in the game's unit, not in [-1, 1].

    .venv/bin/python benchmarks/ismcts_duplicate.py [--minutes M] [deals] [simulations] [seed] [game ...]
    e.g. benchmarks/ismcts_duplicate.py 4 20 1 schafkopf

With --minutes, each game stops after M minutes (the deals done count);
a running figure is printed every ten deals.
"""
from __future__ import annotations

import math
import random
import statistics
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from talong.ai import default_player, make_player
from talong.research import openspiel as ros


def deal_bytes(seed: int, game: str, deal: int) -> list[int]:
    rng = random.Random(f"{seed}:{game}:{deal}")
    return [rng.randrange(256) for _ in range(ros.SEED_BYTES)]


def make_bot(game: pyspiel.Game, simulations: int, seed: int) -> ismcts.ISMCTSBot:
    np_rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np_rng)
    uct_c = (game.max_utility() - game.min_utility()) / 10
    # strict: a sampled world has the real one's legal actions (Game.resample keeps the view)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c, max_simulations=simulations, random_state=np_rng)
    rng = random.Random(seed)
    bot.set_resampler(lambda state, player: state.resample_from_infostate(player, rng.random))
    return bot


def play(game: pyspiel.Game, name: str, seed_bytes: list[int], ismcts_seat: int | None,
         simulations: int, seed: int) -> list[float]:
    """One deal: IS-MCTS at `ismcts_seat` (None: nowhere), the default AI elsewhere."""
    setup = ros.setup_of(game)
    level = default_player(name)
    ai = [make_player(name, level, seed=seed * 10 + s) for s in range(game.num_players())]
    bot = make_bot(game, simulations, seed) if ismcts_seat is not None else None
    state = game.new_initial_state()
    for byte in seed_bytes:
        state.apply_action(byte)
    while not state.is_terminal():
        seat = state.current_player()
        if seat == ismcts_seat:
            action = int(bot.step(state))
        else:
            talong = state.talong_state
            action = setup.vocabulary.id_of(ai[seat].choose(talong.view(seat), talong.legal_actions()))
        state.apply_action(action)
    return state.returns()


def summary(gains: list[float]) -> str:
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.inf
    return f"{mean:+.1f}  95% CI [{mean - half:+.1f}, {mean + half:+.1f}]"


def duplicate(name: str, deals: int, simulations: int, seed: int, minutes: float | None = None) -> None:
    game = pyspiel.load_game(ros.short_name(name))
    seats = game.num_players()
    gains, ours, theirs, start = [], [], [], time.perf_counter()
    deadline = None if minutes is None else start + 60 * minutes
    for deal in range(deals):
        if deadline is not None and time.perf_counter() > deadline:
            break
        seed_bytes = deal_bytes(seed, name, deal)
        base = play(game, name, seed_bytes, None, simulations, seed + deal)
        per_seat = []
        for seat in range(seats):
            returns = play(game, name, seed_bytes, seat, simulations, seed + deal)
            per_seat.append(returns[seat] - base[seat])
            ours.append(returns[seat])
            theirs.append(base[seat])
        gains.append(statistics.fmean(per_seat))
        if len(gains) % 10 == 0:
            print(f"  {name}, {len(gains)} deals: {summary(gains)}", flush=True)
    print(f"{name}: {len(gains)} deals x {seats} seats, IS-MCTS {simulations} simulations per move "
          f"vs default AI '{default_player(name)}'")
    print(f"  IS-MCTS gain per seat and deal: {summary(gains)}")
    print(f"  mean return at the seat: IS-MCTS {statistics.fmean(ours):+.1f}, "
          f"default AI {statistics.fmean(theirs):+.1f}  ({time.perf_counter() - start:.0f} s)")


def main(argv: list[str]) -> None:
    minutes = None
    if argv[:1] == ["--minutes"]:
        minutes, argv = float(argv[1]), argv[2:]
    deals = int(argv[0]) if argv else 4
    simulations = int(argv[1]) if len(argv) > 1 else 20
    seed = int(argv[2]) if len(argv) > 2 else 1
    for name in argv[3:] or ros.game_names():
        duplicate(name, deals, simulations, seed, minutes)


if __name__ == "__main__":
    main(sys.argv[1:])
