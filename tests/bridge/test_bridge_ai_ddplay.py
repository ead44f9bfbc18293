"""The strong bridge AI's card play (talong/ai/bridge/ddplay.py): sampled
layouts of the unseen cards, each solved double dummy (DDS via endplay).
Legal, deterministic, reads only its view, and finds the winning card of a
known ending."""
import copy
import random

from talong.ai import make_player, player_names
from talong.ai.bridge import BridgeAI, StrongBridgeAI
from talong.ai.bridge.ddplay import Position, choose_dd_card
from talong.games.bridge import GAME

SAMPLES = 6    # small: these tests check behaviour, not strength


def bid_out(state, seed=0):
    ai = BridgeAI(seed)
    while state.phase() == "auction":
        state = state.apply(ai.choose(state.view(state.to_move()), state.legal_actions()))
    return state


def test_registered_as_strong_and_the_web_default():
    assert isinstance(make_player("bridge", "strong", seed=1), StrongBridgeAI)
    assert player_names("bridge")[-1] == "strong" and "basic" in player_names("bridge")


def test_plays_only_legal_cards_for_every_hand_including_dummy():
    """Whole deals: declarer (for both hands) and both defenders pick legal cards."""
    ais = [StrongBridgeAI(s, samples=SAMPLES) for s in range(4)]
    dummy_decisions = 0
    for seed in (3, 11):
        state = bid_out(GAME.deal({"board": seed % 16 + 1}, seed=seed))
        while not state.is_terminal():
            seat = state.to_move()
            legal = state.legal_actions()
            dummy_decisions += state.hand_to_play() == state.dummy
            action = ais[seat].choose(state.view(seat), legal)
            assert action in legal
            state = state.apply(action)
        assert state.phase() == "over"
    assert dummy_decisions > 0


def mid_play(seed=5, cards=9):
    state = bid_out(GAME.deal({"board": 2}, seed=seed))
    ai = BridgeAI(0)
    for _ in range(cards):
        state = state.apply(ai.choose(state.view(state.to_move()), state.legal_actions()))
    return state


def test_deterministic_for_the_same_view_and_seed():
    state = mid_play()
    seat, legal = state.to_move(), state.legal_actions()
    first = StrongBridgeAI(7, samples=SAMPLES).choose(state.view(seat), legal)
    again = StrongBridgeAI(7, samples=SAMPLES).choose(state.view(seat), legal)
    assert first == again and first in legal


def test_reads_only_the_view():
    """A deal the seat cannot tell from the real one (the hidden hands dealt
    afresh) gives the same view and the same card; the view is not changed."""
    for seed, cards in ((5, 9), (8, 14), (13, 22)):
        state = mid_play(seed, cards)
        seat = state.to_move()
        other = state.resample(seat, random.Random(seed))
        assert other.hands != state.hands or other.to_move() != seat or cards == 0
        view, other_view = state.view(seat), other.view(seat)
        assert view == other_view
        kept = copy.deepcopy(view)
        ai = StrongBridgeAI(2, samples=SAMPLES)
        card = ai.choose(copy.deepcopy(view), state.legal_actions())
        assert card == ai.choose(copy.deepcopy(other_view), other.legal_actions())
        ai.choose(view, state.legal_actions())
        assert view == kept


# A two-card ending: South declares 1NT; dummy (North) keeps SA SQ, West SK S4.
# East showed out of spades at trick 6, so the king is with West: after S3
# from South and S4 from West, only the queen (the finesse) takes both tricks
# (the rules of cardplay.py play third hand high, the ace).
HANDS = {
    "N": ["SA", "SQ", "SJ", "HA", "HK", "HJ", "HT", "H5", "DA", "DK", "DQ", "DJ", "DT"],
    "E": ["H9", "H8", "H7", "H6", "D9", "D8", "D7", "D6", "C9", "C5", "C4", "C3", "C2"],
    "S": ["S6", "S3", "HQ", "H4", "H3", "H2", "D5", "D4", "D3", "D2", "C8", "C7", "C6"],
    "W": ["SK", "ST", "S9", "S8", "S7", "S5", "S4", "S2", "CA", "CK", "CQ", "CJ", "CT"],
}
PLAY = [  # in the order played; the engine decides who leads each trick
    "CA", "HT", "C2", "C6", "CK", "DT", "C3", "C7", "CQ", "HJ", "C4", "C8", "CJ", "DJ", "C5", "H2",
    "CT", "DQ", "C9", "D2", "S2", "SJ", "H6", "S6", "HA", "H7", "H3", "S5", "HK", "H8", "H4", "S7",
    "DA", "D6", "D3", "S8", "DK", "D7", "D4", "S9", "H5", "H9", "HQ", "ST", "S3", "S4",
]


def test_finds_the_finesse_placed_by_a_shown_void():
    state = GAME.deal({}, deal={"board": 1, "hands": HANDS})
    for call in ("pass", "pass", "1N", "pass", "pass", "pass"):
        state = state.apply(call)
    for card in PLAY:
        state = state.apply("play " + card)
    assert state.to_move() == 2 and state.hand_to_play() == 0        # South plays dummy's card
    view, legal = state.view(2), [a for a in state.legal_actions() if a.startswith("play ")]
    assert sorted(legal) == ["play SA", "play SQ"]
    pos = Position(view)
    assert "S" in pos.voids[1] and pos.hidden == [1, 3]
    assert choose_dd_card(view, legal, seed=0, samples=SAMPLES) == "play SQ"
    assert make_player("bridge", "basic").choose(view, legal) == "play SA"
