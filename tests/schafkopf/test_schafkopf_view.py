"""Schafkopf views and action texts (docs/schafkopf-actions.md)."""
import json

from talong.games.schafkopf import GAME
from talong.games.schafkopf.tables import PACK
from talong.i18n import line_text
from schafkopf_support import deal, run

H0 = ["EO", "GO", "HO", "EK", "HA", "HT", "GA", "S7"]
H1 = ["SO", "EU", "GU", "HU", "SU", "HK", "H9", "S8"]
H2 = ["EA", "E9", "E8", "E7", "SA", "ST", "GK", "G7"]
H3 = ["ET", "S9", "SK", "H7", "H8", "G8", "G9", "GT"]


def test_view_during_bidding_holds_own_hand_and_public_bids_only():
    state = run(deal(H0, H1, H2, H3), "bid rufer E")
    view = state.view(1)
    assert view["game"] == "schafkopf" and view["seat"] == 1 and view["phase"] == "bidding"
    assert view["to_move"] == 1 and view["dealer"] == 3 and view["forehand"] == 0
    assert sorted(view["hand"]) == sorted(H1)
    assert view["bids"] == [{"seat": 0, "action": "bid rufer E"}]
    assert view["contract"] is None and view["trick"] is None and view["partner"] is None


def test_view_during_play_shows_contract_called_ace_trick_and_points():
    state = run(deal(H0, H1, H2, H3), "bid rufer E", "pass", "pass", "pass",
                "play GA", "play HU", "play G7", "play GT", "play SU")
    view = state.view(3)
    assert view["contract"]["key"] == "rufer" and view["contract"]["declarer"] == 0
    assert line_text(view["contract"], "sv") == "Rufer med Eichel-Daus"
    assert view["called_ace"] == "EA" and view["partner"] is None
    assert view["last_trick"] == {"leader": 0, "winner": 1, "cards": [
        {"seat": 0, "card": "GA"}, {"seat": 1, "card": "HU"}, {"seat": 2, "card": "G7"},
        {"seat": 3, "card": "GT"}]}
    assert view["trick"] == {"leader": 1, "cards": [{"seat": 1, "card": "SU"}]}
    assert view["tricks_taken"] == [0, 1, 0, 0] and view["points_taken"] == [0, 23, 0, 0]
    assert view["hand"] == ["S9", "SK", "H7", "H8", "G8", "G9", "ET"]
    assert "result" not in view


def test_spectator_view_has_no_hand():
    view = GAME.deal({"dealer": 0}, seed=3).view(None)
    assert view["hand"] == [] and view["seat"] is None


def test_finished_view_carries_the_result():
    state = run(deal(H0, H1, H2, H3), "pass", "pass", "pass", "pass")
    view = state.view(2)
    assert view["phase"] == "over" and view["to_move"] is None
    assert view["result"]["returns"] == [0, 0, 0, 0]


def test_describe_in_swedish_and_english_keeps_game_terms():
    """SPEC: game terms keep their own language, the suits too: a card and a
    contract are named as the table's bids and contract box name them
    ("Eichel-Solo", "Rufer (Eichel-Daus)"), never "ek-kung" beside "Eichel-Solo"."""
    state = deal(H0, H1, H2, H3)
    assert state.describe("bid rufer S", "sv") == "Bjuder Rufer med Schellen-Daus"
    assert state.describe("bid rufer G", "en") == "Bids Rufer calling the Gras Daus"
    assert state.describe("bid solo H", "sv") == "Bjuder Herz-Solo"
    assert state.describe("bid solo-tout E", "en") == "Bids Eichel Solo Tout"
    assert state.describe("bid wenz-tout", "sv") == "Bjuder Wenz Tout"
    assert state.describe("bid sie", "en") == "Bids Sie"
    assert state.describe("pass", "sv") == "Pass"
    assert state.describe("bid solo-tout E", "sv") == "Bjuder Eichel-Solo Tout"
    assert state.describe("play EO", "sv") == "Spelar Eichel-Ober"
    assert state.describe("play GK", "sv") == "Spelar Gras-König"
    assert state.describe("play HU", "sv") == "Spelar Herz-Unter"
    assert state.describe("play GT", "en") == "Plays Gras ten"
    assert state.describe("play SA", "sv") == "Spelar Schellen-Daus"


def test_describe_echoes_what_it_cannot_read():
    state = deal(H0, H1, H2, H3)
    for action in ("bid solo", "bid wenz E", "play XX", "hello"):
        assert state.describe(action, "sv") == action


# --- fields for the table on screen (docs/web.md, "Schafkopf at the table") ---

def order_from(card_order):
    """The trumps highest first, composed from card_order as a browser does."""
    o = card_order
    out = [s + r for r in o["trump_ranks"] for s in o["rank_suits"]]
    if o["trump_suit"]:
        out += [o["trump_suit"] + r for r in o["plain_ranks"]]
    return out


def test_view_card_order_is_the_engines_trump_order_for_every_contract():
    """Composed from card_order, the trumps are exactly the engine's ranking,
    before a contract (the Rufer order) and in every contract and suit."""
    from talong.games.schafkopf.rules import RUFER_RANKING, contract_ranking
    from talong.games.schafkopf.tables import CONTRACTS, PLAIN_ORDER_WENZ, PLAIN_ORDER_OBER_GAME, WENZ
    from talong.games.schafkopf.view import card_order
    assert order_from(card_order(None, None)) == [PACK.name_of(c) for c in RUFER_RANKING.trump_list]
    for contract in CONTRACTS:
        for suit in (range(4) if contract.choice == "suit" else [1] if contract.choice == "ace" else [None]):
            order = card_order(contract, suit)
            assert order_from(order) == [PACK.name_of(c) for c in contract_ranking(contract, suit).trump_list]
            assert order["plain_ranks"] == list(PLAIN_ORDER_WENZ if contract.family == WENZ
                                                else PLAIN_ORDER_OBER_GAME)


def test_view_carries_hand_sizes_and_the_card_order_of_the_deal():
    """Before a contract the Rufer order (Obers, Unters, Herz); in a Wenz only
    the Unters are trump and the Ober ranks between König and 9 in its suit."""
    state = deal(H0, H1, H2, H3)
    view = state.view(2)
    assert view["hand_sizes"] == [8, 8, 8, 8]
    assert order_from(view["card_order"]) == ["EO", "GO", "HO", "SO", "EU", "GU", "HU", "SU",
                                              "HA", "HT", "HK", "H9", "H8", "H7"]
    assert view["card_order"]["plain_ranks"] == ["A", "T", "K", "9", "8", "7"]
    state = run(state, "pass", "bid wenz", "pass", "pass", "play GA")
    view = state.view(0)
    assert order_from(view["card_order"]) == ["EU", "GU", "HU", "SU"]
    assert view["card_order"]["plain_ranks"] == ["A", "T", "K", "O", "9", "8", "7"]
    assert view["hand_sizes"] == [7, 8, 8, 8] and len(view["hand"]) == 7


def test_solo_view_orders_the_chosen_suit_as_trump():
    state = run(deal(H0, H1, H2, H3), "bid solo G", "pass", "pass", "pass")
    assert order_from(state.view(1)["card_order"])[8:] == ["GA", "GT", "GK", "G9", "G8", "G7"]


def test_result_carries_the_parts_of_the_value():
    """Value = base + Schneider/Schwarz + Laufende x factor (docs/schafkopf-actions.md)."""
    from schafkopf_support import finished
    state = run(deal(H0, H1, H2, H3), "bid solo H", "pass", "pass", "pass")
    result = finished(state, [95, 25, 0, 0], [6, 2, 0, 0]).result()
    assert result["base"] == 5 and result["bonus"] == 1 and result["laufende_factor"] == 1
    assert result["laufende"] == 3 and result["laufende_holders"] == "declarers"
    assert result["value"] == result["base"] + result["bonus"] + result["laufende"] * result["laufende_factor"]
    result = run(deal(H0, H1, H2, H3), "pass", "pass", "pass", "pass").result()
    assert result["base"] == 0 and result["laufende_holders"] is None


def test_a_view_names_no_card_of_another_seat_and_only_public_counts():
    state = run(deal(H0, H1, H2, H3), "bid rufer E", "pass", "pass", "pass", "play GA", "play HU")
    for seat, own in enumerate((H0, H1, H2, H3)):
        view = state.view(seat)
        played = {e["card"] for e in view["trick"]["cards"]}
        text = json.dumps({k: v for k, v in view.items() if k != "called_ace"})
        others = set(H0 + H1 + H2 + H3) - set(own) - played
        assert not {c for c in others if f'"{c}"' in text}, seat
        assert view["hand_sizes"] == [7, 7, 8, 8]


def test_partner_is_told_to_himself_but_revealed_to_all_only_by_the_ace():
    """3.: "hemlig partner, avslöjas genom att spela esset"."""
    state = run(deal(H0, H1, H2, H3), "bid rufer E", "pass", "pass", "pass")
    assert state.view(2)["partner"] == 2 and not state.view(2)["partner_revealed"]
    assert state.view(1)["partner"] is None and not state.view(1)["partner_revealed"]
    state = run(state, "play EK", "play EU", "play EA")
    assert state.view(1)["partner"] == 2 and state.view(1)["partner_revealed"]


def test_history_and_tricks_played_are_public():
    """schafkopf-cardavia.txt 4: 'Högsta trumfen vinner, annars det högsta
    kortet i utspelad färg; vinnaren leder nästa stick'. Every bid and card is
    public: the history (contract C3) holds them in order with their seats,
    tricks_played every trick with who played each card and who won it, the
    same in every view."""
    state = run(deal(H0, H1, H2, H3), "bid rufer E", "pass", "pass", "pass",
                "play GA", "play HU", "play G7", "play GT", "play SU")
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        assert view["history"] == [{"seat": 0, "action": "bid rufer E"}, {"seat": 1, "action": "pass"},
                                   {"seat": 2, "action": "pass"}, {"seat": 3, "action": "pass"},
                                   {"seat": 0, "action": "play GA"}, {"seat": 1, "action": "play HU"},
                                   {"seat": 2, "action": "play G7"}, {"seat": 3, "action": "play GT"},
                                   {"seat": 1, "action": "play SU"}]
        assert view["tricks_played"] == [{"leader": 0, "cards": [[0, "GA"], [1, "HU"], [2, "G7"], [3, "GT"]],
                                          "winner": 1}]
