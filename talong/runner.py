"""Driving games: self-play with AI players, and replaying records.

A deal may have companion tables (core/party.py: bridge's other table):
self-play plays each with AI players of the level the party names, every
seat from its own view, and records their actions with the deal; replay
re-applies those recorded actions through the engine. Either way the party
settles the deal from the companion tables' final states.
"""
from __future__ import annotations

from typing import Any, Iterator, Sequence

from talong.ai import Player, make_player, player_names
from talong.ai.hooks import party as make_party
from talong.core import records
from talong.core.engine import GameError, RecordError, State
from talong.core.party import Party, deal_seed
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


def play_companions(party: Party, number: int, start: State) -> list[tuple[State, list[dict[str, Any]]]]:
    """Play every companion table of deal `number` (whose own table started
    at `start`) with AI players: (final state, actions) per table."""
    out = []
    for index, table in enumerate(party.companion_tables(number)):
        name = table["ai"]
        if name not in player_names(party.game.name):
            raise GameError(f"no AI {name!r} for {party.game.name}'s companion table; choose one of "
                            f"{', '.join(player_names(party.game.name))}", "party: companion tables")
        state = party.companion_start(number, index, start)
        seed = deal_seed(party.seed, number) + index
        players = [make_player(party.game.name, name, seed=seed * 10 + s) for s in range(state.num_seats)]
        out.append(play_deal(state, players))
    return out


def settle(party: Party, end: State, companions: Sequence[State]) -> dict[str, Any]:
    """The party's settlement of a deal, with its companion tables' final states when it has any."""
    return party.finish_deal(end, companions) if companions else party.finish_deal(end)


def settle_recorded(party: Party, number: int, entry: dict[str, Any], start: State, end: State,
                    where: str) -> dict[str, Any]:
    """Settle deal `number` of a record: its companion tables are rebuilt from
    their recorded actions (never replayed by an AI) and handed to the party."""
    try:
        companions = []
        for table, actions in enumerate(records.companion_actions(entry, where)):
            other = party.companion_start(number, table, start)
            companions.append(records.replay_actions(other, actions, f"{where}companion table {table + 1}: "))
        return settle(party, end, companions)
    except RecordError:
        raise
    except GameError as err:
        raise RecordError(f"{where}{err.message}", err.rule) from None


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
        companions = play_companions(party, number, start)
        result = settle(party, end, [state for state, _ in companions])
        record["deals"].append({**records.deal_entry(number, start, actions, [a for _, a in companions]),
                                "result": result})
        yield {"deal": number, **result, "standings": party.standings()}
    record["final"] = party.final_settlement()
    yield {"final": record["final"], "record": record}


def recorded_deals(record: dict[str, Any]) -> tuple[Party, Iterator[tuple[int, dict[str, Any], State, str]]]:
    """The record's party, and (number, entry, start state, "deal N: ") of
    each deal, its shape checked and its cards dealt. The caller replays the
    entry's actions and settles the deal before taking the next one, since a
    party's next deal follows from the last settlement."""
    game = get_game(record["game"])
    party = make_party(game, record["options"], int(record.get("seed", 0)))

    def starts() -> Iterator[tuple[int, dict[str, Any], State, str]]:
        for number, entry in enumerate(record["deals"], 1):
            where = f"deal {number}: "
            if not isinstance(entry, dict) or not isinstance(entry.get("deal"), dict) \
                    or not isinstance(entry.get("actions"), list):
                raise RecordError(f"{where}expected an object with \"deal\" and \"actions\"")
            try:
                start = party.next_deal(entry["deal"])
            except RecordError as err:
                raise RecordError(f"{where}{err.message}", err.rule) from None
            yield number, entry, start, where
    return party, starts()


def replay(record: dict[str, Any]) -> dict[str, Any]:
    """Replay every deal of a record, validating each action; return the outcomes.
    Raises RecordError naming the deal, the table, the action index and the rule."""
    party, starts = recorded_deals(record)
    deals = []
    for number, entry, start, where in starts:
        end = records.replay_actions(start, entry["actions"], where)
        if not end.is_terminal():
            deals.append({"deal": number, "unfinished": True, "to_move": end.to_move()})
            break
        deals.append({"deal": number, **settle_recorded(party, number, entry, start, end, where)})
    out: dict[str, Any] = {"game": record["game"], "deals": deals, "standings": party.standings()}
    if party.is_over():
        out["final"] = party.final_settlement()
    if record.get("chat"):   # a table of friends' chat (docs/records.md), read with the replay
        out["chat"] = record["chat"]
    return out


def replay_views(record: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every seat's view at the start of each deal and after every action of
    a record (`talong replay --views`), so that what each seat could see, and
    when a hand was opened, can be checked. Actions are validated as in
    `replay`; one line per step: {"deal", "index", "seat", "action", "views"}
    with `views` indexed by seat (index -1: before the first action)."""
    party, starts = recorded_deals(record)
    for number, entry, start, where in starts:
        state = start
        seats = range(state.num_seats)
        yield {"deal": number, "index": -1, "seat": None, "action": None, "views": [state.view(s) for s in seats]}
        for index, action in enumerate(entry["actions"]):
            state = records.replay_actions(state, [action], where, first_index=index)
            yield {"deal": number, "index": index, "seat": action["seat"], "action": action["action"],
                   "views": [state.view(s) for s in seats]}
        if not state.is_terminal():
            return
        settle_recorded(party, number, entry, start, state, where)
