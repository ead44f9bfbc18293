"""LIN (Bridge Base Online's hand records and movies) import; docs/bridge-lin.md
says what is read and why talong reads LIN itself rather than through
endplay.parsers.lin. Export: lin_export.py.

A LIN text is `key|value|` pairs. A board is its names (`pn`: South, West,
North, East; eight names in a two-room movie), its deal (`md`: the dealer
1-4 = S W N E, then the hands of S, W, N, E; the last may be left out),
vulnerability (`sv`), heading (`ah` "Board N"), calls (`mb`, "!" for an
alert, `an` the explanation of the call before it), cards (`pc`) and a
claim (`mc`: declarer's tricks). A new board starts at `qx`, or at `pn` /
`md` once the board has its deal. The calls and cards are replayed through
the engine (Laws 17-19, 22, 41, 44, 45), so an illegal one is refused with
its position; a claim becomes the engine's `claim N` and the opponents'
`accept` (an agreed claim, Laws 68-69).

Every other pair (`nt` commentary, `st`, `hc`, ...) is kept with its place
among the calls and cards, so a LIN file comes back as it was read.

`loads(text)` gives boards shaped like `pbn.loads`'s (so commands.py,
pbn_export and lin_export take either); `record_from_lin(text)` a talong record.
"""
from __future__ import annotations

import re
from typing import Any

from talong.core.cards import FRENCH_52
from talong.core.engine import GameError, RecordError
from talong.core.records import FORMAT

from .auction import explanation_text
from .boards import SEATS, dealer_of, vulnerability_of
from .pbn_lexer import decode
from .state import CLAIM, PLAY, BridgeState

LIN_SEATS = "SWNE"              # order of md's hands and pn's names; md's dealer digit 1-4
VULNERABLE = {"o": "None", "0": "None", "-": "None", "n": "NS", "e": "EW", "b": "All"}
CALLS = {"P": "pass", "D": "double", "X": "double", "R": "redouble", "XX": "redouble"}
RANKS = "AKQJT98765432"
STRUCTURE = ("pn", "md", "sv", "ah", "qx", "mb", "an", "pc", "mc", "pg", "rh", "st")
_PAIR = re.compile(r"([A-Za-z]{2})\|([^|]*)\|?")


class LINError(RecordError):
    """A LIN input error at `line` (1-based) and `column` (1-based, the key's first letter)."""

    def __init__(self, message: str, line: int, column: int, rule: str = "") -> None:
        self.line, self.column = line, column
        super().__init__(f"LIN line {line}, column {column}: {message}", rule)


def pairs(text: str | bytes) -> list[tuple[str, str, int, int]]:
    """(key in lower case, value, line, column) of each `key|value|` of `text`."""
    text = decode(text)
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    out, pos, line = [], 0, 1
    while pos < len(text):
        if text[pos].isspace():
            pos += 1
            continue
        match = _PAIR.match(text, pos)
        while line < len(starts) and starts[line] <= pos:
            line += 1
        if not match:
            raise LINError(f"expected a key and a value, 'xx|value|', not {text[pos:pos + 20]!r}",
                           line, pos - starts[line - 1] + 1)
        # a value may run over a line break (BBO wraps long lines): the break is not part of it
        out.append((match.group(1).lower(), match.group(2).replace("\r", "").replace("\n", ""),
                    line, pos - starts[line - 1] + 1))
        pos = match.end()
    return out


# --- one board ---------------------------------------------------------------------
def _hands(value: str, line: int, column: int) -> tuple[str, dict[str, list[str]]]:
    """(dealer, hands by seat) of an `md` value: "3S25H79TD35AC357JA,S368...,S79T...,"."""
    dealer = None
    if value[:1].isdigit():
        if value[0] not in "1234":
            raise LINError(f"md: the dealer is 1-4 (S, W, N, E), not {value[0]!r}", line, column, "Law 2")
        dealer, value = LIN_SEATS[int(value[0]) - 1], value[1:]
    texts = value.split(",")
    if len(texts) < 3 or len(texts) > 4 or any(not t for t in texts[:3]):
        raise LINError(f"md: the hands of South, West and North are needed, found {value!r}", line, column,
                       "Law 6B")
    hands: dict[str, list[str]] = {}
    seen: set[str] = set()
    for index, (seat, text) in enumerate(zip(LIN_SEATS, texts)):
        cards, suit = [], None
        for ch in text.upper().replace("10", "T"):
            if ch in "SHDC":
                suit = ch
            elif ch in RANKS and suit:
                cards.append(suit + ch)
            else:
                raise LINError(f"md: {ch!r} in {text!r} is not a suit or rank", line, column, "Law 1A")
        twice = [c for c in cards if c in seen]
        if twice or len(set(cards)) != len(cards):
            raise LINError(f"md: {', '.join(twice) or 'a card'} dealt twice", line, column, "Law 6B")
        seen.update(cards)
        if index < 3 or text:
            hands[seat] = cards
    if "E" not in hands:      # BBO leaves out the last hand: the cards not dealt
        hands["E"] = [s + r for s in "SHDC" for r in RANKS if s + r not in seen]
    for seat in SEATS:
        if len(hands[seat]) != 13:
            raise LINError(f"md: hand {seat} has {len(hands[seat])} cards; each hand has 13", line, column, "Law 6B")
    return dealer or "", {seat: hands[seat] for seat in SEATS}


def _board_number(fields: dict[str, Any], index: int) -> int:
    heading = fields.get("ah") or ""
    qx = fields.get("qx") or ""
    for text in (heading, qx):
        digits = re.search(r"(\d+)\s*$", text)
        if digits and int(digits.group(1)) > 0:
            return int(digits.group(1))
    return index


class _Board:
    """The pairs of one board, applied in order to the engine."""

    def __init__(self, names: list[str], index: int) -> None:
        self.names = names
        self.index = index
        self.fields: dict[str, Any] = {}
        self.start_at: tuple[int, int] | None = None
        self.state: BridgeState | None = None
        self.actions: list[dict[str, Any]] = []
        self.extras: list[list[Any]] = []    # [key, value, actions before it]
        self.claimed: int | None = None

    def start(self, line: int, column: int) -> None:
        if self.start_at is None:
            self.start_at = (line, column)

    def add(self, key: str, value: str, line: int, column: int) -> None:
        self.start(line, column)
        if key == "sv" and self.state is not None:
            raise LINError("sv: the vulnerability comes before the calls", line, column, "Law 2")
        if key == "ah" and self.state is not None:
            self.extras.append([key, value, len(self.actions)])    # a heading in the middle of a movie
            return
        if key in ("md", "sv", "ah", "qx"):
            if key == "md":
                self.fields["md"] = (value, line, column)
            else:
                self.fields[key] = value
            return
        if key in ("pg", "rh") or (key == "st" and not value):
            return           # page breaks and an empty small text: layout only
        if key in ("mb", "an", "pc", "mc"):
            if self.state is None:
                self._deal(line, column)
            getattr(self, f"_{key}")(value, line, column)
            return
        self.extras.append([key, value, len(self.actions)])

    def _deal(self, line: int, column: int) -> None:
        if "md" not in self.fields:
            raise LINError("a call or card before the deal (md)", line, column, "Law 6B")
        value, md_line, md_column = self.fields["md"]
        dealer, hands = _hands(value, md_line, md_column)
        board = _board_number(self.fields, self.index)
        vul_text = (self.fields.get("sv") or "").strip().lower()
        if vul_text and vul_text not in VULNERABLE:
            raise LINError(f"sv: vulnerability is o, n, e or b, not {vul_text!r}", md_line, md_column, "Law 2")
        vulnerable = VULNERABLE[vul_text] if vul_text else vulnerability_of(board)
        dealer = dealer or dealer_of(board)
        self.fields["deal"] = {"board": board, "dealer": dealer, "vulnerable": vulnerable, "hands": hands}
        north, east, south, west = (FRENCH_52.parse_set(hands[s]) for s in SEATS)
        self.state = BridgeState(board, SEATS.index(dealer), vulnerable, (north, east, south, west))

    def _apply(self, action: str, line: int, column: int, **extra: Any) -> None:
        if self.claimed is not None:
            raise LINError(f"{action!r} after the claim (mc)", line, column, "Law 68D")
        seat = self.state.to_move()
        try:
            self.state = self.state.apply(action)
        except GameError as err:
            message = str(err)
            if err.rule and message.endswith(f" ({err.rule})"):
                message = message[:-len(err.rule) - 3]
            raise LINError(message, line, column, err.rule) from None
        self.actions.append({"seat": seat, "action": action, **extra})

    def _mb(self, value: str, line: int, column: int) -> None:
        text = value.strip().upper()
        alert = text.endswith("!")
        text = text.rstrip("!")
        call = CALLS.get(text)
        if call is None and re.fullmatch(r"[1-7](C|D|H|S|N|NT)", text):
            call = text[:2]
        if call is None:
            raise LINError(f"mb: {value!r} is not a call (p, d, r, 1C..7N)", line, column, "Law 18A")
        if self.state.auction.is_over():
            raise LINError(f"mb: call {value!r} after the end of the auction", line, column, "Law 22A")
        self._apply(call, line, column, **({"alert": True} if alert else {}))

    def _an(self, value: str, line: int, column: int) -> None:
        calls = [a for a in self.actions if not a["action"].startswith(("play", "claim", "accept", "dispute"))]
        if not calls or len(calls) != len(self.actions):
            raise LINError("an: an explanation belongs after the call it explains", line, column, "Law 20F")
        calls[-1]["explanation"] = value

    def _pc(self, value: str, line: int, column: int) -> None:
        card = value.strip().upper().replace("10", "T")
        if self.state.phase() != PLAY:
            raise LINError(f"pc: card {value!r} but the auction is not over"
                           if self.state.phase() != "over" else f"pc: card {value!r} after the last trick",
                           line, column, "Law 41A")
        if len(card) != 2 or card[0] not in "SHDC" or card[1] not in RANKS:
            raise LINError(f"pc: {value!r} is not a card", line, column, "Law 1A")
        self._apply(f"play {card}", line, column)

    def _mc(self, value: str, line: int, column: int) -> None:
        """Laws 68-69: `mc|N`, declarer's side ends on N tricks: the claim of
        the player on play (LIN does not say who claimed) and the opponents'
        `accept` (Law 69A: the claim stood). Before the opening lead there is
        no claim (the play period has not begun): the pair is kept and N is
        the board's result, as a Result tag without the play."""
        state = self.state
        if not value.strip().isdigit() or int(value) > 13:
            raise LINError(f"mc: a claim gives declarer's tricks 0-13, not {value!r}", line, column, "Law 79")
        tricks = int(value)
        if state.phase() == "over" and state.declarer >= 0:
            if state.won[state.declarer % 2] != tricks:
                raise LINError(f"mc: {tricks} tricks but declarer took {state.won[state.declarer % 2]}",
                               line, column, "Law 79")
            self.claimed = tricks
            self.extras.append(["mc", value, len(self.actions)])     # a claim after the last card: kept
            return
        if state.phase() != PLAY:
            raise LINError("mc: a claim before the play", line, column, "Law 68")
        if not (state.tricks or state.trick):
            self.claimed = tricks
            self.extras.append(["mc", value, len(self.actions)])
            return
        side, remaining = state.declarer % 2, state.remaining_tricks()
        more = tricks - state.won[side]
        if not 0 <= more <= remaining:
            raise LINError(f"mc: {tricks} tricks, but declarer's side has won {state.won[side]} with {remaining} "
                           "to play", line, column, "Law 79")
        seat = state.to_move()
        self._apply(f"claim {more if seat % 2 == side else remaining - more}", line, column)
        while self.state.phase() == CLAIM:
            self._apply("accept", line, column)
        self.claimed = tricks

    def result(self) -> dict[str, Any]:
        """The board as `pbn.loads` gives it, plus "lin": the other pairs with their place."""
        if self.state is None:
            line, column = self.start_at or (1, 1)
            self._deal(line, column)
        state = self.state
        entry: dict[str, Any] = {"board": state.board, "deal": state.deal_record(), "actions": self.actions}
        if state.auction.is_over():
            entry["contract"] = state.contract_text().replace("Passed", "Pass")
            if state.declarer >= 0:
                entry["declarer"] = SEATS[state.declarer]
                if state.phase() == "over":
                    entry["result"] = state.won[state.declarer % 2]
                elif self.claimed is not None:      # mc before the opening lead (see _mc)
                    entry["result"] = self.claimed
        tags = {name: who for name, who in zip(("South", "West", "North", "East"), self.names)}
        if self.fields.get("ah") is not None and self.fields["ah"] != f"Board {state.board}":
            tags["LinHeading"] = self.fields["ah"]      # "Board N" is what export writes anyway
        if self.fields.get("qx") is not None:
            tags["LinBoard"] = self.fields["qx"]
        entry["tags"] = tags
        if self.extras:
            entry["lin"] = self.extras
        entry["line"], entry["column"] = self.start_at or (1, 1)
        return entry


# --- a whole text ------------------------------------------------------------------
def loads(text: str | bytes) -> list[dict[str, Any]]:
    """The boards of a LIN text or file bytes (see the module docstring)."""
    boards: list[dict[str, Any]] = []
    names: list[str] = ["", "", "", ""]
    room_names: list[str] = []
    board: _Board | None = None

    def close() -> None:
        nonlocal board
        if board is not None and "md" in board.fields:
            boards.append(board.result())
            board = None

    def room(board: _Board) -> list[str]:
        """A movie of two rooms names 8 players: qx "c..." is the closed room's board."""
        closed = len(room_names) == 8 and str(board.fields.get("qx", ""))[:1].lower() == "c"
        return room_names[4:] if closed else names

    for key, value, line, column in pairs(text):
        if key == "qx" or (key in ("pn", "md") and board is not None and "md" in board.fields):
            close()
        if board is None:
            board = _Board(names, len(boards) + 1)
        if key == "pn":
            room_names = value.split(",")
            if len(room_names) not in (4, 8):
                raise LINError(f"pn: 4 names (South, West, North, East) or 8 (two rooms), found {len(room_names)}",
                               line, column)
            names = room_names[:4]
            board.start(line, column)
        else:
            board.add(key, value, line, column)
        board.names = room(board)
    if board is not None and "md" not in board.fields and board.start_at is not None and (
            board.actions or board.extras):
        raise LINError("the last board has no deal (md)", *board.start_at, "Law 6B")
    close()
    return boards


def record_from_lin(text: str | bytes) -> dict[str, Any]:
    """A talong record (docs/records.md) of the boards of a LIN text."""
    deals = []
    for number, board in enumerate(loads(text), 1):
        entry = {"number": number, "deal": board["deal"], "actions": board["actions"]}
        for key in ("contract", "declarer", "tags", "lin"):
            if key in board:
                entry[key] = board[key]
        if "result" in board:
            entry["tricks"] = board["result"]
        deals.append(entry)
    return {"format": FORMAT, "game": "bridge", "options": {"deals": len(deals)}, "seed": 0, "deals": deals}


def pbn_boards(boards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """LIN boards ready for PBN export: each call's explanation becomes a
    note (`=n=` and a Note tag, as BBO's own PBN export writes them)."""
    out = []
    for board in boards:
        actions: list[dict[str, Any]] = []
        notes: list[str] = []
        for action in board["actions"]:
            clean = {k: v for k, v in action.items() if k not in ("alert", "explanation")}
            if "explanation" in action:
                # a system's explanation (a message) is written in English, as the files are
                notes.append(f"{len(notes) + 1}:{explanation_text(action['explanation'])}")
                clean["note"] = str(len(notes))
            actions.append(clean)
        tags = {k: v for k, v in board.get("tags", {}).items() if k not in ("LinHeading", "LinBoard")}
        result = {**{k: v for k, v in board.items() if k not in ("lin", "actions", "tags")},
                  "actions": actions, "tags": tags}
        if notes:
            result["notes"] = {"Auction": notes}
        out.append(result)
    return out


def is_lin(data: str | bytes) -> bool:
    """Whether a file's text starts like LIN (`xx|`) rather than PBN."""
    head = data[:200].decode("latin-1") if isinstance(data, (bytes, bytearray)) else data[:200]
    return bool(re.match(r"\s*[A-Za-z]{2}\|", head))
