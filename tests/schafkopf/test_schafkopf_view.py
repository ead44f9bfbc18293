"""Schafkopf views and action texts (docs/schafkopf-actions.md)."""
from talong.games.schafkopf import GAME
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
    assert view["contract"]["text_sv"] == "Rufer med ek-esset"
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
    """SPEC: Game terms keep their own language; Swedish suit names ek, löv, hjärter, klockor."""
    state = deal(H0, H1, H2, H3)
    assert state.describe("bid rufer S", "sv") == "Bjuder Rufer med klockor-esset"
    assert state.describe("bid rufer G", "en") == "Bids Rufer calling the Gras Daus"
    assert state.describe("bid solo H", "sv") == "Bjuder Solo hjärter"
    assert state.describe("bid solo-tout E", "en") == "Bids Eichel Solo Tout"
    assert state.describe("bid wenz-tout", "sv") == "Bjuder Wenz Tout"
    assert state.describe("bid sie", "en") == "Bids Sie"
    assert state.describe("pass", "sv") == "Pass"
    assert state.describe("play EO", "sv") == "Spelar ek-Ober"
    assert state.describe("play GT", "en") == "Plays Gras ten"
    assert state.describe("play SA", "sv") == "Spelar klockor-ess"


def test_describe_echoes_what_it_cannot_read():
    state = deal(H0, H1, H2, H3)
    for action in ("bid solo", "bid wenz E", "play XX", "hello"):
        assert state.describe(action, "sv") == action
