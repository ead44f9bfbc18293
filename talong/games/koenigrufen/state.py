"""One Königrufen deal, phase by phase (rules/koenigrufen-stockholms-wirasallskap.txt
p.12-19; the action grammar is in docs/koenigrufen-actions.md).

Phases: "cut" (the cutter may knacka), "piles" (after a knock: förhand, then
clockwise, choose a pile of twelve), "bidding", "choose" (förhand names his
game after mein Spiel was passed out), "call" (the king), "talon" (take a
turned-up half, or give up when the called king lies there), "discard" (one
card per action), "announce" (declarations and kontras), "play", "over".
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar

from talong.core.cards import CardSet, iter_cards
from talong.core.engine import IllegalAction, State
from talong.i18n import Message, msg
from talong.core.tarock import KINGS, PACK_NAMES, SUIT_CARDS, SUIT_LETTERS, TAROKS, king
from . import announce
from .bidding import RULE_BID, Auction, choices_after_mein_spiel
from .rules import (RULE_BIRDS, RULE_DISCARD, RULE_FARBEN_LEAD, RULE_FOLLOW, RULE_NEGATIVE, basic_legal,
                    deal_normal, discardable, knack_piles, trick_winner)
from .tables import (ASIDE, CONTRACT_BY_KEY, FED, FIGURE_BY_KEY, HALF, MEIN_SPIEL, MIN_SUIT_CARDS, NEGATIVE,
                     NUM_SEATS, PACK, POSITIVE, SOLO, WHOLE)

CUT, PILES, BIDDING, CHOOSE, CALL, TALON, DISCARD, ANNOUNCE, PLAY, OVER = (
    "cut", "piles", "bidding", "choose", "call", "talon", "discard", "announce", "play", "over")
RULE_CUT = "koenigrufen-stockholms-wirasallskap.txt p.12 Placering av spelare och giv (knacka)"
RULE_CALL = "koenigrufen-stockholms-wirasallskap.txt p.13 Anrop av kung"
RULE_TALON = "koenigrufen-stockholms-wirasallskap.txt p.13 Köpet; p.15 Rufer"
RULE_GRAMMAR = "docs/koenigrufen-actions.md, action grammar"
RULE_PLAY = "koenigrufen-stockholms-wirasallskap.txt p.16 Spelet av korten"
RULE_EARLY_END = "koenigrufen-stockholms-wirasallskap.txt p.19 (negativa spel avbryts)"
_CARD_INDEX = {name: c for c, name in enumerate(PACK_NAMES)}
BIRD_TARGET = {"kakadu": 10, "uhu": 11, "pagatultimo": 12, "kungultimo": 12}


class KoenigrufenState(State):
    game = "koenigrufen"
    turn_rule = "koenigrufen-stockholms-wirasallskap.txt p.12: förhand (vänster om given) börjar; turen går medurs"
    __slots__ = ("dealer", "number", "order", "phase", "hands", "start", "talon", "knocked", "piles", "pile_owner",
                 "auction", "contract", "declarers", "called", "called_fourth", "called_king", "partner",
                 "king_in_talon", "king_seen_in_talon", "half", "discards", "shown", "decl_share", "opp_share",
                 "gave_up", "farben_short", "declared", "kontra", "neg_kontra", "ann_log", "ann_seat",
                 "ann_said", "ann_passes", "ann_opened", "known", "revealed", "birds", "leader", "trick",
                 "tricks", "won", "piles_won", "fed", "open_hands", "ended_early", "log", "_result", "_legal")

    def __init__(self, dealer: int, number: int, order: list[int]) -> None:
        self.dealer, self.number, self.order = dealer, number, tuple(order)
        self.phase = CUT
        self.hands: tuple[CardSet, ...] = (0,) * NUM_SEATS
        self.start: tuple[CardSet, ...] = self.hands
        self.talon: tuple[int, ...] = ()
        self.knocked = False
        self.piles: tuple[CardSet, ...] = ()
        self.pile_owner: tuple[int | None, ...] = ()
        self.auction = Auction(self.forehand)
        self.contract: Any = None   # a Contract from the end of the bidding on (every later phase reads it)
        self.declarers: tuple[int, ...] = ()   # the declarer; in a bei game (bei player, base player)
        self.called: int | None = None         # the called suit
        self.called_fourth = False
        self.called_king: int | None = None
        self.partner: int | None = None        # holder of the called king, if another player (secret)
        self.king_in_talon = False
        self.king_seen_in_talon = False        # public: it lay in a turned-up half
        self.half: int | None = None           # 0 top, 1 bottom
        self.discards: CardSet = 0
        self.shown: CardSet = 0                # discards laid face up (forced taroks)
        self.decl_share: CardSet = 0           # talon cards counting for the declarer's side
        self.opp_share: CardSet = 0            # talon cards counting for the opponents
        self.gave_up = False
        self.farben_short = False
        self.declared: dict[str, tuple[str, int]] = {}   # figure -> (side, seat)
        self.kontra: dict[str, int] = {}
        self.neg_kontra: dict[tuple[int, int], int] = {}
        self.ann_log: tuple[tuple[int, str], ...] = ()
        self.ann_seat: int | None = None
        self.ann_said = 0
        self.ann_passes = 0
        self.ann_opened = False
        self.known: int = 0                    # seats whose side is public (they said something)
        self.revealed = False                  # the partner is public
        self.birds: dict[int, tuple[str, ...]] = {}   # seat -> figures he declared that bind a card to a trick
        self.leader = self.forehand
        self.trick: tuple[int, ...] = ()
        self.tricks: tuple[tuple[int, tuple[int, ...], int, int | None], ...] = ()  # leader, cards, winner, fed
        self.won = (0,) * NUM_SEATS
        self.piles_won: tuple[CardSet, ...] = (0,) * NUM_SEATS
        self.fed = 0
        self.open_hands = False
        self.ended_early = False
        self.log: tuple[tuple[int, str], ...] = ()   # every action in order (the view's public history)
        self._result: dict[str, Any] | None = None
        self._legal: CardSet | None = None     # legal cards of the seat to move (cache)

    # --- interface --------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return NUM_SEATS

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % NUM_SEATS

    @property
    def cutter(self) -> int:
        return (self.dealer - 1) % NUM_SEATS   # "spelaren till höger om given"

    @property
    def declarer(self) -> int | None:
        return self.declarers[0] if self.declarers else None

    @property
    def opener(self) -> int | None:
        """Who opens the declarations: the declarer; in a bei game the base bidder (p.16)."""
        return self.declarers[-1] if self.declarers else None

    def to_move(self) -> int | None:
        phase = self.phase
        if phase == PLAY:
            return (self.leader + len(self.trick)) % NUM_SEATS
        if phase == ANNOUNCE:
            return self.ann_seat
        if phase == BIDDING:
            return self.auction.to_move()
        if phase == CUT:
            return self.cutter
        if phase == PILES:
            return (self.forehand + sum(o is not None for o in self.pile_owner)) % NUM_SEATS
        if phase == CHOOSE:
            return self.forehand
        if phase in (CALL, TALON, DISCARD):
            return self.declarer
        return None

    def legal_actions(self) -> list[str]:
        seat = self.to_move()
        if seat is None:
            return []
        phase = self.phase
        if phase == PLAY:
            return ["play " + PACK_NAMES[c] for c in iter_cards(self.legal_cards(seat))]
        if phase == ANNOUNCE:
            end = "done" if self.ann_said or (seat == self.opener and not self.ann_opened) else "pass"
            return [end] + announce.legal_items(self, seat)
        if phase == BIDDING:
            return self.auction.legal(seat)
        if phase == CUT:
            return ["cut", "knacka"]
        if phase == PILES:
            return [f"pile {p + 1}" for p in range(4) if self.pile_owner[p] is None]
        if phase == CHOOSE:
            return choices_after_mein_spiel()
        if phase == CALL:
            return self._legal_calls()
        if phase == TALON:
            out = ["talon top", "talon bottom"]
            if self.king_in_talon and self.contract.talon == HALF:
                out.append("giveup")
            return out
        if phase == DISCARD:
            return ["discard " + PACK.name_of(c) for c in iter_cards(discardable(self.hands[seat],
                                                                                self.contract.farben))]
        return []

    def apply(self, action: str) -> "KoenigrufenState":
        if self.phase == OVER:
            raise IllegalAction(msg("koenigrufen.refusal.deal_over"), RULE_PLAY)
        if not isinstance(action, str):
            raise IllegalAction(msg("koenigrufen.refusal.not_text", action=repr(action)), RULE_GRAMMAR)
        if "  " in action or action != action.strip():
            action = " ".join(action.split())
        seat = self.to_move()
        handler = getattr(self, "_apply_" + self.phase)
        new = handler(seat, action)
        new.log = self.log + ((seat, action),)
        return new

    # --- cut, piles -------------------------------------------------------
    def _apply_cut(self, seat: int, action: str) -> "KoenigrufenState":
        new = self._copy()
        if action == "cut":
            new._deal(*deal_normal(list(self.order), self.dealer))
        elif action == "knacka":
            new.knocked = True
            new.talon, new.piles = knack_piles(list(self.order))
            new.pile_owner = (None,) * 4
            new.phase = PILES
        else:
            raise IllegalAction(msg("koenigrufen.refusal.cut_or_knock", action=repr(action)), RULE_CUT)
        return new

    def _apply_piles(self, seat: int, action: str) -> "KoenigrufenState":
        parts = action.split()
        if len(parts) != 2 or parts[0] != "pile" or parts[1] not in ("1", "2", "3", "4") \
                or self.pile_owner[int(parts[1]) - 1] is not None:
            free = ", ".join(str(p + 1) for p in range(4) if self.pile_owner[p] is None)
            raise IllegalAction(msg("koenigrufen.refusal.pile_taken", action=repr(action), free=free), RULE_CUT)
        new = self._copy()
        owner = list(self.pile_owner)
        owner[int(parts[1]) - 1] = seat
        if sum(o is None for o in owner) == 1:     # the last player takes the last pile
            owner[owner.index(None)] = (seat + 1) % NUM_SEATS
        new.pile_owner = tuple(owner)
        if None not in owner:
            hands = [0] * NUM_SEATS
            for p, s in enumerate(owner):
                hands[s] = self.piles[p]
            new._deal(tuple(hands), self.talon)
        return new

    def _deal(self, hands: tuple[CardSet, ...], talon: tuple[int, ...]) -> None:
        self.hands = self.start = hands
        self.talon = talon
        self.phase = BIDDING

    # --- bidding ----------------------------------------------------------
    def _apply_bidding(self, seat: int, action: str) -> "KoenigrufenState":
        if action not in self.auction.legal(seat):
            why, rule = self.auction.why_not(seat, action)
            raise IllegalAction(why, rule)
        new = self._copy()
        new.auction = self.auction.add(seat, action)
        if new.auction.to_move() is None:
            high = new.auction.highest()
            _rank, key, holder, base = high
            if key == MEIN_SPIEL:
                new.phase = CHOOSE
            else:
                new._fix_contract(key, holder, base)
        return new

    def _apply_choose(self, seat: int, action: str) -> "KoenigrufenState":
        if action not in choices_after_mein_spiel():
            raise IllegalAction(msg("koenigrufen.refusal.choose_game", action=repr(action)), RULE_BID)
        new = self._copy()
        new._fix_contract(action.split()[1], seat, None)
        return new

    def _fix_contract(self, key: str, holder: int, base: int | None) -> None:
        c = CONTRACT_BY_KEY[key]
        self.contract = c
        self.declarers = (holder,) if base is None else (holder, base)
        if c.call:
            self.phase = CALL
            return
        self._after_call()

    def _after_call(self) -> None:
        c = self.contract
        d = self.declarer
        if c.talon == HALF:
            self.phase = TALON
            self.king_seen_in_talon = self.king_in_talon
        elif c.talon == WHOLE:
            hands = list(self.hands)
            hands[d] |= sum(1 << x for x in self.talon)
            self.hands = tuple(hands)
            self.phase = DISCARD
        elif c.talon == SOLO:
            self.opp_share = sum(1 << x for x in self.talon)
            if c.farben and (self.hands[d] & SUIT_CARDS).bit_count() < MIN_SUIT_CARDS:
                self.farben_short = True
                self.phase = OVER
                return
            self._start_announce()
        elif c.talon == ASIDE:
            self._start_announce()
        elif c.talon == FED:
            self._start_play()

    # --- calling the king -------------------------------------------------
    def _legal_calls(self) -> list[str]:
        own = self.hands[self.declarer] & KINGS
        out = [f"call {SUIT_LETTERS[s]}" for s in range(4)]
        if own.bit_count() == 3:
            out.append("call fourth")
        return out

    def _apply_call(self, seat: int, action: str) -> "KoenigrufenState":
        if action not in self._legal_calls():
            if action == "call fourth":
                raise IllegalAction(msg("koenigrufen.refusal.fourth_king"), RULE_CALL)
            raise IllegalAction(msg("koenigrufen.refusal.call_king", action=repr(action)), RULE_CALL)
        new = self._copy()
        letter = action.split()[1]
        if letter == "fourth":
            new.called_fourth = True
            missing = KINGS & ~self.hands[seat]
            suit = next(s for s in range(4) if missing >> king(s) & 1)
        else:
            suit = SUIT_LETTERS.index(letter)
        new.called, new.called_king = suit, king(suit)
        holder = next((s for s in range(4) if self.hands[s] >> new.called_king & 1), None)
        new.king_in_talon = holder is None
        new.partner = holder if holder is not None and holder != seat else None
        new._after_call()
        return new

    # --- the talon and discards ------------------------------------------
    def _apply_talon(self, seat: int, action: str) -> "KoenigrufenState":
        if action not in self.legal_actions():
            raise IllegalAction(msg("koenigrufen.refusal.talon_or_giveup", action=repr(action))
                                if self.king_in_talon else
                                msg("koenigrufen.refusal.talon_half", action=repr(action)), RULE_TALON)
        new = self._copy()
        if action == "giveup":
            new.gave_up = True
            new.phase = OVER
            return new
        half = 0 if action == "talon top" else 1
        new.half = half
        taken = self.talon[3 * half:3 * half + 3]
        left = self.talon[3 * (1 - half):3 * (1 - half) + 3]
        hands = list(self.hands)
        hands[seat] |= sum(1 << x for x in taken)
        new.hands = tuple(hands)
        new.opp_share = sum(1 << x for x in left)
        new.phase = DISCARD
        return new

    def _apply_discard(self, seat: int, action: str) -> "KoenigrufenState":
        parts = action.split()
        try:
            card = PACK.parse(parts[1]) if len(parts) == 2 and parts[0] == "discard" else None
        except ValueError:
            card = None
        if card is None:
            raise IllegalAction(msg("koenigrufen.refusal.not_a_discard", action=repr(action)), RULE_GRAMMAR)
        hand = self.hands[seat]
        if not hand >> card & 1:
            raise IllegalAction(msg("koenigrufen.refusal.discard_not_held", card=PACK.name_of(card)), RULE_DISCARD)
        if not discardable(hand, self.contract.farben) >> card & 1:
            raise IllegalAction(msg("koenigrufen.refusal.not_discardable", card=PACK.name_of(card)), RULE_DISCARD)
        new = self._copy()
        hands = list(self.hands)
        hands[seat] = hand & ~(1 << card)
        new.hands = tuple(hands)
        new.discards = self.discards | 1 << card
        if TAROKS >> card & 1 and not self.contract.farben:
            new.shown = self.shown | 1 << card      # "med bildsidan uppåt"
        if new.hands[seat].bit_count() == 12:
            new.decl_share = new.discards
            if self.contract.farben and (new.hands[seat] & SUIT_CARDS).bit_count() < MIN_SUIT_CARDS:
                new.farben_short = True
                new.phase = OVER
            else:
                new._start_announce()
        return new

    # --- declarations and kontras -----------------------------------------
    def _start_announce(self) -> None:
        self.phase = ANNOUNCE
        self.ann_seat = self.opener
        if self.contract.bird:      # the bird Rufers: "måste han deklarera"
            self.declared = {self.contract.bird: ("D", self.declarer)}
            self.birds = {self.declarer: (self.contract.bird,)}
            self.ann_log = ((self.declarer, f"announce {self.contract.bird}"),)

    def _apply_announce(self, seat: int, action: str) -> "KoenigrufenState":
        new = self._copy()
        if action in ("done", "pass"):
            opening = seat == self.opener and not self.ann_opened
            if (action == "pass") != (not self.ann_said and not opening):
                raise IllegalAction(msg("koenigrufen.refusal.done_or_pass"), announce.RULE_ANN)
            new.ann_log = self.ann_log + ((seat, action),)
            new.ann_passes = self.ann_passes + 1 if action == "pass" else 0
            new.ann_opened = True
            new.ann_said = 0
            if new.ann_passes == 3:
                new._start_play()
            else:
                new.ann_seat = (seat + 1) % NUM_SEATS
            return new
        announce.apply_item(new, seat, action)     # raises IllegalAction with the reason
        new.ann_log = self.ann_log + ((seat, action),)
        new.ann_said = self.ann_said + 1
        if action.startswith("announce ") and action.split()[1] in BIRD_TARGET:
            new.birds = {**self.birds, seat: self.birds.get(seat, ()) + (action.split()[1],)}
        return new

    # --- play -------------------------------------------------------------
    def _start_play(self) -> None:
        self.phase = PLAY
        c = self.contract
        if c.kind == NEGATIVE:
            self.leader = self.declarers[-1]      # the declarer; in bei the base bidder
        else:
            self.leader = self.forehand

    def legal_cards(self, seat: int) -> CardSet:
        if self._legal is not None and seat == (self.leader + len(self.trick)) % NUM_SEATS:
            return self._legal
        legal = self._compute_legal(seat)
        if seat == (self.leader + len(self.trick)) % NUM_SEATS:
            self._legal = legal
        return legal

    def _compute_legal(self, seat: int) -> CardSet:
        c = self.contract
        hand = self.hands[seat]
        legal = basic_legal(hand, list(self.trick), negative=c.kind != POSITIVE, farben=c.farben)
        birds = self.birds.get(seat)
        if birds and c.kind == POSITIVE:
            legal = self._bird_restriction(seat, hand, legal, birds)
        return legal

    def _bird_restriction(self, seat: int, hand: CardSet, legal: CardSet, birds: tuple[str, ...]) -> CardSet:
        """p.17: a declared card not before its trick unless forced; declared birds
        highest first; at (or after) its trick it must be played when allowed."""
        trick_no = len(self.tricks) + 1
        bound = {}
        for key in birds:
            card = self.called_king if key == "kungultimo" else FIGURE_BY_KEY[key].card
            if card is not None and hand >> card & 1:
                bound[card] = BIRD_TARGET[key]
        bird_cards = sorted((c for c in bound if TAROKS >> c & 1), reverse=True)
        for lower in bird_cards[1:]:        # only the highest held bird may go
            legal &= ~(1 << lower)
        due = 0
        for card, target in bound.items():
            if legal >> card & 1 and trick_no >= target:
                due |= 1 << card
        if due:
            return 1 << (due.bit_length() - 1)
        early = sum(1 << card for card, target in bound.items() if trick_no < target)
        if legal & ~early:
            return legal & ~early
        if legal & TAROKS & early:          # forced: the highest bird first
            return 1 << ((legal & early).bit_length() - 1)
        return legal

    def _apply_play(self, seat: int, action: str) -> "KoenigrufenState":
        parts = action.split()
        try:
            card = _CARD_INDEX.get(parts[1]) if len(parts) == 2 and parts[0] == "play" else None
            if card is None and len(parts) == 2 and parts[0] == "play":
                card = PACK.parse(parts[1])
        except ValueError:
            card = None
        if card is None:
            raise IllegalAction(msg("koenigrufen.refusal.not_a_play", action=repr(action)), RULE_GRAMMAR)
        hand = self.hands[seat]
        if not hand >> card & 1:
            raise IllegalAction(msg("koenigrufen.refusal.not_held", seat=msg("koenigrufen.seat", n=seat + 1),
                                    card=PACK.name_of(card)), RULE_PLAY)
        if not self.legal_cards(seat) >> card & 1:
            why, rule = self._why_not(seat, card)
            raise IllegalAction(msg("koenigrufen.refusal.may_not_play", card=PACK.name_of(card), why=why), rule)
        new = self._copy()
        hands = list(hand for hand in self.hands)
        hands[seat] = hand & ~(1 << card)
        new.hands = tuple(hands)
        new.trick = self.trick + (card,)
        if card == self.called_king:
            new.revealed = True
        if self.contract.ouverte and len(self.tricks) == 1 and len(new.trick) == 1:
            new.open_hands = True      # "direkt efter utspelet" to the second trick
        if len(new.trick) == NUM_SEATS:
            new._finish_trick()
        return new

    def _why_not(self, seat: int, card: int) -> tuple[Message, str]:
        """Which rule forbids `card` now: the reason in words, and its citation."""
        c = self.contract
        basic = basic_legal(self.hands[seat], list(self.trick), negative=False, farben=c.farben)
        if not basic >> card & 1:
            if self.trick:
                return msg("koenigrufen.refusal.why.follow"), RULE_FOLLOW
            return msg("koenigrufen.refusal.why.farben_lead"), RULE_FARBEN_LEAD
        if c.kind != POSITIVE:
            return msg("koenigrufen.refusal.why.negative"), RULE_NEGATIVE
        return msg("koenigrufen.refusal.why.birds"), RULE_BIRDS

    def _finish_trick(self) -> None:
        cards = self.trick
        winner = (self.leader + trick_winner(list(cards), self.contract.farben)) % NUM_SEATS
        fed = None
        taken = sum(1 << c for c in cards)
        if self.contract.talon == FED and self.fed < len(self.talon):
            fed = self.talon[self.fed]     # "lägger förhand på det översta kvarvarande kortet"
            self.fed += 1
            taken |= 1 << fed
        piles = list(self.piles_won)
        piles[winner] |= taken
        self.piles_won = tuple(piles)
        self.won = tuple(w + (s == winner) for s, w in enumerate(self.won))
        self.tricks = self.tricks + ((self.leader, cards, winner, fed),)
        self.trick = ()
        self.leader = winner
        if len(self.tricks) == 12 or self._negative_decided():
            self.ended_early = len(self.tricks) < 12
            self.phase = OVER

    def _negative_decided(self) -> bool:
        """p.19: stop as soon as no declarer can still make his number of tricks
        (public facts only: tricks taken and tricks left)."""
        c = self.contract
        if c.kind != NEGATIVE:
            return False
        left = 12 - len(self.tricks)
        for d, target in zip(self.declarers, self.targets()):
            if self.won[d] <= target <= self.won[d] + left:
                return False
        return True

    def targets(self) -> tuple[int, ...]:
        """The trick target of each declarer (negative games)."""
        c = self.contract
        if c.bei:
            return tuple(CONTRACT_BY_KEY[k].tricks for k in c.bei)
        return (c.tricks,)

    # --- output -----------------------------------------------------------
    def result(self) -> dict[str, Any]:
        if self.phase != OVER:
            raise IllegalAction(msg("koenigrufen.refusal.deal_not_over"), RULE_PLAY)
        if self._result is None:
            from .scoring import settle
            self._result = settle(self)
        return self._result

    def deal_record(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "pack": [PACK_NAMES[c] for c in self.order]}

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import view
        return view(self, seat)

    def describe(self, action: str, lang: str = "en") -> str:
        from .texts import describe
        return describe(action, lang)

    # A copy of the state for `apply`: generated below (_make_copy) as one
    # straight line of slot assignments.
    _copy: ClassVar[Callable[["KoenigrufenState"], "KoenigrufenState"]]


def _make_copy():
    """A copy method assigning every slot in one straight line: `apply` copies
    the state on every action, and a loop over 50 slots with getattr/setattr
    was a quarter of the engine's time."""
    body = "\n".join(f"    new.{n} = self.{n}" for n in KoenigrufenState.__slots__)
    code = f"def _copy(self):\n    new = _new(_cls)\n{body}\n    new._legal = None\n    return new\n"
    namespace = {"_new": object.__new__, "_cls": KoenigrufenState}
    exec(code, namespace)   # noqa: S102 - built from the class's own slot names only
    return namespace["_copy"]


KoenigrufenState._copy = _make_copy()
