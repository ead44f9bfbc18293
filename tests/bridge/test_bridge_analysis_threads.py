"""DDS from several threads of one process: the server settles boards in
engine threads, answers hints in others and warms up at start. DDS keeps
process-wide scratch memory, so every call holds one lock
(talong/games/bridge/dds_lock.py); without it two threads corrupted each
other's deal ("Sum 8 is not four") and once brought a server down."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from talong.games.bridge import GAME
from talong.games.bridge.analysis import _solve, dd_table, par


def test_board_reviews_solved_in_parallel_threads_equal_the_ones_solved_alone():
    deals = [GAME.deal({"board": n}, seed=100 + n).deal_record() for n in range(1, 9)]
    alone = [(dd_table(d), par(d)) for d in deals]
    _solve.cache_clear()   # solve again, now from four threads at once
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(lambda d: (dd_table(d), par(d)), deals * 2))
    assert together == alone * 2
