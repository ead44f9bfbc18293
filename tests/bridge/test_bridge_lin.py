"""LIN import and export (docs/bridge-lin.md): BBO hand records and movies,
replayed through the engine (Laws 17-19, 22, 41, 44, 45; claims Laws
68-69), tested on real LIN files (tests/bridge/data/README.md).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from endplay.parsers import lin as endplay_lin
from endplay.utils.play import result_to_tricks

from talong.cli import main
from talong.games.bridge.lin import LINError, is_lin, loads, pbn_boards, record_from_lin
from talong.games.bridge.lin_export import dumps, lin_from_record
from talong.games.bridge.pbn import loads as pbn_loads
from talong.games.bridge.pbn_export import dumps as pbn_dumps

from test_bridge_pbn_corpus import CORPUS, corpus_names, data_path, needs_corpus, or_skip, with_corpus

DATA = Path(__file__).parent / "data"
# talong's own LIN (club_evening.lin: club_evening.pbn and features.pbn written by
# lin_export, one alert added) and the third-party BBO/endplay files of the corpus
IN_REPO = sorted(p.name for p in (DATA / "lin").glob("*.lin"))
IN_CORPUS = [name[4:] for name in corpus_names("lin/*.lin")]
LIN_FILES = IN_REPO + IN_CORPUS
# BBO's own PBN of the same tables: each game's DealId names its LIN file
COMPANIONS = ["real_bbo_skyclub_2013.pbn", "real_bbo_wronie_2013.pbn", "real_bbo_aba_17901.pbn",
              "real_bbo_history.pbn"]
HEAD = "pn|Ann,Bo,Cy,Di|st||md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|rh||ah|Board 1|sv|o|"


def _lin(name):
    return data_path(f"lin/{name}").read_bytes()


@pytest.mark.parametrize("name", with_corpus(IN_REPO, IN_CORPUS))
def test_round_trip_without_loss(name):
    """LIN import -> export -> import gives the same deal, names, calls with
    alerts and explanations, cards, claim and other pairs; export is then stable."""
    record = record_from_lin(_lin(name))
    text = lin_from_record(record)
    again = record_from_lin(text)
    assert again == record
    assert lin_from_record(again) == text


def test_every_lin_board_equals_bbo_s_own_pbn_of_it():
    """The same tables in BBO's PBN export (DealId "N.lin"): the same deal,
    calls, cards (dummy's as declarer's, Law 45B), contract and declarer's
    tricks (a claim, Laws 68-69, decided by BBO's `mc`); the same names,
    except that BBO's PBN calls its robots "GiB" where LIN has "~~M...".
    Only the BBO hand records (not the endplay sample) have a PBN companion."""
    needs_corpus()
    boards = {b["tags"]["DealId"]: b for name in COMPANIONS for b in pbn_loads((CORPUS / name).read_bytes())
              if "DealId" in b["tags"]}
    compared = 0
    for name in IN_CORPUS:
        if name not in boards:
            continue
        ours, theirs = loads(_lin(name))[0], boards[name]
        assert ours["deal"] == theirs["deal"]
        assert [(a["seat"], a["action"]) for a in ours["actions"]] == \
            [(a["seat"], a["action"]) for a in theirs["actions"]], name
        assert (ours.get("contract"), ours.get("result")) == (theirs.get("contract"), theirs.get("result")), name
        for seat in ("North", "South", "East", "West"):
            if not ours["tags"][seat].startswith("~~"):
                assert ours["tags"][seat] == theirs["tags"][seat]
        compared += 1
    # all but endplay's example and the two hands of pbntools' test/bbo, which have no PBN
    assert compared == len(IN_CORPUS) - 3


def _count_tricks(board):
    """Declarer's tricks of a complete play counted without the engine: the
    highest trump, else the highest card of the suit led (Law 44C-E)."""
    owner = {card: seat for seat, cards in board["deal"]["hands"].items() for card in cards}
    cards = [a["action"][5:] for a in board["actions"] if a["action"].startswith("play ")]
    trump = board["contract"][1]
    order = "AKQJT98765432"
    won = 0
    for start in range(0, 52, 4):
        trick = cards[start:start + 4]
        best = max(trick, key=lambda c: (c[0] == trump, c[0] == trick[0][0], -order.index(c[1])))
        won += "NESW".index(owner[best]) % 2 == "NESW".index(board["declarer"]) % 2
    return won


def test_results_of_complete_plays_and_where_endplay_is_wrong():
    """docs/bridge-lin.md, why not endplay: for endplay's own test file
    (tests/lin/example1.lin) endplay 0.5.12 gives declarer's tricks that the
    play does not give (board 1: 5H by South takes 12 tricks, endplay says
    5H-1); ours equal a plain count of the tricks (Law 44)."""
    needs_corpus()
    ours = loads(_lin("endplay_example1.lin"))
    theirs = endplay_lin.loads(_lin("endplay_example1.lin").decode())
    wrong = 0
    for board, their in zip(ours, theirs):
        if sum(a["action"].startswith("play ") for a in board["actions"]) == 52:
            assert board["result"] == _count_tricks(board)
            wrong += result_to_tricks(their.contract.result, their.contract.level) != board["result"]
    assert ours[0]["result"] == 12 and ours[0]["contract"] == "5H"
    assert wrong == 5      # of the 6 complete plays


def test_endplay_fails_on_an_abandoned_play_and_names_no_position():
    """endplay 0.5.12 crashes on a BBO table abandoned in the middle of a trick
    (20784108.lin: the play stops after "D8 C4"); we read it as unfinished."""
    needs_corpus()
    with pytest.raises(AttributeError):
        endplay_lin.loads(_lin("20784108.lin").decode())
    board = loads(_lin("20784108.lin"))[0]
    assert board["contract"] == "3NX" and "result" not in board
    assert [a["action"] for a in board["actions"]][-2:] == ["play D8", "play C4"]


def test_alerts_and_explanations():
    """Law 20F: an alerted call ("2N!") keeps its alert and its explanation
    (`an`), also in the export; PBN export makes the explanations notes."""
    needs_corpus()
    board = loads(_lin("3381671193.lin"))[0]
    assert board["actions"][1] == {"seat": 1, "action": "2N", "alert": True, "explanation": "gesthem"}
    assert "mb|2N!|an|gesthem|" in dumps([board])
    pbn = pbn_dumps(pbn_boards([board]))
    assert "2NT =1=" in pbn and '[Note "1:gesthem"]' in pbn
    again = pbn_loads(pbn)[0]
    assert [a["action"] for a in again["actions"]] == [a["action"] for a in board["actions"]]


def test_claim_is_the_engine_s_claim():
    """Laws 68-69: `mc|11` after 11 tricks... the LIN claim gives declarer's
    side its total; the player on play is recorded as claiming, and both
    defenders as accepting (Law 69A), declarer's left-hand opponent first;
    the export writes the claim as `mc` and no answer."""
    needs_corpus()
    board = loads(_lin("3381671193.lin"))[0]
    assert board["actions"][-3]["action"].startswith("claim") and board["result"] == 11
    assert board["actions"][-2:] == [{"seat": 2, "action": "accept"}, {"seat": 0, "action": "accept"}]
    assert dumps([board]).rstrip().endswith("mc|11|")


def test_two_room_movie():
    """A movie of two rooms (qx o1 / c1, eight names in pn): two boards, the
    closed room's players from the last four names; it comes back as read."""
    deal = "md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|sv|o|"
    text = (f"vg|Final,Seg 1,I,1,2,A,0,B,0|pn|s1,w1,n1,e1,s2,w2,n2,e2|qx|o1|{deal}mb|1C|nt|nice|mb|p|mb|p|mb|p|"
            f"qx|c1|{deal}mb|p|mb|p|mb|p|mb|p|")
    boards = loads(text)
    assert [b["board"] for b in boards] == [1, 1]
    assert boards[0]["tags"]["North"] == "n1" and boards[1]["tags"]["North"] == "n2"
    assert boards[0]["lin"] == [["vg", "Final,Seg 1,I,1,2,A,0,B,0", 0], ["nt", "nice", 1]]
    assert boards[0]["contract"] == "1C" and boards[1]["contract"] == "Pass"
    again = loads(dumps(boards))
    assert [(b["deal"], b["actions"], b["tags"], b.get("lin")) for b in again] == \
        [(b["deal"], b["actions"], b["tags"], b.get("lin")) for b in boards]


@pytest.mark.parametrize("tail, column, fragment, rule", [
    ("mb|1H|mb|1C|", len(HEAD) + 7, "insufficient bid", "Law 18D"),
    ("mb|1H|mb|p|mb|p|mb|p|pc|SA|", len(HEAD) + 22, "♠A is not in your hand (East)", "Law 7B3"),
    ("mb|1H|mb|zz|", len(HEAD) + 7, "'zz' is not a call", "Law 18A"),
    ("mb|p|pc|SA|", len(HEAD) + 6, "the auction is not over", "Law 41A"),
    ("mb|1H|mb|p|mb|p|mb|p|mc|14|", len(HEAD) + 22, "0-13", "Law 79"),
])
def test_refusals_name_their_position(tail, column, fragment, rule):
    """Every LIN refusal names the line and column of the pair, and the Law."""
    with pytest.raises(LINError) as info:
        loads(HEAD + tail)
    err = info.value
    assert (err.line, err.column) == (1, column) and str(err).startswith(f"LIN line 1, column {column}: ")
    assert fragment in str(err) and err.rule.startswith(rule)


@pytest.mark.parametrize("text, fragment", [
    ("pn|a,b,c,d|md|3S25H79T,S368JQ,S79TA,|", "each hand has 13"),
    ("pn|a,b,c|md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|", "4 names"),
    ("pn|a,b,c,d|mb|p|", "before the deal"),
    ("pn|a,b,c,d|md|3S25H79TD35AC357JA|", "South, West and North"),
    ("not lin at all", "expected a key and a value"),
    ("pn|a,b,c,d|md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|mb|p|sv|b|",
     "the vulnerability comes before the calls"),
])
def test_bad_deals_and_pairs_are_refused(text, fragment):
    with pytest.raises(LINError, match=fragment) as info:
        loads(text)
    assert str(info.value).startswith("LIN line 1, column ")


def test_lin_over_several_lines_and_positions():
    """A board per line (endplay's example, BBO's wrapped movies): errors name the line."""
    needs_corpus()
    text = _lin("endplay_example1.lin").decode()
    lines = text.splitlines()
    bad = "\n".join(lines[:2] + [lines[2].replace("mb|p|", "mb|7N|mb|1C|", 1)] + lines[3:])
    with pytest.raises(LINError) as info:
        loads(bad)
    assert info.value.line == 3


@pytest.mark.parametrize("command", or_skip(["replay", "analyse", "score"]))
def test_commands_accept_lin(command, capsys):
    """`talong replay|analyse|score FILE.lin` as for PBN: the eight boards of
    endplay's example, scored by Law 77 / analysed by DDS / matchpointed."""
    path = str(CORPUS / "lin" / "endplay_example1.lin")
    assert main([command, path] + (["--json"] if command != "replay" else [])) == 0
    out = json.loads(capsys.readouterr().out)
    if command == "replay":
        assert [d["tricks"] for d in out["deals"]][:2] == [12, 10] and out["deals"][0]["score_ns"] == 480
    elif command == "analyse":
        assert [b["board"] for b in out] == list(range(1, 9))
    else:
        assert [b["board"] for b in out["boards"]] == list(range(1, 9))


def test_is_lin():
    assert is_lin(b"pn|a,b,c,d|") and is_lin("  qx|o1|") and not is_lin('[Event "x"]') and not is_lin(b"% PBN")


def test_damaged_lin_is_read_or_refused_naming_a_position():
    """A damaged LIN file is read or refused with a LINError at a line and
    column of the file (never another exception)."""
    needs_corpus()
    import random
    rng = random.Random(7)
    data = _lin("endplay_example1.lin")
    refused = 0
    for _ in range(400):
        mutated = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(mutated))
            mutated[at:at + rng.randint(0, 3)] = bytes([rng.choice(b"|pmbcdnSHDCAKQJT23456789!,\n")])
        try:
            loads(bytes(mutated))
        except LINError as err:
            assert 1 <= err.line <= mutated.count(b"\n") + 1 and err.column >= 1
            refused += 1
    assert refused


def _play(board):
    return [(a["seat"], a["action"]) for a in board["actions"]]


@pytest.mark.parametrize("pbn_name", with_corpus(["real_eyc1998_vienna.pbn"], ["real_bbo_skyclub_2013.pbn"]))
def test_pbn_to_lin_and_back(pbn_name):
    """A PBN game exported as LIN reads back with the same deal, calls, cards,
    claim (Laws 68-69) and tricks; its auction notes are the calls' explanations."""
    boards = pbn_loads(data_path(pbn_name).read_bytes())
    again = loads(dumps(boards))
    assert [(b["deal"], _play(b), b.get("contract"), b.get("result")) for b in again] == \
        [(b["deal"], _play(b), b.get("contract"), b.get("result")) for b in boards]
    noted = [(b, a) for b in boards for a in b["actions"] if "note" in a]
    for board, action in noted:
        number = action["note"]
        text = next(n.split(":", 1)[1] for n in board["notes"]["Auction"] if n.split(":", 1)[0] == number)
        back = again[boards.index(board)]["actions"][board["actions"].index(action)]
        assert back["explanation"] == text
    assert noted or pbn_name != "real_bbo_skyclub_2013.pbn"


@pytest.mark.parametrize("name", with_corpus(["club_evening.lin"],
                                             ["endplay_example1.lin", "3381671193.lin", "20784108.lin"]))
def test_lin_to_pbn_and_back(name):
    """A LIN board exported as PBN (explanations as notes) reads back with the
    same deal, calls, cards, claim and tricks."""
    boards = loads(_lin(name))
    again = pbn_loads(pbn_dumps(pbn_boards(boards)))
    assert [(b["deal"], _play(b), b.get("contract"), b.get("result")) for b in again] == \
        [(b["deal"], _play(b), b.get("contract"), b.get("result")) for b in boards]


def test_names_of_the_closed_room_also_when_pn_follows_qx():
    """Eight names and `qx|c1|` before `pn`: the closed room's players."""
    deal = "md|3S25H79TD35AC357JA,S368JQH28ADJKC68Q,S79TAH356KD26789C,|sv|o|"
    boards = loads(f"qx|c1|pn|s1,w1,n1,e1,s2,w2,n2,e2|{deal}mb|p|mb|p|mb|p|mb|p|")
    assert boards[0]["tags"]["South"] == "s2" and boards[0]["tags"]["LinBoard"] == "c1"


def test_endplay_reads_our_lin_export():
    """Our LIN is BBO's: endplay's LIN reader finds in our export of every
    board the same board number, dealer, hands, number of calls and cards
    (except where it fails on BBO's own file too: a play abandoned mid-trick)."""
    needs_corpus()
    from endplay.config import suppress_unicode
    from endplay.types import Player
    seats = {Player.north: "N", Player.east: "E", Player.south: "S", Player.west: "W"}
    compared = 0
    with suppress_unicode():
        for name in IN_CORPUS:
            if name in ("20784108.lin", "20784128.lin"):
                continue
            ours = loads(_lin(name))
            for board, theirs in zip(ours, endplay_lin.loads(dumps(ours)), strict=True):
                calls = [a for a in board["actions"] if not a["action"].startswith(("play", "claim", "accept"))]
                cards = [a["action"][5:] for a in board["actions"] if a["action"].startswith("play")]
                assert (theirs.board_num, seats[theirs.dealer]) == (board["board"], board["deal"]["dealer"])
                assert {s: sorted(str(c) for c in theirs.deal[p]) for p, s in seats.items()} == \
                    {s: sorted(board["deal"]["hands"][s]) for s in "NESW"}
                assert (len(theirs.auction), [str(c) for c in theirs.play]) == (len(calls), cards)
                compared += 1
    assert compared == 95


def test_claims_in_lin_export():
    """Laws 68-70 in LIN: a claim both opponents accepted (Law 69A) is `mc`
    with declarer's total and reads back as the same claim and accepts; a
    disputed claim (Law 70, our substitute: played out) leaves only the play
    that followed it; a claim still pending (Law 68D) is not written. No
    answer is ever written as a call (`mb`) or a card (`pc`)."""
    from test_bridge_pbn import _claimed_deal
    agreed, end = _claimed_deal(6, ["accept", "accept"])
    text = dumps([agreed])
    assert text.rstrip().endswith(f"mc|{end.won[0]}|") and "accept" not in text
    assert loads(text)[0]["actions"] == agreed["actions"]
    disputed, end = _claimed_deal(8, ["dispute"], then_cards=48)
    text = dumps([disputed])
    assert "mc|" not in text and "dispute" not in text and text.count("pc|") == 52
    back = loads(text)[0]
    assert back["actions"] == [a for a in disputed["actions"] if not a["action"].startswith(("claim", "dispute"))]
    assert back["result"] == end.won[0]
    pending, _ = _claimed_deal(6, ["accept"])
    text = dumps([pending])
    assert "mc|" not in text and "accept" not in text and loads(text)[0]["actions"] == pending["actions"][:8]


def test_our_lin_file_alerts_claim_lines_and_commands(capsys):
    """Without the corpus too: talong's own LIN (club_evening.lin, nine boards
    a line each) keeps an alerted call with its explanation (Law 20F), reads
    its `mc|9|` as the claim of the player on play and both defenders'
    accept (Laws 68-69A), names the line of an illegal call (Law 18D), and
    `talong replay` scores its boards by Law 77 like the PBN they came from."""
    boards = loads(_lin("club_evening.lin"))
    assert len(boards) == 9
    alerted = [a for b in boards for a in b["actions"] if a.get("alert")]
    assert alerted == [{"seat": 0, "action": "1N", "alert": True, "explanation": "15-17"}]
    claimed = next(b for b in boards if any(a["action"].startswith("claim") for a in b["actions"]))
    assert [a["action"] for a in claimed["actions"][-3:]] == ["claim 6", "accept", "accept"]
    assert claimed["result"] == 9 and dumps([claimed]).rstrip().endswith("mc|9|")
    lines = _lin("club_evening.lin").decode().splitlines()
    bad = "\n".join(lines[:2] + [lines[2].replace("mb|p|", "mb|7N|mb|1C|", 1)] + lines[3:])
    with pytest.raises(LINError) as info:
        loads(bad)
    assert info.value.line == 3 and info.value.rule == "Law 18D"
    assert main(["replay", str(DATA / "lin" / "club_evening.lin")]) == 0
    lin_out = json.loads(capsys.readouterr().out)
    pbn = str(DATA / "club_evening.pbn")
    assert main(["replay", pbn]) == 0
    pbn_out = json.loads(capsys.readouterr().out)
    assert lin_out["deals"][:len(pbn_out["deals"])] == pbn_out["deals"]


def test_claim_before_the_opening_lead_is_the_result_without_play():
    """Definition "Spelperiod" and Law 68: no claim before the opening lead is
    faced, so `mc|9|` right after the auction is no engine claim; the pair is
    kept at its place and gives declarer's tricks, as a Result tag without
    the play does (`talong replay` scores it from them, Law 77)."""
    board = loads(HEAD + "mb|1H|mb|p|mb|p|mb|p|mc|9|")[0]
    assert [a["action"] for a in board["actions"]] == ["1H", "pass", "pass", "pass"]
    assert board["result"] == 9 and board["lin"] == [["mc", "9", 4]]
    assert dumps([board]).rstrip().endswith("mb|p|mc|9|")
    record = record_from_lin(HEAD + "mb|1H|mb|p|mb|p|mb|p|mc|9|")
    assert record_from_lin(lin_from_record(record)) == record and record["deals"][0]["tricks"] == 9
