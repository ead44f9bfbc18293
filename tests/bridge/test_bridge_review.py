"""The board review of a bridge party (talong/games/bridge/party.py,
docs/bridge-actions.md "Board review"): once a board is over at both tables
its result carries the other table's auction and play, the four hands, and
the double-dummy table and par of the deal, solved by DDS (endplay) from the
deal itself; and the party's PBN export (pbn_export.party_pbn) writes both
rooms of every finished board so that talong's own PBN reader reads them back."""
from __future__ import annotations

import json

from endplay.dds import calc_dd_table
from endplay.dds import par as dds_par
from endplay.types import Deal, Denom, Player, Vul

from talong.ai.bridge import BridgeAI
from talong.ai.hooks import party as ai_party
from talong.core import records
from talong.games.bridge import GAME
from talong.games.bridge.pbn import loads
from talong.games.bridge.pbn_export import party_pbn
from talong.runner import play_companions, play_deal, replay, self_play

# Board 3 (dealer South, E-W vulnerable, Law 2), a fixed deal.
HANDS = {"N": "SA SK SQ S9 HA H8 H7 D6 D5 D4 CQ C7 C3".split(),
         "E": "SJ ST S8 HK HQ HJ DA DK DQ C9 C8 C6 C5".split(),
         "S": "S7 S6 S5 S4 HT H9 H6 DJ DT D9 CA CK C4".split(),
         "W": "S3 S2 H5 H4 H3 H2 D8 D7 D3 D2 CJ CT C2".split()}


def pbn_deal(hands: dict[str, list[str]]) -> str:
    """"N:AKQ9.A87.654.Q73 ..." written here, independently of analysis.py."""
    def holding(cards, suit):
        return "".join(r for r in "AKQJT98765432" if suit + r in cards)
    return "N:" + " ".join(".".join(holding(hands[seat], s) for s in "SHDC") for seat in "NESW")


def settled_board(seed: int = 3):
    """A party's first board (board 3) played by the AI at both tables and settled."""
    party = ai_party(GAME, {"deals": 2, "first_board": 3}, seed)
    start = party.next_deal({"board": 3, "hands": HANDS})
    state, ours = play_deal(start, [BridgeAI()] * 4)
    (other, theirs), = play_companions(party, 1, start)
    return party, party.standings(), party.finish_deal(state, [other]), other, theirs


def test_the_result_carries_the_other_tables_auction_and_play_trick_by_trick():
    party, before, result, other, theirs = settled_board()
    assert before["boards"] == []    # nothing of the board before it is settled
    summary = result["other_table"]
    assert [(e["seat"], e["call"]) for e in summary["auction"]] == \
        [("NESW"[a["seat"]], a["action"]) for a in theirs if not a["action"].startswith(("play ", "claim"))]
    cards = [a for a in theirs if a["action"].startswith("play ")]
    assert [c for trick in summary["play"] for c in trick["cards"]] == [a["action"][5:] for a in cards]
    # each trick: led by the winner of the one before (the first by declarer's left, Law 41A), won as the engine says
    assert summary["play"][0]["leader"] == "NESW"[("NESW".index(summary["declarer"]) + 1) % 4]
    for trick, following in zip(summary["play"], summary["play"][1:]):
        assert following["leader"] == trick["winner"]
    assert sum(1 for trick in summary["play"] if trick["winner"] in (summary["declarer"],
               "NESW"[("NESW".index(summary["declarer"]) + 2) % 4])) == summary["tricks"]
    # the standings' line is the short one (it goes with every payload): the review stays in the result
    line = party.standings()["boards"][0]
    assert line["other"] == {key: summary[key] for key in ("contract", "declarer", "tricks", "score_ns")}
    assert "review" not in line and "review" not in json.dumps(party.final_settlement())
    assert "double_dummy" not in json.dumps(party.standings()) and party.results[0] is result


def test_the_double_dummy_table_and_par_are_those_dds_gives_for_the_deal():
    """The review's table and par equal a direct DDS call on the same deal,
    with board 3's conditions: dealer South, East-West vulnerable (Law 2)."""
    _party, _before, result, _other, _theirs = settled_board()
    review = result["review"]
    assert {seat: sorted(cards) for seat, cards in review["hands"].items()} == \
        {seat: sorted(cards) for seat, cards in HANDS.items()}
    solved = calc_dd_table(Deal(pbn_deal(HANDS)))
    denoms = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "N": Denom.nt}
    players = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
    assert review["double_dummy"] == {seat: {strain: solved[denoms[strain], players[seat]] for strain in "CDHSN"}
                                      for seat in "NESW"}
    direct = dds_par(solved, Vul.ew, Player.south)
    assert review["par"]["score_ns"] == direct.score
    assert review["par"]["dealer"] == "S" and review["par"]["vulnerable"] == "EW"
    assert {(c["contract"][0], c["declarer"]) for c in review["par"]["contracts"]} == \
        {(str(c.level), "NESW"[int(c.declarer)]) for c in direct if c.level}


def test_the_review_is_recomputed_on_replay_never_read_from_the_record():
    """Records and replays stay deterministic: a record whose stored result
    was tampered with replays to the DDS review of its deal."""
    lines = list(self_play("bridge", {"deals": 1, "first_board": 3}, 7, [BridgeAI()] * 4))
    record = lines[-1]["record"]
    review = lines[0]["review"]
    record["deals"][0]["result"] = {**record["deals"][0].get("result", {}),
                                    "review": {"double_dummy": {}, "par": {"score_ns": 9999}}}
    again = replay(records.load(records.dumps(record)))
    assert again["deals"][0]["review"] == json.loads(json.dumps(review))
    assert again["deals"][0]["review"]["par"]["score_ns"] != 9999


def test_party_pbn_writes_both_rooms_and_reads_back_with_the_same_cards_auction_and_play():
    lines = list(self_play("bridge", {"deals": 2, "first_board": 3}, 11, [BridgeAI()] * 4))
    record = lines[-1]["record"]
    text = party_pbn(record)
    boards = loads(text)
    assert [b["tags"]["Room"] for b in boards] == ["Open", "Closed", "Open", "Closed"]
    expected = [(entry["deal"], actions) for entry in record["deals"]
                for actions in (entry["actions"], entry["companions"][0]["actions"])]
    for board, (deal, actions) in zip(boards, expected):
        assert {s: sorted(c) for s, c in board["deal"]["hands"].items()} == \
            {s: sorted(c) for s, c in deal["hands"].items()}
        assert (board["deal"]["dealer"], board["deal"]["vulnerable"]) == (deal["dealer"], deal["vulnerable"])
        assert [a["action"] for a in board["actions"]] == [a["action"] for a in actions]
        assert board["tags"]["Scoring"] == "IMP"


def test_party_pbn_leaves_out_a_board_not_over_at_both_tables():
    lines = list(self_play("bridge", {"deals": 2, "first_board": 3}, 11, [BridgeAI()] * 4))
    record = lines[-1]["record"]
    record["deals"][1]["companions"][0]["actions"] = record["deals"][1]["companions"][0]["actions"][:-5]
    boards = loads(party_pbn(record))
    assert len(boards) == 2 and {b["board"] for b in boards} == {3}
    record["deals"][0]["actions"] = record["deals"][0]["actions"][:10]
    assert loads(party_pbn(record)) == []
