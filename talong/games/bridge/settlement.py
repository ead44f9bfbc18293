"""The settlement of a board, line by line (SPEC "Every game": a finished
deal shows its settlement in the game's own units): the contract and its
outcome, each Law 77 item (scoring.score_lines) on the side that scores it,
and the total from North-South's side. Used by the engine's `result()` and
by the PBN replay for a board whose play is not recorded (its Result tag).
"""
from __future__ import annotations

from typing import Any, Iterable

from talong.core.rules_page import signed
from talong.i18n import msg

from .auction import contract_symbols
from .boards import SEAT_MESSAGES, SEATS, side_vulnerable
from .scoring import ITEM_NAMES, score, score_lines


def passed_out(board: int) -> dict[str, Any]:
    """Law 22B: a board passed out by all four scores 0."""
    return {"board": board, "contract": "Passed", "declarer": None, "tricks": 0,
            "score_ns": 0, "returns": [0, 0, 0, 0],
            "lines": [{"msg": msg("bridge.line.passed_out", board=board)}]}


def board_result(board: int, contract: tuple[int, str, int] | None, declarer: int, vulnerable: str,
                 tricks: int, notes: Iterable[dict[str, Any]] = ()) -> dict[str, Any]:
    """The result of `contract` (level, strain, doubled 0/1/2; None: passed
    out) played by seat `declarer` on a board with `vulnerable` (Law 2),
    declarer's side taking `tricks` (Law 79). `notes` are extra lines (a
    claim) put after the first."""
    if contract is None:
        return passed_out(board)
    level, strain, doubled = contract
    side = declarer % 2
    vulnerable_side = side_vulnerable(vulnerable, declarer)
    declarer_score = score(level, strain, doubled, vulnerable_side, tricks)
    score_ns = declarer_score if side == 0 else -declarer_score
    text = f"{level}{strain}{'X' * doubled}"
    needed = level + 6
    if tricks >= needed:
        outcome = (msg("bridge.outcome.made") if tricks == needed
                   else msg("bridge.outcome.overtricks", count=tricks - needed))
    else:
        outcome = msg("bridge.outcome.down", count=needed - tricks)
    zone = msg("bridge.zone.vulnerable" if vulnerable_side else "bridge.zone.not_vulnerable")
    sides = ("bridge.side.ns", "bridge.side.ew")
    lines: list[dict[str, Any]] = [{"msg": msg("bridge.line.contract", board=board, contract=contract_symbols(text),
                                               declarer=msg(SEAT_MESSAGES[declarer]), zone=zone, count=tricks,
                                               outcome=outcome)}]
    lines.extend(notes)
    for item, points in score_lines(level, strain, doubled, vulnerable_side, tricks):
        # Undertricks are scored by the defenders (Law 77): show them on their side.
        who = side if points >= 0 else 1 - side
        lines.append({"msg": msg("bridge.line.item", item=msg(ITEM_NAMES[item]), points=abs(points),
                                 side=msg(sides[who])),
                      "amount": points if side == 0 else -points})
    lines.append({"msg": msg("bridge.line.score", ns=signed(score_ns), ew=signed(-score_ns)), "amount": score_ns})
    return {"board": board, "contract": text, "declarer": SEATS[declarer], "tricks": tricks,
            "score_ns": score_ns, "returns": [score_ns, -score_ns, score_ns, -score_ns], "lines": lines}
