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


# A display name or chat text as sent: the server normalises it (NFC) and
# checks its length and characters itself (400 naming the rule).
RawName = Annotated[StrictStr, StringConstraints(max_length=100)]
RawText = Annotated[StrictStr, StringConstraints(max_length=1000)]
Token = Annotated[StrictStr, StringConstraints(min_length=1, max_length=100)]
InvitePath = Annotated[str, Path(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]


class SeatKind(Request):
    kind: Literal["human", "open", "ai"]
    ai: Name | None = None


class NewParty(Request):
    game: Name
    players: Annotated[int, Field(ge=2, le=8)] | None = None
    length: Length | None = None
    ai: Name | None = None
    seat: int = Field(default=0, ge=0, le=7)
    ai_delay: Annotated[float, Field(ge=0, le=10)] | None = None
    seed: Annotated[int, Field(ge=0, le=2 ** 53 - 1)] | None = None   # exact in JSON (a double) and in JS
    seats: list[SeatKind] | None = Field(default=None, min_length=2, max_length=8,
                                         description="a table of friends: one \"human\" (the host), \"open\" or \"ai\"")
    name: RawName | None = Field(default=None, description="the host's display name")
    public: bool = False
    spectators: bool = False
    away_after: Annotated[float, Field(ge=10, le=600)] | None = None

    @field_validator("players", "seat", "ai_delay", "seed", "away_after", mode="before")
    @classmethod
    def _number(cls, value: Any) -> Any:
        return value if value is None else _json_number(value)


class Join(Request):
    seat: int = Field(ge=0, le=7)
    name: RawName

    _number = field_validator("seat", mode="before")(_json_number)


class Start(Request):
    open_seats: Literal["ai"] = "ai"


class Handover(Request):
    to: Literal["ai", "open"]


class ChatPost(Request):
    text: RawText


class MineEntry(Request):
    party: Annotated[StrictStr, StringConstraints(min_length=1, max_length=40)]
    seat: int = Field(ge=0, le=7)
    token: Token

    _number = field_validator("seat", mode="before")(_json_number)


class Mine(Request):
    seats: list[MineEntry] = Field(max_length=50)


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
    kind: Literal["human", "open", "ai"]
    ai: str | None = None
    name: str | None = None


class Person(Response):
    seat: int
    kind: Literal["human", "open", "ai"]
    name: str | None
    online: bool
    away: bool
    you: bool


class ChatMessage(Response):
    seq: int
    at: str
    seat: int
    name: str
    text: str


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
    result: dict[str, Any] | None = Field(default=None, description="the deal's result as the party settled it "
                                          "(bridge: with its board review), once it is settled")
    final: dict[str, Any] | None = Field(default=None, description="the final settlement, once the party is over")
    ai_error: AIError | None = None
    people: list[Person] = Field(description="who sits where, online or away; `you` marks this seat")
    status: Literal["gathering", "playing", "finished"]
    host: bool = Field(description="true in the host's seat payload only")
    chat_tail: list[ChatMessage] = Field(description="the last 20 chat messages")
    spectators: bool
    invite: str | None = Field(default=None, description="host only: the invitation code while seats are open")


class SpectatorPayload(SeatPayload):
    """The spectator's payload: `view` is view(None) (or, bridge only, a
    followed seat's view once the board is over); `seat` is null and
    `legal_actions` empty."""
    seat: int | None


class Created(Response):
    party: str
    seat: int
    token: str = Field(description="the seat's secret token, shown once")
    host_token: str | None = Field(default=None, description="a table of friends: the host's secret token")
    invite: str | None = Field(default=None, description="a table of friends: the invitation code (link /#/join/<invite>)")
    view: SeatPayload


class Joined(Response):
    party: str
    seat: int
    token: str = Field(description="the seat's secret token, shown once")
    view: SeatPayload


class InviteSeat(Response):
    seat: int
    kind: Literal["human", "open", "ai"]
    name: str | None
    online: bool


class Invitation(Response):
    party: str
    game: str
    status: Literal["gathering", "playing", "finished"]
    seats: list[InviteSeat]
    options: dict[str, Any]
    public: bool
    spectators: bool


class MineParty(Response):
    party: str
    game: str
    status: Literal["gathering", "playing", "finished"]
    seat: int
    names: list[str | None]
    to_move: list[int]
    your_turn: bool
    updated_at: str | None


class LobbySeat(Response):
    seat: int
    kind: Literal["human", "open", "ai"]
    name: str | None


class LobbyTable(Response):
    party: str
    game: str
    invite: str
    seats: list[LobbySeat]
    created_at: str


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
    chat: list[ChatMessage] = []   # the party's chat, in order (empty at a table without friends)


class DealResult(Response):
    """A settled deal's result as the party settled it: the engine's result
    plus what the game's party adds (bridge: the IMP comparison with the
    other table and the board review, docs/bridge-actions.md)."""
    party: str
    game: str
    deal: int
    result: dict[str, Any]


def errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The documented error answers of a route: always 413 and 422 (the
    body limit and malformed requests) plus `codes`."""
    texts = {400: "an illegal action, bad table options, a bad name or chat text",
             403: "the token does not open this seat, is not the host's, or the party is not finished",
             404: "no such party, game, deal or invitation", 408: "the body came too slowly",
             409: "a stale version, a seat taken or changed meanwhile, a party not in the right status",
             413: "the request body is too large", 429: "over the chat rate limit",
             422: "a malformed request"}
    return {code: {"model": ErrorBody, "description": texts[code]} for code in sorted({*codes, 408, 413, 422})}
