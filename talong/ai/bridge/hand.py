"""What the bridge AI reads from a view: its hand (high-card points, suit
lengths, shape, stoppers) and the auction so far (who bid what, whose
contract it is). Plain data, no strategy."""
from __future__ import annotations

from talong.games.bridge.auction import BID_RANK, BIDS, Auction

SUITS = "CDHS"
STRAINS = "CDHSN"
RANKS = "23456789TJQKA"
SEATS = "NESW"


class Hand:
    """A hand by suit: rank indices (0 = two, 12 = ace), highest first."""

    __slots__ = ("ranks", "lengths", "hcp")

    def __init__(self, names: list[str]) -> None:
        ranks: list[list[int]] = [[], [], [], []]
        for name in names:
            ranks[SUITS.index(name[0])].append(RANKS.index(name[1]))
        for suit in ranks:
            suit.sort(reverse=True)
        self.ranks = ranks
        self.lengths = [len(s) for s in ranks]
        # Milton Work count: A 4, K 3, Q 2, J 1 (rank index 12..9).
        self.hcp = sum(r - 8 for suit in ranks for r in suit if r >= 9)

    @property
    def balanced(self) -> bool:
        return sorted(self.lengths) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])

    def shortness(self) -> int:
        """Support points for ruffing: void 3, singleton 2, doubleton 1."""
        return sum(max(0, 3 - n) for n in self.lengths)

    def stopper(self, suit: int) -> bool:
        """A, Kx, Qxx or Jxxx: one sure stop in the suit."""
        ranks, n = self.ranks[suit], self.lengths[suit]
        return any(r == 12 or (r == 11 and n >= 2) or (r == 10 and n >= 3) or (r == 9 and n >= 4)
                   for r in ranks)

    def good_suit(self, suit: int) -> bool:
        """Two of the top five honours (A K Q J T)."""
        return sum(1 for r in self.ranks[suit] if r >= 8) >= 2

    def longest(self, among=range(4)) -> int:
        """The longest suit among `among`; ties go to the higher suit."""
        return max(among, key=lambda s: (self.lengths[s], s))


class Ctx:
    """The auction as seen by `me`: calls as (seat, call) in order."""

    def __init__(self, calls: list[tuple[int, str]], me: int, dealer: int) -> None:
        self.calls = calls
        self.me = me
        self.partner = (me + 2) % 4
        self.side = me % 2
        bids = [(s, c) for s, c in calls if c in BID_RANK]
        self.bids = bids
        self.opening = bids[0] if bids else None
        self.last_bid = bids[-1] if bids else None
        self.ours = [(s, c) for s, c in bids if s % 2 == self.side]
        self.theirs = [(s, c) for s, c in bids if s % 2 != self.side]
        self.my_calls = [c for s, c in calls if s == me]
        self.partner_calls = [c for s, c in calls if s == self.partner]
        auction = Auction(dealer)
        for _, call in calls:
            auction = auction.then(call)
        self.auction = auction
        self.legal = set(auction.legal())

    @classmethod
    def from_view(cls, view: dict) -> "Ctx":
        calls = [(SEATS.index(e["seat"]), e["call"]) for e in view["auction"]]
        return cls(calls, view["seat"], SEATS.index(view["dealer"]))

    def prefix(self, index: int) -> "Ctx":
        """The context of whoever made call `index`, just before it."""
        seat = self.calls[index][0]
        return Ctx(self.calls[:index], seat, self.auction.dealer)

    # --- convenience ------------------------------------------------------
    def cheapest(self, strain: str) -> str | None:
        """The cheapest sufficient bid in `strain`."""
        start = self.auction.last_rank + 1
        for bid in BIDS[start:]:
            if bid[1] == strain:
                return bid
        return None

    def our_contract(self) -> bool:
        return self.last_bid is not None and self.last_bid[0] % 2 == self.side


def level(bid: str) -> int:
    return int(bid[0])
