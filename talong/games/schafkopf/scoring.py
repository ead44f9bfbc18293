"""Schafkopf settlement: rules/schafkopf-cardavia.txt "1. Syfte" (61 card
points win for the declarer's side, 60 for the defenders) and "5.
Poängsättning och slut" (base values, Schneider, Schwarz, Tout, Sie,
Laufende, payments), with SPEC.md "Schafkopf: decisions" (Schneider:
declarer's side 91+ or defenders 90+; Sie settled as a solo game).
"""
from __future__ import annotations

from typing import Any

from talong.i18n import Message, msg

from .tables import (DECLARER_WINS_AT, SCHNEIDER_BONUS, SCHNEIDER_DECLARERS_AT, SCHNEIDER_DEFENDERS_AT,
                     SCHWARZ_BONUS, SOLOIST_FACTOR, SUIT_CODES)
from .texts import seat_message, settlement_name


# A seat's line of the settlement names its role ("Spelförare"); the seat and amount are fields.
ROLE_LINES = {"declarer": "schafkopf.line.declarer", "partner": "schafkopf.line.partner",
              "defender": "schafkopf.line.defender"}


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


def _line(text: Message, seat: int | None = None, amount: int | None = None) -> dict[str, Any]:
    line: dict[str, Any] = {"msg": text}
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
                "base": 0, "bonus": 0, "laufende_factor": 0, "laufende_holders": None,
                "lines": [_line(msg("schafkopf.line.zusammen"))]}
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

    result = {"contract": contract.key, "contract_name": contract.name,
            "suit": None if state.suit is None else SUIT_CODES[state.suit],
            "called_ace": SUIT_CODES[state.suit] + "A" if contract.choice == "ace" else None,
            "declarer": declarer, "partner": None if contract.solo else state.partner,
            "card_points": {"declarers": points, "defenders": defenders_points},
            "tricks": {"declarers": tricks, "defenders": defenders_tricks},
            "played_tricks": len(state.tricks), "ended_early": state.ended_early,
            "won": won, "schneider": schneider, "schwarz": schwarz, "laufende": lauf,
            "value": value, "returns": returns,
            # the parts of the value (the lines below spell them out)
            "base": contract.base, "bonus": bonus, "laufende_factor": contract.laufende_factor,
            "laufende_holders": None if not lauf else
            "declarers" if side_cards >> state.rk.trump_list[0] & 1 else "defenders"}
    result["lines"] = _lines(state, result)
    return result


def _lines(state, r: dict[str, Any]) -> list[dict[str, Any]]:
    """The settlement line by line (SPEC.md "Every game"), in Swedish and
    English, from the settled result `r`: the contract with declarer and
    partner, the card points and tricks per side (Sie: won at once), the base
    value, Schneider or Schwarz, the Laufende, the value, then one line per
    seat: its role as text, the seat and its amount as the line's fields (a
    table prints "seat: amount" beside the text, so the text does not repeat
    them). Seats are numbered 1-4 (texts.seat_text)."""
    contract, declarer, partner = state.contract, r["declarer"], r["partner"]
    name = settlement_name(contract.key, state.suit)

    if partner is None:
        who = msg("schafkopf.line.who", name=name, declarer=seat_message(declarer))
    else:
        who = msg("schafkopf.line.who_partner", name=name, declarer=seat_message(declarer),
                  partner=seat_message(partner))
    lines = [_line(who)]
    if contract.key == "sie":
        lines.append(_line(msg("schafkopf.line.sie", n=declarer + 1)))
    else:
        points, tricks = r["card_points"], r["tricks"]
        early = msg("schafkopf.line.ended_after", count=r["played_tricks"]) if r["ended_early"] else ""
        lines.append(_line(msg("schafkopf.line.points", points=points["declarers"],
                               defender_points=points["defenders"], tricks=tricks["declarers"],
                               defender_tricks=tricks["defenders"], early=early,
                               outcome=msg("schafkopf.won" if r["won"] else "schafkopf.lost"))))
    lines.append(_line(msg("schafkopf.line.base", value=r["base"])))
    if r["schwarz"]:
        lines.append(_line(msg("schafkopf.line.schwarz", bonus=r["bonus"])))
    elif r["schneider"]:
        lines.append(_line(msg("schafkopf.line.schneider", bonus=r["bonus"])))
    if r["laufende"]:
        n, factor = r["laufende"], r["laufende_factor"]
        held = r["laufende_holders"] == "declarers"      # "med" the declarers' side, "utan" the defenders'
        lines.append(_line(msg("schafkopf.line.laufende", n=n, factor=factor, total=n * factor,
                               held=msg("schafkopf.laufende.with" if held else "schafkopf.laufende.without"))))
    lines.append(_line(msg("schafkopf.line.value", value=r["value"])))
    for s, amount in enumerate(r["returns"]):
        role = "declarer" if s == declarer else "partner" if s == partner else "defender"
        lines.append(_line(msg(ROLE_LINES[role]), s, amount))
    return lines
