"""Driving games: self-play with AI players, and replaying records."""
from __future__ import annotations

from typing import Any, Iterator

from talong.ai import Player
from talong.core import records
from talong.core.engine import RecordError, make_party
from talong.games import get_game


def play_deal(state, players: list[Player]):
    """Play one deal to its end; each player sees only its own view.
    Returns the final state and the recorded actions."""
    actions = []
    while not state.is_terminal():
        seat = state.to_move()
        legal = state.legal_actions()
        action = players[seat].choose(state.view(seat), legal)
        actions.append(records.action_entry(seat, action))
        state = state.apply(action)
    return state, actions


def self_play(game_name: str, options: dict[str, Any], seed: int,
              players: list[Player]) -> Iterator[dict[str, Any]]:
    """Yield one line per deal, then {"final": ...}; the last line carries the record."""
    game = get_game(game_name)
    party = make_party(game, options, seed)
    record: dict[str, Any] = {"format": records.FORMAT, "game": game_name, "options": party.options,
                              "seed": seed, "deals": []}
    while not party.is_over():
        number = party.deals_played + 1
        start = party.next_deal()
        end, actions = play_deal(start, players)
        result = party.finish_deal(end)
        record["deals"].append({**records.deal_entry(number, start, actions), "result": result})
        yield {"deal": number, **result, "standings": party.standings()}
    record["final"] = party.final_settlement()
    yield {"final": record["final"], "record": record}


def replay(record: dict[str, Any]) -> dict[str, Any]:
    """Replay every deal of a record, validating each action; return the outcomes.
    Raises RecordError naming the deal, the action index and the rule."""
    game = get_game(record["game"])
    party = make_party(game, record["options"], int(record.get("seed", 0)))
    deals = []
    for index, entry in enumerate(record["deals"]):
        where = f"deal {index + 1}: "
        if not isinstance(entry, dict) or not isinstance(entry.get("deal"), dict) \
                or not isinstance(entry.get("actions"), list):
            raise RecordError(f"{where}expected an object with \"deal\" and \"actions\"")
        try:
            start = party.next_deal(entry["deal"])
        except RecordError as err:
            raise RecordError(f"{where}{err.message}", err.rule) from None
        end = records.replay_actions(start, entry["actions"], where)
        if not end.is_terminal():
            deals.append({"deal": index + 1, "unfinished": True, "to_move": end.to_move()})
            break
        deals.append({"deal": index + 1, **party.finish_deal(end)})
    out: dict[str, Any] = {"game": record["game"], "deals": deals, "standings": party.standings()}
    if party.is_over():
        out["final"] = party.final_settlement()
    return out


def replay_views(record: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every seat's view at the start of each deal and after every action of
    a record (`talong replay --views`), so that what each seat could see, and
    when a hand was opened, can be checked. Actions are validated as in
    `replay`; one line per step: {"deal", "index", "seat", "action", "views"}
    with `views` indexed by seat (index -1: before the first action)."""
    game = get_game(record["game"])
    party = make_party(game, record["options"], int(record.get("seed", 0)))
    for number, entry in enumerate(record["deals"], 1):
        where = f"deal {number}: "
        if not isinstance(entry, dict) or not isinstance(entry.get("deal"), dict) \
                or not isinstance(entry.get("actions"), list):
            raise RecordError(f"{where}expected an object with \"deal\" and \"actions\"")
        try:
            state = party.next_deal(entry["deal"])
        except RecordError as err:
            raise RecordError(f"{where}{err.message}", err.rule) from None
        seats = range(state.num_seats)
        yield {"deal": number, "index": -1, "seat": None, "action": None, "views": [state.view(s) for s in seats]}
        for index, action in enumerate(entry["actions"]):
            state = records.replay_actions(state, [action], where, first_index=index)
            yield {"deal": number, "index": index, "seat": action["seat"], "action": action["action"],
                   "views": [state.view(s) for s in seats]}
        if not state.is_terminal():
            return
        party.finish_deal(state)
