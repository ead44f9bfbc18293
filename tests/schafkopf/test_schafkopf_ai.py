"""The basic Schafkopf AI: legal, view-only, and with the card sense the task asks for."""
import json

from talong.ai import make_player
from talong.ai.schafkopf import SchafkopfAI, choose_bid
from talong.games.schafkopf import GAME
from talong.games.schafkopf.tables import CARD_POINTS, PACK
from talong.runner import play_deal
from schafkopf_support import deal, run

H0 = ["EO", "GO", "HO", "EK", "HA", "HT", "GA", "S7"]
H1 = ["SO", "EU", "GU", "HU", "SU", "HK", "H9", "S8"]
H2 = ["EA", "E9", "E8", "E7", "SA", "ST", "GK", "G7"]
H3 = ["ET", "S9", "SK", "H7", "H8", "G8", "G9", "GT"]


def ai_move(state, seed=0):
    """The AI's choice from a JSON round trip of the view: it can use nothing else."""
    seat = state.to_move()
    view = json.loads(json.dumps(state.view(seat)))
    return SchafkopfAI(seed).choose(view, state.legal_actions())


def solo_h():
    return run(deal(H0, H1, H2, H3), "bid solo H", "pass", "pass", "pass")


def test_registered_and_always_legal_over_selfplay():
    assert isinstance(make_player("schafkopf", "basic", seed=1), SchafkopfAI)
    players = [SchafkopfAI(seed=s) for s in range(4)]
    for n in range(200):
        end, actions = play_deal(GAME.deal({"dealer": n % 4}, seed=n), players)
        assert end.is_terminal() and sum(end.result()["returns"]) == 0


def test_bids_sie_whenever_it_may():
    sie = ["EO", "GO", "HO", "SO", "EU", "GU", "HU", "SU"]
    state = run(deal(["EA", "ET", "GA", "GT", "SA", "ST", "HA", "HT"], sie,
                     ["EK", "E9", "E8", "E7", "GK", "G9", "G8", "G7"]), "bid solo E")
    assert ai_move(state) == "bid sie"


def test_bids_solo_with_six_strong_trumps_and_passes_a_weak_hand():
    strong = PACK.parse_set(["EO", "GO", "HO", "EU", "HA", "HT", "H9", "SA"])
    legal = deal(["EO", "GO", "HO", "EU", "HA", "HT", "H9", "SA"], ["SO", "GU", "HU", "SU", "HK", "H8", "H7", "S9"],
                 ["EA", "ET", "EK", "E9", "E8", "E7", "GA", "GT"]).legal_actions()
    assert choose_bid(strong, legal) == "bid solo H"
    weak = ["E7", "E8", "G7", "G8", "S7", "S8", "H7", "SK"]
    state = deal(weak, ["EO", "GO", "HO", "SO", "EU", "GU", "S9", "H8"],
                 ["EA", "ET", "EK", "E9", "GA", "GT", "GK", "HA"])
    assert ai_move(state) == "pass"


def test_rufer_calls_a_callable_ace_where_short():
    hand = ["EO", "HO", "GU", "HU", "HA", "HK", "GK", "S7"]
    state = deal(hand, ["SO", "EU", "GO", "SU", "HT", "H9", "S8", "G9"], ["EA", "E9", "E8", "E7", "SA", "ST", "G8", "G7"])
    action = ai_move(state)
    assert action in ("bid rufer G", "bid rufer S")
    assert action in state.legal_actions()


def test_declarer_leads_trump():
    """The declarer leads trump while the opponents may hold some."""
    action = ai_move(solo_h())
    assert action == "play EO"


def test_defender_searches_the_called_suit():
    """Defenders in a Rufer lead the called suit to find the ace."""
    h1 = ["SO", "EU", "GU", "HU", "SU", "HK", "H9", "E8"]
    h2 = ["EA", "E9", "S8", "E7", "SA", "ST", "GK", "G7"]
    state = run(deal(H0, h1, h2, H3, dealer=0), "pass", "pass", "pass", "bid rufer E")
    assert state.to_move() == 1
    assert ai_move(state) == "play E8"


def test_smears_points_onto_partners_winning_trick():
    """Schmieren: the last defender gives SK, not S9, to his partner's SA."""
    state = run(solo_h(), "play S7", "play S8", "play SA")
    assert ai_move(state) == "play SK"


def test_does_not_throw_points_to_the_opponents():
    """The declarer's HA wins; a defender void in trump discards a blank card."""
    state = run(solo_h(), "play HA", "play H9")
    card = PACK.parse(ai_move(state).split()[1])
    assert CARD_POINTS[card] == 0


def test_wins_a_safe_trick_cheaply():
    """Only partners follow: trump the declarer's GA with a low trump, not an Ober."""
    state = run(solo_h(), "play GA")
    assert ai_move(state) in ("play HK", "play H9")


def test_same_view_same_choice():
    state = solo_h()
    assert ai_move(state, seed=1) == ai_move(state, seed=2)
