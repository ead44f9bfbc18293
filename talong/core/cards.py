"""Cards and packs.

A card is a small int (its index in the pack) and a set of cards is an int
bitmask with bit ``c`` set for card ``c`` (the python-chess way): following
suit is an AND, counting is ``int.bit_count()``. A pack is data: its suits,
each with its own ranks from lowest to highest, so the 52-card French pack,
the 32-card German pack and the 54-card tarock pack share one class.

Text form of a card: suit code then rank code, e.g. ``"SA"`` (spader ess),
``"HT"`` (hjärter tia), ``"EO"`` (Eichel Ober).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Iterable, Iterator

from talong.i18n import DEFAULT, catalogue, t

Card = int
CardSet = int  # bitmask over card indices


class CardError(ValueError):
    """A card name that does not exist in the pack."""


@dataclass(frozen=True)
class Suit:
    code: str          # one letter, used in card names: "S", "E", ...
    name: str          # English name (its name in each language: the catalogues' cards.<words>.suit.*)
    symbol: str        # shown beside the colour, so colour is not the only signal
    ranks: tuple[str, ...]  # rank codes, lowest first


@dataclass(frozen=True)
class Pack:
    name: str
    suits: tuple[Suit, ...]
    # The catalogues' namespace of the pack's words, cards.<words>.*: the rank
    # indices printed on the cards where they differ from the rank code ("10",
    # "Kn", "E"), drawn by the web's cards.js from the same messages.
    words: str = ""
    _offsets: tuple[int, ...] = field(init=False, repr=False)
    _by_name: dict = field(init=False, repr=False, compare=False)
    _suit_index: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        offsets, total = [], 0
        for suit in self.suits:
            offsets.append(total)
            total += len(suit.ranks)
        object.__setattr__(self, "_offsets", tuple(offsets))
        names = {}
        for s, suit in enumerate(self.suits):
            for r, rank in enumerate(suit.ranks):
                names[suit.code + rank] = offsets[s] + r
        object.__setattr__(self, "_by_name", names)
        object.__setattr__(self, "_suit_index", tuple(s for s, suit in enumerate(self.suits) for _ in suit.ranks))

    # --- size and masks -------------------------------------------------
    @property
    def size(self) -> int:
        return self._offsets[-1] + len(self.suits[-1].ranks)

    @property
    def full(self) -> CardSet:
        return (1 << self.size) - 1

    def suit_mask(self, suit: int) -> CardSet:
        return ((1 << len(self.suits[suit].ranks)) - 1) << self._offsets[suit]

    # --- single cards ---------------------------------------------------
    def card(self, suit: int, rank: int) -> Card:
        """Card of `suit` (index) and `rank` (index within the suit, 0 lowest)."""
        return self._offsets[suit] + rank

    def suit_of(self, card: Card) -> int:
        if not 0 <= card < len(self._suit_index):
            raise CardError(f"card index {card} is not in the {self.name} pack")
        return self._suit_index[card]

    def rank_of(self, card: Card) -> int:
        """Rank index of `card` within its suit, 0 lowest."""
        return card - self._offsets[self.suit_of(card)]

    def cards(self) -> range:
        """Every card of the pack, lowest index first."""
        return range(self.size)

    def name_of(self, card: Card) -> str:
        s = self.suit_of(card)
        return self.suits[s].code + self.suits[s].ranks[card - self._offsets[s]]

    def rank_label(self, card: Card, lang: str) -> str:
        """The rank index printed on the card in `lang` ("E" for a Swedish ess)."""
        s = self.suit_of(card)
        rank = self.suits[s].ranks[card - self._offsets[s]]
        index = f"cards.{self.words}.index.{rank}"
        return t(lang, index) if self.words and index in catalogue(DEFAULT).messages else rank

    def parse(self, text: str) -> Card:
        try:
            return self._by_name[text.strip().upper()]
        except (KeyError, AttributeError):
            raise CardError(f"{text!r} is not a card of the {self.name} pack") from None

    # --- sets -----------------------------------------------------------
    def names(self, cards: CardSet) -> list[str]:
        return [self.name_of(c) for c in iter_cards(cards)]

    def parse_set(self, texts: Iterable[str]) -> CardSet:
        mask = 0
        for text in texts:
            c = self.parse(text)
            if mask >> c & 1:
                raise CardError(f"card {text!r} is listed twice")
            mask |= 1 << c
        return mask

    def shuffled(self, rng: random.Random) -> list[Card]:
        cards = list(range(self.size))
        rng.shuffle(cards)
        return cards


def iter_cards(cards: CardSet) -> Iterator[Card]:
    """Cards of a set, lowest index first."""
    while cards:
        low = cards & -cards
        yield low.bit_length() - 1
        cards ^= low


def mask_of(cards: Iterable[Card]) -> CardSet:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def lowest(cards: CardSet) -> Card:
    return (cards & -cards).bit_length() - 1


def highest(cards: CardSet) -> Card:
    return cards.bit_length() - 1


FRENCH_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
# Bridge order of suits (clubs lowest) so that bridge's strain order is the index order.
FRENCH_52 = Pack(
    "french-52",
    (
        Suit("C", "clubs", "♣", FRENCH_RANKS),
        Suit("D", "diamonds", "♦", FRENCH_RANKS),
        Suit("H", "hearts", "♥", FRENCH_RANKS),
        Suit("S", "spades", "♠", FRENCH_RANKS),
    ),
    "french",
)

# German pack, ranks in the natural (plain-suit Wenz) order lowest first:
# 7 8 9 Unter Ober König Zehn Daus. Each game ranks cards by its own tables.
GERMAN_RANKS = ("7", "8", "9", "U", "O", "K", "T", "A")
GERMAN_32 = Pack(
    "german-32",
    (
        Suit("S", "Schellen", "♦", GERMAN_RANKS),
        Suit("H", "Herz", "♥", GERMAN_RANKS),
        Suit("G", "Gras", "♠", GERMAN_RANKS),
        Suit("E", "Eichel", "♣", GERMAN_RANKS),
    ),
    "german",
)

PACKS = {p.name: p for p in (FRENCH_52, GERMAN_32)}
# The tarock pack (a Pack subclass) lives in tarock.py and registers itself
# here; importing it now makes PACKS whole whichever module loads first.
from . import tarock as _tarock  # noqa: E402,F401
