"""What the lobby shows per game: summary lines (in every catalogue's language), the table options a
new party may set and the front end's module. Presentation only, and all of
it read from each game's metadata (`Game.info`); the rules live in the
engines, which validate the options when the party deals."""
from __future__ import annotations

from typing import Any

from talong import i18n
from talong.ai import player_names
from talong.games import available_games, get_game

NUMBER_WORDS = {1: "ui.number_word.1", 2: "ui.number_word.2", 3: "ui.number_word.3"}


def lobby_texts(value: str | dict[str, str]) -> dict[str, str]:
    """A GameInfo text in every language: a message id, or a game's own {lang: text}."""
    return i18n.texts(value) if isinstance(value, str) else dict(value)


def summary(game: str, players: int) -> dict[str, str]:
    """The summary line, e.g. "3 spelare · Du mot två AI-spelare · Betar och pinnar"."""
    scoring = lobby_texts(get_game(game).info.scoring)
    ai = players - 1
    words = i18n.msg(NUMBER_WORDS[ai]) if ai in NUMBER_WORDS else ai
    return {lang: i18n.t(lang, "ui.lobby_summary", players=players, ai=words, count=ai,
                         scoring=scoring.get(lang, scoring.get(i18n.DEFAULT, "")))
            for lang in i18n.languages()}


def games(ai_delay: float) -> list[dict[str, Any]]:
    out = []
    for name in available_games():
        info = get_game(name).info
        ais = player_names(name)
        out.append({
            "name": name, "title": info.title, "blurb": lobby_texts(info.blurb),
            "summaries": {str(n): summary(name, n) for n in info.seats},
            "options": {"players": list(info.seats), "length_units": list(info.length_units),
                        "length": dict(info.length), "ai": ais, "ai_default": info.ai_default or ais[-1],
                        "ai_delay": ai_delay, "seat": info.seat, "more": dict(info.options)},
            "ui": dict(info.ui),
        })
    return out


def known(game: str) -> bool:
    return game in available_games()


def defaults(game: str) -> dict[str, Any]:
    """The game's lobby data: title, scoring words, table sizes, party length."""
    info = get_game(game).info
    return {"title": info.title, "scoring": lobby_texts(info.scoring),
            "players": list(info.seats), "length_units": list(info.length_units), "length": dict(info.length),
            "blurb": lobby_texts(info.blurb), "seat": info.seat,
            "ai_option": info.ai_option}


def tables(game: str) -> dict[str, Any]:
    """A game's published tables as data for the table UI (Vira: the bid table
    with its pin columns), read from the game package, never re-derived here."""
    return get_game(game).tables() if known(game) else {}


def ai_option(game: str) -> str | None:
    """The table option of `game` that carries the chosen AI level, if any
    (bridge: the AI players of the other table)."""
    return get_game(game).info.ai_option if known(game) else None
