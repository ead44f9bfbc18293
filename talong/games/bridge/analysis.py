"""Double-dummy analysis of a deal through endplay's bindings to Bo Haglund's
DDS (SPEC.md "Contract bridge: decisions": an existing solver made for the
field, not a home-made one).

- `dd_table(deal_record)`: the tricks declarer takes double dummy, for every
  declarer N/E/S/W and strain C/D/H/S/N (the opening lead by declarer's
  left-hand opponent, Law 41A).
- `par(deal_record)`: the par score (from North-South's side) and the par
  contracts, given the board's vulnerability and dealer (Law 2); scores
  follow Law 77.

Deal records are talong's (`{"board", "dealer", "vulnerable", "hands"}`).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable

from endplay.dds import calc_all_tables, calc_dd_table
from endplay.dds import par as dds_par
from endplay.types import Deal, Denom, Penalty, Player, Vul

from talong.core.cards import FRENCH_52, CardError
from talong.core.engine import RecordError

from .boards import SEATS, dealer_of, vulnerability_of
from .dds_lock import DDS_LOCK

STRAINS = "CDHSN"
_DENOM = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "N": Denom.nt}
_STRAIN_OF = {v: k for k, v in _DENOM.items()}
_PLAYER = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
_SEAT_OF = {v: k for k, v in _PLAYER.items()}
_VUL = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}
_PENALTY = {Penalty.passed: "", Penalty.doubled: "X", Penalty.redoubled: "XX"}
RANKS_HIGH_FIRST = "AKQJT98765432"


def pbn_deal_string(deal: dict[str, Any]) -> str:
    """"N:AKQ.JT9.876.5432 ..." of a deal record, checked: four hands of 13 distinct cards (Law 6B)."""
    hands = deal.get("hands") if isinstance(deal, dict) else None
    if not isinstance(hands, dict) or sorted(hands) != sorted(SEATS):
        raise RecordError("a deal needs \"hands\" for N, E, S and W", "Law 6B")
    seen, parts = 0, []
    for seat in SEATS:
        try:
            mask = FRENCH_52.parse_set(hands[seat])
        except (CardError, TypeError) as err:
            raise RecordError(f"hand {seat}: {err}", "Law 6B") from None
        if mask.bit_count() != 13 or mask & seen:
            raise RecordError(f"hand {seat} must hold 13 cards not dealt to another hand", "Law 6B")
        seen |= mask
        names = set(FRENCH_52.names(mask))
        parts.append(".".join("".join(r for r in RANKS_HIGH_FIRST if s + r in names) for s in "SHDC"))
    return "N:" + " ".join(parts)


@lru_cache(maxsize=256)
def _solve(pbn: str):
    """DDS table of a deal; cached so that `dd_table` then `par` solve it once."""
    with DDS_LOCK:
        return calc_dd_table(Deal(pbn))


def _table_dict(table) -> dict[str, dict[str, int]]:
    return {seat: {strain: int(table[_DENOM[strain], _PLAYER[seat]]) for strain in STRAINS} for seat in SEATS}


def dd_table(deal: dict[str, Any]) -> dict[str, dict[str, int]]:
    """{"N": {"C": tricks, "D": ..., "N": ...}, "E": {...}, ...}: double-dummy
    tricks for each declarer and strain."""
    return _table_dict(_solve(pbn_deal_string(deal)))


def dd_tables(deals: Iterable[dict[str, Any]]) -> list[dict[str, dict[str, int]]]:
    """`dd_table` of many deals at once (DDS solves them in parallel batches)."""
    deals = list(deals)
    out: list[dict[str, dict[str, int]]] = []
    for start in range(0, len(deals), 32):
        batch = [Deal(pbn_deal_string(d)) for d in deals[start:start + 32]]
        with DDS_LOCK:
            tables = calc_all_tables(batch)
        out.extend(_table_dict(table) for table in tables)
    return out


def _board_conditions(deal: dict[str, Any]) -> tuple[str, str]:
    board = deal.get("board", 1)
    dealer = deal.get("dealer") or dealer_of(board)
    vulnerable = deal.get("vulnerable") or vulnerability_of(board)
    if dealer not in _PLAYER or vulnerable not in _VUL:
        raise RecordError(f"dealer {dealer!r} / vulnerable {vulnerable!r} are not Law 2 conditions", "Law 2")
    return dealer, vulnerable


def par(deal: dict[str, Any]) -> dict[str, Any]:
    """{"score_ns": par score for North-South, "contracts": [{"contract": "4SX",
    "declarer": "E", "result": -3 (tricks over (+) / under (-) the contract),
    "text": "4SX-3 E"}, ...]} for the deal's dealer and vulnerability."""
    dealer, vulnerable = _board_conditions(deal)
    solved = _solve(pbn_deal_string(deal))
    with DDS_LOCK:
        result = dds_par(solved, _VUL[vulnerable], _PLAYER[dealer])
    contracts, seen = [], set()
    for contract in result:
        text = f"{contract.level}{_STRAIN_OF[contract.denom]}{_PENALTY[contract.penalty]}"
        seat = _SEAT_OF[contract.declarer]
        key = (text, seat, contract.result)
        if contract.level == 0 or key in seen:
            continue
        seen.add(key)
        made = f"+{contract.result}" if contract.result > 0 else "=" if contract.result == 0 else str(contract.result)
        contracts.append({"contract": text, "declarer": seat, "result": int(contract.result),
                          "text": f"{text}{made} {seat}"})
    return {"score_ns": int(result.score), "dealer": dealer, "vulnerable": vulnerable, "contracts": contracts}


def format_table(table: dict[str, dict[str, int]]) -> str:
    """A text table like a hand record's: rows N, S, E, W; columns NT S H D C."""
    order = "NSHDC"
    lines = ["     " + "  ".join(f"{'NT' if s == 'N' else s:>2}" for s in order)]
    for seat in "NSEW":
        lines.append(f"{seat:>3}  " + "  ".join(f"{table[seat][s]:>2}" for s in order))
    return "\n".join(lines)
