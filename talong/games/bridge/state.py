"""A deal of duplicate bridge: auction, then play, then the score.

Phases in order: "auction" (Laws 17-19, 22: auction.py), "play" (Laws 41,
44, 45: play.py), "over". A board passed out (Law 22B) goes straight to
"over" and scores 0. The score of a played contract is Law 77's, computed
by scoring.score.

Actions (docs/bridge-actions.md): "pass", "double", "redouble", "1C".."7N"
in the auction; "play SA" in the play. When it is dummy's turn, to_move() is
the declarer's seat and the legal actions are dummy's cards (Law 45B).
Seats 0..3 = N, E, S, W.

Claims (Laws 68-69 of the WBF Laws 2017; the Swedish transcription names
"LAG 68 ANSPRÅK OCH AVSTÅENDE" and "LAG 69 GODKÄNT ANSPRÅK" in its table of
contents only): "claim N" by the player on play (declarer for dummy, Law
45B) states that the claimer's side wins N of the tricks not yet completed
and concedes the rest (Law 68A/B). Play ends (Law 68D) and the board is
scored as claimed: the action stands for an agreed claim (Law 69A), or for
the director's ruling on a disputed one (Law 70), which is what a record
holds. Claims are listed by `claims()`, not by `legal_actions()`: a claim
is open to the player on play at every card, and listing it with the cards
would make random and search players end the play at random.
"""
from __future__ import annotations

from typing import Any

from talong.core.cards import FRENCH_52, iter_cards
from talong.core.engine import GameError, IllegalAction, State

from .auction import BID_RANK, CALLS, Auction, contract_text, describe_call
from .boards import SEAT_NAMES_EN, SEAT_NAMES_SV, SEATS
from .play import CARD_NAMES, PLAY_ACTIONS, PLAY_INDEX, TRUMP_SUIT, playable, trick_winner

AUCTION, PLAY, OVER = "auction", "play", "over"


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
                 "declarer", "trump", "leader", "trick", "tricks", "won", "claim")

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
        self.claim: tuple[int, int] | None = None  # (claimer's seat, tricks claimed), Law 68

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
        if self.declarer < 0 or len(self.tricks) == 13 or self.claim is not None:
            return OVER
        return PLAY

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
        hand = self.hand_to_play()
        return self.declarer if hand == self.dummy else hand  # Law 45B: declarer plays dummy's cards

    def legal_actions(self) -> list[str]:
        phase = self.phase()
        if phase == AUCTION:
            return self.auction.legal()
        if phase == OVER:
            return []
        led = self.trick[0][1] // 13 if self.trick else -1
        return [PLAY_ACTIONS[c] for c in iter_cards(playable(self.hands[self.hand_to_play()], led))]

    # --- acting -----------------------------------------------------------------
    def apply(self, action: str, *, explanation: dict[str, Any] | None = None) -> "BridgeState":
        """The state after `action` by the seat to move. `explanation` (calls
        only) is the caller's system explanation, shown with the call (Law 20F)."""
        phase = self.phase()
        if phase == OVER:
            raise IllegalAction("the deal is over: no more calls or plays", "Law 22A")
        if not isinstance(action, str):
            raise IllegalAction(f"an action is text such as \"pass\", \"1H\" or \"play SA\", not {action!r}",
                                "Law 18A" if phase == AUCTION else "Law 1A")
        if phase == AUCTION:
            if action.strip().lower().startswith("claim"):
                raise IllegalAction("a claim concerns the tricks: it is made in the play, after the "
                                    "auction", "Law 68A")
            return self._call(action, explanation)
        if action.strip().lower().startswith("claim"):
            return self._claim(action)
        return self._play(action)

    def remaining_tricks(self) -> int:
        """The tricks not yet completed (the one in progress counts), Law 68A."""
        return 13 - len(self.tricks)

    def claims(self) -> list[str]:
        """The claims open to the player on play: "claim 0" (concede the
        rest, Law 68B) .. "claim N" (all N remaining tricks, Law 68A)."""
        if self.phase() != PLAY:
            return []
        return [f"claim {n}" for n in range(self.remaining_tricks() + 1)]

    def _claim(self, action: str) -> "BridgeState":
        """Law 68A/B, 68D, 69A: the claimer's side gets `n` of the remaining
        tricks, the other side the rest; play ends and the board is scored."""
        words = action.split()
        remaining = self.remaining_tricks()
        if len(words) != 2 or words[0].lower() != "claim" or not words[1].isdigit():
            raise IllegalAction(f"{action!r} is not a claim: say \"claim\" and how many of the {remaining} "
                                "remaining tricks your side will win, e.g. \"claim 3\"", "Law 68A")
        tricks = int(words[1])
        if tricks > remaining:
            raise IllegalAction(f"a claim of {tricks} tricks: only {remaining} remain to be won", "Law 68A")
        seat = self.to_move()
        new = self._copy()
        new.claim = (seat, tricks)
        side = seat % 2
        won = list(self.won)
        won[side] += tricks
        won[1 - side] += remaining - tricks
        new.won = (won[0], won[1])
        return new

    def apply_by(self, seat: int, action: str, **kwargs: Any) -> "BridgeState":
        """`apply`, checking first that `seat` is the one to act."""
        if seat not in (0, 1, 2, 3) or isinstance(seat, bool):
            raise IllegalAction(f"there is no seat {seat!r}: seats are 0-3 = N, E, S, W", "Law 3")
        due = self.to_move()
        if seat != due:
            if self.phase() == AUCTION:
                raise IllegalAction(f"{SEAT_NAMES_EN[seat]} calls out of turn: it is "
                                    f"{SEAT_NAMES_EN[due]}'s turn (calls go clockwise from the dealer)",
                                    "Law 17C")
            if self.phase() == PLAY and seat == self.dummy:
                raise IllegalAction("dummy does not play: declarer plays dummy's cards", "Law 45B")
            if self.phase() == PLAY:
                raise IllegalAction(f"{SEAT_NAMES_EN[seat]} plays out of turn: it is "
                                    f"{SEAT_NAMES_EN[self.hand_to_play()]}'s turn to play", "Law 44B")
            raise IllegalAction("the deal is over: no more calls or plays", "Law 22A")
        return self.apply(action, **kwargs)

    def _call(self, call: str, explanation: dict[str, Any] | None) -> "BridgeState":
        if call in PLAY_INDEX or (isinstance(call, str) and call.startswith("play ")):
            raise IllegalAction("no card is played during the auction: the opening lead follows the "
                                "end of the auction", "Law 41A")
        call = _normal_call(call)
        if call not in CALLS:
            self.auction.check(call)  # raises with Law 18A's message
        auction = self.auction.then(call)
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
                raise IllegalAction("the auction is over: no further calls", "Law 22A")
            raise IllegalAction(f"{action!r} is not a play: expected \"play\" and a card of the 52-card pack, "
                                "e.g. \"play SA\"", "Law 1A")
        seat = self.hand_to_play()
        hand = self.hands[seat]
        if not hand >> card & 1:
            whose = "dummy's hand" if seat == self.dummy else "your hand"
            raise IllegalAction(f"{CARD_NAMES[card]} is not in {whose} ({SEAT_NAMES_EN[seat]}); a player "
                                "plays only the cards of the hand in turn", "Law 7B3")
        if self.trick:
            led = self.trick[0][1] // 13
            if card // 13 != led and hand & FRENCH_52.suit_mask(led):
                raise IllegalAction(f"you must follow suit: {FRENCH_52.suits[led].name} were led and "
                                    f"{SEAT_NAMES_EN[seat]} holds some", "Law 44C")
        new = self._copy()
        hands = list(self.hands)
        hands[seat] = hand & ~(1 << card)
        new.hands = tuple(hands)
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
        if phase == PLAY:
            out["leader"] = SEATS[self.leader]
        if self.claim is not None:
            seat, tricks = self.claim
            out["claim"] = {"seat": SEATS[seat], "side": ("NS", "EW")[seat % 2], "tricks": tricks,
                            "remaining": 13 - len(self.tricks)}
        if phase == OVER:
            out["result"] = self.result()
        return out

    def _history(self) -> list[dict[str, Any]]:
        """Every action in order with the seat that took it (all public: calls,
        Law 20; cards played, declarer for dummy, Law 45B; a claim, Law 68)."""
        out = [{"seat": (self.dealer + i) % 4, "action": call} for i, call in enumerate(self.auction.calls)]
        plays = [card for _, trick, _ in self.tricks for card in trick] + list(self.trick)
        out += [{"seat": self.declarer if s == self.dummy else s, "action": PLAY_ACTIONS[c]} for s, c in plays]
        if self.claim is not None:
            out.append({"seat": self.claim[0], "action": f"claim {self.claim[1]}"})
        return out

    # --- outcome ------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        """The Law 77 settlement (settlement.py) of the finished deal."""
        if self.phase() != OVER:
            raise GameError("the deal is not finished")
        from .settlement import board_result, passed_out
        if self.declarer < 0:
            return passed_out(self.board)
        notes = []
        if self.claim is not None:
            seat, claimed = self.claim
            remaining = 13 - len(self.tricks)
            notes.append({"text_sv": f"Anspråk (Lag 68-69): {SEAT_NAMES_SV[seat]} gör anspråk på {claimed} av de "
                                     f"{remaining} återstående sticken, avstår {remaining - claimed}",
                          "text_en": f"Claim (Laws 68-69): {SEAT_NAMES_EN[seat]} claims {claimed} of the "
                                     f"{remaining} remaining tricks, concedes {remaining - claimed}"})
        return board_result(self.board, self.auction.contract(), self.declarer, self.vulnerable,
                            self.won[self.declarer % 2], notes)

    def deal_record(self) -> dict[str, Any]:
        return {"board": self.board, "dealer": SEATS[self.dealer], "vulnerable": self.vulnerable,
                "hands": {SEATS[s]: _names(self.deal[s]) for s in range(4)}}

    def describe(self, action: str, lang: str = "en") -> str:
        card = PLAY_INDEX.get(action)
        if card is None and action.startswith("claim ") and action[6:].isdigit():
            return f"anspråk på {action[6:]} stick" if lang == "sv" else f"claim of {action[6:]} tricks"
        if card is None:
            return describe_call(action, lang)
        suit = FRENCH_52.suits[card // 13]
        rank = "2 3 4 5 6 7 8 9 10".split() + (["knekt", "dam", "kung", "ess"] if lang == "sv"
                                               else ["jack", "queen", "king", "ace"])
        return f"{suit.name_sv} {rank[card % 13]}" if lang == "sv" else f"{rank[card % 13]} of {suit.name}"
