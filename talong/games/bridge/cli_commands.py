"""Bridge's own `talong` subcommands, added to the CLI through the game's
metadata (`GameInfo.commands`): `analyse` and `score` (commands.py)."""
from __future__ import annotations

from typing import Any

from talong.core.engine import GameError


def _run(args: Any) -> int:
    from . import commands
    try:
        return int(getattr(commands, args.command)(args))
    except FileNotFoundError as err:   # the user's file, named: a user error, not a crash
        raise GameError(f"cannot read {args.file}: {err.strerror}") from None


def add_commands(sub: Any) -> None:
    """Add `analyse` and `score` to the CLI's subparsers."""
    p = sub.add_parser("analyse", help="bridge: double-dummy analysis of the deals of a PBN file")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print JSON instead of the text tables")
    p.set_defaults(func=_run)

    p = sub.add_parser("score", help="bridge: score a duplicate session from a PBN file")
    p.add_argument("file")
    p.add_argument("--scoring", choices=["mp", "imp", "butler", "cross-imp"], default=None)
    p.add_argument("--json", action="store_true", help="print JSON instead of the result table")
    p.set_defaults(func=_run)
