"""Creating parties and playing them, seat by seat (each with its own token)."""
from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Depends
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from ..deps import bearer, hub, service
from ..live import Hub
from ..tables import TableService

router = APIRouter(prefix="/api/parties")


class Length(BaseModel):
    model_config = ConfigDict(extra="forbid")
    unit: Literal["rounds", "deals"]
    value: int = Field(ge=1, le=100)


class NewParty(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str
    players: int | None = Field(default=None, ge=2, le=8)
    length: Length | None = None
    ai: str | None = None
    seat: int = Field(default=0, ge=0, le=7)
    ai_delay: float | None = Field(default=None, ge=0, le=10)
    seed: int | None = Field(default=None, ge=0, lt=2 ** 62)


class Actions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: StrictInt
    actions: list[StrictStr] = Field(min_length=1, max_length=64)


class Ack(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: StrictInt


@router.post("", status_code=201)
async def create_party(body: NewParty, svc: TableService = Depends(service), live: Hub = Depends(hub)) -> dict:
    length = body.length.model_dump() if body.length else None
    table, token = svc.create(body.game, body.players, length, body.ai, body.seat, body.ai_delay, body.seed)
    await live.changed(table)
    return {"party": table.id, "seat": body.seat, "token": token, "view": table.payload(body.seat)}


@router.get("/{party_id}")
def party_info(party_id: str, svc: TableService = Depends(service)) -> dict:
    """Public facts only: game, options, seats, standings, phase."""
    table = svc.table(party_id)
    return {"party": table.id, "game": table.stored.game, "options": table.stored.options,
            "seats": table.seats_public(), "deal": table.number, "phase": table.phase,
            "standings": table.party.standings(), "created_at": table.stored.created_at}


@router.get("/{party_id}/seats/{seat}/view")
async def seat_view(party_id: str, seat: int, token: str | None = Depends(bearer),
                    svc: TableService = Depends(service), live: Hub = Depends(hub)) -> dict:
    table = svc.authorised(party_id, seat, token)
    if table.ai_to_move() is not None:  # e.g. after a restart: let the AI seats carry on
        await live.changed(table)
    return table.payload(seat)


@router.post("/{party_id}/seats/{seat}/actions")
async def post_actions(party_id: str, seat: int, body: Actions, token: str | None = Depends(bearer),
                       svc: TableService = Depends(service), live: Hub = Depends(hub)) -> dict:
    table = svc.authorised(party_id, seat, token)
    table.act(seat, body.version, body.actions)
    await live.changed(table)
    return table.payload(seat)


@router.post("/{party_id}/seats/{seat}/next")
async def next_deal(party_id: str, seat: int, body: Ack, token: str | None = Depends(bearer),
                    svc: TableService = Depends(service), live: Hub = Depends(hub)) -> dict:
    """"Nästa giv": the seat acknowledged the settlement; the next deal starts."""
    table = svc.authorised(party_id, seat, token)
    table.next_deal(body.version)
    await live.changed(table)
    return table.payload(seat)
