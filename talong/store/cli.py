"""`talong db`: the database's schema from the command line.

    talong db upgrade   bring the database to this talong's schema (migrations)
    talong db current   print the database's schema revision and this talong's

The database is $TALONG_DATABASE_URL (or --url, or the SQLite default).
"""
from __future__ import annotations

import argparse
import sys


def add_db_parser(sub) -> None:
    p = sub.add_parser("db", help="the database: upgrade its schema (talong db upgrade), show its revision")
    p.add_argument("action", choices=["upgrade", "current"])
    p.add_argument("--url", default=None, help="database URL (default: $TALONG_DATABASE_URL or the SQLite file)")
    p.set_defaults(func=cmd_db)


def cmd_db(args: argparse.Namespace) -> int:
    # Imported here: the other commands start without SQLAlchemy.
    from . import migrate
    from .db import make_engine
    from .errors import StoreError, mapped
    engine = make_engine(args.url)
    try:
        with mapped(f"talong db {args.action}"):
            if args.action == "upgrade":
                before, after = migrate.upgrade(engine)
                print(f"database schema: {before or 'empty'} -> {after}" if before != after
                      else f"database schema: {after} (up to date)")
            else:
                with engine.connect() as conn:
                    found = migrate.current(conn)
                print(f"database schema: {found or 'empty'}; this talong needs {migrate.HEAD}")
    except StoreError as err:
        print(f"talong: {err}", file=sys.stderr)
        return 2
    finally:
        engine.dispose()
    return 0
