"""PBN export (PBN 2.1, docs/bridge-pbn.md): the boards `pbn.loads` reads,
or the deals of a talong record, written back as PBN text.

The actions are replayed through the engine first (so an exported auction
and play are legal: Laws 17-19, 22, 41, 44, 45), and the Contract, Declarer
and Result tags are the engine's when the board was played to its end or
claimed and the opponents agreed (Laws 68-69, 79); the answers to a claim
are not written, and a disputed claim (played out: Law 70, our substitute)
leaves only the play that followed it; a board without its play keeps the contract and
tricks it was given (`"tricks"`, or a `"result"` number as `loads` gives it).
Notes, suffix annotations and NAGs of calls and cards, the Note tags, every
other tag, the `...Table` sections and the comments (at the place they
had) are written back as read. The text is UTF-8 and says so (PBN's
default is ISO-8859-1).

`party_pbn(record)` is the game's export of a party (GameInfo.exports, the
server's `/api/parties/{id}/export/pbn`): every finished board twice, our
table as [Room "Open"] and the other table of the teams match as
[Room "Closed"], as PBN writes the two rooms of a team match.
"""
from __future__ import annotations

import re
from typing import Any

from talong.core.cards import FRENCH_52, CardError, iter_cards
from talong.core.engine import RecordError
from talong.core.records import replay_actions

from .boards import SEATS, dealer_of
from .state import ANSWERS

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


def kept_in_file(end: Any, actions: list[dict[str, Any]]) -> list[bool]:
    """Per action, whether a PBN or LIN file holds it (`end`: the state after
    them all): the calls, the cards and the claim that stood (Law 69A: the
    file's claim). The answers to a claim are never written, nor a claim that
    did not stand: a disputed one (the play that followed it is the record;
    Law 70, our substitute) or one still pending (the board is unfinished)."""
    claims = [i for i, a in enumerate(actions) if a["action"].strip().lower().startswith("claim")]
    agreed = claims[-1] if claims and end.claim_agreed() else None
    return [a["action"].strip().lower() not in ANSWERS
            and (i == agreed or not a["action"].strip().lower().startswith("claim"))
            for i, a in enumerate(actions)]


def _tricks_given(board: dict[str, Any]) -> int | None:
    for key in ("tricks", "result"):
        value = board.get(key)
        if isinstance(value, dict):
            value = value.get("tricks")
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def _play_cells(plays: list[tuple[dict[str, Any], int]], first: int) -> list[str]:
    """Tricks as rows of 4 cells in seat columns from the opening leader `first` (PBN 3.6)."""
    cells = []
    for start in range(0, len(plays), 4):
        row = ["-"] * 4
        for entry, seat in plays[start:start + 4]:
            row[(seat - first) % 4] = _token(entry, entry["action"][5:])
        cells += row
    return cells


class _Comments:
    """Writes a board's comments (`pbn.loads` "comments") back where they stood."""

    def __init__(self, comments: list[dict[str, Any]]) -> None:
        self.left = list(comments)

    def take(self, **where: Any) -> list[dict[str, Any]]:
        found = [c for c in self.left if all(c.get(k) == v for k, v in where.items())]
        self.left = [c for c in self.left if c not in found]
        return found

    def tag(self, name: str, line: str, **where: Any) -> list[str]:
        """The tag's line, with the comments before it and after it on its line."""
        where = where or {"tag": name}
        found = self.take(**where)
        return ([c["text"] for c in found if not c.get("inline")]
                + [" ".join([line] + [c["text"] for c in found if c.get("inline")])])

    def section(self, name: str, units: list[str], per_line: int, lines: list[str]) -> list[str]:
        """`units` (calls, cells or rows) `per_line` a line, with the comments
        placed after the unit they followed; the first of `lines` is the tag's line."""
        found = self.take(section=name)
        lines = list(lines)
        for comment in [c for c in found if c["at"] == 0 and c.get("inline")]:
            lines[-1] += " " + comment["text"]
        current: list[str] = []
        count = 0
        for index in range(len(units) + 1):
            if index:
                current.append(units[index - 1])
                count += 1
            for comment in [c for c in found if c["at"] == index and (index or not c.get("inline"))]:
                if comment.get("inline"):
                    current.append(comment["text"])
                else:
                    lines += [" ".join(current)] if current else []
                    lines.append(comment["text"])
                    current, count = [], 0
                if comment["text"].startswith(";") and current:     # a ; comment ends its line
                    lines.append(" ".join(current))
                    current, count = [], 0
            if count == per_line:
                lines.append(" ".join(current))
                current, count = [], 0
        if current:
            lines.append(" ".join(current))
        return lines


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
    if tricks is not None and contract != "Pass":     # a Result without a Contract is kept too
        tags["Result"] = str(tricks)
    comments = _Comments(board.get("comments", []))
    out: list[str] = []
    for name in [n for n in ORDER if n in tags] + [n for n in tags if n not in ORDER]:
        line = comments.tag(name, f'[{name} "{escape(tags[name])}"]')
        rows = [" ".join(row) for row in board.get("tables", {}).get(name, [])]
        out += comments.section(name, rows, 1, line) if name not in ORDER else line
    notes = board.get("notes", {})
    calls = [a for a in actions if a["action"] in CALL_TEXT or a["action"][:1].isdigit()]
    if calls:
        words = [_token(a, CALL_TEXT.get(a["action"], a["action"].replace("N", "NT"))) for a in calls]
        out += comments.section("Auction", words, 4, comments.tag("Auction", f'[Auction "{SEATS[dealer]}"]'))
    out += _notes(comments, notes, ["Auction"])
    owner = {c: s for s, hand in enumerate(start.deal) for c in iter_cards(hand)}
    plays = [(a, owner[FRENCH_52.parse(a["action"][5:])]) for a in actions if a["action"].startswith("play ")]
    claimed = state.claim_agreed()   # a claim that stood (Law 69A); a disputed one was played out (Law 70)
    if (plays or claimed) and state.declarer >= 0:
        first = (state.declarer + 1) % 4
        out += comments.section("Play", _play_cells(plays, first), 4,
                                comments.tag("Play", f'[Play "{SEATS[first]}"]'))
        if claimed or len(plays) < FRENCH_52.size:
            out.append("*")
    out += _notes(comments, notes, [s for s in notes if s != "Auction"])
    out += [c["text"] for c in comments.left]     # the rest (a tag not written): at the end
    return "\n".join(out)


def _notes(comments: _Comments, notes: dict[str, list[str]], sections: list[str]) -> list[str]:
    return [line for section in sections for index, note in enumerate(notes.get(section, []))
            for line in comments.tag("Note", f'[Note "{escape(note)}"]', note=[section, index])]


def dumps(boards: list[dict[str, Any]], event: str | None = None) -> str:
    """PBN export text of `boards` (as `loads` gives them, or record deal entries)."""
    head = "% PBN 2.1\n% EXPORT\n%Content-type: text/x-pbn; charset=UTF-8\n"
    texts = []
    for board in boards:
        if event and "Event" not in board.get("tags", {}):
            board = {**board, "tags": {"Event": event, **board.get("tags", {})}}
        texts.append(board_text(board))
    return head + "\n\n".join(texts) + "\n"


def party_pbn(record: dict[str, Any]) -> str:
    """PBN of a bridge party's finished boards: per deal our table (Room
    "Open") then each companion table (Room "Closed"), scored in IMPs. A deal
    not over at every table is left out (its cards are still hidden)."""
    from . import GAME
    if record.get("game") != "bridge":
        raise RecordError(f"only bridge records export to PBN, not {record.get('game')!r}")
    boards = []
    for entry in record.get("deals", []):
        rooms = [entry.get("actions", [])] + [c.get("actions", []) for c in entry.get("companions", [])]
        start = GAME.deal({}, deal=entry["deal"])
        if len(rooms) < 2 or not all(replay_actions(start, actions).is_terminal() for actions in rooms):
            continue
        for index, actions in enumerate(rooms):
            tags = {"Event": "talong", "Site": "talong", "Scoring": "IMP", "Room": "Open" if index == 0 else "Closed"}
            boards.append({"deal": entry["deal"], "actions": actions, "tags": tags})
    return dumps(boards)   # no board finished yet: the header alone
