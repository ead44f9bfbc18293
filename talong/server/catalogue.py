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
                  "blurb_sv": "Bayerskt stickspel för fyra med tysk kortlek. Kalla ett ess för en hemlig partner "
                              "(Rufer) eller spela Wenz eller Solo ensam. Spelförarens sida behöver 61 kortpoäng, "
                              "motspelarna 60.",
                  "blurb_en": "The Bavarian trick-taking game for four with the German pack. Call an ace for a "
                              "secret partner (Rufer) or play Wenz or Solo alone. The declarer's side needs 61 "
                              "card points, the defenders 60."},
    # Bridge: the human sits South (seat 2); the party is a teams match in IMPs
    # against a second table where four AI players bid and play the same boards
    # (talong/games/bridge/party.py).
    "bridge": {"title": "Bridge", "scoring_sv": "IMP mot ett bord med fyra AI-spelare",
               "scoring_en": "IMPs against a table of four AI players", "seat": 2,
               # the party's option that gets the chosen AI level: the other table plays with it too
               "ai_option": "other_table_ai",
               "players": [4], "length_units": ["deals"], "length": {"unit": "deals", "value": 8},
               "blurb_sv": "Kontraktsbridge, duplikat. Du sitter Syd med en AI-partner i Nord mot två "
                           "AI-motspelare; samma brickor spelas vid ett andra bord av fyra AI-spelare, "
                           "och varje bricka jämförs i IMP.",
               "blurb_en": "Duplicate contract bridge. You sit South with an AI partner in North against two "
                           "AI opponents; the same boards are played at a second table by four AI players, "
                           "and every board is compared in IMPs."},
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
                        "ai_default": player_names(name)[-1], "ai_delay": ai_delay, "seat": info.get("seat", 0)},
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
    if game == "schafkopf" and known("schafkopf"):
        from talong.games.schafkopf import tables as sk
        choices = {"ace": sk.CALLABLE_SUITS, "suit": sk.SOLO_SUITS}
        return {"contracts": [{"key": c.key, "name": c.name, "order": c.order, "base": c.base, "choice": c.choice,
                               "suits": [sk.SUIT_CODES[s] for s in choices.get(c.choice, ())],
                               "solo": c.solo, "tout": c.tout, "laufende_min": c.laufende_min,
                               "laufende_factor": c.laufende_factor, "anchor": f"contract-{c.key}"}
                              for c in sk.CONTRACTS],
                "suits": [{"code": sk.SUIT_CODES[s], "name": sk.SUIT_NAMES_EN[s], "name_sv": sk.SUIT_NAMES_SV[s]}
                          for s in sk.TRUMP_SUIT_ORDER],
                "card_points": dict(sk.RANK_POINTS), "total_points": sk.TOTAL_POINTS}
    if game == "bridge" and known("bridge"):
        from talong.games.bridge.auction import STRAINS
        from talong.games.bridge.boards import dealer_of, vulnerability_of
        from talong.games.bridge.imps import IMP_SCALE
        return {"strains": list(STRAINS), "levels": list(range(1, 8)),
                "boards": [{"board": n, "dealer": dealer_of(n), "vulnerable": vulnerability_of(n)} for n in range(1, 17)],
                "imp_scale": [{"from": low, "imps": points} for low, points in IMP_SCALE]}
    return {}


def ai_option(game: str) -> str | None:
    """The table option of `game` that carries the chosen AI level, if any
    (bridge: the AI players of the other table)."""
    return _GAMES.get(game, {}).get("ai_option")
