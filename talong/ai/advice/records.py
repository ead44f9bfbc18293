"""Reviews of a talong record (docs/records.md): every finished deal
replayed through the engine (each action checked, as `talong replay` does)
and reviewed seat by seat (`talong analyse RECORD.json`)."""
from __future__ import annotations

from typing import Any, Iterator

from talong.core import records
from talong.core.engine import State

from . import review


def finished_deals(record: dict[str, Any]) -> Iterator[tuple[int, State, list[dict[str, Any]]]]:
    """(number, start state, actions) of each finished deal of the record, in order."""
    from talong.runner import recorded_deals, settle_recorded   # late: the runner imports the AI players
    party, starts = recorded_deals(record)
    for number, entry, start, where in starts:
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
