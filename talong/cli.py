"""The `talong` command: serve, play, selfplay, replay, and the commands a
game adds itself (`GameInfo.commands`, e.g. bridge's analyse and score).

Only a `GameError` (bad input: a rule, a record, an option, a file that
cannot be read) is reported as a user error (exit 2); anything else is a bug
and is shown as one, with its traceback."""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any, TextIO

from talong.ai import default_player, make_player
from talong import i18n
from talong.core import records
from talong.ai.hooks import party as make_party
from talong.core.engine import GameError, load
from talong.games import GAME_PACKAGES, available_games, get_game
from talong.terminal_common import Advice, Table, play_party


def _options(args: Any) -> dict[str, Any]:
    options: dict[str, Any] = {"players": args.players} if args.players else {}
    for item in args.option or []:
        key, _, value = item.partition("=")
        options[key] = int(value) if value.lstrip("-").isdigit() else value
    if args.deals:
        options["deals"] = args.deals
    return options


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise GameError(f"cannot read {path}: {err.strerror}") from None


def cmd_selfplay(args: Any) -> int:
    from talong.runner import self_play
    options = _options(args)
    players_n = options.get("players") or get_game(args.game).seats[0]
    players = [make_player(args.game, args.ai, seed=args.seed * 100 + seat) for seat in range(players_n)]
    for line in self_play(args.game, options, args.seed, players):
        if "record" in line:
            if args.record:
                with open(args.record, "w", encoding="utf-8") as out:
                    out.write(records.dumps(line["record"]))
            line = {"final": line["final"]}
        print(json.dumps(line, ensure_ascii=False), flush=True)
    return 0


def _record_reader(path: str) -> Any:
    """The reader a game declares for this file's suffix (bridge: .pbn), if any."""
    suffix = Path(path).suffix.lower()
    for name in available_games():
        target = get_game(name).info.record_formats.get(suffix)
        if target:
            return load(target)
    return None


def cmd_replay(args: Any) -> int:
    from talong.runner import replay, replay_views
    reader = _record_reader(args.file)
    if reader is not None and not args.views:   # a game's own format (bridge: PBN, LIN), read as bytes
        try:                                     # because the format declares its own character set
            data = Path(args.file).read_bytes()
        except OSError as err:
            raise GameError(f"cannot read {args.file}: {err.strerror}") from None
        print(json.dumps(reader(data), ensure_ascii=False, indent=1))
        return 0
    if reader is not None:
        raise GameError(f"--views needs a talong record (docs/records.md), not a {Path(args.file).suffix} file")
    text = _read(args.file)
    record = records.load(text)
    if args.views:
        for line in replay_views(record):
            print(json.dumps(line, ensure_ascii=False), flush=True)
        return 0
    print(json.dumps(replay(record), ensure_ascii=False, indent=1))
    return 0


def party_options(game_name: str, args: Any) -> dict[str, Any]:
    """A terminal party's options: --option KEY=VALUE, then --players and
    --deals; without --deals, the game's default party length."""
    info = get_game(game_name).info
    options: dict[str, Any] = {}
    for item in getattr(args, "option", None) or []:
        key, _, value = item.partition("=")
        options[key] = int(value) if value.lstrip("-").isdigit() else value
    options["players"] = int(getattr(args, "players", None) or options.get("players", info.seats[0]))
    if getattr(args, "deals", None):
        options.pop("rounds", None)
        options["deals"] = int(args.deals)
    elif not any(unit in options for unit in info.length_units):
        options[info.length["unit"]] = info.length["value"]
    return options


def play(game_name: str, args: Any, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    """`talong play <game>`: the person sits at the game's seat (GameInfo.seat)
    against AI players; the game's terminal module draws the table."""
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    game = get_game(game_name)
    info = game.info
    if info.terminal is None:
        raise GameError(f"{game_name} cannot be played in the terminal")
    lang = getattr(args, "lang", None) or "sv"
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(32)
    level = getattr(args, "ai", None) or default_player(game_name)
    options = party_options(game_name, args)
    if info.ai_option:
        options[info.ai_option] = level
    party = make_party(game, options, seed)
    ais = {s: make_player(game_name, level, seed=seed * 100 + s) for s in range(party.players) if s != info.seat}
    table: Table = load(info.terminal)(party, lang, out)
    return play_party(party, info.seat, ais, table, lang, stdin, out,
                      terminal_advice(game_name, info.seat, lang, seed, getattr(args, "review", True)))


def terminal_advice(game_name: str, seat: int, lang: str, seed: int, review: bool = True) -> Advice:
    """The `tips` command (the hint from the person's own view) and, unless
    `review` is off, the review of each deal (talong.ai.advice)."""
    from talong.ai import advice
    from talong.ai.advice.report import review_lines

    def tip(state: Any) -> str:
        return advice.hint(game_name, state.view(seat), state.legal_actions(), seed)["text"][lang]

    def lines(start: Any, actions: list[dict[str, Any]]) -> list[str]:
        return review_lines(advice.review(game_name, start, actions, seat, seed), lang) if review else []
    return Advice(tip, lines)


def cmd_play(args: Any) -> int:
    return play(args.game, args)


def cmd_serve(args: Any) -> int:
    from talong.server.app import serve
    serve(host=args.host, port=args.port, workers=args.workers)
    return 0


def _is_record(path: str) -> bool:
    """A talong record (JSON) rather than a game's own file format (bridge: PBN, LIN)?"""
    if Path(path).suffix.lower() == ".json":
        return True
    try:
        with open(path, "rb") as handle:
            return handle.read(64).lstrip().startswith(b"{")
    except OSError:
        return False


def cmd_analyse_record(args: Any) -> int:
    """`talong analyse RECORD.json`: the review of every finished deal, seat
    by seat (talong.ai.advice): each card decision valued from that seat's
    view at the time (bridge: double dummy), the costliest marked."""
    from talong.ai.advice.records import review_record
    from talong.ai.advice.report import review_lines
    record = records.load(_read(args.file))
    seats = [args.seat] if args.seat is not None else None
    deals = [args.deal] if args.deal is not None else None
    reviews = review_record(record, seats, deals)
    if args.json:
        print(json.dumps({"game": record["game"], "reviews": reviews}, ensure_ascii=False, indent=1))
        return 0
    lang = args.lang
    for r in reviews:
        print("== " + i18n.t(lang, "term.review_of", deal=r["deal"], seat=r["seat"] + 1) + " ==")
        for line in review_lines(r, lang, every=args.every):
            print(line)
    return 0


def _add_analyse(sub: Any) -> None:
    """`talong analyse`: a talong record of any game is reviewed; a game's own
    file (bridge's PBN and LIN) goes to that game's analyse command."""
    parser = sub.choices.get("analyse")
    if parser is None:
        parser = sub.add_parser("analyse", help="review the deals of a talong record")
        parser.add_argument("file")
        parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    game_command = parser.get_default("func")
    parser.description = ("A talong record (JSON, any game): the review of each finished deal, seat by seat. "
                          + (parser.description or ""))
    parser.add_argument("--seat", type=int, default=None, help="record: review only this seat (0-based)")
    parser.add_argument("--deal", type=int, default=None, help="record: review only this deal (1-based)")
    parser.add_argument("--every", action="store_true", help="record: list every decision, not only the costliest")
    parser.add_argument("--lang", default="sv", choices=["sv", "en"])

    def analyse(args: Any) -> int:
        if _is_record(args.file) or game_command is None:
            return cmd_analyse_record(args)
        return int(game_command(args))
    parser.set_defaults(func=analyse)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="talong", description="talong card room")
    sub = parser.add_subparsers(dest="command", required=True)
    games = list(GAME_PACKAGES)

    p = sub.add_parser("selfplay", help="AI players play whole parties; one JSON line per deal")
    p.add_argument("game", choices=games)
    p.add_argument("--players", type=int)
    p.add_argument("--deals", type=int, default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ai", default="basic", help="AI player: random, basic (the default: fast) or the game's stronger ones")
    p.add_argument("--option", action="append", help="table option KEY=VALUE")
    p.add_argument("--record", help="write the party record (JSON) to this file")
    p.set_defaults(func=cmd_selfplay)

    p = sub.add_parser("replay", help="replay a record, validating every action")
    p.add_argument("file")
    p.add_argument("--views", action="store_true",
                   help="print every seat's view after every action (one JSON line each)")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("play", help="play a party in the terminal against AI players")
    p.add_argument("game", choices=games)
    p.add_argument("--players", type=int)
    p.add_argument("--deals", type=int, default=None)
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--ai", default=None, help="AI player (default: the game's strongest)")
    p.add_argument("--option", action="append")
    p.add_argument("--lang", default="sv", choices=["sv", "en"])
    p.add_argument("--no-review", dest="review", action="store_false",
                   help="no review of your decisions after each deal (type tips at your turn for a tip)")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("serve", help="start the web card room")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--workers", type=int, default=1, help="server processes on one PostgreSQL database")
    p.set_defaults(func=cmd_serve)

    for name in available_games():   # each game's own commands
        commands = get_game(name).info.commands
        if commands:
            load(commands)(sub)

    _add_analyse(sub)

    from talong.store.cli import add_db_parser  # `talong db upgrade` (talong/store/cli.py)
    add_db_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except GameError as err:
        print(f"talong: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
