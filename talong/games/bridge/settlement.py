"""The settlement of a board, line by line (SPEC "Every game": a finished
deal shows its settlement in the game's own units): the contract and its
outcome, each Law 77 item (scoring.score_lines) on the side that scores it,
and the total from North-South's side. Used by the engine's `result()` and
by the PBN replay for a board whose play is not recorded (its Result tag).
"""
from __future__ import annotations

from typing import Any, Iterable

from .boards import SEAT_NAMES_EN, SEAT_NAMES_SV, SEATS, side_vulnerable
from .scoring import ITEM_NAMES, score, score_lines


def passed_out(board: int) -> dict[str, Any]:
    """Law 22B: a board passed out by all four scores 0."""
    return {"board": board, "contract": "Passed", "declarer": None, "tricks": 0,
            "score_ns": 0, "returns": [0, 0, 0, 0],
            "lines": [{"text_sv": f"Bricka {board}: passad av alla (Lag 22B), 0 poäng",
                       "text_en": f"Board {board}: passed out (Law 22B), score 0"}]}


def board_result(board: int, contract: tuple[int, str, int] | None, declarer: int, vulnerable: str,
                 tricks: int, notes: Iterable[dict[str, str]] = ()) -> dict[str, Any]:
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
        outcome_sv = "hemma" if tricks == needed else f"hemma med {tricks - needed} övertrick"
        outcome_en = "made" if tricks == needed else f"made with {tricks - needed} overtrick(s)"
    else:
        outcome_sv = f"{needed - tricks} bet"
        outcome_en = f"down {needed - tricks}"
    zone_sv, zone_en = ("i zonen", "vulnerable") if vulnerable_side else ("utan zon", "not vulnerable")
    sides_sv, sides_en = ("NS", "ÖV"), ("NS", "EW")
    lines: list[dict[str, Any]] = [{"text_sv": f"Bricka {board}: {text} av {SEAT_NAMES_SV[declarer]} ({zone_sv}), "
                         f"{tricks} stick: {outcome_sv}",
              "text_en": f"Board {board}: {text} by {SEAT_NAMES_EN[declarer]} ({zone_en}), "
                         f"{tricks} tricks: {outcome_en}"}]
    lines.extend(notes)
    for item, points in score_lines(level, strain, doubled, vulnerable_side, tricks):
        name_sv, name_en = ITEM_NAMES.get(item, (item, item))
        # Undertricks are scored by the defenders (Law 77): show them on their side.
        who = side if points >= 0 else 1 - side
        lines.append({"text_sv": f"{name_sv}: {abs(points)} till {sides_sv[who]}",
                      "text_en": f"{name_en}: {abs(points)} to {sides_en[who]}",
                      "amount": points if side == 0 else -points})
    lines.append({"text_sv": f"Poäng (Lag 77): NS {score_ns:+d}, ÖV {-score_ns:+d}",
                  "text_en": f"Score (Law 77): NS {score_ns:+d}, EW {-score_ns:+d}", "amount": score_ns})
    return {"board": board, "contract": text, "declarer": SEATS[declarer], "tricks": tricks,
            "score_ns": score_ns, "returns": [score_ns, -score_ns, score_ns, -score_ns], "lines": lines}
