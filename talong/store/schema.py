"""The one schema of the party store, for SQLite and PostgreSQL alike.

This is the schema at the newest migration (migrations/versions/): the store
queries these tables; the migrations create and change them. JSON values are
stored as text so both databases hold the same bytes.
"""
from __future__ import annotations

from sqlalchemy import (BigInteger, Boolean, Column, ForeignKeyConstraint, Index, Integer, MetaData,
                        PrimaryKeyConstraint, Table, Text)

# Named constraints, so a migration can change them on either database.
metadata = MetaData(naming_convention={
    "pk": "pk_%(table_name)s",
    "fk": "fk_%(table_name)s_%(referred_table_name)s",
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
})

parties = Table(
    "parties", metadata,
    Column("id", Text, primary_key=True),
    Column("game", Text, nullable=False),
    Column("options", Text, nullable=False),       # JSON: the table options
    Column("seed", BigInteger, nullable=False),    # the party seed (62 bits): every deal derives from it
    Column("seats", Text, nullable=False),         # JSON: [{"kind": "human"|"ai", "ai": name|null}]
    Column("settings", Text, nullable=False),      # JSON: table settings outside the rules (AI delay)
    Column("created_at", Text, nullable=False),    # ISO 8601, UTC
    Column("finished_at", Text),                   # set when the final settlement is reached
    Column("final", Text),                         # JSON: the final settlement
    Column("status", Text, nullable=False, server_default="playing"),   # gathering | playing | finished
    Column("public", Boolean, nullable=False, server_default="0"),      # lobby, finished list, open record
    Column("invite", Text),                        # the invitation code (it only takes one free seat)
    Column("host_digest", Text),                   # sha256 of the host token, never the token
    Column("updated_at", Text),                    # ISO 8601, UTC: the last stored change
    Index(None, "finished_at", "id"),              # the paginated list of finished parties
    Index("ix_parties_invite", "invite", unique=True),
    Index("ix_parties_public_status", "public", "status"),
)

seat_tokens = Table(
    "seat_tokens", metadata,
    Column("party", Text, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("digest", Text, nullable=False),        # sha256 of the secret token, never the token
    PrimaryKeyConstraint("party", "seat"),
    ForeignKeyConstraint(["party"], ["parties.id"]),
)

# table_no: 0 is the party's own table, 1.. its companion tables (bridge's
# other table), which play the same deal number on the same cards.
deals = Table(
    "deals", metadata,
    Column("party", Text, nullable=False),
    Column("table_no", Integer, nullable=False, server_default="0"),
    Column("number", Integer, nullable=False),     # 1-based
    Column("deal", Text, nullable=False),          # JSON: State.deal_record(), for the record
    Column("result", Text),                        # JSON: State.result() once finished
    PrimaryKeyConstraint("party", "table_no", "number"),
    ForeignKeyConstraint(["party"], ["parties.id"]),
)

# The append-only action log. The primary key refuses a second writer at an index.
actions = Table(
    "actions", metadata,
    Column("party", Text, nullable=False),
    Column("table_no", Integer, nullable=False, server_default="0"),
    Column("deal", Integer, nullable=False),
    Column("idx", Integer, nullable=False),        # 0-based within the deal
    Column("seat", Integer, nullable=False),
    Column("action", Text, nullable=False),
    PrimaryKeyConstraint("party", "table_no", "deal", "idx"),
    ForeignKeyConstraint(["party", "table_no", "deal"], ["deals.party", "deals.table_no", "deals.number"]),
)

# The chat at a table, stored with the party (and its record).
chat = Table(
    "chat", metadata,
    Column("party", Text, nullable=False),
    Column("seq", Integer, nullable=False),        # 1-based per party
    Column("at", Text, nullable=False),            # ISO 8601, UTC, milliseconds
    Column("seat", Integer, nullable=False),
    Column("name", Text, nullable=False),
    Column("text", Text, nullable=False),          # NFC, no control characters (the server checks)
    PrimaryKeyConstraint("party", "seq"),
    ForeignKeyConstraint(["party"], ["parties.id"]),
)

# Who played each seat of a deal from which action on ("human" with a name, or "ai").
seating = Table(
    "seating", metadata,
    Column("party", Text, nullable=False),
    Column("deal", Integer, nullable=False),
    Column("from_index", Integer, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("by", Text, nullable=False),
    Column("name", Text),
    PrimaryKeyConstraint("party", "deal", "from_index", "seat"),
    ForeignKeyConstraint(["party"], ["parties.id"]),
)
