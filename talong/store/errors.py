"""The store's own exceptions: callers never see a database driver's errors."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import exc


class StoreError(Exception):
    """The store could not do what was asked (the message says why)."""


class WriteConflict(StoreError):
    """Another writer already stored this row (e.g. an action at the same
    party, table, deal and index): reload and try again."""


class InvalidWrite(StoreError):
    """A write the schema refuses: an action of a deal that was never started,
    a deal of an unknown party, finishing a deal that does not exist."""


class RateLimited(StoreError):
    """Too many writes of one kind in a short time (a seat's chat messages)."""


class StoreUnavailable(StoreError):
    """The database failed or could not be reached; a write that fails so
    is rolled back whole."""


_UNIQUE = {"SQLITE_CONSTRAINT_PRIMARYKEY", "SQLITE_CONSTRAINT_UNIQUE"}


def _unique_violation(err: exc.IntegrityError) -> bool:
    orig = err.orig
    return getattr(orig, "sqlstate", None) == "23505" or getattr(orig, "sqlite_errorname", None) in _UNIQUE


@contextmanager
def mapped(what: str) -> Iterator[None]:
    """Turn the database's errors into the store's, naming what was being done."""
    try:
        yield
    except exc.IntegrityError as err:
        reason = str(err.orig).strip().splitlines()[0]
        if _unique_violation(err):
            raise WriteConflict(f"{what}: already stored by another writer ({reason})") from err
        raise InvalidWrite(f"{what}: refused by the database ({reason})") from err
    except exc.DBAPIError as err:
        reason = str(err.orig).strip().splitlines()[0] if err.orig is not None else str(err)
        raise StoreUnavailable(f"{what}: the database failed ({reason})") from err
    except exc.SQLAlchemyError as err:
        raise StoreError(f"{what}: {err}") from err
