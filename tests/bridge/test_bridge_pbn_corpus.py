"""The real PBN files (tests/bridge/data/README.md gives where each comes
from) against our own computation, and the PBN standard's own test files
(PBN 2.1's verifier tests: standard_*.pbn).

Third-party files live outside the repository, in the corpus folder
(CORPUS: $TALONG_BRIDGE_CORPUS, default <repo>/../shared/corpus/bridge);
the few kept in tests/bridge/data are always tested. Without the corpus a
test that needs it skips once, naming the variable and the folder. The
PBN and LIN tests import the helpers below.

Round trip and replay of every file: test_bridge_pbn.py (its FILES).
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from talong.games.bridge.analysis import dd_table, par
from talong.games.bridge.pbn import PBNError, board_from_game, dumps, loads, parse_games

DATA = Path(__file__).parent / "data"
CORPUS = Path(os.environ.get("TALONG_BRIDGE_CORPUS")
              or Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "bridge")
HAVE_CORPUS = CORPUS.is_dir()
MISSING = (f"the third-party bridge corpus is not at {CORPUS}: set TALONG_BRIDGE_CORPUS to its folder "
           "(default <repo>/../shared/corpus/bridge; tests/bridge/data/README.md lists its files)")


def data_path(name: str) -> Path:
    """A test file by its relative name: in tests/bridge/data, else in the corpus."""
    return DATA / name if (DATA / name).exists() else CORPUS / name


def corpus_names(pattern: str) -> list[str]:
    """Relative names of the corpus files matching `pattern` (none without the corpus)."""
    return sorted(str(p.relative_to(CORPUS)) for p in CORPUS.glob(pattern)) if HAVE_CORPUS else []


def or_skip(params: list, arity: int = 1) -> list:
    """`params`, or without the corpus a single parameter that skips, so a
    test function skips once and says why."""
    return params if HAVE_CORPUS else [pytest.param(*[None] * arity, marks=pytest.mark.skip(reason=MISSING))]


def needs_corpus() -> None:
    if not HAVE_CORPUS:
        pytest.skip(MISSING)


def with_corpus(in_repo: list, in_corpus: list, arity: int = 1) -> list:
    """Parameters from the repository's files, then the corpus's (or one that skips)."""
    return in_repo + or_skip(in_corpus, arity)


REAL_IN_REPO = sorted(p.name for p in DATA.glob("real_*.pbn"))
REAL = REAL_IN_REPO + corpus_names("real_*.pbn")
STRAIN_OF = {"NT": "N", "S": "S", "H": "H", "D": "D", "C": "C"}


def _hex_tricks(value):
    """PBN 4.2 DoubleDummyTricks: 20 hex digits, declarers N S E W, strains NT S H D C."""
    return {seat: dict(zip("NSHDC", (int(ch, 16) for ch in value[i * 5:(i + 1) * 5])))
            for i, seat in enumerate("NSEW")}


def _optimum_table(rows):
    """PBN 4.2 OptimumResultTable rows "N NT 6": declarer, strain, tricks."""
    table: dict[str, dict[str, int]] = {}
    for declarer, strain, tricks in rows:
        table.setdefault(declarer, {})[STRAIN_OF[strain]] = int(tricks)
    return table


def _params_with(*tags):
    """The real files holding one of `tags`: the repository's, then the corpus's (or one skip)."""
    def having(names):
        return [n for n in names if any(f"[{tag} ".encode() in data_path(n).read_bytes() for tag in tags)]
    return with_corpus(having(REAL_IN_REPO), having(corpus_names("real_*.pbn")))


def _deals_with_tags(name):
    """Each distinct deal of the file once, with the boards' double-dummy tags."""
    seen, out = set(), []
    for board in loads(data_path(name).read_bytes()):
        deal = board["deal"]
        key = (deal["board"], deal["dealer"], deal["vulnerable"], tuple(tuple(deal["hands"][s]) for s in "NESW"))
        if key not in seen:
            seen.add(key)
            out.append(board)
    return out


@pytest.mark.parametrize("name", _params_with("DoubleDummyTricks", "OptimumResultTable"))
def test_double_dummy_tags_agree_with_our_dds(name):
    """Every board's DoubleDummyTricks and OptimumResultTable (written by the
    event's own software) equal our DDS table (analysis.dd_table: declarer's
    tricks, opening lead by declarer's LHO, Law 41A), board by board."""
    boards = [b for b in _deals_with_tags(name)
              if "DoubleDummyTricks" in b["tags"] or "OptimumResultTable" in b.get("tables", {})]
    for board in boards:
        table = dd_table(board["deal"])     # cached: the par tests reuse the solution
        if "DoubleDummyTricks" in board["tags"]:
            assert table == _hex_tricks(board["tags"]["DoubleDummyTricks"]), (name, board["line"])
        if "OptimumResultTable" in board.get("tables", {}) and (name, board["line"]) not in SELF_CONTRADICTING:
            theirs = _optimum_table(board["tables"]["OptimumResultTable"])
            assert {s: {k: table[s][k] for k in theirs[s]} for s in theirs} == theirs, (name, board["line"])
    assert boards


# endplay's hand-made sample: its OptimumResultTable says West makes 5 in NT,
# its own DoubleDummyTricks (and our DDS) say 6 (test below).
SELF_CONTRADICTING = {("real_endplay_sample.pbn", 53)}


def test_endplay_sample_contradicts_itself_and_dds_sides_with_its_dd_tag():
    """real_endplay_sample.pbn, board 11 (line 77 "W NT  5"): the file's two
    double-dummy tags disagree; DDS gives West 6 tricks in notrump, as the
    DoubleDummyTricks tag does (its 16th digit)."""
    board = next(b for b in loads(data_path("real_endplay_sample.pbn").read_bytes()) if b["line"] == 53)
    assert ["W", "NT", "5"] in board["tables"]["OptimumResultTable"]
    assert _hex_tricks(board["tags"]["DoubleDummyTricks"])["W"]["N"] == 6
    assert dd_table(board["deal"])["W"]["N"] == 6


@pytest.mark.parametrize("name", _params_with("OptimumScore"))
def test_par_tags_agree_with_our_par(name):
    """OptimumScore ("NS +620", "EW -300") is the par score for the board's
    dealer and vulnerability (Law 2), scored by Law 77: ours (analysis.par) agrees."""
    boards = [b for b in _deals_with_tags(name) if "OptimumScore" in b["tags"]]
    for board in boards:
        side, points = board["tags"]["OptimumScore"].split()
        expected = int(points) if side == "NS" else -int(points)
        assert par(board["deal"])["score_ns"] == expected, (name, board["line"])
    assert boards


@pytest.mark.parametrize("name", _params_with("Ability"))
def test_ability_and_minimax_tags_agree_with_our_dds_and_par(name):
    """PBN's Ability tag ("N:7AA55 E:...": per declarer the tricks in NT S H D
    C, hexadecimal) is our DDS table; Minimax ("4HS420", "4CDN-100": level,
    strain, D/R if doubled, declarer, North-South's score) is one of our par
    contracts with our par score (Law 77), here as Deep Finesse computed them
    for Big Deal's deals."""
    boards = [b for b in _deals_with_tags(name) if "Ability" in b["tags"]]
    for board in boards:
        table = dd_table(board["deal"])
        ability = dict(part.split(":") for part in board["tags"]["Ability"].split())
        assert {seat: "".join(f"{table[seat][s]:X}" for s in "NSHDC") for seat in "NESW"} == ability
        level, strain, doubled, declarer, score = re.fullmatch(r"(\d)([CDHSN])(D|R)?([NESW])(-?\d+)",
                                                               board["tags"]["Minimax"]).groups()
        contract = level + strain + {"D": "X", "R": "XX", None: ""}[doubled]
        ours = par(board["deal"])
        assert ours["score_ns"] == int(score), (name, board["line"])
        assert any((c["contract"], c["declarer"]) == (contract, declarer) for c in ours["contracts"]), board["line"]
    assert boards


def test_real_corpus_size_and_what_it_holds():
    """The corpus is what the Done criteria ask: thousands of real games from
    BBO, club scoring programs and tournaments, with BBO's claim padding,
    ISO-8859-1 bytes, notes and scores."""
    needs_corpus()
    boards = {name: loads(data_path(name).read_bytes()) for name in REAL}
    games = sum(len(b) for b in boards.values())
    padded = [name for name in REAL if b"\n- - - -" in data_path(name).read_bytes().replace(b"\r\n", b"\n")]
    not_utf8 = []
    for name in REAL:
        try:
            data_path(name).read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            not_utf8.append(name)
    assert games > 4500 and len(padded) >= 4 and not_utf8
    claims = sum(a["action"].startswith("claim") for b in boards.values() for g in b for a in g["actions"])
    assert claims > 500


# --- the PBN standard's own test files (PBN 2.1 verifier) ---------------------------
@pytest.mark.parametrize("name, games", or_skip([("standard_correct_10.pbn", 31), ("standard_correct_20.pbn", 46),
                                                 ("standard_correct_21.pbn", 2)], 2))
def test_standard_correct_files_read_completely(name, games):
    """PBN 2.1's test files of correct PBN (1.0, 2.0, 2.1 features): every game
    is read (tags in any spacing, over several lines, "#" and "##" copies,
    comments, ISO-8859-1 characters)."""
    assert len(parse_games(data_path(name).read_bytes())) == games


# Games of the standard's correct files that talong refuses, and why: they are
# correct PBN but not a record talong can replay (docs/bridge-pbn.md, "Refused").
OUTSIDE_TALONG = [
    ("standard_correct_10.pbn", 2, 67, "hand W '-' must have four suits", "a partial deal (a problem)"),
    ("standard_correct_10.pbn", 3, 113, "the auction starts with W but the dealer is N", "irregularities ^S ^I"),
    ("standard_correct_10.pbn", 4, 130, "game 4 has no Deal tag", "no deal"),
    ("standard_correct_10.pbn", 18, 259, "game 18 has no Deal tag", "auction only"),
    ("standard_correct_10.pbn", 25, 316, "hand W '-' must have four suits", "a partial deal"),
    ("standard_correct_10.pbn", 26, 369, "game 26 has no Deal tag", "auction only"),
    ("standard_correct_20.pbn", 26, 336, "a Play section needs the complete Auction", "play without auction"),
    ("standard_correct_20.pbn", 27, 345, "a Play section needs the complete Auction", "play without auction"),
    ("standard_correct_20.pbn", 28, 357, "a Play section needs the complete Auction", "play without auction"),
    ("standard_correct_20.pbn", 31, 386, "hand N has 12 cards", "an end position"),
    ("standard_correct_20.pbn", 32, 403, "hand W '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 33, 420, "hand W '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 34, 443, "hand W '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 35, 461, "hand W '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 36, 480, "hand W '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 37, 509, "hand N '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 38, 524, "hand S '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 39, 541, "hand S '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 40, 560, "hand N '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 41, 575, "hand N '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 42, 593, "hand S '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 43, 610, "hand S '-' must have four suits", "a bidding or play problem (partial deal)"),
    ("standard_correct_20.pbn", 44, 624, "hand N '-' must have four suits", "a bidding or play problem (partial deal)"),
]


@pytest.mark.parametrize("name, index, line, message, why", or_skip(OUTSIDE_TALONG, 5))
def test_standard_games_outside_talong_are_refused_naming_the_line(name, index, line, message, why):
    """Law 6B (the full deal), Laws 17-19 (the auction from the dealer), Law
    41A (the play after the auction): a game that does not give them is
    refused with its line; the games before it are read."""
    games = parse_games(data_path(name).read_bytes())
    previous = None
    for number, game in enumerate(games[:index - 1], 1):
        try:
            previous = board_from_game(game, number, previous)
        except PBNError:
            previous = None
    with pytest.raises(PBNError) as info:
        board_from_game(games[index - 1], index, previous)
    assert info.value.line == line and message in str(info.value) and str(info.value).startswith(f"PBN line {line}:")


@pytest.mark.parametrize("name, line, message", or_skip([
    ("standard_errors_10.pbn", 11, "malformed tag pair '[Event]'"),
    ("standard_errors_20.pbn", 97, "malformed tag pair '[ActionTable \"Rank;Call\\\\\"]'"),
    ("standard_errors_21.pbn", 7, "game 1 has no Deal tag"),
], 3))
def test_standard_error_files_are_refused_naming_the_line(name, line, message):
    """PBN 2.1's test files of wrong PBN: refused, the error names the first wrong line."""
    with pytest.raises(PBNError) as info:
        loads(data_path(name).read_bytes())
    assert info.value.line == line and message in str(info.value)


@pytest.mark.parametrize("name", or_skip(["standard_correct_10.pbn", "standard_correct_20.pbn",
                                          "standard_correct_21.pbn"]))
def test_standard_games_talong_reads_round_trip_with_their_comments(name):
    """The games of the standard's correct files that talong reads (all but
    OUTSIDE_TALONG's) come back from export as read: their many comments
    (before tags, after them, in sections, over several lines) at their place,
    copies resolved, Results without a Contract."""
    games = parse_games(data_path(name).read_bytes())
    boards, previous = [], None
    for number, game in enumerate(games, 1):
        try:
            previous = board_from_game(game, number, previous)
        except PBNError:
            continue
        boards.append(previous)
    refused = [row for row in OUTSIDE_TALONG if row[0] == name]
    assert len(boards) == len(games) - len(refused)

    def without_line(items):
        return [{k: v for k, v in b.items() if k != "line"} for b in items]

    assert without_line(loads(dumps(boards))) == without_line(boards)
    if name != "standard_correct_21.pbn":
        assert sum(len(b.get("comments", [])) for b in boards) >= 6
