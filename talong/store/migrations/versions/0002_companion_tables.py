"""Companion tables (bridge's other table): deals and actions carry table_no
(0 = the party's own table), in their primary keys; an action belongs to a
stored deal; finished parties are listed page by page through an index.

SQLite cannot change a primary key in place: each table is rebuilt and its
rows copied. PostgreSQL alters the tables.

Revision ID: 0002
Revises: 0001
"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

def _table_no() -> sa.Column:
    """0: the party's own table; 1..: its companion tables."""
    return sa.Column("table_no", sa.Integer, nullable=False, server_default="0")


def _new_deals(name: str) -> None:
    op.create_table(
        name,
        sa.Column("party", sa.Text, nullable=False),
        _table_no(),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("deal", sa.Text, nullable=False),
        sa.Column("result", sa.Text),
        sa.PrimaryKeyConstraint("party", "table_no", "number", name="pk_deals"),
        sa.ForeignKeyConstraint(["party"], ["parties.id"], name="fk_deals_parties"))


def _new_actions(name: str) -> None:
    op.create_table(
        name,
        sa.Column("party", sa.Text, nullable=False),
        _table_no(),
        sa.Column("deal", sa.Integer, nullable=False),
        sa.Column("idx", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("party", "table_no", "deal", "idx", name="pk_actions"),
        sa.ForeignKeyConstraint(["party", "table_no", "deal"], ["deals.party", "deals.table_no", "deals.number"],
                                name="fk_actions_deals"))


def upgrade() -> None:
    if op.get_context().dialect.name == "sqlite":
        _new_deals("deals_0002")
        op.execute("INSERT INTO deals_0002 (party, table_no, number, deal, result) "
                   "SELECT party, 0, number, deal, result FROM deals")
        op.drop_table("deals")
        op.rename_table("deals_0002", "deals")
        _new_actions("actions_0002")
        op.execute("INSERT INTO actions_0002 (party, table_no, deal, idx, seat, action) "
                   "SELECT party, 0, deal, idx, seat, action FROM actions")
        op.drop_table("actions")
        op.rename_table("actions_0002", "actions")
    else:
        for table, key in (("deals", ["party", "table_no", "number"]), ("actions", ["party", "table_no", "deal", "idx"])):
            op.add_column(table, _table_no())
            op.drop_constraint(f"pk_{table}", table, type_="primary")
            op.create_primary_key(f"pk_{table}", table, key)
        op.drop_constraint("fk_actions_parties", "actions", type_="foreignkey")
        op.create_foreign_key("fk_actions_deals", "actions", "deals", ["party", "table_no", "deal"],
                              ["party", "table_no", "number"])
    op.create_index("ix_parties_finished_at_id", "parties", ["finished_at", "id"])


def downgrade() -> None:
    """Back to one table per party: the companion tables' rows are dropped."""
    op.drop_index("ix_parties_finished_at_id", "parties")
    if op.get_context().dialect.name == "sqlite":
        # actions first: it refers to deals, which cannot be dropped under it.
        op.create_table(
            "actions_0001",
            sa.Column("party", sa.Text, nullable=False),
            sa.Column("deal", sa.Integer, nullable=False),
            sa.Column("idx", sa.Integer, nullable=False),
            sa.Column("seat", sa.Integer, nullable=False),
            sa.Column("action", sa.Text, nullable=False),
            sa.PrimaryKeyConstraint("party", "deal", "idx", name="pk_actions"),
            sa.ForeignKeyConstraint(["party"], ["parties.id"], name="fk_actions_parties"))
        op.execute("INSERT INTO actions_0001 (party, deal, idx, seat, action) "
                   "SELECT party, deal, idx, seat, action FROM actions WHERE table_no = 0")
        op.drop_table("actions")
        op.rename_table("actions_0001", "actions")
        op.create_table(
            "deals_0001",
            sa.Column("party", sa.Text, nullable=False),
            sa.Column("number", sa.Integer, nullable=False),
            sa.Column("deal", sa.Text, nullable=False),
            sa.Column("result", sa.Text),
            sa.PrimaryKeyConstraint("party", "number", name="pk_deals"),
            sa.ForeignKeyConstraint(["party"], ["parties.id"], name="fk_deals_parties"))
        op.execute("INSERT INTO deals_0001 (party, number, deal, result) "
                   "SELECT party, number, deal, result FROM deals WHERE table_no = 0")
        op.drop_table("deals")
        op.rename_table("deals_0001", "deals")
        return
    op.execute("DELETE FROM actions WHERE table_no <> 0")
    op.execute("DELETE FROM deals WHERE table_no <> 0")
    op.drop_constraint("fk_actions_deals", "actions", type_="foreignkey")
    for table, key in (("actions", ["party", "deal", "idx"]), ("deals", ["party", "number"])):
        op.drop_constraint(f"pk_{table}", table, type_="primary")
        op.drop_column(table, "table_no")
        op.create_primary_key(f"pk_{table}", table, key)
    op.create_foreign_key("fk_actions_parties", "actions", "parties", ["party"], ["id"])
