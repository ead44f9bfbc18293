"""The `talong` command: serve, play, selfplay, replay (and bridge's analyse/score)."""
from __future__ import annotations

import argparse
import importlib
import json
import sys

from talong.ai import make_player
from talong.core import records
from talong.core.engine import GameError
from talong.games import GAME_PACKAGES


def _options(args) -> dict:
    options = {"players": args.players} if args.players else {}
    for item in args.option or []:
        key, _, value = item.partition("=")
        options[key] = int(value) if value.lstrip("-").isdigit() else value
    if args.deals:
        options["deals"] = args.deals
    return options


def cmd_selfplay(args) -> int:
    from talong.runner import self_play
    options = _options(args)
    players_n = options.get("players") or importlib.import_module(GAME_PACKAGES[args.game]).GAME.seats[0]
    players = [make_player(args.game, args.ai, seed=args.seed * 100 + seat) for seat in range(players_n)]
    for line in self_play(args.game, options, args.seed, players):
        if "record" in line:
            if args.record:
                with open(args.record, "w", encoding="utf-8") as out:
                    out.write(records.dumps(line["record"]))
            line = {"final": line["final"]}
        print(json.dumps(line, ensure_ascii=False), flush=True)
    return 0


def cmd_replay(args) -> int:
    from talong.runner import replay
    with open(args.file, encoding="utf-8") as handle:
        text = handle.read()
    if args.file.lower().endswith(".pbn"):   # bridge: board by board, claims and results-only boards too
        print(json.dumps(importlib.import_module("talong.games.bridge.commands").replay_pbn(text),
                         ensure_ascii=False, indent=1))
        return 0
    record = records.load(text)
    print(json.dumps(replay(record), ensure_ascii=False, indent=1))
    return 0


def cmd_play(args) -> int:
    module = importlib.import_module(f"{GAME_PACKAGES[args.game]}.terminal")
    return module.main(args)


def cmd_serve(args) -> int:
    from talong.server.app import serve
    serve(host=args.host, port=args.port, workers=args.workers)
    return 0


def cmd_bridge(args) -> int:
    module = importlib.import_module("talong.games.bridge.commands")
    return getattr(module, args.command)(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="talong", description="talong card room")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("selfplay", help="AI players play whole parties; one JSON line per deal")
    p.add_argument("game", choices=list(GAME_PACKAGES))
    p.add_argument("--players", type=int)
    p.add_argument("--deals", type=int, default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ai", default="basic", help="AI player: random, basic (the default: fast) or the game's stronger ones")
    p.add_argument("--option", action="append", help="table option KEY=VALUE")
    p.add_argument("--record", help="write the party record (JSON) to this file")
    p.set_defaults(func=cmd_selfplay)

    p = sub.add_parser("replay", help="replay a record, validating every action")
    p.add_argument("file")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("play", help="play a party in the terminal against AI players")
    p.add_argument("game", choices=list(GAME_PACKAGES))
    p.add_argument("--players", type=int)
    p.add_argument("--deals", type=int, default=None)
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--ai", default=None, help="AI player (default: the game's strongest)")
    p.add_argument("--option", action="append")
    p.add_argument("--lang", default="sv", choices=["sv", "en"])
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("serve", help="start the web card room")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--workers", type=int, default=1, help="server processes on one PostgreSQL database")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("analyse", help="bridge: double-dummy analysis of the deals of a PBN file")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print JSON instead of the text tables")
    p.set_defaults(func=cmd_bridge)

    p = sub.add_parser("score", help="bridge: score a duplicate session from a PBN file")
    p.add_argument("file")
    p.add_argument("--scoring", choices=["mp", "imp", "butler", "cross-imp"], default=None)
    p.add_argument("--json", action="store_true", help="print JSON instead of the result table")
    p.set_defaults(func=cmd_bridge)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (GameError, ValueError, OSError) as err:
        print(f"talong: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
