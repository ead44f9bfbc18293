"""Claims (Laws 68-70 of the WBF Laws 2017; the Swedish transcription in
rules/bridge-lagar-for-tavlingsbridge-2017.txt names "LAG 68 ANSPRÅK OCH
AVSTÅENDE", "LAG 69 GODKÄNT ANSPRÅK ELLER AVSTÅENDE" and "LAG 70 IFRÅGASATT
ANSPRÅK" in its table of contents only; docs/bridge-actions.md records our
decisions): "claim N" by the player on play stops the play (Law 68D); the
opponents answer "accept" or "dispute"; a claim all of them accept stands
(Law 69A); a disputed claim is played out (our substitute for Law 70)."""
import json

import pytest

from talong.core import records
from talong.core.engine import IllegalAction
from talong.games.bridge import GAME
from talong.i18n import line_text

RANKS = "23456789TJQKA"
# Hand (r + s) % 4 gets rank r of suit s (as in test_bridge_play.py).
MIXED = {seat: [suit + RANKS[r] for s, suit in enumerate("CDHS") for r in range(13) if (r + s) % 4 == h]
         for h, seat in enumerate("NESW")}
N, E, S, W = range(4)


def deal(hands, *calls):
    state = GAME.deal({}, deal={"board": 1, "hands": hands})
    for call in calls:
        state = state.apply(call)
    return state


def one_spade_by_north():
    return deal(MIXED, "1S", "pass", "pass", "pass")


def play_first(state, tricks):
    """Play `tricks` whole tricks with the first legal card each time."""
    for _ in range(4 * tricks):
        state = state.apply(state.legal_actions()[0])
    return state


def until_turn_of(state, seat):
    """Play the first legal card until `seat` is to move."""
    while state.to_move() != seat:
        state = state.apply(state.legal_actions()[0])
    return state


def snapshot(state):
    return json.dumps([state.view(s) for s in (None, 0, 1, 2, 3)], sort_keys=True), state.legal_actions()


def test_unilateral_claim_13_exploit_is_refused():
    """The exploit of issue 8: a defender posting "claim 13" at trick 1
    against 3NT set it down 9. The play period begins when the opening lead
    is faced (definition "Spelperiod"; Law 17D1: until then it is the
    clarification period), so a claim on the opening lead is refused naming
    that rule, and nothing changes. Later in trick 1 a defender's claim only
    stops the play (Law 68D): no trick moves until the opponents agree (Law
    69A); the declarer disputes and play goes on (Law 70, our substitute)."""
    state = deal(MIXED, "3N", "pass", "pass", "pass")      # 3NT by North; East leads
    assert state.to_move() == E and state.contract_text() == "3N"
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply_by(E, "claim 13")
    assert "Spelperiod" in err.value.rule and "opening lead" in str(err.value)
    assert snapshot(state) == before and state.claim is None and state.won == (0, 0)
    assert not any(a.startswith("claim") for a in state.legal_actions())
    # after the lead and dummy's card, West (the other defender) claims 13: only a proposal
    state = until_turn_of(state.apply_by(E, state.legal_actions()[0]), W)
    pending = state.apply_by(W, "claim 13")
    assert pending.phase() == "claim" and pending.won == (0, 0) and not pending.is_terminal()
    assert pending.to_move() == N and pending.legal_actions() == ["accept", "dispute"]
    played_on = pending.apply_by(N, "dispute")
    assert played_on.phase() == "play" and played_on.won == (0, 0) and played_on.to_move() == W
    assert played_on.legal_actions() == [a for a in state.legal_actions() if a.startswith("play ")]


def test_declarers_claim_stands_when_both_defenders_accept():
    """Law 68A/B: a claim of N of the remaining tricks concedes the rest;
    Law 68D: play stops; Law 69A: the defenders (left-hand opponent first)
    both accept and the board is scored as claimed (Law 77: 1S by North
    taking 9 tricks, not vulnerable: 30 + 60 + 50 = 140)."""
    state = until_turn_of(play_first(one_spade_by_north(), 1), N)
    assert f"claim {state.remaining_tricks()}" in state.legal_actions()
    more = 9 - state.won[0]
    claimed = state.apply(f"claim {more}")
    assert claimed.phase() == "claim" and claimed.answerers() == (E, W)
    assert claimed.to_move() == E and claimed.won == state.won
    half = claimed.apply("accept")
    assert half.phase() == "claim" and half.to_move() == W and half.won == state.won
    over = half.apply("accept")
    assert over.is_terminal() and over.phase() == "over" and over.legal_actions() == []
    result = over.result()
    assert result["tricks"] == 9 and result["score_ns"] == 140
    assert "Anspråk (Lag 68-69)" in line_text(result["lines"][1], "sv")
    assert "the opponents agreed" in line_text(result["lines"][1], "en")
    view = over.view(None)
    assert view["claim"]["seat"] == "N" and view["claim"]["status"] == "agreed"
    assert view["claim"]["remaining"] == state.remaining_tricks() and view["claim"]["answered"] == ["E", "W"]


def test_defenders_claim_is_answered_by_declarer_for_dummy():
    """Law 69A: the claimer's opponents acquiesce; for the declaring side the
    declarer answers (he speaks for dummy as in the play, Law 45B)."""
    state = until_turn_of(play_first(one_spade_by_north(), 2), E)
    claimed = state.apply_by(E, "claim 4")
    assert claimed.answerers() == (N,) and claimed.to_move() == N
    with pytest.raises(IllegalAction) as err:
        claimed.apply_by(S, "accept")
    assert "Law 69A" in err.value.rule
    over = claimed.apply_by(N, "accept")
    remaining = state.remaining_tricks()
    assert over.won == (state.won[0] + remaining - 4, state.won[1] + 4)


def test_disputed_claim_is_played_out_to_the_end():
    """Law 70 (our substitute for the director): a disputed claim is
    withdrawn, play resumes where it stopped, the rest is played out card by
    card with no further claim, and the settlement says so."""
    state = until_turn_of(play_first(one_spade_by_north(), 1), N)
    disputed = state.apply("claim 12").apply("accept").apply("dispute")
    assert disputed.phase() == "play" and disputed.to_move() == N and disputed.won == state.won
    assert disputed.claim is None and disputed.claims() == []
    assert disputed.legal_actions() == [a for a in state.legal_actions() if a.startswith("play ")]
    with pytest.raises(IllegalAction) as err:
        disputed.apply("claim 1")
    assert err.value.rule.startswith("Law 70")
    over = disputed
    while not over.is_terminal():
        over = over.apply(over.legal_actions()[0])
    assert len(over.tricks) == 13
    assert any("bestreds och drogs tillbaka, och resten spelades ut" in line_text(line, "sv") for line in over.result()["lines"])
    assert over.view(None)["claims"][0]["status"] == "disputed"


def test_pending_claim_stops_the_play():
    """Law 68D: after a claim play stops: no card, no new claim, only the
    answer of the opponent in turn; the claimer does not answer his own claim."""
    state = until_turn_of(play_first(one_spade_by_north(), 1), N)
    claimed = state.apply("claim 5")
    before = snapshot(claimed)
    for action in (state.legal_actions()[0], "claim 3", "pass"):
        with pytest.raises(IllegalAction) as err:
            claimed.apply(action)
        assert err.value.rule == "Law 68D"
    for seat in (N, S, W):
        with pytest.raises(IllegalAction, match="answers"):
            claimed.apply_by(seat, "accept")
    assert snapshot(claimed) == before


def test_views_show_the_claim_to_all_and_the_claimers_hand_to_the_opponents():
    """Views show a pending claim to every seat; the claimer's hand is shown
    to the opponents only (our substitute for the statement of Law 68C),
    never to the claimer's partner or a spectator; the opponents keep what
    they were shown after a dispute (their view holds what they saw)."""
    state = until_turn_of(play_first(one_spade_by_north(), 1), N)
    hand = state.view(N)["hand"]
    claimed = state.apply("claim 6")
    for seat in (None, N, E, S, W):
        view = claimed.view(seat)
        assert view["phase"] == "claim" and view["claim"]["tricks"] == 6 and view["claim"]["seat"] == "N"
        assert view["claim"]["answer_by"] == ["E", "W"] and view["claim"]["status"] == "pending"
        shown = seat in (E, W)
        assert ("hand" in view["claim"]) == shown
        if shown:
            assert view["claim"]["hand"] == hand
    disputed = claimed.apply("dispute")
    assert disputed.view(E)["claims"][0]["hand"] == hand and "hand" not in disputed.view(S)["claims"][0]
    assert "claim" not in disputed.view(E)


def test_claim_in_the_middle_of_a_trick_counts_that_trick():
    """Law 68A: the tricks "remaining" are those not yet completed, the one
    in progress included; a claim of 0 concedes them all (Law 68B)."""
    state = one_spade_by_north().apply("play C3")     # East leads, dummy (South) is next
    state = state.apply(state.legal_actions()[0])     # dummy's card (played by declarer)
    state = state.apply(state.legal_actions()[0])     # West's card
    assert state.to_move() == N and len(state.trick) == 3 and state.remaining_tricks() == 13
    over = state.apply("claim 0").apply("accept").apply("accept")
    assert over.won == (0, 13)


def test_declarer_claims_for_dummy_on_dummys_turn():
    """Law 45B: on dummy's turn declarer acts: the claim is declarer's."""
    state = one_spade_by_north().apply("play C3")   # East leads, South (dummy) to play
    assert state.hand_to_play() == S and state.to_move() == N
    assert state.apply_by(N, "claim 13").claim == (N, 13)
    with pytest.raises(IllegalAction, match="dummy"):
        state.apply_by(S, "claim 13")


@pytest.mark.parametrize("action", ["claim", "claim x", "claim -1", "claim 14", "claims 3", "claim 3 4"])
def test_malformed_or_impossible_claim_is_refused(action):
    """Law 68A: a claim names a number of the remaining tricks."""
    state = one_spade_by_north().apply("play C3")
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.rule == "Law 68A"
    assert state.claim is None and state.phase() == "play"


def test_no_claim_in_the_auction_or_after_the_play_and_no_answer_without_a_claim():
    """Law 68: a claim concerns the tricks: not in the auction; after the
    deal is over nothing more (Law 22A's message); "accept"/"dispute" with no
    claim pending is refused (Law 69A)."""
    state = deal(MIXED, "1S")
    with pytest.raises(IllegalAction, match="claim concerns the tricks") as err:
        state.apply("claim 7")
    assert err.value.rule == "Law 68A"
    assert state.claims() == []
    play = one_spade_by_north().apply("play C3")
    for answer in ("accept", "dispute"):
        with pytest.raises(IllegalAction) as err:
            play.apply(answer)
        assert err.value.rule == "Law 69A"
    over = play.apply("claim 7").apply("accept").apply("accept")
    with pytest.raises(IllegalAction, match="over"):
        over.apply("claim 7")


def test_claims_follow_the_cards_in_legal_actions_once_the_lead_is_made():
    """docs/bridge-actions.md: in the play period the legal actions are the
    playable cards, then "claim 0" .. "claim N" (Law 68A); none on the
    opening lead (definition "Spelperiod")."""
    state = one_spade_by_north()
    assert state.claims() == [] and all(a.startswith("play ") for a in state.legal_actions())
    state = state.apply("play C3")
    legal = state.legal_actions()
    cards = [a for a in legal if a.startswith("play ")]
    assert legal == cards + [f"claim {n}" for n in range(14)] == cards + state.claims()


def test_claimed_board_replays_from_its_record():
    """SPEC "Every game": reproducible from the record: deal + actions, the
    claim and its answers included."""
    state = deal(MIXED)
    actions = []
    for action in ("1S", "pass", "pass", "pass", "play C3", "claim 8", "accept", "accept"):
        actions.append(records.action_entry(state.to_move(), action))
        state = state.apply(action)
    again = records.replay_actions(GAME.deal({}, deal=state.deal_record()), actions)
    assert again.result() == state.result() and again.is_terminal()
    assert GAME.deal({}, deal=state.deal_record()).describe("claim 8", "sv") == "anspråk på 8 stick"
    assert state.describe("dispute", "en") == "dispute the claim: play on"


# --- the AI's answer (talong/ai/bridge/claims.py) -------------------------------------
# A deal built so that the first ten tricks are forced to a known ending: in
# each trick all four follow suit, East wins tricks 1-9 and North trick 10.
# Then, in 1NT by North, North on lead holds SA SQ HA, East SK S4 H3, dummy
# South S2 H5 H6, West H4 CA DA: North can take two tricks (SA and HA) but
# not the SQ, since the SK sits over it: a finesse of the queen loses.
ENDING = {"N": "SA SQ HA", "E": "SK S4 H3", "S": "S2 H5 H6", "W": "H4 CA DA"}
JUNK = {"N": "C2 C3 C4 D2 D3 D4 H2 H7 S9 ST", "E": "CK CQ CJ DK DQ DJ HK HQ SJ S3",
        "S": "C5 C6 C7 D5 D6 D7 H8 H9 S5 S7", "W": "C8 C9 CT D8 D9 DT HT HJ S6 S8"}
TEN_TRICKS = ["CK C5 C8 C2", "CQ C6 C9 C3", "CJ C7 CT C4", "DK D5 D8 D2", "DQ D6 D9 D3",
              "DJ D7 DT D4", "HK H8 HT H2", "HQ H9 HJ H7", "SJ S5 S6 S9", "S3 S7 S8 ST"]  # E, S, W, N


def ending():
    hands = {seat: (JUNK[seat] + " " + ENDING[seat]).split() for seat in "NESW"}
    state = deal(hands, "1N", "pass", "pass", "pass")
    for trick in TEN_TRICKS:
        for card in trick.split():
            state = state.apply("play " + card)
    assert len(state.tricks) == 10 and state.to_move() == N and state.won == (1, 9)
    return state


def test_the_ai_sees_the_whole_ending_from_its_view_alone():
    """Law 68C (our substitute: the claimer's hand is shown): the answering
    AI rebuilds every hand from its own view only - its hand, dummy's, the
    claimer's shown hand, and the rest as the fourth hand."""
    from talong.ai.bridge.claims import layout
    claimed = ending().apply("claim 3")
    view = claimed.view(E)
    assert set(view) >= {"hand", "dummy_hand", "claim"} and "hand" in view["claim"]
    hands, leader, trick = layout(view)
    assert [sorted(h) for h in hands] == [sorted(ENDING[s].split()) for s in "NESW"]
    assert leader == N and trick == []
    with pytest.raises(ValueError, match="claimer's hand"):
        layout(claimed.view(S))          # the claimer's partner is shown nothing


@pytest.mark.parametrize("ai", ["basic", "strong"])
def test_the_ai_accepts_a_right_claim_and_disputes_a_wrong_one(ai):
    """Laws 69A/70: the AI opponents accept North's claim of the two tricks
    it can take (double dummy) and dispute a claim of all three (the SK
    sits over the SQ); the disputed claim is then played out and North
    indeed takes two."""
    from talong.ai import make_player
    players = [make_player("bridge", ai, seed=s) for s in range(4)]
    right = ending().apply("claim 2")
    for seat in (E, W):
        assert players[seat].choose(right.view(seat), right.legal_actions()) == "accept"
        right = right.apply("accept")
    assert right.is_terminal() and right.result()["tricks"] == 3    # 1 + 2: 1NT down 4
    wrong = ending().apply("claim 3")
    assert players[E].choose(wrong.view(E), wrong.legal_actions()) == "dispute"
    state = wrong.apply("dispute")
    while not state.is_terminal():
        seat = state.to_move()
        state = state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
    assert state.won[0] == 1 + 2


def test_the_declarer_ai_judges_a_defenders_claim_in_the_middle_of_a_trick():
    """Law 68A: the trick in progress counts. North leads the SA; East
    claims one of the three tricks (the SK): right, and the declarer AI
    accepts for its side (Law 69A); a claim of two is wrong and disputed."""
    from talong.ai import make_player
    from talong.ai.bridge.claims import claimer_can_take
    ai = make_player("bridge", "basic")
    led = ending().apply("play SA")
    one, two = led.apply_by(E, "claim 1"), led.apply_by(E, "claim 2")
    assert one.to_move() == N and claimer_can_take(one.view(N)) == 1
    assert ai.choose(one.view(N), one.legal_actions()) == "accept"
    assert ai.choose(two.view(N), two.legal_actions()) == "dispute"
    assert one.apply("accept").won == (1 + 2, 9 + 1)


def test_the_ai_never_claims_but_plays_its_cards():
    """docs/bridge-actions.md: the AI claims nothing it is not certain of
    (here the SQ may lose to the unseen SK); given the claims among the
    legal actions it still plays a card."""
    from talong.ai import make_player
    state = ending()
    assert any(a.startswith("claim") for a in state.legal_actions())
    for ai in ("basic", "strong"):
        assert make_player("bridge", ai).choose(state.view(N), state.legal_actions()).startswith("play ")
