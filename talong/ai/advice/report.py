"""A review as text lines (the terminal after each deal, `talong analyse`)."""
from __future__ import annotations

from typing import Any

from talong.i18n import Labels

from .texts import amount

WORDS = Labels("term.report")   # head, line, none, clean: raw texts for str.format (aligned numbers)


def review_lines(review: dict[str, Any], lang: str = "sv", every: bool = False) -> list[str]:
    """The header, then the marked (costliest) decisions, or every decision
    with `every`; "!" marks the costliest. Amounts carry their unit in its
    plural form ("1 trick", "2,5 stick": texts.amount)."""
    decisions = review["decisions"]
    words = WORDS[lang]
    if not decisions:
        return [words["none"]]
    unit = review["unit_key"]
    lines = [words["head"].format(n=len(decisions), method=review["method"][lang],
                                  total=amount(unit, review["total"])[lang])]
    shown = [(i, d) for i, d in enumerate(decisions, 1) if every or d["marked"]]
    for number, d in shown:
        lines.append(words["line"].format(mark="!" if d["marked"] else " ", number=number, action=d["text"][lang],
                                       cost=amount(unit, d["cost"])[lang], best=d["best_text"][lang]))
    if not any(d["marked"] for d in decisions) and not every:
        lines.append(words["clean"])
    return lines
