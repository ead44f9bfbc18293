"""`talong play vira`: a person plays seat 0 of a Vira party (viraparti)
against AI players in the terminal.

Before each of the person's turns a text table shows what seat 0 may see
(its view only): the bottom card and högsta färg / färg / ofärg, the roles
(förhand, mellanhand, efterhand and giv, står över), the hand sorted by suit
with its class marks, the auction, contract and trump, turned-up cards, open
hands, the trick and tricks per seat. After each deal: the settlement lines,
the pulla, markers and running score; at the end the final settlement
("Delning och slutsammanräkning"). Actions are chosen by number or typed;
end of input stops the party cleanly.
"""
from __future__ import annotations

from typing import Any, TextIO

from talong.core.cards import FRENCH_52
from talong import i18n
from talong.i18n import Labels, line_text
from talong.terminal_common import Table, card_text

from .tables import BIDS

HUMAN = 0
FAMILY = {b.key: b.family for b in BIDS}
# How the bid menu names each family of the bid table (folded when long).
FAMILY_NAMES = {"spel": "Spel", "turné": "Turné", "vingel": "Vingel", "tringel": "Tringel", "gask": "Gask",
                "gök": "Gök", "köpmisär": "Köpmisär", "solo": "Solo", "solomisär": "Solomisär", "vira": "Vira",
                "solo-vira": "Solo vira"}
MARKS = {"högsta färg": "**", "färg": "*", "ofärg": ""}
L = Labels("vira.term")   # the label table, from the catalogues


def suit_name(lang: str, code: str) -> str:
    """A suit's name in `lang`, as the web table writes it."""
    return i18n.t(lang, f"vira.suit.{code}")


def seat_text(seat: int, lang: str) -> str:
    name = i18n.t(lang, "vira.seat", n=seat + 1)
    return f"{name} ({L[lang]['you']})" if seat == HUMAN else name


def suit_class(view: dict[str, Any], suit: str) -> str:
    if suit == view["hogsta_farg"]:
        return "högsta färg"
    return "färg" if suit == view["farg"] else "ofärg"


def cards_line(cards: list[str], lang: str) -> str:
    return " ".join(card_text(FRENCH_52, c, lang) for c in cards)


def hand_text(cards: list[str], view: dict[str, Any], lang: str) -> str:
    """Suit by suit (trump first once chosen), highest first, each card by the
    rank index the web prints (Swedish E K D Kn 10); ** marks högsta färg,
    * färg, T trump."""
    trump = (view.get("contract") or {}).get("trump")
    parts = []
    for suit in sorted((s.code for s in FRENCH_52.suits), key=lambda code: code != trump):
        held = sorted((FRENCH_52.parse(c) for c in cards if c[0] == suit), reverse=True)
        if not held:
            continue
        mark = MARKS[suit_class(view, suit)] + ("T" if suit == trump else "")
        parts.append(f"{suit_name(lang, suit)}{mark}: {' '.join(FRENCH_52.rank_label(c, lang) for c in held)}")
    return " | ".join(parts) or L[lang]["none"]


HIDDEN = ("discard", "keep")


def announce(state: Any, action: str, lang: str) -> str:
    """Another seat's action as the person may know it: cards kept or put
    away face down are not named (the talong and discards are hidden:
    'titta på sina egna kastkort', Att spela eller att lägga handen)."""
    verb = action.split()[0] if action else ""
    return i18n.t(lang, f"vira.action.{verb}_hidden") if verb in HIDDEN else state.describe(action, lang)


def bid_group(action: str, lang: str) -> str | None:
    """The bid menu folded by family of the bid table ("Gask …  (24 val)")."""
    if not action.startswith("bid "):
        return None
    key = action.split()[1].removeprefix("högre-")
    family = FAMILY.get(key, key.split("-")[0])
    return f"{FAMILY_NAMES.get(family, family)} …"


def _roles(view: dict[str, Any], lang: str) -> str:
    t = L[lang]
    out = []
    for seat in range(view["players"]):
        role = view["roles"][seat]
        role = t["sitter"] if role == "sitter" else role
        if seat == view["dealer"]:
            role += f", {t['giv']}"
        out.append(f"{seat_text(seat, lang)}: {role}")
    return "; ".join(out)


def _trick(cards: list[dict[str, Any]], lang: str) -> str:
    return ", ".join(f"{seat_text(x['seat'], lang)} {card_text(FRENCH_52, x['card'], lang)}"
                     for x in cards) or L[lang]["none"]


def render(view: dict[str, Any], lang: str) -> str:
    """The table as seat 0 sees it."""
    t = L[lang]
    classes = (f"{t['hogsta']} {suit_name(lang, view['hogsta_farg'])}, {t['farg']} "
               f"{suit_name(lang, view['farg'])}, {t['ofarg']} "
               + " & ".join(suit_name(lang, s) for s in view["ofarg"]))
    bottom = card_text(FRENCH_52, view["bottom_card"], lang)
    lines = [f"== {t['deal']} {view['number']} · {t['bottom']} {bottom} · {classes} ==",
             f"{t['roles']}: {_roles(view, lang)}"]
    auction = "; ".join(f"{seat_text(a['seat'], lang)}: {line_text(a, lang)}" for a in view["auction"])
    lines.append(f"{t['auction']}: {auction or t['none']}")
    c = view.get("contract")
    if c:
        trump = (f"{t['trump']} {suit_name(lang, c['trump'])}" if c.get("trump")
                 else t["sang"] if c.get("low") or c.get("tricks_needed") is None else f"{t['trump']} ?")
        need = f"{c['tricks_needed']} {t['needed']}" if c.get("tricks_needed") and not c.get("low") else t["low"]
        lines.append(f"{t['contract']}: {c['name']}{' i ' + c['qualifier'] if c.get('qualifier') else ''}"
                     f" ({t['declarer']} {seat_text(c['declarer'], lang)}; {trump}; {need}"
                     f"{'; omköp' if c.get('omkop') else ''})")
    if view.get("turned_up"):
        lines.append(f"{t['turned']}: {cards_line(view['turned_up'], lang)}")
    for seat, cards in (view.get("open_hands") or {}).items():
        lines.append(f"{t['open']} {seat_text(int(seat), lang)}: {hand_text(cards, view, lang)}")
    if view["phase"] == "play" or view.get("tricks_played"):
        last = view.get("last_trick")
        if last:
            lines.append(f"{t['last']}: {_trick(last['cards'], lang)} -> {seat_text(last['winner'], lang)}")
        lines.append(f"{t['trick']}: {_trick(view['trick'], lang)}")
        lines.append(f"{t['tricks']}: " + ", ".join(f"{seat_text(int(s), lang)} {n}"
                                                   for s, n in view["tricks"].items()))
    for key in ("kept", "pending", "discards"):   # own cards only ("titta på sina egna kastkort")
        if view.get(key):
            lines.append(f"{t[key]}: {cards_line(view[key], lang)}")
    lines.append(f"{t['talong']}: {view['talong_size']}")
    lines.append(f"{t['hand']}: {hand_text(view['hand'], view, lang)}   ({t['legend']})")
    return "\n".join(lines)


def standings_text(party, lang: str) -> str:
    t = L[lang]
    st = party.standings()
    rows = [f"{t['pulla']}: {st['pulla']} {t['betar']}"]
    for p in st["players"]:
        m = p["markers"]
        rows.append(f"  {seat_text(p['seat'], lang)}: {p['score']:+d} pinnar "
                    f"({t['markers']}: {m['betar']:+d} {t['betar']}, {m['runda']:+d} runda, {m['pinnar']:+d} pinnar)")
    return f"{t['score']} ({st['deals_played']}/{st['total_deals']}):\n" + "\n".join(rows)


def table(party: Any, lang: str, out: TextIO) -> Table:
    """The Vira table for `talong play vira` (talong/terminal_common.py)."""
    shown = 0

    def before_deal() -> None:  # the party's own lines since the last deal (åla)
        nonlocal shown
        lines = party.standings().get("lines", [])
        for line in lines[shown:]:
            print(line_text(line, lang), file=out)
        shown = len(lines)

    def after_deal(state: Any, result: dict[str, Any]) -> None:
        print(render(state.view(HUMAN), lang), file=out)
        for line in result["lines"]:
            print(line_text(line, lang), file=out)
        print(standings_text(party, lang), file=out)

    return Table(render=render, seat_text=seat_text, texts=L[lang], after_deal=after_deal,
                 before_deal=before_deal, group=bid_group, announce=announce)
