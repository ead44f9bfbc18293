"""The texts of hints and reviews: a message id and its parameters, rendered
in every catalogue's language (talong.i18n; ids `advice.*`). A parameter
that names an action is rendered with the game's own words for it
(`State.describe`); one that is already per language is a {lang: text} pair
(a `word`), or a message (a bridge call's meaning) rendered in each language.
Only the seat's own actions and counts are ever parameters, so a text cannot
name a hidden card."""
from __future__ import annotations

from typing import Any, Callable

from talong import i18n


def word(key: str) -> dict[str, str]:
    """A word of a hint ("unit.tricks", "goal.make", "method.sampled") in every language."""
    return i18n.texts(f"advice.word.{key}")


def _number(value: float, lang: str) -> str:
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return text if lang == "en" else text.replace(".", ",")


def amount(unit: str, value: float) -> dict[str, str]:
    """An amount in a unit ("unit.tricks") in every language: "1 trick",
    "2 tricks", "1,5 stick", with the catalogue's decimal sign and plural
    form (`advice.amount.<unit>`), never "1 tricks". One decimal, as the
    review's items, the unlisted remainder and its total all show, so that
    they visibly add up."""
    out = {}
    for lang in i18n.languages():
        number = f"{value:.1f}".rstrip("0").rstrip(".")
        # gettext plural rules take whole numbers; a fraction reads as a plural ("1.5 tricks", "0,5 stick")
        count = int(number) if number.isdigit() else 2
        out[lang] = i18n.t(lang, f"advice.amount.{unit}", count=count,
                           value=number.replace(".", i18n.t(lang, "term.decimal_separator")))
    return out


def render(message: str, params: dict[str, Any], describe: Callable[[str, str], str]) -> dict[str, str]:
    """{lang: text} of a message: parameters named `action` or `other` are
    actions (described by the game), per-language pairs are taken per
    language, messages rendered in it, numbers printed with at most one decimal."""
    out = {}
    for lang in i18n.languages():
        values: dict[str, Any] = {}
        for key, value in params.items():
            if key in ("action", "other"):
                values[key] = describe(value, lang)
            elif isinstance(value, dict) and "id" in value:   # a message: rendered by t() below
                values[key] = value
            elif isinstance(value, dict):
                values[key] = value.get(lang, value["en"])
            elif isinstance(value, float):
                values[key] = _number(value, lang)
            else:
                values[key] = value
        out[lang] = i18n.t(lang, message, **values)
    return out
