"""Rules page rendering (issue 8 item 4): the time to render each game's
page from its template and the catalogues (cold: the first request after a
start), the time of a cached answer, and the page size. Bounded: --repeat
renders per page.

    python benchmarks/rules_pages.py [--repeat 20]
"""
from __future__ import annotations

import argparse
import time

from talong import i18n
from talong.core.engine import load
from talong.core.rules_page import PageCache, render_page
from talong.games import available_games, get_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    i18n.catalogues()   # reading the .po files is start-up, not page time
    cache = PageCache()
    print(f"{'game':12} {'lang':4} {'render ms (median)':>18} {'cached µs':>10} {'bytes':>7}")
    for game in available_games():
        target = get_game(game).info.rules_page
        if target is None:
            continue
        blocks = load(target)
        for lang in i18n.languages():
            times = []
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                text = render_page(blocks(), lang)
                times.append(time.perf_counter() - t0)
            cache.get(game, lang, blocks)
            t0 = time.perf_counter()
            for _ in range(1000):
                cache.get(game, lang, blocks)
            cached = (time.perf_counter() - t0) / 1000
            times.sort()
            print(f"{game:12} {lang:4} {times[len(times) // 2] * 1000:18.2f} {cached * 1e6:10.2f} "
                  f"{len(text.encode()):7d}")


if __name__ == "__main__":
    main()
