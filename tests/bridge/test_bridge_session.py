"""A duplicate pairs session: Law 77 scores, Law 78A matchpoints, Law 78B
IMPs (Butler, cross-IMPs), Law 12C2 artificial adjusted scores, the ranking,
and `talong score`."""
from __future__ import annotations

import io
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pytest

from talong.games.bridge import commands
from talong.games.bridge.pbn import PBNError
from talong.games.bridge.session import results_from_pbn, score_session
from talong.i18n import line_text

DATA = Path(__file__).parent / "data"


def _session(text_or_path, method=None):
    text = Path(text_or_path).read_text(encoding="utf-8") if isinstance(text_or_path, Path) else text_or_path
    results, tag_method, _ = results_from_pbn(text)
    return score_session(results, method or tag_method or "mp")


def _rows(report):
    return {(r.board, r.ns): r for rows in report["boards"].values() for r in rows}


def test_law77_scores_from_contract_declarer_result_and_vulnerability():
    """Law 77 with Law 2's vulnerability: board 2 is NS vulnerable, 3NT by W (not vul) = 400 to EW."""
    rows = _rows(_session(DATA / "session_howell.pbn"))
    assert rows[1, "1"].score_ns == 420 and rows[1, "3"].score_ns == 450
    assert rows[1, "5"].score_ns == 300   # 5HX-2 NV
    assert rows[2, "2"].score_ns == -400 and rows[2, "4"].score_ns == 110


def test_law78a_matchpoints_and_law12c2_with_neuberg():
    """Law 78A on board 1 (2 per beat); board 2 has one artificial score, so its
    two real results are factored to three (Neuberg) and Law 12C2(a)/(c)
    gives A+ 60 % (or the pair's better session %) and A- 40 %."""
    report = _session(DATA / "session_howell.pbn", "mp")
    rows = _rows(report)
    assert (rows[1, "3"].ns_value, rows[1, "1"].ns_value, rows[1, "5"].ns_value) == (4, 2, 0)
    assert rows[2, "2"].ns_value == Fraction(1, 2) and rows[2, "4"].ns_value == Fraction(7, 2)
    # pair 6 scored 100 % on its other board: 12C2(c) keeps that instead of 60 %
    assert rows[2, "6"].ns_value == 4
    # pair 1 scored 50 % elsewhere: A- stays 40 % of the top of 4
    assert rows[2, "6"].ew_value == Fraction(8, 5)
    ranking = report["ranking"]
    assert len(ranking) == 1   # Howell: pairs changed direction
    assert [(r["pair"], r["rank"]) for r in ranking[0]][:2] == [("6", 1), ("3", 2)]
    assert ranking[0][1]["percent"] == Fraction(375, 4)


def test_law78b_butler_and_cross_imps():
    """Law 78B: Butler datum without top and bottom (board 1: 420), cross-IMPs averaged;
    Law 12C2(b): A+/A- is +3/-3 IMPs."""
    rows = _rows(_session(DATA / "session_howell.pbn", "butler"))
    assert rows[1, "1"].extra["datum"] == 420
    assert (rows[1, "3"].ns_value, rows[1, "5"].ns_value) == (1, -3)
    assert (rows[2, "6"].ns_value, rows[2, "6"].ew_value) == (3, -3)
    rows = _rows(_session(DATA / "session_howell.pbn", "cross-imp"))
    assert rows[1, "3"].ns_value == Fraction(1 + 4, 2)    # +30 -> 1, +150 -> 4
    rows = _rows(_session(DATA / "session_howell.pbn", "imp"))
    assert rows[1, "1"].extra["datum"] == 390           # (420+450+300)/3


MITCHELL = """[Event "Mitchell"]
[Scoring "IMP"]
[Board "1"]
[North "Ek"]
[South "Al"]
[East "Björk"]
[West "Lind"]
[Contract "3NT"]
[Declarer "S"]
[Result "10"]

[Board "1"]
[North "Gran"]
[South "Tall"]
[East "Ask"]
[West "Hassel"]
[Contract "4S"]
[Declarer "E"]
[Result "9"]
[Score "NS 50"]
"""


def test_mitchell_ranks_each_direction_and_scoring_tag():
    """Law 78B IMPs from the [Scoring] tag; pairs named by players; a Mitchell
    (fixed directions) gets one ranking per direction."""
    report = _session(MITCHELL)
    assert report["method"] == "imp"
    assert len(report["ranking"]) == 2
    ns = report["ranking"][0]
    assert ns[0]["pair"] == "Ek – Al" and ns[0]["total"] == 5   # 430 v datum 240 -> 190 -> 5
    assert report["ranking"][1][0]["pair"] == "Ask – Hassel"


def test_score_tag_must_agree_with_law77():
    """Law 77: a Score tag that disagrees with the contract's score is refused, naming its line."""
    with pytest.raises(PBNError, match="line 20.*Law 77"):
        _session(MITCHELL.replace('[Score "NS 50"]', '[Score "NS 100"]'))


def test_missing_pair_or_result_is_refused_with_line():
    """Law 4: each result names both pairs; each table has a result."""
    with pytest.raises(PBNError, match="line 1.*Law 4"):
        _session('[Board "1"]\n[PairId_NS "1"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n')
    with pytest.raises(PBNError, match="line 1"):
        _session('[Board "1"]\n[PairId_NS "1"]\n[PairId_EW "2"]\n')
    with pytest.raises(PBNError, match="two results"):
        _session('[Board "1"]\n[PairId_NS "1"]\n[PairId_EW "2"]\n[Score "NS 100"]\n\n'
                 '[Board "1"]\n[PairId_NS "1"]\n[PairId_EW "3"]\n[Score "NS 100"]\n')


def test_score_command_prints_boards_and_ranking():
    """`talong score FILE --scoring mp`: board by board, then the ranking with %."""
    out = io.StringIO()
    assert commands.score(SimpleNamespace(file=str(DATA / "session_howell.pbn"), scoring="mp"), out=out) == 0
    text = out.getvalue()
    assert "Bricka / Board 2" in text and "Lag 12C2" in text
    assert "Slutresultat / Final ranking" in text
    assert "93.75" in text


def test_cli_routes_score_and_analyse(capsys):
    """talong/cli.py calls commands.score / commands.analyse."""
    from talong.cli import main
    assert main(["score", str(DATA / "session_howell.pbn"), "--scoring", "cross-imp"]) == 0
    assert "kors-IMP" in capsys.readouterr().out
    assert main(["analyse", str(DATA / "features.pbn")]) == 0
    assert "Par:" in capsys.readouterr().out


def test_passed_out_and_score_only_results():
    """Law 22B: a board passed out scores 0; a bare Score tag gives the NS score (Law 78A then ranks it)."""
    text = ('[Board "3"]\n[PairId_NS "1"]\n[PairId_EW "2"]\n[Contract "Pass"]\n\n'
            '[Board "3"]\n[PairId_NS "3"]\n[PairId_EW "4"]\n[Score "EW 100"]\n')
    rows = _rows(_session(text, "mp"))
    assert rows[3, "1"].score_ns == 0 and rows[3, "1"].contract == "Pass"
    assert rows[3, "3"].score_ns == -100
    assert (rows[3, "1"].ns_value, rows[3, "3"].ns_value) == (2, 0)


def test_score_tables_mitchell_with_average_for_both():
    """PBN ScoreTable results; Law 12C2(a) "A/A" gives 50 % to both sides; Law 78A
    ranks a Mitchell per direction, equal scores share a place."""
    report = _session(DATA / "session_scoretable.pbn")
    rows = _rows(report)
    assert rows[1, "NS1"].ns_value == 3 and rows[1, "NS3"].ew_value == 4
    assert (rows[2, "NS3"].ns_value, rows[2, "NS3"].ew_value) == (2, 2)
    ns, ew = report["ranking"]
    assert [(r["pair"], r["rank"]) for r in ns] == [("NS2", 1), ("NS1", 2), ("NS3", 3)]
    assert [(r["pair"], r["rank"]) for r in ew] == [("EW2", 1), ("EW3", 1), ("EW1", 3)]
    assert ns[0]["percent"] == Fraction(325, 4)


def test_score_json_gives_boards_and_ranking(capsys):
    """`talong score FILE --json`: the same result table as plain JSON."""
    import json
    from talong.cli import main
    assert main(["score", str(DATA / "session_howell.pbn"), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["method"] == "mp" and report["event"] == "Tisdagsbridge, Lunds BK"
    board2 = report["boards"][1]
    assert board2["board"] == 2 and board2["vulnerable"] == "NS"
    assert board2["tables"][0] == {"ns": "2", "ew": "3", "contract": "3NT", "declarer": "W", "tricks": 9,
                                   "score_ns": -400, "ns_value": 0.5, "ew_value": 3.5, "top": 4}
    assert board2["tables"][2]["adjusted"] == {"ns": "A+", "ew": "A-", "law": "12C2"}
    assert board2["tables"][2]["ew_value"] == 1.6
    first = report["ranking"][0][0]
    assert (first["pair"], first["rank"], first["percent"], first["direction"]) == ("6", 1, 100, "EW/NS")


def test_law78a_every_board_on_the_common_top():
    """Law 78A with factoring (Law 78D, Neuberg): a board played fewer
    times than the others is factored up to the session's top, so every
    board weighs the same: board 2 here has 2 results, board 1 has 3."""
    text = ('[Board "1"]\n[PairId_NS "1"]\n[PairId_EW "2"]\n[Score "NS 420"]\n\n'
            '[Board "1"]\n[PairId_NS "3"]\n[PairId_EW "4"]\n[Score "NS 450"]\n\n'
            '[Board "1"]\n[PairId_NS "5"]\n[PairId_EW "6"]\n[Score "NS 400"]\n\n'
            '[Board "2"]\n[PairId_NS "1"]\n[PairId_EW "4"]\n[Score "NS 100"]\n\n'
            '[Board "2"]\n[PairId_NS "3"]\n[PairId_EW "6"]\n[Score "NS 50"]\n')
    rows = _rows(_session(text, "mp"))
    assert rows[1, "1"].ns_top == rows[2, "1"].ns_top == 4
    # board 2: top of 2 results is 2 (one beaten); Neuberg to 3: (2 + 1) * 3 / 2 - 1 = 3.5
    assert rows[2, "1"].ns_value == Fraction(7, 2) and rows[2, "3"].ns_value == Fraction(1, 2)
    assert rows[2, "1"].ew_value == Fraction(1, 2)


def test_full_game_files_score_from_their_play_and_claims():
    """A file of full games (Deal, Auction, Play) is scored from what the
    engine finds: a claim's Result (Laws 68-69), checked against the Score
    tags (Law 77); the EYC 1998 match as team IMPs (cross-IMPs of 2 tables)."""
    report = _session(DATA / "real_eyc1998_vienna.pbn", "cross-imp")
    board1 = report["boards"][1]
    assert [(r.contract, r.declarer, r.tricks, r.score_ns) for r in board1] == [("5H", "S", 10, -50),
                                                                               ("4H", "N", 10, 420)]
    assert [r.ns_value for r in board1] == [-10, 10]      # 470 -> 10 IMPs (Law 78B)
    assert [r.ns_value for r in report["boards"][4]] == [-12, 12]   # 130 v 800 -> 670 -> 12


def test_replay_command_scores_claims_and_results_without_play(tmp_path, capsys):
    """`talong replay FILE.pbn`: boards ending in a claim are scored (Laws
    68-69, 77); a board whose play is not in the file is scored from its
    Result tag; one with neither is reported unfinished, and the next board
    still replays."""
    import json
    from talong.cli import main
    path = tmp_path / "mixed.pbn"
    extra = ('\n[Board "5"]\n[Deal "N:AK53.AQ.K73.AT53 J72.K5.AJ9862.94 94.J8632.T.KJ762 QT86.T974.Q54.Q8"]\n'
             '[Declarer "N"]\n[Contract "6H"]\n[Result "10"]\n\n'
             '[Board "6"]\n[Deal "E:KQ3..K753.KQ8743 A8764.Q532.62.J2 T2.KT9874.JT.A96 J95.AJ6.AQ984.T5"]\n'
             '[Auction "E"]\n2C Pass 2H Pass\n3C Pass Pass Pass\n\n'
             '[Board "7"]\n[Deal "S:A42.QJ.A9753.AT9 T865.AT7432.T8.3 QJ9.9.KQ2.KJ7542 K73.K865.J64.Q86"]\n'
             '[Contract "Pass"]\n')
    path.write_text((DATA / "real_eyc1998_vienna.pbn").read_text(encoding="utf-8") + extra, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    deals = out["deals"]
    assert [d.get("score_ns") for d in deals[:8]] == [-50, 420, -100, 620, -50, -50, 130, 800]
    assert "Claim (Laws 68-69)" in line_text(deals[0]["lines"][1], "en")
    assert deals[8]["score_ns"] == -200 and deals[8]["play_recorded"] is False   # 6H-2, NS vulnerable
    assert deals[9] == {"deal": 10, "board": 6, "unfinished": True, "to_move": 2}
    assert deals[10]["contract"] == "Passed" and deals[10]["score_ns"] == 0
    assert out["standings"]["NS"] == 1720 - 200 and out["standings"]["deals_played"] == 10
