"""The bridge texts a club player reads: contracts written with suit symbols
as the table writes them, signed scores with a true minus (U+2212), cards
named as the table prints them, and claim texts that follow Laws 68D, 69A
and 70 as talong plays them (docs/bridge-actions.md "Claims")."""
from __future__ import annotations

import re

import pytest

from talong.core.engine import IllegalAction
from talong.games.bridge import GAME
from talong.games.bridge import party as party_module
from talong.games.bridge import settlement as settlement_module
from talong.games.bridge.auction import contract_symbols
from talong.games.bridge.party import compare, result_text
from talong.games.bridge.settlement import board_result
from talong.i18n import line_text, t

MINUS = "\u2212"
ASCII_SIGNED = re.compile(r"(?<![\w-])-\d")   # "-3" with an ASCII hyphen as the sign
N, E, S, W = range(4)
RANKS = "23456789TJQKA"
MIXED = {seat: [suit + RANKS[r] for s, suit in enumerate("CDHS") for r in range(13) if (r + s) % 4 == h]
         for h, seat in enumerate("NESW")}


def texts(lines, lang):
    return [line_text(line, lang) for line in lines]


# --- contracts ----------------------------------------------------------------------------

def test_one_contract_writer_lives_in_the_auction():
    """The settlement and the party's results write a contract with the
    auction's contract_symbols, the one function for it."""
    assert party_module.contract_symbols is contract_symbols
    assert settlement_module.contract_symbols is contract_symbols
    assert not hasattr(party_module, "SUIT_SYMBOLS")


@pytest.mark.parametrize("contract, doubled, declarer, shown_en, shown_sv", [
    ((3, "H", 1), 1, S, "3♥X by South", "3♥X av Syd"),
    ((4, "S", 0), 0, W, "4♠ by West", "4♠ av Väst"),
    ((3, "N", 2), 2, N, "3NTXX by North", "3NTXX av Nord"),
])
def test_settlement_writes_the_contract_as_the_table_does(contract, doubled, declarer, shown_en, shown_sv):
    """The settlement's first line names the contract with its suit symbol,
    "3♥X", as the auction and the table write it, then the declarer."""
    result = board_result(1, contract, declarer, "None", 9)
    assert result["contract"] == f"{contract[0]}{contract[1]}{'X' * doubled}"   # the record keeps the code
    en, sv = line_text(result["lines"][0], "en"), line_text(result["lines"][0], "sv")
    assert shown_en in en and shown_sv in sv, (en, sv)
    assert contract_symbols(result["contract"]) in result_text(result["contract"], "NESW"[declarer], 9, "en")


# --- signed numbers -------------------------------------------------------------------------

def test_settlement_score_has_a_true_minus():
    """4♠ by North two down, vulnerable (Law 77): NS −200, EW +200."""
    result = board_result(1, (4, "S", 0), N, "All", 8)
    assert result["score_ns"] == -200
    for lang in ("en", "sv"):
        score = line_text(result["lines"][-1], lang)
        assert f"NS {MINUS}200" in score and "+200" in score and not ASCII_SIGNED.search(score), score


def test_party_lines_have_a_true_minus():
    """The comparison with the other table and the results in it: "3NT−2",
    "NS −200", "NS −7 IMP", "EW +7 IMP"; zero is written "0"."""
    here = {"contract": "3N", "declarer": "S", "tricks": 7, "score_ns": -200}
    other = {"contract": "2S", "declarer": "N", "tricks": 8, "score_ns": 110}
    lines = compare(1, here, other)["lines"]
    for lang in ("en", "sv"):
        shown = texts(lines, lang)
        assert f"3NT{MINUS}2" in shown[0] and f"NS {MINUS}200" in shown[0]
        assert f"NS {MINUS}310" in shown[2] and f"NS {MINUS}7 IMP" in shown[2] and "+7 IMP" in shown[2]
        assert not any(ASCII_SIGNED.search(line) for line in shown), shown
    assert result_text("4S", "N", 8, "en") == f"4♠{MINUS}2 by N" and result_text("4S", "N", 11, "en") == "4♠+1 by N"
    even = compare(2, here, dict(here))["lines"]
    assert "NS 0 IMP" in line_text(even[2], "en") and "+0" not in line_text(even[2], "en")


# --- cards ------------------------------------------------------------------------------------

def test_cards_are_named_as_the_table_prints_them():
    """bridge.card "{suit}{rank}": the suit's symbol and the hand's corner
    index ("E" for a Swedish ess, "Kn" for knekt), 10 as "10"."""
    state = GAME.deal({}, deal={"board": 1, "hands": MIXED})
    assert state.describe("play SA", "en") == "♠A" and state.describe("play SA", "sv") == "♠E"
    assert state.describe("play HT", "en") == "♥10" and state.describe("play DJ", "sv") == "♦Kn"
    assert state.describe("play C7", "sv") == "♣7" and state.describe("play CQ", "sv") == "♣D"
    assert t("en", "bridge.card", suit="♠", rank="7") == "♠7"


def test_a_card_refusal_names_the_card_as_the_table_does():
    """Law 7B3: a card not in the hand is refused, named "♠A" (not "SA")."""
    state = GAME.deal({}, deal={"board": 1, "hands": MIXED})
    for call in ("1S", "pass", "pass", "pass"):
        state = state.apply(call)
    foreign = next(c for c in MIXED["NESW"[(state.to_move() + 1) % 4]] if c[1] in "JQKA")
    with pytest.raises(IllegalAction) as err:
        state.apply(f"play {foreign}")
    assert str(err.value).startswith(f"{'♣♦♥♠'['CDHS'.index(foreign[0])]}{foreign[1]} is not in your hand")


# --- claims (Laws 68D, 69A, 70) ---------------------------------------------------------------

def claimed_state():
    """1♠ by North on MIXED; after two tricks the player on play claims 5."""
    state = GAME.deal({}, deal={"board": 1, "hands": MIXED})
    for call in ("1S", "pass", "pass", "pass"):
        state = state.apply(call)
    for _ in range(8):
        state = state.apply(state.legal_actions()[0])
    return state.apply("claim 5")


def test_claim_texts_cite_the_laws_and_say_what_talong_does():
    """Law 68D: play stops after a claim; Law 69A: it stands when the
    opponents accept it; Law 70: a disputed claim is for the director, whom
    talong replaces by withdrawing the claim and playing the rest out with no
    further claim. The texts say so, and the engine does it."""
    for lang, played_out, withdrawn in (("en", "played out", "withdrawn"), ("sv", "spelas ut", "tillbaka")):
        answer, disputed = t(lang, "bridge.ui.claimAnswer"), t(lang, "bridge.ui.claimDisputed")
        assert all(law in answer for law in ("68D", "69A", "70")), answer
        assert all(law in disputed for law in ("68D", "70")) and played_out in disputed and withdrawn in disputed
    state = claimed_state()
    assert state.phase() == "claim" and state.legal_actions() == ["accept", "dispute"]   # play has stopped
    answerers = state.answerers()
    assert len(answerers) == 2 or answerers == (state.declarer,)
    disputed = state.apply("dispute")
    assert disputed.phase() == "play" and disputed.claims() == []   # played out, no further claim
    while not disputed.is_terminal():
        disputed = disputed.apply(disputed.legal_actions()[0])
    line = disputed.result()["lines"][1]
    en, sv = line_text(line, "en"), line_text(line, "sv")
    assert "Law 70" in en and "withdrawn" in en and "played out" in en and "11 remaining tricks" in en
    assert "Lag 70" in sv and "bestreds" in sv and "tillbaka" in sv and "11 återstående stick" in sv


def test_one_remaining_trick_is_singular():
    """"1 remaining trick", never "1 remaining tricks" (plural forms)."""
    from talong.games.bridge.state import claim_line
    for outcome in ("agreed", "disputed"):
        en = line_text(claim_line(N, 1, 12, 0, outcome), "en")
        assert "1 remaining trick" in en and "1 remaining tricks" not in en, en
        assert "3 remaining tricks" in line_text(claim_line(N, 2, 10, 0, outcome), "en")
    assert t("en", "bridge.ui.claimWords", seat="South", tricks=1, count=1) == "South claims 1 of the 1 remaining trick"
    assert t("sv", "bridge.ui.claimWords", seat="Syd", tricks=9, count=11) == "Syd gör anspråk på 9 av 11 återstående stick"


# --- amounts of tricks (hints and reviews) ------------------------------------------------------

def test_an_amount_of_tricks_takes_its_plural_form():
    """A review's cost and a hint's gain carry their unit in the right form:
    "1 trick", never "1 tricks"; a fraction reads as a plural."""
    from talong.ai.advice.report import review_lines
    from talong.ai.advice.texts import amount, render
    assert amount("unit.tricks", 1) == {"en": "1 trick", "sv": "1 stick"}
    assert amount("unit.tricks", 2.0) == {"en": "2 tricks", "sv": "2 stick"}
    assert amount("unit.tricks", 1.5) == {"en": "1.5 tricks", "sv": "1,5 stick"}
    assert amount("unit.score", 1)["en"] == "1 point" and amount("unit.card_points", 0.75)["en"] == "0.8 card points"
    hint = render("advice.sure", {"action": "play SA", "other": "play S7", "n": 20, "gain": amount("unit.tricks", 1.0)},
                  lambda action, lang: GAME.deal({}, deal={"board": 1, "hands": MIXED}).describe(action, lang))
    assert hint["en"] == "♠A: best on all 20 sampled layouts, on average 1 trick more than ♠7", hint["en"]
    review = {"decisions": [{"marked": True, "text": {"sv": "♠A", "en": "♠A"}, "cost": 1.0,
                             "best_text": {"sv": "♠7", "en": "♠7"}}],
              "unit": {"sv": "stick", "en": "tricks"}, "unit_key": "unit.tricks",
              "method": {"sv": "m", "en": "m"}, "total": 1.0}
    lines = review_lines(review, "en")
    assert lines[0].endswith("total cost 1 trick") and "cost 1 trick (best: ♠7)" in lines[1], lines


def test_a_malformed_claim_names_the_remaining_tricks_in_the_right_form():
    """Law 68A: "claim N"; a malformed claim is refused naming the remaining
    tricks in their plural form ("the 1 remaining trick")."""
    fresh = GAME.deal({}, deal={"board": 1, "hands": MIXED})
    for call in ("1S", "pass", "pass", "pass"):
        fresh = fresh.apply(call)
    fresh = fresh.apply(fresh.legal_actions()[0])   # the opening lead: the play period has begun
    with pytest.raises(IllegalAction) as err:
        fresh.apply("claim all")
    assert "of the 13 remaining tricks" in str(err.value)
    assert "of the 1 remaining trick your side" in t("en", "bridge.refusal.not_a_claim", action="'claim all'", count=1)


def test_the_terminal_writes_the_contract_as_the_table_does():
    from talong.games.bridge import terminal
    state = GAME.deal({}, deal={"board": 1, "hands": MIXED})
    for call in ("1H", "double", "pass", "pass", "pass"):
        state = state.apply(call)
    assert "1♥X" in terminal.render(state.view(0), "sv") and "1HX" not in terminal.render(state.view(0), "en")
