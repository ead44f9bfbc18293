"""The play (Laws 41, 44, 45 and 79 of the Laws of Duplicate Bridge 2017).

- Law 41A: the defender on declarer's left makes the opening lead; Law 41D:
  then dummy's hand is spread face up, and declarer plays dummy's cards
  (Law 45B; definition "Träkarl").
- Law 44B: after the lead each other player in turn plays a card.
- Law 44C: each player must follow suit if possible; Law 44D: otherwise any card.
- Law 44E: a trick containing a trump is won by the highest trump; Law 44F:
  otherwise by the highest card of the suit led (Law 1A: ace high, two low).
- Law 44G: the winner of a trick leads to the next one.

Cards are FRENCH_52 indices (suits C, D, H, S; within a suit the two lowest,
the ace highest), so within a suit a higher index is a higher card.
"""
from __future__ import annotations

from talong.core.cards import FRENCH_52
from talong.i18n import Message, msg

SUIT_MASKS = tuple(FRENCH_52.suit_mask(s) for s in range(len(FRENCH_52.suits)))
CARD_NAMES = tuple(FRENCH_52.name_of(c) for c in FRENCH_52.cards())
CARD_SUIT = tuple(FRENCH_52.suit_of(c) for c in FRENCH_52.cards())   # a table: read per card played
PLAY_ACTIONS = tuple(f"play {name}" for name in CARD_NAMES)
PLAY_INDEX = {action: card for card, action in enumerate(PLAY_ACTIONS)}
TRUMP_SUIT = {"C": 0, "D": 1, "H": 2, "S": 3, "N": -1}
SUIT_SIGN = {s.code: s.symbol for s in FRENCH_52.suits}


def card_message(card: int) -> Message:
    """A card as the table shows it, "♠A" / "♠E" (sv), "♥10": the suit's
    symbol and the rank's corner index (cards.french.index.*, as the hands
    print it, talong/web/js/bridge.js rankText); the number cards as numbers."""
    name = CARD_NAMES[card]
    rank = name[1]
    return msg("bridge.card", suit=SUIT_SIGN[name[0]],
               rank=msg(f"cards.french.index.{rank}") if rank in "TJQKA" else rank)


def playable(hand: int, led_suit: int) -> int:
    """Law 44C/D: the cards of `hand` that may be played to a trick whose
    led suit is `led_suit` (-1: this card leads, anything goes)."""
    if led_suit < 0:
        return hand
    follow = hand & SUIT_MASKS[led_suit]
    return follow or hand


def trick_winner(trick: tuple[tuple[int, int], ...], trump: int) -> int:
    """Law 44E/F: the seat that won `trick`, a tuple of (seat, card) in play order."""
    best_seat, best_card = trick[0]
    for seat, card in trick[1:]:
        # The best card so far is of the led suit or a trump: a card of its
        # suit beats it by rank (index), a card of another suit only as a trump.
        suit = CARD_SUIT[card]
        if (card > best_card) if suit == CARD_SUIT[best_card] else (suit == trump):
            best_seat, best_card = seat, card
    return best_seat
