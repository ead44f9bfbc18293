"""The strong Vira AI's bidding: every legal bid is valued by what the hand
expects to win playing it (contracts), passing by what a defender
expects to lose against the bid standing now; the AI bids the best contract
when it beats passing by a margin, and förhand, who may not pass ("Det är
kutym att förhand inte får öppna budgivningen med att passa"), opens with
the best contract even when all are poor.

The meaning of each legal action (which bid of the table, which qualifier,
an unspecified gask / köpmisär / solo that lets the declarer pick the level
if it stands: "Bud utan angiven nivå") comes from the engine's own bidding
rules applied to the public auction, not from the hidden state.
"""
from __future__ import annotations

from typing import Any

from talong.games.vira.bidding import FAMILY_BIDS, FREE_LEVEL, QUAL_NAMES, Top, laggard_suits, options
from talong.games.vira.tables import BID_BY_KEY, FARG, HOGSTA, OFARG, Bid

from .bits import mask, suit_index
from .contracts import Evaluation, evaluate
from .value import BET, HEM, KODILJ, opponent_value

ROLE_POS = {"förhand": 0, "mellanhand": 1, "efterhand": 2}
BID_MARGIN = 1.0       # pinnar a bid must beat passing by (the estimates are noisy: the best of many is optimistic)
OPPONENT_HEM = 0.7     # how often another declarer goes hem, as measured in self-play
CLASS_MIX = ((OFARG, 0.5), (FARG, 0.25), (HOGSTA, 0.25))   # trump class of a bid without qualifier


def hand_eval(view: dict[str, Any]) -> Evaluation:
    return evaluate(mask(view["hand"]), suit_index(view["hogsta_farg"]), suit_index(view["farg"]),
                    view["players"])


def meanings(view: dict[str, Any], legal: list[str]) -> dict[str, Any]:
    """Action -> the engine's BidChoice (None for pass)."""
    top = view.get("highest_bid")
    roles = view["roles"]
    t = None
    if top:
        t = Top(BID_BY_KEY[top["bid"]].number, QUAL_NAMES.index(top["qualifier"]), ROLE_POS[roles[top["seat"]]],
                top["seat"], top["unspecified"])
    opts = options(t, ROLE_POS[roles[view["seat"]]], not view["auction"])
    return {a: opts.get(a) for a in legal}


def bid_value(ev: Evaluation, choice) -> tuple[float, str]:
    """Expected pinnar of a bid if it stands, and the bid key it would be played at."""
    if choice.unspec in FREE_LEVEL:
        levels = [b for b in FAMILY_BIDS[choice.unspec] if b.number >= choice.bid.number]
        best = max(levels, key=lambda b: ev.plans[(b.key, choice.qual)].ev)
        return ev.plans[(best.key, choice.qual)].ev, best.key
    return ev.plans[(choice.bid.key, choice.qual)].ev, choice.bid.key


def defending_value(bid: Bid, qualifier: str | None, players: int) -> float:
    """What one opponent expects from another declarer's contract."""
    mix = [(qualifier, 1.0)] if qualifier or len(bid.pins) == 1 else CLASS_MIX
    p = (OPPONENT_HEM, (1 - OPPONENT_HEM) * 0.6, (1 - OPPONENT_HEM) * 0.4)
    return sum(w * sum(p[o] * opponent_value(bid, cls, players, o) for o in (HEM, BET, KODILJ))
               for cls, w in mix)


def gok_pass_penalty(view: dict[str, Any]) -> float:
    """Passing a Gök without the låggarder asked ("Avpassning av gök": the
    first hand after it needs låggard in two suits, the second in one) costs
    a bet if the Gök goes hem."""
    top = view.get("highest_bid") or {}
    if top.get("bid") != "gök":
        return 0.0
    gok_at = max(i for i, a in enumerate(view["auction"]) if a["action"].startswith("bid gök"))
    first_hand = not view["auction"][gok_at + 1:]
    if laggard_suits(mask(view["hand"])) >= (2 if first_hand else 1):
        return 0.0
    return OPPONENT_HEM * 8 * (1 - 1 / view["players"])


def choose_bid(view: dict[str, Any], legal: list[str]) -> str:
    ev = hand_eval(view)
    mean = meanings(view, legal)
    scored = [(bid_value(ev, ch)[0], ch.bid.number, a) for a, ch in mean.items() if ch is not None]
    if not scored:
        return "pass"
    best_ev, _, best = max(scored)
    if "pass" not in legal:
        return best
    top = view["highest_bid"]
    pass_value = defending_value(BID_BY_KEY[top["bid"]], top["qualifier"], view["players"]) - gok_pass_penalty(view)
    return best if best_ev > pass_value + BID_MARGIN else "pass"


def choose_level(view: dict[str, Any], legal: list[str]) -> str:
    ev = hand_eval(view)
    qual = QUAL_NAMES.index(view["contract"]["qualifier"])
    return max(legal, key=lambda a: ev.plans[(a.split()[1], qual)].ev)

