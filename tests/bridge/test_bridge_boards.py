"""Boards (Law 2) and dealing (Law 6): talong/games/bridge/boards.py and
the dealing in talong/games/bridge/__init__.py."""
import pytest

from talong.core.engine import RecordError
from talong.games.bridge import GAME, deal_from_seed
from talong.games.bridge.boards import dealer_of, side_vulnerable, vulnerability_of

# Law 2's table, written out literally board by board (WBF Laws 2017, Law 2):
# "North Dealer Boards 1 5 9 13, East Dealer Boards 2 6 10 14, South Dealer
# Boards 3 7 11 15, West Dealer Boards 4 8 12 16; Neither Side Vulnerable
# Boards 1 8 11 14, North-South Vulnerable Boards 2 5 12 15, East-West
# Vulnerable Boards 3 6 9 16, Both Sides Vulnerable Boards 4 7 10 13".
LAW_2_DEALER = {1: "N", 5: "N", 9: "N", 13: "N", 2: "E", 6: "E", 10: "E", 14: "E",
                3: "S", 7: "S", 11: "S", 15: "S", 4: "W", 8: "W", 12: "W", 16: "W"}
LAW_2_VULNERABLE = {1: "None", 8: "None", 11: "None", 14: "None", 2: "NS", 5: "NS", 12: "NS", 15: "NS",
                    3: "EW", 6: "EW", 9: "EW", 16: "EW", 4: "All", 7: "All", 10: "All", 13: "All"}


@pytest.mark.parametrize("board", range(1, 65))
def test_dealer_and_vulnerability_follow_law_2_for_boards_1_to_64(board):
    """Law 2 (bridge-lagar-for-tavlingsbridge-2017.txt, LAG 2 BRICKORNA): the
    table for boards 1-16; "Samma sekvens upprepas för Bricka [17-32] samt för
    alla följande grupper om 16 brickor"."""
    base = (board - 1) % 16 + 1
    assert dealer_of(board) == LAW_2_DEALER[base]
    assert vulnerability_of(board) == LAW_2_VULNERABLE[base]


def test_board_numbers_start_at_one():
    """Law 2: every board is numbered (from 1)."""
    for bad in (0, -3, "1", None, True):
        with pytest.raises(ValueError, match="Law 2"):
            dealer_of(bad)


def test_side_vulnerability():
    """Law 2 / Law 4: the sides are North-South and East-West."""
    assert side_vulnerable("NS", 0) and side_vulnerable("NS", 2) and not side_vulnerable("NS", 1)
    assert side_vulnerable("EW", 3) and not side_vulnerable("EW", 2)
    assert all(side_vulnerable("All", s) for s in range(4))
    assert not any(side_vulnerable("None", s) for s in range(4))


def test_deal_from_board_options_carries_law_2_conditions():
    """Law 2: the board says who deals and who is vulnerable; the default
    board is the party's deal number."""
    state = GAME.deal({"board": 7}, seed=1)
    record = state.deal_record()
    assert (record["board"], record["dealer"], record["vulnerable"]) == (7, "S", "All")
    assert state.to_move() == 2
    assert GAME.deal({"number": 4}, seed=1).deal_record()["board"] == 4
    assert GAME.deal({}, seed=1).deal_record()["board"] == 1


def test_seeded_deal_is_reproducible_and_complete():
    """Law 6A/B: a shuffled pack dealt into four hands of 13; the same seed
    gives the same deal (reproducibility, SPEC 'Every game')."""
    a = deal_from_seed(42, 0)
    assert a == deal_from_seed(42, 0) and a != deal_from_seed(43, 0)
    assert [h.bit_count() for h in a] == [13] * 4
    assert a[0] | a[1] | a[2] | a[3] == (1 << 52) - 1
    assert GAME.deal({"board": 2}, seed=9).deal_record() == GAME.deal({"board": 2}, seed=9).deal_record()


def test_seeded_deal_deals_one_card_at_a_time_clockwise_from_dealers_left():
    """Law 6B: "Korten måste ges ... ett kort åt gången ... Två intilliggande
    kort från leken får inte ges till samma hand. Det rekommenderade sättet
    att ge är att kortens fördelas roterande i riktning medurs." """
    import random
    from talong.core.cards import FRENCH_52
    order = FRENCH_52.shuffled(random.Random(5))
    hands = deal_from_seed(5, 2)  # South deals: West gets the first card
    for i, card in enumerate(order):
        assert hands[(3 + i) % 4] >> card & 1


def test_explicit_deal_round_trips_through_deal_record():
    """Law 6 / records: an explicit deal rebuilds the same board."""
    state = GAME.deal({"board": 5}, seed=3)
    again = GAME.deal({}, deal=state.deal_record())
    assert again.deal_record() == state.deal_record()


def _hands():
    return GAME.deal({"board": 1}, seed=11).deal_record()["hands"]


@pytest.mark.parametrize("breakage, match", [
    (lambda h: h["N"].pop(), "12 cards"),
    (lambda h: h["N"].append(h["E"].pop()), "14 cards"),
    (lambda h: h["N"].__setitem__(0, h["E"][0]), "two hands"),
    (lambda h: h["N"].__setitem__(0, "XZ"), "not a card"),
    (lambda h: h["N"].__setitem__(1, h["N"][0]), "listed twice"),
    (lambda h: h.pop("W"), "N, E, S, W"),
])
def test_explicit_deal_is_validated_naming_law_6(breakage, match):
    """Law 6B: "till fyra händer om vardera 13 kort"; Law 1A: a pack of 52
    cards, four suits of 13: every card once. Refused with RecordError."""
    hands = _hands()
    breakage(hands)
    with pytest.raises(RecordError, match=match) as err:
        GAME.deal({}, deal={"board": 1, "hands": hands})
    assert "Law 6" in err.value.rule


def test_explicit_board_conditions_win_over_the_table():
    """Law 2: "Om trots allt någon sådan bricka används, gäller de villkor som
    anges på brickan" - an explicit dealer/vulnerability is played as given."""
    state = GAME.deal({}, deal={"board": 1, "dealer": "W", "vulnerable": "All", "hands": _hands()})
    assert state.to_move() == 3 and state.deal_record()["vulnerable"] == "All"
    missing = GAME.deal({}, deal={"board": 6, "hands": _hands()})
    assert missing.deal_record()["dealer"] == "E" and missing.deal_record()["vulnerable"] == "EW"
    for bad in ({"dealer": "X"}, {"vulnerable": "Both"}, {"board": 0}):
        with pytest.raises(RecordError, match="Law 2"):
            GAME.deal({}, deal={"board": 1, "hands": _hands(), **bad})


def test_party_plays_boards_in_order_and_totals_per_side():
    """Law 2: board n of a session carries its own dealer and vulnerability;
    the party's totals are North-South's and East-West's scores (Law 4: two sides)."""
    from talong.ai import RandomPlayer
    from talong.runner import self_play
    lines = list(self_play("bridge", {"deals": 5, "first_board": 15}, 3, [RandomPlayer(s) for s in range(4)]))
    boards = [line["board"] for line in lines[:-1]]
    assert boards == [15, 16, 17, 18, 19]
    record = lines[-1]["record"]
    assert [d["deal"]["dealer"] for d in record["deals"]] == ["S", "W", "N", "E", "S"]
    assert [d["deal"]["vulnerable"] for d in record["deals"]] == ["NS", "EW", "None", "NS", "EW"]
    final = lines[-1]["final"]
    assert final["NS"] == sum(line["score_ns"] for line in lines[:-1]) == -final["EW"]
