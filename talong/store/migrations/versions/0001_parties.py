"""The first schema: parties, seat tokens, deals and the action log.

This is the schema talong created before it had migrations; a SQLite file of
that time is stamped at this revision (migrate.py) and upgraded from here.

Revision ID: 0001
Revises:
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "parties",
        sa.Column("id", sa.Text, nullable=False),
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("seats", sa.Text, nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
        sa.Column("finished_at", sa.Text),
        sa.Column("final", sa.Text),
        sa.PrimaryKeyConstraint("id", name="pk_parties"))
    op.create_table(
        "seat_tokens",
        sa.Column("party", sa.Text, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("digest", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("party", "seat", name="pk_seat_tokens"),
        sa.ForeignKeyConstraint(["party"], ["parties.id"], name="fk_seat_tokens_parties"))
    op.create_table(
        "deals",
        sa.Column("party", sa.Text, nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("deal", sa.Text, nullable=False),
        sa.Column("result", sa.Text),
        sa.PrimaryKeyConstraint("party", "number", name="pk_deals"),
        sa.ForeignKeyConstraint(["party"], ["parties.id"], name="fk_deals_parties"))
    op.create_table(
        "actions",
        sa.Column("party", sa.Text, nullable=False),
        sa.Column("deal", sa.Integer, nullable=False),
        sa.Column("idx", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("party", "deal", "idx", name="pk_actions"),
        sa.ForeignKeyConstraint(["party"], ["parties.id"], name="fk_actions_parties"))


def downgrade() -> None:
    for table in ("actions", "deals", "seat_tokens", "parties"):
        op.drop_table(table)
