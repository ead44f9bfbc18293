"""What the bidding tells about the hands, as a weight on a sampled deal.

`Game.resample` already keeps every hard fact of the view (the cards
played, the voids shown, the called ace's holder, bids a hand may not
name). The bidding also tells soft facts: a player who bid a Solo holds
many trumps; one who passed would probably have bid a hand that makes a
Solo or Wenz easy. `bidding_weight` gives a sampled deal the chance that
its hands bid as the real players did, read with the basic player's
bidding rules (schafkopf.py): 1 when they agree, less the further apart.
The searching player keeps a deal with that chance.
"""
from __future__ import annotations

from talong.games.schafkopf.rules import contract_ranking
from talong.games.schafkopf.state import SchafkopfState
from talong.games.schafkopf.tables import CONTRACT_BY_KEY, SUIT_CODES
from .schafkopf import choose_bid

# The chance that a hand with n trumps bids the contract (index: trumps, capped).
SOLO_BY_TRUMPS = (0.01, 0.01, 0.01, 0.03, 0.15, 0.5, 1.0)
WENZ_BY_UNTERS = (0.05, 0.2, 1.0)
RUFER_BY_TRUMPS = (0.05, 0.05, 0.1, 0.4, 1.0)
# The chance that a player passes a hand the basic player would bid.
PASS_OVER = {"rufer": 0.5, "wenz": 0.25, "solo": 0.15, "wenz-tout": 0.05, "solo-tout": 0.05, "sie": 0.0}


def _by_count(table: tuple[float, ...], n: int) -> float:
    return table[min(n, len(table) - 1)]


def bid_weight(hand: int, action: str, legal: list[str]) -> float:
    """The chance that a player with `hand` makes `action` when `legal` were open."""
    if action == "pass":
        would = choose_bid(hand, legal)
        return 1.0 if would == "pass" else PASS_OVER[would.split()[1]]
    parts = action.split()
    key = parts[1]
    suit = SUIT_CODES.index(parts[2]) if len(parts) == 3 else None
    trumps = (hand & contract_ranking(CONTRACT_BY_KEY[key], suit).trumps).bit_count()
    if key == "solo":
        return _by_count(SOLO_BY_TRUMPS, trumps)
    if key == "wenz":
        return _by_count(WENZ_BY_UNTERS, trumps)
    if key == "rufer":
        return _by_count(RUFER_BY_TRUMPS, trumps)
    return 1.0   # the Touts and Sie: the engine's own checks are enough


def bidding_weight(state: SchafkopfState, me: int, bids: int) -> float:
    """The chance that the sampled deal's hands made the first `bids` bids
    of its history (the seat `me` is not weighed: its hand is known)."""
    replay = SchafkopfState(state.dealer, state.number, state.start)
    weight = 1.0
    for seat, action in state.bids[:bids]:
        if seat != me:
            weight *= bid_weight(state.start[seat], action, replay.legal_actions())
        replay = replay.apply(action)
    return weight
