"""The basic bridge AI (talong/ai/bridge/): legal and explained calls from
a simple natural system (SPEC "Contract bridge: decisions": every AI call
carries its explanation, alertable calls marked), and simple legal card play."""
import pytest

from talong import i18n
from talong.ai import make_player
from talong.ai.bridge import BridgeAI
from talong.ai.bridge.cardplay import choose_card
from talong.core.cards import FRENCH_52
from talong.games.bridge import GAME

ALL = [FRENCH_52.name_of(c) for c in range(52)]


def deal_with(board=1, **fixed):
    """A deal where the named seats hold the given cards; the rest is filled in order."""
    rest = [c for c in ALL if not any(c in cards for cards in fixed.values())]
    hands = {}
    for seat in "NESW":
        if seat in fixed:
            hands[seat] = list(fixed[seat])
        else:
            hands[seat], rest = rest[:13], rest[13:]
    return GAME.deal({}, deal={"board": board, "hands": hands})


def hand(spades, hearts, diamonds, clubs):
    return [f"S{r}" for r in spades] + [f"H{r}" for r in hearts] + [f"D{r}" for r in diamonds] + \
        [f"C{r}" for r in clubs]


def first_call(cards):
    state = deal_with(N=cards)      # board 1: North deals
    ai = BridgeAI(0)
    view = state.view(0)
    call = ai.choose(view, state.legal_actions())
    return call, ai.explain(view, call)


def test_registered_as_basic():
    """PLAYERS["bridge"]["basic"] builds this AI (talong/ai/__init__.py)."""
    assert isinstance(make_player("bridge", "basic", seed=3), BridgeAI)


@pytest.mark.parametrize("cards, call, alert", [
    (hand("AQ4", "KJ3", "Q92", "K874"), "1N", False),         # 16 HCP balanced
    (hand("AKJ84", "K3", "Q92", "874"), "1S", False),          # 5 spades, 13 HCP
    (hand("A3", "KQ874", "Q92", "K74"), "1H", False),
    (hand("A3", "K74", "Q92", "KJ874"), "1C", False),
    (hand("AKQ3", "AKJ4", "KQ2", "A4"), "2C", True),           # 26 HCP: strong, artificial
    (hand("KQJ963", "74", "832", "92"), "2S", False),          # weak two
    (hand("9743", "T74", "832", "Q92"), "pass", False),
])
def test_opening_bids_follow_the_system_with_explanations(cards, call, alert):
    """SPEC: the AI's calls come from its bidding system, each with an
    explanation in Swedish and English; artificial calls are alerted."""
    got, note = first_call(cards)
    assert got == call
    assert note["alert"] is alert and i18n.render(note["msg"], "sv") and i18n.render(note["msg"], "en")


def test_stayman_is_alerted_and_answered():
    """SPEC: alertable calls marked (definition "Alertering"; "Artificiellt
    bud"): 2C Stayman asks for a major; opener shows hearts."""
    state = deal_with(N=hand("AQ4", "KJ32", "Q92", "KJ7"), S=hand("K832", "Q874", "J3", "Q64"),
                      E=hand("765", "65", "87654", "A32"))
    ais = [BridgeAI(s) for s in range(4)]
    calls = []
    while state.phase() == "auction":
        seat = state.to_move()
        view = state.view(seat)
        call = ais[seat].choose(view, state.legal_actions())
        calls.append((call, ais[seat].explain(view, call)))
        state = state.apply(call)
    assert [c for c, _ in calls][:5] == ["1N", "pass", "2C", "pass", "2H"]
    assert calls[2][1]["alert"] is True and "Stayman" in i18n.render(calls[2][1]["msg"], "en")
    assert state.contract_text() == "4H"


def test_ai_calls_and_plays_are_legal_in_whole_deals():
    """The AI only picks from legal_actions, seeing only its own view."""
    ais = [BridgeAI(s) for s in range(4)]
    for seed in range(12):
        state = GAME.deal({"board": seed + 1}, seed=seed)
        while not state.is_terminal():
            seat = state.to_move()
            legal = state.legal_actions()
            view = state.view(seat)
            action = ais[seat].choose(view, legal)
            assert action in legal
            if state.phase() == "auction":
                note = ais[seat].explain(view, action)
                assert set(note) == {"msg", "alert"}
                words = set((i18n.render(note["msg"], "sv") + " " + i18n.render(note["msg"], "en"))
                            .replace(",", " ").split())
                assert not words & set(ALL), note      # explains the system, never names a held card
                state = state.apply(action)
            else:
                state = state.apply(action)
        assert state.phase() == "over"


def play_view(hand_cards, trick, contract="3N", declarer="S", turn="W", seat=None, dummy_hand=None, tricks=()):
    dummy = "NESW"["NESW".index(declarer) - 2]
    return {"seat": "NESW".index(seat or turn), "phase": "play", "contract": contract, "declarer": declarer,
            "dummy": dummy, "turn": turn, "hand": hand_cards,
            "dummy_hand": dummy_hand if dummy_hand is not None else (hand("2", "2", "2", "2") if trick or tricks
                                                                    else None),
            "trick": [{"seat": s, "card": c} for s, c in trick], "tricks": list(tricks),
            "tricks_won": {"NS": sum(t["winner"] in "NS" for t in tricks), "EW": sum(t["winner"] in "EW" for t in tricks)}}


def legal_for(cards, trick):
    if trick:
        led = trick[0][1][0]
        follow = [c for c in cards if c[0] == led]
        if follow:
            return [f"play {c}" for c in follow]
    return [f"play {c}" for c in cards]


def card(cards, trick=(), **kw):
    return choose_card(play_view(cards, list(trick), **kw), legal_for(cards, list(trick)))


def test_opening_lead_top_of_a_sequence():
    """Card play: lead the top of a sequence (KQJ: the king)."""
    assert card(hand("KQJ4", "753", "864", "972")) == "play SK"


def test_opening_lead_fourth_best_from_the_longest_suit():
    """Card play: fourth best from the longest suit against notrump."""
    assert card(hand("K9742", "83", "Q64", "752")) == "play S4"


def test_opening_lead_not_a_trump_against_a_suit_contract():
    """Card play: against a suit contract lead a side suit."""
    assert card(hand("K9742", "83", "Q64", "752"), contract="4S").split()[1][0] != "S"


def test_second_hand_low():
    """Card play: second hand plays low to a small card led."""
    assert card(hand("A92", "753", "864", "972"), [("S", "S4")]) == "play S2"


def test_cover_an_honour_with_an_honour():
    """Card play: cover an honour led (second hand) with a higher card."""
    assert card(hand("K53", "753", "8642", "97"), [("S", "SQ")]) == "play SK"


def test_third_hand_high_lowest_of_equals():
    """Card play: third hand plays high, the lower of touching honours."""
    assert card(hand("KQ2", "753", "8642", "97"), [("E", "S3"), ("S", "S5")]) == "play SQ"


def test_fourth_hand_low_when_partner_wins():
    """Card play: do not overtake partner's winning card in fourth seat."""
    got = card(hand("K82", "753", "8642", "97"), [("S", "S3"), ("W", "SQ"), ("N", "S5")], turn="E")
    assert got == "play S2"


def test_ruff_when_void_and_opponent_wins():
    """Card play: unable to follow (Law 44D), ruff as cheaply as wins."""
    got = card(hand("", "Q53", "86432", "9742"), [("N", "SA")], contract="4H", declarer="S", turn="E")
    assert got == "play H3"


def test_declarer_draws_trumps_with_a_master():
    """Card play: declarer leads trumps while the defenders may hold some."""
    view = play_view(hand("AK2", "753", "864", "972"), [], contract="4S", declarer="S", turn="S",
                     dummy_hand=hand("Q43", "AK2", "AK2", "AK2"),
                     tricks=[{"leader": "W", "cards": ["C3", "C5", "C8", "CT"], "winner": "S"}])
    legal = [f"play {c}" for c in view["hand"]]
    assert choose_card(view, legal) == "play SA"


def test_declarer_plays_dummy_from_dummys_cards():
    """Law 45B: when dummy is to play, declarer's AI picks one of dummy's cards."""
    state = deal_with(N=hand("AKQJT", "AKQ", "AK2", "A2"))   # North opens 2C
    ais = [BridgeAI(s) for s in range(4)]
    while state.phase() == "auction":
        seat = state.to_move()
        state = state.apply(ais[seat].choose(state.view(seat), state.legal_actions()))
    state = state.apply(ais[state.to_move()].choose(state.view(state.to_move()), state.legal_actions()))
    dummy_cards = set(state.view(0)["dummy_hand"])
    seat = state.to_move()
    assert seat == state.declarer and state.hand_to_play() == state.dummy
    action = ais[seat].choose(state.view(seat), state.legal_actions())
    assert action.split()[1] in dummy_cards


def test_selfplay_command_plays_sixteen_boards(capsys, tmp_path):
    """`talong selfplay bridge --deals 16 --seed 1 --ai basic` plays boards
    1-16 (Law 2) with the basic AI; the record replays to the same scores."""
    import json
    from talong.cli import main
    from talong.core import records
    from talong.runner import replay
    path = tmp_path / "bridge.json"
    assert main(["selfplay", "bridge", "--deals", "16", "--seed", "1", "--ai", "basic", "--record", str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["board"] for line in lines[:-1]] == list(range(1, 17))
    assert lines[-1]["final"]["NS"] == sum(line["score_ns"] for line in lines[:-1])
    again = replay(records.load(path.read_text()))
    assert [d["score_ns"] for d in again["deals"]] == [line["score_ns"] for line in lines[:-1]]


def test_declarer_in_notrump_sets_up_the_long_suit_when_short_of_tricks():
    """Card play: in notrump with too few sure tricks (6 of 9), declarer
    develops the longest joint suit (diamonds, 8 cards) before cashing winners."""
    view = play_view(hand("AK", "A43", "KJ853", "752"), [], contract="3N", declarer="S", turn="S",
                     dummy_hand=hand("973", "K62", "974", "AK83"),
                     tricks=[{"leader": "W", "cards": ["SQ", "S2", "S4", "S5"], "winner": "S"}])
    legal = [f"play {c}" for c in view["hand"]]
    assert choose_card(view, legal).split()[1][0] == "D"
