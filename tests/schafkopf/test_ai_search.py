"""The searching Schafkopf AI (talong/ai/schafkopf_search.py, docs/schafkopf-ai.md):
legal everywhere, finds the card that wins, finds Solos the basic player
misses, reproducible from the view, and blind to hidden cards."""
import json
import random

import pytest

from talong.ai import default_player, make_player, player_names
from talong.ai.schafkopf import SchafkopfAI
from talong.ai.schafkopf_infer import bid_weight, bidding_weight
from talong.ai.schafkopf_search import (ExpertSchafkopfAI, SearchingSchafkopfAI, _Meter, card_groups,
                                        deal_value)
from talong.games.schafkopf import GAME
from talong.games.schafkopf.tables import PACK
from schafkopf_support import deal, run

from talong.ai.schafkopf_search import UNLIMITED  # noqa: E402

# A Rufer (seat 3 calls the Eichel ace, held by seat 1), seat 3 last to the
# seventh trick with SO and HA: found by search over basic self-play.
RUFER_DEAL = {"dealer": 1, "hands": {
    "0": ["S9", "SU", "H8", "HU", "HK", "G7", "GK", "EU"], "1": ["ST", "H9", "G8", "G9", "GA", "E7", "EK", "EA"],
    "2": ["S7", "S8", "H7", "HT", "GU", "GO", "GT", "ET"], "3": ["SO", "SK", "SA", "HO", "HA", "E8", "E9", "EO"]}}
RUFER_ACTIONS = ["pass", "bid rufer E", "pass", "pass", "play ET", "play E8", "play EU", "play EA", "play G7",
                 "play GA", "play GT", "play SA", "play H9", "play H7", "play EO", "play H8", "play HO", "play HK",
                 "play E7", "play GO", "play S7", "play SK", "play S9", "play ST", "play EK", "play S8", "play E9",
                 "play SU", "play GK", "play G8", "play GU"]


def as_json(view):
    """The view as a client gets it: nothing but JSON."""
    return json.loads(json.dumps(view))


def decide(player, state):
    return player.choose(as_json(state.view(state.to_move())), state.legal_actions())


def test_levels_are_registered_weakest_first_and_strong_is_the_default():
    assert player_names("schafkopf") == ["random", "basic", "strong", "expert"]
    assert default_player("schafkopf") == "strong"
    assert isinstance(make_player("schafkopf", "strong", 1), SearchingSchafkopfAI)
    assert isinstance(make_player("schafkopf", "expert", 1), ExpertSchafkopfAI)
    assert ExpertSchafkopfAI.budget.nodes > SearchingSchafkopfAI.budget.nodes


def test_decides_legally_on_random_positions():
    """Random deals, random bids and cards up to a random point: the AI's
    action is one of the legal actions."""
    rng = random.Random(5)
    ai = SearchingSchafkopfAI(seed=3)
    asked = 0
    while asked < 12:
        state = GAME.deal({"dealer": rng.randrange(4)}, seed=rng.randrange(10 ** 6))
        for _ in range(rng.randrange(4, 30)):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            bids = [a for a in legal if a.startswith("bid") and "tout" not in a and a != "bid sie"]
            state = state.apply(rng.choice(bids) if bids and rng.random() < 0.3 else
                                "pass" if "pass" in legal else rng.choice(legal))
        if state.is_terminal():
            continue
        assert decide(ai, state) in state.legal_actions()
        asked += 1


def test_finds_the_one_card_that_wins_where_the_basic_player_errs():
    """Rule: "Spelförarens sida behöver 61 kortpoäng" (schafkopf-cardavia.txt
    1. Syfte). Here HA keeps the declarer side at 61 and SO does not, in the
    real deal and in every deal the declarer's view allows; the basic
    player's card sense picks SO, the search picks HA."""
    state = run(GAME.deal({"dealer": 1}, deal=RUFER_DEAL), *RUFER_ACTIONS)
    assert state.to_move() == 3 and state.legal_actions() == ["play SO", "play HA"]
    truth = {a: deal_value(state.apply(a), 3, _Meter(UNLIMITED.nodes, UNLIMITED.per_question)) for a in state.legal_actions()}
    assert truth == {"play SO": -1, "play HA": 1}
    assert decide(SchafkopfAI(0), state) == "play SO"
    for seed in range(3):
        assert decide(SearchingSchafkopfAI(seed), state) == "play HA"


def test_bids_a_solo_the_basic_player_passes():
    """Three Obers and three side aces with HA HT: the basic player's Solo
    rule wants six trumps and passes; sampling the other hands shows a
    Solo that wins (schafkopf-cardavia.txt 3: Solo, one against three)."""
    state = deal(["EO", "GO", "HO", "HA", "HT", "EA", "GA", "SA"], ["SO", "EU", "GU", "HU", "HK", "H9", "S8", "G9"],
                 ["E9", "E8", "E7", "ST", "SK", "G8", "G7", "GK"])
    assert decide(SchafkopfAI(0), state) == "pass"
    assert decide(SearchingSchafkopfAI(0), state).startswith("bid solo ")


def test_passes_a_hand_without_a_game():
    state = deal(["E7", "E8", "G7", "G8", "S7", "S8", "H7", "SK"], ["EO", "GO", "HO", "SO", "EU", "GU", "S9", "H8"],
                 ["EA", "ET", "EK", "E9", "GA", "GT", "GK", "HA"])
    assert decide(SearchingSchafkopfAI(0), state) == "pass"


def test_the_same_view_gives_the_same_decision_from_a_fresh_player():
    """A pure function of (view, legal actions) and the seed: a fresh player
    given the JSON view decides as the first did (tests/test_all_games.py
    checks whole deals rebuilt from the record)."""
    state = run(GAME.deal({"dealer": 1}, deal=RUFER_DEAL), *RUFER_ACTIONS[:12])
    first = decide(SearchingSchafkopfAI(7), state)
    assert all(decide(SearchingSchafkopfAI(7), state) == first for _ in range(2))


def test_hidden_cards_do_not_change_the_decision():
    """Hidden information stays hidden: two deals that differ only in the
    hidden cards of two other seats (same view for the seat to move) get
    the same decision, in the bidding and in the play."""
    a = deal(["EO", "GO", "HO", "HA", "HT", "EA", "GA", "SA"], ["SO", "EU", "GU", "HU", "HK", "H9", "S8", "G9"],
             ["E9", "E8", "E7", "ST", "SK", "G8", "G7", "GK"])
    b = deal(["EO", "GO", "HO", "HA", "HT", "EA", "GA", "SA"], ["E9", "E8", "E7", "ST", "SK", "G8", "G7", "GK"],
             ["SO", "EU", "GU", "HU", "HK", "H9", "S8", "G9"])
    assert as_json(a.view(0)) == as_json(b.view(0))
    assert decide(SearchingSchafkopfAI(1), a) == decide(SearchingSchafkopfAI(1), b)
    start = GAME.deal({"dealer": 1}, deal=RUFER_DEAL)
    swapped = dict(RUFER_DEAL["hands"])
    # seats 0 and 2 swap their unplayed Herz cards HK and HT: seat 3's view is unchanged
    swapped["0"] = [c if c != "HK" else "HT" for c in swapped["0"]]
    swapped["2"] = [c if c != "HT" else "HK" for c in swapped["2"]]
    other = GAME.deal({"dealer": 1}, deal={"dealer": 1, "hands": swapped})
    s1, s2 = run(start, *RUFER_ACTIONS[:11]), run(other, *RUFER_ACTIONS[:11])
    assert s1.to_move() == s2.to_move() == 3
    assert as_json(s1.view(3)) == as_json(s2.view(3)) and s1.hands != s2.hands
    assert decide(SearchingSchafkopfAI(2), s1) == decide(SearchingSchafkopfAI(2), s2)


def test_equal_cards_are_searched_once():
    """H9 H8 H7 in a Herz Solo with no unseen card between them win and lose
    the same tricks; HK (4 points) and the called ace stand alone."""
    state = run(deal(["EO", "GO", "HO", "HK", "H9", "H8", "H7", "SA"], ["SO", "EU", "GU", "HU", "HA", "HT", "S8", "G9"],
                     ["E9", "E8", "E7", "ST", "SK", "G8", "G7", "GK"]), "bid solo H", "pass", "pass", "pass")
    view = state.view(0)
    groups = [[PACK.name_of(c) for c in g] for g in card_groups(view, [PACK.parse(n) for n in view["hand"]])]
    assert ["H7", "H8", "H9"] in groups and ["HK"] in groups and ["EO", "GO", "HO"] not in groups


def test_bidding_inference_weighs_a_pass_over_a_solo_hand_down():
    """A player who passed rarely held a hand the basic rules would play as
    a Solo; one who bid a Solo rarely holds three trumps."""
    solo_hand = PACK.parse_set(["EO", "GO", "HO", "EU", "HA", "HT", "H9", "SA"])
    legal = deal(["EO", "GO", "HO", "EU", "HA", "HT", "H9", "SA"], ["SO", "GU", "HU", "SU", "HK", "H8", "H7", "S9"],
                 ["EA", "ET", "EK", "E9", "E8", "E7", "GA", "GT"]).legal_actions()
    assert bid_weight(solo_hand, "pass", legal) < 0.5
    weak = PACK.parse_set(["EO", "H7", "S7", "S8", "S9", "G7", "G8", "E7"])
    assert bid_weight(weak, "bid solo H", legal) < 0.05
    assert bid_weight(solo_hand, "bid solo H", legal) == 1.0
    state = run(GAME.deal({"dealer": 1}, deal=RUFER_DEAL), *RUFER_ACTIONS[:4])
    assert 0 < bidding_weight(state, 0, 4) <= 1


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_self_play_deals_end_and_settle(level):
    players = [make_player("schafkopf", level, s) for s in range(4)]
    from talong.runner import play_deal
    end, _ = play_deal(GAME.deal({"dealer": 0}, seed=11), players)
    assert end.is_terminal() and sum(end.result()["returns"]) == 0


def test_pick_bid_keeps_the_basic_bid_unless_clearly_worse_and_upgrades_only_by_the_margin():
    from talong.ai.schafkopf_search import STRONG, pick_bid
    keep, margin = STRONG.keep_margin, STRONG.bid_margin
    assert pick_bid({"pass": 0.0, "bid solo E": -keep + 0.1}, "bid solo E", STRONG) == "bid solo E"
    assert pick_bid({"pass": 0.0, "bid solo E": -keep - 0.1}, "bid solo E", STRONG) == "pass"
    assert pick_bid({"pass": 0.0, "bid rufer G": 1.0, "bid solo H": 1.0 + margin}, "bid rufer G", STRONG) == \
        "bid solo H"
    assert pick_bid({"pass": 0.0, "bid rufer G": 1.0, "bid solo H": 1.0 + margin / 2}, "bid rufer G", STRONG) == \
        "bid rufer G"
    assert pick_bid({"pass": 0.0, "bid rufer G": margin / 2}, "pass", STRONG) == "pass"
