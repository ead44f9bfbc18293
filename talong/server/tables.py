"""The table service: one live table per party, driving Party + engine +
store. The routes and the live hub call this module; the AI's decisions come
from the worker pool (aipool.py, driven by live.py), never from here.

The database is the truth: a table is rebuilt from the stored explicit deals
and the action log by re-applying every action through the engine, so a party
survives a restart and continues where it was. Every action is committed to
the store before the table changes in memory and before anyone is told.

Everything here is synchronous engine and database work: callers on the
event loop run it in a thread (live.py, routes), so a long rebuild or a slow
engine step of one table never stalls another table's request or push.
"""
from __future__ import annotations

import random
import threading
import time
from collections import OrderedDict
from typing import Any

from talong.ai import default_player, player_names
from talong.ai.hooks import party as make_party
from talong.core import records
from talong.core.engine import Game, GameError, IllegalAction, State
from talong.core.party import Party
from talong.i18n import languages, msg, texts
from talong.games import available_games, get_game
from talong.store import Store, StoredDeal, StoredParty, WriteConflict

from . import catalogue
from .aipool import decision_seed

from .errors import Conflict, Forbidden, NotFound, in_batch, no_party, quote
from .seating import AI, GATHERING, HUMAN, OPEN, SeatsMixin, clean_name

PLAY, COMPANIONS, SETTLEMENT, FINISHED = "play", "companions", "settlement", "finished"
MAX_BATCH = 64


class AIRequest:
    """What an AI seat is given: its own view and legal actions, never more."""

    __slots__ = ("seat", "ai", "seed", "view", "legal")

    def __init__(self, seat: int, ai: str, seed: int, view: dict[str, Any], legal: list[str]) -> None:
        self.seat, self.ai, self.seed, self.view, self.legal = seat, ai, seed, view, legal


class Table(SeatsMixin):
    """A party in play. Built only by `TableService.table` (from the store);
    who sits where is seating.py's."""

    def __init__(self, stored: StoredParty, game: Game, store: Store, shared: bool = False) -> None:
        self.stored, self.game, self.store = stored, game, store
        self.id = stored.id
        self.shared = shared     # other processes write the same parties: check the store before a change
        self.retired = False     # evicted from the cache while still held: check the store before a change
        self.lock = threading.RLock()   # one change at a time (request threads and the AI driver)
        self._init_people()
        self.ai_error: dict[str, Any] | None = None
        self.touched = time.monotonic()
        self._payloads: dict[int, tuple[tuple, dict[str, Any]]] = {}
        self._rebuild(store.deals(self.id))

    # --- rebuilding from the store ------------------------------------------
    def _rebuild(self, deals: list[StoredDeal]) -> None:
        self.party: Party = make_party(self.game, self.stored.options, self.stored.seed)
        self.version, self.number = 0, 0
        self.start: State | None = None
        self.state: State | None = None
        self.actions: list[dict[str, Any]] = []
        self.finished = False   # party.finish_deal was called for the current deal
        self.played_by: dict[int, tuple[str, str | None]] = {}   # seat -> (by, name) in the current deal
        if deals and self.friends:
            for entry in self.store.seating(self.id, deals[-1].number).get(deals[-1].number, []):
                self.played_by[entry["seat"]] = (entry["by"], entry.get("name"))
        for deal in deals:
            self.number = deal.number
            self.start = self.party.next_deal(deal.deal)
            self.state = records.replay_actions(self.start, deal.actions, f"deal {deal.number}: ")
            self.actions = list(deal.actions)
            self.finished = False
            self.version += 1 + len(deal.actions)
            if self.state.is_terminal():
                self._try_finish(stored=deal.result is not None)
        if self.state is None:
            self._start_deal()

    def _signature(self) -> tuple[int, int, bool]:
        return self.number, len(self.actions), self.finished

    def check_stored(self) -> None:
        """Before a change: if another process (or an older copy of this
        table) stored something since this table was built, rebuild it."""
        if not (self.shared or self.retired):
            return
        # One query on primary keys for both: the party row (seats handed over, joined or left
        # through another process) and the version; the log is read only if that differs.
        party, stored = self.store.party_version(self.id)
        self.reload_party(party)
        if stored is None:
            return
        if stored != self._signature() and not self._catch_up(stored):
            self._rebuild(self.store.deals(self.id))
        elif self.phase == COMPANIONS:
            self._try_finish()

    def _catch_up(self, stored: tuple[int, int, bool]) -> bool:
        """Apply the actions another process appended to the current deal
        (read from this copy's last index on) instead of rebuilding the whole
        party from its log; False when that does not apply (another deal, a
        table of friends' seating, a result stored meanwhile): rebuild then."""
        number, count, finished = stored
        if number != self.number or count <= len(self.actions) or self.finished or self.friends:
            return False
        new = self.store.actions_from(self.id, number, len(self.actions))
        if len(self.actions) + len(new) != count:   # changed again meanwhile: rebuild from one read
            return False
        self.state = records.replay_actions(self.state, new, f"deal {number}: ", first_index=len(self.actions))
        self.actions.extend(new)
        self.version += len(new)
        if self.state.is_terminal():
            self._try_finish(stored=finished)
        return True

    def _start_deal(self) -> None:
        number = self.party.deals_played + 1
        start = self.party.next_deal()
        self.store.start_deal(self.id, number, start.deal_record())
        self.number, self.start, self.state, self.actions, self.finished = number, start, start, [], False
        self.played_by = {}
        self.version += 1

    def _try_finish(self, stored: bool = False) -> None:
        """The main deal is over: finish it with the companion tables' final
        states read back from the store (C1); when one is not stored yet the
        table waits in phase "companions"."""
        specs = self.party.companion_tables(self.number)
        finals: list[State] = []
        for index in range(len(specs)):
            final = self._stored_companion(index)
            if final is None:
                return
            finals.append(final)
        # a party without companion tables (Vira's) takes the state alone
        result = self.party.finish_deal(self.state, finals) if specs else self.party.finish_deal(self.state)
        self.finished = True
        if specs:
            self.version += 1   # the waiting view ("companions") becomes the settlement
        if not stored:
            self.store.finish_deal(self.id, self.number, result)
        if self.party.is_over() and self.store.party(self.id).finished_at is None:
            self.store.finish_party(self.id, self.party.final_settlement())
            self.reload_party()   # status "finished"

    # --- companion tables (contract C1) ---------------------------------------
    def companion_start(self, index: int) -> State:
        return self.party.companion_start(self.number, index, self.start)

    def _stored_companion(self, index: int) -> State | None:
        """Companion table `index`'s final state of the current deal, rebuilt
        from its stored actions; None if it is not stored (or not finished)."""
        stored = {d.number: d for d in self.store.deals(self.id, table_no=index + 1)}.get(self.number)
        if stored is None:
            return None
        state = records.replay_actions(self.companion_start(index), stored.actions,
                                       f"deal {self.number}, table {index + 2}: ")
        return state if state.is_terminal() else None

    def companions_missing(self) -> list[tuple[int, int, dict[str, Any]]]:
        """(deal number, index, spec) of the current deal's companion tables
        that are not stored yet: the hub plays them in the background."""
        with self.lock:
            if self.finished:
                return []
            specs = self.party.companion_tables(self.number)
            return [(self.number, i, spec) for i, spec in enumerate(specs) if self._stored_companion(i) is None]

    def store_companion(self, number: int, index: int, entries: list[tuple[int, str]], result: dict[str, Any]) -> bool:
        """Store a companion table played out: its deal, all its actions and
        its result in one transaction (all or nothing, one commit). Then
        finish the main deal if it waits."""
        with self.lock:
            self.check_stored()
            if number != self.number or self._stored_companion(index) is not None:
                return False   # stored meanwhile (another process), or the party moved on
            start = self.companion_start(index)
            table_no = index + 1
            started = self.store.version(self.id, table_no=table_no)
            try:
                with self.store.transaction() as tx:
                    if started is None or started[0] != number:
                        tx.start_deal(self.id, number, start.deal_record(), table_no=table_no)
                    tx.append_actions(self.id, number, 0, entries, table_no=table_no)
                    tx.finish_deal(self.id, number, result, table_no=table_no)
            except WriteConflict:   # another process stored this companion table first
                return False
            if self.phase == COMPANIONS:
                self._try_finish()
            return True

    # --- what a seat sees -----------------------------------------------------
    @property
    def phase(self) -> str:
        if not self.state.is_terminal():
            return PLAY
        if not self.finished:
            return COMPANIONS
        return FINISHED if self.party.is_over() else SETTLEMENT

    def seats_public(self) -> list[dict[str, Any]]:
        out = []
        for seat, info in enumerate(self.stored.seats):
            entry = {"seat": seat, "kind": info["kind"], "ai": info.get("ai")}
            if info.get("name"):
                entry["name"] = info["name"]
            out.append(entry)
        return out

    def payload(self, seat: int | None, follow: int | None = None) -> dict[str, Any]:
        """Everything `seat` may see now: the engine's view of that seat, its
        legal actions when it is to act and plays it, the public party
        standings and the people at the table. `seat` None: a spectator,
        who sees `view(None)` (or `view(follow)` once the deal is over, for
        a game that allows it). Built once per seat and version (the answer
        and the push share it); callers must not change it."""
        with self.lock:
            key = (self.version, self.phase, self.ai_error is None, self.social, self.presence(), follow)
            cached = self._payloads.get(seat)
            if cached is not None and cached[0] == key:
                return cached[1]
            state = self.state
            to_move = state.to_move()
            plays = seat is not None and to_move == seat and self.phase == PLAY and self.status != GATHERING \
                and self.controller(seat) is None
            legal = state.legal_actions() if plays else []
            out: dict[str, Any] = {
                "party": self.id, "game": self.stored.game, "version": self.version,
                "seat": seat if seat is not None else follow,
                "deal": self.number, "phase": self.phase, "to_move": to_move,
                "seats": self.seats_public(), "view": state.view(seat if seat is not None else follow),
                "legal_actions": legal,
                "labels": {a: {lang: state.describe(a, lang) for lang in languages()} for a in legal},
                "standings": self.party.standings(),
                "ai_delay": self.ai_delay,
            }
            if state.is_terminal() and self.finished:
                out["result"] = self.party.results[self.number - 1]   # the party's: bridge's board review
                # Once the deal is over every hand is public: the cards each seat still
                # held (all of them when no trick was played), beside the tricks in the view.
                out["hands_left"] = [state.view(s).get("hand", []) for s in range(state.num_seats)]
            if self.party.is_over():
                out["final"] = self.party.final_settlement()
            if self.ai_error is not None:
                out["ai_error"] = dict(self.ai_error)
            out.update(self.social_fields(seat))
            self._payloads[seat] = (key, out)
            return out

    def fresh_payload(self, seat: int | None, follow: int | None = None) -> dict[str, Any]:
        """`payload`, after checking the stored version when other processes
        write this party too: a view asked for (HTTP, or a socket's first) is
        never older than the store, even if a notice from another process was
        lost or is still on its way."""
        with self.lock:
            self.check_stored()
            return self.payload(seat, follow)

    def deal_result(self, number: int) -> dict[str, Any]:
        """Deal `number`'s result as the party settled it (bridge: with the
        board review), public to the table once the deal is over at every
        table. A deal not settled yet has none (404): nothing of a deal in
        play, at any table, is read here."""
        with self.lock:
            self.check_stored()
            settled = len(self.party.results)
            if not 1 <= number <= settled:
                raise NotFound(msg("server.refusal.not_settled", number=number, count=settled),
                               "party: a deal's result once it is settled (docs/web.md)")
            return self.party.results[number - 1]

    @property
    def ai_delay(self) -> float:
        return float(self.stored.settings.get("ai_delay", 0))

    # --- changing the table ----------------------------------------------------
    def act(self, seat: int, version: int, actions: list[str]) -> None:
        """Apply a batch of actions by `seat`, all or nothing, and store it
        before anything else happens."""
        with self.lock:
            self.check_stored()
            self._check_version(version)
            self._check_plays(seat)
            if self.phase != PLAY:
                raise IllegalAction(msg("refusal.settle_first"), "party: next deal (Nästa giv)")
            if not actions:
                raise IllegalAction(msg("refusal.no_actions"), "request format (docs/web.md)")
            if len(actions) > MAX_BATCH:
                raise IllegalAction(msg("refusal.too_many_actions", most=MAX_BATCH), "request format (docs/web.md)")
            state = self.state
            for index, action in enumerate(actions):
                if state.to_move() != seat:
                    refusal = state.out_of_turn(seat, action)   # the game's sentence for this case
                    raise in_batch(refusal, index, actions)
                try:
                    state = state.apply(action)
                except GameError as err:
                    raise in_batch(err, index, actions) from None
            self._commit(state, [(seat, a) for a in actions], by_ai=False)

    def _check_plays(self, seat: int) -> None:
        """A seat acts only while its human plays it (409 otherwise, nothing changes)."""
        if self.status == GATHERING:
            raise Conflict(msg("refusal.not_started"), "host: start (docs/web.md)")
        if self.seat_info(seat).get("left"):
            raise Conflict(msg("refusal.seat_left", seat=seat + 1), "seats: leave and reclaim (docs/web.md)")

    def _seating_entries(self, entries: list[tuple[int, str]], by_ai: bool) -> list[dict[str, Any]]:
        """The seating changes these actions start (a table of friends only):
        who plays each acting seat from which action on."""
        if not self.friends:
            return []
        out, played = [], dict(self.played_by)
        for i, (seat, _action) in enumerate(entries):
            who = ("ai", None) if by_ai else ("human", self.seat_info(seat).get("name"))
            if played.get(seat) != who:
                played[seat] = who
                entry: dict[str, Any] = {"seat": seat, "by": who[0], "from_index": len(self.actions) + i}
                if who[1]:
                    entry["name"] = who[1]
                out.append(entry)
        return out

    def _commit(self, state: State, entries: list[tuple[int, str]], by_ai: bool) -> None:
        """Store `entries` (and who played them) in one transaction, then
        change the table. If another process stored at the same index first,
        the primary key refuses ours: the table is rebuilt and the client
        told to reload."""
        seating = self._seating_entries(entries, by_ai)
        try:
            self.store.append_actions(self.id, self.number, len(self.actions), entries,
                                      **({"seating_entries": seating} if seating else {}))
        except WriteConflict:
            sent = self.version
            self._rebuild(self.store.deals(self.id))
            raise Conflict(msg("server.stale_version", version=self.version, sent=sent), "stale version") from None
        self.state = state
        for entry in seating:
            self.played_by[entry["seat"]] = (entry["by"], entry.get("name"))
        self.actions.extend(records.action_entry(s, a) for s, a in entries)
        self.version += len(entries)
        if state.is_terminal():
            self._try_finish()

    def next_deal(self, version: int) -> None:
        """The human acknowledged the settlement ("Nästa giv")."""
        with self.lock:
            self.check_stored()
            self._check_version(version)
            if self.phase in (PLAY, COMPANIONS):
                raise IllegalAction(msg("refusal.deal_in_play"), "party: next deal (Nästa giv)")
            if self.phase == FINISHED:
                raise IllegalAction(msg("refusal.party_over"), "party: final settlement")
            try:
                self._start_deal()
            except WriteConflict:   # another process started it first
                self._rebuild(self.store.deals(self.id))
                raise Conflict(msg("server.stale_version", version=self.version, sent=version),
                               "stale version") from None

    def _check_version(self, version: int) -> None:
        if version != self.version:
            raise Conflict(msg("server.stale_version", version=self.version, sent=version), "stale version")

    # --- AI seats (decided in the worker pool by live.py) ------------------------
    def ai_turn(self, checked: bool = False) -> tuple[int, int, int, State] | None:
        """(version, deal number, action index, state) when an AI seat is to
        move, else None. The stored state is checked first: who controls a
        seat (a human, or the AI for a seat handed over or left) can change
        through another process; `commit_ai` checks the version again before
        anything is stored. `checked`: this copy was just checked and stored
        by `commit_ai`, so the check is not repeated."""
        with self.lock:
            if not checked:
                self.check_stored()
            if self.phase != PLAY or self.controller(self.state.to_move()) is None:
                return None
            return self.version, self.number, len(self.actions), self.state

    def ai_to_move_now(self) -> bool:
        """Whether an AI seat is to move in this copy of the table."""
        return self.phase == PLAY and self.controller(self.state.to_move()) is not None

    def ai_request(self, state: State, number: int, index: int, table_no: int = 0,
                   ai: str | None = None) -> AIRequest | None:
        """The request for the AI seat to move in `state` (action `index` of
        deal `number` at table `table_no`; `ai`: the companion table's AI),
        or None when a human is to move or the deal is over."""
        seat = state.to_move()
        level = ai or (self.controller(seat) if seat is not None else None)
        if seat is None or level is None:
            return None
        name = level
        seed = decision_seed(self.stored.seed, number, index, seat, table_no)
        return AIRequest(seat, name, seed, state.view(seat), state.legal_actions())

    def commit_ai(self, version: int, entries: list[tuple[int, str]], state: State) -> bool:
        """Store an AI run (consecutive AI actions decided from `version`) in
        one transaction; False, changing nothing, if the table moved on."""
        with self.lock:
            self.check_stored()
            if version != self.version or any(self.controller(seat) is None for seat, _ in entries):
                return False   # the table moved on, or a human took a seat back meanwhile
            try:
                self._commit(state, entries, by_ai=True)
            except Conflict:   # another process stored first: its run stands, ours is dropped
                return False
            self.ai_error = None
            return True

    def ai_failed(self, seat: int, ai: str, table_no: int = 0) -> None:
        """Show that an AI seat failed (a bug, logged by the caller with the
        details). The seat does not act in its place: the table waits, and
        the next touch of the table tries again. The AI's exception text is
        not shown, since it may name the AI seat's own hidden cards."""
        with self.lock:
            self.ai_error = {"seat": seat, "ai": ai, "table": table_no + 1, "deal": self.number,
                             "error": "the AI player failed; the server log has the details",
                             "text": texts("server.ai_failed", seat=seat + 1)}

    # --- finished parties --------------------------------------------------------
    def replay(self, number: int) -> dict[str, Any]:
        """Deal `number` of a finished party, step by step with every seat's
        view, rebuilt by re-applying the record through the engine."""
        if self.phase != FINISHED:
            raise Forbidden(msg("server.refusal.replay_after_party"), "hidden information (SPEC.md, Every game)")
        deals = self.store.deals(self.id)
        if not 1 <= number <= len(deals):
            raise NotFound(msg("server.refusal.no_deal", number=number, count=len(deals)), "party: its deals")
        deal = deals[number - 1]
        party = make_party(self.game, self.stored.options, self.stored.seed)
        for previous in deals[: number - 1]:
            end = records.replay_actions(party.next_deal(previous.deal), previous.actions)
            companions = [self._companion_final(party, previous.number, i, end)
                          for i in range(len(party.companion_tables(previous.number)))]
            party.finish_deal(end, companions) if companions else party.finish_deal(end)
        state = party.next_deal(deal.deal)
        seats = range(state.num_seats)
        steps: list[dict[str, Any]] = [{"seat": None, "action": None, "views": [state.view(s) for s in seats]}]
        for entry in deal.actions:
            text = {lang: state.describe(entry["action"], lang) for lang in languages()}
            state = state.apply(entry["action"])
            steps.append({**entry, "text": text, "views": [state.view(s) for s in seats]})
        return {"party": self.id, "game": self.stored.game, "deal": number, "deals": len(deals),
                "seats": self.seats_public(), "steps": steps, "result": state.result(),
                "chat": self.store.chat(self.id)}   # a table of friends' chat, read with the replay

    def _companion_final(self, party: Party, number: int, index: int, end: State) -> State:
        stored = {d.number: d for d in self.store.deals(self.id, table_no=index + 1)}[number]
        return records.replay_actions(party.companion_start(number, index, end), stored.actions)


_WARMED: set[str] = set()   # games warmed up in this process (TableService.warm_up)


class TableService:
    """Creates parties and keeps the live tables: a cache rebuilt from the
    store on first touch, whose idle tables are evicted."""

    def __init__(self, store: Store, ai_delay: float = 0.8, games=None, shared: bool = False,
                 idle_seconds: float = 600.0, max_tables: int = 2000) -> None:
        self.store = store
        self.ai_delay = ai_delay
        self.shared = shared
        self.idle_seconds, self.max_tables = idle_seconds, max_tables
        self._games = games or {}
        self._tables: OrderedDict[str, Table] = OrderedDict()
        self._loading: dict[str, threading.Lock] = {}
        self._lock = threading.Lock()
        self._swept = time.monotonic()
        self.busy: dict[str, int] = {}   # party -> running AI/companion tasks (live.py): never evicted

    def warm_up(self) -> None:
        """Every game's `warm_up`, once per process (the first app of a
        process; tests build many)."""
        for name in available_games():
            if name not in _WARMED:
                _WARMED.add(name)
                self.game(name).warm_up()

    def game(self, name: str) -> Game:
        if name in self._games:
            return self._games[name]
        if not catalogue.known(name):
            raise NotFound(msg("server.refusal.unknown_game", game=quote(name)), "talong games")
        return get_game(name)

    def create(self, game: str, players: int | None, length: dict[str, Any] | None, ai: str | None,
               seat: int, ai_delay: float | None, seed: int | None = None,
               seat_kinds: list[dict[str, Any]] | None = None, name: str | None = None, public: bool = False,
               spectators: bool = False, away_after: float | None = None) -> tuple[Table, dict[str, Any]]:
        """A new party and the host's secrets: {"token"} (the seat's), and
        with `seat_kinds` (a table of friends) also {"host_token", "invite"}."""
        engine = self.game(game)
        players = players or (len(seat_kinds) if seat_kinds else engine.seats[0])
        if players not in engine.seats:
            raise IllegalAction(msg("server.refusal.players", game=engine.info.title,
                                    counts="/".join(map(str, engine.seats)), players=players),
                                f"{game}: players at the table (SPEC.md)")
        ai = ai or default_player(game)   # the level GET /api/games names as "ai_default"
        if ai not in player_names(game):
            raise self._no_ai(game, ai, "table options")
        if seat_kinds is not None:
            seats, seat = self._seat_kinds(game, seat_kinds, players, ai, name)
        else:
            if not 0 <= seat < players:
                raise IllegalAction(msg("server.refusal.no_seat", seat=seat + 1, players=players), "table options")
            seats = [{"kind": "human", "ai": None} if s == seat else {"kind": "ai", "ai": ai} for s in range(players)]
        options: dict[str, Any] = {"players": players}
        if length:
            units = catalogue.defaults(game).get("length_units") if catalogue.known(game) else None
            if units is not None and length["unit"] not in units:
                raise IllegalAction(msg("server.refusal.length_unit", game=engine.info.title, unit=quote(length["unit"]),
                                        units="/".join(units)), "table options: party length")
            options[length["unit"]] = int(length["value"])
        if catalogue.ai_option(game):
            options[catalogue.ai_option(game)] = ai
        delay = self.ai_delay if ai_delay is None else ai_delay
        seed = random.SystemRandom().getrandbits(62) if seed is None else seed
        make_party(engine, options, seed).next_deal()  # the engine refuses bad options before anything is stored
        settings: dict[str, Any] = {"ai_delay": delay}
        if seat_kinds is None:
            if spectators:
                settings["spectators"] = True
            party_id, tokens = self.store.create_party(game, options, seed, seats, settings,
                                                       **({"public": True} if public else {}))
            return self.table(party_id), {"seat": seat, "token": tokens[seat]}
        settings.update(ai=ai, away_after=60.0 if away_after is None else away_after, spectators=spectators,
                        host_seat=seat)
        new = self.store.create_table(game, options, seed, seats, settings, public)
        return self.table(new.party), {"seat": seat, "token": new.tokens[seat], "host_token": new.host_token,
                                       "invite": new.invite}

    @staticmethod
    def _no_ai(game: str, level: str, rule: str) -> IllegalAction:
        return IllegalAction(msg("server.refusal.no_ai", ai=quote(level), game=get_game(game).info.title,
                                 choices=", ".join(player_names(game))), rule)

    def _seat_kinds(self, game: str, kinds: list[dict[str, Any]], players: int, ai: str,
                    name: str | None) -> tuple[list[dict[str, Any]], int]:
        """The seats of a table of friends and the host's seat (the one "human")."""
        if len(kinds) != players:
            raise IllegalAction(msg("server.refusal.seat_count", count=len(kinds), players=players),
                                "table options: seats")
        humans = [s for s, k in enumerate(kinds) if k["kind"] == HUMAN]
        if len(humans) != 1:
            raise IllegalAction(msg("server.refusal.one_host", count=len(humans)), "table options: seats")
        seats: list[dict[str, Any]] = []
        for kind in kinds:
            level = kind.get("ai") or ai
            if kind["kind"] == AI and level not in player_names(game):
                raise self._no_ai(game, level, "table options: seats")
            seats.append({"kind": HUMAN, "ai": None, "name": clean_name(name or "Host")} if kind["kind"] == HUMAN
                         else {"kind": AI, "ai": level} if kind["kind"] == AI else {"kind": OPEN, "ai": None})
        return seats, humans[0]

    def table(self, party_id: str) -> Table:
        """The live table of `party_id`, built from the store on first touch.
        Only the party being built waits for it: other parties are served."""
        now = time.monotonic()
        with self._lock:
            table = self._tables.get(party_id)
            if table is not None:
                table.touched = now
                self._tables.move_to_end(party_id)
                return table
            loading = self._loading.setdefault(party_id, threading.Lock())
        with loading:
            with self._lock:
                table = self._tables.get(party_id)
            if table is None:
                stored = self.store.party(party_id)
                if stored is None:
                    with self._lock:
                        self._loading.pop(party_id, None)
                    raise no_party(party_id)
                table = Table(stored, self.game(stored.game), self.store, shared=self.shared)
                with self._lock:
                    self._tables[party_id] = table
                    self._loading.pop(party_id, None)
        self.evict(now)
        return table

    def live_tables(self) -> list[Table]:
        with self._lock:
            return list(self._tables.values())

    def cached(self, party_id: str) -> Table | None:
        with self._lock:
            return self._tables.get(party_id)

    def evict(self, now: float | None = None, force: bool = False) -> list[str]:
        """Drop idle tables (untouched for `idle_seconds`, no change under
        way, no AI task) and the least recently used ones above `max_tables`.
        A dropped table is rebuilt from the store on its next touch."""
        now = time.monotonic() if now is None else now
        with self._lock:
            if not force and now - self._swept < min(10.0, self.idle_seconds) and len(self._tables) <= self.max_tables:
                return []
            self._swept = now
            dropped = []
            over = len(self._tables) - self.max_tables
            for party_id, table in list(self._tables.items()):   # least recently used first
                idle = now - table.touched >= self.idle_seconds
                if (idle or over > 0) and not self.busy.get(party_id) and table.lock.acquire(blocking=False):
                    try:   # nobody is changing it now; whoever still holds it checks the store first
                        del self._tables[party_id]
                        table.retired = True
                    finally:
                        table.lock.release()
                    dropped.append(party_id)
                    over -= 1
            return dropped

    def authorised(self, party_id: str, seat: int, token: str | None) -> Table:
        """The table, once the token is known to open this seat: the token is
        checked against the store BEFORE any table is built or loaded. The
        seat's holder counts as present from now."""
        if not self.store.check_token(party_id, seat, token or ""):
            if self.store.party(party_id) is None:   # one row read: still nothing built
                raise no_party(party_id)
            raise Forbidden(msg("server.refusal.wrong_token", seat=seat + 1),
                            "hidden information: a seat is seen and played only with its own token")
        table = self.table(party_id)
        table.touch_seat(seat)
        return table

    def seat_of(self, party_id: str, token: str | None) -> int | None:
        """The seat of `party_id` that `token` opens, if any."""
        return self.store.token_seat(party_id, token) if token else None

    def hosted(self, party_id: str, token: str | None) -> Table:
        """The table, once `token` is known to be its host token (403 otherwise)."""
        if not self.store.check_host(party_id, token or ""):
            if self.store.party(party_id) is None:
                raise no_party(party_id)
            raise Forbidden(msg("server.refusal.not_host"),
                            "host: only the host starts the party and hands over seats (docs/web.md)")
        return self.table(party_id)

    def invited(self, invite: str) -> Table:
        stored = self.store.party_by_invite(invite)
        if stored is None:
            raise NotFound(msg("server.refusal.no_invitation"), "invitation (docs/web.md)")
        return self.table(stored.id)

