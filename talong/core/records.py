"""Game records: plain JSON, documented in docs/records.md.

A record holds the game, the table options, the party seed, and per deal the
explicit deal and every action in order with its seat, and the actions of
the deal's companion tables (core/party.py), if any. Replaying a record
re-applies every action through the engine, so a record with an illegal
action is rejected with the action's index and the rule it breaks.
"""
from __future__ import annotations

import json
from typing import Any, Sequence, TypeVar, cast

from .engine import GameError, RecordError, State

FORMAT = "talong-record/1"
S = TypeVar("S", bound=State)


def action_entry(seat: int, action: str) -> dict[str, Any]:
    return {"seat": seat, "action": action}


def deal_entry(number: int, state: State, actions: list[dict[str, Any]],
               companions: Sequence[list[dict[str, Any]]] = ()) -> dict[str, Any]:
    """A deal of a record; `companions`: each companion table's actions, in order."""
    entry: dict[str, Any] = {"number": number, "deal": state.deal_record(), "actions": actions}
    if companions:
        entry["companions"] = [{"actions": list(table)} for table in companions]
    return entry


def companion_actions(entry: dict[str, Any], where: str = "") -> list[list[Any]]:
    """The recorded actions of each companion table of a deal entry (none: [])."""
    tables = entry.get("companions", [])
    if not isinstance(tables, list) or not all(isinstance(t, dict) and isinstance(t.get("actions"), list)
                                               for t in tables):
        raise RecordError(f"{where}\"companions\" must be a list of {{\"actions\": [...]}}")
    return [t["actions"] for t in tables]


def replay_actions(start: S, actions: list[Any], where: str = "", first_index: int = 0) -> S:
    """Apply recorded actions to `start`; every action is checked for turn and
    legality. Errors number the actions from `first_index`."""
    state = start
    for index, entry in enumerate(actions, first_index):
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), str) \
                or not isinstance(entry.get("seat"), int):
            raise RecordError(f"{where}action {index}: expected {{\"seat\": int, \"action\": str}}, got {entry!r}")
        if entry["seat"] != state.to_move():
            refusal = state.out_of_turn(entry["seat"], entry["action"])
            raise RecordError(f"{where}action {index} ({entry['action']!r}) by seat {entry['seat']}: "
                              f"{refusal.message}", refusal.rule)
        try:
            state = cast(S, state.apply(entry["action"]))   # a game's states apply to states of that game
        except GameError as err:
            raise RecordError(f"{where}action {index} ({entry['action']!r}) by seat {entry['seat']}: {err.message}",
                              err.rule) from None
    return state


def load(text: str) -> dict[str, Any]:
    try:
        record = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"record is not JSON: {err}") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise RecordError(f"not a talong record: expected \"format\": \"{FORMAT}\"")
    for key, kind in (("game", str), ("options", dict), ("deals", list)):
        if not isinstance(record.get(key), kind):
            raise RecordError(f"record field {key!r} missing or not a {kind.__name__}")
    return record


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, indent=1)


def deal_dealer(title: str, options: dict[str, Any], deal: Any, seats: int, rule: str,
                passes: str, record_keys: str) -> tuple[int, int]:
    """(dealer, deal number) of a four-handed game's new deal, checked: the
    table size, and for an explicit deal its recorded dealer against the one
    the party's rotation gives ("the deal passes {passes}")."""
    players = int(options.get("players", seats))
    if players != seats:
        raise RecordError(f"{title} is played by {seats}, not {players}", rule)
    dealer = options.get("dealer")
    number = int(options.get("number", 1))
    if deal is not None:
        if not isinstance(deal, dict):
            raise RecordError(f"deal record must be an object with {record_keys}", rule)
        recorded = deal.get("dealer", dealer)
        if not isinstance(recorded, int) or not 0 <= recorded < seats:
            raise RecordError(f"deal record: dealer {recorded!r} is not a seat 0-{seats - 1}", rule)
        if dealer is not None and recorded != dealer:
            raise RecordError(f"deal record: dealer {recorded} but deal {number} is dealt by seat {dealer} "
                              f"(the deal passes {passes})", rule)
        return recorded, number
    dealer = 0 if dealer is None else int(dealer)
    if not 0 <= dealer < seats:
        raise RecordError(f"dealer {dealer} is not a seat 0-{seats - 1}", rule)
    return dealer, number

