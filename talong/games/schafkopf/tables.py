"""Schafkopf's tables as data: card points, trump orders and the contract table.

Source: rules/schafkopf-cardavia.txt, "2. Upplägg" (the 32-card German pack,
values 11, 10, 4, 3, 2, 0, 0, 0), "3. Budgivning och kontrakt" (the order
Rufer < Wenz < Solo < Wenz Tout < Solo Tout < Sie), "4. Att spela en tur"
(trump orders) and "5. Poängsättning och slut" (base values, Laufende).
Decisions where the text is silent are in SPEC.md, "Schafkopf: decisions".
A club with other values changes this file only.
"""
from __future__ import annotations

from dataclasses import dataclass

from talong.core.cards import GERMAN_32

PACK = GERMAN_32

# Suit indices of GERMAN_32.
SCHELLEN, HERZ, GRAS, EICHEL = 0, 1, 2, 3
SUIT_CODES = "SHGE"
# Obers and Unters rank among themselves Eichel > Gras > Herz > Schellen.
TRUMP_SUIT_ORDER = (EICHEL, GRAS, HERZ, SCHELLEN)
# Aces that may be called in a Rufer: Herz is trump, so not its ace.
CALLABLE_SUITS = (EICHEL, GRAS, SCHELLEN)
# Solo suits, in the order they are offered.
SOLO_SUITS = (EICHEL, GRAS, HERZ, SCHELLEN)

# "Värdena är 11, 10, 4, 3, 2, 0, 0, 0: totalt 120."
RANK_POINTS = {"A": 11, "T": 10, "K": 4, "O": 3, "U": 2, "9": 0, "8": 0, "7": 0}
CARD_POINTS: tuple[int, ...] = tuple(RANK_POINTS[PACK.name_of(c)[1]] for c in range(PACK.size))
TOTAL_POINTS = 120

# Plain suits, highest first. Ober games: "Daus > 10 > König > 9 > 8 > 7";
# Wenz: "Daus > 10 > König > Ober > 9 > 8 > 7".
PLAIN_ORDER_OBER_GAME = ("A", "T", "K", "9", "8", "7")
PLAIN_ORDER_WENZ = ("A", "T", "K", "O", "9", "8", "7")
TRUMP_SUIT_RANKS = ("A", "T", "K", "9", "8", "7")

# Families of trump order.
OBER_GAME, WENZ = "ober", "wenz"


def trump_order(family: str, suit: int | None) -> tuple[str, ...]:
    """Trump card names, highest first. Ober games: all Obers, all Unters,
    then the trump suit A 10 K 9 8 7; Wenz: only the four Unters."""
    unters = tuple(SUIT_CODES[s] + "U" for s in TRUMP_SUIT_ORDER)
    if family == WENZ:
        return unters
    obers = tuple(SUIT_CODES[s] + "O" for s in TRUMP_SUIT_ORDER)
    assert suit is not None
    return obers + unters + tuple(SUIT_CODES[suit] + r for r in TRUMP_SUIT_RANKS)


@dataclass(frozen=True)
class Contract:
    key: str            # token in actions: "bid rufer E", "bid wenz-tout"
    name: str           # the game term, the same in Swedish and English
    order: int          # bidding order, 1 lowest
    base: int           # base value ("bas")
    family: str         # OBER_GAME or WENZ trump order
    choice: str | None  # "ace": a called ace; "suit": a trump suit; None
    solo: bool          # one against three
    tout: bool          # must win all eight tricks
    laufende_min: int   # fewest Laufende that count
    laufende_factor: int  # "dubblat för Tout och fyrdubblat för Sie"


CONTRACTS: tuple[Contract, ...] = (
    Contract("rufer", "Rufer", 1, 1, OBER_GAME, "ace", False, False, 3, 1),
    Contract("wenz", "Wenz", 2, 5, WENZ, None, True, False, 2, 1),
    Contract("solo", "Solo", 3, 5, OBER_GAME, "suit", True, False, 3, 1),
    Contract("wenz-tout", "Wenz Tout", 4, 10, WENZ, None, True, True, 2, 2),
    Contract("solo-tout", "Solo Tout", 5, 10, OBER_GAME, "suit", True, True, 3, 2),
    # Sie is settled as a solo game (SPEC); it is never played out. Its
    # Laufende are counted in the Herz order of the Ober games (our decision).
    Contract("sie", "Sie", 6, 20, OBER_GAME, None, True, False, 3, 4),
)
CONTRACT_BY_KEY = {c.key: c for c in CONTRACTS}

# Schneider and Schwarz ("lägger till ett" / "lägger till två istället").
SCHNEIDER_BONUS, SCHWARZ_BONUS = 1, 2
DECLARER_WINS_AT, SCHNEIDER_DECLARERS_AT, SCHNEIDER_DEFENDERS_AT = 61, 91, 90
# Payment multiplier of the soloist ("tre gånger så mycket").
SOLOIST_FACTOR = 3

# The suits' German names: game terms, the same in every language (the
# settlement's contract names). The words of each language, SPEC's ek, löv,
# hjärter, klockor among them, are the catalogues' (schafkopf.suit.*, schafkopf.rank.*).
SUIT_NAMES_EN = {SCHELLEN: "Schellen", HERZ: "Herz", GRAS: "Gras", EICHEL: "Eichel"}
