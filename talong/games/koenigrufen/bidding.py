"""The auction (p.12-13 "Budgivningen", p.20 "Budtabell"; SPEC.md
"Königrufen: decisions" on the bei rows and mein Spiel).

The auction is a tuple of (seat, action) entries; everything else (who has
passed, the highest bid, the bases for a bei) is derived from it, so it is a
value like the rest of the state.
"""
from __future__ import annotations

from dataclasses import dataclass

from talong.i18n import Message, msg

from .tables import BID_ORDER, CONTRACT_BY_KEY, CONTRACTS, MEIN_SPIEL, MEIN_SPIEL_RANK, NUM_SEATS, Contract

RULE_BID = "koenigrufen-stockholms-wirasallskap.txt p.12-13 Budgivningen"
RULE_BID_SPEC = "SPEC.md Königrufen: decisions (bei, mein Spiel)"


@dataclass(frozen=True)
class Auction:
    forehand: int
    entries: tuple[tuple[int, str], ...] = ()

    def passed(self) -> frozenset[int]:
        return frozenset(s for s, a in self.entries if a == "pass")

    def highest(self) -> tuple[int, str, int, int | None] | None:
        """(rank, key, seat, base seat) of the highest bid, None before any."""
        best = None
        for seat, action in self.entries:
            if action == "pass":
                continue
            key = action.split()[1]
            rank = MEIN_SPIEL_RANK if key == MEIN_SPIEL else CONTRACT_BY_KEY[key].rank
            base = None
            if key != MEIN_SPIEL and CONTRACT_BY_KEY[key].base:
                base = self.base_seat(CONTRACT_BY_KEY[key].base, seat, upto=self.entries.index((seat, action)))
            best = (rank, key, seat, base)
        return best

    def base_seat(self, base: str, bidder: int, upto: int | None = None) -> int | None:
        """The other player who bid `base` (Piccolo or Bettler, without bei) and
        has not passed since (SPEC: the base bidder must still be in the auction)."""
        entries = self.entries if upto is None else self.entries[:upto]
        found = None
        for seat, action in entries:
            if action == f"bid {base}" and seat != bidder:
                found = seat
        if found is None:
            return None
        if any(s == found and a == "pass" for s, a in entries):
            return None
        return found

    def to_move(self) -> int | None:
        """Clockwise from förhand, skipping players who passed; None when
        three have passed (or förhand's mein Spiel was passed out)."""
        passed = self.passed()
        if len(passed) >= NUM_SEATS - 1:
            return None
        if not self.entries:
            return self.forehand
        seat = self.entries[-1][0]
        for _ in range(NUM_SEATS):
            seat = (seat + 1) % NUM_SEATS
            if seat not in passed:
                return seat
        return None

    def legal(self, seat: int) -> list[str]:
        """The legal bids of `seat`, lowest first, with "pass" first when allowed."""
        high = self.highest()
        rank = high[0] if high else 0
        out = [] if not self.entries else ["pass"]   # "Förhand får inte passa"
        if not self.entries:
            out.append(f"bid {MEIN_SPIEL}")
        for c in BID_ORDER:
            if self.refusal(seat, c, rank) is None:
                out.append(f"bid {c.key}")
        return out

    def refusal(self, seat: int, c: Contract, rank: int) -> Message | None:
        """Why `seat` may not bid `c` over `rank` (a catalogue message), or None."""
        if c.key == "rufer" and self.entries:
            return msg("koenigrufen.refusal.rufer_after_opening")
        if c.rank <= rank:
            return msg("koenigrufen.refusal.bid_not_higher", game=c.name)
        if c.base and self.base_seat(c.base, seat) is None:
            return msg("koenigrufen.refusal.bei_needs_base", game=c.name, base=CONTRACT_BY_KEY[c.base].name)
        return None

    def why_not(self, seat: int, action: str) -> tuple[Message, str]:
        """The refusal of an action `seat` may not make now, and the rule it cites."""
        parts = action.split()
        if action == "pass":
            return msg("koenigrufen.refusal.forehand_may_not_pass"), RULE_BID
        if len(parts) != 2 or parts[0] != "bid":
            return msg("koenigrufen.refusal.not_a_bid", action=repr(action)), RULE_BID
        key = parts[1]
        if key == MEIN_SPIEL:
            return msg("koenigrufen.refusal.mein_spiel_forehand"), RULE_BID
        c = CONTRACT_BY_KEY.get(key)
        if c is None:
            return msg("koenigrufen.refusal.unknown_game", game=repr(key),
                       games=", ".join(x.key for x in BID_ORDER)), RULE_BID
        if c.forehand_only:
            return msg("koenigrufen.refusal.forehand_only", game=c.name), RULE_BID
        high = self.highest()
        return self.refusal(seat, c, high[0] if high else 0) or \
            msg("koenigrufen.refusal.bid_not_now", action=repr(action)), RULE_BID

    def add(self, seat: int, action: str) -> "Auction":
        return Auction(self.forehand, self.entries + ((seat, action),))


def choices_after_mein_spiel() -> list[str]:
    """p.12: förhand may play any game of the bid table (SPEC: not the bei
    rows), or Trischaken or Sechserdreier."""
    return [f"choose {c.key}" for c in CONTRACTS if not c.bei]
