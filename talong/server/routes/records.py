"""Finished parties: the list (a page at a time), the downloadable record,
the replay deal by deal."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Query
from fastapi.responses import Response

from talong.core import records

from ..deps import service
from ..errors import Forbidden, NotFound, quote
from ..models import FinishedParty, PartyPath, Replay, errors
from ..tables import TableService

router = APIRouter(prefix="/api")

RECORD_DOC: dict[int | str, dict[str, Any]] = {200: {"description": "the record (docs/records.md), as a download",
                    "content": {"application/json": {"schema": {"type": "object"}}}}}


@router.get("/finished", response_model=list[FinishedParty], response_model_exclude_unset=True, responses=errors())
def finished_parties(limit: Annotated[int, Query(ge=1, le=200)] = 50, offset: Annotated[int, Query(ge=0)] = 0,
                     svc: TableService = Depends(service)) -> list[dict]:
    """Finished parties, newest first, `limit` from `offset` on."""
    out = []
    for party in svc.store.parties(finished=True)[offset: offset + limit]:
        deals = svc.store.deals(party.id)
        out.append({"party": party.id, "game": party.game, "options": party.options,
                    "seats": [{"seat": s, "kind": i["kind"], "ai": i.get("ai")} for s, i in enumerate(party.seats)],
                    "created_at": party.created_at, "finished_at": party.finished_at,
                    "deals": len(deals), "final": party.final,
                    "record": f"/api/parties/{party.id}/record", "replay": f"/api/parties/{party.id}/replay/1"})
    return out


@router.get("/parties/{party_id}/record", response_class=Response, responses={**RECORD_DOC, **errors(403, 404)})
def record(party_id: PartyPath, svc: TableService = Depends(service)) -> Response:
    stored = svc.store.party(party_id)   # the store only: no table is built for a download
    if stored is None:
        raise NotFound(f"no party {quote(party_id)}", "talong parties")
    if stored.finished_at is None:
        raise Forbidden("the record is available once the party is finished: it holds every hand",
                        "hidden information (SPEC.md, Every game)")
    text = records.dumps(svc.store.record(party_id))
    return Response(text, media_type="application/json",
                    headers={"Content-Disposition": f'attachment; filename="talong-{stored.game}-{party_id}.json"'})


@router.get("/parties/{party_id}/replay/{number}", response_model=Replay, response_model_exclude_unset=True,
            responses=errors(403, 404))
def replay(party_id: PartyPath, number: Annotated[int, Path(ge=1, le=10000)],
           svc: TableService = Depends(service)) -> dict:
    stored = svc.store.party(party_id)
    if stored is not None and stored.finished_at is None:   # refused before any table is built
        raise Forbidden("replays are shown once the party is finished: the record holds every hand",
                        "hidden information (SPEC.md, Every game)")
    return svc.table(party_id).replay(number)
