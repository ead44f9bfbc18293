"""Finished parties: the list (a page at a time), the downloadable record,
the replay deal by deal; a game's own download of the deals finished so
far (`GameInfo.exports`, bridge: PBN), during the party too; and a settled
deal's result on demand (bridge's board review of an earlier board)."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query
from fastapi.responses import Response

from talong.core import records
from talong.core.engine import load

from ..deps import bearer, service
from talong.i18n import msg

from ..errors import Forbidden, NotFound, no_party
from ..models import DealResult, FinishedParty, PartyPath, Replay, errors
from ..tables import TableService

router = APIRouter(prefix="/api")

RECORD_DOC: dict[int | str, dict[str, Any]] = {200: {"description": "the record (docs/records.md), as a download",
                    "content": {"application/json": {"schema": {"type": "object"}}}}}
EXPORT_DOC: dict[int | str, dict[str, Any]] = {200: {
    "description": "the deals finished so far in the game's format (bridge: PBN 2.1, both tables), as a download",
    "content": {"text/plain": {"schema": {"type": "string"}}}}}
FormatPath = Annotated[str, Path(min_length=1, max_length=20, pattern=r"^[a-z0-9]+$")]


@router.get("/finished", response_model=list[FinishedParty], response_model_exclude_unset=True, responses=errors())
def finished_parties(limit: Annotated[int, Query(ge=1, le=200)] = 50,
                     offset: Annotated[int, Query(ge=0, le=1_000_000_000)] = 0,   # SQL OFFSET: a 64-bit int
                     svc: TableService = Depends(service)) -> list[dict]:
    """Finished parties marked public, the latest finished first, `limit`
    from `offset` on (a private party is its players' own)."""
    out = []
    for line in svc.store.list_finished(limit, offset, public_only=True):
        party = line.party
        out.append({"party": party.id, "game": party.game, "options": party.options,
                    "seats": [{"seat": s, "kind": i["kind"], "ai": i.get("ai"), **({"name": i["name"]} if i.get("name") else {})}
                              for s, i in enumerate(party.seats)],
                    "created_at": party.created_at, "finished_at": party.finished_at,
                    "deals": line.deals, "final": party.final,
                    "record": f"/api/parties/{party.id}/record", "replay": f"/api/parties/{party.id}/replay/1"})
    return out


def readable(svc: TableService, party_id: str, token: str | None):
    """The stored party, if its record may be read: once finished, by its
    own seats' tokens, and by anyone when it is public (403 otherwise)."""
    stored = svc.store.party(party_id)   # the store only: no table is built for a refusal
    if stored is None:
        raise no_party(party_id)
    if stored.finished_at is None:
        raise Forbidden(msg("server.refusal.record_after_party"),
                        "hidden information (SPEC.md, Every game)")
    if not stored.public and (token is None or svc.store.token_seat(party_id, token) is None):
        raise Forbidden(msg("server.refusal.record_private"), "privacy: parties are their players' own (docs/web.md)")
    return stored


@router.get("/parties/{party_id}/record", response_class=Response, responses={**RECORD_DOC, **errors(403, 404)})
def record(party_id: PartyPath, token: str | None = Depends(bearer), svc: TableService = Depends(service)) -> Response:
    stored = readable(svc, party_id, token)
    text = records.dumps(svc.store.record(party_id))
    return Response(text, media_type="application/json",
                    headers={"Content-Disposition": f'attachment; filename="talong-{stored.game}-{party_id}.json"'})


@router.get("/parties/{party_id}/replay/{number}", response_model=Replay, response_model_exclude_unset=True,
            responses=errors(403, 404))
def replay(party_id: PartyPath, number: Annotated[int, Path(ge=1, le=10000)], token: str | None = Depends(bearer),
           svc: TableService = Depends(service)) -> dict:
    readable(svc, party_id, token)   # refused before any table is built
    return svc.table(party_id).replay(number)


@router.get("/parties/{party_id}/export/{fmt}", response_class=Response,
            responses={**EXPORT_DOC, **errors(403, 404)})
def export(party_id: PartyPath, fmt: FormatPath, token: str | None = Depends(bearer),
           svc: TableService = Depends(service)) -> Response:
    """The deals of the party finished so far (every table of each: bridge's
    other table too), in a format the game exports (`GameInfo.exports`). Read
    with one of the party's seat tokens, during the party too; a public party
    by anyone once it is finished. A deal still in play (at any table) is
    left out: only a deal settled with its result is handed to the game, so
    no card of a deal in play leaves the server."""
    stored = svc.store.party(party_id)   # the store only: no table is built for a refusal
    if stored is None:
        raise no_party(party_id)
    game = svc.game(stored.game)
    target = game.info.exports.get(fmt)
    if target is None:
        raise NotFound(msg("server.refusal.no_export", game=game.info.title, format=fmt),
                       "GameInfo.exports (docs/web.md)")
    seated = token is not None and svc.store.token_seat(party_id, token) is not None
    if not seated and not (stored.public and stored.finished_at is not None):
        raise Forbidden(msg("server.refusal.record_private"), "privacy: parties are their players' own (docs/web.md)")
    record = svc.store.record(party_id)
    record["deals"] = [deal for deal in record["deals"] if "result" in deal]   # settled: over at every table
    text = load(target)(record)
    return Response(text, media_type="text/plain; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="talong-{stored.game}-{party_id}.{fmt}"'})


@router.get("/parties/{party_id}/results/{number}", response_model=DealResult, responses=errors(403, 404))
def deal_result(party_id: PartyPath, number: Annotated[int, Path(ge=1, le=10000)],
                token: str | None = Depends(bearer), svc: TableService = Depends(service)) -> dict[str, Any]:
    """Deal `number`'s result as the party settled it (bridge: the IMP
    comparison and the board review: the other table's auction and play,
    the hands, double dummy and par), read on demand so that the standings
    sent with every view stay small. Read with one of the party's seat
    tokens; by anyone at a table that allows spectators, or at a public
    party once it is finished. A settled deal is over at every table, so
    its result is public to the table; a deal not settled is 404."""
    stored = svc.store.party(party_id)   # the store only: no table is built for a refusal
    if stored is None:
        raise no_party(party_id)
    seated = token is not None and svc.store.token_seat(party_id, token) is not None
    watched = bool(stored.settings.get("spectators")) or (stored.public and stored.finished_at is not None)
    if not seated and not watched:
        raise Forbidden(msg("server.refusal.results_private"), "privacy: parties are their players' own (docs/web.md)")
    table = svc.table(party_id)
    return {"party": table.id, "game": stored.game, "deal": number, "result": table.deal_result(number)}
