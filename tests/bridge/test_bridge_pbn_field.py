"""PBN as real files write it (issue 13): BBO's claim padding, the declared
character set, "#"/"##" copies, free whitespace in tags, comments kept in
place, and every refusal naming its line (docs/bridge-pbn.md).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from talong.cli import main
from talong.games.bridge.pbn import (
    PBNError,
    decode,
    dumps,
    loads,
    parse_games,
    pbn_from_record,
    record_from_pbn,
)

from test_bridge_pbn_corpus import CORPUS, needs_corpus, or_skip

DATA = Path(__file__).parent / "data"
GAME = """[Event "Klubbkväll"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.T98.T98.T98 6543.765.765.765 2.J432.J432.J432"]
[Auction "N"]
7NT AP
"""


# --- BBO's claim padding (Laws 68-69) -----------------------------------------------
def test_bbo_claim_padding_is_read_as_the_claim():
    """Laws 68-69: BBO writes the tricks not played after a claim as rows of
    "- - - -". real_bbo_skyclub_2013.pbn, board 2 (Play on line 194): 4S by
    East, nine tricks played, four padding rows, Result 10: the claim gives
    declarer's side the tricks the Result says, and the Result standing means
    the opponents agreed (Law 69A): both defenders accept, South first."""
    needs_corpus()
    board = next(b for b in loads((CORPUS / "real_bbo_skyclub_2013.pbn").read_bytes()) if b["line"] == 178)
    plays = [a for a in board["actions"] if a["action"].startswith("play")]
    assert len(plays) == 36 and board["actions"][-3]["action"].startswith("claim")
    assert board["actions"][-2:] == [{"seat": 2, "action": "accept"}, {"seat": 0, "action": "accept"}]
    assert board["result"] == 10 and board["contract"] == "4S"


def test_padding_after_a_trick_left_incomplete():
    """BBO's "D8 C4 - -" then "- - - -" rows: the trailing hyphens of the
    incomplete trick and the padding rows are not cards (Law 44B is not
    broken); a card after them is refused, naming its line. East, on play,
    concedes the rest (Law 68B) and declarer accepts (Law 69A)."""
    text = GAME.replace("7NT AP\n", "7NT AP\n").replace('[Auction "N"]', '[Declarer "N"]\n[Contract "7NT"]\n'
                                                                            '[Result "13"]\n[Auction "N"]')
    play = '[Play "E"]\nS7 S3 S2 SA\n- - - HA\n- - - -\n- - - -\n'
    board = loads(text + play)[0]
    assert [a["action"] for a in board["actions"][4:-2]] == ["play S7", "play S3", "play S2", "play SA", "play HA"]
    assert board["actions"][-2]["action"].startswith("claim") and board["result"] == 13
    assert board["actions"][-2:] == [{"seat": 1, "action": "claim 0"}, {"seat": 0, "action": "accept"}]
    with pytest.raises(PBNError) as info:
        loads(text + play + "- C5 - -\n")
    assert info.value.line == 16 and "incomplete" in str(info.value) and info.value.rule == "Law 44B"


# --- character sets (PBN 2.1: ISO-8859-1 unless declared) ------------------------------
def test_undeclared_iso_8859_1_file_is_read_as_latin_1():
    """PBN 2.1's default character set is ISO-8859-1: the ACBL file from BBO
    is not UTF-8 (a note has the byte 0xF6: "minörs")."""
    needs_corpus()
    data = (CORPUS / "real_bbo_acbl_speedball_2013.pbn").read_bytes()
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    notes = [n for b in loads(data) for values in b.get("notes", {}).values() for n in values]
    assert "1:minörs" in notes


def test_utf8_is_detected_and_a_declared_charset_is_followed():
    """Without a declaration UTF-8 bytes are read as UTF-8; a declared
    charset (%Content-type ... charset=, %Charset) is followed even then;
    a UTF-8 byte order mark says UTF-8 whatever a % line says."""
    utf8 = GAME.encode("utf-8")
    assert loads(utf8)[0]["tags"]["Event"] == "Klubbkväll"
    latin1 = ("%Content-type: text/x-pbn; charset=ISO-8859-1\n" + GAME).encode("utf-8")
    assert loads(latin1)[0]["tags"]["Event"] == "Klubbkväll".encode().decode("latin-1")
    declared = ("% PBN 2.1\n%Charset UTF-8\n" + GAME).encode("utf-8")
    assert loads(declared)[0]["tags"]["Event"] == "Klubbkväll"
    assert loads(b"\xef\xbb\xbf" + utf8)[0]["tags"]["Event"] == "Klubbkväll"   # a BOM
    assert loads(b"\xef\xbb\xbf" + latin1)[0]["tags"]["Event"] == "Klubbkväll"   # a BOM wins
    assert loads(GAME.encode("latin-1"))[0]["tags"]["Event"] == "Klubbkväll"


def test_decoding_errors_name_their_line():
    """Bytes that are not the declared charset: "PBN line N", N the line of the bad byte."""
    data = ("%Content-type: text/x-pbn; charset=UTF-8\n" + GAME).encode("utf-8").replace(
        "Klubbkväll".encode(), "Klubbkväll".encode("latin-1"))
    with pytest.raises(PBNError) as info:
        loads(data)
    assert info.value.line == 2 and str(info.value).startswith("PBN line 2: byte 0xe4 is not utf-8")
    with pytest.raises(PBNError) as info:
        loads(b"% PBN 2.1\n%Charset KLINGON-8\n" + GAME.encode())
    assert info.value.line == 2 and "unknown character set 'KLINGON-8'" in str(info.value)


def test_export_is_utf8_and_says_so():
    """Our export declares its charset, so a reader following PBN's default
    ISO-8859-1 reads the names right; our reader reads it back."""
    text = dumps(loads(GAME))
    assert "%Content-type: text/x-pbn; charset=UTF-8" in text.splitlines()[:3]
    assert loads(text.encode("utf-8"))[0]["tags"]["Event"] == "Klubbkväll"


@pytest.mark.parametrize("command", or_skip(["replay", "score", "analyse"]))
def test_commands_read_iso_8859_1_files(command, capsys):
    """`talong replay|score|analyse FILE.pbn` read the file's bytes (no bare
    'utf-8' codec error): BBO's ACBL file and a Polish club's file, not UTF-8."""
    path = CORPUS / {"replay": "real_bbo_acbl_speedball_2013.pbn", "score": "real_pl_kops_sm0807.pbn",
                     "analyse": "real_pl_kops_sm0807.pbn"}[command]
    with pytest.raises(UnicodeDecodeError):
        path.read_bytes().decode("utf-8")
    assert main([command, str(path), "--json"] if command != "replay" else [command, str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out


@pytest.mark.parametrize("command", ["replay", "score", "analyse"])
def test_commands_read_our_file_in_iso_8859_1(command, tmp_path, capsys):
    """The same without the corpus: club_evening.pbn (names with å, ä, ö)
    written in ISO-8859-1, undeclared (PBN's default), is read by the three
    commands and gives the same boards as the UTF-8 file."""
    text = (DATA / "club_evening.pbn").read_text(encoding="utf-8")
    path = tmp_path / "latin1.pbn"
    path.write_bytes(text.encode("latin-1"))
    with pytest.raises(UnicodeDecodeError):
        path.read_bytes().decode("utf-8")
    assert loads(path.read_bytes()) == loads(text)
    assert main([command, str(path), "--json"] if command != "replay" else [command, str(path)]) == 0
    assert json.loads(capsys.readouterr().out)


def test_command_error_names_the_line(tmp_path, capsys):
    """A file that is not its declared charset: the command fails with "PBN line N"."""
    path = tmp_path / "bad.pbn"
    path.write_bytes(b"%Content-type: text/x-pbn; charset=UTF-8\n[Event \"\xe4\"]\n")
    assert main(["replay", str(path)]) == 2
    assert "PBN line 2: byte 0xe4 is not utf-8" in capsys.readouterr().err


# --- "#" and "##" -----------------------------------------------------------------
def test_hash_copies_the_previous_value_and_double_hash_carries_on():
    """PBN 2.1 copies: "#" is the previous game's value; "##v" is v here and in
    every later game without the tag, until the tag comes again. The PBN
    standard's test file correct_20.pbn: Event/Site/Date "##..." reach every
    game; Hidden "##NES" (game 4) reaches games 5-7; "#" (game 8) copies NES
    and stops the carrying; "#" in game 15 stops "##SWN" (game 16 has none)."""
    needs_corpus()
    games = parse_games((CORPUS / "standard_correct_20.pbn").read_bytes())
    assert {g.tags.get("Event") for g in games[:15]} == {"Autumn regional"}
    assert games[15].tags["Event"].startswith("International") and "Event" not in games[16].tags
    assert [g.tags.get("Hidden") for g in games[:16]] == [
        None, "WNE", "WNE", "NES", "NES", "NES", "NES", "NES", "ESW", "ESW", "ESW", "ESW", "SWN", "SWN", "SWN", None]
    assert [g.tags.get("West") for g in games[:4]] == ["?", "?", "?", "?"]


def test_a_value_starting_with_one_hash_is_a_value():
    games = parse_games('[Event "x"]\n\n[Event "#1 Pairs"]\n')
    assert games[1].tags["Event"] == "#1 Pairs"


def test_hash_without_a_previous_value_is_refused_naming_the_line():
    with pytest.raises(PBNError) as info:
        parse_games('[Event "x"]\n\n[Site "##"]\n')
    assert info.value.line == 3 and "previous game has no Site" in str(info.value)


# --- whitespace in tags ------------------------------------------------------------
@pytest.mark.parametrize("tag", ['[Event"x"]', '[   Event"x"   ]', '[ Event  "x" ]', '[\n  Event\n   "x"\n ]'])
def test_whitespace_inside_tags_is_free(tag):
    """PBN 2.1's correct_10.pbn games 20-22: no space, spaces, line breaks inside the brackets."""
    board = loads(GAME.replace('[Event "Klubbkväll"]', tag))[0]
    assert board["tags"]["Event"] == "x"


def test_a_tag_value_does_not_run_over_lines():
    """An unclosed value is a malformed tag on its own line, not the rest of the file."""
    with pytest.raises(PBNError) as info:
        loads('[Event "x]\n[Site "y"]\n')
    assert info.value.line == 1 and "malformed tag pair" in str(info.value)


# --- comments ---------------------------------------------------------------------
def test_comments_come_back_at_their_place():
    """features.pbn: a { } comment before the Deal tag, a ; comment after the
    fourth call, a { } comment in the play before "*": the export writes each
    where it stood, and the comments survive a second round trip."""
    record = record_from_pbn((DATA / "features.pbn").read_bytes())
    text = pbn_from_record(record)
    lines = text.splitlines()
    deal = next(i for i, line in enumerate(lines) if line.startswith("[Deal "))
    assert lines[deal - 1] == "{ The deal of board 1 of club_evening.pbn, turned into a notrump test. }"
    assert "Pass Pass 1NT =1= 2S ; a comment after calls" in lines
    claim = lines.index("{ declarer claims the rest }")
    assert lines[claim - 1] == "H4 C2 CT CA" and lines[claim + 1] == "*"
    assert record_from_pbn(text) == record


def test_comment_kinds_and_places():
    """Comments before a tag, after a tag on its line, in a section (inline or
    on their own line; one spanning lines is in the section until the next
    tag) and after the last tag."""
    text = ('{ head }\n[Event "E"] ; after the tag\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
            '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.T98.T98.T98 6543.765.765.765 2.J432.J432.J432"]\n'
            '[Auction "N"] { on the tag line }\n1NT =1= Pass { inline }\n{ own line }\nPass Pass\n'
            '{ before\n  the note }\n[Note "1:strong"]\n[Extra "z"]\n{ at the end }\n')
    board = loads(text)[0]
    assert board["comments"] == [
        {"text": "{ head }", "tag": "Event"},
        {"text": "; after the tag", "tag": "Event", "inline": True},
        {"text": "{ on the tag line }", "section": "Auction", "at": 0, "inline": True},
        {"text": "{ inline }", "section": "Auction", "at": 2, "inline": True},
        {"text": "{ own line }", "section": "Auction", "at": 2},
        {"text": "{ before\n  the note }", "section": "Auction", "at": 4},
        {"text": "{ at the end }", "end": True},
    ]
    again = loads(dumps([board]))[0]
    assert again["comments"] == board["comments"]


# --- refusals name their line ---------------------------------------------------------
@pytest.mark.parametrize("text, line, fragment", [
    ('[Event "x"]\n{ never closed\n', 2, "a { comment } is not closed"),
    ('[Event "x"]\n[Event x]\n', 2, "malformed tag pair"),
    ('[Event "x"]\nPass\n', 2, "outside a tag or section"),
])
def test_every_refusal_names_its_line(text, line, fragment):
    with pytest.raises(PBNError) as info:
        loads(text)
    assert info.value.line == line and str(info.value).startswith(f"PBN line {line}: ") and fragment in str(info.value)


def test_decode_passes_text_through():
    assert decode("abc") == "abc"


def _mutations(data, count, seed):
    """`count` copies of `data` with a few bytes deleted, replaced or inserted (deterministic)."""
    import random
    rng = random.Random(seed)
    alphabet = b'[]"{};%#-*+=!? \n0123456789SHDCAKQJTNESWx'
    for _ in range(count):
        mutated = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            at, op = rng.randrange(len(mutated)), rng.random()
            if op < 0.4:
                del mutated[at:at + rng.randint(1, 5)]
            elif op < 0.8:
                mutated[at] = rng.choice(alphabet)
            else:
                mutated[at:at] = bytes([rng.choice(alphabet)])
        yield bytes(mutated)


def test_damaged_files_are_read_or_refused_naming_a_line():
    """Whatever a damaged file holds, the reader either reads it or refuses it
    with a PBNError naming a line of the file (never another exception)."""
    data = (DATA / "real_eyc1998_vienna.pbn").read_bytes() + b"\n\n" + (DATA / "features.pbn").read_bytes()
    refused = 0
    for mutated in _mutations(data, 400, seed=13):
        try:
            loads(mutated)
        except PBNError as err:
            assert 1 <= err.line <= mutated.count(b"\n") + 1 and str(err).startswith(f"PBN line {err.line}: ")
            refused += 1
    assert refused
