"""Creating parties and playing them, seat by seat (each with its own token).

Engine and database work runs in a thread (`asyncio.to_thread`): the event
loop only waits, so one table never stalls another table's request. A
seat's payload is answered as built (JSONResponse): the response model
documents it, and tests/server/test_server_openapi.py checks it."""
from __future__ import annotations

from asyncio import to_thread

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse

from ..deps import bearer, hub, service
from ..live import Hub
from ..models import Ack, Actions, Created, NewParty, PartyInfo, PartyPath, SeatPath, SeatPayload, errors
from ..tables import TableService

router = APIRouter(prefix="/api/parties")


@router.post("", status_code=201, response_model=Created, response_model_exclude_unset=True, responses=errors(400, 404))
async def create_party(body: NewParty, svc: TableService = Depends(service), live: Hub = Depends(hub)) -> dict:
    """A party. With `seats` a table of friends: it gathers its players
    (invitation, join) until the host starts it; the answer adds the host
    token and the invitation code."""
    length = body.length.model_dump() if body.length else None
    kinds = [k.model_dump() for k in body.seats] if body.seats is not None else None
    table, secrets = await to_thread(svc.create, body.game, body.players, length, body.ai, body.seat,
                                     body.ai_delay, body.seed, kinds, body.name, body.public, body.spectators,
                                     body.away_after)
    await live.changed(table)
    return {"party": table.id, **secrets, "view": await to_thread(table.payload, secrets["seat"])}


@router.get("/{party_id}", response_model=PartyInfo, response_model_exclude_unset=True, responses=errors(404))
def party_info(party_id: PartyPath, svc: TableService = Depends(service)) -> dict:
    """Public facts only: game, options, seats, standings, phase."""
    table = svc.table(party_id)
    return {"party": table.id, "game": table.stored.game, "options": table.stored.options,
            "seats": table.seats_public(), "deal": table.number, "phase": table.phase,
            "standings": table.party.standings(), "created_at": table.stored.created_at}


@router.get("/{party_id}/seats/{seat}/view", response_model=SeatPayload, response_model_exclude_unset=True,
            responses=errors(403, 404))
async def seat_view(party_id: PartyPath, seat: SeatPath, token: str | None = Depends(bearer),
                    svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    table = await to_thread(svc.authorised, party_id, int(seat), token)
    await live.kick(table, wait=table.ai_delay <= 0)   # e.g. after a restart: let the AI seats carry on
    return JSONResponse(await to_thread(table.fresh_payload, int(seat)))


@router.post("/{party_id}/seats/{seat}/actions", response_model=SeatPayload, response_model_exclude_unset=True,
             responses=errors(400, 403, 404, 409))
async def post_actions(party_id: PartyPath, seat: SeatPath, body: Actions, token: str | None = Depends(bearer),
                       svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    table = await to_thread(svc.authorised, party_id, int(seat), token)
    await to_thread(table.act, int(seat), body.version, body.actions)   # 409 for the loser of a race
    await live.changed(table)
    return JSONResponse(await to_thread(table.payload, int(seat)))


@router.post("/{party_id}/seats/{seat}/next", response_model=SeatPayload, response_model_exclude_unset=True,
             responses=errors(400, 403, 404, 409))
async def next_deal(party_id: PartyPath, seat: SeatPath, body: Ack, token: str | None = Depends(bearer),
                    svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    """"Nästa giv": the seat acknowledged the settlement; the next deal starts."""
    table = await to_thread(svc.authorised, party_id, int(seat), token)
    await to_thread(table.next_deal, body.version)
    await live.changed(table)
    return JSONResponse(await to_thread(table.payload, int(seat)))
