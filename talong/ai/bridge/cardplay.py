"""Card play of the bridge AI: simple, legal, classical rules of thumb.

Opening lead: top of a sequence, ace from ace-king, else fourth best from
the longest suit (never a trump lead against a suit contract unless there is
nothing else). Declarer: draw trumps while the defenders may hold some, then
cash sure tricks (masters), else lead towards the partner hand's masters.
Defenders: cash masters, return partner's suit, else lead from length.
Following: second hand low (but cover an honour with a higher card), third
hand high (the cheapest card that wins), fourth hand wins as cheaply as it
can; when partner is already winning, play low; when void, ruff as cheaply
as wins, else discard the lowest card of the weakest side suit.

It sees only its view: own hand, dummy (after the lead), played cards.
"""
from __future__ import annotations

from .hand import RANKS, SEATS, SUITS

Card = tuple[int, int]   # (suit, rank)


def parse(name: str) -> Card:
    return SUITS.index(name[0]), RANKS.index(name[1])


def name(card: Card) -> str:
    return SUITS[card[0]] + RANKS[card[1]]


class Table:
    """The play as one hand in turn sees it."""

    def __init__(self, view: dict, legal: list[str]) -> None:
        self.legal = [parse(a.split()[1]) for a in legal]
        self.strain = view["contract"][1]
        self.trump = SUITS.index(self.strain) if self.strain in SUITS else -1
        self.seat = SEATS.index(view["turn"])                  # the hand to play (maybe dummy)
        self.partner = (self.seat + 2) % 4
        declarer = SEATS.index(view["declarer"])
        self.declaring = self.seat % 2 == declarer % 2
        playing_dummy = view["dummy"] == view["turn"] and view["seat"] != self.seat
        own = view["dummy_hand"] if playing_dummy else view["hand"]
        self.hand = [parse(c) for c in own]
        dummy = [parse(c) for c in view["dummy_hand"] or []]
        # the partner hand we can see: dummy for declarer, declarer's hand when we play dummy
        self.partner_hand = ([parse(c) for c in view["hand"]] if playing_dummy else
                             dummy if self.declaring else [])
        self.trick = [(SEATS.index(t["seat"]), parse(t["card"])) for t in view["trick"]]
        self.played = {parse(c) for t in view["tricks"] for c in t["cards"]} | {c for _, c in self.trick}
        self.seen = set(self.hand) | set(dummy) | set(self.partner_hand) | self.played
        self.first_leads: dict[int, int] = {}   # seat -> suit it led first (defenders' signals of length)
        for t in view["tricks"]:
            self.first_leads.setdefault(SEATS.index(t["leader"]), parse(t["cards"][0])[0])
        self.opening_lead = not view["tricks"] and not view["trick"]
        side = "NS" if self.seat % 2 == 0 else "EW"
        self.tricks_needed = int(view["contract"][0]) + 6 - view["tricks_won"][side] if self.declaring else 0

    # --- facts --------------------------------------------------------------
    def unseen_higher(self, card: Card) -> bool:
        """Could an unseen card (in a hidden hand) beat `card` in its suit?"""
        return any((card[0], r) not in self.seen for r in range(card[1] + 1, 13))

    def is_master(self, card: Card) -> bool:
        """No card outside our own partnership's known cards beats it."""
        ours = set(self.hand) | set(self.partner_hand)
        return all((card[0], r) in self.played or (card[0], r) in ours for r in range(card[1] + 1, 13))

    def beats(self, a: Card, b: Card, led: int) -> bool:
        """Does `a` beat `b` in a trick led in suit `led` (Law 44E/F)?"""
        key = lambda c: (2 if c[0] == self.trump else 1 if c[0] == led else 0, c[1])  # noqa: E731
        return key(a) > key(b)

    def winner(self) -> tuple[int, Card]:
        led = self.trick[0][1][0]
        best = self.trick[0]
        for seat, card in self.trick[1:]:
            if self.beats(card, best[1], led):
                best = (seat, card)
        return best

    def outstanding_trumps(self) -> int:
        if self.trump < 0:
            return 0
        return sum(1 for r in range(13) if (self.trump, r) not in self.seen)

    # --- choices --------------------------------------------------------------
    def choose(self) -> Card:
        if not self.trick:
            return self.lead()
        return self.follow()

    def lead(self) -> Card:
        if self.opening_lead:
            return self.opening()
        by_suit = self.suits(self.legal)
        if self.declaring and self.trump >= 0 and self.outstanding_trumps() and by_suit.get(self.trump):
            trumps = by_suit[self.trump]
            return trumps[0] if self.is_master(trumps[0]) else trumps[-1]
        if self.declaring and self.trump < 0 and self.sure_tricks() < self.tricks_needed:
            developed = self.develop(by_suit)
            if developed is not None:
                return developed
        masters = [c for c in self.legal if self.is_master(c) and (c[0] != self.trump or not self.declaring)]
        side_masters = [c for c in masters if c[0] != self.trump]
        if side_masters:
            return max(side_masters, key=lambda c: (len(by_suit[c[0]]), c[1]))
        if not self.declaring:
            partner_suit = self.first_leads.get(self.partner)
            if partner_suit is not None and by_suit.get(partner_suit) and partner_suit != self.trump:
                cards = by_suit[partner_suit]
                return cards[0] if len(cards) <= 2 else cards[-1]
        if self.declaring:
            partner_masters = [c[0] for c in self.partner_hand if self.is_master(c) and by_suit.get(c[0])]
            if partner_masters:
                return by_suit[partner_masters[0]][-1]
        return self.from_length(by_suit)

    def sure_tricks(self) -> int:
        """Tricks our two hands can cash now: per suit, the run of top cards
        held (played ones skipped), at most the longer holding."""
        total = 0
        for suit in range(4):
            mine = {r for s, r in self.hand if s == suit}
            theirs = {r for s, r in self.partner_hand if s == suit}
            run = 0
            for rank in range(12, -1, -1):
                if rank in mine or rank in theirs:
                    run += 1
                elif (suit, rank) not in self.played:
                    break
            total += min(run, max(len(mine), len(theirs)))
        return total

    def develop(self, by_suit: dict[int, list[Card]]) -> Card | None:
        """Notrump, short of sure tricks: set up the longest joint suit that
        is not solid - knock out a stopper with touching honours, else lead
        low towards partner's high cards or from length."""
        partner = self.suits(self.partner_hand)
        candidates = [s for s in by_suit
                      if len(by_suit[s]) + len(partner.get(s, [])) >= 7
                      and not all(self.is_master(c) for c in by_suit[s] + partner.get(s, []))]
        if not candidates:
            return None
        suit = max(candidates, key=lambda s: (len(by_suit[s]) + len(partner.get(s, [])), s))
        cards = by_suit[suit]
        if len(cards) >= 2 and cards[0][1] >= 9 and cards[1][1] == cards[0][1] - 1:
            return cards[0]
        return cards[-1]

    def opening(self) -> Card:
        by_suit = self.suits(self.legal)
        candidates = [s for s in by_suit if s != self.trump] or list(by_suit)
        for s in sorted(candidates, key=lambda s: -len(by_suit[s])):
            cards = by_suit[s]
            if len(cards) >= 2 and cards[0][1] >= 9 and cards[1][1] == cards[0][1] - 1:
                return cards[0]                         # top of a sequence (AK, KQ, QJ, JT)
        if self.trump >= 0:
            singletons = [by_suit[s][0] for s in candidates if len(by_suit[s]) == 1 and by_suit[s][0][1] < 12]
            if singletons and by_suit.get(self.trump):
                return singletons[0]
        return self.from_length({s: by_suit[s] for s in candidates})

    def from_length(self, by_suit: dict[int, list[Card]]) -> Card:
        """Fourth best from the longest suit (a side suit when there is one)."""
        side = {s: c for s, c in by_suit.items() if s != self.trump} or by_suit
        s = max(side, key=lambda s: (len(side[s]), s))
        cards = side[s]
        if len(cards) >= 4:
            return cards[3]
        return cards[0] if len(cards) == 2 else cards[-1]

    def follow(self) -> Card:
        led = self.trick[0][1][0]
        win_seat, win_card = self.winner()
        position = len(self.trick)          # 1: second hand, 2: third, 3: fourth
        following = self.legal[0][0] == led
        winners = sorted((c for c in self.legal if self.beats(c, win_card, led)),
                         key=lambda c: (c[0] == self.trump, c[1]))
        low = min(self.legal, key=lambda c: (c[0] == self.trump, c[1]))
        partner_winning = win_seat == self.partner and (position == 3 or not self.unseen_higher(win_card)
                                                          or win_card[0] == self.trump != led)
        if partner_winning:
            return low if following else self.discard()
        if following:
            if position == 1:
                honour_led = self.trick[0][1][1] >= 9
                return winners[0] if honour_led and winners else low
            if position == 2 and winners:
                return self.lowest_of_top(winners)
            return winners[0] if winners else low
        if winners:                          # ruff (or overruff) as cheaply as wins
            return winners[0]
        return self.discard()

    def lowest_of_top(self, cards: list[Card]) -> Card:
        """Third hand high: the highest card, or the lowest of cards equal
        to it (nothing unseen lies between them)."""
        top = max(cards, key=lambda c: c[1])
        mine = {c[1] for c in cards if c[0] == top[0]}
        rank = top[1]
        while rank - 1 >= 0 and ((rank - 1) in mine or (top[0], rank - 1) in self.played):
            rank -= 1
            if rank in mine:
                top = (top[0], rank)
        return top

    def discard(self) -> Card:
        by_suit = self.suits(self.legal)
        side = {s: c for s, c in by_suit.items() if s != self.trump} or by_suit
        weakest = min(side, key=lambda s: (sum(1 for c in side[s] if c[1] >= 9), -len(side[s])))
        return side[weakest][-1]

    @staticmethod
    def suits(cards: list[Card]) -> dict[int, list[Card]]:
        """Cards by suit, highest first."""
        out: dict[int, list[Card]] = {}
        for card in sorted(cards, key=lambda c: -c[1]):
            out.setdefault(card[0], []).append(card)
        return out


def choose_card(view: dict, legal: list[str]) -> str:
    return "play " + name(Table(view, legal).choose())
