"""The score of a contract: Law 77 (the WBF score table of the Laws of
Duplicate Bridge 2017; the Swedish rule text in
rules/bridge-lagar-for-tavlingsbridge-2017.txt names "LAG 77 POÄNGTABELL"
but does not carry the table, SPEC.md "Contract bridge: decisions" adopts it).

Law 77, in the order of the table:
- Trick score, per odd trick bid and made: clubs/diamonds 20, hearts/spades
  30, notrump 40 for the first and 30 for each later one; doubled x2,
  redoubled x4.
- Overtricks: undoubled at trick value; doubled 100 (not vulnerable) / 200
  (vulnerable); redoubled 200 / 400.
- Premiums for a made contract: game (trick score 100 or more) 300 / 500,
  part score 50; small slam 500 / 750, grand slam 1000 / 1500; for making a
  doubled contract 50, a redoubled one 100 (the "insult").
- Undertricks (to the defenders): undoubled 50 / 100 each; doubled not
  vulnerable 100 for the first, 200 for the 2nd and 3rd, 300 from the 4th;
  doubled vulnerable 200 for the first, 300 each after; redoubled twice the
  doubled values.

`score` is the declaring side's score (negative when the contract fails);
`score_lines` is the same score item by item for a settlement display.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from talong.core.engine import RecordError

STRAINS = "CDHSN"
LAW = "Law 77"


@dataclass(frozen=True)
class Contract:
    """A contract: level 1-7, strain C/D/H/S/N, doubled 0 (undoubled),
    1 (doubled) or 2 (redoubled)."""
    level: int
    strain: str
    doubled: int = 0

    def __str__(self) -> str:
        return f"{self.level}{self.strain}{'X' * self.doubled}"

    @property
    def tricks_needed(self) -> int:
        return self.level + 6


_CONTRACT = re.compile(r"^\s*([1-7])\s*(NT|SA|[CDHSN])\s*(XX|X|\*\*|\*|R)?\s*$", re.IGNORECASE)


def parse_contract(text: str) -> Contract | None:
    """"4HX" -> Contract(4, "H", 1). Accepts "3NT"/"3N"/"3SA" (sang) for
    notrump and "X"/"XX" (also "*"/"**", "R" for redouble) for doubles.
    "Pass"/"passed"/"AP" (a board passed out, Law 22B) gives None."""
    if not isinstance(text, str):
        raise RecordError(f"a contract is text like \"4HX\", not {text!r}", LAW)
    if text.strip().lower() in ("pass", "passed", "ap", "p", "-"):
        return None
    match = _CONTRACT.match(text)
    if not match:
        raise RecordError(f"{text!r} is not a contract: expected level 1-7, strain C/D/H/S/NT, "
                          "then X or XX if doubled", "Law 18A")
    level, strain, mark = match.groups()
    strain = strain.upper()
    strain = "N" if strain in ("NT", "SA") else strain
    doubled = {None: 0, "X": 1, "*": 1}.get(mark.upper() if mark else None, 2)
    return Contract(int(level), strain, doubled)


def _check(level: int, strain: str, doubled: int, tricks: int) -> None:
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 7:
        raise RecordError(f"contract level must be 1-7, not {level!r}", "Law 18A")
    if not isinstance(strain, str) or len(strain) != 1 or strain not in STRAINS:
        raise RecordError(f"strain must be one of C, D, H, S, N, not {strain!r}", "Law 18A")
    if isinstance(doubled, bool) or doubled not in (0, 1, 2):
        raise RecordError(f"doubled must be 0, 1 (doubled) or 2 (redoubled), not {doubled!r}", "Law 19")
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise RecordError(f"declarer's tricks must be 0-13, not {tricks!r}", "Law 79")


def trick_score(level: int, strain: str, doubled: int = 0) -> int:
    """Law 77 trick score of the odd tricks bid (what counts towards game)."""
    first, later = {"C": (20, 20), "D": (20, 20), "H": (30, 30), "S": (30, 30), "N": (40, 30)}[strain]
    return (first + later * (level - 1)) * (1, 2, 4)[doubled]


def _undertrick_values(doubled: int, vulnerable: bool) -> tuple[int, int, int]:
    """(first, second and third, fourth and later) undertrick values."""
    if doubled == 0:
        each = 100 if vulnerable else 50
        return each, each, each
    first, middle, later = (200, 300, 300) if vulnerable else (100, 200, 300)
    factor = 2 if doubled == 2 else 1
    return first * factor, middle * factor, later * factor


def score_lines(level: int, strain: str, doubled: int, declarer_vulnerable: bool,
                tricks: int) -> list[tuple[str, int]]:
    """The Law 77 items of the declaring side's score, in table order:
    ("trick score" | "overtricks" | "game" | "part score" | "small slam" |
    "grand slam" | "insult" | "undertricks", points). They sum to `score`."""
    _check(level, strain, doubled, tricks)
    vul = bool(declarer_vulnerable)
    needed = level + 6
    if tricks < needed:
        down = needed - tricks
        first, middle, later = _undertrick_values(doubled, vul)
        penalty = first + middle * min(down - 1, 2) + later * max(down - 3, 0)
        return [("undertricks", -penalty)]
    items = [("trick score", trick_score(level, strain, doubled))]
    over = tricks - needed
    if over:
        if doubled == 0:
            per = 20 if strain in "CD" else 30
        else:
            per = (200 if vul else 100) * doubled
        items.append(("overtricks", per * over))
    if items[0][1] >= 100:
        items.append(("game", 500 if vul else 300))
    else:
        items.append(("part score", 50))
    if level == 6:
        items.append(("small slam", 750 if vul else 500))
    elif level == 7:
        items.append(("grand slam", 1500 if vul else 1000))
    if doubled:
        items.append(("insult", 50 * doubled))
    return items


def score(level: int, strain: str, doubled: int, declarer_vulnerable: bool, tricks: int) -> int:
    """Law 77 score of the declaring side: positive when the contract is made,
    negative (the defenders' undertrick points) when it fails."""
    return sum(points for _, points in score_lines(level, strain, doubled, declarer_vulnerable, tricks))


def contract_score(contract: str | Contract | None, declarer_vulnerable: bool, tricks: int) -> int:
    """`score` for a contract string like "4HX" or "3NT"; a passed-out board scores 0."""
    if not isinstance(contract, Contract):
        contract = parse_contract(contract) if contract is not None else None
    if contract is None:
        return 0
    return score(contract.level, contract.strain, contract.doubled, declarer_vulnerable, tricks)


# Names of the items for settlement lines, Swedish and English.
ITEM_NAMES = {   # message ids (talong/i18n catalogues)
    "trick score": "bridge.score.trick_score",
    "overtricks": "bridge.score.overtricks",
    "game": "bridge.score.game",
    "part score": "bridge.score.part_score",
    "small slam": "bridge.score.small_slam",
    "grand slam": "bridge.score.grand_slam",
    "insult": "bridge.score.insult",
    "undertricks": "bridge.score.undertricks",
}
