"""Königrufen's tables as data, named as the rule text names them.

Source: rules/koenigrufen-stockholms-wirasallskap.txt p.20 "Budtabell för
Königrufen" (bid order, lowest first, and the figure table), the contract
descriptions on p.15-16 (talon, requirement), p.18 (the loss doublings), and
SPEC.md "Königrufen: decisions" for the digits lost in transcription
(Zwiccolo 2, Dreier 4, Piccolo ouverte 5, Bettler ouverte 7, Solodreier 8).
A club with other values changes this file only.
"""
from __future__ import annotations

from dataclasses import dataclass

from talong.core.tarock import KAKADU_CARD, PAGAT, TAROCK_54, UHU_CARD

PACK = TAROCK_54
NUM_SEATS = 4
HAND_SIZE = 12

# Talon handling (p.13 "Köpet", p.15 "Om inget annat framgår av spelets namn").
HALF, WHOLE, SOLO, ASIDE, FED = "half", "whole", "solo", "aside", "fed"
POSITIVE, NEGATIVE, TRISCHAKEN = "positive", "negative", "trischaken"

WIN_THIRDS = 107          # 35/2: "Spelföraren vinner således sitt spel med 35/2 eller mer"
BORGMASTARE_THIRDS = 107  # p.16: "36 poäng eller mer, d.v.s. före avrundning minst 35 poäng och 2 blad"
MIN_SUIT_CARDS = 6        # p.15-16: Farbendreier/Farbensolo need six suit cards


@dataclass(frozen=True)
class Contract:
    key: str              # token in actions: "bid dreier"
    name: str             # the game term (the same in both languages)
    rank: int             # bid order, 1 lowest; 0 for the förhand-only games
    kind: str             # POSITIVE, NEGATIVE or TRISCHAKEN
    won: int              # spelpoäng per opponent when won
    lost: int             # ... when lost
    lost_forehand: int    # ... when lost by förhand (Farben games double)
    talon: str            # HALF, WHOLE, SOLO, ASIDE, FED
    call: bool = False    # a king is called (column "Kung": K)
    bird: str | None = None     # the compulsory bird of a bird Rufer
    tricks: int | None = None   # negative: the exact number of tricks (None: Trischaken)
    farben: bool = False  # taroks are not trump
    solo: bool = False    # figures doubled (Solorufer, Solodreier, Farbensolo)
    ouverte: bool = False
    bei: tuple[str, str] | None = None  # (the bei player's game, the base game)
    base: str | None = None     # the base bid a bei row needs ("Bara efter Piccolo")
    forehand_only: bool = False  # only after mein Spiel is passed out


def _c(key, name, rank, kind, won, lost=None, lost_forehand=None, talon=ASIDE, **kw) -> Contract:
    lost = won if lost is None else lost
    return Contract(key, name, rank, kind, won, lost, lost if lost_forehand is None else lost_forehand, talon, **kw)


CONTRACTS: tuple[Contract, ...] = (
    _c("rufer", "Rufer", 1, POSITIVE, 1, talon=HALF, call=True),
    _c("piccolo", "Piccolo", 2, NEGATIVE, 2, tricks=1),
    _c("zwiccolo", "Zwiccolo", 3, NEGATIVE, 2, tricks=2),
    _c("solorufer", "Solorufer", 4, POSITIVE, 2, talon=SOLO, call=True, solo=True),
    _c("bettler", "Bettler", 5, NEGATIVE, 3, tricks=0),
    _c("pagatrufer", "Pagatrufer", 6, POSITIVE, 1, talon=HALF, call=True, bird="pagatultimo"),
    _c("uhurufer", "Uhurufer", 7, POSITIVE, 1, talon=HALF, call=True, bird="uhu"),
    _c("kakadurufer", "Kakadurufer", 8, POSITIVE, 1, talon=HALF, call=True, bird="kakadu"),
    _c("farbendreier", "Farbendreier", 9, POSITIVE, 3, 3, 6, talon=HALF, farben=True),
    _c("piccolo-bei-piccolo", "Piccolo bei (Piccolo)", 10, NEGATIVE, 2, bei=("piccolo", "piccolo"), base="piccolo"),
    _c("dreier", "Dreier", 11, POSITIVE, 4, talon=HALF),
    _c("bettler-bei-piccolo", "Bettler bei (Piccolo)", 12, NEGATIVE, 3, bei=("bettler", "piccolo"), base="piccolo"),
    _c("piccolo-bei-bettler", "Piccolo bei (Bettler)", 13, NEGATIVE, 2, bei=("piccolo", "bettler"), base="bettler"),
    _c("piccolo-ouverte", "Piccolo ouverte", 14, NEGATIVE, 5, tricks=1, ouverte=True),
    _c("bettler-bei-bettler", "Bettler bei (Bettler)", 15, NEGATIVE, 3, bei=("bettler", "bettler"), base="bettler"),
    _c("farbensolo", "Farbensolo", 16, POSITIVE, 6, 6, 12, talon=SOLO, farben=True, solo=True),
    _c("bettler-ouverte", "Bettler ouverte", 17, NEGATIVE, 7, tricks=0, ouverte=True),
    _c("solodreier", "Solodreier", 18, POSITIVE, 8, talon=SOLO, solo=True),
    # "Spel som bara får anges av förhand efter mein Spiel"
    _c("trischaken", "Trischaken", 0, TRISCHAKEN, 1, talon=FED, forehand_only=True),
    _c("sechserdreier", "Sechserdreier", 0, POSITIVE, 3, 6, talon=WHOLE, forehand_only=True),
)
CONTRACT_BY_KEY = {c.key: c for c in CONTRACTS}
BID_ORDER = tuple(c for c in CONTRACTS if c.rank)
MEIN_SPIEL = "mein-spiel"
MEIN_SPIEL_RANK = 1   # p.12: "räknas som likvärdigt med Rufer"


@dataclass(frozen=True)
class Figure:
    key: str
    name: str
    silent: int
    declared: int
    card: int | None = None     # the bird's tarok (None: not a bird)
    trick: int | None = None    # the target trick, 1-12


# p.20 "Figurer": Tyst / Dekl. Valat's 4/8 multiply the game (SPEC).
FIGURES: tuple[Figure, ...] = (
    Figure("trull", "Trull", 1, 2),
    Figure("kings", "Fyra kungar", 1, 2),
    Figure("grammeln", "Grammeln", 1, 2),
    Figure("grossgrammeln", "Großgrammeln", 1, 2),
    Figure("kungultimo", "Kung ultimo", 1, 2, None, 12),
    Figure("pagatultimo", "Pagat ultimo", 1, 2, PAGAT, 12),
    Figure("uhu", "Uhu", 2, 4, UHU_CARD, 11),
    Figure("kakadu", "Kakadu", 3, 6, KAKADU_CARD, 10),
    Figure("valat", "Valat", 4, 8),
)
FIGURE_BY_KEY = {f.key: f for f in FIGURES}
BIRDS = ("kakadu", "uhu", "pagatultimo")      # highest first: the order they must be played
FARBEN_FIGURES = ("grammeln", "grossgrammeln", "valat")
GRAMMELN_THIRDS = 137        # SPEC: 45/2
GROSSGRAMMELN_THIRDS = 167   # SPEC: 55/2
SOLO_FIGURE_FACTOR = 2       # p.18: figures but Valat doubled in the solo games

KONTRA_NAMES = ("kontra", "rekontra", "subkontra")   # ×2, ×4, ×8; "fler kontringar brukar inte tillåtas"


def _allowed(contract: Contract) -> tuple[str, ...]:
    if contract.kind != POSITIVE:
        return ()
    if contract.farben:
        return FARBEN_FIGURES
    return tuple(f.key for f in FIGURES if f.key != "kungultimo" or contract.call)


_ALLOWED = {c.key: _allowed(c) for c in CONTRACTS}


def allowed_figures(contract: Contract) -> tuple[str, ...]:
    """Figures a contract admits (p.14, p.20): positive games only; the Farben
    games only Grammeln, Großgrammeln and Valat; kung ultimo only with a call."""
    return _ALLOWED[contract.key]
