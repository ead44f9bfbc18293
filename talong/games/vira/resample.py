"""Determinization for Vira: `ViraGame.resample(view, rng)`.

From one seat's view (OpenSpiel's ResampleFromInfostate) a full deal is
drawn that agrees with everything the seat has seen, and the deal's public
history (`view["history"]`) is replayed on it through the engine, so the
state is at the same point and every rule holds. What the seat knows
(view.py): its own dealt cards, hand, kept cards and discards ("titta på
sina egna kastkort", Att spela eller att lägga handen), every card played
and who played it, the turned-up turné/vingel/tringel cards (the top of the
talong when turned, and bought by the declarer: "Han måste alltid köpa det
uppslagna kortet", Köp och val av trumf), an open misär hand, and the suits
a seat has shown void in ("Man måste alltid följa färg om man kan", Spelet
av korten). The cards another seat kept or put away are unseen: the seat
saw only that a card went.

How: the cards the seat did not deal itself are dealt at random to the other
hands and the talong, then the history is replayed; whenever an action
needs a card elsewhere (a card played by another seat, a turned-up card at
the top of the talong, a suit a seat showed void in, the seat's own bought
cards), that card swaps places with a card nobody has named yet, in the
whole history at once (the deal stays a deal and every earlier action stays
legal). A card another seat put away unseen is drawn from the cards nobody
has seen. The drawn deal is replayed afresh and its view compared with the
given one; a deal that does not fit is drawn again.
"""
from __future__ import annotations

import json
import random
from typing import Any

from talong.core.cards import FRENCH_52, iter_cards
from talong.core.engine import GameError, IllegalAction

from .deal import CARD, NAMES, SUIT_MASK, seating
from .state import ViraState

DRAWS = 40
FULL = FRENCH_52.full
ACES = sum(1 << FRENCH_52.parse(s.code + "A") for s in FRENCH_52.suits)
MASK_FIELDS = ("hands0", "hands", "discards")        # tuples of per-seat masks
SINGLE_MASKS = ("kept", "pending")
CARD_TUPLES = ("talong0", "talong")


class Misfit(ValueError):
    """A draw's repair found no card to move. Raised and caught inside
    `resample` only (it draws again), so no player ever reads it: a plain
    error, not a refusal."""


def _mask(names) -> int:
    out = 0
    for name in names:
        out |= 1 << CARD[name]
    return out


def _swap(s: ViraState, a: int, b: int) -> None:
    """Cards a and b change places everywhere in `s` (both named by no action yet)."""
    if a == b:
        return
    both = (1 << a) | (1 << b)

    def flip(m: int) -> int:
        return m ^ both if (m >> a & 1) != (m >> b & 1) else m

    d = s.__dict__
    for field in MASK_FIELDS:
        d[field] = tuple(flip(m) for m in d[field])
    for field in SINGLE_MASKS:
        d[field] = flip(d[field])
    for field in CARD_TUPLES:
        d[field] = tuple(b if c == a else a if c == b else c for c in d[field])
    d["_legal"] = None


def _where(s: ViraState, card: int) -> int | None:
    """The seat whose hand holds `card` now, else None (talong, discards...)."""
    for seat in s.active:
        if s.hands[seat] >> card & 1:
            return seat
    return None


class _Draw:
    """One attempt: the replay with its repairs."""

    def __init__(self, view: dict[str, Any], rng: random.Random) -> None:
        self.view, self.rng = view, rng
        n, forhand = view["players"], view["forhand"]
        active, _ = seating(n, forhand)
        seat = view["seat"]
        self.me = seat if seat in active else None
        mine = _mask(view["dealt"]) if self.me is not None else 0
        # Known to this seat: its own cards, every card played or turned up, an open hand.
        self.known = (mine | _mask(view["hand"]) | _mask(view["kept"]) | _mask(view["pending"])
                      | _mask(view["discards"]) | _mask(view["turned_up"])
                      | _mask(c for t in view["tricks_played"] for _, c in t["cards"])
                      | _mask(x["card"] for x in view["trick"]))
        for cards in view["open_hands"].values():
            self.known |= _mask(cards)
        played_by_me = _mask(c for t in view["tricks_played"] for x, c in t["cards"] if x == seat)
        played_by_me |= _mask(x["card"] for x in view["trick"] if x["seat"] == seat)
        self.mine_in_play = _mask(view["hand"]) | played_by_me if self.me is not None else 0
        self.own = (mine | self.mine_in_play | _mask(view["kept"]) | _mask(view["pending"])
                    | _mask(view["discards"])) if self.me is not None else 0
        self.named = mine          # cards no swap may move: own dealt cards, then every card an action names
        self.picked = 0            # cards of unseen keeps and discards: they may move, the action follows
        self.void = {x: 0 for x in active}
        self.reserved = {x: 0 for x in active}   # known cards a seat must still hold (played later, open)
        history = [(e["seat"], e["action"]) for e in view["history"]]
        for x, action in history:
            if action.startswith("play ") and x in self.reserved:
                self.reserved[x] |= 1 << CARD[action[5:]]
        for x, cards in view["open_hands"].items():
            self.reserved[int(x)] |= _mask(cards)
        if any(a.startswith("aces-as-") for _, a in history):
            declarer = next(x for x, a in history if a.startswith("aces-as-"))
            self.reserved[declarer] |= ACES   # "aces-as-..." is asked only of a hand with all four aces
        others = [c for c in iter_cards(FULL & ~mine)]
        rng.shuffle(others)
        hands = [0] * n
        for x in active:
            if x == self.me:
                hands[x] = mine
            else:
                for c in others[:13]:
                    hands[x] |= 1 << c
                others = others[13:]
        self.state = ViraState.new(n, forhand, view["number"], tuple(hands), tuple(others),
                                   CARD[view["bottom_card"]])
        self.history = history
        self.actions: list[str] = []
        self.turned = [CARD[c] for c in view["turned_up"]]

    # --- swaps ---------------------------------------------------------------------
    def _swap(self, a: int, b: int) -> None:
        """Cards a and b change places in the whole history: in the state, and in
        the unseen keeps and discards drawn so far (no public action names them)."""
        _swap(self.state, a, b)
        both = (1 << a) | (1 << b)
        if self.picked & both:
            names = {NAMES[a]: NAMES[b], NAMES[b]: NAMES[a]}

            def rename(action: str) -> str:
                verb, _, card = action.partition(" ")
                return f"{verb} {names[card]}" if verb in ("keep", "discard") and card in names else action

            self.actions = [rename(x) for x in self.actions]
            self.state.__dict__["log"] = tuple((x, rename(y)) for x, y in self.state.log)
            if (self.picked >> a & 1) != (self.picked >> b & 1):
                self.picked ^= both

    def _fits(self, card: int, seat: int | None) -> bool:
        """May `card` sit in `seat`'s hand (None: outside the hands)?"""
        return seat is None or not self.void.get(seat, 0) >> card & 1

    def _free(self, cards: int) -> list[int]:
        out = list(iter_cards(cards & ~self.named))
        self.rng.shuffle(out)
        return out

    def _exchange(self, card: int, candidates: list[int]) -> bool:
        """Swap `card` with the first candidate that may take its place; else
        through a third card: the candidate goes where that card was, which
        takes `card`'s place. False if none fits."""
        s = self.state
        there = _where(s, card)
        for other in candidates:
            if self._fits(other, there):
                self._swap(card, other)
                return True
        for other in candidates:
            here = _where(s, other)
            for third in self._free(FULL & ~self.known & ~self._held_by_me()):
                place = _where(s, third)
                if place not in (there, here) and self._fits(other, place) and self._fits(third, there):
                    self._swap(other, third)
                    self._swap(card, third)
                    return True
        return False

    def _bring(self, card: int, seat: int) -> None:
        """Put `card` (named by no action yet) into `seat`'s hand."""
        s = self.state
        if s.hands[seat] >> card & 1:
            return
        if self.named >> card & 1:
            raise Misfit(f"{NAMES[card]} is not free to move")
        spare = s.hands[seat] & ~self.reserved[seat]
        if self._exchange(card, self._free(spare & ~self.known) + self._free(spare & self.known)):
            return
        raise Misfit(f"no card of seat {seat} can make room for {NAMES[card]}")

    def _clear_suit(self, seat: int, suit: int) -> None:
        """Seat shows void in `suit`: its cards of the suit change places with others'."""
        s = self.state
        self.void[seat] |= SUIT_MASK[suit]
        for card in list(iter_cards(s.hands[seat] & SUIT_MASK[suit])):
            if self.named >> card & 1:
                raise Misfit(f"seat {seat} showed void in a suit it holds")
            pool = FULL & ~SUIT_MASK[suit] & ~self.void[seat] & ~s.hands[seat] & ~self._held_by_me()
            for other in self._free(pool & ~self.known) + self._free(pool & self.known):
                if self._fits(card, _where(s, other)):
                    self._swap(card, other)
                    break
            else:
                raise Misfit(f"no card can take the place of {NAMES[card]}")

    def _pick(self, seat: int, verb: str) -> int:
        """The card of another seat's "keep"/"discard", which this seat did not see:
        a card it must keep if there is one, else one this seat has not seen."""
        s = self.state
        hand = s.hands[seat] & ~s.kept
        if verb == "keep":
            must = self._free(hand & self.reserved[seat])
            if must:
                return must[0]
        choices = self._free(hand & ~self.reserved[seat] & ~self.known)
        if choices:
            return choices[0]
        # Every card in hand is one this seat knows of (played later, by this seat after a
        # later buy or by another): one of them changes places with an unseen card
        # outside the hand, which goes instead.
        keep = self._free(hand)
        outside = self._free(FULL & ~s.hands[seat] & ~self.known & ~self._held_by_me())
        if not keep or not outside:
            raise Misfit(f"seat {seat} has no card to {verb}")
        self._swap(keep[0], outside[0])
        return outside[0]

    def _held_by_me(self) -> int:
        return self.state.hands[self.me] if self.me is not None else 0

    # --- replay ----------------------------------------------------------------------
    def run(self) -> ViraState:
        for seat, action in self.history:
            s = self.state
            verb, _, arg = action.partition(" ")
            if verb in ("keep", "discard") and not arg:
                picked = self._pick(seat, verb)
                self.picked |= 1 << picked
                action = f"{verb} {NAMES[picked]}"
            elif verb in ("play", "keep", "discard") and arg:
                card = CARD[arg]
                if verb == "play" and not s.played and not s.trick:
                    self._place_at_play()
                if verb == "play" and s.trick:
                    led = FRENCH_52.suit_of(s.trick[0][1])
                    if FRENCH_52.suit_of(card) != led:
                        self._clear_suit(seat, led)
                self._bring(card, seat)
            words = action.split()
            if arg and words[0] in ("play", "keep", "discard"):
                self.named |= 1 << CARD[words[1]]
            before = len(s.shown)
            self.state = s.apply(action)
            self.actions.append(action)
            self._place_turned(before)
        self._place_own()
        return self.state

    def _place_turned(self, before: int) -> None:
        """Cards just turned up must be the ones the view shows, at the top of the talong."""
        s = self.state
        for i in range(before, len(s.shown)):
            want, got = self.turned[i], s.shown[i]
            if want != got:
                if self.named >> want & 1 or self.named >> got & 1:
                    raise Misfit("a turned-up card is elsewhere")
                self._swap(want, got)
                s.__dict__["turned"] = tuple(want if c == got else c for c in s.turned)
                s.__dict__["shown"] = s.shown[:i] + (want,) + s.shown[i + 1:]
            self.named |= 1 << want

    def _place_at_play(self) -> None:
        """At the first lead every buy is over: the seat's own hand for the play
        (its hand now and the cards it has played) and an open hand go in place
        before any void is repaired."""
        if self.me is not None:
            for card in iter_cards(self.mine_in_play & ~self.state.hands[self.me]):
                self._swap_into(card, "hand", self.me)
        for seat, names in self.view["open_hands"].items():
            for card in iter_cards(_mask(names)):
                self._bring(card, int(seat))

    def _place_own(self) -> None:
        """The seat's own cards and an open hand where the view shows them."""
        s = self.state
        if self.me is not None:
            me = self.me
            for field, names in (("hand", self.view["hand"]), ("discards", self.view["discards"]),
                                 ("pending", self.view["pending"]), ("kept", self.view["kept"])):
                for card in iter_cards(_mask(names)):
                    if not _holds(s, field, me, card):
                        self._swap_into(card, field, me)
        for seat, names in self.view["open_hands"].items():
            for card in iter_cards(_mask(names)):
                self._bring(card, int(seat))

    def _swap_into(self, card: int, field: str, me: int) -> None:
        s = self.state
        place = {"hand": s.hands[me], "discards": s.discards[me], "pending": s.pending, "kept": s.kept}[field]
        if self.named >> card & 1:
            raise Misfit(f"{NAMES[card]} is named elsewhere")
        if self._exchange(card, self._free(place & ~self.known) + self._free(place & self.known & ~self.own)):
            return
        raise Misfit(f"no room for {NAMES[card]}")


def _holds(s: ViraState, field: str, me: int, card: int) -> bool:
    mask = {"hand": s.hands[me], "discards": s.discards[me], "pending": s.pending, "kept": s.kept}[field]
    return bool(mask >> card & 1)


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def resample(view: dict[str, Any], rng: random.Random) -> ViraState:
    seat = view["seat"]
    for _ in range(DRAWS):
        draw = _Draw(view, rng)
        try:
            drawn = draw.run()
        except (Misfit, IllegalAction):
            continue        # a repair found no card to move, or the drawn deal broke a rule: draw again
        # Replay the drawn deal afresh: every action must be legal on it as dealt.
        state = ViraState.new(drawn.n, drawn.forhand, drawn.number, drawn.hands0, drawn.talong0, drawn.bottom)
        try:
            for action in draw.actions:
                state = state.apply(action)
        except IllegalAction:
            continue
        drawn_view = state.view(seat)
        if drawn_view == view or _plain(drawn_view) == _plain(view):   # a view may come through JSON
            return state
    raise GameError("no deal fits this view: the unseen cards cannot be placed to agree with the "
                    "history, the voids shown and the cards turned up",
                    "vira-stockholms-wirasallskap.txt, Spelet av korten")

