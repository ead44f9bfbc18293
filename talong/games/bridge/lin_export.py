"""LIN export (docs/bridge-lin.md): boards as `lin.loads` gives them (or
`pbn.loads`, or the deals of a talong record) written as BBO hand records,
one board a line:

    pn|S,W,N,E|st||md|<dealer><S>,<W>,<N>,|rh||ah|Board N|sv|o|mb|1C!|an|...|pg||pc|SA|...|pg||mc|9|

The actions are replayed through the engine first (an exported auction and
play are legal: Laws 17-19, 22, 41, 44, 45); a claim the opponents agreed
(Laws 68-69) is written as `mc` with declarer's tricks at its end; the
answers (`accept`, `dispute`) are never written, and of a disputed claim
(Law 70, our substitute) only the play that followed it is. Alerts (`!`) and explanations
(`an`) of calls, and every other pair read from LIN (`lin` of a board, at
its place among the calls and cards), are written back; a board from PBN
gives its auction notes (`=1=` and Note "1:text") as explanations.
"""
from __future__ import annotations

from typing import Any

from talong.core.cards import FRENCH_52, CardError
from talong.core.engine import RecordError
from talong.core.records import replay_actions

from .auction import explanation_text
from .boards import SEATS
from .lin import LIN_SEATS, RANKS
from .pbn_export import kept_in_file

CALL_TEXT = {"pass": "p", "double": "d", "redouble": "r"}
VULNERABLE = {"None": "o", "NS": "n", "EW": "e", "All": "b"}


def _value(text: Any) -> str:
    """A value cannot hold "|": BBO has no escape for it."""
    text = str(text)
    if "|" in text:
        raise RecordError(f"a LIN value cannot contain '|': {text!r}")
    return text


def _md(deal: dict[str, Any], dealer: str) -> str:
    parts = []
    for seat in LIN_SEATS[:3]:
        try:
            names = set(FRENCH_52.names(FRENCH_52.parse_set(deal["hands"][seat])))
        except CardError as err:
            raise RecordError(str(err), "Law 6B") from None
        parts.append("".join(s + "".join(r for r in reversed(RANKS) if s + r in names) for s in "SHDC"))
    return f"{LIN_SEATS.index(dealer) + 1}{','.join(parts)},"


def board_text(board: dict[str, Any]) -> str:
    """One board as a LIN line."""
    from . import GAME
    deal = board["deal"]
    actions = board.get("actions", [])
    start = GAME.deal({}, deal=deal)
    state = replay_actions(start, actions, f"board {deal.get('board')}: ")
    tags = board.get("tags", {})
    extras = [list(e) for e in board.get("lin", [])]
    names = ",".join(_value(tags.get(n, "")) for n in ("South", "West", "North", "East"))
    out = [f"pn|{names}|st||md|{_md(deal, SEATS[start.dealer])}|rh||"]
    if "LinBoard" in tags:
        out.insert(0, f"qx|{_value(tags['LinBoard'])}|")
    out.append(f"ah|{_value(tags.get('LinHeading', f'Board {start.board}'))}|sv|{VULNERABLE[start.vulnerable]}|")
    notes = dict(note.split(":", 1) for note in board.get("notes", {}).get("Auction", []) if ":" in note)
    kept = kept_in_file(state, actions)
    played = 0
    for index, action in enumerate(actions + [None]):
        out += [f"{key}|{_value(value)}|" for key, value, at in extras if at == index]
        if action is None:
            break
        if not kept[index]:      # an answer to a claim, or a claim that did not stand
            continue
        name = action["action"]
        if name.startswith("play "):
            if played == 0:
                out.append("pg||")
            out.append(f"pc|{name[5:]}|")
            played += 1
            if played % 4 == 0:
                out.append("pg||")
        elif name.strip().lower().startswith("claim"):
            out.append(f"mc|{state.won[state.declarer % 2]}|")    # the agreed claim: declarer's total
        else:
            out.append(f"mb|{CALL_TEXT.get(name, name)}{'!' if action.get('alert') else ''}|")
            explanation = action.get("explanation", notes.get(str(action.get("note", "")).split(",")[0]))
            if explanation is not None:        # a PBN auction note is the call's explanation
                out.append(f"an|{_value(explanation_text(explanation))}|")   # a system's message: in English
    return "".join(out)


def dumps(boards: list[dict[str, Any]]) -> str:
    """LIN text of `boards`, one a line."""
    return "".join(board_text(board) + "\n" for board in boards)


def lin_from_record(record: dict[str, Any]) -> str:
    """LIN text of a talong bridge record's deals."""
    if record.get("game") != "bridge":
        raise RecordError(f"only bridge records export to LIN, not {record.get('game')!r}")
    return dumps(record["deals"])
