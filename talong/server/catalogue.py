"""What the lobby shows per game: summary lines (sv/en) and the table
options a new party may set. Presentation only: the rules live in the engines,
which validate the options when the party deals."""
from __future__ import annotations

from typing import Any

from talong.ai import player_names
from talong.games import available_games

_WORDS_SV = {2: "två", 3: "tre"}
_WORDS_EN = {2: "two", 3: "three"}

# game -> (title, scoring words sv, scoring words en, table sizes, party length units, default length)
_GAMES: dict[str, dict[str, Any]] = {
    "vira": {"title": "Vira", "scoring_sv": "Betar och pinnar", "scoring_en": "Betar and pinnar",
             "players": [3, 4], "length_units": ["rounds", "deals"], "length": {"unit": "rounds", "value": 1},
             "blurb_sv": "Svenskt klassiskt stickspel med två kortlekar, budtabell och pulla.",
             "blurb_en": "The classic Swedish trick-taking game with two packs, a bid table and the pulla."},
    "schafkopf": {"title": "Schafkopf", "scoring_sv": "Poäng per given", "scoring_en": "Points per deal",
                  "players": [4], "length_units": ["deals"], "length": {"unit": "deals", "value": 8},
                  "blurb_sv": "Bayerskt fyrmannaspel: Rufer, Wenz och Solo.",
                  "blurb_en": "Bavarian four-player game: Rufer, Wenz and Solo."},
    "bridge": {"title": "Bridge", "scoring_sv": "Matchpoäng", "scoring_en": "Matchpoints",
               "players": [4], "length_units": ["deals"], "length": {"unit": "deals", "value": 8},
               "blurb_sv": "Kontraktsbridge, duplikat.", "blurb_en": "Duplicate contract bridge."},
}


def summary(game: str, players: int) -> dict[str, str]:
    """The summary line, e.g. "3 spelare · Du mot två AI-spelare · Betar och pinnar"."""
    info = _GAMES[game]
    ai = players - 1
    return {"sv": f"{players} spelare · Du mot {_WORDS_SV.get(ai, ai)} AI-spelare · {info['scoring_sv']}",
            "en": f"{players} players · You against {_WORDS_EN.get(ai, ai)} AI players · {info['scoring_en']}"}


def games(ai_delay: float) -> list[dict[str, Any]]:
    out = []
    for name in available_games():
        if name not in _GAMES:
            continue
        info = _GAMES[name]
        out.append({
            "name": name, "title": info["title"],
            "blurb": {"sv": info["blurb_sv"], "en": info["blurb_en"]},
            "summaries": {str(n): summary(name, n) for n in info["players"]},
            "options": {"players": info["players"], "length_units": info["length_units"],
                        "length": info["length"], "ai": player_names(name),
                        "ai_default": player_names(name)[-1], "ai_delay": ai_delay},
        })
    return out


def known(game: str) -> bool:
    return game in _GAMES and game in available_games()


def defaults(game: str) -> dict[str, Any]:
    return _GAMES[game]


def tables(game: str) -> dict[str, Any]:
    """A game's published tables as data for the table UI (Vira: the bid table
    with its pin columns), read from the game package, never re-derived here."""
    if game == "vira" and known("vira"):
        from talong.games.vira.tables import BIDS
        return {"bids": [{"number": b.number, "key": b.key, "name": b.name, "kind": b.kind, "family": b.family,
                          "level": b.level, "tricks": b.tricks, "pins": list(b.pins), "free_trump": b.free_trump,
                          "misar": None if b.misar is None else {"cards": b.misar.cards, "open": b.misar.open}}
                         for b in BIDS],
                "unspecified": ["gask", "köpmisär", "solo", "turné", "vingel"]}
    return {}
