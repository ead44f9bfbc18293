"""What a seat sees (SPEC "Every game": hidden information; Law 20: the
auction is public; Law 41D: dummy's hand is shown after the opening lead):
BridgeState.view in talong/games/bridge/state.py."""
import json

from talong.core.cards import FRENCH_52
from talong.games.bridge import GAME

ALL_NAMES = {FRENCH_52.name_of(c) for c in range(52)}


def strings(value):
    """Every string in a JSON value (keys and values)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


def cards_in(view):
    return {s for s in strings(view) if s in ALL_NAMES}


def start():
    return GAME.deal({"board": 2}, seed=7)   # East deals, N-S vulnerable


def test_auction_view_shows_own_hand_and_public_facts_only():
    """Law 7B: each player takes out only the own hand; the board's number,
    dealer and vulnerability are on the board (Law 2) for all to see."""
    state = start().apply("1H")
    hands = state.deal_record()["hands"]
    for seat, name in enumerate("NESW"):
        view = state.view(seat)
        assert view["hand"] == hands[name]
        assert cards_in(view) == set(hands[name])
        assert (view["board"], view["dealer"], view["vulnerable"]) == (2, "E", "NS")
        assert view["phase"] == "auction" and view["to_move"] == 2 and view["turn"] == "S"
        json.dumps(view)
    spectator = state.view(None)
    assert spectator["hand"] == [] and cards_in(spectator) == set()


def test_auction_is_public_with_seats_and_explanations():
    """Law 20B: the auction can be reviewed; Law 20F / SPEC: every AI call
    carries its explanation, alertable calls marked."""
    note = {"msg": {"id": "bridge.ai.strong_any_shape", "params": {"min": 22}}, "alert": True}
    state = start().explained(lambda dealer, calls, call: note).apply("2C").explained(None).apply("pass")
    for seat in (0, 1, 2, 3, None):
        assert state.view(seat)["auction"] == [{"seat": "E", "call": "2C", "explanation": note},
                                               {"seat": "S", "call": "pass"}]


def finish_auction():
    state = start()
    for call in ("1N", "pass", "pass", "pass"):   # East declares 1N, South leads, West is dummy
        state = state.apply(call)
    return state


def test_contract_declarer_and_dummy_are_public_after_the_auction():
    """Law 22A / definitions "Kontrakt", "Spelförare", "Träkarl"."""
    view = finish_auction().view(0)
    assert (view["contract"], view["declarer"], view["dummy"]) == ("1N", "E", "W")
    assert view["phase"] == "play" and view["dummy_hand"] is None


def test_dummy_is_shown_only_after_the_opening_lead():
    """Law 41D (definition "Träkarl" 2: dummy's cards "när de lagts upp på
    bordet efter det första utspelet"); nothing else of another hand is seen."""
    state = finish_auction()
    hands = state.deal_record()["hands"]
    for seat, name in enumerate("NESW"):
        assert cards_in(state.view(seat)) == set(hands[name])   # before the lead
    lead = state.legal_actions()[0]
    state = state.apply(lead)
    lead_card = lead.split()[1]
    for seat, name in enumerate("NESW"):
        view = state.view(seat)
        assert view["dummy_hand"] == hands["W"]
        assert cards_in(view) == set(hands[name]) | set(hands["W"]) | {lead_card}
        assert view["trick"] == [{"seat": "S", "card": lead_card}]


def test_declarer_sees_that_dummy_is_to_play():
    """Law 45B: declarer plays from dummy; the view says whose card is due."""
    state = finish_auction()
    state = state.apply(state.legal_actions()[0])   # South leads; West (dummy) next
    view = state.view(1)
    assert view["to_move"] == 1 and view["turn"] == "W" and view["dummy"] == "W"


def test_played_cards_stay_public_and_hands_stay_hidden_through_the_play():
    """Law 16A1(a): played cards are authorized information; other hands
    (but dummy's) are never shown, to the end of the deal."""
    state = finish_auction()
    hands = state.deal_record()["hands"]
    played = set()
    while not state.is_terminal():
        action = [a for a in state.legal_actions() if a.startswith("play ")][-1]
        state = state.apply(action)
        played.add(action.split()[1])
        for seat, name in enumerate("NESW"):
            view = state.view(seat)
            remaining_dummy = set(view["dummy_hand"]) if view["dummy_hand"] is not None else set()
            assert cards_in(view) <= set(hands[name]) | remaining_dummy | played
            assert set(view["hand"]) == set(hands[name]) - played
    view = state.view(2)
    assert view["phase"] == "over" and sum(view["tricks_won"].values()) == 13 and len(view["tricks"]) == 13


def test_tricks_won_per_side():
    """Law 79A: the tricks won by each side are counted."""
    state = finish_auction()
    for _ in range(4):
        state = state.apply(state.legal_actions()[0])
    view = state.view(0)
    assert sum(view["tricks_won"].values()) == 1
    assert view["tricks"][0]["winner"] in "NESW" and len(view["tricks"][0]["cards"]) == 4


def test_history_and_tricks_played_are_public_and_name_the_hand_that_played():
    """Law 16A1(a): calls and played cards are authorized information for all;
    Law 45B: declarer plays dummy's cards, so the history names declarer as
    the one acting and tricks_played names the hand each card came from
    (seats 0-3 = N, E, S, W, contract C3); Law 44G: the winner leads next."""
    state = finish_auction()
    calls = [e["call"] for e in state.view(0)["auction"]]
    dealer = "NESW".index(state.view(0)["dealer"])
    plays = []
    while not state.is_terminal():
        hand, actor = state.hand_to_play(), state.to_move()
        action = state.legal_actions()[0]
        plays.append((hand, actor, action))
        state = state.apply(action)
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        assert view["history"] == ([{"seat": (dealer + i) % 4, "action": c} for i, c in enumerate(calls)]
                                   + [{"seat": actor, "action": a} for _, actor, a in plays])
        assert [c for t in view["tricks_played"] for c in t["cards"]] == [[h, a.split()[1]] for h, _, a in plays]
        for before, after in zip(view["tricks_played"], view["tricks_played"][1:]):
            assert after["leader"] == before["winner"] == after["cards"][0][0]
    assert any(h != actor for h, actor, _ in plays)     # dummy's cards, played by declarer
