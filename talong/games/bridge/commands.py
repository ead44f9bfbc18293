"""The bridge commands of `talong` (talong/cli.py calls them by name). Each
takes a PBN file or a LIN file (BBO hand records and movies, lin.py): the
file's first bytes tell which (LIN starts with a `xx|` pair).

- `talong analyse FILE.pbn|FILE.lin [--json]`: per board (each deal once, however
  many tables played it), the double-dummy table and the par score and
  contracts (analysis.py, through DDS).
- `talong score FILE.pbn|FILE.lin [--scoring mp|imp|butler|cross-imp] [--json]`: a
  duplicate session scored board by board by Law 78 (Law 12C2 for
  artificial scores) and the ranking of the pairs (session.py). Without
  --scoring the file's [Scoring] tag decides, else matchpoints.
- `talong replay FILE.pbn|FILE.lin`: every board replayed through the engine
  (`replay_pbn`): calls and cards checked (Laws 17-19, 22, 41, 44, 45), a
  claim (Laws 68-69) or a complete play scored by Law 77. A board whose play
  is not recorded is scored from its Contract, Declarer and Result tags, and
  a board with neither is reported unfinished; the next boards still replay.

`--json` prints the same content as plain JSON (numbers from fractions of
a matchpoint as decimals) for other programs.
"""
from __future__ import annotations

import json
import sys
from fractions import Fraction
from typing import Any

from talong.core.records import replay_actions
from talong.i18n import msg

from . import lin
from .analysis import dd_table, format_table, par
from .pbn import loads, record_from_pbn
from .pbn_export import dumps as pbn_dumps
from .scoring import parse_contract
from .session import format_session, results_from_pbn, score_session
from .settlement import board_result


def _read(path: str) -> bytes:
    """The file's bytes: pbn.decode reads its character set (PBN 2.1: the
    declared one, else UTF-8 when it is UTF-8, else ISO-8859-1)."""
    with open(path, "rb") as handle:
        return handle.read()


def boards_of(data: str | bytes) -> list[dict[str, Any]]:
    """The boards of a PBN or LIN file's text or bytes (pbn.loads / lin.loads)."""
    return lin.loads(data) if lin.is_lin(data) else loads(data)


def record_of(data: str | bytes) -> dict[str, Any]:
    """The talong record of a PBN or LIN file."""
    return lin.record_from_lin(data) if lin.is_lin(data) else record_from_pbn(data)


def pbn_text_of(data: str | bytes) -> str | bytes:
    """PBN of a LIN file (explanations as notes), for the session reader; a PBN file as it is."""
    return pbn_dumps(lin.pbn_boards(lin.loads(data))) if lin.is_lin(data) else data


def _number(value: Any) -> Any:
    """JSON-ready numbers: an integral Fraction as int, others as a decimal."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else round(float(value), 4)
    return value


def analysis_json(text: str | bytes) -> list[dict[str, Any]]:
    """Per board: {"board", "dealer", "vulnerable", "tricks": {seat: {strain: n}}, "par"};
    a board played at several tables (the same deal again) is analysed once."""
    out, seen = [], set()
    for board in boards_of(text):
        deal = board["deal"]
        key = (deal["board"], deal["dealer"], deal["vulnerable"], tuple(tuple(deal["hands"][s]) for s in "NESW"))
        if key in seen:
            continue
        seen.add(key)
        out.append({"board": deal["board"], "dealer": deal["dealer"], "vulnerable": deal["vulnerable"],
                    "tricks": dd_table(deal), "par": par(deal)})
    return out


def analyse(args, out=None) -> int:
    out = out or sys.stdout
    boards = analysis_json(_read(args.file))
    if getattr(args, "json", False):
        print(json.dumps(boards, ensure_ascii=False, indent=1), file=out)
        return 0
    for board in boards:
        result = board["par"]
        print(f"Bricka / Board {board['board']}  giv / dealer {board['dealer']}  zon / vul {board['vulnerable']}",
              file=out)
        print("Dubbeldummy: stick för spelföraren / double dummy: declarer's tricks", file=out)
        print(format_table(board["tricks"]), file=out)
        contracts = ", ".join(c["text"] for c in result["contracts"]) or "Pass"
        print(f"Par: NS {result['score_ns']:+d}  ({contracts})", file=out)
        print(file=out)
    return 0


def session_json(report: dict[str, Any], event: str = "") -> dict[str, Any]:
    """The scored session as JSON: per board the table results, then the ranking."""
    boards = []
    for number, rows in report["boards"].items():
        tables = []
        for r in rows:
            row: dict[str, Any] = {"ns": r.ns, "ew": r.ew}
            if r.award:
                row["adjusted"] = {"ns": r.award[0], "ew": r.award[1], "law": "12C2"}
            else:
                row.update(contract=r.contract, declarer=r.declarer, tricks=r.tricks, score_ns=r.score_ns)
            row.update(ns_value=_number(r.ns_value), ew_value=_number(r.ew_value))
            if report["method"] == "mp":
                row["top"] = r.ns_top
            if "datum" in r.extra:
                row["datum"] = r.extra["datum"]
            tables.append(row)
        boards.append({"board": number, "vulnerable": rows[0].vulnerable, "tables": tables})
    ranking = [[{key: _number(value) for key, value in row.items() if key != "key"} for row in group]
               for group in report["ranking"]]
    return {"event": event, "method": report["method"], "boards": boards, "ranking": ranking}


def score(args, out=None) -> int:
    out = out or sys.stdout
    results, method, event = results_from_pbn(pbn_text_of(_read(args.file)))
    report = score_session(results, getattr(args, "scoring", None) or method or "mp")
    if getattr(args, "json", False):
        print(json.dumps(session_json(report, event), ensure_ascii=False, indent=1), file=out)
    else:
        print(format_session(report, event), file=out)
    return 0


def replay_pbn(text: str | bytes) -> dict[str, Any]:
    """Replay every board of a PBN (or LIN) text (see the module docstring); the
    standings are the North-South and East-West totals of the scored boards."""
    return replay_record(record_of(text))


def replay_record(record: dict[str, Any]) -> dict[str, Any]:
    """`replay_pbn` of a record from pbn.record_from_pbn or lin.record_from_lin."""
    from . import GAME
    deals, totals, scored = [], [0, 0, 0, 0], 0
    for index, entry in enumerate(record["deals"], 1):
        start = GAME.deal({}, deal=entry["deal"])
        end = replay_actions(start, entry["actions"], f"deal {index} (board {entry['deal']['board']}): ")
        if end.is_terminal():
            result = end.result()
        elif entry.get("contract") == "Pass" or (entry.get("contract") and entry.get("declarer")
                                                 and "tricks" in entry):
            parsed = parse_contract(entry["contract"])
            contract = (parsed.level, parsed.strain, parsed.doubled) if parsed else None
            declarer = "NESW".index(entry["declarer"]) if parsed else 0
            note = {"msg": msg("bridge.line.no_play")}
            result = {**board_result(start.board, contract, declarer, start.vulnerable,
                                     entry.get("tricks", 0), [note] if parsed else []), "play_recorded": False}
        else:
            deals.append({"deal": index, "board": start.board, "unfinished": True, "to_move": end.to_move()})
            continue
        scored += 1
        totals = [t + r for t, r in zip(totals, result["returns"])]
        deals.append({"deal": index, **result})
    return {"game": "bridge", "deals": deals,
            "standings": {"deals_played": scored, "totals": totals, "NS": totals[0], "EW": totals[1]}}


def replay(args, out=None) -> int:
    out = out or sys.stdout
    print(json.dumps(replay_pbn(_read(args.file)), ensure_ascii=False, indent=1), file=out)
    return 0
