"""Group commit for a SQLite file: the write transactions of concurrent
threads share one COMMIT, each still all or nothing, and none returns
before that COMMIT has.

SQLite has one writer at a time, and with synchronous=FULL each COMMIT
waits for the disk (8-30 ms): one COMMIT per write caps a server at a few
dozen writes a second however many tables it serves. Here the writes that
queue up while a COMMIT is on its way go into the next transaction
together, each inside a SAVEPOINT of its own: a write the database refuses
(a second writer at an action index) rolls back its own savepoint and
raises, the others stand. The caller returns only after the shared COMMIT
has, so "acknowledged means stored" holds as with one COMMIT per write
(docs/deploy.md says why synchronous=NORMAL would not keep it).

Transactions do not nest: a body must not open another one."""
from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Connection, Engine

from .db import WRITE
from .errors import StoreUnavailable


class GroupCommit:
    def __init__(self, engine: Engine) -> None:
        self._engine = engine.execution_options(**WRITE)   # BEGIN IMMEDIATE (db.py)
        self._cond = threading.Condition()
        self._conn: Connection | None = None
        self._tx: Any = None         # the open shared transaction, if any
        self._batch = 0              # number of the open (or next) shared transaction
        self._done = -1              # the newest batch whose COMMIT has returned (or failed)
        self._failed: dict[int, str] = {}   # batch -> why its COMMIT failed
        self._pending = 0            # writers that have not finished their writes yet
        self._committing = False
        self.commits = 0             # COMMITs made, for the tests and the benchmark

    @contextmanager
    def transaction(self) -> Iterator[Connection]:
        with self._cond:
            self._pending += 1
            try:
                while self._committing:   # the connection is busy: join the next batch
                    self._cond.wait()
                if self._tx is None:
                    if self._conn is None:
                        self._conn = self._engine.connect()
                    self._tx = self._conn.begin()
                batch, conn = self._batch, self._conn
                savepoint = conn.begin_nested()
                refused: BaseException | None = None
                try:
                    yield conn
                except BaseException as err:
                    savepoint.rollback()   # this writer's writes only
                    refused = err
                else:
                    savepoint.commit()
            finally:
                self._pending -= 1
                self._cond.notify_all()
            if refused is None:
                self._wait_for_commit(batch)
                return
            try:   # the batch must not stay open (it holds SQLite's write lock) if nobody else commits it
                self._wait_for_commit(batch)
            except StoreUnavailable:
                pass
            raise refused

    def _wait_for_commit(self, batch: int) -> None:
        """Called with the lock held: return once `batch` is committed,
        committing it when no other writer is still adding to it."""
        while self._done < batch:
            if self._committing or self._pending:
                self._cond.wait()
                continue
            self._committing = True   # this thread commits the batch for everyone in it
            tx, conn = self._tx, self._conn
            self._tx, self._batch = None, self._batch + 1
            self._cond.release()
            failure = None
            try:
                tx.commit()
                self.commits += 1
            except Exception as err:   # every writer of the batch is told, none acknowledged
                failure = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
                conn.invalidate()
            finally:
                self._cond.acquire()
                if failure is not None:
                    self._conn = None
                    self._failed[batch] = failure
                    for old in [b for b in self._failed if b < batch - 100]:
                        del self._failed[old]
                self._done, self._committing = batch, False
                self._cond.notify_all()
        if batch in self._failed:
            raise StoreUnavailable(f"committing: the database failed ({self._failed[batch]})")

    def close(self) -> None:
        with self._cond:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
