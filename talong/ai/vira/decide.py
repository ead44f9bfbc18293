"""Vira AI decisions before the play: bidding, level, gask keep/choose,
high/low, trump, the buy, play/lay/omköp, misär discards.

Rules behind them: rules/vira-stockholms-wirasallskap.txt "Budgivningen"
(förhand must bid; every bid must be higher), "Köp och val av trumf",
"Gaskspel", "Köpspel", "Solospel", "Att spela eller att lägga handen" (laying
costs as bet; solo as kodilj), "Betalning av betar" (omköp: hem 0, bet 3,
kodilj 5); costs from talong/games/vira/tables.py (BETAR, pin columns).
Every function takes the seat's view and the legal actions only.
"""
from __future__ import annotations

from typing import Any

from talong.games.vira.tables import BETAR, BID_BY_KEY, FARG, HOGSTA, OFARG, SOLO, Bid

from .eval import (SUITS, best_thirteen_high, best_thirteen_low, best_trump, danger, estimate,
                        laggards, loser_discards, rank)

# Margins (tricks) an estimate must clear before the AI takes on a game; the
# estimate is cautious: measured in AI self-play (see benchmarks/vira_ai.py),
# a hand estimated at 5 tricks before the buy takes 6+ tricks three times in four.
SPEL_MARGIN = -1.2
SOLO_MARGIN = 0.3
JUMP_MARGIN = 1.2       # a bid above the cheapest needs this many more tricks
GOK_RISK = 3            # at most this many dangerous cards to bid Gök
GOK_STRETCH = -1.0      # how much weaker a hand may be to bid over a Gök it may not pass
BUY_GAIN = 0.25        # tricks gained per side loser exchanged in the buy
FRESH_BUY_CHANCE = 0.3  # chance an omköp turns a hopeless hand into hem


def contract_bid(view: dict[str, Any]) -> Bid | None:
    c = view.get("contract") or {}
    return BID_BY_KEY.get(c.get("bid") or "")


def plays_low(view: dict[str, Any]) -> bool:
    """A misär contract (always low, or a gask declared low)."""
    c = view.get("contract") or {}
    bid = contract_bid(view)
    if bid is None:
        return False
    return bid.tricks is None or bool(c.get("low"))


def suit_class(view: dict[str, Any], suit: str) -> str:
    if suit == view.get("hogsta_farg"):
        return HOGSTA
    return FARG if suit == view.get("farg") else OFARG


def _allowed_suits(view: dict[str, Any], qualifier: str | None) -> list[str]:
    if qualifier == HOGSTA or qualifier == "högsta-färg":
        return [view["hogsta_farg"]]
    if qualifier in (FARG, "färg"):
        return [view["hogsta_farg"], view["farg"]]
    return list(SUITS)


# --- bidding ----------------------------------------------------------------
def willing(view: dict[str, Any], extra: float = 0.0) -> dict[str, int]:
    """Every bid action (as the engine spells it) this hand would play, with
    the pinnar it pays per opponent; `extra` tricks of safety for a jump."""
    hand = view["hand"]
    out: dict[str, int] = {}
    for qual in (None, "färg", "högsta-färg"):
        suit, est = best_trump(hand, _allowed_suits(view, qual))
        exchangeable = len(loser_discards(hand, suit, 8))
        buy_est = est + BUY_GAIN * exchangeable
        tail = f" {qual}" if qual else ""
        cls = suit_class(view, suit)
        for key, level in (("begär", 6), ("7-spel", 7), ("8-spel", 8), ("9-spel", 9)):
            if buy_est >= level + SPEL_MARGIN + extra:
                out[f"bid {key}{tail}"] = BID_BY_KEY[key].pin_value(cls)
        for level in range(6, 13):
            if est >= level + SOLO_MARGIN + extra:
                out[f"bid solo-{level}{tail}"] = BID_BY_KEY[f"solo-{level}"].pin_value(cls)
    # Turné: trump is the turned-up card's suit (any suit, as likely);
    # vingel: the better of two turned-up suits; tringel: of three.
    per_suit = sorted(estimate(hand, s) + BUY_GAIN * len(loser_discards(hand, s, 8)) for s in SUITS)
    picks = {"turné": sum(per_suit) / 4,
             "vingel": (per_suit[1] + 2 * per_suit[2] + 3 * per_suit[3]) / 6,
             "tringel": (per_suit[2] + 3 * per_suit[3]) / 4}
    for family, levels in (("turné", (6, 7, 8)), ("vingel", (6, 7, 8)), ("tringel", (9,))):
        for level in levels:
            bid = BID_BY_KEY[f"{family}-{level}"]
            # A turned-up trump needs spare tricks; vingel and tringel also lose double/triple betar.
            costly = -BETAR[bid.betar_row].bet - 0.5
            if picks[family] >= level + SPEL_MARGIN + extra + costly:
                out[f"bid {bid.key}"] = bid.pins[0]
    risky = len(danger(hand))
    for n in range(1, 7):
        discards = 2 if n == 1 else 1
        if risky <= 0.35 * n + discards + extra:
            out[f"bid köpmisär-{n}"] = BID_BY_KEY[f"köpmisär-{n}"].pins[0]
    if risky + extra <= GOK_RISK:
        out["bid gök"] = 0   # the whole talong to choose 13 low cards from
    if risky + extra <= 0:
        out["bid solo-grande-misär"] = BID_BY_KEY["solo-grande-misär"].pins[0]
    return out


def choose_bid(view: dict[str, Any], legal: list[str]) -> str:
    """The cheapest legal bid the hand would play, or a higher one that pays
    more pinnar when the hand makes it with a trick to spare; pass otherwise.
    Förhand, who may not pass, opens with the cheapest bid (begär)."""
    ok = willing(view)
    # The engine lists bids cheapest first. A free choice of trump beats a
    # turned-up one: turné, vingel and tringel only when no free bid will do.
    free = (a for a in legal if a in ok and not a.split()[1].startswith(("turné", "vingel", "tringel")))
    cheapest = next(free, None) or next((a for a in legal if a in ok), None)
    if cheapest is not None:
        sure = willing(view, JUMP_MARGIN)
        jumps = [a for a in legal if a in sure and sure[a] > ok[cheapest]]
        # Most pinnar; among equals the cheapest (the legal list's order).
        return max(jumps, key=lambda a: (sure[a], -legal.index(a))) if jumps else cheapest
    if "pass" in legal and _gok_pass_costs(view):
        # Passing a Gök without the låggarder costs a bet if it goes hem: a
        # hand just short of a game is the cheaper risk.
        loose = willing(view, GOK_STRETCH)
        stretch = next((a for a in legal if a in loose), None)
        if stretch is not None:
            return stretch
    if "pass" in legal:
        return "pass"
    return next(a for a in legal if a.startswith("bid "))


def _gok_pass_costs(view: dict[str, Any]) -> bool:
    """Would a pass now break "Avpassning av gök"? First hand after the Gök
    needs låggard in two suits, the second hand in one."""
    top = view.get("highest_bid") or {}
    if top.get("bid") != "gök":
        return False
    gok_at = max(i for i, a in enumerate(view["auction"]) if a["action"].startswith("bid gök"))
    first_hand = not view["auction"][gok_at + 1:]   # nobody has spoken since the Gök
    return laggards(view["hand"]) < (2 if first_hand else 1)


def choose_level(view: dict[str, Any], legal: list[str]) -> str:
    """The lowest level, except a köpmisär buys as many cards as it has danger."""
    keys = [a.split()[1] for a in legal]
    if keys and keys[0].startswith("köpmisär-"):
        need = len(danger(view["hand"])) - 1
        for action, key in zip(legal, keys):
            if BID_BY_KEY[key].level >= need:
                return action
        return legal[-1]
    return legal[0]


# --- gask -------------------------------------------------------------------
def _gask_high(view: dict[str, Any], cards: list[str]) -> bool:
    c = view["contract"]
    bid = contract_bid(view)
    if bid is None or bid.misar is None or c.get("qualifier") or c.get("low") is False:
        return True
    if c.get("low") or bid.tricks is None:   # Gök is always low
        return False
    thirteen = [x for x in cards if x not in best_thirteen_high(cards)]
    high = best_trump(thirteen)[1] - (c.get("tricks_needed") or bid.tricks)
    low = len(danger([x for x in cards if x not in best_thirteen_low(cards)]))
    return high >= -0.5 or low > 2


def choose_keep(view: dict[str, Any], legal: list[str]) -> str:
    hand = view["hand"]
    if _gask_high(view, hand):
        suit = best_trump(hand)[0]
        key = lambda a: (a.split()[1][0] == suit, rank(a.split()[1]))
        return max(legal, key=key)
    return min(legal, key=lambda a: rank(a.split()[1]))


def choose_gask_discard(view: dict[str, Any], legal: list[str]) -> str:
    hand = view["hand"]
    drop = best_thirteen_high(hand) if _gask_high(view, hand) else best_thirteen_low(hand)
    for card in drop:
        if f"discard {card}" in legal:
            return f"discard {card}"
    return legal[0]


def choose_highlow(view: dict[str, Any], legal: list[str]) -> str:
    return "high" if _gask_high(view, view["hand"]) and "high" in legal else "low"


def choose_trump(view: dict[str, Any], legal: list[str]) -> str:
    suits = [a.split()[1] for a in legal]
    return f"trump {best_trump(view['hand'], suits)[0]}"


# --- buying -----------------------------------------------------------------
def _next_discard(view: dict[str, Any], legal: list[str], wanted: list[str]) -> str:
    """The next wanted discard; `buy` when they are all put away; when the
    engine demands more (turned-up cards, köpmisär), the weakest card left."""
    pending = set(view.get("pending") or [])
    for card in wanted:
        if card not in pending and f"discard {card}" in legal:
            return f"discard {card}"
    if "buy" in legal:
        return "buy"
    rest = [a for a in legal if a.startswith("discard ")]
    return min(rest, key=lambda a: rank(a.split()[1]))


def choose_buy(view: dict[str, Any], legal: list[str]) -> str:
    hand = view["hand"]
    if plays_low(view):
        wanted = danger(hand) + sorted(hand, key=rank, reverse=True)
        return _next_discard(view, legal, wanted)
    trump = view["contract"].get("trump")
    room = view.get("talong_size", 13)
    wanted = loser_discards(hand, trump, max(0, room - 2))
    return _next_discard(view, legal, wanted)


def _first_buyer(view: dict[str, Any]) -> bool:
    c = view["contract"]
    d, n = c["declarer"], view["players"]
    return min(c["opponents"], key=lambda s: (s - d) % n) == view["seat"]


def choose_opp_buy(view: dict[str, Any], legal: list[str]) -> str:
    """Defenders buy against a high game: side losers (trumps stay), the
    first buyer leaving room for his partner. Against misär the hand is
    kept: its low cards are the weapon and a blind buy may bring high ones."""
    if plays_low(view):
        return "buy" if "buy" in legal else legal[0]
    trump = view["contract"].get("trump")
    room = view.get("talong_size", 0) + len(view.get("pending") or [])
    limit = room // 2 if _first_buyer(view) else room
    wanted = loser_discards(view["hand"], trump, min(limit, 6))
    return _next_discard(view, legal, wanted)


# --- play or lay -------------------------------------------------------------
def _low_chance(hand: list[str], still_discards: int = 0) -> float:
    # Calibrated on forced Gök and köpmisär deals in AI self-play: about
    # 0.97 - 0.09 per dangerous card for an open Gök, lower for köpmisär.
    risky = max(0, len(danger(hand)) - still_discards)
    return max(0.03, min(0.95, 0.9 - 0.09 * risky))


def _high_chance(hand: list[str], trump: str | None, needed: int) -> float:
    # Calibrated in self-play: a hand 2 tricks short after its buy still goes
    # hem about half the time (the estimate counts few long-suit winners).
    return max(0.03, min(0.97, 1.0 + 0.25 * (estimate(hand, trump) - needed)))


def hem_chance(view: dict[str, Any]) -> float:
    hand = view["hand"]
    c = view["contract"]
    if plays_low(view):
        bid = contract_bid(view)
        cards = bid.misar.cards if bid is not None and bid.misar else 13
        return _low_chance(hand, max(0, len(hand) - cards))
    needed = c.get("tricks_needed") or 7
    if c.get("trump") is None:   # a gask before high/low and trump are chosen
        high = _high_chance(hand, best_trump(hand)[0], needed)
        bid = contract_bid(view)
        may_go_low = bid is not None and bid.misar is not None and not c.get("qualifier")
        return max(high, _low_chance(hand)) if may_go_low else high
    return _high_chance(hand, c.get("trump"), needed)


def _value(p: float, hem: int, bet: int, kodilj: int, pins: int) -> float:
    """Expected pinnar for the declarer: 8 a bet, pins from both opponents."""
    kodilj_share = 0.3 + 0.4 * (1 - p)   # weak hands that fail mostly fail by two
    return p * (8 * hem + 2 * pins) + (1 - p) * (8 * ((1 - kodilj_share) * bet + kodilj_share * kodilj) - 2 * pins)


def choose_decide(view: dict[str, Any], legal: list[str]) -> str:
    bid = contract_bid(view)
    if bid is None or "lay" not in legal:
        return "play"
    c = view["contract"]
    trump = c.get("trump")
    pins = bid.pin_value(None if plays_low(view) or trump is None else suit_class(view, trump))
    row = BETAR[bid.betar_row]
    if c.get("omkop") and row.omkop:
        hem, bet, kodilj = row.omkop
    else:
        hem, bet, kodilj = row.hem, row.bet, row.kodilj
    options = {"play": _value(hem_chance(view), hem, bet, kodilj, pins),
               "lay": 8 * (kodilj if bid.kind == SOLO else bet) - 2 * pins}
    if "omköp" in legal and row.omkop:
        oh, ob, ok = row.omkop
        options["omköp"] = -2 * pins + _value(FRESH_BUY_CHANCE, oh, ob, ok, pins)
    return max(options, key=lambda a: (options[a], a == "play"))


def choose_misar_discard(view: dict[str, Any], legal: list[str]) -> str:
    hand = view["hand"]
    for card in danger(hand) + sorted(hand, key=rank, reverse=True):
        if f"discard {card}" in legal:
            return f"discard {card}"
    return legal[0]
