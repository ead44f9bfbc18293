"""Persistence of parties: SQLite or PostgreSQL (db.py, schema.py, migrations
in migrate.py), an append-only action log per table (store.py)."""
from .db import DatabaseURLError, sqlite_path
from .errors import InvalidWrite, RateLimited, StoreError, StoreUnavailable, WriteConflict
from .store import MAX_PAGE, FinishedParty, NewTable, Store, StoredDeal, StoredParty, Writer

__all__ = ["DatabaseURLError", "FinishedParty", "InvalidWrite", "MAX_PAGE", "NewTable", "RateLimited", "Store", "StoreError",
           "StoreUnavailable", "StoredDeal", "StoredParty", "WriteConflict", "Writer", "sqlite_path"]
