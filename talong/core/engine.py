"""The engine interface every game implements.

A game is a factory (`Game`) that deals a `State`. A state is a value: `apply`
returns a new state and leaves the old one untouched, so a refused action
changes nothing by construction. Actions are short strings whose grammar each
game documents (e.g. ``"bid 7-spel färg"``, ``"play SA"``): they are JSON-ready,
hashable, and read well in a record. `legal_actions` lists them in a
deterministic order; choices that would be combinatorial (picking discards)
are split into single-card steps so the list stays small and enumerable.

What a seat may know is `view(seat)`: a JSON-ready dict with only that seat's
own cards and what has been shown openly. The web layer and the AI players see
games only through this interface.
"""
from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from talong import i18n

Action = str
Seat = int
JSON = Any


class GameError(ValueError):
    """An input the rules do not allow. `rule` names the rule it breaks
    (file and section, or Law), so the message can say why.

    `message` is a catalogue message (``i18n.msg(id, **params)``), so each
    reader gets the refusal in their own language; `str(err)` and `.message`
    are its English text. A plain string is accepted for texts no player reads
    in the card room (developer and record-format errors)."""

    def __init__(self, message: "str | i18n.Message", rule: str = "") -> None:
        self.msg: i18n.Message | None = message if isinstance(message, dict) else None
        self.message = self.text(i18n.DEFAULT) if self.msg else str(message)   # without the rule
        self.rule = rule
        super().__init__(f"{self.message} ({rule})" if rule else self.message)

    def text(self, lang: str) -> str:
        """The refusal in `lang`, without the rule."""
        return i18n.render(self.msg, lang) if self.msg else self.message


class IllegalAction(GameError):
    """An action that is not legal in this state: out of turn, a card not
    held, a bid too low... The state is unchanged."""


class RecordError(GameError):
    """A malformed record or deal description."""


class State(ABC):
    """One deal in progress. Subclasses are immutable in use: `apply` copies."""

    game: ClassVar[str]
    # The rule that says whose turn it is, cited when a seat acts out of turn.
    turn_rule: ClassVar[str] = "turn order: only the seat to move may act"

    @property
    @abstractmethod
    def num_seats(self) -> int: ...

    @abstractmethod
    def to_move(self) -> Seat | None:
        """The seat whose action is awaited; None when the deal is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move, in a fixed order."""

    @abstractmethod
    def apply(self, action: Action) -> "State":
        """The state after `action` by the seat to move. Raises IllegalAction
        naming the rule when it is not legal; `self` is never changed."""

    def is_terminal(self) -> bool:
        return self.to_move() is None

    def out_of_turn(self, seat: Seat, action: Action) -> IllegalAction:
        """The refusal when `seat` acts but it is not its turn. Games override
        it to quote the sentence that applies (a passed player bidding again,
        a lead out of turn...); the default cites `turn_rule`."""
        mover = self.to_move()
        if mover is None:
            return IllegalAction(i18n.msg("refusal.deal_over"), self.turn_rule)
        return IllegalAction(i18n.msg("refusal.not_your_turn", mover=mover + 1), self.turn_rule)

    @abstractmethod
    def view(self, seat: Seat | None) -> dict[str, JSON]:
        """What `seat` may see now (None: a spectator, public only)."""

    @abstractmethod
    def result(self) -> dict[str, JSON]:
        """The outcome and settlement of a finished deal (JSON-ready), with
        ``"returns"``: one number per seat in the game's own unit."""

    @abstractmethod
    def deal_record(self) -> dict[str, JSON]:
        """The explicit deal this state started from (for records)."""

    def describe(self, action: Action, lang: str = "en") -> str:
        """A human text for an action; games override for their terms."""
        return action


def load(target: str) -> Any:
    """The object a lazy "module:attribute" string names (AI classes, the
    terminal table, CLI commands), imported only when it is used, so a game's
    package never imports the AI or the terminal code."""
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


@dataclass(frozen=True)
class GameInfo:
    """Everything the server, the lobby, the CLI, the terminal and the front
    end need to know about a game, declared once in the game's package
    (docs/architecture.md, "Adding a game")."""

    name: str                       # registry key, also the record's "game"
    title: str
    seats: tuple[int, ...]          # table sizes the rules allow
    pack: str                       # a talong.core.cards.PACKS name
    # Lobby texts: message ids in the catalogues (talong/i18n), e.g. "vira.blurb"; a game
    # without catalogue entries (a test's toy game) may give {language: text} instead.
    scoring: str | dict[str, str]   # the summary line's scoring words
    blurb: str | dict[str, str]     # the lobby description
    length_units: tuple[str, ...] = ("deals",)   # party length options ("rounds", "deals")
    length: dict[str, Any] = field(default_factory=lambda: {"unit": "deals", "value": 8, "min": 1})
    # Other table options: name -> {"default", and "choices" or "min"/"max"}
    options: dict[str, dict[str, Any]] = field(default_factory=dict)
    seat: int = 0                   # the human's seat at a web or terminal table
    ai: dict[str, str] = field(default_factory=dict)   # AI level -> "module:Class", weakest first
    ai_default: str = ""            # default level ("" = the last, strongest, of `ai`)
    ai_option: str | None = None    # the table option that carries the chosen AI level too
    terminal: str | None = None     # "module:function" -> terminal_common.Table
    commands: str | None = None     # "module:function" adding CLI subcommands to a subparsers object
    record_formats: dict[str, str] = field(default_factory=dict)  # file suffix -> "module:function(text) -> dict"
    ui: dict[str, Any] = field(default_factory=dict)  # {"script", "css", "pack"} for the front end
    spectator_follow: bool = False  # a spectator may follow one seat's view once the deal is over
    rules_page: str | None = None   # "module:function" -> the rules page's blocks (talong/core/rules_page.py)
    # Downloads of the deals played so far: format (the file suffix) -> "module:function(record) -> text",
    # given a record (docs/records.md) that holds only finished deals (bridge: {"pbn": ...}).
    exports: dict[str, str] = field(default_factory=dict)
    # "module:attr" -> the game's talong.research.spec.ResearchSpec (action vocabulary, return
    # bounds, longest deal), read only by talong.research; None: the game is not offered there.
    research: str | None = None


class Game(ABC):
    """Factory and metadata of one game. Subclasses set `info`; `name` and
    `seats` are read from it."""

    info: ClassVar[GameInfo]
    name: ClassVar[str]
    seats: ClassVar[tuple[int, ...]]  # table sizes the rules allow
    # Functions the rules call for that live outside the engine, by name, as
    # lazy "module:function" strings; talong.ai resolves them (core/party.py).
    hooks: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        info = cls.__dict__.get("info")
        if info is not None:
            cls.name = info.name
            cls.seats = info.seats

    def tables(self) -> dict[str, JSON]:
        """The game's published tables as data for the table UI (Vira: the
        bid table), read from the game's own rule tables."""
        return {}

    def warm_up(self) -> None:
        """Load ahead what settling a deal needs and what is slow to load the
        first time (bridge: DDS for the board review), so that the first
        settled deal of a server process does not keep its player waiting.
        The server calls it once per process, off the event loop."""

    @abstractmethod
    def deal(self, options: dict[str, JSON], *, seed: int | None = None,
             deal: dict[str, JSON] | None = None) -> State:
        """A new deal: explicit (`deal`, as written by `State.deal_record`)
        or shuffled from `seed`."""

    def random_deal(self, options: dict[str, JSON], rng: random.Random) -> State:
        return self.deal(options, seed=rng.getrandbits(63))

    @abstractmethod
    def resample(self, view: dict[str, JSON], rng: random.Random) -> State:
        """Determinization (OpenSpiel's ResampleFromInfostate): a state at
        the same point of the deal as `view` (one seat's view), from a full
        deal consistent with everything in it - the seat's own cards, every
        card it has seen, the voids shown by failures to follow suit, the
        cards known to be in the talong or the discards - with the cards it
        cannot see dealt at random. The result's `view(seat)` equals `view`.
        Search players sample with it; raises GameError when no deal fits."""


def _party_factory():  # late import: party.py builds on this module
    from .party import Party
    return Party


def make_party(game: Game, options: dict[str, JSON], seed: int, hooks: dict[str, Any] | None = None):
    """The game's party (its own `party` method if it has one), with the
    game's `hooks` resolved (talong.ai.hooks) when given."""
    factory = getattr(game, "party", None)
    party = factory(options, seed) if factory is not None else _party_factory()(game, options, seed)
    return party.use_hooks(hooks)
