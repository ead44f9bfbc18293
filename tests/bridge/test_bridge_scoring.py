"""Law 77 score table (Laws of Duplicate Bridge 2017, "LAG 77 POÄNGTABELL
FÖR TÄVLINGSBRIDGE"; the table itself is the WBF one, adopted by SPEC.md
"Contract bridge: decisions").

The exhaustive test compares talong.games.bridge.scoring.score against a
second implementation written here from the table in another shape: the
score is built trick by trick, each trick taken or lost adding its own
increment read from literal per-trick tables.
"""
from __future__ import annotations

import pytest

from talong.core.engine import RecordError
from talong.games.bridge.scoring import Contract, contract_score, parse_contract, score, score_lines

# --- the independent formulation -------------------------------------------------
# Law 77 "Trick score": points for each odd trick, by strain, index = trick number 1..7.
ODD_TRICK = {
    "C": [20] * 7, "D": [20] * 7, "H": [30] * 7, "S": [30] * 7,
    "N": [40, 30, 30, 30, 30, 30, 30],
}
# Law 77 "Overtricks": per overtrick, keyed (doubled, vulnerable); None = trick value.
OVERTRICK = {(0, False): None, (0, True): None, (1, False): 100, (1, True): 200,
             (2, False): 200, (2, True): 400}
# Law 77 "Undertricks": the value of the 1st, 2nd, ... 13th undertrick, written out.
UNDERTRICK = {
    (0, False): [50] * 13,
    (0, True): [100] * 13,
    (1, False): [100, 200, 200] + [300] * 10,
    (1, True): [200] + [300] * 12,
    (2, False): [200, 400, 400] + [600] * 10,
    (2, True): [400] + [600] * 12,
}
GAME = {False: 300, True: 500}
PART_SCORE = 50
SLAM = {6: {False: 500, True: 750}, 7: {False: 1000, True: 1500}}
INSULT = {0: 0, 1: 50, 2: 100}


def reference_score(level: int, strain: str, doubled: int, vul: bool, tricks: int) -> int:
    needed = level + 6
    if tricks < needed:
        return -sum(UNDERTRICK[doubled, vul][:needed - tricks])
    total = 0
    contract_points = 0
    for odd in range(1, level + 1):
        value = ODD_TRICK[strain][odd - 1] * 2 ** doubled
        contract_points += value
    total += contract_points
    for _ in range(tricks - needed):
        per = OVERTRICK[doubled, vul]
        total += per if per is not None else ODD_TRICK[strain][1]
    total += GAME[vul] if contract_points >= 100 else PART_SCORE
    total += SLAM.get(level, {}).get(vul, 0)
    total += INSULT[doubled]
    return total


@pytest.mark.parametrize("level", range(1, 8))
@pytest.mark.parametrize("doubled", (0, 1, 2))
@pytest.mark.parametrize("vul", (False, True))
def test_law77_table_exhaustive(level, doubled, vul):
    """Law 77: every strain, every result from down level+6 (no trick) to
    made with every possible overtrick, equals the per-trick formulation."""
    wrong = []
    for strain in "CDHSN":
        for tricks in range(0, 14):
            expected = reference_score(level, strain, doubled, vul, tricks)
            got = score(level, strain, doubled, vul, tricks)
            if got != expected:
                wrong.append((f"{level}{strain}{'X' * doubled}", vul, tricks, got, expected))
    assert not wrong, wrong


# Well-known scores, from the Law 77 table worked by hand.
LITERAL = [
    ("4S", False, 10, 420), ("4S", True, 10, 620), ("4S", False, 11, 450),
    ("3NT", False, 9, 400), ("3NT", True, 10, 630), ("1NT", False, 7, 90),
    ("2H", False, 8, 110), ("2S", True, 9, 140), ("3C", False, 9, 110), ("5D", True, 11, 600),
    ("1NTX", False, 6, -100), ("1NTX", False, 7, 180), ("1NTX", True, 8, 380), ("1NTX", True, 7, 180),
    ("2CX", False, 8, 180), ("2CXX", False, 8, 560), ("1CXX", False, 7, 230),
    ("3NTX", False, 5, -800), ("4HX", True, 8, -500), ("4HX", True, 11, 990),
    ("4SX", False, 6, -800), ("4SX", False, 3, -1700),
    ("6SX", True, 8, -1100), ("6NT", False, 12, 990), ("6NT", True, 12, 1440),
    ("7NT", True, 13, 2220), ("7NTXX", True, 13, 2980), ("7C", False, 13, 1440),
    ("2HXX", True, 6, -1000), ("7NTXX", True, 0, -7600), ("7NTXX", False, 0, -7000),
    ("4H", False, 9, -50), ("4H", True, 7, -300), ("5CX", False, 10, -100),
    ("3DX", True, 11, 1070), ("1SXX", True, 7, 720),
]


@pytest.mark.parametrize("contract,vul,tricks,expected", LITERAL)
def test_law77_literal_scores(contract, vul, tricks, expected):
    """Law 77: literal scores every club player knows (4S= NV 420, 3NT+1 V 630,
    1NTX-1 NV -100, 7NTXX= V 2980, 2CX= NV 180, 6SX-4 V -1100...)."""
    assert contract_score(contract, vul, tricks) == expected


def test_law77_score_lines_sum_to_score_and_name_items():
    """Law 77: the settlement items (trick score, overtricks, game, slam, insult) add up."""
    lines = score_lines(6, "S", 1, True, 13)
    assert dict(lines) == {"trick score": 360, "overtricks": 200, "game": 500, "small slam": 750,
                           "insult": 50}
    assert sum(p for _, p in lines) == score(6, "S", 1, True, 13) == 1860
    assert score_lines(3, "N", 0, False, 7) == [("undertricks", -100)]


def test_law77_game_threshold_is_100_trick_points():
    """Law 77 / definitions "Utgång" (100+ trick points) and "Delkontrakt":
    2CX (80) is a part score, 2HX (120) a game, 5C (100) a game, 4D (80) not."""
    assert dict(score_lines(2, "C", 1, False, 8)).get("part score") == 50
    assert dict(score_lines(2, "H", 1, False, 8)).get("game") == 300
    assert dict(score_lines(5, "C", 0, True, 11)).get("game") == 500
    assert dict(score_lines(4, "D", 0, True, 10)).get("part score") == 50


@pytest.mark.parametrize("text,expected", [
    ("4HX", Contract(4, "H", 1)), ("3NT", Contract(3, "N", 0)), ("3N", Contract(3, "N", 0)),
    ("7ntxx", Contract(7, "N", 2)), ("2SA", Contract(2, "N", 0)), ("1C", Contract(1, "C", 0)),
    ("6S**", Contract(6, "S", 2)), ("Pass", None), ("AP", None),
])
def test_parse_contract(text, expected):
    """Law 18A: a contract bid is a level 1-7 and a strain; Law 19: doubled/redoubled."""
    assert parse_contract(text) == expected


@pytest.mark.parametrize("text", ["8S", "0N", "4Z", "4HXXX", "", "four spades"])
def test_parse_contract_refuses_malformed(text):
    """Law 18A: a contract names one to seven odd tricks and a strain."""
    with pytest.raises(RecordError, match="Law 18A"):
        parse_contract(text)


@pytest.mark.parametrize("args,rule", [
    ((8, "S", 0, False, 10), "Law 18A"), ((4, "X", 0, False, 10), "Law 18A"),
    ((4, "S", 3, False, 10), "Law 19"), ((4, "S", 0, False, 14), "Law 79"),
    ((4, "S", 0, False, -1), "Law 79"), ((True, "S", 0, False, 10), "Law 18A"),
])
def test_score_refuses_bad_input(args, rule):
    """Bad input names the rule: Law 18A (level, strain), Law 19 (doubling), Law 79 (tricks 0-13)."""
    with pytest.raises(RecordError, match=rule):
        score(*args)


def test_passed_out_board_scores_zero():
    """Law 22B: a board passed out by all four scores 0."""
    assert contract_score("Pass", True, 0) == 0
    assert contract_score(None, False, 0) == 0


# Law 77 "Undertricks" as the WBF table prints it: the total for down 1, 2, 3,
# 4 ... written out (each later trick adds 300 doubled, 600 redoubled), a
# second formulation besides the per-trick one above.
PRINTED_DOWN = {
    (0, False): [50 * n for n in range(1, 14)],
    (0, True): [100 * n for n in range(1, 14)],
    (1, False): [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    (1, True): [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
    (2, False): [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    (2, True): [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
}


@pytest.mark.parametrize("doubled,vul", sorted(PRINTED_DOWN))
def test_law77_undertricks_down_1_to_13_as_printed(doubled, vul):
    """Law 77: down 1..13 in every contract that can go that many down, in
    every strain, equals the printed cumulative table."""
    for level in range(1, 8):
        for strain in "CDHSN":
            for down in range(1, level + 7):
                assert score(level, strain, doubled, vul, level + 6 - down) == -PRINTED_DOWN[doubled, vul][down - 1]
