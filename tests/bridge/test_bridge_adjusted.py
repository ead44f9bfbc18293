"""Artificial adjusted scores: Law 12C2 (rules/bridge-lagar-for-tavlingsbridge-2017.txt,
"LAG 12 TÄVLINGSLEDARENS BEFOGENHETER", C2)."""
from __future__ import annotations

from fractions import Fraction

import pytest

from talong.core.engine import RecordError
from talong.games.bridge.adjusted import imp_value, mp_percent, parse_pair


def test_law12c2a_percentages():
    """Law 12C2(a): "knappt medel (högst 40 %) ... medel (50 %) ... drygt medel (minst 60 %)"."""
    assert (mp_percent("A-"), mp_percent("A"), mp_percent("A+")) == (40, 50, 60)


def test_law12c2b_imps():
    """Law 12C2(b): "drygt medel eller knappt medel i IMP-beräkning ... plus eller minus tre IMP"."""
    assert (imp_value("A-"), imp_value("A"), imp_value("A+")) == (-3, 0, 3)


def test_law12c2c_session_score_beyond_60_or_40():
    """Law 12C2(c): a non-offender above 60 % (offender below 40 %) on the session
    gets the session percentage instead; otherwise 60 / 40 stand."""
    assert mp_percent("A+", Fraction(65)) == 65
    assert mp_percent("A+", Fraction(55)) == 60
    assert mp_percent("A-", Fraction(35)) == 35
    assert mp_percent("A-", Fraction(45)) == 40
    assert mp_percent("A", Fraction(70)) == 50   # only A+ and A- are adjusted
    assert imp_value("A+", Fraction(9, 2)) == Fraction(9, 2)
    assert imp_value("A+", 1) == 3
    assert imp_value("A-", -5) == -5


def test_parse_pair_ns_then_ew():
    """Law 12C2(a): each side gets the award that fits its share of the fault."""
    assert parse_pair("A+/A-") == ("A+", "A-")
    assert parse_pair("A") == ("A", "A")
    assert parse_pair(" a- / a ") == ("A-", "A")


@pytest.mark.parametrize("text", ["B+/A", "A+/A-/A", "", "70%"])
def test_malformed_award_names_law(text):
    """Law 12C2: only average plus, average and average minus are artificial scores."""
    with pytest.raises(RecordError, match="Law 12C2"):
        parse_pair(text)
