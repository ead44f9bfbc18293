"""International Match Points: Law 78B (the IMP scale of the Laws of
Duplicate Bridge 2017, "LAG 78 METODER FÖR POÄNGRÄKNING"; the scale is the
WBF one, adopted by SPEC.md "Contract bridge: decisions"), and the two
pairs-event forms built on it:

- Butler: each table's NS score is IMPed against a datum, the mean of the
  board's scores, optionally leaving out the top and the bottom score; the
  datum is rounded to the nearest 10 (halves upwards) so that differences
  stay on the scale's steps.
- Cross-IMPs: each table's score is IMPed against every other table's; the
  sum is divided by the number of comparisons (option) so that boards with
  fewer results weigh the same.

Scores here are always from North-South's side; East-West get the negation.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from talong.core.engine import RecordError

# Law 78B: (lowest point difference, IMPs). 0-10 -> 0, 20-40 -> 1, ..., 4000+ -> 24.
IMP_SCALE: tuple[tuple[int, int], ...] = (
    (20, 1), (50, 2), (90, 3), (130, 4), (170, 5), (220, 6), (270, 7), (320, 8),
    (370, 9), (430, 10), (500, 11), (600, 12), (750, 13), (900, 14), (1100, 15),
    (1300, 16), (1500, 17), (1750, 18), (2000, 19), (2250, 20), (2500, 21),
    (3000, 22), (3500, 23), (4000, 24),
)


def imps(difference: int | float | Fraction) -> int:
    """Law 78B: the IMPs for a point difference (negative for a loss). A
    difference between two steps of the scale (only possible against a
    datum that is not a multiple of 10) counts at the lower step."""
    if isinstance(difference, bool) or not isinstance(difference, (int, float, Fraction)):
        raise RecordError(f"a point difference is a number, not {difference!r}", "Law 78B")
    size = -difference if difference < 0 else difference
    value: int = 0
    for lowest, points in IMP_SCALE:
        if size < lowest:
            break
        value = points
    return value if difference >= 0 else -value


def round_to_ten(value: Fraction) -> int:
    """Nearest multiple of 10, halves upwards (-15 -> -10, 15 -> 20)."""
    return int((Fraction(value) / 10 + Fraction(1, 2)).__floor__()) * 10


def datum(scores_ns: Sequence[int], exclude_extremes: bool = False) -> int:
    """Butler datum: the mean NS score, rounded to 10. With `exclude_extremes`
    one top and one bottom score are left out (when at least 3 scores remain
    before dropping, so that something is left)."""
    if not scores_ns:
        raise RecordError("a datum needs at least one score on the board", "Law 78B")
    ordered = sorted(scores_ns)
    if exclude_extremes and len(ordered) >= 3:
        ordered = ordered[1:-1]
    return round_to_ten(Fraction(sum(ordered), len(ordered)))


def butler(scores_ns: Sequence[int], exclude_extremes: bool = False) -> tuple[int, list[int]]:
    """(datum, NS IMPs per table) for one board, Butler scoring."""
    base = datum(scores_ns, exclude_extremes)
    return base, [imps(s - base) for s in scores_ns]


def cross_imps(scores_ns: Sequence[int], average: bool = True) -> list[Fraction]:
    """NS cross-IMPs per table: IMPs against every other table's NS score,
    summed, divided by the number of comparisons when `average`."""
    n = len(scores_ns)
    out = []
    for i, mine in enumerate(scores_ns):
        total = sum(imps(mine - other) for j, other in enumerate(scores_ns) if j != i)
        out.append(Fraction(total, n - 1) if average and n > 1 else Fraction(total))
    return out
