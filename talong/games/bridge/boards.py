"""Boards: dealer and vulnerability by board number (Law 2).

Law 2 (rules/bridge-lagar-for-tavlingsbridge-2017.txt, "LAG 2 BRICKORNA"):
North deals boards 1, 5, 9, 13; East 2, 6, 10, 14; South 3, 7, 11, 15;
West 4, 8, 12, 16. Neither side vulnerable on boards 1, 8, 11, 14; North-South
on 2, 5, 12, 15; East-West on 3, 6, 9, 16; both on 4, 7, 10, 13. "The same
sequence is repeated for boards 17-32 and for each subsequent group of 16."
(The board numbers were lost in the transcription of the Swedish text; they
are the WBF Law 2 table.)

Seats are numbered 0..3 = N, E, S, W, clockwise; N-S and E-W are the sides (Law 4).
"""
from __future__ import annotations

SEATS = "NESW"
SEAT_NAMES_SV = ("Nord", "Öst", "Syd", "Väst")
# The seats' names as message ids (talong/i18n catalogues), for settlement lines.
SEAT_MESSAGES = ("bridge.seat.north", "bridge.seat.east", "bridge.seat.south", "bridge.seat.west")
SEAT_NAMES_EN = ("North", "East", "South", "West")
VULNERABILITIES = ("None", "NS", "EW", "All")

# Law 2's vulnerability cycle for boards 1..16, by (board - 1) % 16. The
# pattern is a rotation by one every four boards, so it is written out
# rather than computed.
_VULNERABLE_CYCLE = (
    "None", "NS", "EW", "All",
    "NS", "EW", "All", "None",
    "EW", "All", "None", "NS",
    "All", "None", "NS", "EW",
)


def _check_board(board: int) -> int:
    if not isinstance(board, int) or isinstance(board, bool) or board < 1:
        raise ValueError(f"Law 2: boards are numbered from 1, not {board!r}")
    return board


def dealer_of(board: int) -> str:
    """The dealer ("N", "E", "S" or "W") of `board` by Law 2."""
    return SEATS[(_check_board(board) - 1) % 4]


def vulnerability_of(board: int) -> str:
    """The vulnerability ("None", "NS", "EW" or "All") of `board` by Law 2."""
    return _VULNERABLE_CYCLE[(_check_board(board) - 1) % 16]


def seat_index(name: str) -> int:
    """0..3 for "N", "E", "S", "W"."""
    index = SEATS.find(name) if isinstance(name, str) and len(name) == 1 else -1
    if index < 0:
        raise ValueError(f"Law 2: a seat is one of N, E, S, W, not {name!r}")
    return index


def side_vulnerable(vulnerable: str, seat: int) -> bool:
    """Whether the side of `seat` is vulnerable under `vulnerable`."""
    return vulnerable == "All" or vulnerable == ("NS", "EW")[seat % 2]
