"""The table service: one live table per party, driving Party + engine + AI
players + store. The routes only call this module.

The database is the truth: a table is rebuilt from the stored explicit deals
and the action log by re-applying every action through the engine, so a party
survives a restart and continues where it was. Every action is committed to
the store before the table changes in memory and before anyone is told.
"""
from __future__ import annotations

import logging
import random
import threading
from typing import Any

from talong.ai import make_player, player_names
from talong.core import records
from talong.core.engine import Game, GameError, IllegalAction, State, make_party
from talong.core.party import Party
from talong.games import get_game
from talong.store import Store, StoredParty

from . import catalogue
from .errors import Conflict, Forbidden, NotFound

log = logging.getLogger("talong.server")

PLAY, SETTLEMENT, FINISHED = "play", "settlement", "finished"
MAX_BATCH = 64


class Table:
    """A party in play. Built only by `TableService.table` (from the store)."""

    def __init__(self, stored: StoredParty, game: Game, store: Store) -> None:
        self.stored, self.game, self.store = stored, game, store
        self.id = stored.id
        self.lock = threading.Lock()  # one change at a time (request threads and the AI task)
        self.party: Party = make_party(game, stored.options, stored.seed)
        self.players = {seat: make_player(stored.game, info["ai"], seed=stored.seed * 31 + seat)
                        for seat, info in enumerate(stored.seats) if info["kind"] == "ai"}
        self.version = 0
        self.number = 0
        self.start: State | None = None
        self.state: State | None = None
        self.actions: list[dict[str, Any]] = []
        self._rebuild()

    # --- rebuilding from the store ------------------------------------------
    def _rebuild(self) -> None:
        for deal in self.store.deals(self.id):
            self.number = deal.number
            self.start = self.party.next_deal(deal.deal)
            self.state = records.replay_actions(self.start, deal.actions, f"deal {deal.number}: ")
            self.actions = list(deal.actions)
            self.version += 1 + len(deal.actions)
            if self.state.is_terminal():
                self._finish_deal(stored=deal.result is not None)
        if self.state is None:
            self._start_deal()

    def _start_deal(self) -> None:
        number = self.party.deals_played + 1
        start = self.party.next_deal()
        self.store.start_deal(self.id, number, start.deal_record())
        self.number, self.start, self.state, self.actions = number, start, start, []
        self.version += 1

    def _finish_deal(self, stored: bool = False) -> None:
        result = self.party.finish_deal(self.state)
        if not stored:
            self.store.finish_deal(self.id, self.number, result)
        if self.party.is_over() and self.store.party(self.id).finished_at is None:
            self.store.finish_party(self.id, self.party.final_settlement())

    # --- what a seat sees -----------------------------------------------------
    @property
    def phase(self) -> str:
        if not self.state.is_terminal():
            return PLAY
        return FINISHED if self.party.is_over() else SETTLEMENT

    def seats_public(self) -> list[dict[str, Any]]:
        return [{"seat": seat, "kind": info["kind"], "ai": info.get("ai")}
                for seat, info in enumerate(self.stored.seats)]

    def payload(self, seat: int) -> dict[str, Any]:
        """Everything `seat` may see now: the engine's view of that seat, its
        legal actions when it is to act, and the public party standings."""
        state = self.state
        to_move = state.to_move()
        legal = state.legal_actions() if to_move == seat and self.phase == PLAY else []
        out: dict[str, Any] = {
            "party": self.id, "game": self.stored.game, "version": self.version, "seat": seat,
            "deal": self.number, "phase": self.phase, "to_move": to_move,
            "seats": self.seats_public(), "view": state.view(seat),
            "legal_actions": legal,
            "labels": {a: {"sv": state.describe(a, "sv"), "en": state.describe(a, "en")} for a in legal},
            "standings": self.party.standings(),
            "ai_delay": self.ai_delay,
        }
        if state.is_terminal():
            out["result"] = state.result()
        if self.party.is_over():
            out["final"] = self.party.final_settlement()
        return out

    @property
    def ai_delay(self) -> float:
        return float(self.stored.settings.get("ai_delay", 0))

    # --- changing the table ----------------------------------------------------
    def act(self, seat: int, version: int, actions: list[str]) -> None:
        """Apply a batch of actions by `seat`, all or nothing, and store it
        before anything else happens."""
        with self.lock:
            self._check_version(version)
            if self.phase != PLAY:
                raise IllegalAction("the deal is over: acknowledge the settlement to start the next deal",
                                    "party: next deal (Nästa giv)")
            if not actions:
                raise IllegalAction("no actions given", "request format (docs/web.md)")
            if len(actions) > MAX_BATCH:
                raise IllegalAction(f"at most {MAX_BATCH} actions in one request", "request format (docs/web.md)")
            state = self.state
            for index, action in enumerate(actions):
                if state.to_move() != seat:
                    where = f"action {index + 1} of {len(actions)} ({action!r}): " if len(actions) > 1 else ""
                    refusal = state.out_of_turn(seat, action)   # the game's sentence for this case
                    raise IllegalAction(f"{where}{refusal.message}", refusal.rule)
                try:
                    state = state.apply(action)
                except GameError as err:
                    where = f"action {index + 1} of {len(actions)}: " if len(actions) > 1 else ""
                    message = str(err)
                    if err.rule and message.endswith(f" ({err.rule})"):
                        message = message[: -len(err.rule) - 3]
                    raise IllegalAction(where + message, err.rule) from None
            self._commit(state, [(seat, a) for a in actions])

    def _commit(self, state: State, entries: list[tuple[int, str]]) -> None:
        self.store.append_actions(self.id, self.number, len(self.actions), entries)
        self.state = state
        self.actions.extend(records.action_entry(s, a) for s, a in entries)
        self.version += len(entries)
        if state.is_terminal():
            self._finish_deal()

    def next_deal(self, version: int) -> None:
        """The human acknowledged the settlement ("Nästa giv")."""
        with self.lock:
            self._check_version(version)
            if self.phase == PLAY:
                raise IllegalAction("the deal is still being played", "party: next deal (Nästa giv)")
            if self.phase == FINISHED:
                raise IllegalAction("the party is over: no more deals", "party: final settlement")
            self._start_deal()

    def _check_version(self, version: int) -> None:
        if version != self.version:
            raise Conflict(f"the table has changed (version {self.version}, you sent {version}): "
                           "reload the view and act again", "stale version")

    def ai_to_move(self) -> int | None:
        if self.phase != PLAY:
            return None
        seat = self.state.to_move()
        return seat if seat in self.players else None

    def ai_step(self) -> bool:
        """One AI action, chosen from the AI seat's own view only; stored
        before it is applied in memory. False when no AI seat is to move.

        The table passes the plain action, as for a human: whatever a game
        attaches to an action (a bridge call's explanation) is the game's
        own business (docs/web.md, "AI seats act server-side"). An AI
        player that raises, or picks an action outside the legal list, must
        not stall the table: the failure is logged with the party, deal and
        seat, and the seat plays its first legal action - deterministic, and
        an ordinary action in the stored record, so the party replays."""
        with self.lock:
            seat = self.ai_to_move()
            if seat is None:
                return False
            legal = self.state.legal_actions()
            try:
                action = self.players[seat].choose(self.state.view(seat), list(legal))
                if action not in legal:
                    raise ValueError(f"the AI chose {action!r}, which is not one of the legal actions")
                state = self.state.apply(action)
            except Exception:
                action = legal[0]
                log.exception("AI player %r failed at party %s, deal %s, seat %s: it plays the first legal "
                              "action %r instead", self.stored.seats[seat].get("ai"), self.id, self.number,
                              seat, action)
                state = self.state.apply(action)
            self._commit(state, [(seat, action)])
            return True

    # --- finished parties --------------------------------------------------------
    def replay(self, number: int) -> dict[str, Any]:
        """Deal `number` of a finished party, step by step with every seat's
        view, rebuilt by re-applying the record through the engine."""
        if self.phase != FINISHED:
            raise Forbidden("replays are shown once the party is finished: the record holds every hand",
                            "hidden information (SPEC.md, Every game)")
        deals = self.store.deals(self.id)
        if not 1 <= number <= len(deals):
            raise NotFound(f"deal {number} does not exist: the party has {len(deals)} deals")
        party = make_party(self.game, self.stored.options, self.stored.seed)
        for deal in deals[: number - 1]:
            party.finish_deal(records.replay_actions(party.next_deal(deal.deal), deal.actions))
        deal = deals[number - 1]
        state = party.next_deal(deal.deal)
        seats = range(state.num_seats)
        steps: list[dict[str, Any]] = [{"seat": None, "action": None, "views": [state.view(s) for s in seats]}]
        for entry in deal.actions:
            text = {"sv": state.describe(entry["action"], "sv"), "en": state.describe(entry["action"], "en")}
            state = state.apply(entry["action"])
            steps.append({**entry, "text": text, "views": [state.view(s) for s in seats]})
        return {"party": self.id, "game": self.stored.game, "deal": number, "deals": len(deals),
                "seats": self.seats_public(), "steps": steps, "result": state.result()}


class TableService:
    """Creates parties and keeps the live tables, rebuilt from the store on demand."""

    def __init__(self, store: Store, ai_delay: float = 0.8, games=None) -> None:
        self.store = store
        self.ai_delay = ai_delay
        self._games = games or {}
        self._tables: dict[str, Table] = {}
        self._lock = threading.Lock()

    def game(self, name: str) -> Game:
        if name in self._games:
            return self._games[name]
        if not catalogue.known(name):
            raise NotFound(f"unknown game {name!r}", "talong games")
        return get_game(name)

    def create(self, game: str, players: int | None, length: dict[str, Any] | None, ai: str | None,
               seat: int, ai_delay: float | None, seed: int | None = None) -> tuple[Table, str]:
        engine = self.game(game)
        players = players or engine.seats[0]
        if players not in engine.seats:
            raise IllegalAction(f"{game} is played by {' or '.join(map(str, engine.seats))} players, not {players}",
                                f"{game}: players at the table (SPEC.md)")
        if not 0 <= seat < players:
            raise IllegalAction(f"seat {seat} does not exist at a table of {players}", "table options")
        ai = ai or "random"
        if ai not in player_names(game):
            raise IllegalAction(f"no AI {ai!r} for {game}; choose one of {', '.join(player_names(game))}",
                                "table options")
        options: dict[str, Any] = {"players": players}
        if length:
            options[length["unit"]] = int(length["value"])
        if catalogue.ai_option(game):
            options[catalogue.ai_option(game)] = ai
        seats = [{"kind": "human", "ai": None} if s == seat else {"kind": "ai", "ai": ai} for s in range(players)]
        delay = self.ai_delay if ai_delay is None else ai_delay
        seed = random.SystemRandom().getrandbits(62) if seed is None else seed
        make_party(engine, options, seed).next_deal()  # the engine refuses bad options before anything is stored
        party_id, tokens = self.store.create_party(game, options, seed, seats, {"ai_delay": delay})
        return self.table(party_id), tokens[seat]

    def table(self, party_id: str) -> Table:
        with self._lock:
            table = self._tables.get(party_id)
            if table is None:
                stored = self.store.party(party_id)
                if stored is None:
                    raise NotFound(f"no party {party_id!r}", "talong parties")
                table = self._tables[party_id] = Table(stored, self.game(stored.game), self.store)
            return table

    def authorised(self, party_id: str, seat: int, token: str | None) -> Table:
        table = self.table(party_id)
        if not 0 <= seat < len(table.stored.seats) or not self.store.check_token(party_id, seat, token or ""):
            raise Forbidden(f"this token does not open seat {seat} of party {party_id}",
                            "hidden information: a seat is seen and played only with its own token")
        return table
