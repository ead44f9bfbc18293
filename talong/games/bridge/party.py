"""A bridge party: a run of boards at one table, scored in IMPs against a
second table where the same boards are bid and played by four AI players.

Board n of the party is board `first_board + n - 1` (option "first_board",
default 1), so dealer and vulnerability follow Law 2's cycle.

Scoring (SPEC.md "Contract bridge: decisions": scores by Law 77, IMPs by
Law 78B). A party against AI players is a teams match against "the other
table": the same deal (the same cards, dealer and vulnerability) bid and
played by four AI players of the option "other_table_ai". The other table
is a companion table (core/party.py): the party names it
(`companion_tables`) and deals its start (`companion_start`); whoever drives
the party plays it with AI players and hands its final state to
`finish_deal`. So the other table's result is read from its recorded
actions, re-applied through the engine, and never recomputed by an AI: a
change to the AI does not change a stored party. Each table's Law 77 score
is compared, North-South's difference converted by the IMP scale
(imps.imps, Law 78B); East-West get the negation, so every board is
zero-sum between the two sides.

The explanations of the calls (SPEC.md: "every AI call carries its
explanation from the AI's bidding system, alertable calls marked"; Law 20F):
the game names the system's explainer as a hook (BridgeGame.hooks,
"explain"); talong.ai resolves it and hands it to the party, which attaches
it to every board it deals (`prepare`), at its own table and the other. The
explainer is a function of the dealer and the calls only, never of a hand,
so it tells the opponents nothing the agreement would not, and the
explanations come back when a party is rebuilt from its record.

`standings()` carries both: "NS"/"EW" the Law 77 point totals, "imps" the
IMP totals, "boards" one line per finished board (our table, the other
table's contract, result and score), and the comparison lines (sv/en).

The board review (docs/bridge-actions.md, "Board review"): once a board is
over at both tables, its result carries the other table's auction and play
trick by trick, the deal's four hands, and its double-dummy table and par
(analysis.py, DDS). All of it is public then (the board is over); nothing of
it exists before `finish_deal`, which runs only when both tables are over.
It is in the board's result (`results`) only, never in the standings: the
standings go with every payload of the party, and 2-3 KB of review per
board would make each push grow with the boards played. The server sends a
board's result while its settlement shows and on demand later
(GET /api/parties/{party}/results/{number}, docs/web.md).
The double-dummy analysis is computed from the deal each time the board is
settled (a rebuild or a replay included), never read from a record.
"""
from __future__ import annotations

from typing import Any, Sequence, cast

from talong.core.engine import GameError, State
from talong.core.party import Party
from talong.core.rules_page import signed
from talong.i18n import Message, msg, render

from .auction import contract_symbols
from .imps import imps
from .state import BridgeState

METHOD = "imps-vs-ai-table"
SEAT_LETTERS = {"N": "bridge.seat_letter.n", "E": "bridge.seat_letter.e", "S": "bridge.seat_letter.s",
                "W": "bridge.seat_letter.w"}   # sv: N Ö S V (Nord, Öst, Syd, Väst)
OTHER_TABLE_RULE = "party: the other table (docs/bridge-actions.md)"
OTHER_LINE = ("contract", "declarer", "tricks", "score_ns")   # the other table in a standings line


def result_message(contract: str | None, declarer: str | None, tricks: int) -> Message:
    """"4♠= av S" / "4♠+1 by S" / "3NT-2 av Ö" (Swedish seat letters N Ö S V);
    a passed-out board: "Passad av alla" / "Passed out"."""
    if not contract or contract == "Passed" or not declarer:
        return msg("bridge.result.passed_out")
    over = tricks - (int(contract[0]) + 6)
    made = "=" if over == 0 else signed(over)
    return msg("bridge.result.played", contract=contract_symbols(contract), made=made,
               declarer=msg(SEAT_LETTERS[declarer]) if declarer in SEAT_LETTERS else declarer)


def result_text(contract: str | None, declarer: str | None, tricks: int, lang: str) -> str:
    return render(result_message(contract, declarer, tricks), lang)


def table_summary(state: BridgeState) -> dict[str, Any]:
    """A finished table's outcome: contract, declarer, tricks, N-S score
    (Law 77), the auction with its explanations, the play trick by trick
    (`[{leader, cards: [in the order played], winner}]`, seats as letters) and
    its claims. Public only because the board is over at every table."""
    result = state.result()
    view = state.view(None)
    return {"contract": result["contract"], "declarer": result["declarer"], "tricks": result["tricks"],
            "score_ns": result["score_ns"], "auction": view["auction"], "play": view["tricks"],
            "claims": view["claims"]}


def board_review(record: dict[str, Any]) -> dict[str, Any]:
    """The finished board's four hands, its double-dummy table (tricks for
    each declarer N/E/S/W in each strain C/D/H/S/N) and its par (Law 77 par
    score for N-S and the par contracts), solved by DDS from the deal."""
    from .analysis import dd_table, par   # DDS (endplay) is loaded only when a board is settled
    return {"hands": record["hands"], "double_dummy": dd_table(record), "par": par(record)}


def compare(board: int, here: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """The IMP comparison of one board (Law 78B): N-S's score here against
    N-S's score at the other table; E-W get the negation."""
    difference = here["score_ns"] - other["score_ns"]
    won = imps(difference)
    lines: list[dict[str, Any]] = []
    for name, table, message_id in (("here", here, "bridge.line.table_here"),
                                    ("other", other, "bridge.line.table_other")):
        result = result_message(table["contract"], table["declarer"], table["tricks"])
        lines.append({"msg": msg(message_id, result=result, ns=signed(table["score_ns"])), "table": name})
    lines.append({"msg": msg("bridge.line.imps", board=board, difference=signed(difference), ns=signed(won),
                             ew=signed(-won)),
                  "amount": won, "unit": "IMP"})
    return {"method": METHOD, "difference": difference, "imps_ns": won, "imps_ew": -won, "lines": lines}


class BridgeParty(Party):
    def __init__(self, game: Any, options: dict[str, Any], seed: int) -> None:
        super().__init__(game, options, seed)
        self.other_ai = options.get("other_table_ai", "basic")
        if not isinstance(self.other_ai, str) or not self.other_ai:
            raise GameError(f"other_table_ai names the AI of the other table, not {self.other_ai!r}",
                            "table options: other_table_ai")
        self.imps = [0, 0]   # IMP totals of N-S and E-W (zero-sum)
        self.boards: list[dict[str, Any]] = []

    def deal_options(self, number: int) -> dict[str, Any]:
        board = int(self.options.get("first_board", 1)) + number - 1
        return {**self.options, "players": 4, "number": number, "board": board}

    def prepare(self, state: State) -> State:
        """Every board carries the system's explanation of each call (Law 20F)."""
        return cast(BridgeState, state).explained(self.hooks.get("explain"))

    def companion_tables(self, number: int) -> list[dict[str, Any]]:
        """One: the other table, four AI players of "other_table_ai"."""
        return [{"ai": self.other_ai}]

    def companion_start(self, number: int, index: int, start: State) -> State:
        """The other table starts from the same deal record: the same cards,
        dealer and vulnerability (Law 2)."""
        if index != 0:
            raise GameError(f"a teams match has one other table, not {index + 1}", OTHER_TABLE_RULE)
        return self.prepare(self.game.deal(self.deal_options(number), deal=start.deal_record()))

    def finish_deal(self, state: State, companions: Sequence[State] = ()) -> dict[str, Any]:
        """The board's Law 77 result, and its IMP comparison with the other
        table, whose final state is `companions[0]`."""
        if not companions:
            raise GameError("the board is compared with the other table: its final state is needed",
                            OTHER_TABLE_RULE)
        self.check_finished(state, companions)
        other_state = companions[0]
        record = state.deal_record()
        if other_state.deal_record() != record:
            raise GameError("the other table did not play the same deal (cards, dealer, vulnerability)",
                            OTHER_TABLE_RULE)
        result = dict(state.result())
        other = table_summary(cast(BridgeState, other_state))
        comparison = compare(result["board"], result, other)
        review = board_review(record)
        result["other_table"] = other
        result["comparison"] = comparison
        result["review"] = review
        self.deals_played += 1
        self.results.append(result)
        self.add_result(result)
        self.imps[0] += comparison["imps_ns"]
        self.imps[1] += comparison["imps_ew"]
        # The standings' line of the board: its scores only. The review (the other table's
        # auction and play, hands, double dummy, par) stays in the result, which the server
        # hands out on demand: the standings go with every payload and push of the party.
        self.boards.append({
            "deal": self.deals_played, "board": result["board"], "dealer": record["dealer"],
            "vulnerable": record["vulnerable"], "contract": result["contract"], "declarer": result["declarer"],
            "tricks": result["tricks"], "score_ns": result["score_ns"],
            "other": {key: other[key] for key in OTHER_LINE},
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
            o = b["other"]
            lines.append({"msg": msg("bridge.line.board_final", board=b["board"],
                                     here=result_message(b["contract"], b["declarer"], b["tricks"]),
                                     here_ns=signed(b["score_ns"]),
                                     other=result_message(o["contract"], o["declarer"], o["tricks"]),
                                     other_ns=signed(o["score_ns"])),
                          "amount": b["imps_ns"], "unit": "IMP"})
        ns, ew = self.imps
        lines.append({"msg": msg("bridge.line.total", ns=signed(ns), ew=signed(ew)), "amount": ns, "unit": "IMP"})
        return {**self.standings(), "complete": self.is_over(), "final": [ns, ew, ns, ew], "lines": lines}


__all__ = ["BridgeParty", "board_review", "compare", "result_text", "table_summary"]
