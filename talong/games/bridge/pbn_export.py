"""PBN export (PBN 2.1, docs/bridge-pbn.md): the boards `pbn.loads` reads,
or the deals of a talong record, written back as PBN text.

The actions are replayed through the engine first (so an exported auction
and play are legal: Laws 17-19, 22, 41, 44, 45), and the Contract, Declarer
and Result tags are the engine's when the board was played to its end or
claimed (Laws 68-69, 79); a board without its play keeps the contract and
tricks it was given (`"tricks"`, or a `"result"` number as `loads` gives it).
Notes, suffix annotations and NAGs of calls and cards, the Note tags, every
other tag and the `...Table` sections are written back as read.
"""
from __future__ import annotations

import re
from typing import Any

from talong.core.cards import FRENCH_52, CardError
from talong.core.engine import RecordError
from talong.core.records import replay_actions

from .boards import SEATS, dealer_of

PBN_SUITS = "SHDC"
RANKS_HIGH_FIRST = "AKQJT98765432"
# Tags written first, in PBN's export order (the Mandatory Tag Set, PBN 3.4).
ORDER = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
         "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")
CALL_TEXT = {"pass": "Pass", "double": "X", "redouble": "XX"}


def escape(value: Any) -> str:
    """A tag value as a PBN string: quotes escaped, and the backslashes that
    would otherwise read as an escape (PBN 3.2); "PairId_NS\\2R" stays as it is."""
    text = re.sub(r'\\(?=["\\]|$)', r"\\\\", str(value))
    return text.replace('"', '\\"')


def _deal_value(deal: dict[str, Any]) -> str:
    first = deal.get("dealer") or dealer_of(deal["board"])
    start = SEATS.index(first)
    parts = []
    for offset in range(4):
        cards = deal["hands"][SEATS[(start + offset) % 4]]
        try:
            mask = FRENCH_52.parse_set(cards)
        except CardError as err:
            raise RecordError(str(err), "Law 6B") from None
        names = set(FRENCH_52.names(mask))
        parts.append(".".join("".join(r for r in RANKS_HIGH_FIRST if s + r in names) for s in PBN_SUITS))
    return f"{first}:{' '.join(parts)}"


def _token(entry: dict[str, Any], text: str) -> str:
    """A call or card with its annotation, note references and NAGs (PBN 3.5.3-4, 3.7)."""
    out = text + entry.get("annotation", "")
    for ref in str(entry.get("note", "")).split(",") if entry.get("note") else ():
        out += f" ={ref}="
    for nag in str(entry.get("nag", "")).split(",") if entry.get("nag") else ():
        out += f" {nag}"
    return out


def _tricks_given(board: dict[str, Any]) -> int | None:
    for key in ("tricks", "result"):
        value = board.get(key)
        if isinstance(value, dict):
            value = value.get("tricks")
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def _play_rows(plays: list[tuple[dict[str, Any], int]], first: int, claimed: bool) -> list[str]:
    """Tricks as rows in seat columns from the opening leader `first` (PBN 3.6)."""
    rows = []
    for start in range(0, len(plays), 4):
        row = ["-"] * 4
        for entry, seat in plays[start:start + 4]:
            row[(seat - first) % 4] = _token(entry, entry["action"][5:])
        rows.append(" ".join(row))
    if claimed or len(plays) < 52:
        rows.append("*")
    return rows


def board_text(board: dict[str, Any]) -> str:
    """One game of PBN text."""
    from . import GAME
    deal = board["deal"]
    actions = board.get("actions", [])
    start = GAME.deal({}, deal=deal)
    state = replay_actions(start, actions, f"board {deal.get('board')}: ")
    dealer = start.dealer
    tags: dict[str, str] = dict(board.get("tags", {}))
    tags.update({"Board": str(start.board), "Dealer": SEATS[dealer], "Vulnerable": start.vulnerable,
                 "Deal": _deal_value(deal)})
    contract, declarer, tricks = board.get("contract"), board.get("declarer"), _tricks_given(board)
    if state.auction.is_over():
        contract = state.contract_text().replace("Passed", "Pass")
        declarer = SEATS[state.declarer] if state.declarer >= 0 else None
        if state.is_terminal() and state.declarer >= 0:
            tricks = state.won[state.declarer % 2]
        elif state.declarer < 0:
            tricks = None
    if contract is not None:
        tags["Contract"] = contract.replace("N", "NT") if contract != "Pass" else "Pass"
    if declarer:
        tags["Declarer"] = declarer
    if tricks is not None and contract not in (None, "Pass"):
        tags["Result"] = str(tricks)
    out = [f'[{name} "{escape(tags[name])}"]' for name in ORDER if name in tags]
    for name, value in tags.items():
        if name not in ORDER:
            out.append(f'[{name} "{escape(value)}"]')
            out += [" ".join(row) for row in board.get("tables", {}).get(name, [])]
    notes = board.get("notes", {})
    calls = [a for a in actions if a["action"] in CALL_TEXT or a["action"][:1].isdigit()]
    if calls:
        out.append(f'[Auction "{SEATS[dealer]}"]')
        words = [_token(a, CALL_TEXT.get(a["action"], a["action"].replace("N", "NT"))) for a in calls]
        out += [" ".join(words[i:i + 4]) for i in range(0, len(words), 4)]
    out += [f'[Note "{escape(note)}"]' for note in notes.get("Auction", [])]
    owner = {c: s for s in range(4) for c in range(52) if start.deal[s] >> c & 1}
    plays = [(a, owner[FRENCH_52.parse(a["action"][5:])]) for a in actions if a["action"].startswith("play ")]
    claimed = state.claim is not None   # a claim that stood (Law 69A); a disputed one was played out
    if (plays or claimed) and state.declarer >= 0:
        first = (state.declarer + 1) % 4
        out.append(f'[Play "{SEATS[first]}"]')
        out += _play_rows(plays, first, claimed)
    out += [f'[Note "{escape(note)}"]' for section, values in notes.items() if section != "Auction"
            for note in values]
    return "\n".join(out)


def dumps(boards: list[dict[str, Any]], event: str | None = None) -> str:
    """PBN export text of `boards` (as `loads` gives them, or record deal entries)."""
    head = "% PBN 2.1\n% EXPORT\n"
    texts = []
    for board in boards:
        if event and "Event" not in board.get("tags", {}):
            board = {**board, "tags": {"Event": event, **board.get("tags", {})}}
        texts.append(board_text(board))
    return head + "\n\n".join(texts) + "\n"
