"""A review as text lines (the terminal after each deal, `talong analyse`)."""
from __future__ import annotations

from typing import Any

from talong.i18n import Labels, t

WORDS = Labels("term.report")   # head, line, none, clean: raw texts for str.format (aligned numbers)


def _num(x: float, lang: str) -> str:
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", t(lang, "term.decimal_separator"))   # each catalogue names its decimal sign


def review_lines(review: dict[str, Any], lang: str = "sv", every: bool = False) -> list[str]:
    """The header, then the marked (costliest) decisions, or every decision
    with `every`; "!" marks the costliest."""
    decisions = review["decisions"]
    words = WORDS[lang]
    if not decisions:
        return [words["none"]]
    unit = review["unit"][lang]
    lines = [words["head"].format(n=len(decisions), method=review["method"][lang], total=_num(review["total"], lang),
                               unit=unit)]
    shown = [(i, d) for i, d in enumerate(decisions, 1) if every or d["marked"]]
    for number, d in shown:
        lines.append(words["line"].format(mark="!" if d["marked"] else " ", number=number, action=d["text"][lang],
                                       cost=_num(d["cost"], lang), unit=unit, best=d["best_text"][lang]))
    if not any(d["marked"] for d in decisions) and not every:
        lines.append(words["clean"])
    return lines
