"""Vira's auction (budgivningen).

Rules: vira-stockholms-wirasallskap.txt "Budgivningen" and "Bud utan angiven
nivå"; SPEC.md "Vira: decisions". Förhand opens and may not pass; each bid
must be higher in the bid table (tables.BIDS) or pass; a free-trump bid is
overbid by the same bid "i färg", which is overbid "i högsta färg"; an equal
bid may be taken over by a player in better hand ("i förhand"), but a better
qualifier goes before a better hand; passed players stay out; two passes end
the auction. Unspecified bids (gask, köpmisär, solo, turné, vingel) count as
the lowest level that overbids the previous bid.

A bid's strength is (table number, qualifier rank, hand position); lower
position (förhand 0, mellanhand 1, efterhand 2) is the better hand.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from talong.core.cards import FRENCH_52
from talong.core.engine import IllegalAction
from talong.i18n import msg

from . import refusals, rules
from .phases import BIDDING
from .tables import BID_BY_KEY, BIDS, GOK_PASS_LAGGARDS, LAGGARDER, Bid

QUAL_TOKENS = ("", "färg", "högsta-färg")
QUAL_NAMES = (None, "färg", "högsta färg")          # DealOutcome.qualifier
QUAL_BY_TOKEN = {"färg": 1, "högsta-färg": 2}
UNSPECIFIED = {"gask": ("gask",), "köpmisär": ("köpmisär",), "solo": ("solo", "solo-vira"),
               "turné": ("turné",), "vingel": ("vingel",)}
FREE_LEVEL = ("gask", "köpmisär", "solo")  # the declarer picks the level if it wins
FAMILY_BIDS = {u: tuple(b for b in BIDS if b.family in fams) for u, fams in UNSPECIFIED.items()}


class Top(NamedTuple):
    """The highest bid so far."""
    number: int
    qual: int
    pos: int               # hand position of the bidder
    seat: int
    unspec: str | None     # family word if bid without level


class BidChoice(NamedTuple):
    bid: Bid
    qual: int
    takeover: bool         # equal bid taken over from a worse hand ("i förhand")
    unspec: str | None
    higher: bool           # said "högre gask" etc.


def beats(number: int, qual: int, pos: int, top: Top | None) -> bool:
    if top is None:
        return True
    if (number, qual) != (top.number, top.qual):
        return (number, qual) > (top.number, top.qual)
    return pos < top.pos


def resolve(word: str, qual: int, pos: int, top: Top | None) -> Bid | None:
    """Lowest bid of the unspecified family that overbids `top`."""
    for bid in FAMILY_BIDS[word]:
        if beats(bid.number, qual, pos, top):
            return bid
    return None


def _quals(free: bool) -> tuple[int, ...]:
    return (0, 1, 2) if free else (0,)


@lru_cache(maxsize=4096)
def options(top: Top | None, pos: int, opening: bool) -> dict[str, BidChoice | None]:
    """Every legal action of the player at `pos` -> what it means (None: pass)."""
    out: dict[str, BidChoice | None] = {}
    if not opening:
        out["pass"] = None
    key_top = None if top is None else (top.number, top.qual)
    for bid in BIDS:
        for q in _quals(bid.free_trump):
            if beats(bid.number, q, pos, top):
                action = f"bid {bid.key} {QUAL_TOKENS[q]}" if q else f"bid {bid.key}"
                out[action] = BidChoice(bid, q, key_top == (bid.number, q), None, False)
    for word in UNSPECIFIED:
        for q in _quals(word in ("gask", "solo")):
            bid = resolve(word, q, pos, top)
            if bid is None:
                continue
            higher = top is not None and top.unspec == word and top.pos < pos
            said = f"högre-{word}" if higher else word
            action = f"bid {said} {QUAL_TOKENS[q]}" if q else f"bid {said}"
            out[action] = BidChoice(bid, q, key_top == (bid.number, q), word, higher)
    return out


def explain(action: str, top: Top | None, pos: int, opening: bool) -> IllegalAction:
    """Why a bidding action is refused."""
    words = action.split()
    if words == ["pass"]:
        return IllegalAction(msg("vira.refusal.open_pass"), rules.OPEN_PASS)
    if words and words[0] != "bid" and refusals.doing(words) is not None:
        return refusals.wrong_step(action, BIDDING, refusals.step_asks(BIDDING, opening=opening))
    if len(words) not in (2, 3) or words[0] != "bid":
        return IllegalAction(msg("vira.refusal.not_a_bid", action=repr(action)), rules.form(rules.HIGHER))
    word = words[1].removeprefix("högre-")
    if word not in BID_BY_KEY and word not in UNSPECIFIED:
        return IllegalAction(msg("vira.refusal.not_in_table", word=repr(words[1])), rules.TABLE)
    q = 0
    if len(words) == 3:
        if words[2] not in QUAL_BY_TOKEN:
            return IllegalAction(msg("vira.refusal.not_a_qualifier", word=repr(words[2])), rules.QUALIFIER)
        q = QUAL_BY_TOKEN[words[2]]
        free = word in ("gask", "solo") if word in UNSPECIFIED else BID_BY_KEY[word].free_trump
        if not free:
            return IllegalAction(msg("vira.refusal.no_free_trump", bid=BID_BY_KEY[word].name if word in BID_BY_KEY else word), rules.QUALIFIER)
    if word in UNSPECIFIED:
        bid = resolve(word, q, pos, top)
        if bid is None:
            return IllegalAction(msg("vira.refusal.no_level_overbids", bid=word), rules.HIGHER)
        if words[1].startswith("högre-"):
            return IllegalAction(msg("vira.refusal.hogre_not_said", bid=word), rules.HOGRE)
        return IllegalAction(msg("vira.refusal.say_hogre", bid=word), rules.HOGRE)
    bid = BID_BY_KEY[word]
    if top is not None and bid.number == top.number:
        if q < top.qual:
            said = (msg("vira.bid.qualified", bid=bid.name, qualifier=QUAL_NAMES[q]) if q
                    else msg("vira.refusal.unqualified", bid=bid.name))
            over = msg("vira.bid.qualified", bid=bid.name, qualifier=QUAL_NAMES[top.qual])
            return IllegalAction(msg("vira.refusal.qualifier_first", said=said, top=over), rules.COLOUR_FIRST)
        if q == top.qual:
            return IllegalAction(msg("vira.refusal.equal_bid"), rules.BETTER_HAND)
    return IllegalAction(msg("vira.refusal.not_higher", bid=bid.name), rules.HIGHER)


def normalize(action: str) -> str:
    """Accept 'högsta färg' written as two words, surplus spaces and card or
    suit codes in lower case ("play sa")."""
    words = action.replace("högsta färg", "högsta-färg").split()
    if len(words) == 2 and words[0] in ("play", "discard", "keep", "trump"):
        words[1] = words[1].upper()
    return " ".join(words)


def canonical(action: str, legal) -> str:
    """Normalized action; plain "bid gask" stands for "bid högre-gask" where
    that is what is legal ("högre" is said for clarity only)."""
    action = normalize(action)
    if action.startswith("bid ") and action not in legal:
        higher = "bid högre-" + action[4:]
        if higher in legal:
            return higher
    return action


# --- låggard (Avpassning av gök) ------------------------------------------------
def _suit_laggard(ranks: int) -> bool:
    """ranks: 13-bit mask, bit 0 = the two. A låggard of tables.LAGGARDER:
    the card, and at least that many cards lower than it."""
    for card, lower in LAGGARDER:
        bit = card - 2
        if ranks >> bit & 1 and (ranks & ((1 << bit) - 1)).bit_count() >= lower:
            return True
    return False


def laggard_suits(hand: int) -> int:
    """Number of suits of `hand` in which it has låggard."""
    return sum(_suit_laggard((hand & FRENCH_52.suit_mask(s)) >> FRENCH_52.card(s, 0))
               for s in range(len(FRENCH_52.suits)))


def gok_failures(auction, hands0) -> tuple[int, ...]:
    """Seats that passed a Gök off without the låggard the rule asks: the
    first hand in turn after a Gök was bid needs låggard in two suits, the
    second in one. A Gök taken over i förhand is bid anew, so the count of
    hands starts again; a pass made after the earlier Gök still passed a Gök
    off and is checked too. Call it only when the final bid is a Gök (the
    Gök bids are then the last bids of the auction)."""
    failed = []
    hand = None                       # passes since the Gök on top was bid; None: no Gök on top
    for entry in auction:
        if entry.choice is not None:
            hand = 0 if entry.choice.bid.family == "gök" else None
        elif hand is not None and hand < len(GOK_PASS_LAGGARDS):
            if laggard_suits(hands0[entry.seat]) < GOK_PASS_LAGGARDS[hand]:
                failed.append(entry.seat)
            hand += 1
    return tuple(failed)
