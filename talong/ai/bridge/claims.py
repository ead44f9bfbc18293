"""The AI's answer to a claim (Laws 68-70): accept it only when a double-dummy
check says the claimer's side can take the tricks claimed.

The answering seat knows the whole layout once the claim is made, from its
own view only: its own hand, dummy's (spread since the opening lead), the
claimer's hand (shown with the claim, our substitute for the statement of
Law 68C), the cards already played, and so the fourth hand: the cards that
remain. The position (the trick in progress included) is solved with Bo
Haglund's DDS through endplay. The claimer's side can take `dd` of the
remaining tricks against best defence; a claim of N is right when N <= dd,
since then the answering side gets no fewer tricks by agreeing (Law 69A)
than by playing on. Otherwise it disputes, and the deal is played out (our
substitute for the director, Law 70).
"""
from __future__ import annotations

from typing import Any

from .ddplay import _SOLVER
from .hand import RANKS, SEATS, SUITS

_ALL = [s + r for s in SUITS for r in RANKS]
_PBN_SUITS = "SHDC"
_RANKS_HIGH_FIRST = "AKQJT98765432"


def layout(view: dict[str, Any]) -> tuple[list[list[str]], int, list[tuple[int, str]]]:
    """(cards each seat still holds, the leader of the trick in progress, its
    cards as (seat, card)) as the answering seat knows them from its view."""
    claim = view["claim"]
    if "hand" not in claim or view.get("dummy_hand") is None:
        raise ValueError("the view does not show the claimer's hand and dummy: not an opponent's view of a claim")
    seat = view["seat"] if isinstance(view["seat"], int) else SEATS.index(view["seat"])
    known = {seat: list(view["hand"]), SEATS.index(view["dummy"]): list(view["dummy_hand"]),
             SEATS.index(claim["seat"]): list(claim["hand"])}
    trick = [(SEATS.index(t["seat"]), t["card"]) for t in view["trick"]]
    played = {c for t in view["tricks"] for c in t["cards"]} | {c for _, c in trick}
    held = {c for cards in known.values() for c in cards}
    (fourth,) = set(range(4)) - set(known)
    known[fourth] = [c for c in _ALL if c not in played and c not in held]
    return [known[s] for s in range(4)], SEATS.index(view["leader"]), trick


def claimer_can_take(view: dict[str, Any]) -> int:
    """The tricks of the remaining ones (the one in progress included) the
    claimer's side takes double dummy against best defence."""
    from endplay.dds import solve_board
    from endplay.types import Card, Deal, Denom, Player

    hands, leader, trick = layout(view)
    for s, card in trick:                  # the trick in progress is replayed onto the solver's deal
        hands[s] = hands[s] + [card]
    pbn = "N:" + " ".join(".".join("".join(r for r in _RANKS_HIGH_FIRST if suit + r in cards)
                                   for suit in _PBN_SUITS) for cards in hands)
    strain = view["contract"][1]
    trump = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "N": Denom.nt}[strain]
    deal = Deal(pbn, first=[Player.north, Player.east, Player.south, Player.west][leader], trump=trump)
    for _, card in trick:
        deal.play(Card(card))
    with _SOLVER:
        best = max(tricks for _, tricks in solve_board(deal))
    on_play = (leader + len(trick)) % 4
    remaining = 13 - len(view["tricks"])
    claimer = SEATS.index(view["claim"]["seat"])
    return best if on_play % 2 == claimer % 2 else remaining - best


def answer_claim(view: dict[str, Any]) -> str:
    """"accept" when the claim is right double dummy, else "dispute"."""
    return "accept" if view["claim"]["tricks"] <= claimer_can_take(view) else "dispute"
