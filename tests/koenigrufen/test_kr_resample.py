"""Game.resample(view, rng) (contract C3): a full deal consistent with one
seat's view, at the same point of the deal."""
import json
import random

from talong.games.koenigrufen import GAME

from test_kr_properties import deals

SAME_POINT = ("phase", "to_move", "hand", "hand_sizes", "bids", "contract", "declarer", "called", "partner",
              "partner_revealed", "declarer_alone", "talon", "discards", "announcements", "declared", "kontra",
              "kontra_ad_personam", "trick", "tricks_played", "tricks_taken", "open_hands")


def test_resampled_state_shows_the_seat_the_same_view():
    """KR-E12 / KR-H19 ⚑ (AI must not use hidden facts): the resampled state
    gives the seat the same view and the same legal actions, for states all
    through random deals; the hidden cards are redealt."""
    rng = random.Random(9)
    checked = differs = 0
    for states in deals(6, 120):
        for s in states[1:-1:5]:
            seat = s.to_move()
            view = s.view(seat)
            new = GAME.resample(view, rng)
            again = new.view(seat)
            for key in SAME_POINT:
                assert json.dumps(again[key], sort_keys=True) == json.dumps(view[key], sort_keys=True), key
            assert new.legal_actions() == s.legal_actions()
            differs += new.hands != s.hands
            checked += 1
    assert checked > 1000 and differs > checked // 2
