"""Hints and reviews for a seat (issue 12, item 4), with the seat's own token.

- `GET /api/parties/{p}/seats/{s}/hint`: for the seat to move, the default
  AI's choice with a one-line reason and the value of each legal action
  (talong.ai.advice.hint), computed from that seat's view and legal actions
  only. 409 when it is not the seat's turn.
- `GET /api/parties/{p}/deals/{n}/review?seat=s`: each card-play decision of
  the seat in deal n, with its estimated cost (talong.ai.advice.review). Only
  for a finished deal (409 before): each decision is valued from what the
  seat could see then (bridge: double dummy on the played deal, labelled).

The token is checked before any table is built (403 for another seat's
token, 404 for no such party or deal). The search runs in the AI worker
pool, never on the event loop; the table work (views, the deal's start) in a
thread.
"""
from __future__ import annotations

import asyncio
from asyncio import to_thread
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from talong.ai import advice
from talong.core import records
from talong.core.engine import State
from talong.ai.hooks import party as make_party

from ..aipool import decision_seed
from ..deps import bearer, hub, service
from talong.i18n import msg

from ..errors import Conflict, NotFound
from ..live import Hub
from ..models import ErrorBody, PartyPath, SeatPath, errors
from ..tables import PLAY, Table, TableService

router = APIRouter(prefix="/api/parties")

NOT_NOW: dict[int | str, dict[str, Any]] = {409: {"model": ErrorBody, "description": "not the seat's turn (hint), or the deal is not finished (review)"}}


class Reason(BaseModel):
    id: str                      # message id (talong/ai/advice/texts.py)
    params: dict[str, Any]


class Hint(BaseModel):
    action: str                  # the advised legal action
    reason: Reason
    text: dict[str, str]         # the reason rendered: {"sv", "en"}
    values: dict[str, float]     # legal action -> value for the seat, in `unit` (searched decisions only)
    unit: dict[str, str] | None
    method: dict[str, str] | None
    samples: int


class Decision(BaseModel):
    index: int                   # the action's index in the deal
    action: str
    text: dict[str, str]
    best: str
    best_text: dict[str, str]
    cost: float                  # value(best) - value(chosen), in `unit`
    cost_text: dict[str, str]    # the cost with its unit, "1 trick", "2 tricks": {"sv", "en"}
    value: float
    best_value: float
    samples: int
    marked: bool                 # among the costliest of the deal


class Review(BaseModel):
    party: str
    deal: int
    seat: int
    method: dict[str, str] | None
    unit: dict[str, str] | None
    decisions: list[Decision]
    total: float
    total_text: dict[str, str] | None   # the total cost with its unit, "2 tricks"
    unit_key: str | None         # the unit's key ("unit.tricks"), for amounts rendered later (advice/texts.py)


def _seat_turn(table: Table, seat: int) -> tuple[str, dict[str, Any], list[str], int]:
    with table.lock:
        state = table.state
        if table.phase != PLAY or state.to_move() != seat:
            raise Conflict(msg("server.refusal.no_hint", seat=seat + 1), "hints: only the seat to move is advised")
        seed = decision_seed(table.stored.seed, table.number, len(table.actions), seat)
        return table.stored.game, state.view(seat), state.legal_actions(), seed


def _finished_deal(table: Table, number: int, seat: int) -> tuple[State, list[dict[str, Any]]]:
    """The start of deal `number` and its actions, once the deal is over."""
    if not 0 <= seat < table.party.players:
        raise NotFound(msg("server.refusal.no_seat", seat=seat + 1, players=table.party.players), "seats (docs/web.md)")
    deals = table.store.deals(table.id)
    if not 1 <= number <= len(deals):
        raise NotFound(msg("server.refusal.no_deal", number=number, count=len(deals)), "party: its deals")
    with table.lock:
        if number == table.number and not table.state.is_terminal():
            raise Conflict(msg("server.refusal.deal_not_finished", number=number),
                           "hidden information (SPEC.md, Every game)")
    party = make_party(table.game, table.stored.options, table.stored.seed)
    for previous in deals[: number - 1]:
        end = records.replay_actions(party.next_deal(previous.deal), previous.actions)
        companions = [table._companion_final(party, previous.number, i, end)
                      for i in range(len(party.companion_tables(previous.number)))]
        party.finish_deal(end, companions) if companions else party.finish_deal(end)
    deal = deals[number - 1]
    return party.next_deal(deal.deal), list(deal.actions)


async def _in_pool(live: Hub, fn, *args):
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(live.pool.executor, fn, *args)


@router.get("/{party_id}/seats/{seat}/hint", response_model=Hint, responses={**errors(403, 404), **NOT_NOW})
async def seat_hint(party_id: PartyPath, seat: SeatPath, token: str | None = Depends(bearer),
                    svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    """The hint for the seat to move, from its own view (the same position gives the same hint)."""
    table = await to_thread(svc.authorised, party_id, int(seat), token)
    game, view, legal, seed = await to_thread(_seat_turn, table, int(seat))
    return JSONResponse(await _in_pool(live, advice.hint, game, view, legal, seed))


@router.get("/{party_id}/deals/{number}/review", response_model=Review, responses={**errors(403, 404), **NOT_NOW})
async def deal_review(party_id: PartyPath, number: Annotated[int, Path(ge=1, le=10000)],
                      seat: Annotated[int, Query(ge=0, le=99)], token: str | None = Depends(bearer),
                      svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    """The review of a finished deal for `seat`: its decisions with their estimated cost, the costliest marked."""
    table = await to_thread(svc.authorised, party_id, seat, token)
    start, actions = await to_thread(_finished_deal, table, number, seat)
    out = await _in_pool(live, advice.review, table.stored.game, start, actions, seat,
                         decision_seed(table.stored.seed, number, 0, seat))
    return JSONResponse({"party": table.id, "deal": number, **out})
