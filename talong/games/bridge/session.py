"""A duplicate pairs session: table results in, board-by-board scores and the
final ranking out, as a club scoring program prints them.

- Each result's score is Law 77's (scoring.py), from the contract, declarer
  and tricks, with the board's vulnerability (Law 2); a PBN Score tag, when
  given as well, must agree.
- A game with a Deal is read as a full game (pbn.py): its auction and play
  are checked by the engine and give the contract, declarer and tricks
  (a claim's included, Laws 68-69) where the tags leave them out.
- Boards are scored by Law 78A matchpoints ("mp": 2 per score beaten, 1 per
  tie, percent of the top; every board on the session's common top, boards
  with fewer results factored up by Neuberg), or Law 78B IMPs: "imp"
  (Butler, datum = mean of all scores), "butler" (datum without the top and
  the bottom score) or "cross-imp" (every score against every other,
  averaged).
- Artificial adjusted scores (Law 12C2): average plus / average / average
  minus are 60 / 50 / 40 % at matchpoints (the real results of the board are
  matchpointed among themselves and factored to the full field, Neuberg) and
  +3 / 0 / -3 IMPs; Law 12C2(c) replaces 60 % (40 %) by the pair's own
  session result on its other boards when that is better (worse).
- Ranking: one list (Howell: pairs change direction) or, when every pair
  kept one direction and both fields have pairs (Mitchell), one list per
  direction. Pairs are identified by their PairId_NS / PairId_EW tag, or by
  their players' names (docs/bridge-pbn.md).
"""
from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from talong.core.engine import RecordError

from . import adjusted
from .boards import SEATS, side_vulnerable, vulnerability_of
from .imps import butler, cross_imps
from .matchpoints import matchpoints, neuberg, top
from .pbn import PBNError, VULNERABLE_IN, board_from_game, parse_result, parse_games
from .scoring import contract_score, parse_contract

METHODS = ("mp", "imp", "butler", "cross-imp")
_METHOD_TAGS = {"mp": "mp", "matchpoints": "mp", "imp": "imp", "imps": "imp", "butler": "butler",
                "cross-imp": "cross-imp", "crossimp": "cross-imp", "cross-imps": "cross-imp",
                "ximp": "cross-imp"}


@dataclass
class TableResult:
    board: int
    ns: str
    ew: str
    vulnerable: str
    contract: str | None = None      # "4HX", "Pass"; None for an artificial score
    declarer: str | None = None
    tricks: int | None = None
    score_ns: int | None = None
    award: tuple[str, str] | None = None   # Law 12C2 codes (NS, EW)
    line: int = 0
    ns_value: Fraction = Fraction(0)       # matchpoints or IMPs earned by NS here
    ew_value: Fraction = Fraction(0)
    ns_top: int = 0                        # matchpoint top of this table's board
    extra: dict[str, Any] = field(default_factory=dict)


def result_score(contract: str | None, declarer: str | None, tricks: int | None, vulnerable: str) -> int:
    """NS score of a table result by Law 77 (0 for a board passed out, Law 22B)."""
    parsed = parse_contract(contract) if contract is not None else None
    if parsed is None:
        return 0
    if declarer not in tuple(SEATS) or tricks is None:
        raise RecordError(f"contract {contract} needs a declarer (N/E/S/W) and a result (tricks)", "Law 77")
    seat = SEATS.index(declarer)
    value = contract_score(parsed, side_vulnerable(vulnerable, seat), tricks)
    return value if seat % 2 == 0 else -value


def _pair(tags: dict[str, str], side: str) -> str | None:
    for key in (f"PairId_{side}", f"Pair_{side}", f"{side}Pair"):
        if tags.get(key, "").strip():
            return tags[key].strip()
    names = [tags.get(p, "").strip() for p in (("North", "South") if side == "NS" else ("East", "West"))]
    return " – ".join(names) if all(names) else None


def _score_tag(value: str, declarer: str | None, line: int) -> int:
    parts = value.split()
    try:
        number = int(parts[-1])
    except (ValueError, IndexError):
        raise PBNError(f"Score must be like \"NS 420\", not {value!r}", line, "Law 77") from None
    side = parts[0].upper() if len(parts) == 2 else ("NS" if declarer in (None, "N", "S") else "EW")
    if side not in ("NS", "EW"):
        raise PBNError(f"Score must name NS or EW, not {parts[0]!r}", line, "Law 77")
    return number if side == "NS" else -number


def _result(tags: dict[str, str], lines: dict[str, int], line: int) -> TableResult:
    """One table result from a game's tags (or a ScoreTable row as tags)."""
    if not tags.get("Board", "").strip().isdigit():
        raise PBNError("each result needs a [Board \"n\"] tag", line, "Law 2")
    board = int(tags["Board"])
    ns, ew = _pair(tags, "NS"), _pair(tags, "EW")
    if not ns or not ew:
        raise PBNError(f"board {board}: name both pairs (PairId_NS and PairId_EW, or North/South/East/West)",
                       line, "Law 4")
    vul_text = tags.get("Vulnerable", "").strip()
    vulnerable = VULNERABLE_IN.get(vul_text.lower()) if vul_text else vulnerability_of(board)
    if vulnerable is None:
        raise PBNError(f"Vulnerable must be None, NS, EW or All, not {vul_text!r}", lines.get("Vulnerable", line),
                       "Law 2")
    result = TableResult(board, ns, ew, vulnerable, line=line)
    if tags.get("AdjustedScore", "").strip():
        try:
            result.award = adjusted.parse_pair(tags["AdjustedScore"])
        except RecordError as err:
            raise PBNError(str(err).rsplit(" (", 1)[0], lines.get("AdjustedScore", line), err.rule) from None
        return result
    declarer = tags.get("Declarer", "").strip().lstrip("^").upper() or None
    score_tag = tags.get("Score", "").strip()
    contract = tags.get("Contract", "").strip() or None
    try:
        if contract is not None:
            tricks = None
            if tags.get("Result", "").strip():
                seat = SEATS.index(declarer) if declarer in tuple(SEATS) else None
                tricks = parse_result(tags["Result"], lines.get("Result", line), seat)
            result.contract, result.declarer, result.tricks = contract, declarer, tricks
            result.score_ns = result_score(contract, declarer, tricks, vulnerable)
            if parse_contract(contract) is None:
                result.contract, result.declarer, result.tricks = "Pass", None, None
            if score_tag and _score_tag(score_tag, declarer, lines.get("Score", line)) != result.score_ns:
                raise PBNError(f"Score {score_tag!r} disagrees with Law 77: {contract} by {declarer} taking "
                               f"{tricks} tricks scores NS {result.score_ns:+d}", lines.get("Score", line), "Law 77")
        elif score_tag:
            result.score_ns = _score_tag(score_tag, declarer, lines.get("Score", line))
        else:
            raise PBNError(f"board {board}, {ns} v {ew}: no Contract/Result, Score or AdjustedScore", line)
    except PBNError:
        raise
    except RecordError as err:
        raise PBNError(str(err).rsplit(" (", 1)[0], lines.get("Contract", line), err.rule) from None
    return result


def _score_table_rows(game) -> list[tuple[dict[str, str], int]]:
    """PBN 5.9 ScoreTable: one row per table result of the game's board, as tags.
    Columns used: PairId_NS, PairId_EW, Contract, Declarer, Result, Score_NS,
    Score_EW, AdjustedScore; "-" is an empty cell."""
    header = game.tags["ScoreTable"]
    columns = [re.sub(r"\\.*$", "", c.strip()).lstrip("+-") for c in header.split(";")]
    by_line: dict[int, list[str]] = defaultdict(list)
    for token, line in game.sections.get("ScoreTable", []):
        by_line[line].append(token.strip('"'))
    rows = []
    for line, cells in sorted(by_line.items()):
        if len(cells) != len(columns):
            raise PBNError(f"ScoreTable row has {len(cells)} cells for {len(columns)} columns", line)
        row = {k: v for k, v in zip(columns, cells) if v != "-"}
        tags = {"Board": game.tags.get("Board", ""), "Vulnerable": game.tags.get("Vulnerable", "")}
        for key in ("PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "AdjustedScore"):
            if key in row:
                tags[key] = row[key]
        if "Score_NS" in row:
            tags["Score"] = f"NS {row['Score_NS']}"
        elif "Score_EW" in row:
            tags["Score"] = f"EW {row['Score_EW']}"
        rows.append((tags, line))
    return rows


def _played_tags(tags: dict[str, str], board: dict[str, Any]) -> dict[str, str]:
    """The game's tags with Board, Vulnerable, Contract, Declarer and Result
    as the PBN reader found them (from the auction and the play when the
    tags leave them out)."""
    tags = dict(tags)
    tags.setdefault("Board", str(board["board"]))
    tags.setdefault("Vulnerable", board["deal"]["vulnerable"])
    for key, name in (("contract", "Contract"), ("declarer", "Declarer"), ("result", "Result")):
        if key in board and not tags.get(name, "").strip():
            tags[name] = str(board[key])
    if board.get("contract") == "Pass":
        tags["Result"] = ""
    return tags


def results_from_pbn(text: str) -> tuple[list[TableResult], str | None, str]:
    """(table results, the Scoring tag's method or None, the event name). A
    game is one table result, or one board with a ScoreTable of results."""
    results: list[Any] = []
    method, event = None, ""
    previous = None
    for index, game in enumerate(parse_games(text), 1):
        tags, lines = game.tags, game.lines
        line = min(lines.values())
        event = event or tags.get("Event", "")
        if tags.get("Scoring", "").strip():
            method = _METHOD_TAGS.get(tags["Scoring"].strip().lower(), method)
        if "Deal" in tags or ("Auction" in tags and previous is not None):
            # a full game: its auction and play are checked by the engine, and a
            # play (or claim) gives the result when the tags do not
            previous = board_from_game(game, index, previous)
            tags = _played_tags(tags, previous)
        if "ScoreTable" in tags:
            results.extend(_result(row, {}, row_line) for row, row_line in _score_table_rows(game))
        else:
            results.append(_result(tags, lines, line))
    if not results:
        raise RecordError("the file holds no table results")
    return results, method, event


# --- scoring the boards -----------------------------------------------------------------
def _score_board(rows: list[TableResult], method: str, field: int) -> None:
    """Score one board's table results. At matchpoints every board is
    scored on the session's common top, that of the board played most
    often (`field` results): the real results of a board played fewer
    times, or with artificial scores among them, are factored up (Neuberg),
    so that each board weighs the same in the ranking."""
    real = [r for r in rows if r.award is None]
    scores = [r.score_ns for r in real]
    n_all = field
    if method == "mp":
        board_top = top(n_all)
        mps = matchpoints(scores) if scores else []
        for r, mp in zip(real, mps):
            factored = neuberg(mp, len(real), n_all) if len(real) < n_all else Fraction(mp)
            r.ns_value, r.ew_value, r.ns_top = factored, board_top - factored, board_top
        for r in rows:
            r.ns_top = board_top
        return
    if method == "cross-imp":
        values: list[Any] = cross_imps(scores) if len(scores) > 1 else [Fraction(0)] * len(scores)
    else:
        if not scores:
            return
        base, values = butler(scores, exclude_extremes=(method == "butler"))
        for r in real:
            r.extra["datum"] = base
        values = [Fraction(v) for v in values]
    for r, v in zip(real, values):
        r.ns_value, r.ew_value = v, -v


def score_session(results: list[TableResult], method: str = "mp") -> dict[str, Any]:
    """Score every board and rank the pairs. Returns {"method", "boards":
    {board: [TableResult...]}, "ranking": [[row...], ...] one list per field}."""
    if method not in METHODS:
        raise RecordError(f"scoring must be one of {', '.join(METHODS)}, not {method!r}", "Law 78")
    boards: dict[int, list[TableResult]] = defaultdict(list)
    for r in results:
        boards[r.board].append(r)
    for number, rows in boards.items():
        seen = set()
        for r in rows:
            for pair in (r.ns, r.ew):
                if pair in seen:
                    raise PBNError(f"board {number}: pair {pair!r} has two results", r.line)
                seen.add(pair)
        _score_board(rows, method, max(len(r) for r in boards.values()))
    # Law 12C2(c): each pair's result on its real boards, for capping A+ / A-.
    earned: dict[str, list[Fraction]] = defaultdict(lambda: [Fraction(0), Fraction(0)])
    for r in results:
        if r.award is None:
            for pair, value in ((r.ns, r.ns_value), (r.ew, r.ew_value)):
                earned[pair][0] += value
                earned[pair][1] += r.ns_top if method == "mp" else 1
    for r in results:
        if r.award is None:
            continue
        for index, pair in enumerate((r.ns, r.ew)):
            value, scale = earned[pair]
            if method == "mp":
                session = Fraction(100) * value / scale if scale else None
                worth = adjusted.mp_percent(r.award[index], session) * r.ns_top / 100
            else:
                worth = adjusted.imp_value(r.award[index], value / scale if scale else None)
            if index == 0:
                r.ns_value = worth
            else:
                r.ew_value = worth
    return {"method": method, "boards": dict(sorted(boards.items())), "ranking": _ranking(results, method)}


def _ranking(results: list[TableResult], method: str) -> list[list[dict[str, Any]]]:
    totals: dict[str, dict[str, Any]] = {}
    for r in results:
        for pair, value, side in ((r.ns, r.ns_value, "NS"), (r.ew, r.ew_value, "EW")):
            row = totals.setdefault(pair, {"pair": pair, "sides": set(), "boards": 0,
                                           "total": Fraction(0), "max": 0})
            row["sides"].add(side)
            row["boards"] += 1
            row["total"] += value
            row["max"] += r.ns_top
    for row in totals.values():
        if method == "mp":
            row["percent"] = Fraction(100) * row["total"] / row["max"] if row["max"] else Fraction(50)
            row["key"] = row["percent"]
        else:
            row["per_board"] = row["total"] / row["boards"]
            row["key"] = row["total"]
    rows = list(totals.values())
    mitchell = all(len(row["sides"]) == 1 for row in rows) and \
        {next(iter(row["sides"])) for row in rows} == {"NS", "EW"}
    fields = [[row for row in rows if "NS" in row["sides"]], [row for row in rows if "EW" in row["sides"]]] \
        if mitchell else [rows]
    out = []
    for group in fields:
        group.sort(key=lambda row: (-row["key"], row["pair"]))
        for position, row in enumerate(group):
            tied = position and group[position - 1]["key"] == row["key"]
            row["rank"] = group[position - 1]["rank"] if tied else position + 1
            row["direction"] = "/".join(sorted(row["sides"]))
            del row["sides"]
        out.append(group)
    return out


def _num(value: Fraction, decimals: int = 1) -> str:
    return f"{float(value):.{decimals}f}"


def format_session(report: dict[str, Any], event: str = "") -> str:
    """The report as text: every board, then the ranking (Swedish / English)."""
    method = report["method"]
    unit = "mp" if method == "mp" else "IMP"
    title = {"mp": "matchpoäng / matchpoints (Lag/Law 78A)", "imp": "IMP mot medel / Butler IMPs (Law 78B)",
             "butler": "Butler utan topp och botten / Butler IMPs, top and bottom out (Law 78B)",
             "cross-imp": "kors-IMP / cross-IMPs (Law 78B)"}[method]
    out = [f"{event or 'Tävling / Session'}: {title}", ""]
    names = [name for rows in report["boards"].values() for r in rows for name in (r.ns, r.ew)]
    width = min(max([len(n) for n in names] + [4]) + 2, 34)
    for number, rows in report["boards"].items():
        vul = rows[0].vulnerable
        datum = rows[0].extra.get("datum") if rows else None
        head = f"Bricka / Board {number}  (zon / vul: {vul})"
        if datum is not None:
            head += f"  datum {datum:+d}"
        out.append(head)
        out.append(f"  {'NS':<{width}}{'EW':<{width}}{'Kontrakt':<9}{'Av':<3}{'Stick':>5}{'NS-poäng':>9}"
                   f"{'NS ' + unit:>8}{'EW ' + unit:>8}")
        for r in rows:
            if r.award:
                contract, by, tricks, score = f"{r.award[0]}/{r.award[1]}", "", "", "Lag 12C2"
            else:
                contract = r.contract or ""
                by, tricks = r.declarer or "", "" if r.tricks is None else str(r.tricks)
                score = f"{r.score_ns:+d}"
            out.append(f"  {r.ns[:width - 1]:<{width}}{r.ew[:width - 1]:<{width}}{contract:<9}{by:<3}{tricks:>5}{score:>9}"
                       f"{_num(r.ns_value):>8}{_num(r.ew_value):>8}")
        out.append("")
    for index, group in enumerate(report["ranking"]):
        label = "Slutresultat / Final ranking"
        if len(report["ranking"]) == 2:
            label += " — " + ("Nord-Syd / North-South" if index == 0 else "Öst-Väst / East-West")
        out.append(label)
        if method == "mp":
            out.append(f"  {'Plac':>4}  {'Par / Pair':<{width}}{'Brickor':>8}{'Poäng':>9}{'Max':>6}{'%':>8}")
            for row in group:
                out.append(f"  {row['rank']:>4}  {row['pair'][:width - 1]:<{width}}{row['boards']:>8}"
                           f"{_num(row['total']):>9}{row['max']:>6}{_num(row['percent'], 2):>8}")
        else:
            out.append(f"  {'Plac':>4}  {'Par / Pair':<{width}}{'Brickor':>8}{'IMP':>9}{'IMP/bricka':>12}")
            for row in group:
                out.append(f"  {row['rank']:>4}  {row['pair'][:width - 1]:<{width}}{row['boards']:>8}"
                           f"{_num(row['total']):>9}{_num(row['per_board'], 2):>12}")
        out.append("")
    return "\n".join(out)
