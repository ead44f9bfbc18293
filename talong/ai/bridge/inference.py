"""What the auction tells about a hidden hand: every call it made (passes
included), replayed through the AI's own bidding system.

The calls at the table are explained by this system (the game's "explain"
hook is `explain_call`), so a hand fits the auction when the system, given
that hand at each of the seat's turns, makes the call the seat made. A
pass is read too: it says the hand met none of the options listed before
it (no opening, no overcall, no raise). The check counts the calls a hand
does not reproduce; the card-play sampler (ddplay.py) keeps the layouts
with the fewest, so a player who strays from the system, or a human, only
weakens the inference and never makes a layout impossible.
"""
from __future__ import annotations

from typing import Any

from .hand import SEATS, Ctx, Hand
from .options import Option
from .placement import plan
from .system import situation


def system_call(ctx: Ctx, hand: Hand, options: list[Option] | None = None) -> str:
    """The call the system makes with `hand` in `ctx`: the first option of
    the situation whose test holds, else the later call `plan` places (pass
    if that is not legal). `options` may be given when already built
    (they depend on the auction only)."""
    if options is None:
        options = situation(ctx)
    if options is not None:
        for option in options:
            if option.test(hand):
                return option.call
    call = plan(ctx, hand)[0]
    return call if call in ctx.legal else "pass"


class AuctionReader:
    """Each seat's calls with their auction contexts, built once per view;
    `misfits(seat, cards)` counts the calls the system would not have made
    with those 13 cards."""

    def __init__(self, view: dict[str, Any], seats: list[int]) -> None:
        dealer = SEATS.index(view["dealer"])
        calls = [(SEATS.index(e["seat"]), e["call"]) for e in view.get("auction", [])]
        self.turns: dict[int, list[tuple[Ctx, str, list[Option] | None]]] = {s: [] for s in seats}
        for index, (seat, call) in enumerate(calls):
            if seat in self.turns:
                ctx = Ctx(calls[:index], seat, dealer)
                self.turns[seat].append((ctx, call, situation(ctx)))

    def misfits(self, seat: int, cards: list[str]) -> int:
        hand = Hand(cards)
        return sum(1 for ctx, call, options in self.turns.get(seat, ()) if system_call(ctx, hand, options) != call)

    def informative(self) -> bool:
        return any(self.turns.values())
