"""Human texts for Königrufen actions (sv/en). Game terms stay in the game's
own language (SPEC.md "The site")."""
from __future__ import annotations

from .tables import CONTRACT_BY_KEY, FIGURE_BY_KEY, MEIN_SPIEL

SUITS = {"h": ("hjärter", "hearts"), "d": ("ruter", "diamonds"), "s": ("spader", "spades"), "c": ("klöver", "clubs")}


def _game(key: str) -> str:
    if key == MEIN_SPIEL:
        return "mein Spiel"
    return CONTRACT_BY_KEY[key].name if key in CONTRACT_BY_KEY else key


def _item(item: str, lang: str) -> str:
    if item == "game" or item.startswith("game-"):
        return "spelet" if lang == "sv" else "the game"
    return FIGURE_BY_KEY[item].name if item in FIGURE_BY_KEY else item


def describe(action: str, lang: str = "en") -> str:
    sv = lang == "sv"
    parts = action.split()
    if not parts:
        return action
    verb = parts[0]
    if verb == "pass":
        return "Pass"
    if verb == "done":
        return "Klar" if sv else "Done"
    if verb == "cut":
        return "Kuperar" if sv else "Cuts"
    if verb == "knacka":
        return "Knackar" if sv else "Knocks (knacka)"
    if verb == "pile" and len(parts) == 2:
        return f"Väljer hög {parts[1]}" if sv else f"Takes pile {parts[1]}"
    if verb in ("bid", "choose") and len(parts) == 2:
        return (("Bjuder " if verb == "bid" else "Spelar ") if sv else ("Bids " if verb == "bid" else "Plays ")) \
            + _game(parts[1])
    if verb == "call" and len(parts) == 2:
        if parts[1] == "fourth":
            return "Anropar den fjärde kungen" if sv else "Calls the fourth king"
        name = SUITS.get(parts[1], (parts[1], parts[1]))
        return f"Anropar {name[0]} kung" if sv else f"Calls the king of {name[1]}"
    if verb == "talon" and len(parts) == 2:
        top = parts[1] == "top"
        return ("Tar övre talonghalvan" if top else "Tar undre talonghalvan") if sv else \
            ("Takes the top talon half" if top else "Takes the bottom talon half")
    if verb == "giveup":
        return "Ger upp" if sv else "Gives up"
    if verb == "discard" and len(parts) == 2:
        return f"Lägger bort {parts[1]}" if sv else f"Lays away {parts[1]}"
    if verb == "announce" and len(parts) == 2:
        return f"Deklarerar {_item(parts[1], lang)}" if sv else f"Declares {_item(parts[1], lang)}"
    if verb in ("kontra", "rekontra", "subkontra") and len(parts) >= 2:
        return f"{verb.capitalize()} {'på' if sv else 'on'} {_item(parts[1], lang)}"
    if verb == "play" and len(parts) == 2:
        return f"Spelar {parts[1]}" if sv else f"Plays {parts[1]}"
    return action


def seat_text(seat: int, lang: str = "en") -> str:
    return f"plats {seat + 1}" if lang == "sv" else f"seat {seat + 1}"
