"""The strong Vira AI between the auction and the play: the gask keep and
choice of 13, high or low, trump, the buy, play / lay / omköp, misär
discards and the opponents' buy ("Köp och val av trumf", "Gaskspel",
"Köpspel", "Solospel", "Att spela eller att lägga handen").

Each choice maximises the expected payoff of the contract as contracts
values it, with the same card selection (cardsel) the bidding assumed.
Unknown cards still to come (an omköp, a re-turned trump) are sampled from
the cards the seat has not seen.
"""
from __future__ import annotations

import random

from talong.games.vira import GAME
from talong.games.vira.tables import BID_BY_KEY, FARG, HOGSTA, OFARG, Bid

from . import decide as basic
from .bits import NAMES, RANK, SUIT, cards, mask, suit_index
from .cardsel import best_high, best_low, drop_order_low, exchange_high
from .contracts import after_forced_buy, gask_keep, high_chances, high_mu, kind_of, misar_chances
from .value import declarer_values

OMKOP_SAMPLES = 16
TURN = {"turné": 1, "vingel": 2, "tringel": 3}


def _bid(view) -> Bid:
    return BID_BY_KEY[view["contract"]["bid"]]


def _cls(view, suit: int | None) -> str | None:
    if suit is None:
        return None
    return HOGSTA if suit == suit_index(view["hogsta_farg"]) else FARG if suit == suit_index(view["farg"]) else OFARG


def _qual(view) -> int:
    return {None: 0, "färg": 1, "högsta färg": 2}[view["contract"].get("qualifier")]


def _allowed(view) -> tuple[int, ...]:
    h, f = suit_index(view["hogsta_farg"]), suit_index(view["farg"])
    return {0: (0, 1, 2, 3), 1: (h, f), 2: (h,)}[_qual(view)]


def _values(view, suit: int | None, bid: Bid | None = None) -> tuple[float, float, float]:
    c = view["contract"]
    bid = bid or _bid(view)
    first = None
    if c.get("omkop"):   # the first trump was the same unless a turné turned a new one: the view has only the last
        first = _cls(view, suit_index(c.get("trump")))
    return declarer_values(bid, _cls(view, suit), view["players"], bool(c.get("omkop")), first)


def _ev(p, v) -> float:
    return p[0] * v[0] + p[1] * v[1] + p[2] * v[2]


def high_ev(view, hand: int, suit: int, kind: str) -> float:
    return _ev(high_chances(high_mu(hand, suit, kind), kind, view["contract"]["tricks_needed"] or _bid(view).tricks),
               _values(view, suit))


def low_ev(view, hand: int, kind_open: bool, opp_buy: bool) -> float:
    return _ev(misar_chances(hand, kind_open, opp_buy), _values(view, None))


# --- gask ----------------------------------------------------------------------------------
def _gask_best(view, pool: int) -> tuple[float, int, bool, int | None]:
    """(ev, 13 cards, low?, trump) of the best way to play a gask pool."""
    bid = _bid(view)
    best = None
    if bid.family == "gök":
        hand = best_low(pool, 13)
        return low_ev(view, hand, True, False), hand, True, None
    for t in _allowed(view):
        hand = best_high(pool, t)
        e = high_ev(view, hand, t, "gask")
        if best is None or e > best[0]:
            best = (e, hand, False, t)
    if bid.misar is not None and not _qual(view) and view["contract"].get("low") is not False:
        hand = best_low(pool, 13)
        e = low_ev(view, best_low(hand, bid.misar.cards), bid.misar.open, False)
        if e > best[0]:
            best = (e, hand, True, None)
    return best


def choose_keep(view, legal: list[str]) -> str:
    from .bid import hand_eval
    bid = _bid(view)
    plan = hand_eval(view).plans[(bid.key, _qual(view))]
    hand = mask(view["hand"]) | mask(view.get("kept") or [])
    keep = gask_keep(hand, _allowed(view), bid.level, plan.low)
    for c in cards(keep):
        a = "keep " + NAMES[c]
        if a in legal:
            return a
    return legal[0]


def choose_gask_discard(view, legal: list[str]) -> str:
    pool = mask(view["hand"])
    _, hand, _, _ = _gask_best(view, pool)
    for c in sorted(cards(pool & ~hand), key=lambda x: -RANK[x]):
        a = "discard " + NAMES[c]
        if a in legal:
            return a
    return legal[0]


def choose_highlow(view, legal: list[str]) -> str:
    _, _, low, _ = _gask_best(view, mask(view["hand"]))
    return "low" if low and "low" in legal else "high"


# --- trump ---------------------------------------------------------------------------------
def choose_trump(view, legal: list[str]) -> str:
    bid = _bid(view)
    suits = [suit_index(a.split()[1]) for a in legal]
    hand = mask(view["hand"])
    if bid.kind == "gask":
        best = max(suits, key=lambda t: high_ev(view, hand, t, "gask"))
    elif bid.kind == "solo":
        best = max(suits, key=lambda t: high_ev(view, hand, t, "solo"))
    elif bid.family in TURN:
        turned = mask(view.get("turned_now") or [])
        best = max(suits, key=lambda t: high_ev(view, after_forced_buy(hand, turned, t), t, "turn"))
    else:
        from .bid import hand_eval
        plan = hand_eval(view).plans[(bid.key, _qual(view))]
        best = plan.trump if plan.trump in suits else max(suits, key=lambda t: high_ev(view, hand, t, "köp"))
    return "trump " + "CDHS"[best]


# --- buying ----------------------------------------------------------------------------------
def choose_buy(view, legal: list[str]) -> str:
    bid = _bid(view)
    pending = mask(view.get("pending") or [])
    full = mask(view["hand"]) | pending
    if bid.family == "köpmisär":
        wanted = drop_order_low(full, bid.level)
    else:
        trump = suit_index(view["contract"].get("trump"))
        least = len(view.get("turned_now") or []) if bid.family in TURN else (1 if view["contract"].get("omkop") else 0)
        wanted = exchange_high(full, trump, least, view["talong_size"])
    for c in wanted:
        a = "discard " + NAMES[c]
        if not pending >> c & 1 and a in legal:
            return a
    if "buy" in legal:
        return "buy"
    return basic.choose_buy(view, legal)


def choose_opp_buy(view, legal: list[str]) -> str:
    return basic.choose_opp_buy(view, legal)


# --- play, lay or omköp ------------------------------------------------------------------------
def choose_decide(view, legal: list[str]) -> str:
    bid = _bid(view)
    c = view["contract"]
    hand = mask(view["hand"])
    options = {"play": _play_value(view, hand)}
    if "lay" in legal:
        trump = suit_index(c.get("trump"))
        cls = _cls(view, trump) if bid.kind == "köp" and trump is not None else (
            (OFARG, FARG, HOGSTA)[_qual(view)] if bid.tricks is not None else None)
        v = declarer_values(bid, cls, view["players"], bool(c.get("omkop")), cls)
        options["lay"] = v[2] if bid.kind == "solo" else v[1]
    if "omköp" in legal:
        options["omköp"] = _omkop_value(view, hand)
    return max(options, key=lambda a: (options[a], a == "play"))


def _play_value(view, hand: int) -> float:
    bid = _bid(view)
    c = view["contract"]
    if bid.kind == "gask":
        return _gask_best(view, hand)[0]
    if bid.tricks is None:   # köpmisär (discards still to come) or a solo misär
        final = best_low(hand, bid.misar.cards)
        return low_ev(view, final, bid.misar.open or bid.key.endswith("royale"), True)
    trump = suit_index(c.get("trump"))
    if trump is None:   # solo before trump: not reached (trump comes first)
        return max(high_ev(view, hand, t, "solo") for t in _allowed(view))
    return high_ev(view, hand, trump, kind_of(bid))


def _omkop_value(view, hand: int) -> float:
    """An omköp on sampled talongs: the rest of the talong is dealt by the
    game's determinization (`ViraGame.resample`: some of the cards this seat
    has not seen, top first); betar after an omköp are far harsher (omköp
    columns), and the first buy's pinnar are paid first."""
    bid = _bid(view)
    c = view["contract"]
    size = view["talong_size"]
    rng = random.Random(hand * 17 + size)
    first = _cls(view, suit_index(c.get("trump")))
    total = 0.0
    for _ in range(OMKOP_SAMPLES):
        tal = list(GAME.resample(view, rng).talong)
        if bid.family == "köpmisär":
            out = drop_order_low(hand, bid.level)
            new = _swap(hand, out, tal)
            p = misar_chances(best_low(new, bid.misar.cards), False, True)
            total += _ev(p, declarer_values(bid, None, view["players"], True, None))
            continue
        if bid.family in TURN:
            k = TURN[bid.family]
            trump = max({SUIT[x] for x in tal[:k]}, key=lambda t: high_mu(after_forced_buy(hand, _m(tal[:k]), t),
                                                                         t, "turn"))
        else:
            trump = suit_index(c.get("trump"))
        out = exchange_high(hand, trump, TURN.get(bid.family, 1), size)
        new = _swap(hand, out, tal)
        p = high_chances(high_mu(new, trump, kind_of(bid)), kind_of(bid), bid.tricks)
        total += _ev(p, declarer_values(bid, _cls(view, trump), view["players"], True, first))
    return total / OMKOP_SAMPLES


def _swap(hand: int, out: list[int], tal: list[int]) -> int:
    for c in out:
        hand &= ~(1 << c)
    return hand | _m(tal[:len(out)])


def _m(cs) -> int:
    m = 0
    for c in cs:
        m |= 1 << c
    return m


def choose_misar_discard(view, legal: list[str]) -> str:
    for c in drop_order_low(mask(view["hand"])):
        a = "discard " + NAMES[c]
        if a in legal:
            return a
    return legal[0]


