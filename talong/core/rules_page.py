"""The "Fullständiga regler" page of a game, rendered from a template and the
catalogues (docs/i18n.md, "Rules pages").

A game's template (`GameInfo.rules_page`, e.g. talong/games/vira/rules_page.py)
is a list of blocks: headings with their anchors, paragraphs, lists, tables and
the glossary. It holds the page's structure once. Every word comes from the
catalogue: a `Text` is either a message (`talong.i18n.msg`, HTML allowed in
the message) or a literal that reads the same in every language (a number, a
game term like "Rufer"). Tables are built by the game from its own data tables,
so a number on the page is the number the engine plays by. A language without a
message falls back to English, as `t()` does, so a new catalogue renders every
page with no code change.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any, Callable, Sequence, Union

from talong import i18n

Text = Union[str, dict[str, Any]]   # a literal (HTML) or a message {"id", "params"}
Attrs = tuple[tuple[str, str], ...]


def M(message_id: str, **params: Any) -> dict[str, Any]:
    """A message on a rules page (short for talong.i18n.msg)."""
    return i18n.msg(message_id, **params)


@dataclass(frozen=True)
class Heading:
    level: int          # 2 or 3
    anchor: str
    text: Text


@dataclass(frozen=True)
class Para:
    text: Text


@dataclass(frozen=True)
class Items:
    """A <ul>: one Text per item."""
    items: tuple[Text, ...]
    cls: str = "rules-list"


@dataclass(frozen=True)
class Cell:
    text: Text
    tag: str = "td"
    attrs: Attrs = ()


@dataclass(frozen=True)
class Row:
    cells: tuple[Cell, ...]
    attrs: Attrs = ()


@dataclass(frozen=True)
class Table:
    """A table: `classes` names it ("rules-bid-table"); `rows(lang)` builds the
    body (from the game's data), `head` the heading rows."""
    classes: str
    head: tuple[Row, ...]
    rows: Callable[[], Sequence[Row]] | tuple[Row, ...] = ()


@dataclass(frozen=True)
class Term:
    anchor: str
    term: Text
    text: Text


@dataclass(frozen=True)
class Glossary:
    terms: tuple[Term, ...] = field(default_factory=tuple)


Block = Union[Heading, Para, Items, Table, Glossary]


def col(*texts: Text) -> Row:
    """A heading row of column headings (<th scope="col">)."""
    return Row(tuple(Cell(x, "th", (("scope", "col"),)) for x in texts))


def row(*texts: Text | Cell, attrs: Attrs = ()) -> Row:
    """A body row of plain cells."""
    return Row(tuple(x if isinstance(x, Cell) else Cell(x) for x in texts), attrs)


def num(value: int | None) -> str:
    """A table number as the pages print it: "+1" only where the sign is the
    point is the caller's business; here a typographic minus, a dash for none."""
    if value is None:
        return "–"
    return str(value).replace("-", "−")


def signed(value: int) -> str:
    """"+3", "−3" (a true minus, U+2212), "0": every signed score, IMP or
    over/undertrick count shown to players is written by this one function."""
    return "+" + str(value) if value > 0 else num(value)


class Renderer:
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def text(self, x: Text) -> str:
        return x if isinstance(x, str) else i18n.render(x, self.lang)

    def attrs(self, attrs: Attrs) -> str:
        return "".join(f' {k}="{escape(v)}"' for k, v in attrs)

    def row(self, r: Row) -> str:
        cells = "".join(f"<{c.tag}{self.attrs(c.attrs)}>{self.text(c.text)}</{c.tag}>" for c in r.cells)
        return f"<tr{self.attrs(r.attrs)}>{cells}</tr>"

    def block(self, b: Block) -> str:
        if isinstance(b, Heading):
            return f'<h{b.level} id="{escape(b.anchor)}">{self.text(b.text)}</h{b.level}>'
        if isinstance(b, Para):
            return f"<p>{self.text(b.text)}</p>"
        if isinstance(b, Items):
            items = "\n".join(f"<li>{self.text(x)}</li>" for x in b.items)
            return f'<ul class="{b.cls}">\n{items}\n</ul>'
        if isinstance(b, Table):
            rows = b.rows() if callable(b.rows) else b.rows
            head = "\n".join(self.row(r) for r in b.head)
            body = "\n".join(self.row(r) for r in rows)
            return (f'<table class="rules-table {b.classes}">\n<thead>\n{head}\n</thead>\n'
                    f"<tbody>\n{body}\n</tbody>\n</table>")
        terms = "\n".join(f'<dt id="{escape(x.anchor)}">{self.text(x.term)}</dt><dd>{self.text(x.text)}</dd>'
                          for x in b.terms)
        return f'<dl class="rules-glossary">\n{terms}\n</dl>'


def render_page(blocks: Sequence[Block], lang: str) -> str:
    """The page as an HTML fragment (<article>) in `lang`."""
    r = Renderer(lang)
    body = "\n".join(r.block(b) for b in blocks)
    return f'<article class="rules-page" lang="{escape(lang)}">\n{body}\n</article>\n'


class PageCache:
    """Rendered pages per (game, language); dropped when the set of catalogues
    changes (talong.i18n.add_locale_dir)."""

    def __init__(self) -> None:
        self._pages: dict[tuple[str, str], str] = {}
        self._catalogues: object = None

    def get(self, game: str, lang: str, blocks: Callable[[], Sequence[Block]]) -> str:
        current = i18n.catalogues()
        if self._catalogues is not current:
            self._pages.clear()
            self._catalogues = current
        if (game, lang) not in self._pages:
            self._pages[game, lang] = render_page(blocks(), lang)
        return self._pages[game, lang]
