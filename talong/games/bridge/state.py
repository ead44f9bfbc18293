"""A deal of duplicate bridge: auction, then play, then the score.

Phases in order: "auction" (Laws 17-19, 22: auction.py), "play" (Laws 41,
44, 45: play.py), "over". A board passed out (Law 22B) goes straight to
"over" and scores 0. The score of a played contract is Law 77's, computed
by scoring.score.

Actions (docs/bridge-actions.md): "pass", "double", "redouble", "1C".."7N"
in the auction; "play SA" in the play. When it is dummy's turn, to_move() is
the declarer's seat and the legal actions are dummy's cards (Law 45B).
Seats 0..3 = N, E, S, W.

Claims (Laws 68-71 of the WBF Laws 2017; the Swedish transcription names
them in its table of contents only, so the details are our decision,
docs/bridge-actions.md): in the play period (which begins when the opening
lead is faced, definition "Spelperiod"), the player on play (declarer for
dummy, Law 45B) may "claim N": the claimer's side will win N of the tricks
not yet completed and concedes the rest (Law 68A/B). Play stops (Law 68D)
and the claimer's hand is shown to the opponents (our substitute for the
statement of Law 68C). The opponents then answer in turn, "accept" or
"dispute" (the defenders both, left-hand opponent first; for the declaring
side the declarer, who speaks for dummy as in the play, Law 45B). When all
of them accept, the claim stands and the board is scored (Law 69A). A
disputed claim is withdrawn and the rest of the deal is played out, with no
further claim: our substitute for the director's ruling of Law 70.
"""
from __future__ import annotations

from typing import Any, Callable

from talong.core.cards import FRENCH_52, iter_cards
from talong.core.engine import GameError, IllegalAction, State
from talong.i18n import msg, render, t

from .auction import BID_RANK, CALLS, Auction, contract_text, describe_call
from .boards import SEAT_MESSAGES, SEATS
from .play import CARD_NAMES, CARD_SUIT, PLAY_ACTIONS, PLAY_INDEX, TRUMP_SUIT, card_message, playable, trick_winner

AUCTION, PLAY, CLAIM, OVER = "auction", "play", "claim", "over"
ANSWERS = ("accept", "dispute")
PLAY_PERIOD_RULE = "definition Spelperiod (the play period begins when the opening lead is faced); Law 68"
PLAYED_OUT_RULE = "Law 70 (our substitute: a disputed claim is played out, docs/bridge-actions.md)"
# The suit led, named in a revoke's refusal (Law 44C), in the reader's language.
SUIT_MESSAGES = ("bridge.strain.C", "bridge.strain.D", "bridge.strain.H", "bridge.strain.S")   # suits 0-3
SEAT_LETTERS = ("bridge.seat_letter.n", "bridge.seat_letter.e", "bridge.seat_letter.s", "bridge.seat_letter.w")


def _seat(seat: int) -> dict[str, Any]:
    """A seat's name as a message parameter: "South" / "Syd"."""
    return msg(SEAT_MESSAGES[seat])

# An explainer gives a call's meaning in the partnership's system (Law 20F):
# (dealer, calls so far, call) -> {"msg": Message, "alert": bool} or None.
Explainer = Callable[[int, list[str], str], "dict[str, Any] | None"]


def _normal_call(call: Any) -> str:
    """"1h" -> "1H", "Pass" -> "pass"; anything else unchanged (and refused later)."""
    if not isinstance(call, str):
        return repr(call)
    text = call.strip()
    return text.upper() if text.upper() in BID_RANK else text.lower() if text.lower() in CALLS else text


def _names(cards: int) -> list[str]:
    return [CARD_NAMES[c] for c in iter_cards(cards)]


class BridgeState(State):
    turn_rule = "Law 17C (calls in rotation, clockwise); Law 44B (play in rotation); Law 45B (declarer plays dummy's cards)"
    game = "bridge"
    __slots__ = ("board", "dealer", "vulnerable", "deal", "hands", "auction", "notes",
                 "declarer", "trump", "leader", "trick", "tricks", "won", "claim", "answered",
                 "claim_log", "play_log", "explainer")

    def __init__(self, board: int, dealer: int, vulnerable: str, hands: tuple[int, int, int, int]) -> None:
        self.board = board
        self.dealer = dealer
        self.vulnerable = vulnerable
        self.deal = hands                 # the hands as dealt, for deal_record()
        self.hands = hands                # cards not yet played
        self.auction = Auction(dealer)
        self.notes: tuple[Any, ...] = ()  # per call: an explanation dict or None
        self.declarer = -1
        self.trump = -1
        self.leader = -1                  # who leads (led) the current trick
        self.trick: tuple[tuple[int, int], ...] = ()
        self.tricks: tuple[tuple[int, tuple[tuple[int, int], ...], int], ...] = ()  # (leader, trick, winner)
        self.won = (0, 0)                 # tricks won by N-S, E-W
        self.claim: tuple[int, int] | None = None  # pending or agreed: (claimer's seat, tricks claimed), Law 68
        self.answered: tuple[int, ...] = ()        # the opponents who accepted the pending claim, Law 69A
        # every claim made: (seat, tricks, tricks completed then, claimer's cards shown, outcome)
        self.claim_log: tuple[tuple[int, int, int, int, str], ...] = ()
        # every action of the play period in order, (seat acting, action): the public history
        self.play_log: tuple[tuple[int, str], ...] = ()
        self.explainer: Explainer | None = None    # injected by the party (Law 20F), never imported

    def _copy(self) -> "BridgeState":
        new = BridgeState.__new__(BridgeState)
        for slot in BridgeState.__slots__:
            setattr(new, slot, getattr(self, slot))
        return new

    # --- phase and turn -------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return 4

    def phase(self) -> str:
        if not self.auction.is_over():
            return AUCTION
        if self.declarer < 0 or len(self.tricks) == 13 or self.claim_agreed():
            return OVER
        return CLAIM if self.claim is not None else PLAY

    def claim_agreed(self) -> bool:
        return self.claim is not None and len(self.answered) == len(self.answerers())

    def answerers(self) -> tuple[int, ...]:
        """The opponents who answer the pending claim, in order: both
        defenders (declarer's left-hand opponent first) for a claim by the
        declaring side; the declarer, who speaks for dummy (Law 45B), for a
        defender's claim."""
        if self.claim is None:
            return ()
        seat = self.claim[0]
        if seat % 2 == self.declarer % 2:
            return ((self.declarer + 1) % 4, (self.declarer + 3) % 4)
        return (self.declarer,)

    @property
    def dummy(self) -> int:
        return (self.declarer + 2) % 4 if self.declarer >= 0 else -1

    def hand_to_play(self) -> int:
        """The hand whose card is due (dummy's own seat when dummy plays), Law 44B/G."""
        return (self.leader + len(self.trick)) % 4

    def to_move(self) -> int | None:
        phase = self.phase()
        if phase == AUCTION:
            return self.auction.turn()
        if phase == OVER:
            return None
        if phase == CLAIM:
            return self.answerers()[len(self.answered)]
        hand = self.hand_to_play()
        return self.declarer if hand == self.dummy else hand  # Law 45B: declarer plays dummy's cards

    def legal_actions(self) -> list[str]:
        phase = self.phase()
        if phase == AUCTION:
            return self.auction.legal()
        if phase == OVER:
            return []
        if phase == CLAIM:
            return list(ANSWERS)
        led = CARD_SUIT[self.trick[0][1]] if self.trick else -1
        cards = [PLAY_ACTIONS[c] for c in iter_cards(playable(self.hands[self.hand_to_play()], led))]
        return cards + self.claims()

    # --- acting -----------------------------------------------------------------
    def explained(self, explainer: Explainer | None) -> "BridgeState":
        """This state with `explainer` attached: every later call carries the
        meaning it gives (Law 20F). Injected by the party, so the engine
        never imports an AI."""
        new = self._copy()
        new.explainer = explainer
        return new

    def apply(self, action: str) -> "BridgeState":
        """The state after `action` by the seat to move."""
        phase = self.phase()
        if phase == OVER:
            raise IllegalAction(msg("bridge.refusal.deal_over"), "Law 22A")
        if not isinstance(action, str):
            raise IllegalAction(msg("bridge.refusal.not_text", action=repr(action)),
                                "Law 18A" if phase == AUCTION else "Law 1A")
        if phase == AUCTION:
            if action.strip().lower().startswith("claim"):
                raise IllegalAction(msg("bridge.refusal.claim_in_auction"), "Law 68A")
            return self._call(action)
        seat = self.to_move()
        if phase == CLAIM:
            new = self._answer(action)
            return new._logged(seat, action.strip().lower())
        if action.strip().lower() in ANSWERS:
            raise IllegalAction(msg("bridge.refusal.no_claim_to_accept" if action.strip().lower() == "accept"
                                    else "bridge.refusal.no_claim_to_dispute"), "Law 69A")
        if action.strip().lower().startswith("claim"):
            new = self._claim(action)
            return new._logged(seat, f"claim {new.claim[1]}")
        card = self.hands[self.hand_to_play()]
        new = self._play(action)
        played = (card & ~new.hands[self.hand_to_play()]).bit_length() - 1
        return new._logged(seat, PLAY_ACTIONS[played])

    def _logged(self, seat: int, action: str) -> "BridgeState":
        """`self` (a fresh copy) with `action` by `seat` added to the play log."""
        self.play_log = self.play_log + ((seat, action),)
        return self

    def remaining_tricks(self) -> int:
        """The tricks not yet completed (the one in progress counts), Law 68A."""
        return 13 - len(self.tricks)

    def played_out(self) -> bool:
        """A claim was disputed: the rest of the deal is played out (Law 70, our substitute)."""
        return any(entry[4] == "disputed" for entry in self.claim_log)

    def claims(self) -> list[str]:
        """The claims open to the player on play: "claim 0" (concede the
        rest, Law 68B) .. "claim N" (all N remaining tricks, Law 68A); in the
        play period only (after the opening lead) and not after a dispute."""
        if self.phase() != PLAY or not (self.tricks or self.trick) or self.played_out():
            return []
        return [f"claim {n}" for n in range(self.remaining_tricks() + 1)]

    def _claim(self, action: str) -> "BridgeState":
        """Law 68A/B: the claimer's side will win `n` of the remaining tricks
        and concedes the rest; Law 68D: play stops while the opponents answer.
        Refused before the play period and after a disputed claim."""
        words = action.split()
        remaining = self.remaining_tricks()
        if len(words) != 2 or words[0].lower() != "claim" or not words[1].isdigit():
            raise IllegalAction(msg("bridge.refusal.not_a_claim", action=repr(action), count=remaining),
                                "Law 68A")
        if not (self.tricks or self.trick):
            raise IllegalAction(msg("bridge.refusal.claim_before_lead"), PLAY_PERIOD_RULE)
        if self.played_out():
            raise IllegalAction(msg("bridge.refusal.claim_after_dispute"), PLAYED_OUT_RULE)
        tricks = int(words[1])
        if tricks > remaining:
            raise IllegalAction(msg("bridge.refusal.claim_too_many", tricks=tricks, count=remaining), "Law 68A")
        seat = self.to_move()
        new = self._copy()
        new.claim, new.answered = (seat, tricks), ()
        new.claim_log = self.claim_log + ((seat, tricks, len(self.tricks), self.hands[seat], "pending"),)
        return new

    def _answer(self, action: str) -> "BridgeState":
        """An opponent's answer to the pending claim: "accept" (Law 69A: the
        claim stands once every opponent has accepted; the claimer's side
        gets the tricks claimed, the other side the rest) or "dispute" (Law
        70, our substitute: the claim is withdrawn and play goes on)."""
        answer = action.strip().lower()
        seat, tricks = self.claim
        if answer not in ANSWERS:
            raise IllegalAction(msg("bridge.refusal.answer_claim", seat=_seat(seat), count=tricks,
                                    answerer=_seat(self.to_move()), action=repr(action)), "Law 68D")
        new = self._copy()
        head, (s, n, done, shown, _) = self.claim_log[:-1], self.claim_log[-1]
        if answer == "dispute":
            new.claim, new.answered = None, ()
            new.claim_log = head + ((s, n, done, shown, "disputed"),)
            return new
        new.answered = self.answered + (self.to_move(),)
        if new.claim_agreed():
            side, remaining = seat % 2, self.remaining_tricks()
            won = list(self.won)
            won[side] += tricks
            won[1 - side] += remaining - tricks
            new.won = (won[0], won[1])
            new.claim_log = head + ((s, n, done, shown, "agreed"),)
        return new

    def apply_by(self, seat: int, action: str) -> "BridgeState":
        """`apply`, checking first that `seat` is the one to act."""
        if seat not in (0, 1, 2, 3) or isinstance(seat, bool):
            raise IllegalAction(msg("bridge.refusal.no_seat", seat=repr(seat),
                                    letters=[msg(letter) for letter in SEAT_LETTERS]), "Law 3")
        due = self.to_move()
        if seat != due:
            if self.phase() == AUCTION:
                raise IllegalAction(msg("bridge.refusal.call_out_of_turn", seat=_seat(seat), due=_seat(due)),
                                    "Law 17C")
            if self.phase() == CLAIM:
                raise IllegalAction(msg("bridge.refusal.answer_now", due=_seat(due), claimer=_seat(self.claim[0])),
                                    "Law 68D; Law 69A")
            if self.phase() == PLAY and seat == self.dummy:
                raise IllegalAction(msg("bridge.refusal.dummy_does_not_play"), "Law 45B")
            if self.phase() == PLAY:
                raise IllegalAction(msg("bridge.refusal.play_out_of_turn", seat=_seat(seat),
                                        due=_seat(self.hand_to_play())), "Law 44B")
            raise IllegalAction(msg("bridge.refusal.deal_over"), "Law 22A")
        return self.apply(action)

    def _call(self, call: str) -> "BridgeState":
        if call in PLAY_INDEX or (isinstance(call, str) and call.startswith("play ")):
            raise IllegalAction(msg("bridge.refusal.card_in_auction"), "Law 41A")
        call = _normal_call(call)
        if call not in CALLS:
            self.auction.check(call)  # raises with Law 18A's message
        auction = self.auction.then(call)   # refuses an illegal call before it is explained
        explanation = self.explainer(self.dealer, list(self.auction.calls), call) if self.explainer else None
        new = self._copy()
        new.auction = auction
        new.notes = self.notes + (dict(explanation) if explanation else None,)
        if auction.is_over() and not auction.passed_out():
            new.declarer = auction.declarer()
            new.trump = TRUMP_SUIT[auction.contract()[1]]
            new.leader = (new.declarer + 1) % 4  # Law 41A: declarer's left-hand opponent leads
        return new

    def _play(self, action: str) -> "BridgeState":
        card = PLAY_INDEX.get(action)
        if card is None:
            if _normal_call(action) in CALLS:
                raise IllegalAction(msg("bridge.refusal.call_in_play"), "Law 22A")
            raise IllegalAction(msg("bridge.refusal.not_a_play", action=repr(action)), "Law 1A")
        seat = self.hand_to_play()
        hand = self.hands[seat]
        if not hand >> card & 1:
            raise IllegalAction(msg("bridge.refusal.not_in_dummy" if seat == self.dummy else "bridge.refusal.not_in_hand",
                                    card=card_message(card), seat=_seat(seat)), "Law 7B3")
        if self.trick:
            led = CARD_SUIT[self.trick[0][1]]
            if CARD_SUIT[card] != led and hand & FRENCH_52.suit_mask(led):
                raise IllegalAction(msg("bridge.refusal.follow_suit", suit=msg(SUIT_MESSAGES[led]), seat=_seat(seat)),
                                    "Law 44C")
        new = self._copy()
        hands = list(self.hands)
        hands[seat] = hand & ~(1 << card)
        new.hands = (hands[0], hands[1], hands[2], hands[3])
        trick = self.trick + ((seat, card),)
        if len(trick) == 4:
            winner = trick_winner(trick, self.trump)
            new.tricks = self.tricks + ((self.leader, trick, winner),)
            new.won = (self.won[0] + 1, self.won[1]) if winner % 2 == 0 else (self.won[0], self.won[1] + 1)
            new.leader, new.trick = winner, ()  # Law 44G
        else:
            new.trick = trick
        return new

    # --- what a seat sees ---------------------------------------------------------
    def contract_text(self) -> str | None:
        if not self.auction.is_over():
            return None
        contract = self.auction.contract()
        return contract_text(*contract) if contract else "Passed"

    def view(self, seat: int | None) -> dict[str, Any]:
        """Own hand; the auction (public, Law 20); dummy's hand once the
        opening lead is made (Law 41D); played cards; never other hands."""
        phase = self.phase()
        lead_made = self.declarer >= 0 and bool(self.tricks or self.trick)
        auction = []
        for index, call in enumerate(self.auction.calls):
            entry: dict[str, Any] = {"seat": SEATS[(self.dealer + index) % 4], "call": call}
            if self.notes[index]:
                entry["explanation"] = self.notes[index]
            auction.append(entry)
        to_move = self.to_move()
        out: dict[str, Any] = {
            "game": "bridge", "seat": seat, "phase": phase, "to_move": to_move,
            "turn": SEATS[self.hand_to_play()] if phase == PLAY else
                    (SEATS[to_move] if to_move is not None else None),
            "board": self.board, "dealer": SEATS[self.dealer], "vulnerable": self.vulnerable,
            "hand": _names(self.hands[seat]) if seat is not None else [],
            "auction": auction,
            "contract": self.contract_text(),
            "declarer": SEATS[self.declarer] if self.declarer >= 0 else None,
            "dummy": SEATS[self.dummy] if self.declarer >= 0 else None,
            "dummy_hand": _names(self.hands[self.dummy]) if lead_made else None,
            "trick": [{"seat": SEATS[s], "card": CARD_NAMES[c]} for s, c in self.trick],
            "tricks": [{"leader": SEATS[leader], "cards": [CARD_NAMES[c] for _, c in trick],
                        "winner": SEATS[winner]} for leader, trick, winner in self.tricks],
            "tricks_won": {"NS": self.won[0], "EW": self.won[1]},
            # the public history in the engine-wide form (docs/architecture.md): seats as numbers
            "tricks_played": [{"leader": leader, "cards": [[s, CARD_NAMES[c]] for s, c in trick], "winner": winner}
                              for leader, trick, winner in self.tricks],
            "history": self._history(),
        }
        if phase in (PLAY, CLAIM):
            out["leader"] = SEATS[self.leader]
        out["claims"] = [self._claim_view(entry, seat) for entry in self.claim_log]
        shown = [{"seat": SEATS.index(c["seat"]), "cards": c["hand"]} for c in out["claims"] if "hand" in c]
        if shown:
            out["shown_to_you"] = shown   # the claimer's cards, shown to the opponents only (Law 68C)
        if self.claim is not None:
            out["claim"] = {**out["claims"][-1], "answer_by": [SEATS[s] for s in self.answerers()],
                            "answered": [SEATS[s] for s in self.answered]}
        if phase == OVER:
            out["result"] = self.result()
        return out

    def _history(self) -> list[dict[str, Any]]:
        """Every action in order with the seat that took it (all public: calls,
        Law 20; cards played, declarer for dummy, Law 45B; claims and their
        answers, Laws 68-70)."""
        out = [{"seat": (self.dealer + i) % 4, "action": call} for i, call in enumerate(self.auction.calls)]
        out += [{"seat": seat, "action": action} for seat, action in self.play_log]
        return out

    @staticmethod
    def _claim_view(entry: tuple[int, int, int, int, str], viewer: int | None) -> dict[str, Any]:
        """A claim as `viewer` sees it: public, plus the claimer's hand as it
        was shown to the opponents (Law 68C, our substitute), for them only."""
        seat, tricks, done, shown, outcome = entry
        out: dict[str, Any] = {"seat": SEATS[seat], "side": ("NS", "EW")[seat % 2], "tricks": tricks,
                               "remaining": 13 - done, "trick": done + 1, "status": outcome}
        if viewer is not None and viewer % 2 != seat % 2:
            out["hand"] = _names(shown)
        return out

    # --- outcome ------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        """The Law 77 settlement (settlement.py) of the finished deal."""
        if self.phase() != OVER:
            raise GameError("the deal is not finished")
        from .settlement import board_result, passed_out
        if self.declarer < 0:
            return passed_out(self.board)
        notes = [claim_line(*entry) for entry in self.claim_log]
        return board_result(self.board, self.auction.contract(), self.declarer, self.vulnerable,
                            self.won[self.declarer % 2], notes)

    def deal_record(self) -> dict[str, Any]:
        return {"board": self.board, "dealer": SEATS[self.dealer], "vulnerable": self.vulnerable,
                "hands": {SEATS[s]: _names(self.deal[s]) for s in range(4)}}

    def describe(self, action: str, lang: str = "en") -> str:
        card = PLAY_INDEX.get(action)
        if card is None and action.startswith("claim ") and action[6:].isdigit():
            return t(lang, "bridge.action.claim", count=int(action[6:]))
        if action in ANSWERS:
            return t(lang, f"bridge.action.{action}")
        if card is None:
            return describe_call(action, lang)
        return render(card_message(card), lang)   # "♠A", as the table and a hand record write it


def claim_line(seat: int, tricks: int, done: int, shown: int, outcome: str) -> dict[str, Any]:
    """A settlement line for a claim (Laws 68-70): agreed, or disputed and played out."""
    remaining = 13 - done
    if outcome == "agreed":
        return {"msg": msg("bridge.line.claim_agreed", seat=msg(SEAT_MESSAGES[seat]), tricks=tricks,
                           count=remaining, conceded=remaining - tricks)}
    return {"msg": msg("bridge.line.claim_disputed", seat=msg(SEAT_MESSAGES[seat]), tricks=tricks, count=remaining)}
