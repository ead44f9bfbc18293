"""Schafkopf pack, card points and dealing (schafkopf-cardavia.txt 2. Upplägg)."""
import pytest

from talong.core.engine import RecordError
from talong.games.schafkopf import GAME, deal_hands
from talong.games.schafkopf.tables import CARD_POINTS, CONTRACTS, PACK, TOTAL_POINTS
from schafkopf_support import ALL, deal


def test_pack_is_32_german_cards_A_10_K_O_U_9_8_7():
    """2. Upplägg: "Använd fyra tyska färger med A (Daus), 10, König, Ober, Unter,
    9, 8 och 7: 32 kort."""
    assert len(ALL) == 32 and PACK.full.bit_count() == 32
    assert {name[1] for name in ALL} == set("ATKOU987")
    assert {name[0] for name in ALL} == set("SHGE")


def test_card_values_11_10_4_3_2_0_0_0_total_120():
    """2. Upplägg: "Värdena är 11, 10, 4, 3, 2, 0, 0, 0: totalt 120." """
    by_rank = {PACK.name_of(c)[1]: CARD_POINTS[c] for c in range(32)}
    assert by_rank == {"A": 11, "T": 10, "K": 4, "O": 3, "U": 2, "9": 0, "8": 0, "7": 0}
    assert sum(CARD_POINTS) == TOTAL_POINTS == 120


def test_deal_two_rounds_of_four_clockwise_from_left_of_dealer():
    """2. Upplägg: "Dela medurs i två rundor om fyra, åtta kort vardera." Seat
    s+1 sits to the left of seat s, so dealer 1 deals first to seat 2."""
    hands = deal_hands(list(range(32)), dealer=1)
    assert hands[2] == (0b1111 | 0b1111 << 16)
    assert hands[3] == (0b1111 << 4 | 0b1111 << 20)
    assert hands[0] == (0b1111 << 8 | 0b1111 << 24)
    assert hands[1] == (0b1111 << 12 | 0b1111 << 28)
    assert all(h.bit_count() == 8 for h in hands)


def test_forehand_left_of_dealer_bids_and_leads_first():
    """2. Upplägg: "Spelaren till vänster om given bjuder och leder först." """
    for dealer in range(4):
        state = GAME.deal({"dealer": dealer}, seed=7)
        assert state.to_move() == (dealer + 1) % 4
        state = state.apply("pass").apply("pass").apply("pass")
        wenz = state.apply("bid wenz")
        assert wenz.to_move() == (dealer + 1) % 4


def test_dealer_moves_left_each_deal():
    """2. Upplägg: "Givaren flyttar nästa given åt vänster." (the generic Party)."""
    from talong.core.engine import make_party
    party = make_party(GAME, {"deals": 4}, seed=3)
    dealers = []
    for _ in range(4):
        state = party.next_deal()
        dealers.append(state.dealer)
        while not state.is_terminal():
            state = state.apply(state.legal_actions()[0])
        party.finish_deal(state)
    assert dealers == [0, 1, 2, 3]


def test_shuffled_deal_is_reproducible_from_seed_and_record():
    a = GAME.deal({"dealer": 2}, seed=99)
    b = GAME.deal({"dealer": 2}, seed=99)
    assert a.deal_record() == b.deal_record()
    c = GAME.deal({"dealer": 2}, deal=a.deal_record())
    assert c.start == a.start and c.dealer == 2


@pytest.mark.parametrize("bad, words", [
    ({"dealer": 0, "hands": {"0": ALL[:8], "1": ALL[8:16], "2": ALL[16:24]}}, "expected seats"),
    ({"dealer": 0, "hands": {"0": ALL[:7], "1": ALL[8:16], "2": ALL[16:24], "3": ALL[24:]}}, "has 7 cards"),
    ({"dealer": 0, "hands": {"0": ALL[:8], "1": ALL[:8], "2": ALL[16:24], "3": ALL[24:]}}, "already dealt"),
    ({"dealer": 0, "hands": {"0": ["XX"] + ALL[1:8], "1": ALL[8:16], "2": ALL[16:24], "3": ALL[24:]}},
     "not a card"),
    ({"dealer": 7, "hands": {"0": ALL[:8], "1": ALL[8:16], "2": ALL[16:24], "3": ALL[24:]}}, "not a seat"),
    ({"dealer": 0, "hands": "nope"}, "hands"),
])
def test_malformed_deal_records_raise_record_error_naming_the_problem(bad, words):
    with pytest.raises(RecordError, match=words) as err:
        GAME.deal({}, deal=bad)
    assert "2. Upplägg" in err.value.rule


def test_deal_record_dealer_must_match_the_party_dealer():
    record = deal(ALL[:8], ALL[8:16], ALL[16:24]).deal_record()
    with pytest.raises(RecordError, match="dealt by seat 1"):
        GAME.deal({"dealer": 1}, deal=record)


def test_schafkopf_is_for_four_players_only():
    """1. Syfte / SPEC table: Schafkopf is played by 4."""
    with pytest.raises(RecordError, match="played by 4"):
        GAME.deal({"players": 3}, seed=1)
    assert GAME.seats == (4,)


def test_contract_table_order_and_base_values():
    """3. Budgivning: "Ordning: Rufer < Wenz < Solo < Wenz Tout < Solo Tout < Sie";
    5. Poängsättning: "Rufer får bas ett, Wenz och Solo fem ... Tout bas tio ... Sie bas tjugo"."""
    assert [(c.name, c.order, c.base) for c in CONTRACTS] == [
        ("Rufer", 1, 1), ("Wenz", 2, 5), ("Solo", 3, 5), ("Wenz Tout", 4, 10),
        ("Solo Tout", 5, 10), ("Sie", 6, 20)]
