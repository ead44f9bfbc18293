"""The 54-card tarock pack of Königrufen (rules/koenigrufen-stockholms-wirasallskap.txt,
p.11 "Kortleken"): four suits of eight and 22 taroks.

Card names are the rule text's own codes: a suit letter (h hjärter, d ruter,
s spader, c klöver) and a rank (k kung, d dam, ka kavall, kn knekt; red 1 2 3 4,
black 10 9 8 7), e.g. ``"hk"``, ``"d1"``, ``"s10"``; the taroks by Roman numeral
``"I"`` … ``"XXI"`` and ``"S"`` for the Sküs. Suit cards are written in lower
case and taroks in upper case; parsing accepts either case.

Index layout (ranks lowest first, as every `Pack`): hjärter 0-7, ruter 8-15,
spader 16-23, klöver 24-31, taroks 32-53 (I = 32 … XXI = 52, Sküs = 53), so
within a suit a higher index is a higher card and "tarok n" is index 31 + n.

Card points are kept in thirds of a point (one "blad" = 1/3): a card is worth
3 × its face points + 1, so the 54 cards are worth 210 thirds = 70 points.
"""
from __future__ import annotations

from .cards import PACKS, CardError, CardSet, Pack, Suit

RED_RANKS = ("4", "3", "2", "1", "kn", "ka", "d", "k")      # p.11: K D Ka Kn 1 2 3 4, highest first
BLACK_RANKS = ("7", "8", "9", "10", "kn", "ka", "d", "k")   # p.11: K D Ka Kn 10 9 8 7
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
         "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")
TAROK_RANKS = ROMAN + ("S",)


class TarockPack(Pack):
    """The tarock pack: suit cards lower case, taroks upper case."""

    def parse(self, text: str) -> int:
        if isinstance(text, str):
            raw = text.strip()
            for key in (raw, raw.upper(), raw.lower()):
                if key in self._by_name:
                    return self._by_name[key]
        raise CardError(f"{text!r} is not a card of the {self.name} pack")


TAROCK_54 = TarockPack(
    "tarock-54",
    (
        Suit("h", "hearts", "♥", RED_RANKS),
        Suit("d", "diamonds", "♦", RED_RANKS),
        Suit("s", "spades", "♠", BLACK_RANKS),
        Suit("c", "clubs", "♣", BLACK_RANKS),
        Suit("", "taroks", "T", TAROK_RANKS),
    ),
    words="tarock",   # the figures' indices K D Ka Kn (English K Q C J): cards.tarock.index.*
)
PACKS[TAROCK_54.name] = TAROCK_54

HJARTER, RUTER, SPADER, KLOVER, TAROK = range(5)
SUIT_LETTERS = "hdsc"
TAROKS: CardSet = TAROCK_54.suit_mask(TAROK)
SUIT_CARDS: CardSet = TAROCK_54.full & ~TAROKS
SUIT_MASKS = tuple(TAROCK_54.suit_mask(s) for s in range(5))


def tarok(number: int) -> int:
    """Tarok `number` (1 = Pagat … 21 = Mond, 22 = Sküs)."""
    return 31 + number


PAGAT, MOND, SKUS = tarok(1), tarok(21), tarok(22)
UHU_CARD, KAKADU_CARD = tarok(2), tarok(3)
MATADORS: CardSet = 1 << PAGAT | 1 << MOND | 1 << SKUS    # p.11: Sküsen, månen och Pagaten
KINGS: CardSet = sum(1 << TAROCK_54.card(s, 7) for s in range(4))


def king(suit: int) -> int:
    return TAROCK_54.card(suit, 7)


# p.11 "Kortens värde": kung and matador 4, dam 3, kavall 2, knekt 1, the rest 0.
RANK_FACE = {"k": 4, "d": 3, "ka": 2, "kn": 1}


def _face(card: int) -> int:
    if MATADORS >> card & 1:
        return 4
    if TAROKS >> card & 1:
        return 0
    return RANK_FACE.get(TAROCK_54.suits[TAROCK_54.suit_of(card)].ranks[TAROCK_54.rank_of(card)], 0)


FACE_POINTS: tuple[int, ...] = tuple(_face(c) for c in range(54))
THIRDS: tuple[int, ...] = tuple(3 * f + 1 for f in FACE_POINTS)   # + one blad per card
TOTAL_THIRDS = 210


def thirds(cards: CardSet) -> int:
    """Card points of a pile in thirds: 3 × face points + number of cards."""
    total = cards.bit_count()
    c = cards
    while c:
        low = c & -c
        total += 3 * FACE_POINTS[low.bit_length() - 1]
        c ^= low
    return total


def points_text(value: int) -> str:
    """The rule text's notation P/B, e.g. 107 thirds -> "35/2"."""
    return f"{value // 3}/{value % 3}"


PACK_NAMES: tuple[str, ...] = tuple(TAROCK_54.name_of(c) for c in range(54))
