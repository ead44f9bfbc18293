"""One Schafkopf deal: bidding, then eight tricks (rules/schafkopf-cardavia.txt
sections 2-4, and SPEC.md "Schafkopf: decisions" for the bidding).

Phases: "bidding" (one round from förhand, the seat left of the dealer),
"play" (förhand leads), "over". Four passes or a Sie end the deal at once; a
Tout ends as soon as the declarer loses a trick. The action grammar is in the
package docstring (talong/games/schafkopf/__init__.py).
"""
from __future__ import annotations

from typing import Any

from talong.core.cards import CardSet, iter_cards
from talong.core.engine import IllegalAction, State
from talong.i18n import Message, msg
from . import texts
from .rules import TRUMP, CalledAce, Ranking, ace, bid_refusal, contract_ranking, legal_bids, legal_cards, refused_bids
from .tables import CARD_POINTS, CONTRACT_BY_KEY, PACK, SUIT_CODES, Contract

BIDDING, PLAY, OVER = "bidding", "play", "over"
RULE_BID = "schafkopf-cardavia.txt 3. Budgivning och kontrakt"
RULE_BID_SPEC = "SPEC.md Schafkopf: decisions, bidding"
RULE_PLAY = "schafkopf-cardavia.txt 4. Att spela en tur"
RULE_GRAMMAR = "docs/schafkopf-actions.md, action grammar"
NUM_SEATS = 4


def bid_action(contract: Contract, suit: int | None) -> str:
    return f"bid {contract.key}" + ("" if suit is None else f" {SUIT_CODES[suit]}")


class SchafkopfState(State):
    turn_rule = "schafkopf-cardavia.txt: spelaren till vänster om given bjuder och leder först; turen går medurs"
    game = "schafkopf"
    __slots__ = ("dealer", "number", "start", "hands", "phase", "bids", "best", "contract", "suit",
                 "declarer", "rk", "partner", "revealed", "leader", "trick", "tricks", "points",
                 "won", "called_led", "ended_early", "_result")

    def __init__(self, dealer: int, number: int, hands: tuple[CardSet, ...]) -> None:
        self.dealer, self.number = dealer, number
        self.start = self.hands = tuple(hands)
        self.phase = BIDDING
        self.bids: tuple[tuple[int, str], ...] = ()
        self.best: tuple[Contract, int | None, int] | None = None  # contract, suit, seat
        self.contract: Contract | None = None
        self.suit: int | None = None
        self.declarer: int | None = None
        self.rk: Ranking | None = None
        self.partner: int | None = None      # holder of the called ace (hidden until revealed)
        self.revealed = False
        self.leader = (dealer + 1) % NUM_SEATS
        self.trick: tuple[int, ...] = ()
        self.tricks: tuple[tuple[int, tuple[int, ...], int], ...] = ()  # leader, cards, winner
        self.points = (0,) * NUM_SEATS
        self.won = (0,) * NUM_SEATS
        self.called_led = False              # the called suit was led in a finished trick
        self.ended_early = False
        self._result: dict[str, Any] | None = None

    # --- interface ----------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return NUM_SEATS

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % NUM_SEATS

    def to_move(self) -> int | None:
        if self.phase == BIDDING:
            return (self.forehand + len(self.bids)) % NUM_SEATS
        if self.phase == PLAY:
            return (self.leader + len(self.trick)) % NUM_SEATS
        return None

    def _highest_order(self) -> int:
        return self.best[0].order if self.best else 0

    def refused_bids(self) -> list[dict[str, Any]]:
        """The bids above the highest that the hand to move may not name, each
        with its reason (a message); empty outside the bidding."""
        seat = self.to_move()
        if self.phase != BIDDING or seat is None:
            return []
        return [{"action": bid_action(c, s), "msg": why} for c, s, why in refused_bids(self.hands[seat], self._highest_order())]

    def legal_actions(self) -> list[str]:
        seat = self.to_move()
        if seat is None:
            return []
        if self.phase == BIDDING:
            bids = legal_bids(self.hands[seat], self._highest_order())
            return ["pass"] + [bid_action(c, s) for c, s in bids]
        return [f"play {PACK.name_of(c)}" for c in iter_cards(self._legal_cards(seat))]

    def _called(self, seat: int) -> CalledAce | None:
        if self.contract is None or self.contract.choice != "ace":
            return None
        return CalledAce(ace(self.suit), self.rk.suit_masks[self.suit], self.called_led)

    def _legal_cards(self, seat: int) -> CardSet:
        return legal_cards(self.hands[seat], list(self.trick), self.rk, self._called(seat))

    def apply(self, action: str) -> "SchafkopfState":
        if self.phase == OVER:
            raise IllegalAction(msg("schafkopf.refusal.deal_over"), RULE_PLAY)
        if not isinstance(action, str):
            raise IllegalAction(msg("schafkopf.refusal.not_text", action=repr(action)), RULE_GRAMMAR)
        parts = action.split()
        if parts:
            parts[0] = parts[0].lower()
        if self.phase == BIDDING:
            return self._apply_bid(parts, action)
        return self._apply_play(parts, action)

    # --- bidding ------------------------------------------------------------
    def _apply_bid(self, parts: list[str], action: str) -> "SchafkopfState":
        seat = self.to_move()
        if parts == ["pass"]:
            return self._after_bid(seat, "pass", None)
        if not parts or parts[0] != "bid":
            if parts and parts[0] == "play":
                raise IllegalAction(msg("schafkopf.refusal.play_in_bidding"), RULE_BID)
            raise IllegalAction(msg("schafkopf.refusal.not_a_bid", action=repr(action)), RULE_GRAMMAR)
        key = parts[1].lower() if len(parts) > 1 else ""
        contract = CONTRACT_BY_KEY.get(key)
        if contract is None:
            raise IllegalAction(msg("schafkopf.refusal.unknown_contract", action=repr(action),
                                    contracts=", ".join(CONTRACT_BY_KEY)), RULE_BID)
        suit = None
        if contract.choice:
            if len(parts) != 3 or parts[2].upper() not in SUIT_CODES:
                quoted = repr(action)
                raise IllegalAction(msg("schafkopf.refusal.name_ace_suit", action=quoted, contract=contract.name)
                                    if contract.choice == "ace" else
                                    msg("schafkopf.refusal.name_trump_suit", action=quoted, contract=contract.name),
                                    RULE_BID)
            suit = SUIT_CODES.index(parts[2].upper())
        elif len(parts) != 2:
            raise IllegalAction(msg("schafkopf.refusal.bid_refused", action=repr(action),
                                    why=msg("schafkopf.refusal.names_no_suit", contract=contract.name)), RULE_BID)
        if contract.order <= self._highest_order():
            best, best_suit, _ = self.best
            raise IllegalAction(msg("schafkopf.refusal.not_higher", contract=contract.name,
                                    best=texts.contract_message(best.key, best_suit)), RULE_BID_SPEC)
        refusal = bid_refusal(contract, suit, self.hands[seat])
        if refusal:
            raise IllegalAction(msg("schafkopf.refusal.bid_refused", action=repr(action), why=refusal), RULE_BID)
        return self._after_bid(seat, bid_action(contract, suit), (contract, suit, seat))

    def _after_bid(self, seat: int, action: str, best) -> "SchafkopfState":
        new = self._copy()
        new.bids = self.bids + ((seat, action),)
        if best is not None:
            new.best = best
        if best is not None and best[0].key == "sie":
            new._start_contract()    # "Sie ... vinner omedelbart": nobody can bid higher
            new.phase = OVER
        elif len(new.bids) == NUM_SEATS:
            if new.best is None:
                new.phase = OVER     # four passes: no game
            else:
                new._start_contract()
                new.phase = PLAY
        return new

    def _start_contract(self) -> None:
        self.contract, self.suit, self.declarer = self.best
        self.rk = contract_ranking(self.contract, self.suit)
        if self.contract.choice == "ace":
            card = ace(self.suit)
            self.partner = next(s for s in range(NUM_SEATS) if self.hands[s] >> card & 1)

    # --- play ---------------------------------------------------------------
    def _apply_play(self, parts: list[str], action: str) -> "SchafkopfState":
        seat = self.to_move()
        if len(parts) != 2 or parts[0] != "play":
            raise IllegalAction(msg("schafkopf.refusal.not_a_play", action=repr(action)), RULE_GRAMMAR)
        try:
            card = PACK.parse(parts[1])
        except ValueError:
            raise IllegalAction(msg("schafkopf.refusal.not_a_card", card=repr(parts[1]), pack=PACK.name),
                                RULE_GRAMMAR) from None
        hand = self.hands[seat]
        if not hand >> card & 1:
            raise IllegalAction(msg("schafkopf.refusal.not_held", seat=texts.seat_message(seat),
                                    card=texts.card_message(card)), RULE_PLAY)
        if not self._legal_cards(seat) >> card & 1:
            raise IllegalAction(msg("schafkopf.refusal.may_not_play", card=texts.card_message(card),
                                    why=self._why_not(seat, card)), RULE_PLAY)
        new = self._copy()
        hands = list(self.hands)
        hands[seat] = hand & ~(1 << card)
        new.hands = tuple(hands)
        new.trick = self.trick + (card,)
        if self.contract.choice == "ace" and card == ace(self.suit):
            new.revealed = True
        if len(new.trick) == NUM_SEATS:
            new._finish_trick()
        return new

    def _why_not(self, seat: int, card: int) -> Message:
        called = self._called(seat)
        hand = self.hands[seat]
        if called and not called.suit_led and hand >> called.card & 1:
            if not self.trick:
                return msg("schafkopf.refusal.why.lead_called_suit")
            if self.rk.suit[self.trick[0]] != TRUMP and called.suit_mask >> self.trick[0] & 1:
                return msg("schafkopf.refusal.why.called_ace_due")
            if card == called.card:
                return msg("schafkopf.refusal.why.called_ace_kept")
        return msg("schafkopf.refusal.why.follow")

    def _finish_trick(self) -> None:
        cards = self.trick
        winner = (self.leader + self.rk.winner(list(cards))) % NUM_SEATS
        gained = sum(CARD_POINTS[c] for c in cards)
        self.points = tuple(p + gained * (s == winner) for s, p in enumerate(self.points))
        self.won = tuple(w + (s == winner) for s, w in enumerate(self.won))
        self.tricks = self.tricks + ((self.leader, cards, winner),)
        lead = cards[0]
        if self.contract.choice == "ace" and self.rk.suit[lead] == self.suit:
            if not self.called_led and ace(self.suit) not in cards:
                self.revealed = True  # nobody else played the ace: the leader ran away with it
            self.called_led = True
        self.trick = ()
        self.leader = winner
        if self.contract.tout and winner != self.declarer:
            self.phase, self.ended_early = OVER, len(self.tricks) < 8  # a Tout is lost with any trick
        elif len(self.tricks) == 8:
            self.phase = OVER

    # --- output -------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        if self.phase != OVER:
            raise IllegalAction(msg("schafkopf.refusal.deal_not_over"), RULE_PLAY)
        if self._result is None:
            from .scoring import settle
            self._result = settle(self)
        return self._result

    def deal_record(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "hands": {str(s): PACK.names(h) for s, h in enumerate(self.start)}}

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import view
        return view(self, seat)

    def describe(self, action: str, lang: str = "en") -> str:
        return texts.describe(action, lang)

    def _copy(self) -> "SchafkopfState":
        new = object.__new__(SchafkopfState)
        for name in self.__slots__:
            setattr(new, name, getattr(self, name))
        return new
