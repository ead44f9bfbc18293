"""PBN text to games: the file's character set (PBN 2.1: ISO-8859-1 unless
declared; UTF-8 detected), then tag pairs, section tokens and comments, each
with its line, "#" / "##" copies resolved. pbn.py turns the games into
boards; docs/bridge-pbn.md ("File layout") says what is read.
"""
from __future__ import annotations

import codecs
import re
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Any

from talong.core.engine import RecordError

SECTIONS = ("Auction", "Play")
_TAG = re.compile(r'\[\s*(\w+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]')


class PBNError(RecordError):
    """A PBN input error; `line` is the 1-based line it was found on."""

    def __init__(self, message: str, line: int, rule: str = "") -> None:
        self.line = line
        super().__init__(f"PBN line {line}: {message}", rule)


@dataclass
class PBNGame:
    tags: dict[str, str] = field(default_factory=dict)      # in file order
    lines: dict[str, int] = field(default_factory=dict)     # tag -> line number
    sections: dict[str, list[tuple[str, int]]] = field(default_factory=dict)  # tag -> tokens, line
    notes: list[tuple[str, str, int]] = field(default_factory=list)  # (section, "1:text", line)
    # comments with where they stood: {"text", "line", "inline"?} and one of
    # "tag": name (before it, or after it when inline), "note": index in `notes`,
    # "section": name with "raw": tokens before it, or "end": True
    comments: list[dict[str, Any]] = field(default_factory=list)


# --- character set (PBN 2.1: ISO-8859-1 unless declared) --------------------------
_CHARSET = re.compile(r"charset\s*[=:]?\s*\"?([A-Za-z0-9_.:-]+)", re.IGNORECASE)


def declared_charset(data: bytes) -> tuple[str, int] | None:
    """(codec, line) of the charset a `%` line declares (`%Charset UTF-8`,
    `%Content-type: text/x-pbn; charset=ISO-8859-1`), if any."""
    for number, raw in enumerate(data.splitlines(), 1):
        if raw.lstrip(b"\xef\xbb\xbf").startswith(b"%"):
            match = _CHARSET.search(raw.decode("ascii", "replace"))
            if match:
                try:
                    return codecs.lookup(match.group(1)).name, number
                except LookupError:
                    raise PBNError(f"unknown character set {match.group(1)!r}", number) from None
    return None


def decode(data: bytes | str) -> str:
    """The text of a PBN file: UTF-8 after a byte order mark; else the declared
    charset; else UTF-8 when the bytes are UTF-8, else ISO-8859-1, PBN's default."""
    if isinstance(data, str):
        return data
    if not isinstance(data, (bytes, bytearray)):
        raise RecordError("PBN input must be text or bytes")
    data = bytes(data)
    declared = declared_charset(data)
    codec = declared[0] if declared else "utf-8"
    if data.startswith(b"\xef\xbb\xbf"):      # a UTF-8 byte order mark says more than a % line
        data, codec = data[3:], "utf-8"
    try:
        return data.decode(codec)
    except UnicodeDecodeError as err:
        if declared is None:
            return data.decode("iso-8859-1")
        line = data[:err.start].count(b"\n") + 1
        raise PBNError(f"byte {data[err.start]:#04x} is not {codec} (declared on line {declared[1]})",
                       line) from None


# --- tokenizer ----------------------------------------------------------------------
def unescape(value: str) -> str:
    """PBN 3.2 strings: \\" is a quote, \\\\ a backslash; other backslashes stay."""
    return re.sub(r'\\(["\\])', r"\1", value)


class _Reader:
    """Splits a PBN text into games: tag pairs, section tokens and comments,
    each with its line. Tag values "#" and "##..." are resolved (PBN 2.1
    "#": "#" copies the previous game's value; "##v" gives v to this game and
    to the following games without that tag, until the tag is given again)."""

    def __init__(self) -> None:
        self.games: list[PBNGame] = []
        self.game = PBNGame()
        self.section: str | None = None
        self.last_section = "Auction"
        self.previous: dict[str, str] = {}
        self.sticky: dict[str, str] = {}
        self.pending: list[dict[str, Any]] = []   # comments waiting for the next element
        self.last: dict[str, Any] | None = None   # anchor of the last element on this line

    def close(self) -> None:
        game = self.game
        if game.tags or game.notes:
            first = min(list(game.lines.values()) + [n for _, _, n in game.notes])
            for name, value in self.sticky.items():
                if name not in game.tags:
                    game.tags[name], game.lines[name] = value, first
            game.comments.extend({**c, "end": True} for c in self.pending)
            self.pending = []
            self.games.append(game)
            self.previous = dict(game.tags)
            self.game = PBNGame()
        self.section, self.last_section, self.last = None, "Auction", None

    def comment(self, text: str, line: int) -> None:
        item: dict[str, Any] = {"text": text, "line": line}
        if self.section is not None:
            self.game.comments.append({**item, "section": self.section,
                                       "raw": len(self.game.sections[self.section]),
                                       **({"inline": True} if self.last else {})})
        elif self.last is not None:
            self.game.comments.append({**item, **self.last, "inline": True})
        else:
            self.pending.append(item)

    def _anchor(self, anchor: dict[str, Any]) -> None:
        self.game.comments.extend({**c, **anchor} for c in self.pending)
        self.pending = []
        self.last = anchor

    def _value(self, name: str, value: str, line: int) -> str:
        if value == "#" or value.startswith("##"):     # "#1 Pairs" is just a value
            copied = value[2:] if value.startswith("##") else ""
            if not copied:
                if name not in self.previous:
                    raise PBNError(f"tag {name} is {value!r} but the previous game has no {name}", line)
                copied = self.previous[name]
            if value.startswith("##"):
                self.sticky[name] = copied
            else:
                self.sticky.pop(name, None)
            return copied
        self.sticky.pop(name, None)
        return value

    def tag(self, name: str, value: str, line: int) -> None:
        game = self.game
        if name == "Note":
            game.notes.append((self.last_section, value, line))
            self.section = None
            self._anchor({"note": len(game.notes) - 1})
            return
        if name in game.tags:     # PBN 3.3: a repeated tag is ignored
            self.section = None
            return
        game.tags[name], game.lines[name] = self._value(name, value, line), line
        self._anchor({"tag": name})
        is_table = name.endswith("Table") and name != "Table"
        self.section = name if name in SECTIONS or is_table else None
        if self.section:
            game.sections[name] = []
            if name in SECTIONS:
                self.last_section = name

    def token(self, text: str, line: int) -> None:
        if self.section is None:
            raise PBNError(f"unexpected text {text!r} outside a tag or section", line)
        self.game.comments.extend({**c, "section": self.section, "raw": len(self.game.sections[self.section])}
                                  for c in self.pending)
        self.pending = []
        self.game.sections[self.section].append((text, line))
        self.last = {"token": True}


_TOKEN = re.compile(r'"[^"]*"|[^\s{;]+')


def parse_games(text: str | bytes) -> list[PBNGame]:
    """The games of a PBN text (or file bytes, see `decode`), tags with line
    numbers, comments with their place. A repeated tag is ignored (PBN 3.3),
    except Note: every Note is kept with the section it follows (its notes'
    numbers refer to it). Whitespace inside the brackets is free, even line
    breaks (PBN 2.1's own test file correct_10.pbn, game 22)."""
    text = decode(text).replace("\r\n", "\n").replace("\r", "\n")
    starts = [0] + [m.end() for m in re.finditer("\n", text)]   # offset of each line

    def line_of(offset: int) -> int:
        return bisect_right(starts, offset)

    reader = _Reader()
    pos = 0
    while pos < len(text):
        if pos in (0, len(text)) or text[pos - 1] == "\n":    # a new line
            reader.last = None
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            if text.startswith("%", pos) or not text[pos:end].strip():
                if not text[pos:end].strip():
                    reader.close()
                pos = end + 1      # PBN 2.4: "%" escapes the line; an empty line ends the game
                continue
        ch = text[pos]
        if ch.isspace():
            pos += 1
        elif ch == "{":
            end = text.find("}", pos)
            if end < 0:
                raise PBNError("a { comment } is not closed", line_of(pos))
            reader.comment(text[pos:end + 1], line_of(pos))
            if "\n" in text[pos:end]:
                reader.last = None
            pos = end + 1
        elif ch == ";":
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            reader.comment(text[pos:end], line_of(pos))
            pos = end
        elif ch == "[":
            match = _TAG.match(text, pos)
            if not match:
                rest = text[pos:text.find("\n", pos) if "\n" in text[pos:] else len(text)]
                raise PBNError(f"malformed tag pair {rest.strip()!r}: expected [Name \"value\"]", line_of(pos))
            reader.tag(match.group(1), unescape(match.group(2)), line_of(pos))
            pos = match.end()
        else:
            match = _TOKEN.match(text, pos)
            reader.token(match.group(0), line_of(pos))
            pos = match.end()
    reader.close()
    if reader.pending and reader.games:
        reader.games[-1].comments.extend({**c, "end": True} for c in reader.pending)
    return reader.games
