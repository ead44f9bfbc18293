"""Persistence of parties: SQLite (see db.py), an append-only action log (store.py)."""
from .db import DatabaseURLError, sqlite_path
from .store import Store, StoredDeal, StoredParty

__all__ = ["DatabaseURLError", "Store", "StoredDeal", "StoredParty", "sqlite_path"]
