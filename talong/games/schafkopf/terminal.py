"""`talong play schafkopf`: a person plays seat 0 against three AI players in
the terminal. The table (hand, bids, contract, trick, points) is shown before
each of the person's turns; actions are read from stdin by number from the
list of legal actions, or typed ("play EO", "bid rufer G", "pass"). End of
input stops the party cleanly; a finished deal shows its settlement lines.
"""
from __future__ import annotations

import random
import sys
from typing import Any, TextIO

from talong.ai import make_player, player_names
from talong.core.engine import make_party
from talong.terminal_common import play_party
from . import GAME
from .rules import RUFER_RANKING, TRUMP, contract_ranking
from .tables import CONTRACT_BY_KEY, PACK, SUIT_CODES
from .texts import describe, seat_text

LABELS = {
    "sv": {"deal": "Giv", "dealer": "givare", "forehand": "förhand", "bids": "Bud", "contract": "Kontrakt",
           "declarer": "spelförare", "trick": "Stick", "last": "Förra sticket", "points": "Kortpoäng",
           "tricks": "stick", "hand": "Din hand",
           "eof": "Slut på indata: partiet avbryts.", "total": "Ställning", "final": "Slutställning", "none": "inget", "you": "du"},
    "en": {"deal": "Deal", "dealer": "dealer", "forehand": "forehand", "bids": "Bids", "contract": "Contract",
           "declarer": "declarer", "trick": "Trick", "last": "Last trick", "points": "Card points",
           "tricks": "tricks", "hand": "Your hand",
           "eof": "End of input: the party stops.", "total": "Standings", "final": "Final standings", "none": "none", "you": "you"},
}
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


def _trick_text(trick: dict[str, Any] | None, lang: str) -> str:
    if not trick or not trick["cards"]:
        return "-"
    return ", ".join(f"{seat_text(x['seat'], lang)} {x['card']}" for x in trick["cards"])


def render(view: dict[str, Any], lang: str) -> str:
    t = LABELS[lang]
    lines = [f"== {t['deal']} {view['number']} · {t['dealer']} {seat_text(view['dealer'], lang)} · "
             f"{t['forehand']} {seat_text(view['forehand'], lang)} =="]
    bids = "; ".join(f"{seat_text(b['seat'], lang)}: {describe(b['action'], lang)}" for b in view["bids"])
    lines.append(f"{t['bids']}: {bids or '-'}")
    c = view["contract"]
    if c:
        partner = f", partner {seat_text(view['partner'], lang)}" if view["partner"] is not None else ""
        lines.append(f"{t['contract']}: {c['text_' + lang]} ({t['declarer']} "
                     f"{seat_text(c['declarer'], lang)}{partner})")
        lines.append(f"{t['last']}: {_trick_text(view['last_trick'], lang)}")
        lines.append(f"{t['trick']}: {_trick_text(view['trick'], lang)}")
        lines.append(f"{t['points']}: " + ", ".join(
            f"{seat_text(s, lang)} {p} ({view['tricks_taken'][s]} {t['tricks']})"
            for s, p in enumerate(view["points_taken"])))
    lines.append(f"{t['hand']}: {' '.join(_sorted_hand(view['hand'], view))}")
    return "\n".join(lines)


def main(args, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    lang = getattr(args, "lang", "sv") or "sv"
    t = LABELS[lang]
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(32)
    party = make_party(GAME, {"players": 4, "deals": args.deals or 4}, seed)
    ais = {s: make_player("schafkopf", args.ai or player_names("schafkopf")[-1], seed=seed * 100 + s) for s in range(1, 4)}

    def after_deal(state, result):
        for line in result["lines"]:
            print(line["text_" + lang], file=out)
        totals = party.standings()["totals"]
        print(f"{t['total']}: " + ", ".join(f"{seat_text(s, lang)} {v:+d}" for s, v in enumerate(totals)), file=out)

    return play_party(party, HUMAN, ais, render, seat_text, lang, stdin, out, texts=t, after_deal=after_deal)
