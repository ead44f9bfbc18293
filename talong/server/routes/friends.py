"""Play with friends (issue 11, docs/web.md "Play with friends"): the
invitation and joining, the host's start and seat handover, leaving and
reclaiming a seat, the chat, spectators, "Mina bord" and the lobby.

Tokens travel only in `Authorization: Bearer` headers: a seat token for
the seat's own routes, the host token for the host's. Engine and database
work runs in a thread; the hub pushes every change to the seats."""
from __future__ import annotations

from asyncio import to_thread
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from fastapi.responses import JSONResponse

from talong.core.engine import IllegalAction
from talong.i18n import msg

from ..deps import bearer, hub, service
from ..errors import Conflict, Forbidden
from ..live import Hub
from ..models import (ChatMessage, ChatPost, Handover, Invitation, InvitePath, Join, Joined, LobbyTable, Mine, MineParty,
                      PartyPath, SeatPath, SeatPayload, SpectatorPayload, Start, errors)
from ..seating import OPEN
from ..tables import FINISHED, PLAY, Table, TableService

router = APIRouter(prefix="/api")


# --- the invitation ----------------------------------------------------------------------
@router.get("/invite/{invite}", response_model=Invitation, responses=errors(404))
def invitation(invite: InvitePath, svc: TableService = Depends(service)) -> dict[str, Any]:
    """What the invitation shows before joining: the game, the seats and who sits there."""
    table = svc.invited(invite)
    return {"party": table.id, "game": table.stored.game, "status": table.status,
            "seats": [{k: p[k] for k in ("seat", "kind", "name", "online")} for p in table.people(None)],
            "options": table.stored.options, "public": table.stored.public, "spectators": table.spectators}


@router.post("/invite/{invite}/join", status_code=201, response_model=Joined, responses=errors(400, 404, 409))
async def join(invite: InvitePath, body: Join, token: str | None = Depends(bearer), svc: TableService = Depends(service),
               live: Hub = Depends(hub)) -> dict[str, Any]:
    """Take one open seat with a display name: a new token for exactly that
    seat. A browser that sends a token of this party already holds a seat
    (409, nothing changes)."""
    table = await to_thread(svc.invited, invite)
    held = await to_thread(svc.seat_of, table.id, token)
    if held is not None:
        raise Conflict(msg("server.refusal.already_seated", seat=held + 1), "invitation: one seat per player (docs/web.md)")
    seat_token = await to_thread(table.join, body.seat, body.name)
    await live.seats_changed(table)
    return {"party": table.id, "seat": body.seat, "token": seat_token,
            "view": await to_thread(table.payload, body.seat)}


# --- the host ------------------------------------------------------------------------------
@router.post("/parties/{party_id}/start", response_model=SeatPayload, response_model_exclude_unset=True,
             responses=errors(400, 403, 404, 409))
async def start(party_id: PartyPath, body: Start, token: str | None = Depends(bearer),
                svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    """The host starts the party; the open seats become AI seats."""
    table = await to_thread(svc.hosted, party_id, token)
    await to_thread(table.begin)
    await live.seats_changed(table)
    return JSONResponse(await to_thread(table.payload, table.host_seat))


@router.post("/parties/{party_id}/seats/{seat}/handover", response_model=SeatPayload,
             response_model_exclude_unset=True, responses=errors(400, 403, 404, 409))
async def handover(party_id: PartyPath, seat: SeatPath, body: Handover, token: str | None = Depends(bearer),
                   svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    """The host gives a seat to the AI or opens it for a new player (the
    player's token is revoked either way)."""
    table = await to_thread(svc.hosted, party_id, token)
    await to_thread(table.handover, int(seat), body.to)
    await live.revoke(table, int(seat))
    await live.seats_changed(table)
    return JSONResponse(await to_thread(table.payload, table.host_seat))


# --- a seat's holder -------------------------------------------------------------------------
@router.post("/parties/{party_id}/seats/{seat}/leave", response_model=SeatPayload, response_model_exclude_unset=True,
             responses=errors(403, 404, 409))
async def leave(party_id: PartyPath, seat: SeatPath, token: str | None = Depends(bearer),
                svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    """The holder leaves: the AI plays the seat from its next decision."""
    table = await to_thread(svc.authorised, party_id, int(seat), token)
    await to_thread(table.leave, int(seat))
    await live.seats_changed(table)
    return JSONResponse(await to_thread(table.payload, int(seat)))


@router.post("/parties/{party_id}/seats/{seat}/reclaim", response_model=SeatPayload,
             response_model_exclude_unset=True, responses=errors(403, 404))
async def reclaim(party_id: PartyPath, seat: SeatPath, token: str | None = Depends(bearer),
                  svc: TableService = Depends(service), live: Hub = Depends(hub)) -> JSONResponse:
    """The holder plays the seat again (from the next decision)."""
    table = await to_thread(svc.authorised, party_id, int(seat), token)
    if await to_thread(table.reclaim, int(seat)):
        await live.seats_changed(table)
    return JSONResponse(await to_thread(table.payload, int(seat)))


# --- the chat --------------------------------------------------------------------------------
async def _chat_reader(svc: TableService, party_id: str, token: str | None) -> Table:
    table = await to_thread(svc.table, party_id)
    if await to_thread(svc.seat_of, party_id, token) is None and not table.spectators:
        raise Forbidden(msg("server.refusal.chat_seats_only"), "spectators (docs/web.md)")
    return table


@router.get("/parties/{party_id}/chat", response_model=list[ChatMessage], responses=errors(403, 404))
async def read_chat(party_id: PartyPath, after: Annotated[int, Query(ge=0)] = 0,
                    token: str | None = Depends(bearer), svc: TableService = Depends(service)) -> list[dict]:
    """The chat after message `after` (a seat token, or none where spectators are allowed)."""
    table = await _chat_reader(svc, party_id, token)
    return await to_thread(svc.store.chat, table.id, after)


@router.post("/parties/{party_id}/chat", status_code=201, response_model=ChatMessage,
             responses=errors(400, 403, 404, 429))
async def post_chat(party_id: PartyPath, body: ChatPost, token: str | None = Depends(bearer),
                    svc: TableService = Depends(service), live: Hub = Depends(hub)) -> dict:
    """A message from the seat whose token is sent: stored as given after
    NFC normalisation (escaping is the client's job when it shows it)."""
    seat = await to_thread(svc.seat_of, party_id, token)
    if seat is None:
        table = await to_thread(svc.table, party_id)   # 404 for an unknown party
        raise Forbidden(msg("server.refusal.chat_not_seated"), "chat (docs/web.md)")
    table = await to_thread(svc.authorised, party_id, seat, token)
    message = await to_thread(table.post_chat, seat, body.text)
    await live.push_chat(table, message)
    return message


# --- spectators --------------------------------------------------------------------------------
def spectator_table(svc: TableService, party_id: str) -> Table:
    table = svc.table(party_id)
    if not table.spectators:
        raise Forbidden(msg("server.refusal.no_spectators"), "spectators (docs/web.md)")
    return table


def spectator_payload(table: Table, follow: int | None) -> dict[str, Any]:
    """view(None); a followed seat's view only where the game allows it,
    once the deal is over."""
    if follow is not None:
        if not table.game.info.spectator_follow:
            raise Forbidden(msg("server.refusal.public_only", game=table.game.info.title),
                            "spectators: view(None) (docs/web.md)")
        if not 0 <= follow < len(table.stored.seats):
            raise IllegalAction(msg("server.refusal.no_such_seat", seat=follow + 1), "spectators (docs/web.md)")
        with table.lock:
            if table.phase == PLAY:
                raise Forbidden(msg("server.refusal.follow_after_board"),
                                "spectators: seat-follow (docs/web.md)")
    return table.fresh_payload(None, follow)


@router.get("/parties/{party_id}/spectate", response_model=SpectatorPayload, response_model_exclude_unset=True,
            responses=errors(400, 403, 404))
async def spectate(party_id: PartyPath, seat: Annotated[int | None, Query(ge=0, le=7)] = None,
                   svc: TableService = Depends(service)) -> JSONResponse:
    table = await to_thread(spectator_table, svc, party_id)
    return JSONResponse(await to_thread(spectator_payload, table, seat))


# --- Mina bord and the lobby ---------------------------------------------------------------------
def mine_entries(svc: TableService, body: Mine) -> list[dict[str, Any]]:
    out = []
    for entry in body.seats:
        if not svc.store.check_token(entry.party, entry.seat, entry.token):
            continue   # nothing is revealed about a seat the token does not open
        table = svc.table(entry.party)
        with table.lock:
            to_move = table.state.to_move() if table.phase == PLAY else None
            status = FINISHED if table.phase == FINISHED else table.status
            out.append({"party": table.id, "game": table.stored.game, "status": status, "seat": entry.seat,
                        "names": [info.get("name") for info in table.stored.seats],
                        "to_move": [] if to_move is None else [to_move],
                        "your_turn": to_move == entry.seat and table.controller(entry.seat) is None
                        and table.status != "gathering",
                        "updated_at": table.stored.updated_at})
    return out


@router.post("/mine", response_model=list[MineParty], responses=errors(400))
async def mine(body: Mine, svc: TableService = Depends(service)) -> list[dict]:
    """"Mina bord": the parties of the seats this browser holds (entries whose
    token does not open the seat are left out)."""
    return await to_thread(mine_entries, svc, body)


@router.get("/lobby", response_model=list[LobbyTable], responses=errors())
async def lobby(svc: TableService = Depends(service)) -> list[dict]:
    """Public tables still gathering with a free seat, the newest first."""
    parties = await to_thread(svc.store.lobby)
    return [{"party": p.id, "game": p.game, "invite": p.invite, "created_at": p.created_at,
             "seats": [{"seat": s, "kind": i["kind"], "name": i.get("name")} for s, i in enumerate(p.seats)]}
            for p in parties if p.invite and any(i["kind"] == OPEN for i in p.seats)]

