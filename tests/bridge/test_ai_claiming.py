"""The strong AI's own claims (talong/ai/bridge/claiming.py; Laws 68-70 as
docs/bridge-actions.md "Claims" builds them): it claims only tricks that are
certain from its own view, and the opponents' double-dummy check
(claims.py) then accepts them."""
from talong.ai.bridge import LEGACY, BridgeAI, PlayConfig, StrongBridgeAI
from talong.ai.bridge.claiming import all_top, choose_claim, top_winners
from talong.ai.bridge.claims import claimer_can_take
from talong.games.bridge import GAME

N, E, S, W = range(4)
RANKS = "23456789TJQKA"
# Every hand holds one suit: no hand can follow another's lead.
ONE_SUIT = {seat: [suit + r for r in RANKS] for seat, suit in zip("NESW", "SHDC")}

# A three-card ending (as in test_bridge_claims.py): North declares 1NT and is on lead.
JUNK = {"N": "C2 C3 C4 D2 D3 D4 H2 H7 S9 ST", "E": "CK CQ CJ DK DQ DJ HK HQ SJ S3",
        "S": "C5 C6 C7 D5 D6 D7 H8 H9 S5 S7", "W": "C8 C9 CT D8 D9 DT HT HJ S6 S8"}
TEN_TRICKS = ["CK C5 C8 C2", "CQ C6 C9 C3", "CJ C7 CT C4", "DK D5 D8 D2", "DQ D6 D9 D3",
              "DJ D7 DT D4", "HK H8 HT H2", "HQ H9 HJ H7", "SJ S5 S6 S9", "S3 S7 S8 ST"]  # E, S, W, N
FINESSE = {"N": "SA SQ HA", "E": "SK S4 H3", "S": "S2 H5 H6", "W": "H4 CA DA"}
TOPS = {"N": "SA SK HA", "E": "SQ S4 H3", "S": "S2 H5 H6", "W": "H4 CA DA"}
SPLIT = {"N": "SQ HA H5", "E": "S4 S2 H3", "S": "SA SK H6", "W": "H4 CA DA"}   # the tops shared with dummy


def deal(hands, *calls):
    state = GAME.deal({}, deal={"board": 1, "hands": hands})
    for call in calls:
        state = state.apply(call)
    return state


def ending(last):
    state = deal({seat: (JUNK[seat] + " " + last[seat]).split() for seat in "NESW"}, "1N", "pass", "pass", "pass")
    for trick in TEN_TRICKS:
        for card in trick.split():
            state = state.apply("play " + card)
    assert state.to_move() == N and len(state.tricks) == 10
    return state


def test_a_defender_with_only_top_cards_claims_them_all_and_declarer_accepts():
    """Law 68A: a claim of all the remaining tricks. East, on lead after
    winning trick 1 with twelve hearts nobody else holds, claims the twelve
    (top winners: notrump, nothing can beat or ruff them); the declarer AI's
    double-dummy check agrees (Law 69A)."""
    state = deal(ONE_SUIT, "1N", "pass", "pass", "pass")            # 1NT by North, East leads
    for _ in range(4):
        state = state.apply(state.legal_actions()[0])
    assert state.to_move() == E and state.won == (0, 1)
    view = state.view(E)
    assert top_winners(view) == 12
    ai = StrongBridgeAI(1, samples=4)
    assert ai.choose(view, state.legal_actions()) == "claim 12"
    claimed = state.apply("claim 12")
    assert claimer_can_take(claimed.view(N)) == 12
    assert BridgeAI().choose(claimed.view(N), claimed.legal_actions()) == "accept"
    assert claimed.apply("accept").result()["tricks"] == 0


def test_declarer_claims_a_cross_ruff_free_trump_suit_and_the_defenders_accept():
    """Laws 68A, 69A: North, declaring 7S with all thirteen trumps, ruffs the
    opening lead and then holds only trumps no opponent can beat: it claims
    the twelve remaining tricks, both defenders accept, 7S makes."""
    state = deal(ONE_SUIT, "7S", "pass", "pass", "pass")
    for _ in range(4):
        state = state.apply(state.legal_actions()[0])
    assert state.to_move() == N and state.won == (1, 0)
    assert StrongBridgeAI(1, samples=4).choose(state.view(N), state.legal_actions()) == "claim 12"
    claimed = state.apply("claim 12")
    for seat in (E, W):
        assert StrongBridgeAI(seat).choose(claimed.view(seat), claimed.legal_actions()) == "accept"
        claimed = claimed.apply("accept")
    assert claimed.result()["tricks"] == 13


def test_top_winners_need_every_card_of_the_hand_on_lead_to_be_top():
    """North's SA SK HA are the highest of their suits: three top winners, so
    "claim 3"; with SA SQ HA the SQ may lose to the SK: not all top."""
    tops = ending(TOPS)
    assert top_winners(tops.view(N)) == 3
    assert choose_claim(tops.view(N), tops.legal_actions()) == "claim 3"
    finesse = ending(FINESSE)
    assert top_winners(finesse.view(N)) == 2


def test_declarer_claims_when_every_card_of_both_hands_is_top():
    """Law 68A: North (declarer) leads from SQ HA H5 with dummy's SA SK H6:
    the SQ and H5 are beaten by dummy's cards, so North's hand alone is not
    three winners, but every card of the two hands beats every unseen card
    of its suit: whichever hand wins leads another top card, so all three
    tricks are certain and North claims them."""
    state = ending(SPLIT)
    view = state.view(N)
    assert top_winners(view) == 1 and all_top(view)
    assert choose_claim(view, state.legal_actions()) == "claim 3"
    claimed = state.apply("claim 3")
    assert claimer_can_take(claimed.view(E)) == 3


def test_no_claim_when_the_tricks_depend_on_where_an_unseen_card_lies():
    """The claim is certain on the AI's own view or not made: with SA SQ HA
    against an unseen SK the SQ wins only when the king sits where it can be
    finessed or falls: it depends on the layout, so North plays a card."""
    state = ending(FINESSE)
    view = state.view(N)
    assert top_winners(view) == 2 and not all_top(view)
    assert choose_claim(view, state.legal_actions()) is None
    assert StrongBridgeAI(1, samples=4).choose(view, state.legal_actions()).startswith("play ")


def test_the_legacy_configuration_never_claims():
    state = ending(TOPS)
    assert StrongBridgeAI(1, config=LEGACY).choose(state.view(N), state.legal_actions()).startswith("play ")


def test_every_claim_in_self_play_is_right_double_dummy():
    """Laws 68-69: in whole deals among four strong AIs (small samples),
    every claim an AI makes is one the opponents' double-dummy check
    accepts, so no claim is ever disputed; and claims do happen."""
    players = [StrongBridgeAI(s, config=PlayConfig(samples=4, lead="rules")) for s in range(4)]
    claims = 0
    for seed in (4, 6):
        state = GAME.deal({"board": seed % 16 + 1}, seed=seed)
        while not state.is_terminal():
            seat = state.to_move()
            action = players[seat].choose(state.view(seat), state.legal_actions())
            if action.startswith("claim"):
                claims += 1
            state = state.apply(action)
            assert not state.played_out()
    assert claims >= 1
