"""Schafkopf settlement: rules/schafkopf-cardavia.txt "1. Syfte" (61 card
points win for the declarer's side, 60 for the defenders) and "5.
Poängsättning och slut" (base values, Schneider, Schwarz, Tout, Sie,
Laufende, payments), with SPEC.md "Schafkopf: decisions" (Schneider:
declarer's side 91+ or defenders 90+; Sie settled as a solo game).
"""
from __future__ import annotations

from typing import Any

from .tables import (DECLARER_WINS_AT, SCHNEIDER_BONUS, SCHNEIDER_DECLARERS_AT, SCHNEIDER_DEFENDERS_AT,
                     SCHWARZ_BONUS, SOLOIST_FACTOR, SUIT_CODES)
from .texts import contract_text, seat_text


def laufende(trump_list: tuple[int, ...], side_cards: int, minimum: int) -> int:
    """The top trumps in unbroken sequence held by one side at the start
    (the declarers "with" them, or the defenders "without"); 0 below `minimum`."""
    first = side_cards >> trump_list[0] & 1
    count = 0
    for card in trump_list:
        if (side_cards >> card & 1) != first:
            break
        count += 1
    return count if count >= minimum else 0


def _line(sv: str, en: str, seat: int | None = None, amount: int | None = None) -> dict[str, Any]:
    line: dict[str, Any] = {"text_sv": sv, "text_en": en}
    if seat is not None:
        line["seat"], line["amount"] = seat, amount
    return line


def settle(state) -> dict[str, Any]:
    contract = state.contract
    if contract is None:
        return {"contract": None, "declarer": None, "partner": None,
                "card_points": {"declarers": 0, "defenders": 0}, "tricks": {"declarers": 0, "defenders": 0},
                "schneider": False, "schwarz": False, "laufende": 0, "value": 0, "won": None,
                "returns": [0, 0, 0, 0],
                "lines": [_line("Fyra pass: ingen giv, nästa givare delar.",
                                "Four passes: no game, the next dealer deals.")]}
    declarer = state.declarer
    side = {declarer} if contract.solo else {declarer, state.partner}
    points = sum(state.points[s] for s in side)
    tricks = sum(state.won[s] for s in side)
    played = sum(state.points)
    defenders_points, defenders_tricks = played - points, len(state.tricks) - tricks
    schneider = schwarz = False
    if contract.key == "sie":
        won = True                       # "Sie ... vinner omedelbart"
    elif contract.tout:
        won = tricks == 8                # "att förlora ett enda stick innebär nederlag"
    else:
        won = points >= DECLARER_WINS_AT
        schwarz = tricks == 8 or defenders_tricks == 8
        schneider = points >= SCHNEIDER_DECLARERS_AT or defenders_points >= SCHNEIDER_DEFENDERS_AT
    side_cards = 0
    for s in side:
        side_cards |= state.start[s]
    lauf = laufende(state.rk.trump_list, side_cards, contract.laufende_min)
    bonus = SCHWARZ_BONUS if schwarz else SCHNEIDER_BONUS if schneider else 0
    value = contract.base + bonus + lauf * contract.laufende_factor
    sign = 1 if won else -1
    if contract.solo:
        returns = [-sign * value] * 4
        returns[declarer] = sign * value * SOLOIST_FACTOR
    else:
        returns = [sign * value if s in side else -sign * value for s in range(4)]

    name_sv, name_en = contract_text(contract.key, state.suit, "sv"), contract_text(contract.key, state.suit, "en")
    who_sv, who_en = f"spelförare {seat_text(declarer, 'sv')}", f"declarer {seat_text(declarer)}"
    if not contract.solo:
        who_sv += f", partner {seat_text(state.partner, 'sv')}"
        who_en += f", partner {seat_text(state.partner)}"
    lines = [_line(f"{name_sv}: {who_sv}", f"{name_en}: {who_en}")]
    if contract.key == "sie":
        lines.append(_line("Sie vinner omedelbart.", "Sie wins at once."))
    else:
        verdict_sv, verdict_en = ("vunnet", "won") if won else ("förlorat", "lost")
        early = " (avbrutet)" if state.ended_early else ""
        lines.append(_line(f"Spelförarens sida: {points} kortpoäng, {tricks} stick{early}: {verdict_sv}",
                           f"Declarer's side: {points} card points, {tricks} tricks"
                           f"{' (ended early)' if state.ended_early else ''}: {verdict_en}"))
    lines.append(_line(f"Bas {contract.base}", f"Base {contract.base}"))
    if schwarz:
        lines.append(_line(f"Schwarz +{SCHWARZ_BONUS}", f"Schwarz +{SCHWARZ_BONUS}"))
    elif schneider:
        lines.append(_line(f"Schneider +{SCHNEIDER_BONUS}", f"Schneider +{SCHNEIDER_BONUS}"))
    if lauf:
        holders_sv = "med" if side_cards >> state.rk.trump_list[0] & 1 else "utan"
        holders_en = "with" if holders_sv == "med" else "without"
        lines.append(_line(f"Laufende {lauf} ({holders_sv}) x {contract.laufende_factor}: "
                           f"+{lauf * contract.laufende_factor}",
                           f"Laufende {lauf} ({holders_en}) x {contract.laufende_factor}: "
                           f"+{lauf * contract.laufende_factor}"))
    lines.append(_line(f"Värde {value}", f"Value {value}"))
    for s in range(4):
        lines.append(_line(f"{seat_text(s, 'sv').capitalize()}: {returns[s]:+d}",
                           f"{seat_text(s).capitalize()}: {returns[s]:+d}", s, returns[s]))
    return {"contract": contract.key, "contract_name": contract.name,
            "suit": None if state.suit is None else SUIT_CODES[state.suit],
            "called_ace": SUIT_CODES[state.suit] + "A" if contract.choice == "ace" else None,
            "declarer": declarer, "partner": None if contract.solo else state.partner,
            "card_points": {"declarers": points, "defenders": defenders_points},
            "tricks": {"declarers": tricks, "defenders": defenders_tricks},
            "played_tricks": len(state.tricks), "ended_early": state.ended_early,
            "won": won, "schneider": schneider, "schwarz": schwarz, "laufende": lauf,
            "value": value, "returns": returns, "lines": lines}
