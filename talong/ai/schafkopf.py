"""A Schafkopf player with card sense, working only from its seat's view.

Bidding by hand strength: Sie always; Solo Tout / Wenz Tout only with hands
that cannot lose a trick; Solo with 6+ strong trumps; Wenz with Unters and
aces; Rufer only with a callable ace (the engine offers no other), calling the
suit where the hand is shortest. Play: the declarer's side leads trump while
the opponents may hold some; defenders in a Rufer search the called suit;
everyone counts the cards played (trumps left, boss cards, known voids),
wins tricks cheaply, smears points (schmieren) onto a partner's safe trick
and throws its cheapest card when the trick is lost. The called-ace rules
need no care here: the engine offers only legal cards.
"""
from __future__ import annotations

import random
from typing import Any

from talong.core.cards import iter_cards
from talong.games.schafkopf.rules import TRUMP, Ranking, contract_ranking, ranking
from talong.games.schafkopf.tables import (CARD_POINTS, CONTRACT_BY_KEY, HERZ, OBER_GAME, PACK, SUIT_CODES,
                                           TRUMP_SUIT_ORDER, WENZ)

FULL = PACK.full
_O = {s: PACK.card(s, 4) for s in range(4)}
_U = {s: PACK.card(s, 3) for s in range(4)}
_A = {s: PACK.card(s, 7) for s in range(4)}
_T = {s: PACK.card(s, 6) for s in range(4)}
OBER_WEIGHT = dict(zip(TRUMP_SUIT_ORDER, (3.0, 2.7, 2.4, 2.2)))
UNTER_WEIGHT = dict(zip(TRUMP_SUIT_ORDER, (2.0, 1.8, 1.6, 1.5)))
# Bidding thresholds on the strength scores below (tuned by AI self-play).
SOLO_MIN = (13.0, 12.0)
WENZ_MIN = 10.0
RUFER_MIN = (7.5, 6.5)


def _mask(names) -> int:
    m = 0
    for n in names:
        m |= 1 << PACK.parse(n)
    return m


def _suit_of_action(action: str) -> int | None:
    parts = action.split()
    return SUIT_CODES.index(parts[2]) if len(parts) == 3 else None


# --- bidding ------------------------------------------------------------------
def _side_strength(hand: int, rk: Ranking) -> tuple[float, int]:
    """Side aces (and tens guarded by them) and voids in the plain suits."""
    score, voids = 0.0, 0
    for s in range(4):
        plain = hand & rk.suit_masks[s]
        if not rk.suit_masks[s]:
            continue
        if not plain:
            voids += 1
        elif plain >> _A[s] & 1:
            score += 1.2 + 0.5 * (plain >> _T[s] & 1)
    return score, voids


def solo_strength(hand: int, suit: int) -> tuple[float, int]:
    rk = ranking(OBER_GAME, suit)
    trumps = hand & rk.trumps
    score = 0.0
    for c in iter_cards(trumps):
        name = PACK.name_of(c)
        s = PACK.suit_of(c)
        score += OBER_WEIGHT[s] if name[1] == "O" else UNTER_WEIGHT[s] if name[1] == "U" else \
            1.3 if name[1] in "AT" else 1.0
    side, voids = _side_strength(hand, rk)
    return score + side + 0.6 * voids, trumps.bit_count()


def wenz_strength(hand: int) -> tuple[float, int]:
    rk = ranking(WENZ, None)
    score = sum(UNTER_WEIGHT[PACK.suit_of(c)] + 0.6 for c in iter_cards(hand & rk.trumps))
    for s in range(4):
        plain = hand & rk.suit_masks[s]
        # Count the top sequence of each suit: A, A-10, A-10-K ...
        for c in sorted(iter_cards(rk.suit_masks[s]), key=lambda c: -rk.power[c]):
            if not plain >> c & 1:
                break
            score += 1.5
        if not plain:
            score += 0.5
    return score, (hand & rk.trumps).bit_count()


def _cannot_lose(hand: int, rk: Ranking) -> bool:
    """Every card is a boss card in sequence: trumps from the top, then plain
    cards that are the top of their suit once the trumps are drawn."""
    trumps = [c for c in rk.trump_list if hand >> c & 1]
    if trumps != list(rk.trump_list[:len(trumps)]):
        return False
    outstanding = len(rk.trump_list) - len(trumps)
    if outstanding > len(trumps) * 3:
        return False
    for s in range(4):
        plain = [c for c in sorted(iter_cards(rk.suit_masks[s]), key=lambda c: -rk.power[c])]
        held = [c for c in plain if hand >> c & 1]
        if held != plain[:len(held)]:
            return False
    return True


def rufer_strength(hand: int) -> tuple[float, int]:
    rk = ranking(OBER_GAME, HERZ)
    score = 0.0
    for c in iter_cards(hand & rk.trumps):
        name = PACK.name_of(c)
        s = PACK.suit_of(c)
        score += OBER_WEIGHT[s] * 0.8 if name[1] == "O" else UNTER_WEIGHT[s] * 0.8 if name[1] == "U" else 0.8
    side, voids = _side_strength(hand, rk)
    return score + side + 0.3 * voids, (hand & rk.trumps).bit_count()


def choose_bid(hand: int, legal: list[str]) -> str:
    by_key: dict[str, list[str]] = {}
    for action in legal[1:]:
        by_key.setdefault(action.split()[1], []).append(action)
    if "sie" in by_key:
        return "bid sie"
    for action in by_key.get("solo-tout", []):
        if _cannot_lose(hand, ranking(OBER_GAME, _suit_of_action(action))):
            return action
    if "wenz-tout" in by_key and _cannot_lose(hand, ranking(WENZ, None)):
        return "bid wenz-tout"
    solos = sorted(((solo_strength(hand, _suit_of_action(a)), a) for a in by_key.get("solo", [])), reverse=True)
    if solos:
        (score, count), action = solos[0]
        if count >= 6 and score >= SOLO_MIN[0] or count >= 7 and score >= SOLO_MIN[1]:
            return action
    if "wenz" in by_key:
        score, unters = wenz_strength(hand)
        if unters >= 2 and score >= WENZ_MIN and (hand >> _U[3] & 1 or unters >= 3):
            return "bid wenz"
    if "rufer" in by_key:
        score, count = rufer_strength(hand)
        if count >= 4 and score >= RUFER_MIN[0] or count >= 5 and score >= RUFER_MIN[1]:
            # Call the suit where we are shortest and hold no ten.
            def key(action: str) -> tuple[int, int]:
                s = _suit_of_action(action)
                plain = hand & ranking(OBER_GAME, HERZ).suit_masks[s]
                return (plain >> _T[s] & 1, plain.bit_count())
            return min(by_key["rufer"], key=key)
    return "pass"


# --- play -----------------------------------------------------------------------
class _Table:
    """What the view tells about this deal, in bitmasks."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.me = view["seat"]
        c = view["contract"]
        self.contract = CONTRACT_BY_KEY[c["key"]]
        self.suit = None if c["suit"] is None else SUIT_CODES.index(c["suit"])
        self.rk = contract_ranking(self.contract, self.suit)
        self.declarer = c["declarer"]
        self.partner = view["partner"]
        self.hand = _mask(view["hand"])
        self.played = 0
        self.voids = [0] * 4        # per seat, effective suits it has shown void in (bit per suit)
        self.suit_leads = [0] * 5   # how often each effective suit was led
        for t in view["tricks"]:
            self._trick([(x["seat"], PACK.parse(x["card"])) for x in t["cards"]])
        cur = view["trick"] or {"cards": []}
        self.trick = [(x["seat"], PACK.parse(x["card"])) for x in cur["cards"]]
        self._trick(self.trick, finished=False)
        self.unseen = FULL & ~self.hand & ~self.played
        self.called_suit_led = view["called_suit_led"]

    def _trick(self, cards: list[tuple[int, int]], finished: bool = True) -> None:
        if not cards:
            return
        led = self.rk.suit[cards[0][1]]
        if finished:
            self.suit_leads[led] += 1
        for seat, card in cards:
            self.played |= 1 << card
            if self.rk.suit[card] != led:
                self.voids[seat] |= 1 << led

    def friend(self, seat: int) -> bool | None:
        """True: same side; False: the other side; None: not known yet."""
        if seat == self.me:
            return True
        if self.contract.solo:
            return (seat == self.declarer) == (self.me == self.declarer)
        if self.partner is not None:
            ours = {self.declarer, self.partner}
            return (seat in ours) == (self.me in ours)
        # Partner unknown to us: we are the declarer (all others unknown) or a
        # defender who knows only that the declarer is against him.
        return False if seat == self.declarer else None

    def keep_value(self, card: int) -> float:
        """How much a card is worth keeping (for later tricks)."""
        rk = self.rk
        if rk.suit[card] == TRUMP:
            return 4.0 + (rk.power[card] - 100)
        return 3.0 if self.is_boss(card) else 0.3 * rk.power[card]

    def is_boss(self, card: int) -> bool:
        """No unseen card of its (effective) suit is higher."""
        rk = self.rk
        higher = [u for u in iter_cards(self.unseen & rk.follow_mask(card)) if rk.power[u] > rk.power[card]]
        return not higher

    def beaten_later(self, card: int, later: list[int]) -> bool:
        """Might a later player (not known to be a friend) beat `card`?"""
        if not later or all(self.friend(s) for s in later):
            return False
        rk = self.rk
        if not self.is_boss(card):
            return True
        if rk.suit[card] == TRUMP:
            return False
        led = rk.suit[self.trick[0][1]] if self.trick else rk.suit[card]
        foes = [s for s in later if not self.friend(s)]
        if not self.unseen & rk.trumps:
            return False
        if self.suit_leads[led] > 0 or any(self.voids[s] >> led & 1 for s in foes):
            return True
        # Few cards of the suit left outside: a later opponent is likely void and trumps.
        return (self.unseen & rk.suit_masks[led]).bit_count() < 2 * len(foes)


class SchafkopfAI:
    name = "basic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal_actions: list[str]) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view["phase"] == "bidding":
            return choose_bid(_mask(view["hand"]), legal_actions)
        t = _Table(view)
        legal = [PACK.parse(a.split()[1]) for a in legal_actions]
        card = self._lead(t, legal) if not t.trick else self._follow(t, legal)
        return f"play {PACK.name_of(card)}"

    # Leading ----------------------------------------------------------------
    def _lead(self, t: _Table, legal: list[int]) -> int:
        rk = t.rk
        ours = t.friend(t.declarer)
        trumps = [c for c in legal if rk.suit[c] == TRUMP]
        plain = [c for c in legal if rk.suit[c] != TRUMP]
        if ours:
            if trumps and t.unseen & rk.trumps:
                top = max(trumps, key=lambda c: rk.power[c])
                if t.is_boss(top) or t.me == t.declarer and len(trumps) >= 3:
                    return top
                return min(trumps, key=lambda c: (rk.power[c], CARD_POINTS[c]))
            bosses = [c for c in plain if t.is_boss(c)]
            if bosses:
                return max(bosses, key=lambda c: CARD_POINTS[c])
            if plain:
                return min(plain, key=lambda c: (CARD_POINTS[c], rk.power[c]))
            return max(trumps, key=lambda c: rk.power[c])
        # Defenders.
        if t.contract.choice == "ace" and not t.called_suit_led and t.partner is None:
            search = [c for c in plain if rk.suit[c] == t.suit]
            if search:
                return min(search, key=lambda c: (c == _T[t.suit], rk.power[c]))
        foes = [s for s in range(4) if t.friend(s) is False]
        safe_suits = [c for c in plain if not any(t.voids[s] >> rk.suit[c] & 1 for s in foes)]
        bosses = [c for c in safe_suits if t.is_boss(c) and t.suit_leads[rk.suit[c]] == 0]
        if bosses:
            return max(bosses, key=lambda c: CARD_POINTS[c])
        pool = safe_suits or plain or legal
        return min(pool, key=lambda c: (CARD_POINTS[c], t.keep_value(c)))

    # Following ----------------------------------------------------------------
    def _follow(self, t: _Table, legal: list[int]) -> int:
        rk = t.rk
        cards = [c for _, c in t.trick]
        best_i = rk.winner(cards)
        win_seat, win_card = t.trick[best_i]
        points = sum(CARD_POINTS[c] for c in cards)
        later = [(t.me + i) % 4 for i in range(1, 4 - len(cards))]
        friend_wins = t.friend(win_seat) is True
        winners = [c for c in legal if rk.beats(c, win_card)]
        if friend_wins and not t.beaten_later(win_card, later):
            return self._smear(t, legal)
        if winners:
            safe = [c for c in winners if not t.beaten_later(c, later)]
            if safe:
                return min(safe, key=lambda c: t.keep_value(c) - CARD_POINTS[c])
            if points >= 10 and not friend_wins:
                return max(winners, key=lambda c: rk.power[c])
        if friend_wins:
            return self._smear(t, legal) if not later else self._cheapest(t, legal)
        return self._cheapest(t, legal)

    def _smear(self, t: _Table, legal: list[int]) -> int:
        """Schmieren: the most points that cost least to give up."""
        return max(legal, key=lambda c: CARD_POINTS[c] - (t.keep_value(c) if t.rk.suit[c] == TRUMP else 0))

    def _cheapest(self, t: _Table, legal: list[int]) -> int:
        """Lose the fewest points and keep the good cards; prefer short plain suits."""
        rk = t.rk

        def cost(c: int) -> float:
            length = (t.hand & rk.follow_mask(c)).bit_count()
            return CARD_POINTS[c] + t.keep_value(c) + 0.2 * length
        return min(legal, key=cost)
