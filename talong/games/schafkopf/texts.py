"""Texts for Schafkopf actions, cards and contracts: catalogue messages
(schafkopf.action.*, schafkopf.card, schafkopf.suit.*, schafkopf.rank.*,
schafkopf.contract.*), rendered in the reader's language.

Game terms keep their German names in both languages (Rufer, Wenz, Solo,
Tout, Sie, Ober, Unter, Daus, König, Laufende, Schneider, Schwarz), the suits
too (Eichel, Gras, Herz, Schellen: schafkopf.suit_term.*), so that a card or
a contract is named as the table's bids and contract box name it ("Herz-Unter",
"Eichel-Solo"). The Swedish words of SPEC.md, "Schafkopf: decisions" (ek, löv,
hjärter, klockor: schafkopf.suit.*) gloss a suit where the table explains one.
"""
from __future__ import annotations

from talong.i18n import Message, msg, render, t

from .tables import CONTRACT_BY_KEY, PACK, SUIT_CODES, SUIT_NAMES_EN


def card_message(card: int) -> Message:
    """"Eichel-Ober" / "Eichel Ober": the suit and rank words are the catalogue's."""
    code = PACK.name_of(card)
    return msg("schafkopf.card", suit=msg(SUIT_TERMS[SUIT_CODES.index(code[0])]),
               rank=msg(f"schafkopf.rank.{code[1]}"))


def card_name(card: int, lang: str = "en") -> str:
    return render(card_message(card), lang)


def contract_text(key: str, suit: int | None, lang: str = "en") -> str:
    return render(contract_message(key, suit), lang)


def contract_message(key: str, suit: int | None) -> Message:
    """The contract as `contract_text` words it, as a message (views carry messages)."""
    contract = CONTRACT_BY_KEY[key]
    if contract.choice == "ace":
        return msg("schafkopf.contract.rufer", suit=msg(SUIT_TERMS[suit]))
    if contract.choice == "suit":
        return msg("schafkopf.contract.suited", name=contract.name, suit=msg(SUIT_TERMS[suit]))
    return msg("schafkopf.contract.plain", name=contract.name)


SUIT_TERMS = {index: f"schafkopf.suit_term.{code}" for index, code in enumerate(SUIT_CODES)}
ROLE_MESSAGES = {"declarer": "schafkopf.role.declarer", "partner": "schafkopf.role.partner",
                 "defender": "schafkopf.role.defender"}


def seat_message(seat: int) -> Message:
    return msg("schafkopf.seat", n=seat + 1)


def settlement_name(key: str, suit: int | None) -> str | Message:
    """A contract as the settlement names it (game terms stay German):
    "Gras-Solo", "Herz-Solo Tout", "Wenz", "Sie"; a Rufer names its ace as
    the language names that card, "Rufer (Schellen-Daus)" in Swedish and
    "Rufer (Schellen Daus)" in English."""
    contract = CONTRACT_BY_KEY[key]
    if contract.choice == "ace":
        return msg("schafkopf.contract.with_ace", name=contract.name, ace=msg("schafkopf.daus", suit=SUIT_NAMES_EN[suit]))
    if contract.choice == "suit":
        return f"{SUIT_NAMES_EN[suit]}-{contract.name}"
    return contract.name


def role_text(role: str, lang: str = "en") -> str:
    """"spelförare" / "partner" / "motspelare" (en: declarer, partner, defender)."""
    return t(lang, ROLE_MESSAGES[role])


def seat_text(seat: int, lang: str = "en") -> str:
    return render(seat_message(seat), lang)   # seats are numbered 1-4 for people


def action_message(action: str) -> Message | None:
    """A well-formed action as a message; None for anything else."""
    parts = action.split()
    if parts == ["pass"]:
        return msg("schafkopf.action.pass")
    if len(parts) >= 2 and parts[0] == "bid" and parts[1] in CONTRACT_BY_KEY:
        suit = SUIT_CODES.index(parts[2]) if len(parts) == 3 and parts[2] in SUIT_CODES else None
        if (suit is None) != (CONTRACT_BY_KEY[parts[1]].choice is None):
            return None
        return msg("schafkopf.action.bid", contract=contract_message(parts[1], suit))
    if len(parts) == 2 and parts[0] == "play":
        try:
            card = PACK.parse(parts[1])
        except ValueError:
            return None
        return msg("schafkopf.action.play", card=card_message(card))
    return None


def describe(action: str, lang: str = "en") -> str:
    """A human text for a well-formed action (anything else is echoed)."""
    message = action_message(action)
    return action if message is None else render(message, lang)
