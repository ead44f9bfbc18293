"""Finished parties: the list, the downloadable record, the replay deal by deal."""
from __future__ import annotations

from fastapi import APIRouter, Depends
from fastapi.responses import Response

from talong.core import records

from ..deps import service
from ..errors import Forbidden
from ..tables import TableService

router = APIRouter(prefix="/api")


@router.get("/finished")
def finished_parties(svc: TableService = Depends(service)) -> list[dict]:
    out = []
    for party in svc.store.parties(finished=True):
        deals = svc.store.deals(party.id)
        out.append({"party": party.id, "game": party.game, "options": party.options,
                    "seats": [{"seat": s, "kind": i["kind"], "ai": i.get("ai")} for s, i in enumerate(party.seats)],
                    "created_at": party.created_at, "finished_at": party.finished_at,
                    "deals": len(deals), "final": party.final,
                    "record": f"/api/parties/{party.id}/record", "replay": f"/api/parties/{party.id}/replay/1"})
    return out


@router.get("/parties/{party_id}/record")
def record(party_id: str, svc: TableService = Depends(service)) -> Response:
    table = svc.table(party_id)
    if svc.store.party(party_id).finished_at is None:
        raise Forbidden("the record is available once the party is finished: it holds every hand",
                        "hidden information (SPEC.md, Every game)")
    text = records.dumps(svc.store.record(party_id))
    return Response(text, media_type="application/json",
                    headers={"Content-Disposition": f'attachment; filename="talong-{table.stored.game}-{party_id}.json"'})


@router.get("/parties/{party_id}/replay/{number}")
def replay(party_id: str, number: int, svc: TableService = Depends(service)) -> dict:
    return svc.table(party_id).replay(number)
