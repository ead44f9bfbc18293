"""Vira's deal as a value: phases, legal actions and their effects.

Rules: the deal, bidding, buying (köp och val av trumf), laying down the hand
and the play, as in vira-stockholms-wirasallskap.txt pages 2-6; the action
grammar is documented in talong/games/vira/__init__.py and docs/vira-actions.md.
A state is copied on `apply` (a shallow dict copy: every field is an int, a
str or a tuple), so the state an action is refused on never changes.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from talong.core.cards import iter_cards
from talong.core.engine import IllegalAction, State
from talong.i18n import msg

from . import bidding, buying, refusals, rules
from .bidding import BidChoice, Top
from .deal import CARD, NAMES, SUIT_CODES, seating, suit_classes
from .outcome import DealOutcome
from .payments import settle
from .phases import BIDDING, DONE, LEVEL, PLAY
from .play import PLAY_ACTION, SUIT_OF, playable, winner
from .tables import BID_BY_KEY, FARG, HOGSTA, OFARG
from .view import contract, describe, view



class Entry(NamedTuple):
    seat: int
    action: str
    choice: BidChoice | None   # None: pass


class ViraState(State):
    turn_rule = ("vira-stockholms-wirasallskap.txt, Budgivningen and Spelet av korten: "
                 "turen går medsols, var och en i tur och ordning")
    game = "vira"

    # The deal's fields (set in `new`, copied by `apply`), declared for readers and mypy.
    n: int
    forhand: int
    number: int
    active: tuple[int, int, int]
    sitter: int | None
    pos: tuple[int, ...]
    nxt: tuple[int, ...]
    dealer: int
    bottom: int
    hogsta: int
    farg: int
    ofarg: tuple[int, int]
    hands0: tuple[int, ...]
    talong0: tuple[int, ...]
    hands: tuple[int, ...]
    talong: tuple[int, ...]
    phase: str
    mover: int | None
    auction: tuple[Entry, ...]
    passed: int
    top: Top | None
    bid: Any
    qual: int
    unspec: str | None
    declarer: int | None
    opponents: tuple[int, int]
    kept: int
    pending: int
    discards: tuple[int, ...]
    bought: tuple[int, ...]
    turned: tuple[int, ...]
    shown: tuple[int, ...]
    trump: int | None
    first_trump: int | None
    buys: int
    omkop: bool
    low: bool | None
    aces_low: bool
    open: bool
    opp_queue: tuple[int, ...]
    laid: bool
    gok_penalty: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    last_trick: tuple[tuple[int, int], ...]
    last_winner: int | None
    tricks: tuple[int, ...]
    played: int
    log: tuple[tuple[int, str], ...]          # the public history: (seat, action)
    trick_log: tuple[tuple[int, tuple[tuple[int, int], ...], int], ...]   # (leader, trick, winner)
    _legal: list[str] | None

    @classmethod
    def new(cls, players: int, forhand: int, number: int, hands: tuple, talong: tuple, bottom: int):
        s = object.__new__(cls)
        active, sitter = seating(players, forhand)
        hogsta, farg, ofarg = suit_classes(bottom)
        pos = [-1] * players
        nxt = [-1] * players
        for i, seat in enumerate(active):
            pos[seat] = i
            nxt[seat] = active[(i + 1) % 3]
        s.__dict__.update(
            n=players, forhand=forhand, number=number, active=active, sitter=sitter, pos=tuple(pos),
            nxt=tuple(nxt), dealer=(forhand - 1) % players, bottom=bottom, hogsta=hogsta, farg=farg, ofarg=ofarg,
            hands0=hands, talong0=talong, hands=hands, talong=talong,
            phase=BIDDING, mover=forhand, auction=(), passed=0, top=None,
            bid=None, qual=0, unspec=None, declarer=None, opponents=(),
            kept=0, pending=0, discards=(0,) * players, bought=(0,) * players,
            turned=(), shown=(), trump=None, first_trump=None, buys=0, omkop=False,
            low=None, aces_low=False, open=False, opp_queue=(), laid=False, gok_penalty=(),
            trick=(), last_trick=(), last_winner=None, tricks=(0,) * players, played=0, _legal=None,
            # the public history: every action (seat, action) and every finished trick
            # (leader, ((seat, card), ...), winner), for the views (view.history)
            log=(), trick_log=())
        return s

    # --- engine interface ----------------------------------------------------
    @property
    def num_seats(self) -> int:
        return self.n

    def to_move(self) -> int | None:
        return self.mover

    def legal_actions(self) -> list[str]:
        legal = self._legal
        if legal is None:
            legal = self._legal = LEGAL[self.phase](self)
        return list(legal)

    def apply(self, action: str) -> "ViraState":
        if self.phase == DONE:
            raise IllegalAction(msg("refusal.deal_over"), rules.DONE)
        legal = self._legal
        if legal is None:
            legal = self._legal = LEGAL[self.phase](self)
        if action not in legal:
            if not isinstance(action, str):
                raise IllegalAction(msg("vira.refusal.not_text", action=repr(action)),
                                    rules.form(rules.STEP[self.phase]))
            action = bidding.canonical(action, legal)
            if action not in legal:
                raise EXPLAIN.get(self.phase, _explain_generic)(self, action)
        new = object.__new__(ViraState)
        d = self.__dict__.copy()
        d["_legal"] = None
        d["log"] = self.log + ((self.mover, action),)
        new.__dict__ = d
        APPLY[self.phase](new, action)
        return new

    def view(self, seat: int | None) -> dict[str, Any]:
        return view(self, seat)

    def out_of_turn(self, seat: int, action: str) -> IllegalAction:
        return rules.out_of_turn(self, seat, action)

    def describe(self, action: str, lang: str = "en") -> str:
        return describe(self, action, lang)

    def deal_record(self) -> dict[str, Any]:
        return {"players": self.n, "forhand": self.forhand,
                "hands": {s: [NAMES[c] for c in _cards(self.hands0[s])] for s in self.active},
                "talong": [NAMES[c] for c in self.talong0], "bottom_card": NAMES[self.bottom]}

    def result(self) -> dict[str, Any]:
        if self.phase != DONE:
            raise IllegalAction(msg("vira.refusal.not_finished"), rules.DONE)
        outcome = self.outcome()
        return {"contract": contract(self), "declarer": self.declarer,
                "tricks": {s: self.tricks[s] for s in self.active}, **settle(outcome, self.n)}

    # --- helpers -------------------------------------------------------------
    def suit_class(self, suit: int | None) -> str | None:
        if suit is None:
            return None
        return HOGSTA if suit == self.hogsta else FARG if suit == self.farg else OFARG

    def outcome(self) -> DealOutcome:
        """What payments.settle needs; only when the deal is done."""
        if self.phase != DONE:
            raise IllegalAction(msg("vira.refusal.not_finished"), rules.DONE)
        bid = self.bid
        low = bool(self.low) or (bid.tricks is None)
        trump_class = None if low else self.suit_class(self.trump)
        first = self.suit_class(self.first_trump) if self.omkop and not low else trump_class
        return DealOutcome(
            bid=bid, qualifier=bidding.QUAL_NAMES[self.qual], declarer=self.declarer,
            opponents=self.opponents, played_low=low, trump_class=trump_class, first_trump_class=first,
            omkop=self.omkop, laid=self.laid,
            declarer_tricks=None if self.laid else self.tricks[self.declarer],
            tricks_needed=None if low else bid.tricks, gok_penalty_seats=self.gok_penalty)


def _cards(mask: int) -> list[int]:
    return list(iter_cards(mask))


# --- bidding -----------------------------------------------------------------
def _bid_options(s: ViraState):
    return bidding.options(s.top, s.pos[s.mover], not s.auction)


def legal_bidding(s: ViraState) -> list[str]:
    return list(_bid_options(s))


def apply_bidding(s: ViraState, action: str) -> None:
    choice = _bid_options(s)[action]
    seat = s.mover
    s.auction = s.auction + (Entry(seat, action, choice),)
    if choice is None:
        s.passed |= 1 << seat
    else:
        s.top = Top(choice.bid.number, choice.qual, s.pos[seat], seat, choice.unspec)
    if s.passed.bit_count() == 2:
        _end_bidding(s)
        return
    nxt = s.nxt[seat]
    while s.passed >> nxt & 1:
        nxt = s.nxt[nxt]
    s.mover = nxt


def _end_bidding(s: ViraState) -> None:
    top = s.top
    choice = next(e.choice for e in reversed(s.auction) if e.choice is not None)
    s.bid, s.qual, s.declarer, s.unspec = choice.bid, choice.qual, top.seat, choice.unspec
    left = s.nxt[top.seat]
    s.opponents = (left, s.nxt[left])
    if choice.bid.family == "gök":
        s.gok_penalty = bidding.gok_failures(s.auction, s.hands0)
    s.mover = top.seat
    if s.unspec in bidding.FREE_LEVEL:
        s.phase = LEVEL
    else:
        buying.begin(s)


def explain_bidding(s: ViraState, action: str) -> IllegalAction:
    return bidding.explain(action, s.top, s.pos[s.mover], not s.auction)


def legal_level(s: ViraState) -> list[str]:
    return ["level " + b.key for b in bidding.FAMILY_BIDS[s.unspec] if b.number >= s.bid.number]


def apply_level(s: ViraState, action: str) -> None:
    s.bid = BID_BY_KEY[action.split()[1]]
    buying.begin(s)


def explain_level(s: ViraState, action: str) -> IllegalAction:
    words = action.split()
    if words and words[0] != "level" and refusals.doing(words) is not None:
        return refusals.wrong_step(action, LEVEL, refusals.step_asks(LEVEL))
    asked = BID_BY_KEY.get(words[1]) if len(words) == 2 and words[0] == "level" else None
    if s.unspec == "solo" and asked is not None and asked.family == "solomisär":
        return IllegalAction(msg("vira.refusal.solo_not_misar", bid=asked.name), rules.SOLO_NOT_MISAR)
    return IllegalAction(msg("vira.refusal.choose_level", action=repr(action), word=s.unspec, bid=s.bid.name),
                         rules.LEVEL)


# --- play --------------------------------------------------------------------
def legal_play(s: ViraState) -> list[str]:
    return [PLAY_ACTION[c] for c in iter_cards(playable(s.hands[s.mover], s.trick))]


def apply_play(s: ViraState, action: str) -> None:
    card = CARD[action[5:]]
    seat = s.mover
    hands = list(s.hands)
    hands[seat] &= ~(1 << card)
    s.hands = tuple(hands)
    trick = s.trick + ((seat, card),)
    if len(trick) < 3:
        s.trick = trick
        s.mover = s.nxt[seat]
        return
    win = winner(trick, s.trump, s.aces_low)
    tricks = list(s.tricks)
    tricks[win] += 1
    s.tricks = tuple(tricks)
    s.played += 1
    s.trick_log = s.trick_log + ((trick[0][0], trick, win),)
    s.trick, s.last_trick, s.last_winner = (), trick, win
    if hands[s.declarer] == 0:  # a misär with 11/12 cards ends early: opponents keep the rest
        s.phase, s.mover = DONE, None
    else:
        s.mover = win


def explain_play(s: ViraState, action: str) -> IllegalAction:
    words = action.split()
    if words and words[0] != "play" and refusals.doing(words) is not None:
        return refusals.wrong_step(action, PLAY, refusals.step_asks(PLAY))
    if len(words) != 2 or words[0] != "play" or words[1].upper() not in CARD:
        return IllegalAction(msg("vira.refusal.play_form", action=repr(action)), rules.form(rules.HOLD))
    card = CARD[words[1].upper()]
    if not s.hands[s.mover] >> card & 1:
        return IllegalAction(msg("vira.refusal.not_held", card=refusals.card(card)), rules.HOLD)
    led = SUIT_OF[s.trick[0][1]]
    return IllegalAction(msg("vira.refusal.follow_suit", card=refusals.card(card),
                             suit=refusals.suit(SUIT_CODES[led])), rules.FOLLOW)


def _explain_generic(s: ViraState, action: str) -> IllegalAction:
    return IllegalAction(msg("vira.refusal.not_legal", action=repr(action),
                             legal=", ".join(s.legal_actions()[:8]) + "..."), rules.form(rules.STEP[s.phase]))


LEGAL = {BIDDING: legal_bidding, LEVEL: legal_level, PLAY: legal_play, DONE: lambda s: []}
APPLY = {BIDDING: apply_bidding, LEVEL: apply_level, PLAY: apply_play}
EXPLAIN = {BIDDING: explain_bidding, LEVEL: explain_level, PLAY: explain_play}
buying.register(LEGAL, APPLY, EXPLAIN)
