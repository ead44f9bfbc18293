"""Vira AI card play, from the seat's view and the cards it has seen played.

Rules: rules/vira-stockholms-wirasallskap.txt "Spelet av korten" (follow suit;
highest trump wins, else the highest card of the led suit; aces as ones in a
low gask when declared) — the engine offers only legal cards, this module
picks among them. High games: the declarer draws trumps and cashes winners;
defenders cash aces, lead their long suit, play second hand low, third hand
high, win cheaply, play low under a partner's winning card, ruff cheaply and
discard from weak suits. Misär: the declarer plays under and throws his
dangerous high cards when void; defenders lead low cards to force him.
"""
from __future__ import annotations

from typing import Any

from .decide import plays_low
from .eval import RANKS, SUITS, danger, rank


def _power(card: str, trump: str | None, led: str, aces_low: bool) -> int:
    r = 1 if aces_low and card[1] == "A" else rank(card)
    if card[0] == trump:
        return 100 + r
    return r if card[0] == led else -1


def _winning(trick: list[dict], trump: str | None, aces_low: bool) -> dict | None:
    if not trick:
        return None
    led = trick[0]["card"][0]
    return max(trick, key=lambda x: _power(x["card"], trump, led, aces_low))


def _masters(hand: list[str], seen: set[str]) -> list[str]:
    """Cards no unseen card of their suit can beat."""
    out = []
    for c in hand:
        higher = [c[0] + RANKS[r - 2] for r in range(rank(c) + 1, 15)]
        if all(h in seen or h in hand for h in higher):
            out.append(c)
    return out


def _weakest(cards: list[str], hand: list[str], trump: str | None) -> str:
    """Discard: the lowest non-trump card from the shortest suit without an ace."""
    def key(c):
        n = sum(1 for x in hand if x[0] == c[0])
        return (c[0] == trump, rank(c) >= 13, n, rank(c))
    return min(cards, key=key)


def choose_card(view: dict[str, Any], legal: list[str], seen: set[str],
                voids: dict[int, set[str]] | None = None) -> str:
    cards = [a.split()[1] for a in legal]
    c = view["contract"]
    if plays_low(view):
        card = _misar_declarer(view, cards) if view["seat"] == c["declarer"] else _misar_defender(view, cards)
    else:
        card = _high(view, cards, seen, voids or {})
    return f"play {card}"


# --- high games ------------------------------------------------------------------
def _high(view: dict[str, Any], cards: list[str], seen: set[str], voids: dict[int, set[str]]) -> str:
    c, hand, trick = view["contract"], view["hand"], view["trick"]
    trump, me = c.get("trump"), view["seat"]
    declarer = me == c["declarer"]
    all_seen = seen | {x["card"] for x in trick}
    masters = _masters(hand, all_seen)
    if not trick:
        return _lead_high(view, cards, hand, trump, declarer, masters, all_seen, voids)
    led = trick[0]["card"][0]
    best = _winning(trick, trump, False)
    partner_wins = not declarer and best["seat"] != c["declarer"]
    last = len(trick) == 2
    beat = [x for x in cards if _power(x, trump, led, False) > _power(best["card"], trump, led, False)]
    low = min(cards, key=lambda x: (x[0] == trump, rank(x)))
    if partner_wins:
        # Low under partner, unless his card may still be beaten and ours is the master.
        if last or best["card"] in masters or _power(best["card"], trump, led, False) >= 100:
            return low if cards[0][0] == led else _weakest(cards, hand, trump)
    if not beat:
        return low if cards[0][0] == led else _weakest(cards, hand, trump)
    if last:
        return min(beat, key=lambda x: _power(x, trump, led, False))
    # Second hand: win only with a master (or a cheap ruff); else duck low.
    sure = [x for x in beat if x in masters or x[0] == trump and led != trump]
    if sure:
        return min(sure, key=lambda x: _power(x, trump, led, False))
    return low if cards[0][0] == led else _weakest(cards, hand, trump)


def _lead_high(view, cards, hand, trump, declarer, masters, seen, voids) -> str:
    c = view["contract"]
    trumps = [x for x in cards if x[0] == trump]
    out_trumps = 13 - len(trumps) - sum(1 for x in seen if x[0] == trump)
    if declarer:
        enemies = c["opponents"]
        if trumps and out_trumps > 0:
            top = [x for x in trumps if x in masters]
            # Draw trumps from the top, or with a low one when long enough.
            if top or len(trumps) >= out_trumps:
                return max(top or trumps, key=rank) if top else min(trumps, key=rank)
        side = [x for x in masters if x[0] != trump and x in cards
                and not (out_trumps > 0 and any(x[0] in voids.get(e, ()) for e in enemies))]
        if side:
            return max(side, key=rank)
        if trumps and out_trumps > 0 and len(trumps) > 1:
            return max(trumps, key=rank)
    else:
        enemy = c["declarer"]
        partner = next(s for s in c["opponents"] if s != view["seat"])
        ruffable = out_trumps > 0 and trump is not None
        safe = [x for x in cards if x[0] != trump and not (ruffable and x[0] in voids.get(enemy, ()))]
        side = [x for x in masters if x in safe]
        if side:
            return max(side, key=rank)
        # A suit the partner can ruff and the declarer must follow.
        feed = [x for x in safe if ruffable and x[0] in voids.get(partner, ())]
        if feed:
            return min(feed, key=rank)
        cards = safe or cards
    plain = [x for x in cards if x[0] != trump] or cards
    longest = max(SUITS, key=lambda s: sum(1 for x in plain if x[0] == s))
    return min((x for x in plain if x[0] == longest), key=rank)


# --- misär -----------------------------------------------------------------------
def _misar_declarer(view: dict[str, Any], cards: list[str]) -> str:
    trick, hand = view["trick"], view["hand"]
    aces_low = bool(view["contract"].get("aces_as_ones"))
    p = lambda x: 1 if aces_low and x[1] == "A" else rank(x)
    if not trick:
        # Lead the lowest card, from the suit whose lowest card is lowest.
        return min(cards, key=p)
    led = trick[0]["card"][0]
    if cards[0][0] != led:
        risky = [x for x in danger(hand) if x in cards]
        return risky[0] if risky else max(cards, key=p)
    top = max(p(x["card"]) for x in trick if x["card"][0] == led)
    under = [x for x in cards if p(x) < top]
    if under:
        return max(under, key=p)
    # Forced to win unless a later hand overtakes: shed the highest when last.
    return max(cards, key=p) if len(trick) == 2 else min(cards, key=p)


def _misar_defender(view: dict[str, Any], cards: list[str]) -> str:
    trick, declarer = view["trick"], view["contract"]["declarer"]
    p = rank   # aces as ones are the declarer's four aces: defenders hold none
    if not trick:
        return min(cards, key=p)
    led = trick[0]["card"][0]
    following = cards[0][0] == led
    if not following:
        return max(cards, key=p)
    played = [x for x in trick if x["seat"] == declarer]
    if played:
        best = _winning(trick, None, bool(view["contract"].get("aces_as_ones")))
        if best["seat"] == declarer:
            under = [x for x in cards if p(x) < p(best["card"])]
            return max(under, key=p) if under else min(cards, key=p)
        return max(cards, key=p)
    return min(cards, key=p)
