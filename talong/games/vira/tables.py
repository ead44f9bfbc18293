"""Vira's tables as data: the bid table (budtabell) of Stockholms Wirasällskap
and the table of betar to and from the pulla.

Sources: rules/vira-sa-spelar-du-vira.txt, "Vilka bud finns i Vira?" (the 40
bids with their pin columns) and "Hur räknas betar och pinnar i Vira?" (betar);
rules/vira-stockholms-wirasallskap.txt pages 3-6 for what each bid means.
A club with other tables changes this file only.
"""
from __future__ import annotations

from dataclasses import dataclass

# Kinds of game (spel): who buys. Gaskspel: the declarer takes the whole
# talong. Köpspel: declarer then both opponents buy. Solospel: only the
# opponents buy.
GASK, KOP, SOLO = "gask", "köp", "solo"

# Trump classes, named as the rule text does.
OFARG, FARG, HOGSTA = "ofärg", "färg", "högsta färg"
TRUMP_CLASSES = (OFARG, FARG, HOGSTA)


@dataclass(frozen=True)
class Misar:
    """A misär type: how many cards the declarer plays with, and whether the
    hand is open (öppen) or closed (sluten)."""
    cards: int   # 11, 12 or 13
    open: bool


@dataclass(frozen=True)
class Bid:
    number: int            # place in the bid table, 1 (lowest) to 40
    key: str               # token used in actions: "7-spel", "gask-2", ...
    name: str              # name in the rule text
    kind: str              # GASK, KOP or SOLO
    family: str            # "spel", "turné", "vingel", "tringel", "gask", "gök",
                           # "köpmisär", "solo", "solomisär", "vira", "solo-vira"
    level: int | None      # the number in the name (tricks, cards kept, cards bought)
    tricks: int | None     # tricks needed when played high; None: misär only
    misar: Misar | None    # the misär type when played low; None: high only
    pins: tuple[int, ...]  # pinnar per opponent: (ofärg, färg, högsta färg), or (misär,)
    betar_row: str         # row of BETAR

    @property
    def free_trump(self) -> bool:
        """May be bid "i färg" / "i högsta färg" (SPEC.md, Vira decisions)."""
        return self.family in ("spel", "gask", "vira", "solo", "solo-vira") and self.tricks is not None

    def pin_value(self, trump_class: str | None) -> int:
        """Pinnar per opponent; a bid played without trump (misär) pays its
        single value, or the ofärg column for a gask played low."""
        if trump_class is None or len(self.pins) == 1:
            return self.pins[0]
        return self.pins[TRUMP_CLASSES.index(trump_class)]


def _m(cards: int, open_: bool = False) -> Misar:
    return Misar(cards, open_)


_O = "övriga"
# (number, key, name, kind, family, level, tricks, misär, pins, betar row)
_ROWS = [
    (1, "begär", "Begär (6-spel)", KOP, "spel", 6, 6, None, (0, 0, 1), _O),
    (2, "turné-6", "Turné 6", KOP, "turné", 6, 6, None, (0, 0, 1), _O),
    (3, "7-spel", "7-spel", KOP, "spel", 7, 7, None, (0, 0, 1), _O),
    (4, "vingel-6", "Vingel 6", KOP, "vingel", 6, 6, None, (0, 1, 1), "vingel 6 och 7"),
    (5, "gask-0", "Gask på 0", GASK, "gask", 0, 7, _m(11), (0, 0, 1), _O),
    (6, "gök", "Gök", GASK, "gök", None, None, _m(13, True), (0,), "gök"),
    (7, "turné-7", "Turné 7", KOP, "turné", 7, 7, None, (0, 1, 1), _O),
    (8, "köpmisär-1", "Köpmisär på 1", KOP, "köpmisär", 1, None, _m(11), (0,), _O),
    (9, "gask-1", "Gask på 1", GASK, "gask", 1, 8, _m(12), (0, 0, 1), _O),
    (10, "8-spel", "8-spel", KOP, "spel", 8, 8, None, (0, 1, 1), _O),
    (11, "vingel-7", "Vingel 7", KOP, "vingel", 7, 7, None, (1, 1, 3), "vingel 6 och 7"),
    (12, "turné-8", "Turné 8", KOP, "turné", 8, 8, None, (1, 1, 3), "turné 8"),
    (13, "köpmisär-2", "Köpmisär på 2", KOP, "köpmisär", 2, None, _m(12), (0,), _O),
    (14, "gask-2", "Gask på 2", GASK, "gask", 2, 9, _m(13), (0, 1, 1), _O),
    (15, "solo-6", "Solo 6", SOLO, "solo", 6, 6, None, (0, 1, 1), _O),
    (16, "vingel-8", "Vingel 8", KOP, "vingel", 8, 8, None, (1, 3, 5), "vingel 8"),
    (17, "köpmisär-3", "Köpmisär på 3", KOP, "köpmisär", 3, None, _m(12), (0,), _O),
    (18, "gask-3", "Gask på 3", GASK, "gask", 3, 10, _m(12, True), (0, 1, 2), _O),
    (19, "9-spel", "9-spel", KOP, "spel", 9, 9, None, (1, 1, 3), _O),
    (20, "köpmisär-4", "Köpmisär på 4", KOP, "köpmisär", 4, None, _m(12), (1,), _O),
    (21, "gask-4", "Gask på 4", GASK, "gask", 4, 11, _m(13, True), (1, 1, 3), _O),
    (22, "tringel-9", "Tringel 9", KOP, "tringel", 9, 9, None, (3, 5, 11), "tringel 9"),
    (23, "köpmisär-5", "Köpmisär på 5", KOP, "köpmisär", 5, None, _m(12), (1,), _O),
    (24, "gask-6", "Gask på 6", GASK, "gask", 6, 12, None, (1, 2, 4), _O),
    (25, "solo-7", "Solo 7", SOLO, "solo", 7, 7, None, (0, 1, 2), _O),
    (26, "köpmisär-6", "Köpmisär på 6", KOP, "köpmisär", 6, None, _m(12), (1,), _O),
    (27, "gask-5", "Gask på 5", GASK, "gask", 5, 12, None, (1, 3, 5), _O),
    (28, "solo-8", "Solo 8", SOLO, "solo", 8, 8, None, (1, 2, 4), _O),
    (29, "vira", "Vira", GASK, "vira", None, 13, None, (2, 4, 8), _O),
    (30, "solo-petite-misär", "Solo petite misär", SOLO, "solomisär", None, None, _m(12), (2,), _O),
    (31, "solo-9", "Solo 9", SOLO, "solo", 9, 9, None, (2, 4, 8), _O),
    (32, "solo-grande-misär", "Solo grande misär", SOLO, "solomisär", None, None, _m(13), (4,), _O),
    (33, "solo-10", "Solo 10", SOLO, "solo", 10, 10, None, (4, 8, 16), _O),
    (34, "solo-petite-misär-ouverte", "Solo petite misär ouverte", SOLO, "solomisär", None, None,
     _m(12, True), (8,), _O),
    (35, "solo-petite-misär-ouverte-royale", "Solo petite misär ouverte royale", SOLO, "solomisär", None,
     None, _m(12, True), (16,), _O),
    (36, "solo-11", "Solo 11", SOLO, "solo", 11, 11, None, (8, 16, 32), _O),
    (37, "solo-grande-misär-ouverte", "Solo grande misär ouverte", SOLO, "solomisär", None, None,
     _m(13, True), (24,), _O),
    (38, "solo-grande-misär-ouverte-royale", "Solo grande misär ouverte royale", SOLO, "solomisär", None,
     None, _m(13, True), (32,), _O),
    (39, "solo-12", "Solo 12", SOLO, "solo", 12, 12, None, (16, 32, 64), _O),
    (40, "solo-vira", "Solo vira", SOLO, "solo-vira", None, 13, None, (32, 64, 128), _O),
]

BIDS: tuple[Bid, ...] = tuple(Bid(*row) for row in _ROWS)
BID_BY_KEY: dict[str, Bid] = {bid.key: bid for bid in BIDS}
assert [b.number for b in BIDS] == list(range(1, 41))


@dataclass(frozen=True)
class BetarRow:
    """Betar to (+) or from (-) the pulla for the declarer: after a simple
    buy (enkelt köp) and after omköp; None where omköp does not exist."""
    hem: int
    bet: int
    kodilj: int
    omkop: tuple[int, int, int] | None  # (hem, bet, kodilj) after omköp


# "Hur räknas betar och pinnar i Vira?" (vira-sa-spelar-du-vira.txt).
BETAR: dict[str, BetarRow] = {
    "övriga": BetarRow(+1, -1, -2, (0, -3, -5)),
    "gök": BetarRow(+1, -2, -4, None),
    "vingel 6 och 7": BetarRow(+1, -2, -4, (0, -6, -10)),
    "vingel 8": BetarRow(+2, -2, -4, (+1, -6, -10)),
    "turné 8": BetarRow(+2, -1, -2, (+1, -3, -5)),
    "tringel 9": BetarRow(+3, -3, -6, (+1, -9, -15)),
}

# Markers (rules/vira-stockholms-wirasallskap.txt, "Spelmarker och pulla").
PINNAR_PER_BET = 8
PINNAR_PER_RUND = 2

# "Avpassning av gök" (vira-stockholms-wirasallskap.txt): "Låggarderna är: en
# tvåa; en fyra och en trea; en sexa och två kort lägre än sex; en åtta och tre
# kort lägre än åtta; en tia och fyra kort lägre än tio." As (the card, how many
# cards lower than it); a four needs a three, but a four with only a two is a
# låggard already through the two.
LAGGARDER = ((2, 0), (4, 1), (6, 2), (8, 3), (10, 4))
# Låggarder needed to pass a Gök off: "första handen" two, "andra handen" one.
GOK_PASS_LAGGARDS = (2, 1)
