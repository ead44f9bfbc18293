"""The bridge party (talong/games/bridge/party.py): a teams match in IMPs
against a second table where four AI players bid and play the same boards
(SPEC.md "Contract bridge: decisions": scores by Law 77, IMPs by Law 78),
the other table being a companion table whose recorded actions give its
result (contract C1, docs/records.md), and the system explanation every call
carries (Law 20F; SPEC: "every AI call carries its explanation from the AI's
bidding system"), injected by talong.ai, never imported by the game."""
from __future__ import annotations

import ast
import copy
import json
import random
from pathlib import Path

import pytest

from talong.ai import RandomPlayer
from talong.ai.bridge import BridgeAI, explain_call
from talong.ai.hooks import party as ai_party
from talong.core import records
from talong.core.engine import GameError, IllegalAction, RecordError, make_party
from talong.games.bridge import GAME
from talong.games.bridge import party as party_module
from talong.games.bridge.auction import contract_symbols
from talong.games.bridge.boards import side_vulnerable
from talong.games.bridge.imps import imps
from talong.games.bridge.party import BridgeParty, compare, result_text
from talong.games.bridge.scoring import parse_contract, score
from talong.runner import play_companions, play_deal, replay, self_play
from talong.i18n import line_text

RANKS = "23456789TJQKA"
MIXED = {seat: [suit + RANKS[r] for s, suit in enumerate("CDHS") for r in range(13) if (r + s) % 4 == h]
         for h, seat in enumerate("NESW")}


def law77_ns(contract: str, declarer: str | None, tricks: int, vulnerable: str) -> int:
    """N-S's Law 77 score of a table result, computed here from the scoring module alone."""
    c = parse_contract(contract) if contract != "Passed" else None
    if c is None:
        return 0
    seat = "NESW".index(declarer)
    points = score(c.level, c.strain, c.doubled, side_vulnerable(vulnerable, seat), tricks)
    return points if seat % 2 == 0 else -points


class Mixed:
    """South plays at random, the other seats are the bridge AI."""

    def __init__(self, seed: int) -> None:
        self.ai, self.rng = BridgeAI(), random.Random(seed)

    def players(self):
        return [self.ai, self.ai, RandomPlayer(self.rng.randrange(10 ** 6)), self.ai]


def four_spades_claimed(tricks: int) -> list[dict]:
    """4S by North on board 1, East leads C3; North claims `tricks` of the
    13 on dummy's turn and both defenders accept (Laws 68-69)."""
    return [records.action_entry(s, a) for s, a in
            [(0, "4S"), (1, "pass"), (2, "pass"), (3, "pass"), (1, "play C3"), (0, f"claim {tricks}"),
             (1, "accept"), (3, "accept")]]


def test_compare_uses_law_77_scores_and_the_imp_scale_zero_sum():
    """Law 78B: the N-S difference between the two tables on the IMP scale; E-W get the negation."""
    here = {"contract": "4S", "declarer": "N", "tricks": 10, "score_ns": 620}
    there = {"contract": "4S", "declarer": "N", "tricks": 9, "score_ns": -100}
    c = compare(5, here, there)
    assert (c["difference"], c["imps_ns"], c["imps_ew"]) == (720, 12, -12)
    assert c["lines"][-1]["amount"] == 12 and "Lag 78B" in line_text(c["lines"][-1], "sv")
    assert "4♠= av N" in line_text(c["lines"][0], "sv") and "4♠\u22121 by N" in line_text(c["lines"][1], "en")
    flat = compare(1, here, dict(here))
    assert (flat["imps_ns"], flat["imps_ew"]) == (0, 0)
    swing = compare(3, {"contract": "Passed", "declarer": None, "tricks": 0, "score_ns": 0},
                    {"contract": "3NX", "declarer": "E", "tricks": 6, "score_ns": 500})
    assert swing["imps_ns"] == -imps(500) == -11 and swing["imps_ew"] == 11
    assert "Passad av alla" in line_text(swing["lines"][0], "sv")


def test_contract_and_result_texts():
    assert contract_symbols("4SX") == "4♠X" and contract_symbols("3N") == "3NT" and contract_symbols("Passed") == "Passed"
    assert result_text("4HXX", "E", 11, "sv") == "4♥XX+1 av Ö"
    assert result_text("3N", "W", 7, "en") == "3NT\u22122 by W"
    assert result_text("Passed", None, 0, "en") == "Passed out"


def test_the_game_package_does_not_import_the_ai():
    """Issue 8 item 5: the bridge package runs no AI: party.py imports
    nothing from talong.ai, and has no `except Exception`."""
    source = Path(party_module.__file__).read_text(encoding="utf-8")
    imported = [node.module or "" for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ImportFrom)]
    imported += [a.name for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Import) for a in node.names]
    assert not [m for m in imported if m.startswith("talong.ai")]
    assert "except Exception" not in source


def test_the_other_table_is_a_companion_table_on_the_same_deal():
    """Contract C1: one companion table per board, played by the AI level of
    "other_table_ai" (default basic), starting from the same deal record:
    the same cards, dealer and vulnerability (Law 2)."""
    party = ai_party(GAME, {"deals": 2, "first_board": 6, "other_table_ai": "strong"}, 4)
    start = party.next_deal()
    assert party.companion_tables(1) == [{"ai": "strong"}]
    other = party.companion_start(1, 0, start)
    assert other.deal_record() == start.deal_record() and other.board == 6 and other is not start
    assert other.explainer is explain_call
    with pytest.raises(GameError):
        party.companion_start(1, 1, start)
    assert make_party(GAME, {"deals": 1}, 1).companion_tables(1) == [{"ai": "basic"}]
    with pytest.raises(GameError) as err:
        make_party(GAME, {"deals": 1, "other_table_ai": 3}, 1)
    assert err.value.rule == "table options: other_table_ai"


def test_other_table_given_as_recorded_actions_gives_the_imps_by_hand():
    """Contract C1 and Law 78B: the comparison uses the two recorded results.
    Board 1 (nobody vulnerable, Law 2): our table 4S by North, 10 tricks
    (claimed, Law 69A): Law 77 = 4 x 30 + 300 game bonus = +420; the other
    table 4S by North, 9 tricks: one undertrick not vulnerable = -50.
    Difference 470: 430-490 is 10 IMP on the Law 78B scale; E-W -10."""
    record = {"format": records.FORMAT, "game": "bridge", "options": {"deals": 1}, "seed": 0,
              "deals": [{"number": 1, "deal": GAME.deal({}, deal={"board": 1, "hands": MIXED}).deal_record(),
                         "actions": four_spades_claimed(10),
                         "companions": [{"actions": four_spades_claimed(9)}]}]}
    out = replay(record)
    deal = out["deals"][0]
    assert (deal["score_ns"], deal["other_table"]["score_ns"]) == (420, -50)
    assert deal["comparison"]["difference"] == 470
    assert (deal["comparison"]["imps_ns"], deal["comparison"]["imps_ew"]) == (10, -10)
    assert out["final"]["imps"] == {"NS": 10, "EW": -10} and out["final"]["final"] == [10, -10, 10, -10]
    # the same through the party directly, with the two final states
    party = make_party(GAME, {"deals": 1}, 0)
    start = party.next_deal(record["deals"][0]["deal"])
    ours = records.replay_actions(start, four_spades_claimed(10))
    theirs = records.replay_actions(party.companion_start(1, 0, start), four_spades_claimed(9))
    assert party.finish_deal(ours, [theirs])["comparison"]["imps_ns"] == 10


def test_finish_deal_refuses_a_missing_unfinished_or_different_other_table():
    """Contract C1: a board is settled only with its other table's final
    state, on the same deal; refused (GameError) otherwise, nothing counted."""
    party = make_party(GAME, {"deals": 1}, 0)
    start = party.next_deal({"board": 1, "hands": MIXED})
    ours = records.replay_actions(start, four_spades_claimed(10))
    other = party.companion_start(1, 0, start)
    with pytest.raises(GameError, match="other table"):
        party.finish_deal(ours)
    with pytest.raises(GameError, match="not finished"):
        party.finish_deal(ours, [other.apply("4S")])
    elsewhere = GAME.deal({"board": 1}, seed=3)
    while not elsewhere.is_terminal():
        elsewhere = elsewhere.apply("pass")
    with pytest.raises(GameError, match="same deal"):
        party.finish_deal(ours, [elsewhere])
    assert party.deals_played == 0 and party.imps == [0, 0]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_ai_against_the_ai_table_ties_every_board(seed):
    """Four AI players at our table play exactly like the other table: 0 IMP on every board."""
    lines = list(self_play("bridge", {"deals": 6}, seed, [BridgeAI()] * 4))
    for line in lines[:-1]:
        assert line["comparison"]["imps_ns"] == 0 and line["comparison"]["difference"] == 0
        assert line["score_ns"] == line["other_table"]["score_ns"]
    final = lines[-1]["final"]
    assert final["imps"] == {"NS": 0, "EW": 0} and final["final"] == [0, 0, 0, 0]


@pytest.mark.parametrize("seed", range(4))
def test_party_scores_each_board_in_imps_and_its_record_replays_exactly(seed):
    """Each board: both tables' N-S scores by Law 77, their difference on the
    IMP scale (Law 78B), zero-sum between N-S and E-W; the totals add up.
    The record carries the other table's actions ("companions") and replays
    to exactly the same outcome (docs/records.md)."""
    lines = list(self_play("bridge", {"deals": 4, "first_board": 1 + seed}, seed, Mixed(seed).players()))
    boards, final, record = lines[:-1], lines[-1]["final"], lines[-1]["record"]
    total = 0
    for line, entry in zip(boards, record["deals"]):
        vulnerable = entry["deal"]["vulnerable"]
        other = line["other_table"]
        assert line["score_ns"] == law77_ns(line["contract"], line["declarer"], line["tricks"], vulnerable)
        assert other["score_ns"] == law77_ns(other["contract"], other["declarer"], other["tricks"], vulnerable)
        c = line["comparison"]
        assert c["difference"] == line["score_ns"] - other["score_ns"]
        assert c["imps_ns"] == imps(c["difference"]) == -c["imps_ew"]
        total += c["imps_ns"]
        assert len(entry["companions"]) == 1 and entry["companions"][0]["actions"]
    assert final["imps"] == {"NS": total, "EW": -total} and final["final"] == [total, -total, total, -total]
    assert [line["amount"] for line in final["lines"][:-1]] == [b["comparison"]["imps_ns"] for b in boards]
    assert final["NS"] == sum(b["score_ns"] for b in boards) == -final["EW"]
    again = replay(records.load(records.dumps(record)))
    assert [{k: v for k, v in d.items() if k != "deal"} for d in again["deals"]] == \
        [{k: v for k, v in b.items() if k not in ("deal", "standings")} for b in boards]
    assert again["final"] == json.loads(json.dumps(final))


def test_replay_refuses_a_tampered_or_missing_other_table():
    """docs/records.md: the other table's actions are checked like any
    other's (the table, the index and the rule named); a bridge party deal
    without its other table cannot be settled."""
    record = list(self_play("bridge", {"deals": 1}, 2, [BridgeAI()] * 4))[-1]["record"]
    tampered = copy.deepcopy(record)
    actions = tampered["deals"][0]["companions"][0]["actions"]
    actions[-1] = {**actions[-1], "action": "play XX"}
    with pytest.raises(RecordError, match=f"companion table 1: action {len(actions) - 1}"):
        replay(tampered)
    missing = copy.deepcopy(record)
    del missing["deals"][0]["companions"]
    with pytest.raises(RecordError, match="deal 1: .*other table") as err:
        replay(missing)
    assert "other table" in err.value.rule
    unknown = {"deals": 1, "other_table_ai": "nobody"}
    with pytest.raises(GameError, match="nobody"):
        list(self_play("bridge", unknown, 1, [BridgeAI()] * 4))


def test_companion_tables_are_played_by_the_ai_from_their_own_views():
    """runner.play_companions: the other table is four AI players, each seat
    choosing from its own view; its recorded actions replay to its state."""
    party = ai_party(GAME, {"deals": 1}, 9)
    start = party.next_deal()
    (end, actions), = play_companions(party, 1, start)
    assert end.is_terminal() and records.replay_actions(party.companion_start(1, 0, start), actions).result() \
        == end.result()
    mine, _ = play_deal(start, [BridgeAI()] * 4)
    assert mine.result() == end.result()      # the same AI at both tables: the same board


def test_standings_show_the_other_table_once_the_board_is_over_at_both_tables():
    """The public standings carry nothing of a board until it is settled,
    over at both tables (SPEC: hidden cards never leave the server while the
    deal is in play); then the other table's contract, result and score. Its
    auction and play and the board review (the hands, double dummy and par)
    are in the board's result only: the standings go with every payload."""
    party = ai_party(GAME, {"deals": 2}, 5)
    assert isinstance(party, BridgeParty)
    assert party.standings()["boards"] == [] and party.standings()["unit"] == "IMP"
    start = party.next_deal()
    state, _ = play_deal(start, [BridgeAI()] * 4)
    (other, _), = play_companions(party, 1, start)
    assert party.standings()["boards"] == []
    result = party.finish_deal(state, [other])
    standings = party.standings()
    assert standings["total_deals"] == 2 and len(standings["boards"]) == 1
    board = standings["boards"][0]
    assert set(board["other"]) == {"contract", "declarer", "tricks", "score_ns"} and "review" not in board
    assert set(result["other_table"]) == {"contract", "declarer", "tricks", "score_ns", "auction", "play", "claims"}
    assert set(result["review"]) == {"hands", "double_dummy", "par"} and party.results == [result]


def test_every_call_carries_the_systems_explanation_injected_by_the_ai_layer():
    """Law 20F: every call on a party board carries its meaning in the AI's
    bidding system; the game names the explainer as a hook
    (BridgeGame.hooks) and talong.ai resolves it, so a party made without
    the hooks explains nothing. Only a legal call is explained; an illegal
    one is refused first."""
    state = ai_party(GAME, {"deals": 1}, 11).next_deal()
    ai, rng = BridgeAI(), random.Random(3)
    seen = 0
    while state.phase() == "auction":
        seat, legal = state.to_move(), state.legal_actions()
        call = rng.choice(legal) if seat == 2 else ai.choose(state.view(seat), legal)
        expected = ai.explain(state.view(seat), call)
        before = state
        state = state.apply(call.upper() if call != "pass" else "Pass")
        assert state.view(0)["auction"][-1]["explanation"] == expected
        assert before.view(0)["auction"] == state.view(0)["auction"][:-1]  # the old state is unchanged
        seen += 1
    assert seen >= 4
    bare = make_party(GAME, {"deals": 1}, 11).next_deal().apply("1C")
    assert "explanation" not in bare.view(None)["auction"][0]
    asked = []
    counting = GAME.deal({"board": 1}, seed=1).explained(lambda d, calls, call: asked.append(call))
    with pytest.raises(IllegalAction, match="Law 18D"):
        counting.apply("1C").apply("pass").apply("1C")
    assert asked == ["1C", "pass"]
