"""Matchpoint scoring of a board: Law 78A ("Partävlingsberäkning" /
topscore, Laws of Duplicate Bridge 2017, "LAG 78 METODER FÖR POÄNGRÄKNING").

Each NS score is compared with every other NS score on the board: 2
matchpoints for each score it beats, 1 for each it ties (the WBF convention
of 1 per beat and 1/2 per tie, doubled to stay in integers). The top is
2 * (n - 1); East-West get top minus North-South's matchpoints.

Boards with fewer real results than the field (an artificial adjusted score
at a table, Law 12C2) are factored up to the full top by the Neuberg
formula, as Law 78D lets the organiser regulate:
    M' = (M + 1) * N / n - 1     (M on n results, N results expected).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from talong.core.engine import RecordError


def top(tables: int) -> int:
    """Law 78A: the top on a board played `tables` times (2 per table beaten)."""
    return 2 * (tables - 1)


def matchpoints(scores_ns: Sequence[int]) -> list[int]:
    """NS matchpoints per table: 2 per NS score beaten, 1 per tie."""
    if not scores_ns:
        raise RecordError("matchpoints need at least one score on the board", "Law 78A")
    return [sum(2 if mine > other else 1 if mine == other else 0
                for j, other in enumerate(scores_ns) if j != i)
            for i, mine in enumerate(scores_ns)]


def neuberg(points: Fraction | int, results: int, expected: int) -> Fraction:
    """Matchpoints `points` earned among `results` scores, factored to a field
    of `expected` scores (Neuberg, in 2-per-beat units)."""
    if results < 1 or expected < results:
        raise RecordError(f"cannot factor {results} results to {expected}", "Law 78A")
    return (Fraction(points) + 1) * expected / results - 1


def percentages(scores_ns: Sequence[int]) -> list[Fraction]:
    """NS percentages of the top per table (50 % each on a board played once)."""
    n = len(scores_ns)
    if n == 1:
        return [Fraction(50)]
    return [Fraction(100 * mp, top(n)) for mp in matchpoints(scores_ns)]
