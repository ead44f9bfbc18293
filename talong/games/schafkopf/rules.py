"""Card order, following suit and the called-ace rules of Schafkopf.

Implements rules/schafkopf-cardavia.txt "4. Att spela en tur": the trump
orders of each contract, "Följ aktuell färg om möjligt; annars spela vilket
kort som helst" (no duty to win or to trump), the trick winner, and the three
sentences on the called ace in a Rufer. Also "3. Budgivning och kontrakt":
which contracts a hand may name. Pure functions over card bitmasks.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from talong.core.cards import CardSet, iter_cards
from talong.i18n import Message, msg
from .tables import (CALLABLE_SUITS, CARD_POINTS, CONTRACTS, OBER_GAME, PACK, PLAIN_ORDER_OBER_GAME,
                     PLAIN_ORDER_WENZ, SOLO_SUITS, SUIT_CODES, WENZ, HERZ, Contract, trump_order)

TRUMP = 4  # the effective "suit" of every trump card


@dataclass(frozen=True)
class Ranking:
    """How cards rank in one contract."""
    trumps: CardSet
    trump_list: tuple[int, ...]   # trumps, highest first
    power: tuple[int, ...]        # per card; trumps above every plain card
    suit: tuple[int, ...]         # per card: its printed suit, or TRUMP
    suit_masks: tuple[CardSet, ...]  # per effective suit (0..3 plain, 4 trump)

    def follow_mask(self, card: int) -> CardSet:
        """The cards that follow suit to `card` (trump counts as its own suit)."""
        return self.suit_masks[self.suit[card]]

    def beats(self, card: int, best: int) -> bool:
        """Does `card` beat `best`, the winning card so far? "Högsta trumfen
        vinner, annars det högsta kortet i utspelad färg"."""
        s, b = self.suit[card], self.suit[best]
        if s == TRUMP:
            return b != TRUMP or self.power[card] > self.power[best]
        return s == b and self.power[card] > self.power[best]

    def winner(self, cards: list[int]) -> int:
        """Index in `cards` (play order, the lead first) of the winning card."""
        best = 0
        for i in range(1, len(cards)):
            if self.beats(cards[i], cards[best]):
                best = i
        return best


@lru_cache(maxsize=None)
def ranking(family: str, suit: int | None) -> Ranking:
    """The ranking of a contract family (OBER_GAME with its trump suit, or WENZ)."""
    trump_list = tuple(PACK.parse(n) for n in trump_order(family, suit))
    trumps = 0
    power = [0] * PACK.size
    eff = [0] * PACK.size
    for i, c in enumerate(trump_list):
        trumps |= 1 << c
        power[c] = 100 + len(trump_list) - i
    plain_order = PLAIN_ORDER_WENZ if family == WENZ else PLAIN_ORDER_OBER_GAME
    for c in range(PACK.size):
        if trumps >> c & 1:
            eff[c] = TRUMP
            continue
        name = PACK.name_of(c)
        eff[c] = PACK.suit_of(c)
        power[c] = len(plain_order) - plain_order.index(name[1])
    masks = tuple(PACK.suit_mask(s) & ~trumps for s in range(4)) + (trumps,)
    return Ranking(trumps, trump_list, tuple(power), tuple(eff), masks)


def contract_ranking(contract: Contract, suit: int | None) -> Ranking:
    """Rufer and Sie use Herz as trump suit; Solo its chosen suit; Wenz none."""
    if contract.family == WENZ:
        return ranking(WENZ, None)
    return ranking(OBER_GAME, suit if contract.choice == "suit" else HERZ)


RUFER_RANKING = ranking(OBER_GAME, HERZ)
OBERS_UNTERS = sum(1 << PACK.parse(SUIT_CODES[s] + r) for s in range(4) for r in "OU")


def ace(suit: int) -> int:
    return PACK.card(suit, 7)


def bid_refusal(contract: Contract, suit: int | None, hand: CardSet) -> Message | None:
    """Why `hand` may not name this contract (a catalogue message), or None
    when it may. Rules of "3. Budgivning och kontrakt"."""
    if contract.choice == "ace":
        if suit not in CALLABLE_SUITS:
            return msg("schafkopf.refusal.herz_not_callable")
        if hand >> ace(suit) & 1:
            return msg("schafkopf.refusal.holds_called_ace")
        if not hand & RUFER_RANKING.suit_masks[suit]:
            return msg("schafkopf.refusal.no_plain_card_of_called_suit")
    elif contract.choice == "suit":
        if suit not in SOLO_SUITS:
            return msg("schafkopf.refusal.solo_needs_suit")
        # A "vanligt kort" of the suit: one of its own cards, not an Ober or
        # Unter (those are trumps in every Solo, whatever the suit).
        if not hand & PACK.suit_mask(suit) & ~OBERS_UNTERS:
            return msg("schafkopf.refusal.no_plain_card_of_trump_suit")
    elif suit is not None:
        return msg("schafkopf.refusal.names_no_suit", contract=contract.name)
    if contract.key == "sie" and hand & OBERS_UNTERS != OBERS_UNTERS:
        return msg("schafkopf.refusal.sie_needs_all")
    return None


def _bids_above(hand: CardSet, highest_order: int) -> list[tuple[Contract, int | None, Message | None]]:
    """Every (contract, suit) above `highest_order`, lowest first, with the
    reason `hand` may not name it (None when it may)."""
    return [(contract, suit, bid_refusal(contract, suit, hand))
            for contract in CONTRACTS if contract.order > highest_order
            for suit in {"ace": CALLABLE_SUITS, "suit": SOLO_SUITS}.get(contract.choice, (None,))]


def refused_bids(hand: CardSet, highest_order: int) -> list[tuple[Contract, int | None, Message]]:
    """Every contract above `highest_order` that `hand` may not name, with
    the reason: the table shows it at the greyed bid, so a player sees why
    (e.g. a Solo needs a plain card of its suit) without trying it."""
    return [(contract, suit, why) for contract, suit, why in _bids_above(hand, highest_order) if why is not None]


def legal_bids(hand: CardSet, highest_order: int) -> list[tuple[Contract, int | None]]:
    """Every contract `hand` may name above `highest_order`, lowest first."""
    return [(contract, suit) for contract, suit, why in _bids_above(hand, highest_order) if why is None]


@dataclass(frozen=True)
class CalledAce:
    """The called-ace situation of the seat to play, in a Rufer."""
    card: int            # the called ace
    suit_mask: CardSet   # plain cards of its suit
    suit_led: bool       # has the suit been led in an earlier trick?


def legal_cards(hand: CardSet, trick: list[int], rk: Ranking, called: CalledAce | None) -> CardSet:
    """The cards `hand` may play to `trick` (cards so far, the lead first).

    `called` is given only in a Rufer; the restrictions bind only the holder
    of the called ace and only until its suit has been led (rules/
    schafkopf-cardavia.txt 4., the three sentences on the called ace)."""
    bound = called is not None and not called.suit_led and hand >> called.card & 1
    if not trick:
        if bound:
            others = hand & called.suit_mask & ~(1 << called.card)
            # Running away needs the ace and at least three other plain cards
            # of its suit; otherwise the suit may be led only with the ace.
            if others.bit_count() < 3:
                return hand & ~others
        return hand
    lead = trick[0]
    if bound and rk.suit[lead] != TRUMP and rk.suit_masks[rk.suit[lead]] >> called.card & 1:
        # First time the suit is led: the ace must go, "även efter en trumf".
        return 1 << called.card
    follow = hand & rk.follow_mask(lead)
    if follow:
        return follow
    if bound and hand != 1 << called.card:
        # Not discarded on another suit before its suit is led, unless last card.
        return hand & ~(1 << called.card)
    return hand


def card_points(cards: CardSet) -> int:
    return sum(CARD_POINTS[c] for c in iter_cards(cards))
