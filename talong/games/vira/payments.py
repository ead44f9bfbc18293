"""Vira payments: the settlement of one deal, betar with the pulla and pinnar
between the declarer and each opponent.

Implements rules/vira-stockholms-wirasallskap.txt "Betalningar" (hem, bet,
kodilj; a laid hand), "Betalning av betar", "Betalning av pinnar", "Att spela
eller att lägga handen" and the penalty bet of "Avpassning av gök"; with
rules/vira-sa-spelar-du-vira.txt "Hur räknas betar och pinnar i Vira?",
"Pinnar och marker", "Särskilda fall" and the bid table's pin columns
(tables.BETAR, tables.Bid.pins), and the "Vira: decisions" of SPEC.md.

Seats are table seats (0..players-1); with four players the seat sitting out
gets nothing. People see seats numbered from 1 ("plats 1").
"""
from __future__ import annotations

from typing import Any

from talong.core.engine import RecordError
from talong.i18n import Message, msg

from .outcome import DealOutcome
from .tables import BETAR, FARG, HOGSTA, KOP, OFARG, SOLO, TRUMP_CLASSES, Bid

HEM, BET, KODILJ = "hem", "bet", "kodilj"
PAYMENT_RULES = "rules/vira-stockholms-wirasallskap.txt, Betalningar"
PIN_RULES = "rules/vira-stockholms-wirasallskap.txt, Betalning av pinnar"
GOK_RULES = "rules/vira-stockholms-wirasallskap.txt, Avpassning av gök"
BID_TABLE = "rules/vira-sa-spelar-du-vira.txt, Vilka bud finns i Vira?"
BETAR_TABLE = "rules/vira-sa-spelar-du-vira.txt, Hur räknas betar och pinnar i Vira?"

_OUTCOME = {HEM: "vira.outcome.hem", BET: "vira.outcome.bet", KODILJ: "vira.outcome.kodilj"}


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if abs(n) == 1 else many}"


def seat_en(seat: int) -> str:
    """A seat as refusals name it (errors are English)."""
    return f"seat {seat + 1}"


def seat_message(seat: int) -> Message:
    """"plats 2" / "seat 2": seats are numbered from 1 for people."""
    return msg("vira.seat", n=seat + 1)


def bid_label(outcome: DealOutcome) -> Message | str:
    """The bid's name with its trump qualifier, e.g. "7-spel i högsta färg"."""
    if outcome.qualifier is None:
        return outcome.bid.name
    return msg("vira.bid.qualified", bid=outcome.bid.name, qualifier=outcome.qualifier)


# --- checking the outcome ---------------------------------------------------

def check_outcome(outcome: DealOutcome, players: int) -> None:
    """Refuse an outcome no deal can have, naming the rule it breaks."""
    if players not in (3, 4):
        raise RecordError(f"Vira is played by 3 or 4 players, not {players!r}",
                          "rules/vira-stockholms-wirasallskap.txt, Spelare och tillbehör")
    bid = outcome.bid
    if not isinstance(bid, Bid):
        raise RecordError(f"the final bid must be a tables.Bid, got {bid!r}")
    seats = (outcome.declarer, *outcome.opponents)
    if len(outcome.opponents) != 2 or len(set(seats)) != 3 \
            or not all(isinstance(s, int) and 0 <= s < players for s in seats):
        raise RecordError(f"a deal has a declarer and two other opponents among seats 0-{players - 1}, "
                          f"got declarer {outcome.declarer!r}, opponents {outcome.opponents!r}",
                          "rules/vira-stockholms-wirasallskap.txt, Budgivningen")
    if outcome.qualifier not in (None, FARG, HOGSTA):
        raise RecordError(f"unknown trump qualifier {outcome.qualifier!r}: None, 'färg' or 'högsta färg'")
    if outcome.qualifier is not None and not bid.free_trump:
        raise RecordError(f"{bid.name} cannot be bid i {outcome.qualifier}: only bids with a free choice of trump",
                          "SPEC.md, Vira: decisions")
    if outcome.omkop and bid.kind != KOP:
        raise RecordError(f"{bid.name} is not a köpspel: only köpspel have an omköp",
                          "rules/vira-stockholms-wirasallskap.txt, Köpspel")
    if outcome.played_low:
        if bid.misar is None:
            raise RecordError(f"{bid.name} cannot be played low (i misär)", BID_TABLE)
        if outcome.qualifier is not None:
            raise RecordError("a gask bid i färg or i högsta färg may not be played low",
                              "rules/vira-stockholms-wirasallskap.txt, Gaskspel som kan spelas högt eller lågt")
    elif bid.tricks is None and not outcome.laid:
        raise RecordError(f"{bid.name} is a misär bid: it is played low", BID_TABLE)
    for name in ("trump_class", "first_trump_class"):
        value = getattr(outcome, name)
        if value is not None and value not in TRUMP_CLASSES:
            raise RecordError(f"{name} must be one of {TRUMP_CLASSES} or None, got {value!r}")
    if outcome.laid:
        if outcome.declarer_tricks is not None:
            raise RecordError("a laid hand takes no tricks: declarer_tricks must be None",
                              "rules/vira-stockholms-wirasallskap.txt, Att spela eller att lägga handen")
    else:
        _check_played(outcome)
    _check_gok_penalty(outcome)


def _check_played(outcome: DealOutcome) -> None:
    bid, tricks = outcome.bid, outcome.declarer_tricks
    if not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise RecordError(f"declarer_tricks of a played hand must be 0-13, got {tricks!r}")
    if outcome.played_low:
        if tricks > bid.misar.cards:
            raise RecordError(f"{bid.name} in misär is played with {bid.misar.cards} cards: "
                              f"{tricks} tricks are impossible", "rules/vira-stockholms-wirasallskap.txt, Gaskspel")
        return
    if outcome.tricks_needed != bid.tricks:
        raise RecordError(f"{bid.name} needs {bid.tricks} tricks, not {outcome.tricks_needed!r}", BID_TABLE)
    if outcome.trump_class is None:
        raise RecordError(f"{bid.name} played high needs the class of its trump",
                          "rules/vira-stockholms-wirasallskap.txt, Budgivningen: alla högspel spelas med trumf")
    allowed = {None: TRUMP_CLASSES, FARG: (FARG, HOGSTA), HOGSTA: (HOGSTA,)}[outcome.qualifier]
    if outcome.trump_class not in allowed:
        raise RecordError(f"a bid i {outcome.qualifier} cannot be played with a trump in {outcome.trump_class}",
                          "rules/vira-stockholms-wirasallskap.txt, Budgivningen")


def _check_gok_penalty(outcome: DealOutcome) -> None:
    seats = outcome.gok_penalty_seats
    if not seats:
        return
    if outcome.bid.family != "gök":
        raise RecordError(f"only a Gök has a penalty bet, not {outcome.bid.name}", GOK_RULES)
    if len(set(seats)) != len(seats) or not set(seats) <= set(outcome.opponents):
        raise RecordError(f"gök penalty seats {seats!r} must be distinct opponents {outcome.opponents!r}", GOK_RULES)


# --- the rules ----------------------------------------------------------------

def classify(outcome: DealOutcome) -> str:
    """hem, bet or kodilj ("Betalningar"): high play needs the bid's tricks,
    one short is bet, two or more kodilj; low play needs 0 tricks, one trick
    is bet, two or more kodilj. A laid gask or köpspel is bet, a laid solo kodilj."""
    if outcome.laid:
        return KODILJ if outcome.bid.kind == SOLO else BET
    if outcome.played_low:
        short = outcome.declarer_tricks
    else:
        short = outcome.tricks_needed - outcome.declarer_tricks
    return HEM if short <= 0 else BET if short == 1 else KODILJ


def betar_of(outcome: DealOutcome, result: str) -> int:
    """Betar lifted (+) from / put (-) into the pulla by the declarer: the
    bid's row of the betar table, the omköp columns after an omköp."""
    row = BETAR[outcome.bid.betar_row]
    if outcome.omkop:
        if row.omkop is None:
            raise RecordError(f"{outcome.bid.name} has no omköp", BETAR_TABLE + ": finns inte")
        values = row.omkop
    else:
        values = (row.hem, row.bet, row.kodilj)
    return values[(HEM, BET, KODILJ).index(result)]


def pin_class(outcome: DealOutcome) -> str | None:
    """The trump class whose pin column pays the game (None: a misär bid's
    single value). A gask played low pays ofärg (SPEC.md); a laid gask or
    solo pays ofärg unless bid i färg / i högsta färg; a laid köpspel pays in
    the class of the trump chosen before the buy."""
    bid = outcome.bid
    if len(bid.pins) == 1:
        return None
    if outcome.played_low:
        return OFARG
    if outcome.laid:
        if bid.kind != KOP:
            return outcome.qualifier or OFARG
        chosen = outcome.trump_class or outcome.first_trump_class
        if chosen is None:
            raise RecordError(f"a laid {bid.name} pays in the class of the trump chosen before the buy; none given",
                              PIN_RULES)
        return chosen
    return outcome.trump_class


def omkop_class(outcome: DealOutcome) -> str | None:
    """Class of the first trump, for the payment as if laid after the first buy."""
    if len(outcome.bid.pins) == 1:
        return None
    if outcome.first_trump_class is None:
        raise RecordError(f"after an omköp in {outcome.bid.name} the first trump's class is needed", PIN_RULES)
    return outcome.first_trump_class


# --- the settlement -----------------------------------------------------------

def settle(outcome: DealOutcome, players: int) -> dict[str, Any]:
    """The settlement of one finished deal (see the module docstring)."""
    check_outcome(outcome, players)
    result = classify(outcome)
    declarer, bid = outcome.declarer, outcome.bid
    pinnar = [0] * players
    lines: list[dict[str, Any]] = []

    betar = {str(declarer): betar_of(outcome, result)}
    lines.append(_betar_line(outcome, result, betar[str(declarer)]))

    if outcome.omkop:
        cls = omkop_class(outcome)
        value = bid.pin_value(cls)
        for opp in outcome.opponents:
            pinnar[opp] += value
            pinnar[declarer] -= value
            lines.append(_pin_line(declarer, opp, value, cls, declarer_pays=True,
                                   why=msg("vira.why.omkop_first")))

    cls = pin_class(outcome)
    value = bid.pin_value(cls)
    won = result == HEM
    for opp in outcome.opponents:
        sign = 1 if won else -1
        pinnar[declarer] += sign * value
        pinnar[opp] -= sign * value
        lines.append(_pin_line(declarer, opp, value, cls, declarer_pays=not won,
                               why=msg("vira.why.game_after_omkop" if outcome.omkop else "vira.why.game")))

    if bid.family == "gök" and result == HEM:
        lines.extend(_gok_penalty(outcome, betar))

    returns = [pinnar[s] + 8 * betar.get(str(s), 0) for s in range(players)]
    return {"outcome": result, "betar": betar, "pinnar": pinnar, "lines": lines,
            "returns": returns, "pulla": -sum(betar.values())}


def _betar_line(outcome: DealOutcome, result: str, n: int) -> dict[str, Any]:
    d = outcome.declarer
    if outcome.laid:
        how = msg("vira.how.laid", result=result)
    else:
        need = "0" if outcome.played_low else str(outcome.tricks_needed)
        how = msg("vira.how.played", outcome=msg(_OUTCOME[result]), count=outcome.declarer_tricks, need=need)
    if outcome.played_low:
        how = msg("vira.how.in_misar", how=how)
    if outcome.omkop:
        how = msg("vira.how.after_omkop", how=how)
    betar = plural(abs(n), "bet", "betar")   # game terms: the same words in both languages
    pay = msg("vira.pay.lifts", betar=betar) if n > 0 else msg("vira.pay.puts", betar=betar) if n < 0 \
        else msg("vira.pay.none")
    return {"msg": msg("vira.line.betar", bid=bid_label(outcome), seat=seat_message(d), how=how, pay=pay),
            "seat": d, "amount": n, "unit": "bet"}


def _pin_line(declarer: int, opp: int, value: int, cls: str | None, *, declarer_pays: bool,
              why: Message) -> dict[str, Any]:
    column = msg("vira.column.misar") if cls is None else msg("vira.column.class", cls=cls)
    pins = plural(value, "pinne", "pinnar")
    if declarer_pays:
        line = msg("vira.line.pins_declarer_pays", declarer=seat_message(declarer), pins=pins,
                   opp=seat_message(opp), why=why, column=column)
    else:
        line = msg("vira.line.pins_declarer_gets", n=opp + 1, pins=pins, declarer=seat_message(declarer),
                   why=why, column=column)
    return {"msg": line,
            "seat": opp, "amount": value if declarer_pays else -value, "unit": "pinne"}


def _gok_penalty(outcome: DealOutcome, betar: dict[str, int]) -> list[dict[str, Any]]:
    """A Gök went home: each opponent who passed without the required låggard
    puts one bet in the pulla, unless both did."""
    seats = outcome.gok_penalty_seats
    if not seats:
        return []
    if len(seats) == 2:
        return [{"msg": msg("vira.line.gok_both"),
                 "seat": None, "amount": 0, "unit": "bet"}]
    seat = seats[0]
    betar[str(seat)] = -1
    return [{"msg": msg("vira.line.gok_penalty", n=seat + 1),
             "seat": seat, "amount": -1, "unit": "bet"}]
