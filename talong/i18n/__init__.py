"""One way to write text: message ids and parameters, translated by catalogues.

Engine views, settlement lines and errors carry a message, ``{"id": ...,
"params": {...}}``, never prose. The text lives in one gettext catalogue per
language, ``talong/i18n/locales/<lang>/LC_MESSAGES/talong.po``, read with Babel
when first used (no compiled .mo files). A message id is a stable key
(``"bridge.line.score"``); its text has ``{name}`` parameters, and a message
with plural forms picks its form by the ``count`` parameter through the
catalogue's own Plural-Forms rule, so "1 trick" and "2 tricks" both read right.
A parameter may itself be a message, rendered in the same language (a seat's
name inside a settlement line), or a list of them (comma-separated). The front end gets the same catalogues from
``GET /api/i18n`` and renders with the same rules (talong/web/js/i18n.js).
Adding a language is adding one catalogue directory (docs/i18n.md).
"""
from __future__ import annotations

import gettext
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parent / "locales"
DOMAIN = "talong"
DEFAULT = "en"          # the fallback for a language or a message a catalogue lacks
PARAM = re.compile(r"\{(\w+)\}")
# Messages the server renders itself and the front end never needs: the rules
# pages' prose (GET /api/rules/<game>/<lang>), kept out of GET /api/i18n.
SERVER_ONLY = ("rules.",)

Message = dict[str, Any]   # {"id": str, "params": {name: str | int | Message}}
Text = str | tuple[str, ...]   # one text, or one form per plural index


@dataclass(frozen=True)
class Catalogue:
    lang: str
    messages: dict[str, Text]
    plural_expr: str          # gettext's C expression over n, e.g. "(n != 1)"
    num_plurals: int
    plural: Callable[[int], int]


def read_catalogue(path: Path, lang: str) -> Catalogue:
    with path.open("rb") as f:
        po = read_po(f, locale=lang, domain=DOMAIN)
    messages: dict[str, Text] = {}
    for m in po:
        if not m.id:
            continue   # the header
        if isinstance(m.id, (tuple, list)):
            messages[m.id[0]] = tuple(m.string)
        else:
            messages[m.id] = str(m.string)
    expr = po.plural_expr
    return Catalogue(lang, messages, expr, po.num_plurals, gettext.c2py(expr))


_dirs: list[Path] = [LOCALES]


def add_locale_dir(path: Path) -> None:
    """Read catalogues from `path` too (a test's own language, a deployment's
    extra one); a language found in several directories comes from the last."""
    _dirs.append(Path(path))
    catalogues.cache_clear()


def remove_locale_dir(path: Path) -> None:
    _dirs.remove(Path(path))
    catalogues.cache_clear()


@lru_cache(maxsize=1)
def catalogues() -> dict[str, Catalogue]:
    found: dict[str, Catalogue] = {}
    for base in _dirs:
        for po in sorted(base.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
            lang = po.parent.parent.name
            found[lang] = read_catalogue(po, lang)
    return found


def languages() -> list[str]:
    return sorted(catalogues())


def catalogue(lang: str) -> Catalogue:
    all_ = catalogues()
    return all_.get(lang) or all_[DEFAULT]


def msg(message_id: str, /, **params: Any) -> Message:
    """A message to render later, in each reader's language."""
    return {"id": message_id, "params": params}


def t(lang: str, message_id: str, /, **params: Any) -> str:
    """The text of `message_id` in `lang` with its parameters filled in. A
    message missing from `lang` falls back to English; one missing from
    English is a bug (KeyError; tests/i18n checks every id used)."""
    cat = catalogue(lang)
    text = cat.messages.get(message_id)
    if text is None:
        cat = catalogue(DEFAULT)
        text = cat.messages[message_id]
    if isinstance(text, tuple):
        text = text[min(cat.plural(int(params["count"])), len(text) - 1)]
    return PARAM.sub(lambda m: _param(lang, params[m.group(1)]), text)


def _param(lang: str, value: Any) -> str:
    if isinstance(value, dict) and "id" in value:
        return render(value, lang)
    if isinstance(value, list):   # an enumeration: its parts, each rendered, comma-separated
        return ", ".join(_param(lang, part) for part in value)
    return str(value)


def render(message: Message, lang: str) -> str:
    return t(lang, message["id"], **message.get("params", {}))


def texts(message_id: str, /, **params: Any) -> dict[str, str]:
    """The message in every language, ``{"sv": ..., "en": ...}``: the shape of
    the API's `Texts` fields (lobby blurbs, labels, error texts)."""
    return {lang: t(lang, message_id, **params) for lang in languages()}


def exported(lang: str) -> dict[str, Any]:
    """One catalogue as the front end reads it: plural rule and messages (a
    plural message as its list of forms)."""
    cat = catalogue(lang)
    return {"lang": cat.lang, "plural": cat.plural_expr, "num_plurals": cat.num_plurals,
            "messages": {k: list(v) if isinstance(v, tuple) else v for k, v in cat.messages.items()
                         if not k.startswith(SERVER_ONLY)}}


def line_text(line: dict[str, Any], lang: str) -> str:
    """A settlement line's text: lines are ``{"msg": Message, "seat"?, "amount"?, ...}``."""
    return render(line["msg"], lang)


def table(lang: str, prefix: str) -> dict[str, Any]:
    """Every message under `prefix` as a dict keyed by the rest of its id,
    nested at each dot (``bridge.term.seats.N`` -> ``["seats"]["N"]``): the
    label tables of the terminals. English fills what `lang` lacks."""
    out: dict[str, Any] = {}
    head = prefix + "."
    for code in dict.fromkeys((DEFAULT, lang)):
        for key, text in catalogue(code).messages.items():
            if key.startswith(head) and isinstance(text, str):
                *path, last = key[len(head):].split(".")
                node = out
                for part in path:
                    node = node.setdefault(part, {})
                node[last] = text
    return out


class Labels:
    """``Labels("vira.term")[lang]["deal"]``: a terminal's label table from the catalogues."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def __getitem__(self, lang: str) -> dict[str, Any]:
        return table(lang, self.prefix)
