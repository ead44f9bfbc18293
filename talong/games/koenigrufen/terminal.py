"""`talong play koenigrufen`: a person plays seat 0 against three AI players in
the terminal (cli.py builds the party and the AI players; this module gives
the `Table`). Before each of the person's turns the table is shown (auction,
contract and call, talon, declarations, the trick, tricks taken, the hand);
actions are chosen by number or typed ("bid dreier", "call fourth", "play
XXI"). End of input stops the party cleanly; every deal shows its
settlement lines and the running totals, the party its final standing.
"""
from __future__ import annotations

from typing import Any, TextIO

from talong.core.tarock import TAROK_RANKS
from talong.i18n import Labels, line_text
from talong.terminal_common import Table, card_text as suit_card_text

from .texts import describe, hidden_discard, seat_text

LABELS = Labels("koenigrufen.term")   # the label table, from the catalogues
SUIT_ORDER = {"": 0, "h": 1, "d": 2, "s": 3, "c": 4}


def card_text(name: str, lang: str) -> str:
    """A card as the web table's corner prints it: the suit symbol and its
    index ("♥K", "♣Ka", "♦1"; English "♣C" for a cavall), a tarok by its
    Roman numeral, the Sküs by name. Typed input still takes the rule
    text's codes ("play hk")."""
    from .tables import PACK
    code = PACK.name_of(PACK.parse(name))
    if code in TAROK_RANKS:
        return "Sküs" if code == "S" else code
    return suit_card_text(PACK, code, lang)


def _cards(names: list[str], lang: str) -> str:
    return " ".join(card_text(n, lang) for n in names)


def _sorted(names: list[str]) -> list[str]:
    """Taroks first (Sküs down), then hjärter, ruter, spader, klöver, highest first."""
    from .tables import PACK
    return sorted(names, key=lambda n: (SUIT_ORDER[PACK.suits[PACK.suit_of(PACK.parse(n))].code], -PACK.parse(n)))


def _trick(trick: dict[str, Any] | None, lang: str) -> str:
    if not trick or not trick["cards"]:
        return "-"
    out = ", ".join(f"{seat_text(s, lang)} {card_text(card, lang)}" for s, card in trick["cards"])
    if trick.get("talon_card"):
        out += f" + {card_text(trick['talon_card'], lang)}"
    return out


def render(view: dict[str, Any], lang: str) -> str:
    t = LABELS[lang]
    lines = [f"== {t['deal']} {view['number']} · {t['dealer']} {seat_text(view['dealer'], lang)} · "
             f"{t['forehand']} {seat_text(view['forehand'], lang)} =="]
    bids = "; ".join(f"{seat_text(b['seat'], lang)}: {describe(b['action'], lang)}" for b in view["bids"])
    lines.append(f"{t['bids']}: {bids or '-'}")
    c = view["contract"]
    if c:
        text = f"{t['contract']}: {c['name']} ({t['declarer']} " + \
            ", ".join(seat_text(d, lang) for d in c["declarers"]) + ")"
        if view["called"]:
            called = view["called"]
            text += f", {t['called']}: " + (t["fourth"] if called["fourth"] and not called["suit"] else
                                             card_text(f"{called['suit']}k", lang))
        if view["partner"] is not None:
            text += f", partner {seat_text(view['partner'], lang)}"
        lines.append(text)
        talon = view["talon"] or {}
        if talon.get("top"):
            lines.append(f"{t['talon']}: {t['top']} {_cards(talon['top'], lang)} | {t['bottom']} "
                         f"{_cards(talon['bottom'], lang)}")
        if view["announcements"]:
            lines.append(f"{t['ann']}: " + "; ".join(f"{seat_text(a['seat'], lang)}: {describe(a['action'], lang)}"
                                                     for a in view["announcements"]))
        if view["tricks_played"] or view["trick"]:
            lines.append(f"{t['last']}: {_trick(view['last_trick'], lang)}")
            lines.append(f"{t['trick']}: {_trick(view['trick'], lang)}")
            lines.append(f"{t['tricks']}: " + ", ".join(f"{seat_text(s, lang)} {n}"
                                                         for s, n in enumerate(view["tricks_taken"])))
        if view["open_hands"]:
            lines.append(f"{t['open']}: " + "; ".join(f"{seat_text(int(s), lang)} {_cards(_sorted(h), lang)}"
                                                      for s, h in view["open_hands"].items() if int(s) != view["seat"]))
    lines.append(f"{t['hand']}: {_cards(_sorted(view['hand']), lang)}")
    return "\n".join(lines)


def announce(state: Any, action: str, lang: str) -> str:
    """What the table hears of another player's action: a face-down discard
    names no card (KR-F04 «lägger sedan bort tre kort dolt»); a tarok laid
    away face up (KR-F05) is named, as every view shows it."""
    if action.startswith("discard "):
        shown = state.apply(action).view(None)["discards"]["shown"]
        if action.split()[1] not in shown:
            return hidden_discard(lang)
    return describe(action, lang)


def table(party: Any, lang: str, out: TextIO) -> Table:
    """The Königrufen table for `talong play koenigrufen` (talong/terminal_common.py):
    each deal's settlement lines, then the running totals."""
    t = LABELS[lang]

    def after_deal(state: Any, result: dict[str, Any]) -> None:
        for line in result["lines"]:
            print(line_text(line, lang), file=out)
        totals = party.standings()["totals"]
        print(f"{t['total']}: " + ", ".join(f"{seat_text(s, lang)} {v:+d}" for s, v in enumerate(totals)), file=out)

    return Table(render=render, seat_text=seat_text, texts=t, after_deal=after_deal, announce=announce)
