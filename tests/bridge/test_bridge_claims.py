"""Claims and concessions (Laws 68-70 of the WBF Laws 2017; the Swedish
transcription in rules/bridge-lagar-for-tavlingsbridge-2017.txt names "LAG
68 ANSPRÅK OCH AVSTÅENDE", "LAG 69 GODKÄNT ANSPRÅK ELLER AVSTÅENDE" and "LAG
70 IFRÅGASATT ANSPRÅK" in its table of contents only; docs/bridge-actions.md
records the decision): "claim N" by the player on play ends the play and the
board is scored as claimed."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.bridge import GAME

RANKS = "23456789TJQKA"
# Hand (r + s) % 4 gets rank r of suit s (as in test_bridge_play.py).
MIXED = {seat: [suit + RANKS[r] for s, suit in enumerate("CDHS") for r in range(13) if (r + s) % 4 == h]
         for h, seat in enumerate("NESW")}


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


def test_claim_ends_the_play_and_scores_the_claimed_tricks():
    """Law 68A: a claim of N tricks; Law 68B: the rest are conceded; Law
    68D/69A: play ends and the board is scored as claimed (Law 77: 1S by
    North making 7 + 2 = 9 tricks, not vulnerable: 30 + 60 + 50 = 140)."""
    state = play_first(one_spade_by_north(), 1)
    won_ns = state.won[0]
    assert state.claims() == [f"claim {n}" for n in range(13)]
    seat = state.to_move()                     # whoever won trick 1 claims for their side
    claimed = state.apply(f"claim {9 - won_ns if seat % 2 == 0 else 12 - (9 - won_ns)}")
    assert claimed.is_terminal() and claimed.phase() == "over"
    result = claimed.result()
    assert result["tricks"] == 9 and result["score_ns"] == 140
    assert "Anspråk (Lag 68-69)" in result["lines"][1]["text_sv"]
    assert "Claim (Laws 68-69)" in result["lines"][1]["text_en"]
    view = claimed.view(None)
    assert view["claim"]["seat"] == "NESW"[seat] and view["claim"]["remaining"] == 12
    assert claimed.claims() == [] and claimed.legal_actions() == []


def test_claim_in_the_middle_of_a_trick_counts_that_trick():
    """Law 68A: the tricks "remaining" are those not yet completed, the one
    in progress included; a claim of 0 concedes them all (Law 68B)."""
    state = one_spade_by_north().apply("play C3")     # East leads, dummy (South) is next
    assert state.remaining_tricks() == 13
    state = state.apply(state.legal_actions()[0])     # dummy's card (played by declarer)
    state = state.apply(state.legal_actions()[0])     # West's card
    seat = state.to_move()
    assert seat == 0 and len(state.trick) == 3       # North, declarer, plays the 4th card
    over = state.apply("claim 0")
    side = seat % 2
    assert over.won[side] == 0 and over.won[1 - side] == 13


def test_declarer_claims_for_dummy_on_dummys_turn():
    """Law 45B: on dummy's turn declarer acts: the claim is declarer's."""
    state = one_spade_by_north()                    # North declares, South is dummy
    state = state.apply("play C3")                  # East leads, South (dummy) to play
    assert state.hand_to_play() == 2 and state.to_move() == 0
    assert state.apply_by(0, "claim 13").claim == (0, 13)
    with pytest.raises(IllegalAction, match="dummy"):
        state.apply_by(2, "claim 13")


@pytest.mark.parametrize("action", ["claim", "claim x", "claim -1", "claim 14", "claims 3", "claim 3 4"])
def test_malformed_or_impossible_claim_is_refused(action):
    """Law 68A: a claim names a number of the remaining tricks."""
    state = one_spade_by_north().apply("play C3")
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.rule == "Law 68A"
    assert state.claim is None and state.phase() == "play"


def test_no_claim_in_the_auction_or_after_the_play():
    """Law 68: a claim concerns the tricks: not in the auction; after the
    last trick (or a claim) the deal is over (Law 22A's message)."""
    state = deal(MIXED, "1S")
    with pytest.raises(IllegalAction, match="claim concerns the tricks") as err:
        state.apply("claim 7")
    assert err.value.rule == "Law 68A"
    assert state.claims() == []
    over = one_spade_by_north().apply("claim 7")
    with pytest.raises(IllegalAction, match="over"):
        over.apply("claim 7")


def test_claims_are_not_among_the_legal_actions_but_listed_apart():
    """docs/bridge-actions.md: legal_actions lists the cards (random and
    search players pick from it); claims() lists the claims."""
    state = one_spade_by_north()
    assert not any(a.startswith("claim") for a in state.legal_actions())
    assert state.claims()[0] == "claim 0" and state.claims()[-1] == "claim 13"


def test_claimed_board_replays_from_its_record():
    """SPEC "Every game": reproducible from the record: deal + actions, the claim included."""
    from talong.core import records
    state = deal(MIXED)
    actions = []
    for action in ("1S", "pass", "pass", "pass", "play C3", "claim 8"):
        actions.append((state.to_move(), action))
        state = state.apply(action)
    again = GAME.deal({}, deal=state.deal_record())
    again = records.replay_actions(again, [{"seat": s, "action": a} for s, a in actions])
    assert again.result() == state.result()
    assert GAME.deal({}, deal=state.deal_record()).describe("claim 8", "sv") == "anspråk på 8 stick"
