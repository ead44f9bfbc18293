"""Avpassning av gök (rules/vira-stockholms-wirasallskap.txt, page 7-8): who
passed a Gök off without låggard, also when the Gök was taken over i förhand,
and the penalty bet through a whole deal and the party's pulla.
Three players: förhand 0, mellanhand 1, efterhand 2; bottom card S2."""
import pytest

from talong.games.vira import GAME
from talong.games.vira.bidding import laggard_suits
from talong.games.vira.deal import CARD
from talong.games.vira.scenario import deal_state, make_deal, run
from talong.games.vira.tables import GOK_PASS_LAGGARDS, LAGGARDER
from talong.i18n import line_text

# Four disjoint hands: förhand's Gök, and three hands for the others.
GOK_HAND = "C3 C4 C5 D3 D4 D5 H3 H4 H5 S3 S4 S5 S6"       # plays home: lowest cards, opponents hold higher
THREE = "C2 D2 S2 CA CK CQ CJ DA DK DQ DJ HA HK"            # låggard in three suits: a two in each
ONE = "H2 CT C9 C8 DT D9 D8 HJ HT H9 SA SK SQ"            # låggard in hearts only
NONE = "C7 C6 D7 D6 H8 H7 H6 HQ SJ ST S9 S8 S7"           # no låggard (an eight with two lower, ...)


def mask(cards: str) -> int:
    return sum(1 << CARD[c] for c in cards.split())


def test_laggard_table_is_the_rule_texts_list():
    """vira-stockholms-wirasallskap.txt, Avpassning av gök: 'Låggarderna är: en
    tvåa; en fyra och en trea; en sexa och två kort lägre än sex; en åtta och tre
    kort lägre än åtta; en tia och fyra kort lägre än tio. Lägg märke till att det
    högsta kortet i en låggard alltid är jämnt.' and 'Den spelare som står först i
    tur att bjuda sedan en gök bjudits ... måste ha låggard i minst två färger ...
    den andra handen, måste ha minst en låggard.'"""
    assert LAGGARDER == ((2, 0), (4, 1), (6, 2), (8, 3), (10, 4))
    assert all(card % 2 == 0 for card, _ in LAGGARDER)
    assert GOK_PASS_LAGGARDS == (2, 1)
    # one card short of each låggard is none; the last one of the text's list
    assert laggard_suits(mask("ST S9 S8 S7 S5")) == 1 and laggard_suits(mask("ST S9 S8 S7")) == 0
    # 'en dam och fem kort lägre än damen ... inte räknas som en låggard'
    assert laggard_suits(mask("SQ SJ S9 S8 S7 S6")) == 0
    assert laggard_suits(mask(ONE)) == 1 and laggard_suits(mask(THREE)) == 3 and laggard_suits(mask(NONE)) == 0


def test_a_pass_off_a_gok_that_is_then_taken_over_i_forhand_is_checked():
    """vira-stockholms-wirasallskap.txt, Avpassning av gök: 'Spelare som passar
    efter gök förväntas ha kort som ger en rimlig chans att sätta spelföraren' and
    'Den spelare som står först i tur att bjuda sedan en gök bjudits, den s.k.
    första handen, måste ha låggard i minst två färger för att få passa av
    budet.'; Budgivningen: 'En spelare har möjlighet bjuda över ett bud med exakt
    samma bud om han sitter i förhand'. Mellanhand bids Gök, efterhand passes it
    off as the first hand, förhand takes the Gök over i förhand and mellanhand
    passes that one off as the first hand. Efterhand passed a Gök off without a
    single låggard: he is charged, though his pass came before the takeover
    (the engine overlooked him before)."""
    state = run(deal_state(hands={1: THREE, 2: NONE}), ["bid begär", "bid gök", "pass", "bid gök", "pass"])
    assert state.declarer == 0 and line_text(state.view(0)["auction"][3], "sv") == "bjuder Gök i förhand"
    assert state.gok_penalty == (2,)
    # mellanhand, first hand after förhand's Gök, needs two låggarder too
    state = run(deal_state(hands={1: ONE, 2: THREE}), ["bid begär", "bid gök", "pass", "bid gök", "pass"])
    assert state.gok_penalty == (1,)
    # both failed: the engine names both, and payments charge no penalty (see below)
    state = run(deal_state(hands={1: ONE, 2: NONE}), ["bid begär", "bid gök", "pass", "bid gök", "pass"])
    assert state.gok_penalty == (2, 1)


def test_gok_taken_over_by_mellanhand_checks_forhands_earlier_pass():
    """vira-stockholms-wirasallskap.txt, Avpassning av gök (as above) and
    Budgivningen: 'mellanhand kan bjuda över efterhand'. Efterhand bids Gök,
    förhand passes it off as the first hand (needs two låggarder), mellanhand
    takes it over i förhand and efterhand passes that one off as the first hand."""
    state = run(deal_state(hands={0: ONE, 2: THREE}), ["bid begär", "pass", "bid gök", "pass"])
    assert state.phase != "bidding" and state.declarer == 2       # no takeover: förhand checked
    assert state.gok_penalty == (0,)
    state = run(deal_state(hands={0: ONE, 2: THREE}), ["bid begär", "bid 7-spel", "bid gök", "pass", "bid gök",
                                                     "pass"])
    assert state.declarer == 1 and state.gok_penalty == (0,)
    state = run(deal_state(hands={0: THREE, 2: ONE}), ["bid begär", "bid 7-spel", "bid gök", "pass", "bid gök",
                                                     "pass"])
    assert state.gok_penalty == (2,)


def test_second_hand_needs_one_laggard():
    """vira-stockholms-wirasallskap.txt, Avpassning av gök: 'Den spelare som
    bjuder härnäst, den andra handen, måste ha minst en låggard.'"""
    assert run(deal_state(hands={1: THREE, 2: ONE}), ["bid gök", "pass", "pass"]).gok_penalty == ()
    assert run(deal_state(hands={1: THREE, 2: NONE}), ["bid gök", "pass", "pass"]).gok_penalty == (2,)



def _gok_played_home(other_hands, actions):
    """Förhand (0) plays the Gök with his own 13 cards; he plays his lowest
    legal card, the opponents their highest, and he takes no trick."""
    return _play_gok(run(deal_state(hands={0: GOK_HAND, **other_hands}), actions), 0)


def _play_gok(state, declarer):
    for card in set(state.view(declarer)["hand"]) - set(GOK_HAND.split()):
        state = state.apply(f"discard {card}")
    state = state.apply("play")
    while not state.is_terminal():
        legal = state.legal_actions()
        state = state.apply(legal[0] if state.to_move() == declarer else legal[-1])
    return state


@pytest.mark.parametrize("others,failed,penalised", [
    ({1: THREE, 2: ONE}, (), None),             # both had what the rule asks
    ({1: NONE, 2: ONE}, (1,), 1),              # the first hand lacked his second låggard
    ({1: THREE, 2: NONE}, (2,), 2),              # the second hand had none
    ({1: ONE, 2: NONE}, (1, 2), None),         # both failed: no penalty
])
def test_gok_penalty_bet_end_to_end(others, failed, penalised):
    """vira-stockholms-wirasallskap.txt, Avpassning av gök: 'Om en gök spelas hem,
    måste en motspelare som inte uppfyllt dessa krav sätta en bet i pullan som
    straff. Om båda motspelarna passat av budet utan att uppfylla kraven, sätts
    dock ingen straffbet.'; SPEC.md: 'the penalty bet is charged automatically'.
    A real deal: bidding, the Gök taken home with 0 tricks, the settlement."""
    state = _gok_played_home(others, ["bid gök", "pass", "pass"])
    assert state.tricks[0] == 0 and state.gok_penalty == failed
    result = state.result()
    assert result["outcome"] == "hem"
    expected = {"0": 1} if penalised is None else {"0": 1, str(penalised): -1}
    assert result["betar"] == expected
    assert result["pinnar"] == [0, 0, 0]                                   # Gök pays 0 pinnar


def test_gok_penalty_through_the_party_pulla():
    """vira-stockholms-wirasallskap.txt, Avpassning av gök ('sätta en bet i
    pullan som straff') and Betalning av betar ('Om spelföraren går hem, får han
    lyfta en bet'): the party's pulla gets the penalty bet and pays the lift."""
    party = GAME.party({"players": 3, "deals": 1}, 7)
    f = party.first_forhand
    seats = {0: f, 1: (f + 1) % 3, 2: (f + 2) % 3}
    others = {seats[1]: NONE, seats[2]: ONE}                 # first hand fails, second hand passes
    record = make_deal(hands={f: GOK_HAND, **others}, forhand=f)
    state = _play_gok(run(party.next_deal(record), ["bid gök", "pass", "pass"]), f)
    assert state.tricks[f] == 0 and state.gok_penalty == (seats[1],)
    party.finish_deal(state)
    standings = party.standings()
    assert standings["pulla"] == 3 + 1 - 1                   # åla 3, the penalty in, the lift out
    assert party.betar(f) == -1 + 1 and party.betar(seats[1]) == -1 - 1 and party.betar(seats[2]) == -1
