"""The texts of hints and reviews: a message id and its parameters, rendered
in Swedish and English here. A parameter that names an action is rendered
with the game's own words for it (`State.describe`); one that is already
per language is a {"sv", "en"} pair. Only the seat's own actions and
counts are ever parameters, so a text cannot name a hidden card."""
from __future__ import annotations

from typing import Any, Callable

LANGS = ("sv", "en")

MESSAGES: dict[str, dict[str, str]] = {
    "advice.only": {"sv": "{action}: det enda tillåtna valet",
                    "en": "{action}: the only legal choice"},
    "advice.only_card": {"sv": "{action}: det enda kortet du får spela",
                         "en": "{action}: the only card you may play"},
    "advice.equal": {"sv": "{action}: alla val är lika bra i de {n} simulerade givarna",
                     "en": "{action}: every choice is as good on the {n} sampled layouts"},
    "advice.sure": {"sv": "{action}: bäst i alla {n} simulerade givarna, i snitt {gain} {unit} mer än {other}",
                    "en": "{action}: best on all {n} sampled layouts, on average {gain} {unit} more than {other}"},
    "advice.best": {"sv": "{action}: bäst i {k} av {n} simulerade givar, i snitt {gain} {unit} mer än {other}",
                    "en": "{action}: best on {k} of {n} sampled layouts, on average {gain} {unit} more than {other}"},
    "advice.target": {"sv": "{action}: {goal} i {k} av {n} simulerade givar ({k_other} med {other})",
                      "en": "{action}: {goal} on {k} of {n} sampled layouts ({k_other} with {other})"},
    "advice.rules": {"sv": "{action}: AI:ns regler för {what} väljer det (ingen sökning här)",
                     "en": "{action}: the AI's rules for {what} choose it (no search here)"},
    "advice.system": {"sv": "{action}: {meaning}", "en": "{action}: {meaning}"},
    "advice.none": {"sv": "Inget att välja: det är inte din tur", "en": "Nothing to choose: it is not your turn"},
}

WORDS: dict[str, dict[str, str]] = {
    "unit.tricks": {"sv": "stick", "en": "tricks"},
    "unit.points": {"sv": "ögon", "en": "card points"},
    "unit.card_points": {"sv": "kortpoäng", "en": "card points"},
    "unit.score": {"sv": "poäng", "en": "points"},
    "goal.make": {"sv": "kontraktet går hem", "en": "the contract makes"},
    "goal.beat": {"sv": "kontraktet går bet", "en": "the contract goes down"},
    "what.bidding": {"sv": "budgivningen", "en": "the bidding"},
    "what.decision": {"sv": "det här valet", "en": "this decision"},
    "method.sampled": {"sv": "simulerade givar lösta med dubbeldummy-lösaren",
                       "en": "sampled layouts solved double dummy"},
    "method.rollout": {"sv": "simulerade givar spelade färdigt av AI:n",
                       "en": "sampled layouts played out by the AI"},
    "method.playout_solved": {"sv": "simulerade givar, spelade av AI:n och lösta med dubbeldummy-lösaren mot slutet",
                              "en": "sampled layouts, played by the AI and solved double dummy towards the end"},
    "method.double_dummy": {"sv": "dubbeldummy (alla händer kända)", "en": "double dummy (every hand known)"},
}


def word(key: str) -> dict[str, str]:
    return dict(WORDS[key])


def render(message: str, params: dict[str, Any], describe: Callable[[str, str], str]) -> dict[str, str]:
    """{"sv": text, "en": text} of a message: parameters named `action` or
    `other` are actions (described by the game), {"sv", "en"} pairs are taken
    per language, numbers printed with at most one decimal."""
    out = {}
    for lang in LANGS:
        values = {}
        for key, value in params.items():
            if key in ("action", "other"):
                values[key] = describe(value, lang)
            elif isinstance(value, dict):
                values[key] = value[lang]
            elif isinstance(value, float):
                values[key] = f"{value:.1f}".rstrip("0").rstrip(".") if lang == "en" else \
                    f"{value:.1f}".rstrip("0").rstrip(".").replace(".", ",")
            else:
                values[key] = value
        out[lang] = MESSAGES[message][lang].format(**values)
    return out
