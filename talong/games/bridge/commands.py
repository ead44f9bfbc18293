"""The bridge commands of `talong` (talong/cli.py calls them by name):

- `talong analyse FILE.pbn`: per board, the double-dummy table and the par
  score and contracts (analysis.py, through DDS).
- `talong score FILE.pbn [--scoring mp|imp|butler|cross-imp]`: a duplicate
  session scored board by board by Law 78 (Law 12C2 for artificial scores)
  and the ranking of the pairs (session.py). Without --scoring the file's
  [Scoring] tag decides, else matchpoints.
"""
from __future__ import annotations

import sys

from .analysis import dd_table, format_table, par
from .pbn import loads
from .session import format_session, results_from_pbn, score_session


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def analyse(args, out=None) -> int:
    out = out or sys.stdout
    boards = loads(_read(args.file))
    for board in boards:
        deal = board["deal"]
        table, result = dd_table(deal), par(deal)  # one DDS solve: analysis caches it
        print(f"Bricka / Board {deal['board']}  giv / dealer {deal['dealer']}  zon / vul {deal['vulnerable']}",
              file=out)
        print("Dubbeldummy: stick för spelföraren / double dummy: declarer's tricks", file=out)
        print(format_table(table), file=out)
        contracts = ", ".join(c["text"] for c in result["contracts"]) or "Pass"
        print(f"Par: NS {result['score_ns']:+d}  ({contracts})", file=out)
        print(file=out)
    return 0


def score(args, out=None) -> int:
    out = out or sys.stdout
    results, method, event = results_from_pbn(_read(args.file))
    report = score_session(results, getattr(args, "scoring", None) or method or "mp")
    print(format_session(report, event), file=out)
    return 0
