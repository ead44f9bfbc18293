"""Human texts for Königrufen actions, from the catalogues
(`koenigrufen.action.*`, docs/i18n.md). Game terms (contract and figure
names, card codes) stay in the game's own language (SPEC.md "The site")."""
from __future__ import annotations

from talong.i18n import Message, msg, render, t

from .tables import CONTRACT_BY_KEY, FIGURE_BY_KEY, MEIN_SPIEL

SUITS = ("h", "d", "s", "c")   # koenigrufen.suit.<code>: the king called
KONTRA = ("kontra", "rekontra", "subkontra")
# Figures whose names are plain words, not game terms: worded per language
# (koenigrufen.figname.*); Trull, Uhu, Pagat ultimo... stay as they are.
FIGURE_WORDS = {"kings": "koenigrufen.figname.kings", "kungultimo": "koenigrufen.figname.kungultimo"}


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
    if arg is None and not (verb in KONTRA and len(parts) > 2):
        return None
    if verb == "pile":
        return msg("koenigrufen.action.pile", pile=arg)
    if verb in ("bid", "choose"):
        return msg(f"koenigrufen.action.{verb}", game=_game(str(arg)))
    if verb == "call":
        if arg == "fourth":
            return msg("koenigrufen.action.call_fourth")
        return msg("koenigrufen.action.call", suit=msg(f"koenigrufen.suit.{arg}") if arg in SUITS else arg)
    if verb == "talon":
        return msg("koenigrufen.action.talon_top" if arg == "top" else "koenigrufen.action.talon_bottom")
    if verb in ("discard", "play"):
        return msg(f"koenigrufen.action.{verb}", card=arg)
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

