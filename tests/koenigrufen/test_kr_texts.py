"""Königrufen's action words (talong/games/koenigrufen/texts.py): a card is
named as a club player reads it, in the table's language, never by its code
(rules p.11 «Kortleken»: hjärter, ruter, spader, klöver; kung, dam, kavall,
knekt; «tarok I» … «tarok XXI»; Sküsen), and a call names the king's suit."""
from __future__ import annotations

import pytest

from talong.core.tarock import PACK_NAMES
from talong.games.koenigrufen.texts import describe, message

from kr_support import RAW_CODE


def words(action: str) -> tuple[str, str]:
    return describe(action, "sv"), describe(action, "en")


@pytest.mark.parametrize("verb, sv, en", [("play", "Spelar", "Plays"), ("discard", "Lägger bort", "Lays away")])
def test_a_card_of_each_kind_is_named_in_words(verb, sv, en):
    cards = {"hk": ("hjärter kung", "king of hearts"), "dd": ("ruter dam", "queen of diamonds"),
             "ska": ("spader kavall", "cavall of spades"), "ckn": ("klöver knekt", "jack of clubs"),
             "d1": ("ruter 1", "1 of diamonds"), "h4": ("hjärter 4", "4 of hearts"),
             "s9": ("spader 9", "9 of spades"), "c10": ("klöver 10", "10 of clubs"),
             "III": ("tarok III", "tarok III"), "XIV": ("tarok XIV", "tarok XIV"),
             "I": ("tarok I (Pagat)", "tarok I (Pagat)"), "XXI": ("tarok XXI (Mond)", "tarok XXI (Mond)"),
             "S": ("Sküs", "Sküs")}
    for code, (sv_card, en_card) in cards.items():
        assert words(f"{verb} {code}") == (f"{sv} {sv_card}", f"{en} {en_card}"), code


def test_every_card_of_the_pack_is_worded_without_its_code():
    for code in PACK_NAMES:
        for verb in ("play", "discard"):
            for text in words(f"{verb} {code}"):
                assert not RAW_CODE.search(text), (code, text)
    # written in either case, as the engine parses it
    assert words("play CK") == words("play ck") == ("Spelar klöver kung", "Plays king of clubs")


def test_a_call_names_the_king_of_the_suit():
    assert words("call h") == ("Anropar hjärterkungen", "Calls the king of hearts")
    assert words("call d") == ("Anropar ruterkungen", "Calls the king of diamonds")
    assert words("call s") == ("Anropar spaderkungen", "Calls the king of spades")
    assert words("call c") == ("Anropar klöverkungen", "Calls the king of clubs")
    assert words("call fourth") == ("Anropar den fjärde kungen", "Calls the fourth king")
    # the engine's calls are suit letters; a king written as a card is the same call
    assert words("call CK") == words("call ck") == words("call c")


def test_what_is_no_card_or_no_call_is_not_worded_as_one():
    # a jack is no king to call, "T3" and "sv" are no cards of the pack: left as
    # the action (describe's fallback), never "Anropar ckn kung" / "Spelar T3"
    for action in ("call ckn", "call x", "discard T3", "play sv", "play s5"):
        assert message(action) is None and words(action) == (action, action)


def test_another_seats_face_down_discard_reads_as_one():
    # the view's history gives the bare verb for a discard the seat may not see (KR-F04)
    assert words("discard") == ("Lägger bort ett kort", "Lays a card away")


def test_the_raw_code_pattern_finds_codes():
    # the pattern the texts are checked with does catch each kind of code
    for text in ("Spelar s9", "Lägger bort T3", "Anropar ckn kung", "Plays XXI", "Plays hka", "Spelar S"):
        assert RAW_CODE.search(text), text
    for text in ("Spelar tarok XXI (Mond)", "Spelar Sküs", "Anropar spaderkungen", "Plays 9 of spades"):
        assert not RAW_CODE.search(text), text
