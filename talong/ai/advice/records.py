"""Reviews of a talong record (docs/records.md): every finished deal
replayed through the engine (each action checked, as `talong replay` does)
and reviewed seat by seat (`talong analyse RECORD.json`)."""
from __future__ import annotations

from typing import Any, Iterator

from talong.ai.hooks import party as make_party
from talong.core import records
from talong.core.engine import RecordError, State
from talong.games import get_game

from . import review


def finished_deals(record: dict[str, Any]) -> Iterator[tuple[int, State, list[dict[str, Any]]]]:
    """(number, start state, actions) of each finished deal of the record, in order."""
    game = get_game(record["game"])
    party = make_party(game, record["options"], int(record.get("seed", 0)))
    from talong.runner import settle_recorded   # late: the runner imports the AI players
    for number, entry in enumerate(record["deals"], 1):
        where = f"deal {number}: "
        if not isinstance(entry, dict) or not isinstance(entry.get("deal"), dict) \
                or not isinstance(entry.get("actions"), list):
            raise RecordError(f"{where}expected an object with \"deal\" and \"actions\"")
        try:
            start = party.next_deal(entry["deal"])
        except RecordError as err:
            raise RecordError(f"{where}{err.message}", err.rule) from None
        end = records.replay_actions(start, entry["actions"], where)
        if not end.is_terminal():
            return
        yield number, start, list(entry["actions"])
        settle_recorded(party, number, entry, start, end, where)


def review_record(record: dict[str, Any], seats: list[int] | None = None, deals: list[int] | None = None,
                  seed: int = 0) -> list[dict[str, Any]]:
    """[{"deal", "seat", **review}] for each finished deal (or those in
    `deals`) and each seat (or those in `seats`)."""
    out = []
    for number, start, actions in finished_deals(record):
        if deals and number not in deals:
            continue
        for seat in range(start.num_seats):
            if seats is None or seat in seats:
                out.append({"deal": number, **review(record["game"], start, actions, seat, seed)})
    return out
