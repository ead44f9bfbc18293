"""PBN (Portable Bridge Notation 2.1) import and export; docs/bridge-pbn.md
lists the tags and sections supported.

A PBN file is a list of games separated by empty lines; a game is tag pairs
`[Name "value"]`, the Auction and Play tags followed by their sections. The
tokenizer is ours so that every error names its line; the conversion to
talong's records (docs/records.md) checks the deal (Law 6B: four hands of
13, each card once), the auction (Laws 17-19, 22, through the engine's
auction module) and the play (Law 44: columns are seats, tricks are
linearised by the trick winner) against the Contract, Declarer and Result
tags, so an inconsistent file is refused with the line that disagrees.

`loads(text)` gives the boards (one dict per game), `dumps(boards)` writes
them; `record_from_pbn` / `pbn_from_record` convert whole talong records.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import IO, Any

from talong.core.cards import FRENCH_52, CardError
from talong.core.engine import GameError, RecordError
from talong.core.records import FORMAT

from .auction import Auction
from .boards import SEATS, dealer_of, vulnerability_of
from .play import TRUMP_SUIT, trick_winner
from .scoring import parse_contract

PBN_SUITS = "SHDC"          # PBN hand order in the Deal tag: spades first
RANKS_HIGH_FIRST = "AKQJT98765432"
# Tags written by dumps before the sections, in PBN's export order (PBN 3.4, 4.x).
ORDER = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
         "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")
VULNERABLE_IN = {"none": "None", "love": "None", "-": "None", "ns": "NS", "ew": "EW",
                 "all": "All", "both": "All"}
_TAG = re.compile(r'\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]')


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


# --- tokenizer ----------------------------------------------------------------------
def _strip_comments(line: str, in_brace: bool) -> tuple[str, bool]:
    """`line` without {...} and ; comments (outside quoted values)."""
    out, quoted = [], False
    i = 0
    while i < len(line):
        ch = line[i]
        if in_brace:
            if ch == "}":
                in_brace = False
        elif quoted:
            out.append(ch)
            if ch == "\\" and i + 1 < len(line):
                out.append(line[i + 1])
                i += 1
            elif ch == '"':
                quoted = False
        elif ch == "{":
            in_brace = True
        elif ch == ";":
            break
        else:
            out.append(ch)
            quoted = ch == '"'
        i += 1
    return "".join(out), in_brace


def parse_games(text: str) -> list[PBNGame]:
    """The games of a PBN text, tags with line numbers; `#` values inherit (PBN 4.8)."""
    games: list[PBNGame] = []
    game, section, in_brace = PBNGame(), None, False
    previous: dict[str, str] = {}

    def close() -> None:
        nonlocal game, section, previous
        if game.tags:
            games.append(game)
            previous = dict(game.tags)
        game, section = PBNGame(), None

    for number, raw in enumerate(text.splitlines(), 1):
        if not in_brace and raw.startswith("%"):
            continue  # PBN 2.4: escaped line
        if not in_brace and not raw.strip():
            close()
            continue
        line, in_brace = _strip_comments(raw, in_brace)
        rest = line.strip()
        while rest:
            match = _TAG.match(rest)
            if match:
                name, value = match.group(1), match.group(2).replace('\\"', '"').replace("\\\\", "\\")
                rest = rest[match.end():].strip()
                if name in game.tags:
                    continue  # PBN 3.3: a repeated tag is ignored
                if value == "#":
                    if name not in previous:
                        raise PBNError(f"tag {name} is \"#\" but the previous game has no {name}", number)
                    value = previous[name]
                game.tags[name], game.lines[name] = value, number
                section = name if name in ("Auction", "Play") or \
                    (name.endswith("Table") and name != "Table") else None
                if section:
                    game.sections[section] = []
                continue
            if rest.startswith("["):
                raise PBNError(f"malformed tag pair {rest!r}: expected [Name \"value\"]", number)
            if section is None:
                raise PBNError(f"unexpected text {rest!r} outside a tag or section", number)
            # quoted cells (names in tables) are one token
            game.sections[section].extend((token, number) for token in re.findall(r'"[^"]*"|\S+', rest))
            rest = ""
    close()
    return games


# --- import -------------------------------------------------------------------------
def _parse_deal(value: str, line: int) -> dict[str, list[str]]:
    first, sep, body = value.strip().partition(":")
    if not sep or first.upper() not in SEATS:
        raise PBNError(f"Deal {value!r} must start with the first hand's seat and ':', e.g. \"N:AKQ...\"",
                       line, "Law 6B")
    hands_text = body.split()
    if len(hands_text) != 4:
        raise PBNError(f"Deal needs four hands, found {len(hands_text)}", line, "Law 6B")
    hands, seen = {}, set()
    start = SEATS.index(first.upper())
    for offset, text in enumerate(hands_text):
        seat = SEATS[(start + offset) % 4]
        suits = text.split(".")
        if len(suits) != 4:
            raise PBNError(f"hand {seat} {text!r} must have four suits S.H.D.C", line, "Law 6B")
        cards = []
        for suit, holding in zip(PBN_SUITS, suits):
            for rank in holding.upper().replace("10", "T"):
                if rank not in RANKS_HIGH_FIRST:
                    raise PBNError(f"hand {seat}: {rank!r} is not a rank", line, "Law 1A")
                cards.append(suit + rank)
        if len(cards) != 13:
            raise PBNError(f"hand {seat} has {len(cards)} cards; each hand has 13", line, "Law 6B")
        twice = [c for c in cards if c in seen]
        if twice or len(set(cards)) != 13:
            raise PBNError(f"hand {seat}: {', '.join(twice) or 'a card'} dealt twice", line, "Law 6B")
        seen.update(cards)
        hands[seat] = cards
    return {seat: hands[seat] for seat in SEATS}


def _call(token: str) -> str | None:
    """A PBN call token as an engine call; None for annotations."""
    text = token.rstrip("!?").upper()
    if text in ("PASS", "P"):
        return "pass"
    if text == "X":
        return "double"
    if text in ("XX", "R"):
        return "redouble"
    if re.fullmatch(r"[1-7](C|D|H|S|NT|N)", text):
        return text[:2]
    return None


def _read_auction(game: PBNGame, dealer: int) -> tuple[list[str], Auction, dict[int, str]]:
    line0 = game.lines["Auction"]
    first = game.tags["Auction"].strip().upper()
    if first not in SEATS:
        raise PBNError(f"Auction must name the first caller N/E/S/W, not {first!r}", line0)
    if SEATS.index(first) != dealer:
        raise PBNError(f"the auction starts with {first} but the dealer is {SEATS[dealer]}", line0, "Law 17B")
    auction, calls, notes = Auction(dealer), [], {}
    for token, line in game.sections.get("Auction", []):
        if token.startswith("=") and token.endswith("=") and len(token) > 2 and calls:
            notes[len(calls) - 1] = token.strip("=")
            continue
        if token.startswith("$"):
            continue  # annotation glyph
        if token in ("*", "-", "+"):
            break
        upper = token.upper()
        batch = []
        if upper == "AP":
            if auction.is_over():
                raise PBNError("AP after the end of the auction", line, "Law 22A")
            while True:
                batch.append("pass")
                probe = auction
                for call in batch:
                    probe = probe.then(call)
                if probe.is_over():
                    break
        else:
            call = _call(token)
            if call is None:
                raise PBNError(f"{token!r} is not a call (Pass, X, XX, 1C..7NT, AP)", line, "Law 18A")
            batch = [call]
        for call in batch:
            if auction.is_over():
                raise PBNError(f"call {token!r} after the end of the auction", line, "Law 22A")
            try:
                auction = auction.then(call)
            except GameError as err:
                raise PBNError(str(err), line, err.rule) from None
            calls.append(call)
    return calls, auction, notes


def _read_play(game: PBNGame, hands: dict[str, list[str]], declarer: int, strain: str) -> list[str]:
    """Cards in play order (Law 44: each trick from its leader, clockwise)."""
    line0 = game.lines["Play"]
    leader_name = game.tags["Play"].strip().upper()
    if leader_name != SEATS[(declarer + 1) % 4]:
        raise PBNError(f"the opening lead is made by declarer's left-hand opponent "
                       f"{SEATS[(declarer + 1) % 4]}, not {leader_name!r}", line0, "Law 41A")
    tokens = []
    for token, line in game.sections.get("Play", []):
        if token.startswith("=") or token.startswith("$"):
            continue
        if token == "*":
            break
        tokens.append((token, line))
    owner = {card: SEATS.index(seat) for seat, cards in hands.items() for card in cards}
    first_col = SEATS.index(leader_name)
    leader, played = first_col, []
    remaining = {SEATS.index(seat): set(cards) for seat, cards in hands.items()}
    for start in range(0, len(tokens), 4):
        row = tokens[start:start + 4]
        by_seat: dict[int, tuple[str, int]] = {}
        for col, (token, line) in enumerate(row):
            if token in ("-", "+"):
                continue
            card = token.upper().replace("10", "T")
            if card not in owner:
                raise PBNError(f"{token!r} is not a card", line, "Law 1A")
            seat = (first_col + col) % 4
            if owner[card] != seat:
                raise PBNError(f"{card} is played by {SEATS[seat]} but belongs to {SEATS[owner[card]]}",
                               line, "Law 7B3")
            by_seat[seat] = (card, line)
        order = [(leader + k) % 4 for k in range(4)]
        if leader in by_seat:  # Law 44C: follow suit if possible
            led = by_seat[leader][0][0]
            for seat in order[1:]:
                if seat in by_seat:
                    card, line = by_seat[seat]
                    if card[0] != led and any(c[0] == led for c in remaining[seat]):
                        raise PBNError(f"{SEATS[seat]} plays {card} but holds a card of the suit led ({led})",
                                       line, "Law 44C")
        for seat, (card, line) in by_seat.items():
            if card not in remaining[seat]:
                raise PBNError(f"{card} is played twice", line, "Law 7B3")
            remaining[seat].discard(card)
        if len(by_seat) < 4:  # the play stops here (claim or incomplete record)
            for seat in order:
                if seat not in by_seat:
                    break
                played.append(by_seat[seat][0])
            break
        trick = tuple((seat, FRENCH_52.parse(by_seat[seat][0])) for seat in order)
        played.extend(by_seat[seat][0] for seat in order)
        leader = trick_winner(trick, TRUMP_SUIT[strain])
    return played


def _board_from_game(game: PBNGame, index: int) -> dict[str, Any]:
    tags, lines = game.tags, game.lines
    first_line = min(lines.values())
    if "Board" in tags and tags["Board"].strip():
        if not tags["Board"].strip().isdigit() or int(tags["Board"]) < 1:
            raise PBNError(f"Board must be a positive number, not {tags['Board']!r}", lines["Board"], "Law 2")
        board = int(tags["Board"])
    else:
        board = index
    if "Deal" not in tags:
        raise PBNError(f"game {index} (board {board}) has no Deal tag", first_line, "Law 6")
    hands = _parse_deal(tags["Deal"], lines["Deal"])
    dealer_name = tags.get("Dealer", "").strip().upper() or dealer_of(board)
    if dealer_name not in SEATS:
        raise PBNError(f"Dealer must be N, E, S or W, not {dealer_name!r}", lines.get("Dealer", first_line), "Law 2")
    vul_text = tags.get("Vulnerable", "").strip()
    vulnerable = VULNERABLE_IN.get(vul_text.lower()) if vul_text else vulnerability_of(board)
    if vulnerable is None:
        raise PBNError(f"Vulnerable must be None, NS, EW or All, not {vul_text!r}", lines["Vulnerable"], "Law 2")
    dealer = SEATS.index(dealer_name)
    entry: dict[str, Any] = {"board": board,
                             "deal": {"board": board, "dealer": dealer_name, "vulnerable": vulnerable,
                                      "hands": hands},
                             "actions": []}
    contract = declarer = None
    if "Contract" in tags and tags["Contract"].strip() not in ("", "?"):
        try:
            contract = parse_contract(tags["Contract"])
        except RecordError as err:
            raise PBNError(str(err).rsplit(" (", 1)[0], lines["Contract"], err.rule) from None
        entry["contract"] = str(contract) if contract else "Pass"
    if "Declarer" in tags and tags["Declarer"].strip().lstrip("^") not in ("", "?"):
        name = tags["Declarer"].strip().lstrip("^").upper()
        if name not in SEATS:
            raise PBNError(f"Declarer must be N, E, S or W, not {name!r}", lines["Declarer"])
        declarer = SEATS.index(name)
    if "Auction" in tags:
        calls, auction, notes = _read_auction(game, dealer)
        entry["actions"] = [{"seat": (dealer + i) % 4, "action": c} for i, c in enumerate(calls)]
        for index, note in notes.items():
            entry["actions"][index]["note"] = note  # PBN 3.5.4 note reference "=1="
        if auction.is_over():
            made = auction.contract()
            text = "Pass" if made is None else f"{made[0]}{made[1]}{'X' * made[2]}"
            if "contract" in entry and entry["contract"] != text:
                raise PBNError(f"Contract {tags['Contract']!r} differs from the auction's contract {text}",
                               lines["Contract"], "Law 22A")
            entry["contract"] = text
            if made is not None:
                by = auction.declarer()
                if declarer is not None and declarer != by:
                    raise PBNError(f"Declarer {SEATS[declarer]} differs from the auction's declarer {SEATS[by]}",
                                   lines["Declarer"], "definition Spelförare")
                declarer = by
    if declarer is not None and entry.get("contract", "Pass") != "Pass":
        entry["declarer"] = SEATS[declarer]
    tricks_played = None
    if "Play" in tags and entry.get("declarer"):
        if not entry["actions"] or len(entry["actions"]) == 0:
            raise PBNError("a Play section needs the Auction before it can be replayed", lines["Play"])
        strain = entry["contract"][1]
        cards = _read_play(game, hands, declarer, strain)
        dummy = (declarer + 2) % 4
        owner = {card: SEATS.index(seat) for seat, cs in hands.items() for card in cs}
        for card in cards:
            seat = owner[card]
            entry["actions"].append({"seat": declarer if seat == dummy else seat, "action": f"play {card}"})
        if len(cards) == 52:
            tricks_played = _declarer_tricks(cards, owner, declarer, strain)
    if "Result" in tags and tags["Result"].strip() not in ("", "?"):
        entry["result"] = _parse_result(tags["Result"], lines["Result"], declarer)
        if tricks_played is not None and entry["result"] != tricks_played:
            raise PBNError(f"Result {entry['result']} but declarer took {tricks_played} tricks in the Play section",
                           lines["Result"], "Law 79")
    elif tricks_played is not None:
        entry["result"] = tricks_played
    entry["tags"] = {k: v for k, v in tags.items()
                     if k not in ("Board", "Dealer", "Vulnerable", "Deal", "Contract", "Declarer",
                                  "Result", "Auction", "Play")}
    tables: dict[str, list[list[str]]] = {}
    for name, tokens in game.sections.items():
        if name not in ("Auction", "Play"):
            rows: dict[int, list[str]] = {}
            for token, line in tokens:
                rows.setdefault(line, []).append(token)
            tables[name] = [rows[line] for line in sorted(rows)]  # one list per table row
    if tables:
        entry["tables"] = tables
    entry["line"] = first_line
    return entry


def _parse_result(value: str, line: int, declarer: int | None) -> int:
    """Result: declarer's tricks; "NS 9" / "EW 4" name the side (PBN 3.4)."""
    parts = value.split()
    try:
        tricks = int(parts[-1])
    except ValueError:
        raise PBNError(f"Result must be a number of tricks 0-13, not {value!r}", line, "Law 79") from None
    if len(parts) == 2 and declarer is not None and parts[0].upper() in ("NS", "EW"):
        if ("NS", "EW").index(parts[0].upper()) != declarer % 2:
            tricks = 13 - tricks
    if not 0 <= tricks <= 13:
        raise PBNError(f"Result must be 0-13 tricks, not {tricks}", line, "Law 79")
    return tricks


def _declarer_tricks(cards: list[str], owner: dict[str, int], declarer: int, strain: str) -> int:
    won = 0
    for start in range(0, 52, 4):
        trick = tuple((owner[c], FRENCH_52.parse(c)) for c in cards[start:start + 4])
        won += trick_winner(trick, TRUMP_SUIT[strain]) % 2 == declarer % 2
    return won


def loads(text: str) -> list[dict[str, Any]]:
    """The boards of a PBN text: per game {"board", "deal", "actions",
    "contract"?, "declarer"?, "result"?, "tags", "line"}."""
    if not isinstance(text, str):
        raise RecordError("PBN input must be text")
    return [_board_from_game(game, index) for index, game in enumerate(parse_games(text), 1)]


def load(handle: IO[str]) -> list[dict[str, Any]]:
    return loads(handle.read())


def record_from_pbn(text: str) -> dict[str, Any]:
    """A talong record (docs/records.md) of the boards of a PBN text."""
    boards = loads(text)
    deals = []
    for number, board in enumerate(boards, 1):
        entry = {"number": number, "deal": board["deal"], "actions": board["actions"]}
        for key in ("contract", "declarer", "result", "tags", "tables"):
            if key in board:
                entry[key] = board[key]
        deals.append(entry)
    return {"format": FORMAT, "game": "bridge", "options": {"deals": len(deals)}, "seed": 0, "deals": deals}


# --- export -------------------------------------------------------------------------
def _deal_value(deal: dict[str, Any]) -> str:
    first = deal.get("dealer", "N")
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


def _board_text(board: dict[str, Any]) -> str:
    deal = board["deal"]
    hands = deal["hands"]
    owner = {card: SEATS.index(seat) for seat, cards in hands.items() for card in cards}
    call_entries = [a for a in board.get("actions", []) if not a["action"].startswith("play ")]
    calls = [a["action"] for a in call_entries]
    cards = [a["action"][5:] for a in board.get("actions", []) if a["action"].startswith("play ")]
    dealer = SEATS.index(deal.get("dealer", dealer_of(deal["board"])))
    tags: dict[str, str] = dict(board.get("tags", {}))
    tags.update({"Board": str(deal["board"]), "Dealer": SEATS[dealer],
                 "Vulnerable": deal.get("vulnerable", vulnerability_of(deal["board"])), "Deal": _deal_value(deal)})
    contract, declarer = board.get("contract"), board.get("declarer")
    auction = Auction(dealer)
    for call in calls:
        auction = auction.then(call)
    if auction.is_over():
        made = auction.contract()
        contract = "Pass" if made is None else f"{made[0]}{made[1]}{'X' * made[2]}"
        declarer = None if made is None else SEATS[auction.declarer()]
    if contract is not None:
        tags["Contract"] = contract.replace("N", "NT") if contract != "Pass" else "Pass"
    if declarer:
        tags["Declarer"] = declarer
    result = board.get("result")
    if result is None and len(cards) == 52 and declarer:
        result = _declarer_tricks(cards, owner, SEATS.index(declarer), contract[1])
    if result is not None:
        tags["Result"] = str(result)
    out = [f'[{name} "{tags[name]}"]' for name in ORDER if name in tags]
    out += [f'[{name} "{value}"]' for name, value in tags.items() if name not in ORDER]
    for name, rows in board.get("tables", {}).items():
        at = next(i for i, line in enumerate(out) if line.startswith(f"[{name} ")) + 1
        out[at:at] = [" ".join(row) for row in rows]
    if calls:
        out.append(f'[Auction "{SEATS[dealer]}"]')
        words = [{"pass": "Pass", "double": "X", "redouble": "XX"}.get(c, c.replace("N", "NT"))
                 + (f" ={a['note']}=" if a.get("note") else "") for a, c in zip(call_entries, calls)]
        out += [" ".join(words[i:i + 4]) for i in range(0, len(words), 4)]
    if cards and declarer:
        first = (SEATS.index(declarer) + 1) % 4
        out.append(f'[Play "{SEATS[first]}"]')
        for start in range(0, len(cards), 4):
            row = ["-"] * 4
            for card in cards[start:start + 4]:
                row[(owner[card] - first) % 4] = card
            out.append(" ".join(row))
        if len(cards) < 52:
            out.append("*")
    return "\n".join(out)


def dumps(boards: list[dict[str, Any]], event: str | None = None) -> str:
    """PBN export text of `boards` (as `loads` gives them, or record deal entries)."""
    head = "% PBN 2.1\n% EXPORT\n"
    texts = []
    for board in boards:
        if event and "Event" not in board.get("tags", {}):
            board = {**board, "tags": {"Event": event, **board.get("tags", {})}}
        texts.append(_board_text(board))
    return head + "\n\n".join(texts) + "\n"


def dump(boards: list[dict[str, Any]], handle: IO[str]) -> None:
    handle.write(dumps(boards))


def pbn_from_record(record: dict[str, Any]) -> str:
    """PBN text of a talong bridge record's deals."""
    if record.get("game") != "bridge":
        raise RecordError(f"only bridge records export to PBN, not {record.get('game')!r}")
    return dumps(record["deals"])
