"""`talong play bridge`: a person sits South against three AI players in the
terminal, board after board, scored in IMPs against a second table of four AI
players (party.py).

Before each of South's turns a text table shows South's view only: board,
dealer and vulnerability (Law 2), the auction in four columns with the AI's
explanations (Law 20), the contract, dummy's hand once the opening lead is
made, the trick and the tricks per side, and South's hand by suit. When South
declares, South also plays dummy's cards (Law 45B: the legal actions are then
dummy's). After each board: the Law 77 score, the other table and the IMPs.
Actions are chosen by number or typed ("1N", "pass", "X", "play SA").
"""
from __future__ import annotations

from typing import Any, TextIO

from talong.core.cards import FRENCH_52
from talong.core.rules_page import signed
from talong.i18n import Labels, line_text
from talong.i18n import t as say
from talong.terminal_common import Table, card_text

from .auction import DOUBLE, PASS, REDOUBLE, contract_symbols, explanation_text

SOUTH = 2
SEATS = "NESW"
SUIT_SYMBOLS = {s.code: s.symbol for s in FRENCH_52.suits}
L = Labels("bridge.term")   # the label table, from the catalogues


def seat_text(seat: int, lang: str) -> str:
    name = L[lang]["seats"][SEATS[seat]]
    return f"{name} ({L[lang]['you']})" if seat == SOUTH else name


def hand_text(cards: list[str], lang: str = "sv") -> str:
    """"♠ E K 4 · ♥ D 9 · ♦ - · ♣ Kn 10 8 7 6": ranks as the web's cards print
    them (Swedish E K D Kn; English A K Q J)."""
    parts = []
    for suit in "SHDC":
        held = sorted((FRENCH_52.parse(c) for c in cards if c[0] == suit), reverse=True)
        parts.append(f"{SUIT_SYMBOLS[suit]} {' '.join(FRENCH_52.rank_label(c, lang) for c in held) or '-'}")
    return " · ".join(parts)


def call_text(call: str, lang: str) -> str:
    """A call as the web's auction shows it: "Pass", "X", "XX", "1♣", "3NT"."""
    if call == PASS:
        return L[lang]["pass"]
    if call in (DOUBLE, REDOUBLE):
        return "X" if call == DOUBLE else "XX"
    return call[0] + ("NT" if call[1] == "N" else SUIT_SYMBOLS[call[1]])


def auction_rows(view: dict[str, Any], lang: str) -> list[str]:
    """The auction as the classic four columns W N E S, explanations below."""
    order = "WNES"
    cells = [""] * order.index(view["dealer"])
    notes = []
    for entry in view["auction"]:
        text = call_text(entry["call"], lang)
        note = entry.get("explanation")
        if note:
            meaning = explanation_text(note, lang)
            if meaning:
                notes.append(f"  {L[lang]['seats'][entry['seat']]} {text}: {meaning}")
            if note.get("alert"):
                text += "!"
        cells.append(text)
    head = "".join(f"{L[lang]['seats'][s]:<8}" for s in order)
    rows = [head] + ["".join(f"{c:<8}" for c in cells[i:i + 4]) for i in range(0, len(cells), 4)]
    return rows + notes


def render(view: dict[str, Any], lang: str) -> str:
    t = L[lang]
    lines = [f"== {t['board']} {view['board']} · {t['dealer']} {t['seats'][view['dealer']]} · "
             f"{t['vul']} {t['vuls'].get(view['vulnerable'], view['vulnerable'])} =="]
    lines.append(f"{t['auction']}:")
    lines += ["  " + row for row in auction_rows(view, lang)]
    if view.get("declarer"):
        lines.append(f"{t['contract']}: {contract_symbols(view['contract'])} · {t['declarer']} {t['seats'][view['declarer']]}")
    if view.get("dummy_hand") is not None:
        lines.append(f"{t['dummy']} ({t['seats'][view['dummy']]}): {hand_text(view['dummy_hand'], lang)}")
    if view["phase"] == "play":
        trick = ", ".join(f"{t['seats'][e['seat']]} {card_text(FRENCH_52, e['card'], lang)}"
                          for e in view["trick"]) or "-"
        won = view["tricks_won"]
        lines.append(f"{t['trick']}: {trick} · {t['tricks']}: NS {won['NS']} – {say(lang, 'bridge.side.ew')} {won['EW']}")
    lines.append(f"{t['hand']}: {hand_text(view['hand'], lang)}")
    return "\n".join(lines)


def table(party: Any, lang: str, out: TextIO) -> Table:
    """The bridge table for `talong play bridge` (talong/terminal_common.py)."""
    t = L[lang]

    def after_deal(state: Any, result: dict[str, Any]) -> None:
        for line in result["lines"] + result["comparison"]["lines"]:
            print(line_text(line, lang), file=out)
        imps = party.standings()["imps"]
        print(f"{t['score']}: NS {signed(imps['NS'])} IMP · {say(lang, 'bridge.side.ew')} {signed(imps['EW'])} IMP",
              file=out)

    return Table(render=render, seat_text=seat_text, texts=t, after_deal=after_deal)
