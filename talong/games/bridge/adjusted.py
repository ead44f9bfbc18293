"""Artificial adjusted scores: Law 12C2 (Laws of Duplicate Bridge 2017,
rules/bridge-lagar-for-tavlingsbridge-2017.txt, "LAG 12 ... C. Att utdela
ett korrigerat resultat", 2).

- 12C2(a): when no result can be obtained, the director awards average minus
  ("knappt medel", at most 40 % of the top in pairs) to a contestant directly
  at fault, average ("medel", 50 %) to one only partly at fault, and average
  plus ("drygt medel", at least 60 %) to one not at fault.
- 12C2(b): at IMPs average plus / minus is plus / minus 3 IMPs (average 0).
- 12C2(c): this does not apply to a non-offender whose session score is above
  60 % (or the IMP equivalent) or an offender whose session score is below
  40 %: they get their own session percentage (IMPs per board) instead.

Codes, as a club scoring program writes them: "A+" (60), "A" (50), "A-" (40);
a pair of codes "A+/A-" gives NS's then EW's award.
"""
from __future__ import annotations

from fractions import Fraction

from talong.core.engine import RecordError

RULE = "Law 12C2"
PERCENT = {"A+": 60, "A": 50, "A-": 40}
IMPS = {"A+": 3, "A": 0, "A-": -3}
NAMES = {"A+": ("drygt medel", "average plus"), "A": ("medel", "average"),
         "A-": ("knappt medel", "average minus")}


def check_code(code: str) -> str:
    text = code.strip().upper() if isinstance(code, str) else code
    if text == "A=":
        text = "A"
    if text not in PERCENT:
        raise RecordError(f"{code!r} is not an artificial adjusted score: use A+ (60 %), A (50 %) "
                          "or A- (40 %)", RULE)
    return text


def parse_pair(text: str) -> tuple[str, str]:
    """"A+/A-" -> ("A+", "A-"): NS's award, then EW's. "A" alone: both average."""
    if not isinstance(text, str) or not text.strip():
        raise RecordError(f"expected an adjusted score like \"A+/A-\", not {text!r}", RULE)
    parts = text.replace(" ", "").split("/")
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2:
        raise RecordError(f"expected NS/EW awards like \"A+/A-\", not {text!r}", RULE)
    return check_code(parts[0]), check_code(parts[1])


def mp_percent(code: str, session_percent: Fraction | float | None = None) -> Fraction:
    """12C2(a) percentage for `code`, with 12C2(c): a non-offender (A+) above
    60 % on the session, or an offender (A-) below 40 %, gets the session %."""
    code = check_code(code)
    return _or_session(code, Fraction(PERCENT[code]), session_percent)


def imp_value(code: str, session_imps_per_board: Fraction | float | None = None) -> Fraction:
    """12C2(b) IMPs for `code` (+3, 0, -3), with 12C2(c)'s IMP equivalent:
    the session's IMPs per board when better (A+) or worse (A-) than that."""
    code = check_code(code)
    return _or_session(code, Fraction(IMPS[code]), session_imps_per_board)


def _or_session(code: str, value: Fraction, session: Fraction | float | None) -> Fraction:
    """12C2(c): the session's own figure when it is better for a non-offender
    (A+) or worse for an offender (A-) than the artificial `value`."""
    if session is not None:
        session = Fraction(session)
        if (code == "A+" and session > value) or (code == "A-" and session < value):
            return session
    return value
