"""Swedish and English texts for Schafkopf actions, cards and contracts.

Game terms keep their German names in both languages (Rufer, Wenz, Solo,
Tout, Sie, Ober, Unter, Daus, Laufende, Schneider, Schwarz); the Swedish suit
names are those of SPEC.md, "Schafkopf: decisions": ek, löv, hjärter, klockor.
"""
from __future__ import annotations

from talong.i18n import Message, msg

from .tables import (CONTRACT_BY_KEY, PACK, RANK_NAMES_EN, RANK_NAMES_SV, SUIT_CODES,
                     SUIT_NAMES_EN, SUIT_NAMES_SV)


def card_name(card: int, lang: str = "en") -> str:
    code = PACK.name_of(card)
    suit = SUIT_CODES.index(code[0])
    if lang == "sv":
        return f"{SUIT_NAMES_SV[suit]}-{RANK_NAMES_SV[code[1]]}"
    return f"{SUIT_NAMES_EN[suit]} {RANK_NAMES_EN[code[1]]}"


def contract_text(key: str, suit: int | None, lang: str = "en") -> str:
    contract = CONTRACT_BY_KEY[key]
    if contract.choice == "ace":
        if lang == "sv":
            return f"Rufer med {SUIT_NAMES_SV[suit]}-esset"
        return f"Rufer calling the {SUIT_NAMES_EN[suit]} Daus"
    if contract.choice == "suit":
        names = SUIT_NAMES_SV if lang == "sv" else SUIT_NAMES_EN
        return f"{contract.name} {names[suit]}" if lang == "sv" else f"{names[suit]} {contract.name}"
    return contract.name


def contract_message(key: str, suit: int | None) -> Message:
    """The contract as `contract_text` words it, as a message (views carry messages)."""
    contract = CONTRACT_BY_KEY[key]
    if contract.choice == "ace":
        return msg("schafkopf.contract.rufer", suit=msg(SUIT_MESSAGES[suit]))
    if contract.choice == "suit":
        return msg("schafkopf.contract.suited", name=contract.name, suit=msg(SUIT_MESSAGES[suit]))
    return msg("schafkopf.contract.plain", name=contract.name)


SUIT_MESSAGES = {index: f"schafkopf.suit.{code}" for index, code in enumerate(SUIT_CODES)}
ROLE_MESSAGES = {"declarer": "schafkopf.role.declarer", "partner": "schafkopf.role.partner",
                 "defender": "schafkopf.role.defender"}


def seat_message(seat: int) -> Message:
    return msg("schafkopf.seat", n=seat + 1)


# Rank names in refusals: "Eichel Daus" / "ek-ess", as `card_name` words them.
RANK_MESSAGES = {"A": msg("schafkopf.refusal.rank.A"), "T": msg("schafkopf.refusal.rank.T"),
                 "K": msg("schafkopf.refusal.rank.K"), "O": msg("schafkopf.refusal.rank.O"),
                 "U": msg("schafkopf.refusal.rank.U"), "9": msg("schafkopf.refusal.rank.9"),
                 "8": msg("schafkopf.refusal.rank.8"), "7": msg("schafkopf.refusal.rank.7")}


def card_message(card: int) -> Message:
    """A card named in the reader's language (a refusal's parameter)."""
    code = PACK.name_of(card)
    return msg("schafkopf.refusal.card", suit=msg(SUIT_MESSAGES[SUIT_CODES.index(code[0])]),
               rank=RANK_MESSAGES[code[1]])


def settlement_name(key: str, suit: int | None) -> str:
    """A contract as the settlement names it, the same in both languages (game
    terms stay German): "Rufer (Schellen-Daus)", "Gras-Solo", "Herz-Solo Tout",
    "Wenz", "Sie"."""
    contract = CONTRACT_BY_KEY[key]
    if contract.choice == "ace":
        return f"{contract.name} ({SUIT_NAMES_EN[suit]}-Daus)"
    if contract.choice == "suit":
        return f"{SUIT_NAMES_EN[suit]}-{contract.name}"
    return contract.name


ROLE_TEXTS = {"declarer": ("spelförare", "declarer"), "partner": ("partner", "partner"),
              "defender": ("motspelare", "defender")}


def role_text(role: str, lang: str = "en") -> str:
    """"spelförare" / "partner" / "motspelare" (en: declarer, partner, defender)."""
    return ROLE_TEXTS[role][0 if lang == "sv" else 1]


def seat_text(seat: int, lang: str = "en") -> str:
    return f"plats {seat + 1}" if lang == "sv" else f"seat {seat + 1}"  # seats are numbered 1-4 for people


def describe(action: str, lang: str = "en") -> str:
    """A human text for a well-formed action (anything else is echoed)."""
    parts = action.split()
    if parts == ["pass"]:
        return "Pass"
    if len(parts) >= 2 and parts[0] == "bid" and parts[1] in CONTRACT_BY_KEY:
        suit = SUIT_CODES.index(parts[2]) if len(parts) == 3 and parts[2] in SUIT_CODES else None
        if (suit is None) != (CONTRACT_BY_KEY[parts[1]].choice is None):
            return action
        text = contract_text(parts[1], suit, lang)
        return f"Bjuder {text}" if lang == "sv" else f"Bids {text}"
    if len(parts) == 2 and parts[0] == "play":
        try:
            card = PACK.parse(parts[1])
        except ValueError:
            return action
        return f"Spelar {card_name(card, lang)}" if lang == "sv" else f"Plays {card_name(card, lang)}"
    return action
