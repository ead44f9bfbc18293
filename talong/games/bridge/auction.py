"""The auction (Laws 17-19 and 22 of the Laws of Duplicate Bridge 2017).

Calls are the strings "pass", "double", "redouble" and the contract bids
"1C".."7N" (level 1-7, strain C, D, H, S or N for notrump).

- Law 17B/C: the dealer makes the first call, then the players call in turn
  clockwise.
- Law 18A: a bid names one to seven odd tricks and a strain. Law 18B/E: a bid
  supersedes the previous one if it names more tricks, or the same number in
  a higher strain (notrump, spades, hearts, diamonds, clubs from the top).
  Law 18C/D: only a sufficient bid is legal here; an insufficient bid is refused.
- Law 19A1: a player may double only the last preceding bid, made by an
  opponent, with no call other than pass in between. Law 19B1: redouble only
  the last double, made by an opponent, with no call other than pass in
  between. Law 19C: a later legal bid cancels doubles and redoubles.
- Law 22A: the auction ends when all four players pass (the board is passed
  out, Law 22B) or when a bid is followed by three passes in rotation. The
  contract is the last bid, doubled or redoubled as the auction left it
  (definition "Kontrakt"); the declarer is the player of the declaring side
  who first named the strain of the contract (definition "Spelförare").
"""
from __future__ import annotations

from typing import Any

from talong.core.engine import IllegalAction
from talong.i18n import Message, msg, render

STRAINS = "CDHSN"
BIDS = tuple(f"{level}{strain}" for level in range(1, 8) for strain in STRAINS)
BID_RANK = {bid: rank for rank, bid in enumerate(BIDS)}
PASS, DOUBLE, REDOUBLE = "pass", "double", "redouble"
CALLS = (PASS, DOUBLE, REDOUBLE, *BIDS)

# A bid as a refusal shows it, the same in every language: "4♥", "1 NT".
STRAIN_SIGNS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "N": " NT"}
# A contract as the table shows it (talong/web/js/bridge.js, contractEl): "4♠X", "3NT".
CONTRACT_SIGNS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "N": "NT"}


def bid_level(bid: str) -> int:
    return BID_RANK[bid] // 5 + 1


class Auction:
    """An auction as a value: `then(call)` returns the longer auction.

    Kept incrementally so that `legal` is cheap: the last bid (its rank and
    seat), how far it is doubled (0, 1, 2), and for each side and strain the
    first player who named it (for the declarer)."""

    __slots__ = ("dealer", "calls", "last_rank", "bid_seat", "doubled", "first_namer")

    def __init__(self, dealer: int) -> None:
        self.dealer = dealer
        self.calls: tuple[str, ...] = ()
        self.last_rank = -1
        self.bid_seat = -1
        self.doubled = 0
        self.first_namer: tuple[int, ...] = (-1,) * 10  # side * 5 + strain index -> seat

    # --- whose turn, is it over ------------------------------------------
    def turn(self) -> int:
        """Law 17B/C: dealer first, then clockwise."""
        return (self.dealer + len(self.calls)) % 4

    def is_over(self) -> bool:
        """Law 22A: four passes, or a bid followed by three passes in rotation."""
        calls = self.calls
        return len(calls) >= 4 and calls[-1] == calls[-2] == calls[-3] == PASS

    def passed_out(self) -> bool:
        """Law 22B: no player made a bid."""
        return self.is_over() and self.last_rank < 0

    # --- legality -----------------------------------------------------------
    def legal(self) -> list[str]:
        """Legal calls of the player in turn: pass, double/redouble, bids upwards."""
        if self.is_over():
            return []
        calls = [PASS]
        own_side = self.turn() % 2
        if self.last_rank >= 0:
            if self.doubled == 0 and self.bid_seat % 2 != own_side:
                calls.append(DOUBLE)
            elif self.doubled == 1 and self.bid_seat % 2 == own_side:
                calls.append(REDOUBLE)
        calls.extend(BIDS[self.last_rank + 1:])
        return calls

    def check(self, call: str) -> None:
        """Raise IllegalAction naming the Law when `call` is not legal now."""
        if self.is_over():
            raise IllegalAction(msg("bridge.refusal.auction_over"), "Law 22A")
        if call == PASS:
            return
        own_side = self.turn() % 2
        if call == DOUBLE:
            if self.last_rank < 0:
                raise IllegalAction(msg("bridge.refusal.no_bid_to_double"), "Law 19A1")
            if self.bid_seat % 2 == own_side:
                raise IllegalAction(msg("bridge.refusal.double_own_side"), "Law 19A1")
            if self.doubled:
                bid = bid_text(BIDS[self.last_rank])
                raise IllegalAction(msg("bridge.refusal.bid_already_doubled", bid=bid) if self.doubled == 1
                                    else msg("bridge.refusal.bid_already_redoubled", bid=bid), "Law 19A1")
            return
        if call == REDOUBLE:
            if self.doubled == 0:
                raise IllegalAction(msg("bridge.refusal.no_double_to_redouble"), "Law 19B1")
            if self.doubled == 2:
                raise IllegalAction(msg("bridge.refusal.contract_redoubled"), "Law 19B1")
            if self.bid_seat % 2 != own_side:
                raise IllegalAction(msg("bridge.refusal.redouble_own_side"), "Law 19B1")
            return
        rank = BID_RANK.get(call)
        if rank is None:
            raise IllegalAction(msg("bridge.refusal.not_a_call", call=repr(call)), "Law 18A")
        if rank <= self.last_rank:
            raise IllegalAction(msg("bridge.refusal.insufficient_bid", bid=bid_text(call),
                                    last=bid_text(BIDS[self.last_rank])), "Law 18D")

    def then(self, call: str) -> "Auction":
        """The auction after `call` by the player in turn (checked first)."""
        self.check(call)
        seat = self.turn()
        new = Auction.__new__(Auction)
        new.dealer = self.dealer
        new.calls = self.calls + (call,)
        new.last_rank, new.bid_seat, new.doubled = self.last_rank, self.bid_seat, self.doubled
        new.first_namer = self.first_namer
        if call == DOUBLE:
            new.doubled = 1
        elif call == REDOUBLE:
            new.doubled = 2
        elif call != PASS:
            new.last_rank, new.bid_seat, new.doubled = BID_RANK[call], seat, 0  # Law 19C
            key = (seat % 2) * 5 + STRAINS.index(call[1])
            if self.first_namer[key] < 0:
                namers = list(self.first_namer)
                namers[key] = seat
                new.first_namer = tuple(namers)
        return new

    # --- the outcome ----------------------------------------------------------
    def contract(self) -> tuple[int, str, int] | None:
        """(level, strain, doubled 0/1/2) of the last bid, or None if there is none."""
        if self.last_rank < 0:
            return None
        bid = BIDS[self.last_rank]
        return bid_level(bid), bid[1], self.doubled

    def declarer(self) -> int | None:
        """The first player of the side that made the last bid to name its strain."""
        if self.last_rank < 0:
            return None
        strain = BIDS[self.last_rank][1]
        return self.first_namer[(self.bid_seat % 2) * 5 + STRAINS.index(strain)]


def contract_text(level: int, strain: str, doubled: int) -> str:
    """"4H", "3NX", "6SXX"."""
    return f"{level}{strain}{'X' * doubled}"


def contract_symbols(contract: str | None) -> str:
    """"4SX" -> "4♠X", "3N" -> "3NT", "Passed" stays: the one way a contract
    is written in the texts (settlement lines, results, the party's lines)."""
    if not contract or contract == "Passed" or contract[0] not in "1234567":
        return contract or ""
    return contract[0] + CONTRACT_SIGNS.get(contract[1], contract[1]) + contract[2:]


def bid_text(bid: str) -> str:
    """"4♥", "1 NT": a bid as the table shows it, with the suit's symbol."""
    return bid[0] + STRAIN_SIGNS[bid[1]]


def call_message(call: str) -> Message:
    """A call as a message: "1 sang" / "1 notrump", "dubbelt" / "double"."""
    if call in BID_RANK:
        return msg("bridge.call.bid", level=call[0], strain=msg(f"bridge.strain.{call[1]}"))
    if call in (PASS, DOUBLE, REDOUBLE):
        return msg(f"bridge.call.{call}")
    return msg("bridge.call.other", call=call)   # not a call: echoed as it is


def describe_call(call: str, lang: str = "en") -> str:
    """Human text of a call in `lang`."""
    return render(call_message(call), lang)


def explanation_text(note: Any, lang: str = "en") -> str:
    """The text of a call's explanation: the system's {"msg", "alert"} in
    `lang`, or the plain text a LIN or PBN file gave (kept as it is)."""
    if isinstance(note, dict):
        return render(note["msg"], lang) if "msg" in note else ""
    return "" if note is None else str(note)
