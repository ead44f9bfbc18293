"""PBN (Portable Bridge Notation 2.1) import and export; docs/bridge-pbn.md
lists the tags and sections supported and says why talong reads PBN itself
rather than through endplay.parsers.pbn.

A PBN file is a list of games separated by empty lines; a game is tag pairs
`[Name "value"]`, the Auction and Play tags followed by their sections. The
tokenizer (pbn_lexer.py: charset, tags, tokens, comments) is ours so that
every error names its line; the conversion to
talong's records (docs/records.md) replays the auction and the play through
the engine (Laws 17-19, 22, 41, 44, 45), so an illegal call or card is
refused with its line and the Law it breaks, and checks the Contract,
Declarer and Result tags against them (Law 79). A play that stops before
the 13th trick with a Result tag is an agreed claim (Laws 68-69): `claim N`
by the player on play, then the opponents' `accept`; the Result decides
the tricks.

Nothing of the game is lost: notes (`=1=` with their Note tags, for the
auction and the play), suffix annotations (`!`, `?`...), NAGs (`$n`), every
other tag, every `...Table` section and the comments (at their place) come
back out of `dumps`. BBO's padding of a claimed play (rows of `- - - -`) is
read as the claim it is.

`loads(text)` gives the boards (one dict per game), `dumps(boards)` writes
them (pbn_export.py); `record_from_pbn` / `pbn_from_record` convert whole
talong records.
"""
from __future__ import annotations

import re
from typing import IO, Any

from talong.core.cards import FRENCH_52, iter_cards
from talong.core.engine import GameError, RecordError
from talong.core.records import FORMAT

from .boards import SEATS, dealer_of, vulnerability_of
from .pbn_lexer import SECTIONS, PBNError, PBNGame, decode, parse_games, unescape  # noqa: F401 (API)
from .scoring import parse_contract
from .state import CLAIM, PLAY, BridgeState

PBN_SUITS = "SHDC"          # PBN hand order in the Deal tag: spades first
RANKS_HIGH_FIRST = "AKQJT98765432"
VULNERABLE_IN = {"none": "None", "love": "None", "-": "None", "ns": "NS", "ew": "EW",
                 "all": "All", "both": "All"}
# Tags that define the board: inherited by a game that has no Deal (below).
BOARD_TAGS = ("Board", "Dealer", "Vulnerable", "Deal")
_ANNOTATED = re.compile(r"^(.*?)(!!|\?\?|!\?|\?!|!|\?)$")   # PBN 3.5.4 / 3.6.4 suffix annotations
_NOTE_REF = re.compile(r"^=(\d+)=$")


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
    """A PBN call token as an engine call; None if it is not a call."""
    text = token.upper()
    if text in ("PASS", "P"):
        return "pass"
    if text == "X":
        return "double"
    if text in ("XX", "R"):
        return "redouble"
    if re.fullmatch(r"[1-7](C|D|H|S|NT|N)", text):
        return text[:2]
    return None


def _items(tokens: list[tuple[str, int]], stop: tuple[str, ...]) -> tuple[list[dict[str, Any]], bool]:
    """Section tokens as items {"token", "line", "note"?, "annotation"?, "nag"?}:
    note references (=1=), suffix annotations (!, ?...) and NAGs ($n)
    attach to the call or card before them. Returns (items, stopped at a `stop` token)."""
    items: list[dict[str, Any]] = []
    for raw, (token, line) in enumerate(tokens):
        note = _NOTE_REF.match(token)
        if (note or token.startswith("$")) and items:
            key, value = ("note", note.group(1)) if note else ("nag", token)
            items[-1][key] = f"{items[-1][key]},{value}" if key in items[-1] else value
            continue
        if note or token.startswith("$"):
            raise PBNError(f"{token!r} refers to no call or card before it", line)
        if token in stop:
            return items, True
        item: dict[str, Any] = {"token": token, "line": line, "raw": raw}
        annotated = _ANNOTATED.match(token)
        if annotated and annotated.group(1):
            item["token"], item["annotation"] = annotated.group(1), annotated.group(2)
        items.append(item)
    return items, False


def _extras(item: dict[str, Any]) -> dict[str, Any]:
    return {key: item[key] for key in ("note", "annotation", "nag") if key in item}


def _apply(state: BridgeState, action: str, line: int) -> BridgeState:
    try:
        return state.apply(action)
    except GameError as err:
        message = str(err)
        if err.rule and message.endswith(f" ({err.rule})"):
            message = message[:-len(err.rule) - 3]
        raise PBNError(message, line, err.rule) from None


def _read_auction(game: PBNGame, items: list[dict[str, Any]], state: BridgeState,
                  actions: list[dict[str, Any]]) -> BridgeState:
    line0 = game.lines["Auction"]
    first = game.tags["Auction"].strip().upper()
    if first not in SEATS:
        raise PBNError(f"Auction must name the first caller N/E/S/W, not {first!r}", line0)
    if SEATS.index(first) != state.dealer:
        raise PBNError(f"the auction starts with {first} but the dealer is {SEATS[state.dealer]}", line0, "Law 17B")
    return _calls(items, state, actions)


def _calls(items: list[dict[str, Any]], state: BridgeState, actions: list[dict[str, Any]]) -> BridgeState:
    """Apply the auction's calls (Laws 17-19, 22) to `state`, recording them in `actions`."""
    for item in items:
        token, line = item["token"], item["line"]
        if state.auction.is_over():
            raise PBNError(f"call {token!r} after the end of the auction", line, "Law 22A")
        if token.upper() == "AP":      # PBN 3.5.2: all pass, to the end of the auction
            while not state.auction.is_over():
                actions.append({"seat": state.to_move(), "action": "pass"})
                state = _apply(state, "pass", line)
            actions[-1].update(_extras(item))
            item["after"] = len(actions)
            continue
        call = _call(token)
        if call is None:
            raise PBNError(f"{token!r} is not a call (Pass, X, XX, 1C..7NT, AP)", line, "Law 18A")
        actions.append({"seat": state.to_move(), "action": call, **_extras(item)})
        state = _apply(state, call, line)
        item["after"] = len(actions)     # calls made: where a comment after it goes
    return state


def _read_play(game: PBNGame, items: list[dict[str, Any]], state: BridgeState,
               actions: list[dict[str, Any]]) -> BridgeState:
    """Cards in play order: a row of the section is a trick in seat columns
    from the opening leader (PBN 3.6); the engine orders it from the trick's
    leader (Law 44G) and checks every card (Laws 7B3, 44C). After the last
    trick played (a claim), rows of "-" are padding, as BBO writes them."""
    line0 = game.lines["Play"]
    leader_name = game.tags["Play"].strip().upper()
    opening = SEATS[(state.declarer + 1) % 4]
    if leader_name != opening:
        raise PBNError(f"the opening lead is made by declarer's left-hand opponent {opening}, "
                       f"not {leader_name!r}", line0, "Law 41A")
    owner = {FRENCH_52.name_of(c): seat for seat, hand in enumerate(state.deal) for c in iter_cards(hand)}
    first_col = SEATS.index(leader_name)
    stopped = False     # a trick was left incomplete (or empty): only padding may follow
    for start in range(0, len(items), 4):
        cards = [item for item in items[start:start + 4] if item["token"] not in ("-", "+")]
        if stopped or not cards:
            if cards:
                raise PBNError(f"a trick is incomplete but the play goes on with {cards[0]['token']!r}",
                               cards[0]["line"], "Law 44B")
            stopped = True
            continue
        if state.phase() != PLAY:
            raise PBNError(f"{items[start]['token']!r}: all 13 tricks are already played", items[start]["line"],
                           "Law 79")
        by_seat: dict[int, dict[str, Any]] = {}
        for col, item in enumerate(items[start:start + 4]):
            if item["token"] in ("-", "+"):
                continue
            card = item["token"].upper().replace("10", "T")
            seat = (first_col + col) % 4
            if card not in owner:
                raise PBNError(f"{item['token']!r} is not a card", item["line"], "Law 1A")
            if owner[card] != seat:
                raise PBNError(f"{card} is played by {SEATS[seat]} but belongs to {SEATS[owner[card]]}",
                               item["line"], "Law 7B3")
            by_seat[seat] = {**item, "token": card}
        order = [(state.leader + k) % 4 for k in range(4)]
        played = 0
        for seat in order:
            if seat not in by_seat:
                break
            item = by_seat[seat]
            actions.append({"seat": state.to_move(), "action": f"play {item['token']}", **_extras(item)})
            state = _apply(state, f"play {item['token']}", item["line"])
            played += 1
        if played < len(by_seat):
            late = next(by_seat[s] for s in order[played:] if s in by_seat)
            raise PBNError(f"{late['token']} is played before {SEATS[order[played]]} has played to the trick "
                           f"led by {SEATS[order[0]]}", late["line"], "Law 44B")
        stopped = played < 4
    return state


def _resolve_board(game: PBNGame, index: int, previous: dict[str, Any] | None) -> tuple[int, str, str, dict]:
    """Board number, dealer, vulnerability and hands. A game without a Deal
    takes the board of the previous game (a later table of the same board,
    as rpbridge.net's files write it); a missing Dealer / Vulnerable follows
    the board number (Law 2)."""
    tags, lines = game.tags, game.lines
    first_line = min(list(lines.values()) + [n for _, _, n in game.notes])
    if "Deal" not in tags:
        if previous is None or "Board" in tags:
            raise PBNError(f"game {index} has no Deal tag", first_line, "Law 6")
        deal = previous["deal"]
        return deal["board"], deal["dealer"], deal["vulnerable"], deal["hands"]
    if "Board" in tags and tags["Board"].strip():
        if not tags["Board"].strip().isdigit() or int(tags["Board"]) < 1:
            raise PBNError(f"Board must be a positive number, not {tags['Board']!r}", lines["Board"], "Law 2")
        board = int(tags["Board"])
    else:
        board = index
    hands = _parse_deal(tags["Deal"], lines["Deal"])
    dealer = tags.get("Dealer", "").strip().upper() or dealer_of(board)
    if dealer not in SEATS:
        raise PBNError(f"Dealer must be N, E, S or W, not {dealer!r}", lines.get("Dealer", first_line), "Law 2")
    vul_text = tags.get("Vulnerable", "").strip()
    vulnerable = VULNERABLE_IN.get(vul_text.lower()) if vul_text else vulnerability_of(board)
    if vulnerable is None:
        raise PBNError(f"Vulnerable must be None, NS, EW or All, not {vul_text!r}", lines["Vulnerable"], "Law 2")
    return board, dealer, vulnerable, hands


def board_from_game(game: PBNGame, index: int, previous: dict[str, Any] | None) -> dict[str, Any]:
    """One game as a board (see `loads`): the deal (Law 6B), the auction and
    the play replayed by the engine, the tags checked against them (Laws
    22A, 79; definition "Spelförare"); `previous` is the board before it."""
    tags, lines = game.tags, game.lines
    board, dealer, vulnerable, hands = _resolve_board(game, index, previous)
    north, east, south, west = (FRENCH_52.parse_set(hands[s]) for s in SEATS)
    start = state = BridgeState(board, SEATS.index(dealer), vulnerable, (north, east, south, west))
    entry: dict[str, Any] = {"board": board, "deal": state.deal_record(), "actions": []}  # the engine's card order
    declarer = None
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
    auction_items = _items(game.sections.get("Auction", []), ("*", "-", "+"))[0]
    play_items = _items(game.sections.get("Play", []), ("*",))[0]
    if "Auction" in tags:
        state = _read_auction(game, auction_items, state, entry["actions"])
        if state.auction.is_over():
            text = state.contract_text().replace("Passed", "Pass")
            if "contract" in entry and entry["contract"] != text:
                raise PBNError(f"Contract {tags['Contract']!r} differs from the auction's contract {text}",
                               lines["Contract"], "Law 22A")
            entry["contract"] = text
            if state.declarer >= 0:
                if declarer is not None and declarer != state.declarer:
                    raise PBNError(f"Declarer {SEATS[declarer]} differs from the auction's declarer "
                                   f"{SEATS[state.declarer]}{_misaligned(game, start, declarer)}",
                                   lines["Declarer"], "definition Spelförare")
                declarer = state.declarer
    if declarer is not None and entry.get("contract", "Pass") != "Pass":
        entry["declarer"] = SEATS[declarer]
    if "Result" in tags and tags["Result"].strip() not in ("", "?") and entry.get("contract") != "Pass":
        entry["result"] = parse_result(tags["Result"], lines["Result"], declarer)
    if "Play" in tags and entry.get("declarer"):
        if state.phase() != PLAY:
            raise PBNError("a Play section needs the complete Auction before it, to be replayed",
                           lines["Play"], "Law 41A")
        state = _read_play(game, play_items, state, entry["actions"])
        # no claim before the opening lead (the play period has not begun): the Result is kept as given
        if state.phase() == PLAY and "result" in entry and (state.tricks or state.trick):
            state = _agreed_claim(state, entry["result"], lines["Result"], entry["actions"])
        if state.phase() != PLAY:
            took = state.won[state.declarer % 2]
            if entry.setdefault("result", took) != took:
                raise PBNError(f"Result {entry['result']} but declarer took {took} tricks in the Play section",
                               lines["Result"], "Law 79")
    entry["tags"] = {k: v for k, v in tags.items()
                     if k not in ("Board", "Dealer", "Vulnerable", "Deal", "Contract", "Declarer",
                                  "Result", "Auction", "Play")}
    if game.notes:
        notes: dict[str, list[str]] = {}
        for section, value, _ in game.notes:
            notes.setdefault(section, []).append(value)
        entry["notes"] = notes
    tables: dict[str, list[list[str]]] = {}
    for name, tokens in game.sections.items():
        if name not in SECTIONS:
            rows: dict[int, list[str]] = {}
            for token, line in tokens:
                rows.setdefault(line, []).append(token)
            tables[name] = [rows[line] for line in sorted(rows)]  # one list per table row
    if tables:
        entry["tables"] = tables
    if game.comments:
        cards = sum(a["action"].startswith("play ") for a in entry["actions"])
        entry["comments"] = _comments(game, auction_items, play_items, cards)
    entry["line"] = min(list(lines.values()) + [n for _, _, n in game.notes])
    return entry


def _comments(game: PBNGame, auction: list[dict[str, Any]], play: list[dict[str, Any]],
              cards: int) -> list[dict[str, Any]]:
    """The game's comments with their place in terms that survive export:
    {"text", "inline"?} and "tag": name, "note": [section, i], "end": True,
    or "section": name with "at": calls made (Auction), cells of the rows
    written (Play) or rows (a table) before the comment."""
    out = []
    note_index: list[list[Any]] = []
    for section, _, _ in game.notes:
        note_index.append([section, sum(1 for s, _ in note_index if s == section)])
    for comment in game.comments:
        item: dict[str, Any] = {"text": comment["text"]}
        if "section" in comment:
            name, raw = comment["section"], comment["raw"]
            if name == "Auction":
                at = max([i.get("after", 0) for i in auction if i["raw"] < raw], default=0)
            elif name == "Play":
                at = min(sum(1 for i in play if i["raw"] < raw), -(-cards // 4) * 4)
            else:
                at = len({line for _, line in game.sections[name][:raw]})
            item.update(section=name, at=at)
        elif "note" in comment:
            item["note"] = note_index[comment["note"]]
        elif "tag" in comment:
            item["tag"] = comment["tag"]
        else:
            item["end"] = True
        if comment.get("inline"):
            item["inline"] = True
        out.append(item)
    return out


def _misaligned(game: PBNGame, start: BridgeState, declarer: int) -> str:
    """A hint for an auction whose declarer disagrees with the Declarer tag:
    some programs leave out the passes before the opening bid (Law 17B/C:
    the dealer calls first). Never applied, only said."""
    items = _items(game.sections.get("Auction", []), ("*", "-", "+"))[0]
    for passes in (1, 2, 3):
        state = start
        for _ in range(passes):
            state = state.apply("pass")
        try:
            state = _calls(items, state, [])
        except PBNError:
            continue
        if state.auction.is_over() and state.declarer == declarer:
            return (f"; the auction would agree if it began after {passes} pass{'es' * (passes > 1)} "
                    f"(is the dealer's {'call' if passes == 1 else 'calls'} missing?)")
    return ""


def _agreed_claim(state: BridgeState, result: int, line: int, actions: list[dict[str, Any]]) -> BridgeState:
    """The claim (Law 68) that ends a play stopped before trick 13 with
    declarer's side on `result` tricks, made by the player on play, and the
    opponents' "accept" (Law 69A: the Result stood, so they agreed); the
    actions go to `actions`."""
    side = state.declarer % 2
    remaining = state.remaining_tricks()
    more = result - state.won[side]
    if not 0 <= more <= remaining:
        raise PBNError(f"Result {result}, but declarer's side has won {state.won[side]} tricks with {remaining} "
                       "to play", line, "Law 79")
    seat = state.to_move()
    claim = f"claim {more if seat % 2 == side else remaining - more}"
    actions.append({"seat": seat, "action": claim})
    state = _apply(state, claim, line)
    while state.phase() == CLAIM:
        actions.append({"seat": state.to_move(), "action": "accept"})
        state = _apply(state, "accept", line)
    return state


def parse_result(value: str, line: int, declarer: int | None) -> int:
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


def loads(text: str | bytes) -> list[dict[str, Any]]:
    """The boards of a PBN text or file bytes (`decode`): per game {"board",
    "deal", "actions", "contract"?, "declarer"?, "result"? (declarer's
    tricks), "tags", "notes"?, "tables"?, "comments"?, "line"}."""
    boards: list[dict[str, Any]] = []
    for index, game in enumerate(parse_games(text), 1):
        boards.append(board_from_game(game, index, boards[-1] if boards else None))
    return boards


def load(handle: IO[str]) -> list[dict[str, Any]]:
    return loads(handle.read())


def record_from_pbn(text: str | bytes) -> dict[str, Any]:
    """A talong record (docs/records.md) of the boards of a PBN text. The
    PBN's Result goes to "tricks" (a record's "result" is the engine's)."""
    deals = []
    for number, board in enumerate(loads(text), 1):
        entry = {"number": number, "deal": board["deal"], "actions": board["actions"]}
        for key in ("contract", "declarer", "tags", "notes", "tables", "comments"):
            if key in board:
                entry[key] = board[key]
        if "result" in board:
            entry["tricks"] = board["result"]
        deals.append(entry)
    return {"format": FORMAT, "game": "bridge", "options": {"deals": len(deals)}, "seed": 0, "deals": deals}


def dumps(boards: list[dict[str, Any]], event: str | None = None) -> str:
    """PBN export text of `boards` (as `loads` gives them, or record deal entries)."""
    from .pbn_export import dumps as _dumps
    return _dumps(boards, event)


def dump(boards: list[dict[str, Any]], handle: IO[str]) -> None:
    handle.write(dumps(boards))


def pbn_from_record(record: dict[str, Any]) -> str:
    """PBN text of a talong bridge record's deals."""
    if record.get("game") != "bridge":
        raise RecordError(f"only bridge records export to PBN, not {record.get('game')!r}")
    return dumps(record["deals"])
