"""Schafkopf settlement as tables of literal cases: schafkopf-cardavia.txt "1. Syfte"
and "5. Poängsättning och slut", with SPEC.md "Schafkopf: decisions"; the
settlement lines of a deal and the party's final standings, in Swedish and
English, as the engine writes them for every table (browser and terminal)."""
import pytest

from talong.core.engine import make_party
from talong.games.schafkopf import GAME
from talong.games.schafkopf.scoring import laufende
from talong.games.schafkopf.rules import RUFER_RANKING, ranking
from talong.games.schafkopf.tables import WENZ
from talong.i18n import line_text
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
    assert any("Laufende 3 (med)" in line_text(line, "sv") for line in result["lines"])


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
    assert any("(without)" in line_text(line, "en") for line in result["lines"])


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


def texts(result, lang="sv"):
    return [line_text(line, lang) for line in result["lines"]]


def seat_lines(result, lang="sv"):
    """(text, seat, amount) of each seat's line."""
    return [(line_text(line, lang), line["seat"], line["amount"]) for line in result["lines"] if "seat" in line]


def test_settlement_lines_show_each_step_and_each_seat():
    """SPEC "Every game": a finished deal shows its settlement line by line
    (seats numbered 1-4 for people, as at the table: seat index 0 is "plats 1").
    A Rufer with Schneider and Laufende, 5.: "Rufer får bas ett ... Spelförarens
    sida på 91 ... ger Schneider poäng, lägger till ett"; "Laufende räknar de
    högsta trumfen i rad ... Minst tre i Rufer ... Varje tillför en"."""
    result = finished(rufer_e(LAUF3, H1), (50, 10, 41, 19), (4, 1, 2, 1)).result()
    assert texts(result) == [
        "Rufer (Eichel-Daus): spelförare plats 1, partner plats 3",
        "Kortpoäng: spelförarens sida 91 : 29 motspelarna (6 : 2 stick): vunnet",
        "Grundvärde 1",
        "Schneider +1",
        "Laufende 3 (med) × 1: +3",
        "Värde 5",
        "Spelförare", "Motspelare", "Partner", "Motspelare"]
    assert texts(result, "en") == [
        "Rufer (Eichel Daus): declarer seat 1, partner seat 3",
        "Card points: declarer's side 91 : 29 defenders (6 : 2 tricks): won",
        "Base value 1",
        "Schneider +1",
        "Laufende 3 (with) × 1: +3",
        "Value 5",
        "Declarer", "Defender", "Partner", "Defender"]
    # a seat's line says its role; the seat and amount are fields, printed once beside it by
    # the table ("Plats 1 (Du): +5"), so the text names neither (no "Plats 1 ...: +5" twice)
    assert seat_lines(result) == [("Spelförare", 0, 5), ("Motspelare", 1, -5), ("Partner", 2, 5),
                                  ("Motspelare", 3, -5)]
    seats = [line for line in result["lines"] if "seat" in line]
    assert [line["seat"] for line in seats] == [0, 1, 2, 3]
    assert [line["amount"] for line in seats] == result["returns"] == [5, -5, 5, -5]
    assert result["card_points"] == {"declarers": 91, "defenders": 29}
    assert result["tricks"] == {"declarers": 6, "defenders": 2}


def test_settlement_lines_of_a_won_sie():
    """3.: "Sie kräver alla fyra Obers och alla fyra Unters i given och vinner
    omedelbart"; 5.: "Sie bas tjugo", Laufende "fyrdubblat för Sie"; SPEC.md
    "Schafkopf: decisions": "Sie is settled as a solo game (base 20, Laufende x4)"."""
    state = run(deal(["EA", "ET", "GA", "GT", "SA", "ST", "HA", "HT"], SIE,
                     ["EK", "E9", "E8", "E7", "GK", "G9", "G8", "G7"]), "pass", "bid sie")
    result = state.result()
    assert texts(result) == [
        "Sie: spelförare plats 2",
        "Plats 2 har alla Ober och Unter och vinner omedelbart",
        "Grundvärde 20",
        "Laufende 8 (med) × 4: +32",
        "Värde 52",
        "Motspelare", "Spelförare", "Motspelare", "Motspelare"]
    assert seat_lines(result)[1] == ("Spelförare", 1, 156)
    assert texts(result, "en")[:2] == ["Sie: declarer seat 2", "Seat 2 holds every Ober and Unter and wins at once"]
    assert texts(result, "en")[-3] == "Declarer"


def test_settlement_lines_of_a_solo_tout_lost_early():
    """3.: "Tout åtar sig att vinna alla åtta stick; att förlora ett enda stick
    innebär nederlag i given" (the deal ends there); 5.: "Tout bas tio", Laufende
    "dubblat för Tout"; "spelföraren vinner eller förlorar tre gånger så mycket"."""
    h3 = ["ET", "S9", "SK", "H7", "H8", "G8", "G9", "GT"]
    state = run(deal(LAUF3, H1, H2, h3), "bid solo-tout H", "pass", "pass", "pass",
                "play GA", "play HU", "play G7", "play G8")
    result = state.result()
    assert result["ended_early"] and result["played_tricks"] == 1
    assert texts(result) == [
        "Herz-Solo Tout: spelförare plats 1",
        "Kortpoäng: spelförarens sida 0 : 13 motspelarna (0 : 1 stick, avbrutet efter 1 stick): förlorat",
        "Grundvärde 10",
        "Laufende 3 (med) × 2: +6",
        "Värde 16",
        "Spelförare", "Motspelare", "Motspelare", "Motspelare"]
    assert [(seat, amount) for _, seat, amount in seat_lines(result)] == [(0, -48), (1, 16), (2, 16), (3, 16)]
    assert texts(result, "en")[:2] == [
        "Herz-Solo Tout: declarer seat 1",
        "Card points: declarer's side 0 : 13 defenders (0 : 1 tricks, ended after 1 trick): lost"]


def test_settlement_lines_of_a_schwarz():
    """5.: "Tar man alla åtta stick ger Schwarz poäng, lägger till två istället"
    (no Schneider line besides it); SPEC.md "Schafkopf: decisions": "Schwarz: one
    side wins every trick (+2 instead of +1)"."""
    result = finished(rufer_e(LAUF3, H1), (70, 0, 50, 0), (5, 0, 3, 0)).result()
    assert result["schneider"] and result["schwarz"] and result["value"] == 1 + 2 + 3
    lines = texts(result)
    assert lines[1] == "Kortpoäng: spelförarens sida 120 : 0 motspelarna (8 : 0 stick): vunnet"
    assert lines[2:6] == ["Grundvärde 1", "Schwarz +2", "Laufende 3 (med) × 1: +3", "Värde 6"]
    assert not any(line.startswith("Schneider") for line in lines)
    assert texts(result, "en")[3] == "Schwarz +2"
    # the defenders take every trick: Schwarz for them, and the declarers' Laufende still count
    lost = finished(rufer_e(LAUF3, H1), (0, 70, 0, 50), (0, 5, 0, 3)).result()
    assert texts(lost)[1].endswith("(0 : 8 stick): förlorat") and "Schwarz +2" in texts(lost)
    assert seat_lines(lost) == [("Spelförare", 0, -6), ("Motspelare", 1, 6), ("Partner", 2, -6),
                                ("Motspelare", 3, 6)]


def test_settlement_line_of_a_passed_out_deal():
    """3.: "Fyra pass får nästa giv att omdela"; SPEC.md "Schafkopf: decisions":
    "Four passes: no score, the next dealer deals" (Zusammengeworfen). The
    deal's own line does not name a next dealer: the deal may be the party's last."""
    result = run(deal(LAUF3, H1, H2), "pass", "pass", "pass", "pass").result()
    assert result["contract"] is None and result["returns"] == [0, 0, 0, 0]
    assert [(line_text(line, "sv"), line_text(line, "en")) for line in result["lines"]] == [(
        "Fyra pass: given kastas ihop, inga poäng.",
        "Four passes: the deal is thrown in (Zusammengeworfen), no score.")]


def passed_out(party):
    state = party.next_deal()
    for _ in range(4):
        state = state.apply("pass")
    return party.finish_deal(state)


def test_a_passed_out_deal_names_the_next_dealer_only_while_the_party_goes_on():
    """"Fyra pass får nästa giv att omdela": the party's line names who deals
    next (the deal passes to the left: deal 1 is dealt by seat 1, deal 2 by
    seat 2); after the party's last deal nobody deals, so no such line."""
    party = make_party(GAME, {"players": 4, "deals": 2}, 3)
    first = passed_out(party)
    assert [(line_text(line, "sv"), line_text(line, "en")) for line in first["party_lines"]] == [
        ("Plats 2 ger nästa giv.", "Seat 2 deals next.")]
    assert party.results[0] is first and party.next_deal().dealer == 1
    party = make_party(GAME, {"players": 4, "deals": 1}, 3)
    last = passed_out(party)
    assert party.is_over() and "party_lines" not in last
    assert not any("nästa" in line_text(line, "sv") for line in last["lines"])


def test_final_settlement_places_equal_totals_share_a_place():
    """SPEC "Every game": the settlement in the game's own units (points per
    deal, summed over the party); at the end, each seat's place and total, best
    first. Equal totals share a place and the next place is skipped."""
    party = make_party(GAME, {"players": 4, "deals": 2}, 1)
    party.totals, party.deals_played = [3, -5, 3, -1], 2
    final = party.final_settlement()
    assert final["totals"] == [3, -5, 3, -1] and final["places"] == [1, 4, 1, 3] and final["deals_played"] == 2
    # the place as text; the seat and total are fields, printed once beside it by the table
    assert [line_text(line, "sv") for line in final["lines"]] == [
        "2 givar spelades", "Placering 1 (delad)", "Placering 1 (delad)", "Placering 3", "Placering 4"]
    assert [line_text(line, "en") for line in final["lines"]] == [
        "2 deals played", "Place 1 (shared)", "Place 1 (shared)", "Place 3", "Place 4"]
    assert [(line["seat"], line["amount"]) for line in final["lines"][1:]] == [(0, 3), (2, 3), (3, -1), (1, -5)]


def test_final_settlement_of_a_played_party():
    party = make_party(GAME, {"players": 4, "deals": 1}, 7)
    state = party.next_deal()
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[-1])
    party.finish_deal(state)
    final = party.final_settlement()
    assert (line_text(final["lines"][0], "sv"), line_text(final["lines"][0], "en")) == ("1 giv spelades", "1 deal played")
    assert sorted(line["seat"] for line in final["lines"][1:]) == [0, 1, 2, 3]
    assert [line["amount"] for line in final["lines"][1:]] == sorted(final["totals"], reverse=True)
