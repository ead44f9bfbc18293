"""A tiny trick game on the engine interface, so the web layer is tested
apart from any real game: 3 seats, 4 cards each from the top of a shuffled
French pack, follow suit, highest of the led suit wins, one point a trick.
Each seat first "discard"s one card face down and then "keep"s (a batch in
one request, like Vira's buying), then three tricks are played."""
from __future__ import annotations

import random

from talong.core.cards import FRENCH_52 as PACK, iter_cards, mask_of
from talong.core.engine import Game, GameError, IllegalAction, RecordError, State
from talong.i18n import msg


class ToyState(State):
    game = "toy"

    def __init__(self, hands, leader, trick, tricks, phase, discards, options):
        self.hands, self.leader, self.trick, self.tricks = hands, leader, trick, tricks
        self.phase, self.discards, self.options = phase, discards, options

    @property
    def num_seats(self):
        return 3

    def to_move(self):
        if self.phase == "discard":
            return len(self.discards) if len(self.discards) < 3 else None
        if not any(self.hands):
            return None
        return (self.leader + len(self.trick)) % 3

    def legal_actions(self):
        seat = self.to_move()
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.phase == "discard":
            if hand.bit_count() == 3:
                return ["keep"]
            return [f"discard {PACK.name_of(c)}" for c in iter_cards(hand)]
        if self.trick:
            suit = PACK.suit_of(self.trick[0][1])
            follow = hand & PACK.suit_mask(suit)
            hand = follow or hand
        return [f"play {PACK.name_of(c)}" for c in iter_cards(hand)]

    def apply(self, action):
        if action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not legal now", "toy rules §1")
        seat = self.to_move()
        verb, _, arg = action.partition(" ")
        hands = list(self.hands)
        if verb == "keep":
            return ToyState(hands, 0, [], self.tricks, "discard" if len(self.discards) < 2 else "play",
                            self.discards + [seat], self.options)
        card = PACK.parse(arg)
        hands[seat] &= ~(1 << card)
        if verb == "discard":
            return ToyState(hands, 0, [], self.tricks, "discard", self.discards, self.options)
        trick = self.trick + [(seat, card)]
        tricks, leader = list(self.tricks), self.leader
        if len(trick) == 3:
            suit = PACK.suit_of(trick[0][1])
            winner = max((c, s) for s, c in trick if PACK.suit_of(c) == suit)[1]
            tricks[winner] += 1
            trick, leader = [], winner
        return ToyState(hands, leader, trick, tricks, "play", self.discards, self.options)

    def view(self, seat):
        return {"game": "toy", "seat": seat, "phase": self.phase, "to_move": self.to_move(),
                "hand": PACK.names(self.hands[seat]) if seat is not None else [],
                "counts": [h.bit_count() for h in self.hands],
                "trick": [{"seat": s, "card": PACK.name_of(c)} for s, c in self.trick],
                "tricks": list(self.tricks)}

    def result(self):
        returns = [t - 1 for t in self.tricks] if sum(self.tricks) == 3 and not any(self.hands) else [0, 0, 0]
        return {"returns": returns,
                "lines": [{"msg": msg("ui.tricks_count", count=t),
                           "seat": s, "amount": returns[s]} for s, t in enumerate(self.tricks)]}

    def deal_record(self):
        return {"hands": [PACK.names(h) for h in self.options["_hands"]]}


class ToyGame(Game):
    name = "toy"
    seats = (3,)

    def deal(self, options, *, seed=None, deal=None):
        if deal is not None:
            try:
                hands = [PACK.parse_set(h) for h in deal["hands"]]
            except (KeyError, TypeError, ValueError) as err:
                raise RecordError(f"bad toy deal: {err}") from None
        else:
            cards = PACK.shuffled(random.Random(seed))
            hands = [mask_of(cards[4 * s:4 * s + 4]) for s in range(3)]
        return ToyState(hands, 0, [], [0, 0, 0], "discard", [], {**options, "_hands": hands})

    def resample(self, view, rng):
        raise GameError("the toy game has no search players, so no determinization")


GAME = ToyGame()
