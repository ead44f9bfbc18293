"""The play of the cards: rules/vira-stockholms-wirasallskap.txt "Spelet av
korten"; rules/vira-sa-spelar-du-vira.txt "Stickspel", "Givens slut"."""
import random

import pytest

from talong.core import records
from talong.core.engine import IllegalAction, RecordError
from talong.games.vira.deal import CARD
from talong.games.vira.play import winner
from talong.games.vira.scenario import deal_state, run

HANDS = {0: "S2 S3 S4 S5 S6 C2 C3 C4 C5 C6 D2 D3 D4",
         1: "SA SK SQ HA HK HQ HJ HT H9 H8 H7 DA DK",   # declarer, no clubs
         2: "S7 S8 S9 ST SJ C7 C8 C9 CT CJ D5 D6 D7"}


def seven_spel_in_hearts(**kw):
    """Mellanhand (seat 1) declares 7-spel in hearts; nobody buys."""
    return run(deal_state(hands=HANDS, **kw), ["bid begär", "bid 7-spel", "pass", "pass", "trump H", "buy",
                                                "play", "buy", "buy"])


def t(*pairs):
    return tuple((seat, CARD[c]) for seat, c in pairs)


def refused(state, action, rule_part):
    before = (state.hands, state.trick, state.mover, state.tricks)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert rule_part in err.value.rule, err.value
    assert (state.hands, state.trick, state.mover, state.tricks) == before


def test_forhand_always_leads_to_the_first_trick_and_play_goes_clockwise():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Det är alltid förhand
    som spelar ut till första sticket.' ... 'Spelet fortsätter sedan medsols, och
    varje spelare lägger i tur och ordning ett kort till sticket.'"""
    state = seven_spel_in_hearts()
    assert state.view(1)["phase"] == "play" and state.to_move() == 0     # declarer is 1
    state = state.apply("play S2")
    assert state.to_move() == 1
    state = state.apply("play SA")
    assert state.to_move() == 2


def test_four_players_play_clockwise_among_the_active():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Spelet fortsätter
    sedan medsols'; Bordsplacering: the sitter-out takes no part."""
    state = run(deal_state(players=4, forhand=3), ["bid begär", "pass", "pass", "trump S", "buy", "play",
                                                   "buy", "buy"])
    order = []
    for _ in range(3):
        order.append(state.to_move())
        state = state.apply(state.legal_actions()[0])
    assert order == [3, 0, 2]                    # förhand 3, mellanhand 0, (1 sits out), efterhand 2


def test_must_follow_suit():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Man måste alltid följa
    färg om man kan, d.v.s. man måste lägga ett kort i samma färg som det kort
    som först spelades till sticket.' (vira-sa-spelar-du-vira.txt: 'Du måste
    följa färg om du kan')"""
    state = seven_spel_in_hearts().apply("play S2")
    assert state.legal_actions() == ["play SQ", "play SK", "play SA"]
    refused(state, "play HA", "följa färg")


def test_cannot_follow_any_card_and_trump_wins():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Kan man inte följa
    färg, får man lägga ut vilket kort som helst. Om någon spelare har trumfat,
    vinner det högsta trumfkortet sticket' ... 'Den som vinner ett stick spelar
    ut till nästa.'; vira-sa-spelar-du-vira.txt, Budgivning: 'Trumf är en färg
    som slår alla andra färger i ett stick.'"""
    state = seven_spel_in_hearts().apply("play C2")
    assert len(state.legal_actions()) == 13                      # void in clubs: any card
    state = run(state, ["play H7", "play CJ"])
    assert state.view(0)["last_trick"]["winner"] == 1
    assert state.tricks[1] == 1 and state.to_move() == 1        # 'Den som vinner ett stick spelar ut till nästa'


def test_without_trump_the_highest_card_of_the_led_suit_wins():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: '... annars vinner det
    högsta kortet i den utspelade färgen.' A higher card of another suit does not win."""
    state = run(seven_spel_in_hearts(), ["play C2", "play SA", "play C7"])
    assert state.view(1)["last_trick"]["winner"] == 2 and state.to_move() == 2


def test_highest_trump_wins_among_several():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'vinner det högsta trumfkortet sticket'."""
    assert winner(t((0, "C2"), (1, "H2"), (2, "H3")), 2, False) == 2
    assert winner(t((0, "H4"), (1, "HA"), (2, "CA")), 2, False) == 1
    assert winner(t((0, "C2"), (1, "SA"), (2, "C3")), 2, False) == 2


def test_aces_rank_highest_then_king_down_to_two():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Ess räknas normalt som
    det högsta kortet i en färg, därefter följer kung, dam, knekt och så vidare
    ända ner till två.' (vira-sa-spelar-du-vira.txt: 'Korten rankas från ess högst ned till två.')"""
    assert winner(t((0, "DK"), (1, "DA"), (2, "DQ")), None, False) == 1
    assert winner(t((0, "D2"), (1, "DT"), (2, "D9")), None, False) == 1
    assert winner(t((0, "DJ"), (1, "DT"), (2, "DQ")), None, False) == 2


def test_aces_as_ones_rank_below_the_twos():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Det finns dock ett
    undantag från den normala kortföljden: gask på 0 4 som spelas lågt och där
    spelföraren har alla ess. I dessa räknas essen som ettor och är därmed lägre
    än tvåorna.'"""
    assert winner(t((0, "CA"), (1, "C2"), (2, "C3")), None, True) == 2
    assert winner(t((0, "C2"), (1, "CA"), (2, "D3")), None, True) == 0
    talong = "CA DA HA SA H2 H3 H4 H5 H6 H7 H8 H9 HT"
    state = run(deal_state(talong=talong, hands={1: "C2 C3", 2: "C4 C5"}),
                ["bid begär", "bid gask-2", "pass", "pass", "keep C2", "keep C3", "discard C2", "discard C3",
                 "play", "low", "aces-as-ones"])
    assert state.view(0)["contract"]["aces_as_ones"] is True
    state = run(state, ["play CK", "play CA", "play C4"])       # förhand 0 leads, 1 declares
    assert state.view(1)["last_trick"]["winner"] == 0           # the ace is a one


def test_misar_is_played_in_sang_with_11_cards_and_opponents_keep_theirs():
    """vira-stockholms-wirasallskap.txt, Gaskspel: 'Elva kort återstår på
    spelförarens hand och endast elva stick kommer att spelas ... Motspelarna
    tillåts inte lägga bort några kort, utan kommer få två kort var över när
    spelet klarats av.'; 'Lågspelen spelas alltid i sang'; Spelet av korten:
    'Sammanlagt spelas tretton stick i varje spel (utom i de misärer där
    spelföraren fått lägga bort ett eller två kort från handen).'"""
    state = run(deal_state(), ["bid gask-0", "pass", "pass", "play", "low"])
    state = run(state, state.legal_actions()[:1])
    state = run(state, state.legal_actions()[:1])
    assert state.view(0)["contract"]["trump"] is None
    rng = random.Random(3)
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.played == 11 and sum(state.tricks) == 11
    assert state.hands[1].bit_count() == 2 and state.hands[2].bit_count() == 2


def test_a_high_game_plays_thirteen_tricks_and_has_a_result():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Sammanlagt spelas
    tretton stick i varje spel'; vira-sa-spelar-du-vira.txt, Givens slut: 'Given i
    Vira slutar när alla stick är spelade, 13 stick'."""
    state = seven_spel_in_hearts()
    rng = random.Random(1)
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.played == 13 and sum(state.tricks) == 13
    result = state.result()
    assert result["declarer"] == 1 and result["tricks"][1] == state.tricks[1]
    assert result["outcome"] in ("hem", "bet", "kodilj") and len(result["returns"]) == 3
    assert state.outcome().declarer_tricks == state.tricks[1] and state.outcome().tricks_needed == 7


def test_card_not_held_and_actions_after_the_end_are_refused():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'varje spelare lägger i
    tur och ordning ett kort till sticket' — his own card."""
    state = seven_spel_in_hearts()
    refused(state, "play HA", "ett kort till sticket")
    refused(state, "play ZZ", "vira-actions")


def test_out_of_turn_action_in_a_record_is_refused():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'varje spelare lägger i
    tur och ordning'; SPEC.md: illegal input is refused naming the rule."""
    start = deal_state(hands=HANDS)
    with pytest.raises(RecordError, match="action 1"):
        records.replay_actions(start, [{"seat": 0, "action": "bid begär"}, {"seat": 2, "action": "pass"}])


def test_lower_case_card_codes_are_accepted():
    """docs/vira-actions.md: card and suit codes may be written in lower case."""
    state = seven_spel_in_hearts().apply("play s2")
    assert state.view(1)["trick"] == [{"seat": 0, "card": "S2"}]
