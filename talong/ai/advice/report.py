"""A review as text lines (the terminal after each deal, `talong analyse`)."""
from __future__ import annotations

from typing import Any

HEAD = {"sv": "{n} val granskade ({method}); sammanlagd kostnad {total} {unit}",
        "en": "{n} decisions reviewed ({method}); total cost {total} {unit}"}
LINE = {"sv": "  {mark} {number:>2}. {action}: kostade {cost} {unit} (bäst: {best})",
        "en": "  {mark} {number:>2}. {action}: cost {cost} {unit} (best: {best})"}
NONE = {"sv": "  Inga kortval att granska i den här given.", "en": "  No card decisions to review in this deal."}
CLEAN = {"sv": "  Inga dyra val.", "en": "  No costly decisions."}


def _num(x: float, lang: str) -> str:
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "sv" else text


def review_lines(review: dict[str, Any], lang: str = "sv", every: bool = False) -> list[str]:
    """The header, then the marked (costliest) decisions, or every decision
    with `every`; "!" marks the costliest."""
    decisions = review["decisions"]
    if not decisions:
        return [NONE[lang]]
    unit = review["unit"][lang]
    lines = [HEAD[lang].format(n=len(decisions), method=review["method"][lang], total=_num(review["total"], lang),
                               unit=unit)]
    shown = [(i, d) for i, d in enumerate(decisions, 1) if every or d["marked"]]
    for number, d in shown:
        lines.append(LINE[lang].format(mark="!" if d["marked"] else " ", number=number, action=d["text"][lang],
                                       cost=_num(d["cost"], lang), unit=unit, best=d["best_text"][lang]))
    if not any(d["marked"] for d in decisions) and not every:
        lines.append(CLEAN[lang])
    return lines
