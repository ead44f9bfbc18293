"""Schafkopf settlement as tables of literal cases: schafkopf-cardavia.txt "1. Syfte"
and "5. Poängsättning och slut", with SPEC.md "Schafkopf: decisions"."""
import pytest

from talong.games.schafkopf.scoring import laufende
from talong.games.schafkopf.rules import RUFER_RANKING, ranking
from talong.games.schafkopf.tables import WENZ
from schafkopf_support import deal, finished, run

H1 = ["SO", "EU", "GU", "HU", "SU", "HK", "H9", "S8"]
H2 = ["EA", "E9", "E8", "E7", "SA", "ST", "GK", "G7"]
# Seat 0 with EO GO HO: the declarers of a Rufer/Solo by seat 0 hold 3 Laufende.
LAUF3 = ["EO", "GO", "HO", "EK", "HA", "HT", "GA", "S7"]
# Seat 0 with EO GO SO (HO with the defenders): only 2 in a row, no Laufende.
LAUF0 = ["EO", "GO", "SO", "EK", "HA", "HT", "GA", "S7"]
H1_LAUF0 = ["HO", "EU", "GU", "HU", "SU", "HK", "H9", "S8"]
SIE = ["EO", "GO", "HO", "SO", "EU", "GU", "HU", "SU"]


def rufer_e(h0=LAUF0, h1=H1_LAUF0):
    """Seat 0 plays Rufer with the Eichel ace; seat 2 (EA) is the partner."""
    return run(deal(h0, h1, H2), "bid rufer E", "pass", "pass", "pass")


def solo_by_0(bid, h0=LAUF3, h1=H1, h2=H2):
    return run(deal(h0, h1, h2), bid, "pass", "pass", "pass")


@pytest.mark.parametrize("points, tricks, value, won, schneider, schwarz", [
    ((40, 30, 30, 20), (3, 2, 2, 1), 1, True, False, False),    # 70: won
    ((31, 30, 30, 29), (2, 2, 2, 2), 1, True, False, False),    # 61 wins
    ((30, 30, 30, 30), (2, 2, 2, 2), 1, False, False, False),   # 60: defenders win with 60
    ((50, 10, 41, 19), (4, 1, 2, 1), 2, True, True, False),     # 91: Schneider
    ((50, 30, 40, 0), (4, 2, 2, 0), 1, True, False, False),     # 90: no Schneider
    ((10, 50, 21, 39), (1, 4, 1, 2), 1, False, False, False),   # defenders 89: no Schneider
    ((10, 50, 20, 40), (1, 4, 1, 2), 2, False, True, False),    # defenders 90: Schneider
    ((70, 0, 50, 0), (5, 0, 3, 0), 3, True, True, True),        # all eight tricks: Schwarz +2 instead
    ((0, 70, 0, 50), (0, 5, 0, 3), 3, False, True, True),       # defenders take every trick
])
def test_rufer_base_one_schneider_schwarz(points, tricks, value, won, schneider, schwarz):
    """1.: "Förklararens sida behöver minst 61 kortpoäng; försvarare behöver 60."
    5.: "Rufer får bas ett ... Spelförarens sida på 91 eller försvarare på 90 ger
    Schneider poäng, lägger till ett. Tar man alla åtta stick ger Schwarz poäng, lägger
    till två istället." "I Rufer får varje vinnare uppgörelsevärdet och varje förlorare
    förlorar det." """
    result = finished(rufer_e(), points, tricks).result()
    assert (result["value"], result["won"], result["schneider"], result["schwarz"]) == \
        (value, won, schneider, schwarz)
    sign = 1 if won else -1
    assert result["returns"] == [sign * value, -sign * value, sign * value, -sign * value]
    assert result["partner"] == 2 and result["laufende"] == 0


def test_rufer_with_three_laufende():
    """5.: "Laufende räknar de högsta trumfen i rad ... med start vid ekollon Ober ...
    Minst tre i Rufer ... Varje tillför en." Declarers hold EO GO HO: 1 + 3 = 4."""
    result = finished(rufer_e(LAUF3, H1), (40, 30, 30, 20), (3, 2, 2, 1)).result()
    assert result["laufende"] == 3 and result["value"] == 4 and result["returns"] == [4, -4, 4, -4]
    assert any("Laufende 3 (med)" in line["text_sv"] for line in result["lines"])


def test_laufende_without_count_for_the_defenders_side_and_are_paid_to_winners():
    """5.: Laufende "som ursprungligen hölls av båda sidor ... betalat till vinnarna på
    den sida som haft dem"; SPEC: they raise the value of the deal, the whole value goes
    to the winners. Defenders hold EO GO HO SO EU GU HU SU (8 "without"), declarers win."""
    h0 = ["EA", "H9", "HA", "HT", "GA", "GT", "S7", "S8"]
    h1 = ["EO", "GO", "HO", "SO", "E7", "E8", "G7", "G8"]
    h2 = ["EU", "GU", "HU", "SU", "E9", "ET", "G9", "GK"]
    state = run(deal(h0, h1, h2), "pass", "pass", "pass", "bid rufer E")
    assert state.declarer == 3 and state.partner == 0
    result = finished(state, (40, 30, 20, 30), (3, 2, 2, 1)).result()
    assert result["laufende"] == 8 and result["value"] == 9 and result["returns"] == [9, -9, -9, 9]
    assert any("(without)" in line["text_en"] for line in result["lines"])


def test_laufende_counting_and_minimum():
    """5.: "Minst tre i Rufer eller Solo, eller två i Wenz, behövs." """
    from talong.core.cards import GERMAN_32 as P
    top = P.parse_set(["EO", "GO"])
    assert laufende(RUFER_RANKING.trump_list, top, 3) == 0
    assert laufende(RUFER_RANKING.trump_list, top | P.parse_set(["HO"]), 3) == 3
    assert laufende(RUFER_RANKING.trump_list, P.parse_set(["SO"]), 3) == 3   # the other side: EO GO HO
    wenz = ranking(WENZ, None).trump_list
    assert laufende(wenz, P.parse_set(["EU", "GU"]), 2) == 2
    assert laufende(wenz, P.parse_set(["EU", "HU"]), 2) == 0


@pytest.mark.parametrize("points, tricks, value, returns", [
    ((70, 20, 20, 10), (5, 1, 1, 1), 5 + 3, [24, -8, -8, -8]),          # won, 3 Laufende
    ((95, 10, 10, 5), (6, 1, 1, 0), 5 + 1 + 3, [27, -9, -9, -9]),        # Schneider
    ((120, 0, 0, 0), (8, 0, 0, 0), 5 + 2 + 3, [30, -10, -10, -10]),      # Schwarz
    ((60, 20, 20, 20), (4, 2, 1, 1), 5 + 3, [-24, 8, 8, 8]),             # 60: lost
    ((30, 30, 30, 30), (2, 2, 2, 2), 5 + 1 + 3, [-27, 9, 9, 9]),         # lost Schneider
])
def test_solo_base_five_soloist_three_times(points, tricks, value, returns):
    """5.: "Wenz och Solo fem"; "I solospel får eller förlorar varje motståndare värdet;
    spelföraren vinner eller förlorar tre gånger så mycket. Poängen summeras till noll." """
    result = finished(solo_by_0("bid solo H"), points, tricks).result()
    assert result["value"] == value and result["returns"] == returns and sum(returns) == 0
    assert result["partner"] is None


def test_wenz_laufende_from_eichel_unter_two_needed():
    """5.: Laufende "med start vid ... ekollon Unter i Wenz"; two in Wenz."""
    h0 = ["EU", "GU", "EA", "ET", "GA", "HA", "SA", "S7"]
    h1 = ["HU", "SU", "EO", "GO", "HO", "SO", "H7", "H8"]
    state = run(deal(h0, h1, ["E9", "E8", "E7", "EK", "GT", "G9", "G8", "H9"]),
                "bid wenz", "pass", "pass", "pass")
    result = finished(state, (80, 20, 10, 10), (6, 1, 1, 0)).result()
    assert result["laufende"] == 2 and result["value"] == 7 and result["returns"] == [21, -7, -7, -7]
    no_lauf = ["EU", "HU", "EA", "ET", "GA", "HA", "SA", "S7"]
    h1b = ["GU", "SU", "EO", "GO", "HO", "SO", "H7", "H8"]
    state = run(deal(no_lauf, h1b, ["E9", "E8", "E7", "EK", "GT", "G9", "G8", "H9"]),
                "bid wenz", "pass", "pass", "pass")
    result = finished(state, (80, 20, 10, 10), (6, 1, 1, 0)).result()
    assert result["laufende"] == 0 and result["value"] == 5


def test_wenz_tout_won_base_ten_laufende_doubled_no_schwarz_bonus():
    """5.: "Tout bas tio har ingen Schneider- eller Schwarz-bonus"; Laufende "dubblat för Tout"."""
    h0 = ["EU", "GU", "EA", "ET", "GA", "HA", "SA", "S7"]
    h1 = ["HU", "SU", "EO", "GO", "HO", "SO", "H7", "H8"]
    state = run(deal(h0, h1, ["E9", "E8", "E7", "EK", "GT", "G9", "G8", "H9"]),
                "bid wenz-tout", "pass", "pass", "pass")
    result = finished(state, (120, 0, 0, 0), (8, 0, 0, 0)).result()
    assert result["won"] and not result["schneider"] and not result["schwarz"]
    assert result["value"] == 10 + 2 * 2 and result["returns"] == [42, -14, -14, -14]


def test_solo_tout_lost_by_one_trick():
    """3.: "att förlora ett enda stick innebär nederlag i given"; 5.: Tout base 10,
    Laufende doubled. Seat 0's Herz Solo Tout with EO GO HO (3 Laufende) loses the
    first trick."""
    h3 = ["ET", "S9", "SK", "H7", "H8", "G8", "G9", "GT"]
    state = run(deal(LAUF3, H1, H2, h3), "bid solo-tout H", "pass", "pass", "pass",
                "play GA", "play HU", "play G7", "play G8")
    result = state.result()
    assert result["won"] is False and result["value"] == 10 + 2 * 3
    assert result["returns"] == [-48, 16, 16, 16]


def test_solo_tout_won_needs_all_eight_tricks():
    result = finished(solo_by_0("bid solo-tout H"), (120, 0, 0, 0), (8, 0, 0, 0)).result()
    assert result["won"] and result["value"] == 16 and result["returns"] == [48, -16, -16, -16]


def test_sie_base_twenty_laufende_four_times_settled_as_solo():
    """5.: "Sie bas tjugo"; Laufende "fyrdubblat för Sie"; SPEC: Sie is settled as a solo
    game. Seat 1 holds all Obers and Unters (8 Laufende in the Herz order; HA is not his)."""
    state = run(deal(["EA", "ET", "GA", "GT", "SA", "ST", "HA", "HT"], SIE,
                     ["EK", "E9", "E8", "E7", "GK", "G9", "G8", "G7"]), "pass", "bid sie")
    result = state.result()
    assert result["contract"] == "sie" and result["won"] and result["laufende"] == 8
    assert result["value"] == 20 + 4 * 8 and result["returns"] == [-52, 156, -52, -52]


def test_settlement_lines_show_each_step_and_each_seat():
    """SPEC "Every game": a finished deal shows its settlement line by line."""
    result = finished(rufer_e(LAUF3, H1), (50, 10, 41, 19), (4, 1, 2, 1)).result()
    texts = [line["text_en"] for line in result["lines"]]
    assert texts[0].startswith("Rufer calling the Eichel Daus: declarer seat 0, partner seat 2")
    assert "Base 1" in texts and "Schneider +1" in texts and "Value 5" in texts
    assert result["lines"][2]["text_sv"] == "Bas 1"
    seats = [line for line in result["lines"] if "seat" in line]
    assert [line["amount"] for line in seats] == result["returns"] == [5, -5, 5, -5]
    assert result["card_points"] == {"declarers": 91, "defenders": 29}
    assert result["tricks"] == {"declarers": 6, "defenders": 2}
