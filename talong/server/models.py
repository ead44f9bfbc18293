"""The API's request and response models: /openapi.json is the contract.

Requests are parsed strictly (no bool for an int, no "00" for a seat) and
refuse unknown fields. Responses allow fields added later (another game's
view, a new lobby field) but document the ones every client may rely on.
A game's view is a JSON object whose fields are the game's own
(docs/<game>-actions.md); its common ground is documented on `View`.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import Path
from pydantic import BaseModel, ConfigDict, Field, StrictStr, StringConstraints, field_validator


def _json_number(value: Any) -> Any:
    """A JSON number, as JSON Schema reads one: never a boolean or a text
    (`"seat": true` is not seat 1); an integral float is an integer."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("must be a JSON number")
    return value



Name = Annotated[StrictStr, StringConstraints(min_length=1, max_length=40)]
ActionText = Annotated[StrictStr, StringConstraints(min_length=1, max_length=200)]
# A seat in a path: digits only, no sign, no padding, no leading zero.
SeatPath = Annotated[str, Path(pattern=r"^(0|[1-9][0-9]?)$", description="the seat number, 0-based")]
PartyPath = Annotated[str, Path(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_-]+$")]


class Request(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Length(Request):
    unit: Literal["rounds", "deals"]
    value: int = Field(ge=1, le=100)

    _number = field_validator("value", mode="before")(_json_number)


class NewParty(Request):
    game: Name
    players: Annotated[int, Field(ge=2, le=8)] | None = None
    length: Length | None = None
    ai: Name | None = None
    seat: int = Field(default=0, ge=0, le=7)
    ai_delay: Annotated[float, Field(ge=0, le=10)] | None = None
    seed: Annotated[int, Field(ge=0, le=2 ** 53 - 1)] | None = None   # exact in JSON (a double) and in JS

    @field_validator("players", "seat", "ai_delay", "seed", mode="before")
    @classmethod
    def _number(cls, value: Any) -> Any:
        return value if value is None else _json_number(value)


class Actions(Request):
    version: int
    actions: list[ActionText] = Field(min_length=1, max_length=64)

    _number = field_validator("version", mode="before")(_json_number)


class Ack(Request):
    version: int

    _number = field_validator("version", mode="before")(_json_number)


class Response(BaseModel):
    model_config = ConfigDict(extra="allow")


class Texts(Response):
    sv: str
    en: str


class ErrorBody(Response):
    """Every error: the message and the rule it names; errors a player sees
    at the table add a message id, its parameters and the text in sv/en."""
    error: str
    rule: str
    id: str | None = None
    params: dict[str, Any] | None = None
    text: Texts | None = None


class SeatInfo(Response):
    seat: int
    kind: Literal["human", "ai"]
    ai: str | None = None


class View(Response):
    """`state.view(seat)`: what the seat may see now. Its fields are the
    game's own (docs/<game>-actions.md): the seat's own cards, the public
    history of the deal, the phase. Never another seat's hidden cards."""


class AIError(Response):
    seat: int
    ai: str
    table: int
    deal: int
    error: str
    text: Texts


class SeatPayload(Response):
    """Everything a seat may see now, at `version`."""
    party: str
    game: str
    version: int
    seat: int
    deal: int
    phase: Literal["play", "companions", "settlement", "finished"]
    to_move: int | None
    seats: list[SeatInfo]
    view: View
    legal_actions: list[str] = Field(description="only when this seat is to act")
    labels: dict[str, Texts]
    standings: dict[str, Any]
    ai_delay: float
    result: dict[str, Any] | None = Field(default=None, description="the deal's result, once it is over")
    final: dict[str, Any] | None = Field(default=None, description="the final settlement, once the party is over")
    ai_error: AIError | None = None


class Created(Response):
    party: str
    seat: int
    token: str = Field(description="the seat's secret token, shown once")
    view: SeatPayload


class PartyInfo(Response):
    party: str
    game: str
    options: dict[str, Any]
    seats: list[SeatInfo]
    deal: int
    phase: str
    standings: dict[str, Any]
    created_at: str


class GameOptions(Response):
    players: list[int]
    length_units: list[str]
    length: dict[str, Any]
    ai: list[str]
    ai_default: str
    ai_delay: float
    seat: int


class GameEntry(Response):
    name: str
    title: str
    blurb: Texts
    summaries: dict[str, Texts]
    options: GameOptions


class GameTables(Response):
    """A game's published tables as data (Vira: its bids; bridge: strains,
    boards, the IMP scale); the fields are the game's own."""


class FinishedParty(Response):
    party: str
    game: str
    options: dict[str, Any]
    seats: list[SeatInfo]
    created_at: str
    finished_at: str | None
    deals: int
    final: dict[str, Any] | None
    record: str
    replay: str


class ReplayStep(Response):
    seat: int | None
    action: str | None
    views: list[View]
    text: Texts | None = None


class Replay(Response):
    party: str
    game: str
    deal: int
    deals: int
    seats: list[SeatInfo]
    steps: list[ReplayStep]
    result: dict[str, Any]


def errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The documented error answers of a route: always 413 and 422 (the
    body limit and malformed requests) plus `codes`."""
    texts = {400: "an illegal action or bad table options", 403: "the token does not open this seat, "
             "or the party is not finished", 404: "no such party, game or deal", 408: "the body came too slowly",
             409: "a stale version: reload the view", 413: "the request body is too large",
             422: "a malformed request"}
    return {code: {"model": ErrorBody, "description": texts[code]} for code in sorted({*codes, 408, 413, 422})}
