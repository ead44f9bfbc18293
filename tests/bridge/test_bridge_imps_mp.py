"""Law 78 scoring methods (Laws of Duplicate Bridge 2017, "LAG 78 METODER FÖR
POÄNGRÄKNING OCH TÄVLINGSVILLKOR"; definitions "International Match Point
(IMP): a unit of score by the scale in Law 78B" and "Partävlingsberäkning:
scoring by Law 78A, also called topscore"). The Law 78B scale is the WBF one.
"""
from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from talong.core.engine import RecordError
from talong.games.bridge.imps import IMP_SCALE, butler, cross_imps, datum, imps, round_to_ten
from talong.games.bridge.matchpoints import matchpoints, neuberg, percentages, top

# Law 78B as printed: (from, to, IMPs); "4000 and more" -> 24.
LAW_78B = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
]


@pytest.mark.parametrize("low,high,value", LAW_78B)
def test_law78b_every_boundary(low, high, value):
    """Law 78B: both ends of every step of the IMP scale, won and lost."""
    assert imps(low) == value and imps(high) == value
    assert imps(-low) == -value and imps(-high) == -value
    assert imps(high + 10) == value + 1


def test_law78b_top_of_scale():
    """Law 78B: 4000 points or more -> 24 IMPs."""
    assert imps(4000) == 24 and imps(7600) == 24 and imps(-12000) == -24
    assert IMP_SCALE[-1] == (4000, 24)


def test_law78b_every_multiple_of_ten_matches_the_printed_table():
    """Law 78B: each difference 0..4500 in steps of 10 falls in exactly one printed range."""
    for diff in range(0, 4510, 10):
        expected = next((v for lo, hi, v in LAW_78B if lo <= diff <= hi), 24)
        assert imps(diff) == expected, diff


def test_law78b_refuses_non_numbers():
    """Law 78B: IMPs convert a point difference."""
    with pytest.raises(RecordError, match="Law 78B"):
        imps("420")


def test_law78a_matchpoints_two_per_beat_one_per_tie():
    """Law 78A: each score is compared with the others: 2 per score beaten, 1 per tie; top 2(n-1)."""
    scores = [420, 450, 420, -50, 170]
    assert matchpoints(scores) == [5, 8, 5, 0, 2]
    assert top(5) == 8
    assert percentages(scores) == [Fraction(500, 8), 100, Fraction(500, 8), 0, 25]


@settings(max_examples=60, derandomize=True, deadline=None)
@given(st.lists(st.sampled_from([-200, -100, -50, 0, 110, 140, 420, 450, 620]), min_size=2, max_size=9))
def test_law78a_matchpoints_are_shared_out(scores):
    """Law 78A: NS and EW share the top on each table; the board hands out n*(n-1) NS matchpoints."""
    n = len(scores)
    mps = matchpoints(scores)
    assert sum(mps) == n * (n - 1)
    assert all(0 <= m <= top(n) for m in mps)
    # a better score never gets fewer matchpoints
    for a, b in zip(scores, mps):
        for c, d in zip(scores, mps):
            if a > c:
                assert b > d


def test_law78a_board_played_once_is_average():
    """Law 78A: a score with nothing to compare against earns half the (zero) top: 50 %."""
    assert percentages([420]) == [50]


def test_neuberg_factoring_to_full_field():
    """Law 78A with Law 78D's factoring (Neuberg): 4 real results factored to 5."""
    # top of the 4: 6 -> (6+1)*5/4 - 1 = 7.75 out of a top of 8
    assert neuberg(6, 4, 5) == Fraction(31, 4)
    assert neuberg(0, 4, 5) == Fraction(1, 4)
    assert neuberg(3, 4, 4) == 3
    with pytest.raises(RecordError):
        neuberg(3, 5, 4)


def test_butler_datum_plain_and_without_extremes():
    """Law 78B with Butler scoring: datum = mean NS score (rounded to 10), with
    the option of leaving out the top and the bottom."""
    scores = [420, 420, 450, -100, 1430]
    assert datum(scores) == 520          # 2620/5 = 524 -> 520
    assert datum(scores, exclude_extremes=True) == 430  # (420+420+450)/3 = 430
    base, result = butler(scores, exclude_extremes=True)
    assert base == 430 and result == [0, 0, 1, -11, 14]


def test_round_to_ten_halves_upwards():
    """Butler datum rounding: nearest 10, halves upwards."""
    assert [round_to_ten(Fraction(x)) for x in (14, 15, -15, -16, 524)] == [10, 20, -10, -20, 520]


def test_cross_imps_every_pair_of_tables():
    """Law 78B cross-IMPs: each score IMPed against every other, averaged over the comparisons."""
    scores = [620, 170, -100]
    # 620: +450 -> 10, +720 -> 12; 170: -10, +270 -> 7; -100: -12, -7
    assert cross_imps(scores, average=False) == [22, -3, -19]
    assert cross_imps(scores) == [11, Fraction(-3, 2), Fraction(-19, 2)]
    # two tables: plain team IMPs
    assert cross_imps([420, -50]) == [10, -10]
