"""The tarock pack and card points (koenigrufen-stockholms-wirasallskap.txt p.11-12,
checklist groups A and B)."""
import pytest

from talong.core.cards import CardError
from talong.core.tarock import (FACE_POINTS, MATADORS, MOND, PACK_NAMES, PAGAT, SKUS, SUIT_CARDS, TAROCK_54,
                                TAROKS, TOTAL_THIRDS, points_text, tarok, thirds)
from talong.games.koenigrufen.rules import trick_winner
from talong.games.koenigrufen.tables import WIN_THIRDS

from kr_support import mask


def test_pack_has_54_cards_four_suits_of_eight_and_22_taroks():
    """KR-A01 p.11 Kortleken: «en förkortad taroklek om femtiofyra kort. Det
    finns åtta kort i var och en av de fyra färgerna»; KR-C01 twelve cards each
    and six in the talon (12·4 + 6 = 54)."""
    assert TAROCK_54.size == 54
    assert SUIT_CARDS.bit_count() == 32 and TAROKS.bit_count() == 22
    assert [len(s.ranks) for s in TAROCK_54.suits] == [8, 8, 8, 8, 22]
    assert 12 * 4 + 6 == TAROCK_54.size


def test_black_suits_rank_k_d_ka_kn_10_9_8_7():
    """KR-A02 p.11: «De svarta färgerna består av från högst till lägst: kung
    (K), dam (D), kavall (ka), knekt (kn), tio, nio, åtta och sju.»"""
    order = ["sk", "sd", "ska", "skn", "s10", "s9", "s8", "s7"]
    for higher, lower in zip(order, order[1:]):
        assert trick_winner([TAROCK_54.parse(lower), TAROCK_54.parse(higher)], False) == 1
        assert trick_winner([TAROCK_54.parse(higher), TAROCK_54.parse(lower)], False) == 0


def test_red_suits_rank_k_d_ka_kn_1_2_3_4():
    """KR-A03 p.11: «efter knekten följer ess, två, tre och fyra» — the pip
    order of the red suits is reversed (the ess beats the four)."""
    order = ["hk", "hd", "hka", "hkn", "h1", "h2", "h3", "h4"]
    for higher, lower in zip(order, order[1:]):
        assert trick_winner([TAROCK_54.parse(lower), TAROCK_54.parse(higher)], False) == 1
    assert trick_winner([TAROCK_54.parse("d4"), TAROCK_54.parse("d1")], False) == 1


def test_taroks_are_standing_trump_higher_number_wins_and_skus_is_22():
    """KR-A04 p.11: taroks are «en stående trumf»; «Taroker med högre nummer tar
    över taroker med lägre nummer»; KR-A06 «Sküsen tar över alla numrerade
    taroker»; KR-A05 tarok I Pagaten, XXI månen; KR-A07 matadors."""
    assert trick_winner([TAROCK_54.parse("hk"), TAROCK_54.parse("I")], False) == 1
    assert trick_winner([TAROCK_54.parse("V"), TAROCK_54.parse("IV")], False) == 0
    assert trick_winner([TAROCK_54.parse("XXI"), TAROCK_54.parse("S")], False) == 1
    assert PAGAT == tarok(1) and TAROCK_54.name_of(PAGAT) == "I"
    assert TAROCK_54.name_of(MOND) == "XXI" and TAROCK_54.name_of(SKUS) == "S" and SKUS == tarok(22)
    assert MATADORS == mask(["S", "XXI", "I"])


def test_card_names_are_the_rule_texts_codes():
    """KR-A08 p.11: the list «sk sd ska skn s10 s9 s8 s7 ck cd … hk hd hka hkn h1
    h2 h3» and «S XXI XX … I»; the garbled capitals (H4, DK, D2) read lower
    case. Parsing accepts either case."""
    text = "sk sd ska skn s10 s9 s8 s7 ck cd cka ckn c10 c9 c8 c7 hk hd hka hkn h1 h2 h3 h4 dk dd dka dkn d1 d2 d3 d4"
    assert set(text.split()) == {n for n in PACK_NAMES if n[0] in "hdsc" and n != "S"} - set()
    trumps = "S XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X IX VIII VII VI V IV III II I".split()
    assert set(trumps) == {PACK_NAMES[c] for c in range(32, 54)}
    assert TAROCK_54.parse("H4") == TAROCK_54.parse("h4") and TAROCK_54.parse("xxi") == MOND
    with pytest.raises(CardError):
        TAROCK_54.parse("h5")


def test_card_points_and_blad():
    """KR-A09 p.11: «Varje kung och varje matador är värd 4 poäng, varje dam 3
    poäng, varje kavall 2 poäng, varje knekt 1 poäng och alla övriga kort 0»;
    KR-A10 one third (blad) per card taken; KR-A12 «Det finns sammanlagt 70
    poäng i leken» = 210 thirds."""
    face = {TAROCK_54.name_of(c): FACE_POINTS[c] for c in range(54)}
    assert face["sk"] == face["hk"] == face["S"] == face["XXI"] == face["I"] == 4
    assert face["cd"] == 3 and face["dka"] == 2 and face["hkn"] == 1
    assert face["h1"] == face["s10"] == face["XX"] == face["II"] == 0
    assert thirds(mask(["sk"])) == 13          # 4 points and one blad
    assert thirds(mask(["II", "III", "IV"])) == 3   # three blad = one point
    assert thirds(TAROCK_54.full) == TOTAL_THIRDS == 210
    assert sum(FACE_POINTS) == 52 and 52 + 54 // 3 == 70


def test_table_method_equals_thirds_rounded_half_up():
    """KR-B01 each side's pile; KR-B02 p.12 one point per trick plus one extra
    every third trick; KR-B03 one extra blad rounds down, two round up; KR-B04
    a point per three talon cards; KR-B05 then the face points; KR-B06 the
    engine's thirds give the same value rounded half up: (thirds + 1) // 3."""
    for tricks in range(13):
        table = tricks + tricks // 3 + (1 if tricks % 3 == 2 else 0)   # B02, B03
        pile = (1 << (4 * tricks)) - 1                                   # any 4·tricks cards
        face = sum(FACE_POINTS[c] for c in range(4 * tricks))
        assert (thirds(pile) + 1) // 3 == table + face                   # B05, B06
    for sets in range(3):                                                # B04: talon cards, three at a time
        assert thirds(((1 << (3 * sets)) - 1) << tarok(2)) == 3 * sets   # II, III, … carry no face points


def test_win_threshold_is_35_2():
    """KR-B07/KR-B08 p.12: «Spelföraren vinner således sitt spel med 35/2 eller
    mer, men förlorar med 35/1 eller mindre»; KR-B09 the notation P/B."""
    assert WIN_THIRDS == 107
    assert points_text(107) == "35/2" and points_text(106) == "35/1"
    assert points_text(105) == "35/0"
