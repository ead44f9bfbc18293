"""Parties in the database: table options, seed, seats, explicit deals and an
append-only action log. Nothing here knows a game's rules; the server rebuilds
a party by re-applying the log through the engine.

Every write is one transaction that is committed before the method returns,
so an action the server acknowledges is already durable.
"""
from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Iterator

from talong.core import records

from .db import connect


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


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


@dataclass(frozen=True)
class StoredDeal:
    number: int
    deal: dict[str, Any]
    result: dict[str, Any] | None
    actions: list[dict[str, Any]]  # [{"seat", "action"}], in order


class Store:
    """The party store. Usable on its own (no web server needed)."""

    def __init__(self, url: str | None = None) -> None:
        self.conn = connect(url)
        self._lock = threading.Lock()  # one writer at a time on the shared connection

    def close(self) -> None:
        self.conn.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")

    # --- parties ----------------------------------------------------------
    def create_party(self, game: str, options: dict[str, Any], seed: int,
                     seats: list[dict[str, Any]], settings: dict[str, Any] | None = None
                     ) -> tuple[str, dict[int, str]]:
        """Store a new party; returns its id and a fresh secret token per human seat."""
        party_id = secrets.token_urlsafe(9)
        tokens = {seat: secrets.token_urlsafe(24) for seat, info in enumerate(seats) if info["kind"] == "human"}
        with self._tx() as db:
            db.execute("INSERT INTO parties (id, game, options, seed, seats, settings, created_at) "
                       "VALUES (?,?,?,?,?,?,?)",
                       (party_id, game, json.dumps(options, ensure_ascii=False), seed,
                        json.dumps(seats, ensure_ascii=False), json.dumps(settings or {}), _now()))
            db.executemany("INSERT INTO seat_tokens (party, seat, digest) VALUES (?,?,?)",
                           [(party_id, seat, _digest(token)) for seat, token in tokens.items()])
        return party_id, tokens

    def _query(self, sql: str, args: tuple = ()) -> list:
        # Reads share the connection with writes: take the same lock, so a
        # read never sees another thread's transaction half done.
        with self._lock:
            return self.conn.execute(sql, args).fetchall()

    def check_token(self, party_id: str, seat: int, token: str) -> bool:
        rows = self._query("SELECT digest FROM seat_tokens WHERE party=? AND seat=?", (party_id, seat))
        return bool(rows) and secrets.compare_digest(rows[0][0], _digest(token or ""))

    def party(self, party_id: str) -> StoredParty | None:
        rows = self._query("SELECT id, game, options, seed, seats, settings, created_at, finished_at, final "
                           "FROM parties WHERE id=?", (party_id,))
        return self._party(rows[0]) if rows else None

    def parties(self, finished: bool | None = None) -> list[StoredParty]:
        where = "" if finished is None else ("WHERE finished_at IS NOT NULL" if finished
                                             else "WHERE finished_at IS NULL")
        rows = self._query("SELECT id, game, options, seed, seats, settings, created_at, finished_at, final "
                           f"FROM parties {where} ORDER BY created_at DESC, id")
        return [self._party(row) for row in rows]

    @staticmethod
    def _party(row) -> StoredParty:
        return StoredParty(row[0], row[1], json.loads(row[2]), row[3], json.loads(row[4]), json.loads(row[5]),
                           row[6], row[7], json.loads(row[8]) if row[8] else None)

    def finish_party(self, party_id: str, final: dict[str, Any]) -> None:
        with self._tx() as db:
            db.execute("UPDATE parties SET finished_at=?, final=? WHERE id=?",
                       (_now(), json.dumps(final, ensure_ascii=False), party_id))

    # --- deals and actions --------------------------------------------------
    def start_deal(self, party_id: str, number: int, deal: dict[str, Any]) -> None:
        with self._tx() as db:
            db.execute("INSERT INTO deals (party, number, deal) VALUES (?,?,?)",
                       (party_id, number, json.dumps(deal, ensure_ascii=False)))

    def finish_deal(self, party_id: str, number: int, result: dict[str, Any]) -> None:
        with self._tx() as db:
            db.execute("UPDATE deals SET result=? WHERE party=? AND number=?",
                       (json.dumps(result, ensure_ascii=False), party_id, number))

    def append_actions(self, party_id: str, deal: int, first_index: int,
                       entries: list[tuple[int, str]]) -> None:
        """Append (seat, action) entries to a deal's log, all or nothing. The
        primary key refuses a second writer at the same index."""
        with self._tx() as db:
            db.executemany("INSERT INTO actions (party, deal, idx, seat, action) VALUES (?,?,?,?,?)",
                           [(party_id, deal, first_index + i, seat, action)
                            for i, (seat, action) in enumerate(entries)])

    def deals(self, party_id: str) -> list[StoredDeal]:
        deals = self._query("SELECT number, deal, result FROM deals WHERE party=? ORDER BY number", (party_id,))
        acts = self._query("SELECT deal, seat, action FROM actions WHERE party=? ORDER BY deal, idx", (party_id,))
        by_deal: dict[int, list[dict[str, Any]]] = {}
        for deal, seat, action in acts:
            by_deal.setdefault(deal, []).append(records.action_entry(seat, action))
        return [StoredDeal(n, json.loads(d), json.loads(r) if r else None, by_deal.get(n, []))
                for n, d, r in deals]

    def log(self, party_id: str) -> list[tuple[int, int, int, str]]:
        """The raw action log: (deal, index, seat, action) rows."""
        return self._query("SELECT deal, idx, seat, action FROM actions WHERE party=? ORDER BY deal, idx",
                           (party_id,))

    def record(self, party_id: str) -> dict[str, Any] | None:
        """The party in the record format of talong/core/records.py."""
        party = self.party(party_id)
        if party is None:
            return None
        record: dict[str, Any] = {"format": records.FORMAT, "game": party.game, "options": party.options,
                                  "seed": party.seed, "deals": []}
        for deal in self.deals(party_id):
            entry: dict[str, Any] = {"number": deal.number, "deal": deal.deal, "actions": deal.actions}
            if deal.result is not None:
                entry["result"] = deal.result
            record["deals"].append(entry)
        if party.final is not None:
            record["final"] = party.final
        return record
