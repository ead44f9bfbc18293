"""Human texts for Königrufen actions, from the catalogues
(`koenigrufen.action.*`, docs/i18n.md). Game terms (contract and figure
names, the Sküs, Pagat, Mond) stay in the game's own language (SPEC.md "The
site"); a card is named in words as the table's cards are (talong/web/js/
tarock-cards.js `label`, catalogue ids cards.tarock.*), never by its code."""
from __future__ import annotations

from talong.core.cards import CardError
from talong.core.tarock import PACK_NAMES, ROMAN, TAROCK_54
from talong.i18n import Message, msg, render, t

from .tables import CONTRACT_BY_KEY, FIGURE_BY_KEY, MEIN_SPIEL

SUITS = ("h", "d", "s", "c")   # koenigrufen.suit.<code>: the king called
KONTRA = ("kontra", "rekontra", "subkontra")
# Figures whose names are plain words, not game terms: worded per language
# (koenigrufen.figname.*); Trull, Uhu, Pagat ultimo... stay as they are.
FIGURE_WORDS = {"kings": "koenigrufen.figname.kings", "kungultimo": "koenigrufen.figname.kungultimo"}
FIGURE_RANKS = ("k", "d", "ka", "kn")   # cards.tarock.rank.*: kung, dam, kavall, knekt; pips stay numbers
# p.11: «Tarok I brukar kallas för Pagaten» ... «och tarok XXI för månen»; the
# table's card labels add the same names.
TAROK_NAMES = {"I": "Pagat", "XXI": "Mond"}


def _code(text: str) -> str | None:
    """The pack's own code of a card written in any case ("CK" -> "ck"), or None."""
    try:
        return PACK_NAMES[TAROCK_54.parse(text)]
    except CardError:
        return None


def card_name(code: str) -> Message | str:
    """A card in words: "hjärter kung" / "king of hearts", "spader 9",
    "tarok XXI (Mond)", "tarok V", "Sküs"."""
    name = _code(code)
    if name is None:
        return code
    if name == "S":
        return "Sküs"
    if name in ROMAN:
        if name in TAROK_NAMES:
            return msg("cards.tarock.tarok_named", rank=name, name=TAROK_NAMES[name])
        return msg("cards.tarock.tarok", rank=name)
    suit, rank = name[0], name[1:]
    return msg("cards.card", suit=msg(f"cards.tarock.suit.{suit}"),
               rank=msg(f"cards.tarock.rank.{rank}") if rank in FIGURE_RANKS else rank)


def _called_suit(arg: str) -> str | None:
    """The suit of a call: the engine's suit letter ("call s"), or a king
    written as a card ("call sk", "call SK"); anything else is no call."""
    if arg in SUITS:
        return arg
    name = _code(arg)
    return name[0] if name is not None and name[0] in SUITS and name[1:] == "k" else None


def figure_name(key: str) -> Message | str:
    if key in FIGURE_WORDS:
        return msg(FIGURE_WORDS[key])
    return FIGURE_BY_KEY[key].name if key in FIGURE_BY_KEY else key


def _game(key: str) -> str:
    if key == MEIN_SPIEL:
        return "mein Spiel"
    return CONTRACT_BY_KEY[key].name if key in CONTRACT_BY_KEY else key


def _item(item: str) -> Message | str:
    if item == "game" or item.startswith("game-"):
        return msg("koenigrufen.item.game")
    return figure_name(item)


def message(action: str) -> Message | None:
    """The action as a message, or None for one this table does not word."""
    parts = action.split()
    verb, arg = (parts[0], parts[1] if len(parts) == 2 else None) if parts else ("", None)
    if verb in ("pass", "done", "cut", "knacka", "giveup"):
        return msg(f"koenigrufen.action.{verb}")
    if verb == "discard" and arg is None and len(parts) == 1:
        return msg("koenigrufen.action.discard_hidden")   # another seat's face-down discard (view history)
    if arg is None and not (verb in KONTRA and len(parts) > 2):
        return None
    if verb == "pile":
        return msg("koenigrufen.action.pile", pile=arg)
    if verb in ("bid", "choose"):
        return msg(f"koenigrufen.action.{verb}", game=_game(str(arg)))
    if verb == "call":
        if arg == "fourth":
            return msg("koenigrufen.action.call_fourth")
        suit = _called_suit(str(arg))
        return msg("koenigrufen.action.call", suit=msg(f"koenigrufen.suit.{suit}")) if suit else None
    if verb == "talon":
        return msg("koenigrufen.action.talon_top" if arg == "top" else "koenigrufen.action.talon_bottom")
    if verb in ("discard", "play"):
        return msg(f"koenigrufen.action.{verb}", card=card_name(str(arg))) if _code(str(arg)) else None
    if verb == "announce":
        return msg("koenigrufen.action.announce", item=_item(str(arg)))
    if verb in KONTRA:
        return msg(f"koenigrufen.action.{verb}", item=_item(parts[1]))
    return None


def describe(action: str, lang: str = "en") -> str:
    found = message(action)
    return render(found, lang) if found else action


def seat_text(seat: int, lang: str = "en") -> str:
    return t(lang, "koenigrufen.seat", n=seat + 1)


def hidden_discard(lang: str) -> str:
    """A face-down discard as the other players hear it (KR-F04)."""
    return t(lang, "koenigrufen.action.discard_hidden")

