"""The `talong` command over every game (talong/cli.py): user errors and
crashes are told apart, `replay --views` shows what each seat saw, and the
game's own commands come from its package."""
import json
from pathlib import Path

import pytest

from talong import cli
from talong.core.engine import GameError
from talong.games import available_games, get_game

GAMES = available_games()


def _record(tmp_path, game, capsys, deals=1):
    """A selfplay record of `deals` deals, or of one party length unit for a
    game whose party is counted in whole rounds only (Königrufen)."""
    path = tmp_path / f"{game}.json"
    info = get_game(game).info
    length = ["--deals", str(deals)] if "deals" in info.length_units else ["--option", f"{info.length['unit']}=1"]
    assert cli.main(["selfplay", game, *length, "--seed", "3", "--ai", "random",
                     "--record", str(path)]) == 0
    capsys.readouterr()
    return path


def test_a_user_error_is_reported_with_exit_status_2(tmp_path, capsys):
    """Issue 8 item 7: only a GameError (bad input) is a user error: a file
    that cannot be read, a record that is not a record."""
    assert cli.main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert cli.main(["replay", str(bad)]) == 2
    assert "not a talong record" in capsys.readouterr().err


def test_any_other_exception_is_a_crash_not_a_user_error(monkeypatch):
    """Issue 8 item 7: a ValueError or any other exception that is not a
    GameError is a bug: it propagates (traceback, non-zero exit)."""
    def broken(args):
        raise ValueError("a bug")
    monkeypatch.setattr(cli, "cmd_replay", broken)
    with pytest.raises(ValueError, match="a bug"):
        cli.main(["replay", "x.json"])


@pytest.mark.parametrize("game", GAMES)
def test_replay_views_prints_every_seats_view_after_every_action(tmp_path, capsys, game):
    """Issue 8 item 8: `talong replay --views FILE` prints each seat's view at
    the start of every deal and after every action, one JSON line each; each
    seat's hand is its own (SPEC.md, Every game: a seat sees its own cards)."""
    path = _record(tmp_path, game, capsys)
    record = json.loads(path.read_text())
    assert cli.main(["replay", "--views", str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    lines = [line for line in lines if line["deal"] == 1]   # a round-only party records more deals
    actions = record["deals"][0]["actions"]
    assert len(lines) == len(actions) + 1
    assert [(x["seat"], x["action"]) for x in lines[1:]] == [(a["seat"], a["action"]) for a in actions]
    for line in lines:
        assert [v["seat"] for v in line["views"]] == list(range(len(line["views"])))
    first = lines[0]["views"]
    hands = [set(v["hand"]) for v in first]
    if game != "vira":   # Vira plays with two packs, so two hands may hold equal cards
        assert all(not (hands[a] & hands[b]) for a in range(len(hands)) for b in range(a))


def test_replay_views_refuses_a_tampered_action_with_its_index(tmp_path, capsys):
    """docs/records.md: an illegal action is refused naming its index and rule."""
    path = _record(tmp_path, "schafkopf", capsys)
    record = json.loads(path.read_text())
    index = len(record["deals"][0]["actions"]) - 1
    record["deals"][0]["actions"][index]["action"] = "play XX"
    path.write_text(json.dumps(record))
    assert cli.main(["replay", "--views", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"action {index}" in err and "not a card" in err


def test_a_refusal_names_its_rule_once(tmp_path, capsys):
    """Issue 8 item 8: printed refusals no longer repeat the rule
    ("… (rule) (rule)")."""
    path = _record(tmp_path, "schafkopf", capsys)
    record = json.loads(path.read_text())
    record["deals"][0]["actions"][0]["action"] = "bid nonsense"
    path.write_text(json.dumps(record))
    assert cli.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    rule = err.rsplit("(", 1)[1].rstrip(")")
    assert err.count(f"({rule})") == 1, err


def test_game_commands_and_record_formats_come_from_the_game_package():
    """Issue 8 item 1: the CLI offers each game's own commands (GameInfo.commands)
    and reads its own record formats (GameInfo.record_formats), naming no game."""
    parser = cli.build_parser()
    commands = set(parser._subparsers._group_actions[0].choices)
    assert {"selfplay", "replay", "play", "serve"} <= commands
    for game in GAMES:
        info = get_game(game).info
        assert info.name == game and get_game(game).seats == info.seats
        if info.commands:
            assert len(commands) > 4
    assert "vira" not in Path(cli.__file__).read_text().replace("# ", "")


def test_an_unknown_game_is_a_game_error():
    with pytest.raises(GameError, match="unknown game"):
        get_game("whist")


def test_the_error_log_guard_fails_a_test_that_logs_an_error(pytester):
    """Issue 8 item 7: tests/conftest.py fails any test during which a
    talong.* logger logs an ERROR, unless it is marked `logs_errors`."""
    pytester.makeconftest((Path(__file__).parent / "conftest.py").read_text())
    pytester.makeini("[pytest]\nmarkers =\n    logs_errors: checks an error log\n")
    pytester.makepyfile("""
        import logging, pytest
        def test_silent():
            logging.getLogger("talong.ai").warning("only a warning")
        def test_logs():
            logging.getLogger("talong.server").error("AI failed")
        @pytest.mark.logs_errors
        def test_logs_on_purpose():
            logging.getLogger("talong.server").error("AI failed")
    """)
    result = pytester.runpytest_subprocess("-q", "-p", "no:cacheprovider")   # its logs stay out of this test
    result.assert_outcomes(passed=3, errors=1)
    result.stdout.fnmatch_lines(["*ERROR log record(s) from talong: talong.server: AI failed*"])


@pytest.mark.parametrize("game", GAMES)
def test_every_ai_level_and_lazy_target_a_game_names_loads(game):
    """docs/architecture.md, "Adding a game": the lazy "module:attribute"
    strings of GameInfo (AI players, terminal table, CLI commands, record
    readers) all name something that exists; a level not named is a GameError."""
    from talong.ai import make_player, player_names
    from talong.core.engine import load
    info = get_game(game).info
    assert player_names(game) == ["random", *info.ai]
    for level in player_names(game):
        assert callable(make_player(game, level, seed=1).choose)
    for target in [info.terminal, info.commands, *info.record_formats.values()]:
        if target:
            assert callable(load(target))
    with pytest.raises(GameError, match="no AI"):
        make_player(game, "grandmaster")
