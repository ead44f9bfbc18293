"""Parties in the database: table options, seed, seats, explicit deals and an
append-only action log per table (table_no 0 is the party's own table, 1..
its companion tables). Nothing here knows a game's rules; the server rebuilds
a party by re-applying the log through the engine.

Every write is one transaction that is committed before the method returns,
so an action the server acknowledges is already durable. Several writes (an
AI run, the deal's result, the party's end) go in one transaction through
`Store.transaction()`: all of them are stored, or none.
"""
from __future__ import annotations

import hashlib
import json
import secrets
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, and_, bindparam, delete, func, insert, select, text, update

from talong.core import records

from . import migrate as migrations
from .db import WRITE, is_sqlite, make_engine, sqlite_path
from .errors import InvalidWrite, RateLimited, WriteConflict, mapped
from .schema import actions, chat, deals, parties, seat_tokens, seating

MAX_PAGE = 500  # the most finished parties one list_finished call returns


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _now_ms() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


@dataclass(frozen=True)
class StoredParty:
    id: str
    game: str
    options: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    settings: dict[str, Any]
    created_at: str
    finished_at: str | None
    final: dict[str, Any] | None
    status: str = "playing"          # "gathering" | "playing" | "finished"
    public: bool = False
    invite: str | None = None        # the invitation code of a table with several humans
    updated_at: str | None = None
    seats_text: str = ""             # the seats JSON as stored: the compare-and-set key of change_seats


@dataclass(frozen=True)
class StoredDeal:
    number: int
    deal: dict[str, Any]
    result: dict[str, Any] | None
    actions: list[dict[str, Any]]  # [{"seat", "action"}], in order


@dataclass(frozen=True)
class FinishedParty:
    """One line of the list of finished parties."""
    party: StoredParty
    deals: int  # deals played at the party's own table


_PARTY_COLUMNS = (parties.c.id, parties.c.game, parties.c.options, parties.c.seed, parties.c.seats,
                  parties.c.settings, parties.c.created_at, parties.c.finished_at, parties.c.final,
                  parties.c.status, parties.c.public, parties.c.invite, parties.c.updated_at)


def _party(row) -> StoredParty:
    return StoredParty(row[0], row[1], json.loads(row[2]), row[3], json.loads(row[4]), json.loads(row[5]),
                       row[6], row[7], json.loads(row[8]) if row[8] else None,
                       row[9], bool(row[10]), row[11], row[12], row[4])


# PostgreSQL: Store.append_actions as ONE statement (data-modifying CTEs), sent
# outside an explicit transaction. A statement is its own transaction: all of
# it is stored or none (a second writer at any index fails the whole of it on
# the primary key), and it is committed (WAL flushed, synchronous_commit on)
# before the answer comes back. One round trip instead of five (BEGIN, INSERT,
# INSERT, UPDATE, COMMIT), and one fixed text whatever the number of actions
# (arrays, unnest): compiled once by SQLAlchemy and prepared by psycopg.
_PG_APPEND = text("""
WITH new_actions AS (
    INSERT INTO actions (party, table_no, deal, idx, seat, action)
    SELECT :party, :table_no, :deal, :start + t.n - 1, t.seat, t.action
    FROM unnest(CAST(:seats AS integer[]), CAST(:actions AS text[])) WITH ORDINALITY AS t(seat, action, n)
), new_seating AS (
    INSERT INTO seating (party, deal, from_index, seat, "by", name)
    SELECT :party, :deal, s.from_index, s.seat, s.by, s.name
    FROM unnest(CAST(:s_from AS integer[]), CAST(:s_seat AS integer[]), CAST(:s_by AS text[]),
                CAST(:s_name AS text[])) AS s(from_index, seat, by, name)
)
UPDATE parties SET updated_at = :now WHERE id = :party AND :table_no = 0
""")


def _party_version_query():
    """The party row and its table 0's version (Store.party_version), built
    once: a check runs before every change."""
    older = deals.alias("older")
    last = (select(func.max(older.c.number)).where(older.c.party == parties.c.id, older.c.table_no == 0)
            .correlate(parties).scalar_subquery())
    stored = (select(func.count()).select_from(actions)
              .where(actions.c.party == parties.c.id, actions.c.table_no == 0, actions.c.deal == deals.c.number)
              .correlate(parties, deals).scalar_subquery())
    return (select(*_PARTY_COLUMNS, deals.c.number, stored, deals.c.result.isnot(None))
            .select_from(parties.outerjoin(deals, and_(deals.c.party == parties.c.id, deals.c.table_no == 0,
                                                       deals.c.number == last)))
            .where(parties.c.id == bindparam("party")))


_PARTY_VERSION = _party_version_query()


_ACTIONS_FROM = (select(actions.c.seat, actions.c.action)
                 .where(actions.c.party == bindparam("party"), actions.c.table_no == bindparam("table_no"),
                        actions.c.deal == bindparam("deal"), actions.c.idx >= bindparam("start"))
                 .order_by(actions.c.idx))


@dataclass(frozen=True)
class NewTable:
    """A party created with several human seats: the host's secrets, shown once."""
    party: str
    tokens: dict[int, str]
    host_token: str
    invite: str


class Writer:
    """The writes of one transaction (see `Store.transaction`). A store error
    raised by one of them ends the transaction: nothing of it is stored."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn

    def create_party(self, game: str, options: dict[str, Any], seed: int, seats: list[dict[str, Any]],
                     settings: dict[str, Any] | None = None, **extra: Any) -> tuple[str, dict[int, str]]:
        party_id = secrets.token_urlsafe(9)
        tokens = {seat: secrets.token_urlsafe(24) for seat, info in enumerate(seats) if info["kind"] == "human"}
        now = _now()
        with mapped(f"creating a {game} party"):
            self._conn.execute(insert(parties).values(
                id=party_id, game=game, options=_json(options), seed=seed, seats=_json(seats),
                settings=_json(settings or {}), created_at=now, updated_at=now, **extra))
            if tokens:
                self._conn.execute(insert(seat_tokens), [{"party": party_id, "seat": seat, "digest": _digest(token)}
                                                         for seat, token in tokens.items()])
        return party_id, tokens

    def finish_party(self, party_id: str, final: dict[str, Any]) -> None:
        with mapped(f"finishing party {party_id}"):
            now = _now()
            done = self._conn.execute(update(parties).where(parties.c.id == party_id)
                                      .values(finished_at=now, updated_at=now, final=_json(final), status="finished"))
        if done.rowcount != 1:
            raise InvalidWrite(f"finishing party {party_id}: no such party")

    def start_deal(self, party_id: str, number: int, deal: dict[str, Any], table_no: int = 0) -> None:
        with mapped(f"starting deal {number} of party {party_id}, table {table_no}"):
            self._conn.execute(insert(deals).values(party=party_id, table_no=table_no, number=number,
                                                    deal=_json(deal)))

    def finish_deal(self, party_id: str, number: int, result: dict[str, Any], table_no: int = 0) -> None:
        with mapped(f"finishing deal {number} of party {party_id}, table {table_no}"):
            done = self._conn.execute(
                update(deals).where(deals.c.party == party_id, deals.c.table_no == table_no,
                                    deals.c.number == number).values(result=_json(result)))
        if done.rowcount != 1:
            raise InvalidWrite(f"finishing deal {number} of party {party_id}, table {table_no}: no such deal")

    def append_actions(self, party_id: str, number: int, start_index: int,
                       entries: Sequence[tuple[int, str]], table_no: int = 0,
                       seating_entries: Sequence[dict[str, Any]] = ()) -> None:
        """Append (seat, action) entries to deal `number`'s log from
        `start_index` on. The primary key refuses a second writer at an index
        (WriteConflict); an action of a deal never started is refused
        (InvalidWrite). `seating_entries` ({seat, by, name?, from_index}) note
        who plays a seat from that action on, in the same transaction."""
        if not entries:
            return
        last = start_index + len(entries) - 1
        with mapped(f"storing actions {start_index}..{last} of deal {number} of party {party_id}, table {table_no}"):
            self._conn.execute(insert(actions), [
                {"party": party_id, "table_no": table_no, "deal": number, "idx": start_index + i,
                 "seat": seat, "action": action} for i, (seat, action) in enumerate(entries)])
            if seating_entries:
                self._conn.execute(insert(seating), [
                    {"party": party_id, "deal": number, "from_index": e["from_index"], "seat": e["seat"],
                     "by": e["by"], "name": e.get("name")} for e in seating_entries])
            if table_no == 0:
                self._conn.execute(update(parties).where(parties.c.id == party_id).values(updated_at=_now()))

    def create_table(self, game: str, options: dict[str, Any], seed: int, seats: list[dict[str, Any]],
                     settings: dict[str, Any], public: bool) -> NewTable:
        """A party gathering its players: a token for the host's seat, a host
        token and an invitation code (>= 128 bits each)."""
        host_token, invite = secrets.token_urlsafe(24), secrets.token_urlsafe(18)
        party_id, tokens = self.create_party(game, options, seed, seats, settings, status="gathering",
                                             public=public, invite=invite, host_digest=_digest(host_token))
        return NewTable(party_id, tokens, host_token, invite)

    def change_seats(self, party_id: str, old_text: str, seats: list[dict[str, Any]], issue: int | None = None,
                     revoke: int | None = None, status: str | None = None) -> str | None:
        """Replace the seats JSON if it is still `old_text` (else WriteConflict:
        someone changed them first); `revoke` drops a seat's token, `issue`
        makes a new one for a seat that has none (WriteConflict if it has);
        returns the new token."""
        values: dict[str, Any] = {"seats": _json(seats), "updated_at": _now()}
        if status is not None:
            values["status"] = status
        with mapped(f"changing the seats of party {party_id}"):
            done = self._conn.execute(update(parties).where(parties.c.id == party_id, parties.c.seats == old_text)
                                      .values(**values))
            if done.rowcount != 1:
                raise WriteConflict(f"changing the seats of party {party_id}: they changed meanwhile")
            if revoke is not None:
                self._conn.execute(delete(seat_tokens).where(seat_tokens.c.party == party_id,
                                                             seat_tokens.c.seat == revoke))
            if issue is None:
                return None
            token = secrets.token_urlsafe(24)
            self._conn.execute(insert(seat_tokens).values(party=party_id, seat=issue, digest=_digest(token)))
            return token

    def add_chat(self, party_id: str, seat: int, name: str, text: str, most: int, window: float) -> dict[str, Any]:
        """Store a chat message, unless `seat` already sent `most` messages in
        the last `window` seconds (RateLimited)."""
        now = datetime.now(UTC)
        since = (now - timedelta(seconds=window)).isoformat(timespec="milliseconds")
        with mapped(f"storing a chat message of party {party_id}"):
            recent = self._conn.execute(select(func.count()).select_from(chat).where(
                chat.c.party == party_id, chat.c.seat == seat, chat.c.at > since)).scalar_one()
            if recent >= most:
                raise RateLimited(f"at most {most} chat messages per {window:g} s per seat")
            seq = self._conn.execute(select(func.coalesce(func.max(chat.c.seq), 0))
                                     .where(chat.c.party == party_id)).scalar_one() + 1
            message = {"seq": seq, "at": now.isoformat(timespec="milliseconds"), "seat": seat, "name": name,
                       "text": text}
            self._conn.execute(insert(chat).values(party=party_id, **message))
        return message


class Store:
    """The party store. Usable on its own (no web server needed).

    `url` as in db.py. `migrate`: None runs the migrations at start on SQLite
    and, on PostgreSQL, refuses a database that `talong db upgrade` has not
    brought to this version; True always upgrades; False does neither."""

    def __init__(self, url: str | None = None, migrate: bool | None = None) -> None:
        self.engine = make_engine(url)
        self.sqlite = is_sqlite(url)
        memory = self.sqlite and sqlite_path(url) == ":memory:"
        # A memory database lives in one connection, which threads then take in turn.
        self._serial = threading.RLock() if memory else nullcontext()
        self._writer = self.engine.execution_options(**WRITE)
        # PostgreSQL: a read of several queries sees one snapshot (SQLite's BEGIN does so already).
        self._reader = self.engine if self.sqlite else self.engine.execution_options(
            isolation_level="REPEATABLE READ", postgresql_readonly=True)
        # PostgreSQL: a read of one statement needs no transaction around it (no BEGIN, no COMMIT:
        # one round trip instead of three, for the checks every request makes).
        self._one = self.engine if self.sqlite else self.engine.execution_options(isolation_level="AUTOCOMMIT")
        if migrate or (migrate is None and self.sqlite):
            with mapped("upgrading the database schema"):
                if not migrations.at_head(self.engine):
                    migrations.upgrade(self.engine)
        elif migrate is None:
            with mapped("checking the database schema"):
                migrations.check(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def transaction(self) -> Iterator[Writer]:
        """Several writes in one transaction, committed when the block ends
        (before anyone may be told), rolled back whole if it raises."""
        with self._serial, mapped("committing"), self._writer.begin() as conn:
            yield Writer(conn)

    @contextmanager
    def _read(self, what: str, one: bool = False) -> Iterator[Connection]:
        """A connection to read from; `one`: for a single statement."""
        with self._serial, mapped(what), (self._one if one else self._reader).connect() as conn, conn.begin():
            yield conn

    # --- writes, each its own transaction -------------------------------------
    def create_party(self, game: str, options: dict[str, Any], seed: int,
                     seats: list[dict[str, Any]], settings: dict[str, Any] | None = None, public: bool = False
                     ) -> tuple[str, dict[int, str]]:
        """Store a new party (`public`: listed once finished, its record open
        to anyone then); returns its id and a fresh secret token per human seat."""
        with self.transaction() as tx:
            return tx.create_party(game, options, seed, seats, settings, public=public)

    def finish_party(self, party_id: str, final: dict[str, Any]) -> None:
        with self.transaction() as tx:
            tx.finish_party(party_id, final)

    def start_deal(self, party_id: str, number: int, deal: dict[str, Any], table_no: int = 0) -> None:
        with self.transaction() as tx:
            tx.start_deal(party_id, number, deal, table_no)

    def finish_deal(self, party_id: str, number: int, result: dict[str, Any], table_no: int = 0) -> None:
        with self.transaction() as tx:
            tx.finish_deal(party_id, number, result, table_no)

    def append_actions(self, party_id: str, number: int, start_index: int,
                       entries: Sequence[tuple[int, str]], table_no: int = 0,
                       seating_entries: Sequence[dict[str, Any]] = ()) -> None:
        """Append (seat, action) entries to a deal's log, all or nothing (see
        Writer.append_actions): an AI run or a batch is one transaction."""
        if self.sqlite:
            with self.transaction() as tx:
                tx.append_actions(party_id, number, start_index, entries, table_no, seating_entries)
            return
        if not entries:
            return
        last = start_index + len(entries) - 1
        with self._serial, mapped(f"storing actions {start_index}..{last} of deal {number} of party {party_id}, "
                                  f"table {table_no}"), self._one.connect() as conn:
            conn.execute(_PG_APPEND, {
                "party": party_id, "table_no": table_no, "deal": number, "start": start_index,
                "seats": [seat for seat, _ in entries], "actions": [action for _, action in entries],
                "s_from": [e["from_index"] for e in seating_entries], "s_seat": [e["seat"] for e in seating_entries],
                "s_by": [e["by"] for e in seating_entries], "s_name": [e.get("name") for e in seating_entries],
                "now": _now()})

    def create_table(self, game: str, options: dict[str, Any], seed: int, seats: list[dict[str, Any]],
                     settings: dict[str, Any], public: bool = False) -> NewTable:
        with self.transaction() as tx:
            return tx.create_table(game, options, seed, seats, settings, public)

    def change_seats(self, party_id: str, old_text: str, seats: list[dict[str, Any]], issue: int | None = None,
                     revoke: int | None = None, status: str | None = None) -> str | None:
        with self.transaction() as tx:
            return tx.change_seats(party_id, old_text, seats, issue, revoke, status)

    def add_chat(self, party_id: str, seat: int, name: str, text: str, most: int = 5,
                 window: float = 10.0) -> dict[str, Any]:
        with self.transaction() as tx:
            return tx.add_chat(party_id, seat, name, text, most, window)

    # --- reads -------------------------------------------------------------------
    def token_seat(self, party_id: str, token: str) -> int | None:
        """The seat of `party_id` whose token is `token`, if any."""
        with self._read(f"checking a token of party {party_id}") as conn:
            return conn.execute(select(seat_tokens.c.seat).where(
                seat_tokens.c.party == party_id, seat_tokens.c.digest == _digest(token))).scalar()

    def check_host(self, party_id: str, token: str) -> bool:
        with self._read(f"checking the host token of party {party_id}") as conn:
            digest = conn.execute(select(parties.c.host_digest).where(parties.c.id == party_id)).scalar()
        return digest is not None and secrets.compare_digest(digest, _digest(token or ""))

    def party_by_invite(self, invite: str) -> StoredParty | None:
        with self._read("reading an invitation") as conn:
            row = conn.execute(select(*_PARTY_COLUMNS).where(parties.c.invite == invite)).first()
        return _party(row) if row else None

    def lobby(self, limit: int = 100) -> list[StoredParty]:
        """Public parties still gathering, the newest first."""
        query = (select(*_PARTY_COLUMNS).where(parties.c.public.is_(True), parties.c.status == "gathering")
                 .order_by(parties.c.created_at.desc(), parties.c.id).limit(limit))
        with self._read("listing the lobby") as conn:
            return [_party(row) for row in conn.execute(query)]

    def chat(self, party_id: str, after: int = 0, last: int | None = None) -> list[dict[str, Any]]:
        """The chat of a party after message `after`; only the `last` newest if given."""
        query = select(chat.c.seq, chat.c.at, chat.c.seat, chat.c.name, chat.c.text).where(
            chat.c.party == party_id, chat.c.seq > after)
        query = query.order_by(chat.c.seq.desc()).limit(last) if last else query.order_by(chat.c.seq)
        with self._read(f"reading the chat of party {party_id}") as conn:
            rows = [dict(zip(("seq", "at", "seat", "name", "text"), row)) for row in conn.execute(query)]
        return sorted(rows, key=lambda m: m["seq"])

    def seating(self, party_id: str, number: int | None = None) -> dict[int, list[dict[str, Any]]]:
        """Who played each seat from which action on, by deal."""
        query = select(seating.c.deal, seating.c.seat, seating.c.by, seating.c.name, seating.c.from_index).where(
            seating.c.party == party_id)
        if number is not None:
            query = query.where(seating.c.deal == number)
        out: dict[int, list[dict[str, Any]]] = {}
        with self._read(f"reading the seating of party {party_id}") as conn:
            for deal, seat, by, name, from_index in conn.execute(
                    query.order_by(seating.c.deal, seating.c.from_index, seating.c.seat)):
                entry = {"seat": seat, "by": by, "from_index": from_index}
                if name is not None:
                    entry["name"] = name
                out.setdefault(deal, []).append(entry)
        return out

    def check_token(self, party_id: str, seat: int, token: str) -> bool:
        with self._read(f"checking a token of party {party_id}", one=True) as conn:
            digest = conn.execute(select(seat_tokens.c.digest).where(
                seat_tokens.c.party == party_id, seat_tokens.c.seat == seat)).scalar()
        return digest is not None and secrets.compare_digest(digest, _digest(token or ""))

    def party(self, party_id: str) -> StoredParty | None:
        with self._read(f"reading party {party_id}", one=True) as conn:
            row = conn.execute(select(*_PARTY_COLUMNS).where(parties.c.id == party_id)).first()
        return _party(row) if row else None

    def parties(self, finished: bool | None = None) -> list[StoredParty]:
        query = select(*_PARTY_COLUMNS).order_by(parties.c.created_at.desc(), parties.c.id)
        if finished is not None:
            query = query.where(parties.c.finished_at.isnot(None) if finished else parties.c.finished_at.is_(None))
        with self._read("listing parties") as conn:
            return [_party(row) for row in conn.execute(query)]

    def list_finished(self, limit: int = 50, offset: int = 0, public_only: bool = False) -> list[FinishedParty]:
        """One page of the finished parties, the latest finished first
        (`public_only`: the parties marked public only)."""
        if not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"limit must be 1..{MAX_PAGE}, not {limit}")
        if offset < 0:
            raise ValueError(f"offset must be 0 or more, not {offset}")
        count = (select(func.count()).select_from(deals)
                 .where(deals.c.party == parties.c.id, deals.c.table_no == 0).scalar_subquery())
        query = (select(*_PARTY_COLUMNS, count).where(parties.c.finished_at.isnot(None))
                 .order_by(parties.c.finished_at.desc(), parties.c.id.desc()).limit(limit).offset(offset))
        if public_only:
            query = query.where(parties.c.public.is_(True))
        with self._read("listing finished parties") as conn:
            return [FinishedParty(_party(row), row[-1]) for row in conn.execute(query)]

    def count_finished(self) -> int:
        with self._read("counting finished parties") as conn:
            return conn.execute(select(func.count()).select_from(parties)
                                .where(parties.c.finished_at.isnot(None))).scalar_one()

    def deals(self, party_id: str, table_no: int = 0) -> list[StoredDeal]:
        with self._read(f"reading the deals of party {party_id}") as conn:
            return self._deals(conn, party_id, table_no).get(table_no, [])

    @staticmethod
    def _deals(conn: Connection, party_id: str, table_no: int | None) -> dict[int, list[StoredDeal]]:
        """The deals of one table (or of every table, table_no None), by table."""
        dq = select(deals.c.table_no, deals.c.number, deals.c.deal, deals.c.result).where(deals.c.party == party_id)
        aq = select(actions.c.table_no, actions.c.deal, actions.c.seat, actions.c.action).where(
            actions.c.party == party_id)
        if table_no is not None:
            dq, aq = dq.where(deals.c.table_no == table_no), aq.where(actions.c.table_no == table_no)
        by_deal: dict[tuple[int, int], list[dict[str, Any]]] = {}
        for table, deal, seat, action in conn.execute(aq.order_by(actions.c.table_no, actions.c.deal, actions.c.idx)):
            by_deal.setdefault((table, deal), []).append(records.action_entry(seat, action))
        out: dict[int, list[StoredDeal]] = {}
        for table, number, deal, result in conn.execute(dq.order_by(deals.c.table_no, deals.c.number)):
            out.setdefault(table, []).append(StoredDeal(number, json.loads(deal), json.loads(result) if result else None,
                                                        by_deal.get((table, number), [])))
        return out

    def version(self, party_id: str, table_no: int = 0) -> tuple[int, int, bool] | None:
        """The last deal of one table as (deal number, actions stored, result
        stored), or None before its first deal: what a cached table compares
        with its own before a change. One query on the primary keys, so the
        check costs the same whatever the length of the party's log."""
        stored = (select(func.count()).select_from(actions)
                  .where(actions.c.party == deals.c.party, actions.c.table_no == deals.c.table_no,
                         actions.c.deal == deals.c.number).scalar_subquery())
        query = (select(deals.c.number, stored, deals.c.result.isnot(None))
                 .where(deals.c.party == party_id, deals.c.table_no == table_no)
                 .order_by(deals.c.number.desc()).limit(1))
        with self._read(f"reading the version of party {party_id}", one=True) as conn:
            row = conn.execute(query).first()
        return None if row is None else (row[0], row[1], bool(row[2]))

    def party_version(self, party_id: str) -> tuple[StoredParty | None, tuple[int, int, bool] | None]:
        """`party` and `version` (of table 0) in one query: what a cached table
        checks before each change when other processes write the same party
        (one round trip, not two)."""
        with self._read(f"reading party {party_id} and its version", one=True) as conn:
            row = conn.execute(_PARTY_VERSION, {"party": party_id}).first()
        if row is None:
            return None, None
        n = len(_PARTY_COLUMNS)
        return _party(row[:n]), None if row[n] is None else (row[n], row[n + 1], bool(row[n + 2]))

    def actions_from(self, party_id: str, number: int, start_index: int, table_no: int = 0) -> list[dict[str, Any]]:
        """The actions of deal `number` from `start_index` on, in order: what a
        cached table that is behind the store by a few actions lacks."""
        with self._read(f"reading the new actions of party {party_id}", one=True) as conn:
            return [records.action_entry(seat, action) for seat, action in conn.execute(
                _ACTIONS_FROM, {"party": party_id, "table_no": table_no, "deal": number, "start": start_index})]

    def log(self, party_id: str, table_no: int = 0) -> list[tuple[int, int, int, str]]:
        """The raw action log of one table: (deal, index, seat, action) rows."""
        query = (select(actions.c.deal, actions.c.idx, actions.c.seat, actions.c.action)
                 .where(actions.c.party == party_id, actions.c.table_no == table_no)
                 .order_by(actions.c.deal, actions.c.idx))
        with self._read(f"reading the log of party {party_id}") as conn:
            return [tuple(row) for row in conn.execute(query)]

    def record(self, party_id: str) -> dict[str, Any] | None:
        """The party in the record format of talong/core/records.py; a deal
        played at companion tables carries their actions ("companions")."""
        with self._read(f"reading the record of party {party_id}") as conn:
            row = conn.execute(select(*_PARTY_COLUMNS).where(parties.c.id == party_id)).first()
            tables = self._deals(conn, party_id, None) if row else {}
        if row is None:
            return None
        who = self.seating(party_id)
        talk = self.chat(party_id)
        party = _party(row)
        record: dict[str, Any] = {"format": records.FORMAT, "game": party.game, "options": party.options,
                                  "seed": party.seed, "deals": []}
        companions: dict[int, list[dict[str, Any]]] = {}
        for table_no in sorted(t for t in tables if t > 0):
            for deal in tables[table_no]:
                companions.setdefault(deal.number, []).append({"actions": deal.actions})
        for deal in tables.get(0, []):
            entry: dict[str, Any] = {"number": deal.number, "deal": deal.deal, "actions": deal.actions}
            if deal.number in companions:
                entry["companions"] = companions[deal.number]
            if deal.result is not None:
                entry["result"] = deal.result
            if deal.number in who:
                entry["seating"] = who[deal.number]
            record["deals"].append(entry)
        if party.final is not None:
            record["final"] = party.final
        if talk:
            record["chat"] = talk
        return record
