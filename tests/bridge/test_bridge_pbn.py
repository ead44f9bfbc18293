"""PBN import / export (SPEC.md "Contract bridge: decisions": records in PBN,
import and export; PBN 2.1 sections 3.4-3.6). The conversion checks the deal
(Law 6B), the auction (Laws 17-19, 22) and the play (Laws 41A, 44) and names
the line of any error.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from endplay.parsers import pbn as endplay_pbn

from talong.core.engine import RecordError
from talong.core.records import FORMAT
from talong.games.bridge.pbn import PBNError, dumps, loads, parse_games, pbn_from_record, record_from_pbn

DATA = Path(__file__).parent / "data"
# every data file with full deals (session_howell.pbn holds results only)
FILES = sorted(p.name for p in DATA.glob("*.pbn") if p.name != "session_howell.pbn")


@pytest.mark.parametrize("name", FILES)
def test_round_trip_without_loss(name):
    """PBN import -> export -> import gives the same deals, auctions, play,
    contracts, declarers and results (and export is then stable)."""
    record = record_from_pbn((DATA / name).read_text(encoding="utf-8"))
    text = pbn_from_record(record)
    again = record_from_pbn(text)
    assert again == record
    assert pbn_from_record(again) == text


def test_record_format_and_content():
    """docs/records.md: format, game, options, seed, deals with deal record and seat/action list."""
    record = record_from_pbn((DATA / "club_evening.pbn").read_text(encoding="utf-8"))
    assert record["format"] == FORMAT and record["game"] == "bridge" and record["options"] == {"deals": 6}
    first = record["deals"][0]
    assert first["deal"]["board"] == 1 and first["deal"]["dealer"] == "N"
    assert first["deal"]["vulnerable"] == "None"
    assert first["deal"]["hands"]["N"][:2] == ["SK", "HA"]
    assert [a["action"] for a in first["actions"][:6]] == ["1N", "pass", "3N", "pass", "pass", "pass"]
    assert len(first["actions"]) == 6 + 52
    assert first["contract"] == "3N" and first["declarer"] == "N" and first["result"] == 8
    assert first["tags"]["Event"] == "Klubbkväll, Göteborgs BK"


def test_replay_through_the_engine_matches_the_pbn_results():
    """Law 77 via the engine: replaying each imported board gives the PBN's contract and tricks."""
    from talong.runner import replay
    record = record_from_pbn((DATA / "club_evening.pbn").read_text(encoding="utf-8"))
    out = replay(record)
    for entry, played in zip(record["deals"], out["deals"]):
        assert played["contract"] == ("Passed" if entry["contract"] == "Pass" else entry["contract"])
        assert played["tricks"] == entry.get("result", 0)


def test_dummy_cards_are_played_by_declarer():
    """Law 45B: declarer plays dummy's cards, so a dummy card's action carries declarer's seat."""
    record = record_from_pbn((DATA / "club_evening.pbn").read_text(encoding="utf-8"))
    entry = record["deals"][0]
    dummy_cards = {f"play {c}" for c in entry["deal"]["hands"]["S"]}
    seats = {a["seat"] for a in entry["actions"] if a["action"] in dummy_cards}
    assert seats == {0}


def test_features_comments_inheritance_all_pass_notes_claim():
    """PBN 2.1: comments (; and {}), "#" inheritance (4.8), AP (3.5), notes (=1=), an
    incomplete play ending in "*" (3.6); Result given with a claim is kept."""
    boards = loads((DATA / "features.pbn").read_text(encoding="utf-8"))
    first, second, third = boards
    assert [a.get("note") for a in first["actions"][:3]] == [None, None, "1"]
    assert first["tags"]["Note"] == "1:15-17"
    assert len([a for a in first["actions"] if a["action"].startswith("play")]) == 12
    assert first["result"] == 9
    assert second["tags"]["Event"] == "Onsdagsträning" and second["tags"]["West"] == "Nilsson"
    assert [a["action"] for a in second["actions"]] == ["7S", "pass", "pass", "pass"]
    assert third["contract"] == "Pass" and "declarer" not in third
    assert len(third["actions"]) == 4


def test_endplay_reads_our_export():
    """Our export is PBN that endplay's own parser reads to the same deals and contracts."""
    record = record_from_pbn((DATA / "club_evening.pbn").read_text(encoding="utf-8"))
    text = pbn_from_record(record)
    theirs = endplay_pbn.loads(text)
    assert len(theirs) == len(record["deals"])
    for board, entry in zip(theirs, record["deals"]):
        assert board.board_num == entry["deal"]["board"]
        symbols = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
        for seat, hand in (("N", board.deal.north), ("E", board.deal.east), ("S", board.deal.south),
                           ("W", board.deal.west)):
            theirs_names = sorted(symbols.get(c.suit.abbr, c.suit.abbr) + c.rank.abbr for c in hand)
            assert theirs_names == sorted(entry["deal"]["hands"][seat])
        if entry["contract"] != "Pass":
            assert board.contract.level == int(entry["contract"][0])
            assert board.contract.declarer.abbr == entry["declarer"]


GOOD_DEAL = "N:K.AT5.AJ8.AQJ863 AQ872.Q984.KT43. JT95.KJ.Q7652.T9 643.7632.9.K7542"


@pytest.mark.parametrize("text,line,rule", [
    ('[Board "1"]\n[Deal "N:K.AT5.AJ8.AQJ863 AQ872.Q984.KT43. JT95.KJ.Q7652.T9"]\n', 2, "Law 6B"),
    ('[Board "1"]\n[Deal "N:KK.AT5.AJ8.AQJ86 AQ872.Q984.KT43. JT95.KJ.Q7652.T9 643.7632.9.K7542"]\n', 2, "Law 6B"),
    ('[Board "1"]\n[Dealer "N"]\n[Deal "%s"]\n[Auction "N"]\n1NT 1C\n' % GOOD_DEAL, 5, "Law 18"),
    ('[Board "1"]\n[Deal "%s"]\n[Auction "E"]\nPass\n' % GOOD_DEAL, 3, "Law 17B"),
    ('[Board "1"]\n[Deal "%s"]\n[Auction "N"]\n1NT AP\nAP\n' % GOOD_DEAL, 5, "Law 22A"),
    ('[Board "1"]\n[Deal "%s"]\n[Auction "N"]\n1NT Pass Pass Pass Pass\n' % GOOD_DEAL, 4, "Law 22A"),
    ('[Board "1"]\n[Deal "%s"]\n[Contract "4S"]\n[Declarer "N"]\n[Auction "N"]\n1NT Pass 3NT AP\n'
     % GOOD_DEAL, 3, "Law 22A"),
    ('[Board "1"]\n[Deal "%s"]\n[Auction "N"]\n1NT AP\n[Play "E"]\nD4 D7 D9 HK\n' % GOOD_DEAL, 6, "Law 7B3"),
    ('[Board "1"]\n[Deal "%s"]\n[Auction "N"]\n1NT AP\n[Play "E"]\nD4 D7 D9 SK\n' % GOOD_DEAL, 6, "Law 44C"),
    ('[Board "1"]\n[Deal "%s"]\n[Auction "N"]\n1NT AP\n[Play "W"]\n' % GOOD_DEAL, 5, "Law 41A"),
    ('[Board "1"]\n[Deal "%s"]\n[Contract "4S"]\n[Result "15"]\n' % GOOD_DEAL, 4, "Law 79"),
    ('[Board "x"]\n[Deal "%s"]\n' % GOOD_DEAL, 1, "Law 2"),
    ('[Board "1"]\nnot a tag\n', 2, ""),
    ('[Board "1"\n', 1, ""),
])
def test_errors_name_the_line_and_rule(text, line, rule):
    """Malformed PBN raises a RecordError naming the line (and the Law broken)."""
    with pytest.raises(PBNError) as info:
        loads(text)
    assert info.value.line == line
    assert f"line {line}" in str(info.value)
    assert rule in str(info.value)
    assert isinstance(info.value, RecordError)


def test_result_inconsistent_with_play_is_refused():
    """Law 79: the tricks won are those of the play; a Result that disagrees is refused."""
    text = (DATA / "club_evening.pbn").read_text(encoding="utf-8").replace('[Result "8"]', '[Result "9"]', 1)
    with pytest.raises(PBNError, match="Law 79"):
        loads(text)


def test_dumps_of_boards_and_empty_tag_inheritance():
    """dumps writes what loads read; a "#" with nothing to inherit is an error with its line."""
    boards = loads((DATA / "features.pbn").read_text(encoding="utf-8"))
    again = loads(dumps(boards))
    strip = [{k: v for k, v in b.items() if k != "line"} for b in boards]
    assert [{k: v for k, v in b.items() if k != "line"} for b in again] == strip
    with pytest.raises(PBNError, match="line 1"):
        parse_games('[Event "#"]\n')


def test_score_table_rows_survive_the_round_trip():
    """PBN 5.9: a ScoreTable keeps its rows (one table result per line) through import and export."""
    boards = loads((DATA / "session_scoretable.pbn").read_text(encoding="utf-8"))
    assert boards[0]["tables"]["ScoreTable"][0] == ["NS1", "EW1", "3NT", "N", "9", "400"]
    assert len(boards[1]["tables"]["ScoreTable"]) == 3
    assert loads(dumps(boards))[1]["tables"] == boards[1]["tables"]
