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
# every data file with full deals (the session_* files hold results for `talong score`)
FILES = sorted(p.name for p in DATA.glob("*.pbn") if not p.name.startswith(("session_", "refused_")))
REAL = sorted(p.name for p in DATA.glob("real_*.pbn"))   # tests/bridge/data/README.md: their origin


def _text(name):
    return (DATA / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", FILES)
def test_round_trip_without_loss(name):
    """PBN import -> export -> import gives the same deals, auctions (with
    notes, annotations, NAGs), play, claims, contracts, declarers, results,
    Note tags, other tags and tables (and export is then stable)."""
    record = record_from_pbn(_text(name))
    text = pbn_from_record(record)
    again = record_from_pbn(text)
    assert again == record
    assert pbn_from_record(again) == text


@pytest.mark.parametrize("name", FILES)
def test_every_board_replays_and_scores_as_the_file_says(name):
    """`talong replay FILE.pbn` (commands.replay_pbn): every board with its
    play (complete, or ended by a claim, Laws 68-69) replays through the
    engine to the file's contract and Result; a board without its play is
    scored from its tags; where the file has a Score tag, the Law 77 score
    equals it."""
    from talong.games.bridge.commands import replay_pbn
    record = record_from_pbn(_text(name))
    out = replay_pbn(_text(name))
    assert len(out["deals"]) == len(record["deals"]) and not any(d.get("unfinished") for d in out["deals"])
    for entry, played in zip(record["deals"], out["deals"]):
        has_play = any(a["action"].startswith(("play", "claim")) for a in entry["actions"])
        assert played.get("play_recorded", True) == (has_play or entry["contract"] == "Pass")
        assert played["contract"] == ("Passed" if entry["contract"] == "Pass" else entry["contract"])
        assert played["tricks"] == entry.get("tricks", 0)
        score = entry.get("tags", {}).get("Score")
        if score:
            side, points = score.split()
            assert played["score_ns"] == (int(points) if side == "NS" else -int(points)), entry["deal"]["board"]
    assert out["standings"]["NS"] == sum(d["score_ns"] for d in out["deals"])


def test_real_files_cover_claims_notes_and_scores():
    """The real files (README.md) hold what the Done criteria name: auctions
    with notes, plays ending in claims, complete plays, results and scores."""
    boards = [b for name in REAL for b in loads(_text(name))]
    actions = [a for b in boards for a in b["actions"]]
    assert len(boards) == 16
    assert sum(a["action"].startswith("claim") for a in actions) == 12
    assert sum(1 for b in boards if len([a for a in b["actions"] if a["action"].startswith("play")]) == 52) == 2
    assert sum("note" in a for a in actions) == 10
    assert all("Score" in b["tags"] for b in boards)


def test_claim_decides_the_tricks_from_the_result_tag():
    """Laws 68-69: the EYC 1998 open room, 5H by South, stops after three tricks
    with Result 10: the player on play (East, a defender) is recorded as
    claiming and the declarer as agreeing (Law 69A), the score is 5H-1 = NS
    -50 as the file's Score tag says."""
    first = loads(_text("real_eyc1998_vienna.pbn"))[0]
    assert first["actions"][-2:] == [{"seat": 1, "action": "claim 0"}, {"seat": 2, "action": "accept"}]
    assert first["result"] == 10
    # the 3D board stops in the middle of a trick (- CJ CQ -): South and West have played
    third_closed = loads(_text("real_eyc1998_vienna.pbn"))[5]
    plays = [a["action"] for a in third_closed["actions"] if a["action"].startswith("play")]
    assert plays[-2:] == ["play CJ", "play CQ"] and len(plays) == 30
    claim = next(i for i, a in enumerate(third_closed["actions"]) if a["action"].startswith("claim"))
    assert third_closed["actions"][claim]["action"] == "claim 4"
    assert {a["action"] for a in third_closed["actions"][claim + 1:]} == {"accept"}


def test_notes_keep_their_text_and_place():
    """PBN 3.5.3: "=1=" refers to a Note tag; several Note tags are all kept,
    with the section they follow, and written back there."""
    boards = loads(_text("real_realbridge2021.pbn"))
    second = boards[1]
    assert [a.get("note") for a in second["actions"][:4]] == ["1", None, "2", None]
    assert second["notes"] == {"Play": ["1: 11-13,17-19 or clubs", "2: 9-11, no 4cM"]}
    sample = loads(_text("real_endplay_sample.pbn"))[0]
    assert sample["notes"] == {"Auction": ["1: Spades & minor", "2: ♠"]}
    text = dumps([sample])
    assert text.index('[Note "2: ♠"]') < text.index('[Play "N"]')


def test_real_file_with_missing_leading_passes_is_refused_with_a_hint():
    """Law 17B/C: the dealer calls first. rpbridge.net's files leave out the
    passes before the opening bid, so the auction gives another declarer than
    the Declarer tag: refused, naming the line and what is probably wrong."""
    with pytest.raises(PBNError) as info:
        loads(_text("refused_rpbridge_wc2012.pbn"))
    assert info.value.line == 15
    assert "Declarer E differs from the auction's declarer N" in str(info.value)
    assert "began after 1 pass" in str(info.value)


def test_game_without_deal_takes_the_previous_board():
    """A later table of the same board may leave out Board and Deal (as
    rpbridge.net writes): it takes the previous game's board (Law 2 tags too)."""
    first_game = _text("club_evening.pbn").split("\n\n")[0]
    second = ('[West "Zak"]\n[Declarer "N"]\n[Contract "1NT"]\n[Result "7"]\n[Auction "N"]\n'
              '1NT AP\n')
    first, again = loads(first_game + "\n\n" + second)
    assert again["deal"] == first["deal"] and again["board"] == 1 and again["declarer"] == "N"
    assert again["tags"] == {"West": "Zak"} and again["result"] == 7
    with pytest.raises(PBNError, match="no Deal"):
        loads('[Board "3"]\n[Contract "1NT"]\n')


def test_record_format_and_content():
    """docs/records.md: format, game, options, seed, deals with deal record and seat/action list."""
    record = record_from_pbn((DATA / "club_evening.pbn").read_text(encoding="utf-8"))
    assert record["format"] == FORMAT and record["game"] == "bridge" and record["options"] == {"deals": 6}
    first = record["deals"][0]
    assert first["deal"]["board"] == 1 and first["deal"]["dealer"] == "N"
    assert first["deal"]["vulnerable"] == "None"
    assert {"SK", "HA", "CQ"} <= set(first["deal"]["hands"]["N"]) and len(first["deal"]["hands"]["N"]) == 13
    assert [a["action"] for a in first["actions"][:6]] == ["1N", "pass", "3N", "pass", "pass", "pass"]
    assert len(first["actions"]) == 6 + 52
    assert first["contract"] == "3N" and first["declarer"] == "N" and first["tricks"] == 8
    assert "result" not in first   # a record's "result" is the engine's (docs/records.md)
    assert first["tags"]["Event"] == "Klubbkväll, Göteborgs BK"


def test_dummy_cards_are_played_by_declarer():
    """Law 45B: declarer plays dummy's cards, so a dummy card's action carries declarer's seat."""
    record = record_from_pbn((DATA / "club_evening.pbn").read_text(encoding="utf-8"))
    entry = record["deals"][0]
    dummy_cards = {f"play {c}" for c in entry["deal"]["hands"]["S"]}
    seats = {a["seat"] for a in entry["actions"] if a["action"] in dummy_cards}
    assert seats == {0}


def test_features_comments_inheritance_all_pass_notes_claim():
    """PBN 2.1: comments (; and {}), "#" inheritance (4.8), AP (3.5), notes
    (=1=) of a call and of a card with their Note tags, suffix annotations
    (3.5.4, 3.6.4) and a NAG (3.7), an incomplete play ending in "*" (3.6)
    with a Result "EW 4" (PBN 3.4: the side's tricks) that the claim keeps."""
    boards = loads((DATA / "features.pbn").read_text(encoding="utf-8"))
    first, second, third = boards
    assert [a.get("note") for a in first["actions"][:3]] == [None, None, "1"]
    assert first["actions"][4] == {"seat": 2, "action": "3N", "annotation": "!", "nag": "$4"}
    assert first["notes"] == {"Auction": ["1:15-17"], "Play": ["1:fourth best"]}
    assert first["actions"][8] == {"seat": 1, "action": "play S7", "note": "1"}
    assert first["actions"][11] == {"seat": 0, "action": "play SK", "annotation": "?"}
    assert len([a for a in first["actions"] if a["action"].startswith("play")]) == 12
    assert first["actions"][-3:] == [{"seat": 0, "action": "claim 6"},   # N: 3 tricks won, 6 of the 10 left
                                     {"seat": 1, "action": "accept"}, {"seat": 3, "action": "accept"}]
    assert first["result"] == 9
    assert second["tags"]["Event"] == "Onsdagsträning" and second["tags"]["West"] == "Nilsson"
    assert [a["action"] for a in second["actions"]] == ["7S", "pass", "pass", "pass"]
    assert third["contract"] == "Pass" and "declarer" not in third
    assert len(third["actions"]) == 4
    text = dumps(boards)
    assert "3NT! $4 Pass Pass" in text and "S7 =1= S3 ST SK?" in text and '[Note "1:fourth best"]' in text


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


def without_disputed_claims(actions):
    """The actions without each claim that was disputed and its answers."""
    out, held = [], []
    for entry in actions:
        if entry["action"].startswith("claim") or held:
            held.append(entry)
            if entry["action"] == "dispute":
                held = []
            continue
        out.append(entry)
    return out + held


def test_self_play_records_round_trip_through_pbn():
    """Records as for the other games (docs/records.md): a self-play record
    exported to PBN and read back has the same deals and actions, and
    replays to the same scores; a record read from PBN survives JSON. PBN
    has no place for a disputed claim (Law 70: withdrawn, then played out):
    the play that followed it is kept, the claim and its answers are not."""
    from talong.ai import RandomPlayer
    from talong.core import records
    from talong.games.bridge import GAME
    from talong.runner import self_play
    lines = list(self_play("bridge", {"deals": 4, "first_board": 7}, 5, [RandomPlayer(s) for s in range(4)]))
    record = lines[-1]["record"]
    back = record_from_pbn(pbn_from_record(record))
    assert [(d["deal"], d["actions"]) for d in back["deals"]] == \
        [(d["deal"], without_disputed_claims(d["actions"])) for d in record["deals"]]
    # the PBN holds our table only; its boards replay through the engine to the same scores
    ends = [records.replay_actions(GAME.deal({}, deal=d["deal"]), d["actions"]) for d in back["deals"]]
    assert [end.result()["score_ns"] for end in ends] == [line["score_ns"] for line in lines[:-1]]
    for name in FILES:
        imported = record_from_pbn(_text(name))
        assert records.load(records.dumps(imported)) == imported
        assert pbn_from_record(records.load(records.dumps(imported))) == pbn_from_record(imported)


def test_export_escapes_tag_values():
    """PBN 3.2: a quote in a tag value is written \\" and read back; a lone
    backslash (ScoreTable column formats like PairId_NS\\2R) stays as it is."""
    board = loads(_text("club_evening.pbn"))[0]
    board["tags"]["Event"] = 'Klubbens "Höstcup" \\ final\\'
    again = loads(dumps([board]))[0]
    assert again["tags"]["Event"] == board["tags"]["Event"]
    assert '[Event "Klubbens \\"Höstcup\\" \\ final\\\\"]' in dumps([board])


def test_export_refuses_an_illegal_record():
    """The export replays the actions through the engine: an illegal call is refused (Law 18D)."""
    board = loads(_text("club_evening.pbn"))[0]
    board["actions"][2] = {"seat": 2, "action": "1C"}
    with pytest.raises(RecordError, match="Law 18D"):
        dumps([board])


def test_our_reader_refuses_what_endplay_accepts():
    """docs/bridge-pbn.md, why talong reads PBN itself: endplay 0.5.12 reads
    an insufficient bid (Law 18D) and a revoke (Law 44C) without a word; we
    refuse both with the line."""
    head = f'[Board "1"]\n[Dealer "N"]\n[Deal "{GOOD_DEAL}"]\n[Contract "1NT"]\n[Declarer "N"]\n[Auction "N"]\n'
    insufficient = head + "1NT 1C Pass Pass\nPass\n"
    revoke = head + "1NT Pass Pass Pass\n[Play \"E\"]\nD4 D7 D9 SK\n"
    assert len(endplay_pbn.loads(insufficient)[0].auction) == 5
    assert len(endplay_pbn.loads(revoke)[0].play) == 4
    with pytest.raises(PBNError, match="line 7.*Law 18D"):
        loads(insufficient)
    with pytest.raises(PBNError, match="line 9.*Law 44C"):
        loads(revoke)
