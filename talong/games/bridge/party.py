"""A bridge party: a run of boards at one table, scored in IMPs against a
second table where the same boards are bid and played by four AI players.

Board n of the party is board `first_board + n - 1` (option "first_board",
default 1), so dealer and vulnerability follow Law 2's cycle.

Scoring (SPEC.md "Contract bridge: decisions": scores by Law 77, IMPs by
Law 78B). A party against AI players is a teams match against a replay
table: when a board ends at our table, the same deal (the same cards,
dealer and vulnerability) is bid and played at "the other table" by four of
talong's bridge AI (`talong.ai.bridge.BridgeAI`, deterministic: the same
view gives the same call or card), so the other table is re-derived from the
board's deal record alone and the party replays from its record. Each side's
Law 77 score at the two tables is compared, North-South's difference
converted by the IMP scale (imps.imps, Law 78B); East-West get the negation,
so every board is zero-sum between the two sides. A human who bids and plays
exactly like the AI ties every board (0 IMP).

The explanations of the calls (SPEC.md: "every AI call carries its
explanation from the AI's bidding system, alertable calls marked"; Law 20F):
the boards of a party are `PartyBoard`s, which attach to every call made
without an explanation the system meaning that the AI's bidding system gives
it (`BridgeAI.explain`: a function of the dealer and the auction only, never
of a hand, so it tells the opponents nothing the agreement would not).
The AI players' calls thus carry their explanation however the table drives
them, and the human's calls carry what the partnership's system (the AI
partner) reads into them. Being a function of the deal and the calls, the
explanations come back when a party is rebuilt from its record.

`standings()` carries both: "NS"/"EW" the Law 77 point totals, "imps" the
IMP totals, "boards" one line per finished board (our table, the other
table's contract, result, score and auction - calls only, never a card),
and the comparison lines (sv/en).
"""
from __future__ import annotations

import logging
from typing import Any

from talong.core.engine import GameError, State
from talong.core.party import Party

from .imps import imps
from .state import AUCTION, BridgeState

log = logging.getLogger(__name__)

METHOD = "imps-vs-ai-table"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "N": "NT"}
SEAT_LETTERS_SV = {"N": "N", "E": "Ö", "S": "S", "W": "V"}   # Nord, Öst, Syd, Väst

_SYSTEM = None


def _system():
    """The AI whose bidding system explains the calls and plays the other
    table (imported late: talong.ai.bridge builds on this package)."""
    global _SYSTEM
    if _SYSTEM is None:
        from talong.ai.bridge import BridgeAI
        _SYSTEM = BridgeAI(seed=0)
    return _SYSTEM


class PartyBoard(BridgeState):
    """A board at the party's table: a BridgeState whose calls carry the
    bidding system's explanation when the caller gives none (Law 20F)."""

    __slots__ = ()

    @classmethod
    def of(cls, state: State) -> "PartyBoard":
        new = cls.__new__(cls)
        for slot in BridgeState.__slots__:
            setattr(new, slot, getattr(state, slot))
        return new

    def _copy(self) -> "PartyBoard":
        return PartyBoard.of(self)

    def apply(self, action: str, *, explanation: dict[str, Any] | None = None) -> "BridgeState":
        if explanation is None:
            explanation = self.system_explanation(action)
        return super().apply(action, explanation=explanation)

    def system_explanation(self, action: Any) -> dict[str, Any] | None:
        """What the AI's bidding system says `action` means, if it is a legal
        call now; None otherwise (the engine then refuses or plays it)."""
        if self.phase() != AUCTION or not isinstance(action, str):
            return None
        legal = self.legal_actions()
        text = action.strip()
        call = next((c for c in (text.upper(), text.lower()) if c in legal), None)
        if call is None:
            return None
        try:
            return _system().explain(self.view(self.to_move()), call)
        except Exception:  # an explanation never changes legality: a gap in the system leaves none, logged
            log.exception("bridge: no explanation for %r after %s", call, self.auction.calls)
            return None


def contract_symbols(contract: str | None) -> str:
    """"4SX" -> "4♠X", "3N" -> "3NT", "Passed" stays."""
    if not contract or contract == "Passed" or contract[0] not in "1234567":
        return contract or ""
    return contract[0] + SUIT_SYMBOLS.get(contract[1], contract[1]) + contract[2:]


def result_text(contract: str | None, declarer: str | None, tricks: int, lang: str) -> str:
    """"4♠= av S" / "4♠+1 by S" / "3NT-2 av Ö" (Swedish seat letters N Ö S V);
    a passed-out board: "Passad av alla" / "Passed out"."""
    if not contract or contract == "Passed" or not declarer:
        return "Passad av alla" if lang == "sv" else "Passed out"
    over = tricks - (int(contract[0]) + 6)
    made = "=" if over == 0 else f"{over:+d}"
    if lang == "sv":
        return f"{contract_symbols(contract)}{made} av {SEAT_LETTERS_SV.get(declarer, declarer)}"
    return f"{contract_symbols(contract)}{made} by {declarer}"


def _player(name: str):
    """The deterministic AI `name` of talong.ai (imported late, as _system)."""
    from talong.ai import make_player
    return make_player("bridge", name, seed=0)


def other_table(game: Any, deal: dict[str, Any], ai_name: str = "basic") -> dict[str, Any]:
    """The same deal bid and played by four AI players `ai_name` (the AI of
    the party's own AI seats, so both tables face the same players), every
    seat choosing from its own view: the contract, declarer, tricks, N-S score
    (Law 77), the auction with its explanations and every action."""
    ai = _system() if ai_name == "basic" else _player(ai_name)
    state: BridgeState = PartyBoard.of(game.deal({}, deal=deal))
    actions, fallbacks = [], 0
    while not state.is_terminal():
        seat, legal = state.to_move(), state.legal_actions()
        try:
            action = ai.choose(state.view(seat), legal)
        except Exception:  # a gap in the AI: the first legal action (pass, or the lowest card), still deterministic
            log.exception("bridge: the other table's AI failed at seat %s", seat)
            action, fallbacks = legal[0], fallbacks + 1
        actions.append({"seat": seat, "action": action})
        state = state.apply(action)
    result = state.result()
    out = {"contract": result["contract"], "declarer": result["declarer"], "tricks": result["tricks"],
           "score_ns": result["score_ns"], "auction": state.view(None)["auction"], "actions": actions}
    if fallbacks:
        out["fallbacks"] = fallbacks
    return out


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def compare(board: int, here: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """The IMP comparison of one board (Law 78B): N-S's score here against
    N-S's score at the other table; E-W get the negation."""
    difference = here["score_ns"] - other["score_ns"]
    won = imps(difference)
    lines: list[dict[str, Any]] = []
    for name, table, sv_name, en_name in (("here", here, "Ert bord", "Your table"),
                                           ("other", other, "Andra bordet (fyra AI-spelare)",
                                            "Other table (four AI players)")):
        lines.append({
            "text_sv": f"{sv_name}: {result_text(table['contract'], table['declarer'], table['tricks'], 'sv')}, "
                       f"NS {_signed(table['score_ns'])}",
            "text_en": f"{en_name}: {result_text(table['contract'], table['declarer'], table['tricks'], 'en')}, "
                       f"NS {_signed(table['score_ns'])}",
            "table": name})
    lines.append({"text_sv": f"Bricka {board}: skillnad NS {_signed(difference)} poäng = "
                             f"NS {_signed(won)} IMP, ÖV {_signed(-won)} IMP (Lag 78B)",
                  "text_en": f"Board {board}: difference NS {_signed(difference)} points = "
                             f"NS {_signed(won)} IMP, EW {_signed(-won)} IMP (Law 78B)",
                  "amount": won, "unit": "IMP"})
    return {"method": METHOD, "difference": difference, "imps_ns": won, "imps_ew": -won, "lines": lines}


class BridgeParty(Party):
    def __init__(self, game: Any, options: dict[str, Any], seed: int) -> None:
        super().__init__(game, options, seed)
        from talong.ai import player_names
        self.other_ai = str(options.get("other_table_ai", "basic"))
        if self.other_ai not in player_names("bridge"):
            raise GameError(f"no AI {self.other_ai!r} for the other table; choose one of "
                            f"{', '.join(player_names('bridge'))}", "table options: other_table_ai")
        self.imps = [0, 0]   # IMP totals of N-S and E-W (zero-sum)
        self.boards: list[dict[str, Any]] = []

    def deal_options(self, number: int) -> dict[str, Any]:
        board = int(self.options.get("first_board", 1)) + number - 1
        return {**self.options, "players": 4, "number": number, "board": board}

    def next_deal(self, deal: dict[str, Any] | None = None) -> PartyBoard:
        return PartyBoard.of(super().next_deal(deal))

    def finish_deal(self, state: State) -> dict[str, Any]:
        """The board's Law 77 result, and its IMP comparison with the other table."""
        if not state.is_terminal():
            raise GameError("the deal is not finished")
        result = dict(state.result())
        record = state.deal_record()
        other = other_table(self.game, record, self.other_ai)
        comparison = compare(result["board"], result, other)
        result["other_table"] = other
        result["comparison"] = comparison
        self.deals_played += 1
        self.results.append(result)
        self.add_result(result)
        self.imps[0] += comparison["imps_ns"]
        self.imps[1] += comparison["imps_ew"]
        public_other = {k: other[k] for k in ("contract", "declarer", "tricks", "score_ns", "auction")}
        self.boards.append({
            "deal": self.deals_played, "board": result["board"], "dealer": record["dealer"],
            "vulnerable": record["vulnerable"], "contract": result["contract"], "declarer": result["declarer"],
            "tricks": result["tricks"], "score_ns": result["score_ns"], "other": public_other,
            "difference": comparison["difference"], "imps_ns": comparison["imps_ns"],
            "imps_ew": comparison["imps_ew"], "lines": comparison["lines"]})
        return result

    def standings(self) -> dict[str, Any]:
        return {"deals_played": self.deals_played, "total_deals": int(self.options.get("deals", 8)),
                "method": METHOD, "unit": "IMP",
                "totals": list(self.totals), "NS": self.totals[0], "EW": self.totals[1],
                "imps": {"NS": self.imps[0], "EW": self.imps[1]}, "boards": [dict(b) for b in self.boards]}

    def final_settlement(self) -> dict[str, Any]:
        """Board by board IMPs, then the match total per side (and per seat)."""
        lines = []
        for b in self.boards:
            here_sv = result_text(b["contract"], b["declarer"], b["tricks"], "sv")
            here_en = result_text(b["contract"], b["declarer"], b["tricks"], "en")
            o = b["other"]
            other_sv = result_text(o["contract"], o["declarer"], o["tricks"], "sv")
            other_en = result_text(o["contract"], o["declarer"], o["tricks"], "en")
            lines.append({"text_sv": f"Bricka {b['board']}: {here_sv} NS {_signed(b['score_ns'])} · andra bordet "
                                     f"{other_sv} NS {_signed(o['score_ns'])}",
                          "text_en": f"Board {b['board']}: {here_en} NS {_signed(b['score_ns'])} · other table "
                                     f"{other_en} NS {_signed(o['score_ns'])}",
                          "amount": b["imps_ns"], "unit": "IMP"})
        ns, ew = self.imps
        lines.append({"text_sv": f"Summa: NS {_signed(ns)} IMP, ÖV {_signed(ew)} IMP",
                      "text_en": f"Total: NS {_signed(ns)} IMP, EW {_signed(ew)} IMP", "amount": ns, "unit": "IMP"})
        return {**self.standings(), "complete": self.is_over(), "final": [ns, ew, ns, ew], "lines": lines}


__all__ = ["BridgeParty", "PartyBoard", "compare", "contract_symbols", "other_table", "result_text"]
