"""Play with friends (issue 11): a party's status, whether it is public, its
invitation and the digest of its host token, when it last changed; the
chat at the table and the seating history (who played each seat from which
action on). Seat names, kinds ("human", "open", "ai") and the "left" flag
live in the parties' seats JSON, which needs no change.

Revision ID: 0003
Revises: 0002
"""
import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ADD COLUMN on both databases (SQLite allows it with a constant
    # default): rebuilding `parties` would trip its referring foreign keys.
    op.add_column("parties", sa.Column("status", sa.Text, nullable=False, server_default="playing"))
    op.add_column("parties", sa.Column("public", sa.Boolean, nullable=False, server_default=sa.false()))
    op.add_column("parties", sa.Column("invite", sa.Text))
    op.add_column("parties", sa.Column("host_digest", sa.Text))
    op.add_column("parties", sa.Column("updated_at", sa.Text))
    op.execute("UPDATE parties SET status = 'finished' WHERE finished_at IS NOT NULL")
    op.execute("UPDATE parties SET updated_at = COALESCE(finished_at, created_at)")
    op.create_index("ix_parties_invite", "parties", ["invite"], unique=True)
    op.create_index("ix_parties_public_status", "parties", ["public", "status"])
    op.create_table(
        "chat",
        sa.Column("party", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("party", "seq", name="pk_chat"),
        sa.ForeignKeyConstraint(["party"], ["parties.id"], name="fk_chat_parties"))
    op.create_table(
        "seating",
        sa.Column("party", sa.Text, nullable=False),
        sa.Column("deal", sa.Integer, nullable=False),
        sa.Column("from_index", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("by", sa.Text, nullable=False),
        sa.Column("name", sa.Text),
        sa.PrimaryKeyConstraint("party", "deal", "from_index", "seat", name="pk_seating"),
        sa.ForeignKeyConstraint(["party"], ["parties.id"], name="fk_seating_parties"))


def downgrade() -> None:
    op.drop_table("seating")
    op.drop_table("chat")
    op.drop_index("ix_parties_public_status", "parties")
    op.drop_index("ix_parties_invite", "parties")
    for column in ("updated_at", "host_digest", "invite", "public", "status"):
        op.drop_column("parties", column)   # SQLite >= 3.35 drops a column in place
