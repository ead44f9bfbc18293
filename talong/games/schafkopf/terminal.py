"""`talong play schafkopf`: a person plays seat 0 against three AI players in
the terminal. The table (hand, bids, contract, trick, points) is shown before
each of the person's turns; actions are read from stdin by number from the
list of legal actions, or typed ("play EO", "bid rufer G", "pass"). End of
input stops the party cleanly; a finished deal shows its settlement lines.
"""
from __future__ import annotations

from typing import Any, TextIO

from talong.i18n import Labels, line_text
from talong.terminal_common import Table

from .rules import RUFER_RANKING, TRUMP, contract_ranking
from .tables import CONTRACT_BY_KEY, PACK, SUIT_CODES
from .texts import describe, seat_text

LABELS = Labels("schafkopf.term")   # the label table, from the catalogues
HUMAN = 0


def _sorted_hand(names: list[str], view: dict[str, Any]) -> list[str]:
    """Trumps first, then each suit, highest first (in the contract's order)."""
    rk = RUFER_RANKING
    c = view.get("contract")
    if c:
        rk = contract_ranking(CONTRACT_BY_KEY[c["key"]], None if c["suit"] is None else SUIT_CODES.index(c["suit"]))
    cards = [PACK.parse(n) for n in names]
    cards.sort(key=lambda x: (rk.suit[x] != TRUMP, -rk.suit[x], -rk.power[x]))
    return [PACK.name_of(x) for x in cards]


def card_text(name: str, lang: str) -> str:
    """A card as the web's Schafkopf table names it: the German suit name in
    both languages (talong/web/js/schafkopf.js) and the rank index printed on
    the card (cards.js): "Eichel O", "Herz 10", "Schellen A"."""
    card = PACK.parse(name)
    return f"{PACK.suits[PACK.suit_of(card)].name} {PACK.rank_label(card, lang)}"


def _trick_text(trick: dict[str, Any] | None, lang: str) -> str:
    if not trick or not trick["cards"]:
        return "-"
    return ", ".join(f"{seat_text(x['seat'], lang)} {card_text(x['card'], lang)}" for x in trick["cards"])


def render(view: dict[str, Any], lang: str) -> str:
    t = LABELS[lang]
    lines = [f"== {t['deal']} {view['number']} · {t['dealer']} {seat_text(view['dealer'], lang)} · "
             f"{t['forehand']} {seat_text(view['forehand'], lang)} =="]
    bids = "; ".join(f"{seat_text(b['seat'], lang)}: {describe(b['action'], lang)}" for b in view["bids"])
    lines.append(f"{t['bids']}: {bids or '-'}")
    c = view["contract"]
    if c:
        partner = f", partner {seat_text(view['partner'], lang)}" if view["partner"] is not None else ""
        lines.append(f"{t['contract']}: {line_text(c, lang)} ({t['declarer']} "
                     f"{seat_text(c['declarer'], lang)}{partner})")
        lines.append(f"{t['last']}: {_trick_text(view['last_trick'], lang)}")
        lines.append(f"{t['trick']}: {_trick_text(view['trick'], lang)}")
        lines.append(f"{t['points']}: " + ", ".join(
            f"{seat_text(s, lang)} {p} ({view['tricks_taken'][s]} {t['tricks']})"
            for s, p in enumerate(view["points_taken"])))
    lines.append(f"{t['hand']}: {', '.join(card_text(c, lang) for c in _sorted_hand(view['hand'], view))}")
    return "\n".join(lines)


def settlement_line(line: dict[str, Any], lang: str) -> str:
    """A settlement line as text: a seat's line names its role or place only
    (the web table prints the seat and amount beside it), so add them here."""
    text = line_text(line, lang)
    if line.get("seat") is None:
        return text
    return f"{text}: {seat_text(line['seat'], lang)} {line['amount']:+d}"


def table(party: Any, lang: str, out: TextIO) -> Table:
    """The Schafkopf table for `talong play schafkopf` (talong/terminal_common.py)."""
    t = LABELS[lang]

    def after_deal(state: Any, result: dict[str, Any]) -> None:
        for line in [*result["lines"], *result.get("party_lines", [])]:
            print(settlement_line(line, lang), file=out)
        totals = party.standings()["totals"]
        print(f"{t['total']}: " + ", ".join(f"{seat_text(s, lang)} {v:+d}" for s, v in enumerate(totals)), file=out)

    return Table(render=render, seat_text=seat_text, texts=t, after_deal=after_deal, line=settlement_line)
