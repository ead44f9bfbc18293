"""The play (Laws 41, 44, 45; definitions "Träkarl", "Följa färg", "Stick"):
talong/games/bridge/play.py and the play phase of state.py."""
import pytest

from talong.core.engine import GameError, IllegalAction
from talong.games.bridge import GAME
from talong.games.bridge.play import trick_winner
from talong.i18n import line_text

RANKS = "23456789TJQKA"
# Hand (r + s) % 4 gets rank r of suit s: N has 4 clubs, E 4 diamonds, S 4
# hearts, W 4 spades, and three cards of every other suit.
MIXED = {seat: [suit + RANKS[r] for s, suit in enumerate("CDHS") for r in range(13) if (r + s) % 4 == h]
         for h, seat in enumerate("NESW")}
# Each hand one whole suit: every trick shows the trump and void rules.
FLAT = {"N": [f"S{r}" for r in RANKS], "E": [f"H{r}" for r in RANKS],
        "S": [f"D{r}" for r in RANKS], "W": [f"C{r}" for r in RANKS]}


def deal(hands, *calls, board=1):
    state = GAME.deal({}, deal={"board": board, "hands": hands})
    for call in calls:
        state = state.apply(call)
    return state


def play(state, *cards):
    for card in cards:
        state = state.apply(f"play {card}")
    return state


def refused(state, action, rule, match=None, seat=None):
    before = (state.hands, state.trick, state.to_move())
    with pytest.raises(IllegalAction, match=match) as err:
        state.apply(action) if seat is None else state.apply_by(seat, action)
    assert err.value.rule == rule
    assert (state.hands, state.trick, state.to_move()) == before
    return err.value


def cards(state):
    """The playable cards among the legal actions (claims follow them, test_bridge_claims.py)."""
    return [a for a in state.legal_actions() if a.startswith("play ")]


def one_spade_by_north():
    return deal(MIXED, "1S", "pass", "pass", "pass")


def test_opening_lead_by_declarers_left_hand_opponent():
    """Law 41A: after the auction the defender on declarer's left makes the
    opening lead (definition "Första utspel": the first card of the first trick)."""
    assert one_spade_by_north().to_move() == 1
    state = deal(MIXED, "pass", "1H", "pass", "pass", "pass")   # East declares: South leads
    assert state.to_move() == 2 and state.declarer == 1 and state.dummy == 3
    state = deal(MIXED, "pass", "pass", "pass", "1N", "pass", "pass", "pass")  # West declares: North leads
    assert state.to_move() == 0


def test_no_card_is_played_before_the_auction_ends():
    """Law 41A / Law 17D1: the play period begins with the opening lead,
    after the auction."""
    refused(deal(MIXED, "1S"), "play C2", "Law 41A", "during the auction")


def test_declarer_plays_dummys_cards():
    """Law 45B / definition "Träkarl": declarer plays dummy's cards; when it
    is dummy's turn, declarer is to move and the legal cards are dummy's."""
    state = play(one_spade_by_north(), "CJ")
    assert state.hand_to_play() == 2 and state.to_move() == 0
    assert cards(state) == ["play C4", "play C8", "play CQ"]
    refused(state, "play C2", "Law 7B3", "dummy's hand")   # declarer's own club, not dummy's
    refused(state, "play CQ", "Law 45B", "dummy does not play", seat=2)


def test_card_not_in_hand_is_refused():
    """Law 7B3: "Spelarna får inte röra några andra kort än sina egna"."""
    refused(one_spade_by_north(), "play C2", "Law 7B3", "not in your hand")


def test_must_follow_suit():
    """Law 44C: each player must follow suit if possible (definition
    "Följa färg": play a card of the suit of the first card of the trick)."""
    state = play(one_spade_by_north(), "CJ")
    err = refused(state, "play H2", "Law 44C", "follow suit")
    assert "clubs" in str(err)
    state = play(state, "CQ", "CK")
    assert cards(state) == ["play C2", "play C6", "play CT", "play CA"]


def test_unable_to_follow_any_card_may_be_played():
    """Law 44D: a player unable to follow suit may play any card."""
    state = play(deal(FLAT, "pass", "1H", "pass", "pass", "pass"), "D2")  # South leads
    assert len(cards(state)) == 13   # dummy West holds only clubs


def test_highest_trump_wins():
    """Law 44E: a trick containing a trump is won by the player who played the highest trump."""
    state = deal(FLAT, "pass", "1H", "pass", "pass", "pass")   # hearts trumps, East declares
    state = play(state, "DA", "CA", "SA", "H2")
    assert state.tricks[-1][2] == 1 and state.won == (0, 1)
    assert trick_winner(((0, 12), (1, 13 * 2), (2, 13 * 2 + 5), (3, 13 * 2 + 1)), 2) == 2


def test_highest_card_of_the_suit_led_wins_without_trumps():
    """Law 44F: a trick without trumps is won by the highest card of the suit led."""
    state = deal(FLAT, "pass", "1N", "pass", "pass", "pass")   # notrump
    state = play(state, "D2", "CA", "SA", "HA")
    assert state.tricks[-1][2] == 2 and state.won == (1, 0)
    state = play(one_spade_by_north(), "CJ", "CQ", "CK", "CA")
    assert state.tricks[-1][2] == 0


def test_winner_leads_to_the_next_trick():
    """Law 44G: the lead to each trick after the first is made from the hand
    that won the previous trick."""
    state = play(one_spade_by_north(), "CJ", "CQ", "CK", "CA")
    assert state.to_move() == 0 and state.trick == ()
    state = play(state, "S3")    # North leads a trump; East next
    assert state.to_move() == 1


def test_play_out_of_turn_is_refused():
    """Law 44B (definition "Tur"): after the lead each other player plays in
    turn, clockwise; a card out of turn is refused."""
    state = one_spade_by_north()
    err = refused(state, "play C5", "Law 44B", "out of turn", seat=3)
    assert "East" in str(err)


def test_malformed_play_and_calls_during_play_are_refused():
    """Law 1A: the 52 cards of the pack; Law 22A: no call after the auction."""
    state = one_spade_by_north()
    refused(state, "play Z9", "Law 1A", "not a play")
    refused(state, "SA", "Law 1A")
    refused(state, "pass", "Law 22A")
    refused(state, "double", "Law 22A")


def test_thirteen_tricks_end_the_deal():
    """Definition "Stick": four cards played in turn; a deal is 13 tricks
    (Law 79A: the tricks won are counted per side)."""
    state = deal(FLAT, "pass", "1H", "pass", "pass", "pass")
    count = 0
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])
        count += 1
    assert count == 52 and len(state.tricks) == 13 and sum(state.won) == 13
    assert state.phase() == "over" and state.to_move() is None
    with pytest.raises(IllegalAction, match="over"):
        state.apply("play H2")


def test_result_before_the_end_is_an_error():
    """A deal has a result only when it is over."""
    with pytest.raises(GameError, match="not finished"):
        one_spade_by_north().result()


def test_apply_does_not_mutate():
    """Engine rule: apply returns a new state; the old one is unchanged."""
    state = one_spade_by_north()
    hands = state.hands
    after = state.apply("play CJ")
    assert state.hands == hands and state.trick == () and after.trick != ()


def play_out(state):
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])
    return state


def test_result_of_a_made_contract_uses_law_77():
    """Law 77 (scoring.score) on the tricks won (Law 79A): 1H by East
    making 13 tricks, not vulnerable (board 1, Law 2): 30 + 6 x 30 + 50 = 260
    to East-West; returns are N-S's score per seat, E-W's the negative."""
    result = play_out(deal(FLAT, "pass", "1H", "pass", "pass", "pass")).result()
    assert (result["contract"], result["declarer"], result["tricks"]) == ("1H", "E", 13)
    assert result["score_ns"] == -260 and result["returns"] == [-260, 260, -260, 260]
    assert result["lines"][-1]["amount"] == -260
    assert sum(line["amount"] for line in result["lines"][1:-1]) == -260
    assert all(line_text(line, "sv") and line_text(line, "en") for line in result["lines"])


def test_result_of_a_defeated_doubled_contract():
    """Law 77: 1NT doubled, down seven, not vulnerable: 100 + 2 x 200 +
    4 x 300 = 1700 to the defenders (South wins every diamond trick, Law 44F)."""
    state = play_out(deal(FLAT, "pass", "1N", "double", "pass", "pass", "pass"))
    result = state.result()
    assert (result["contract"], result["tricks"], result["score_ns"]) == ("1NX", 0, 1700)
    assert "7 bet" in line_text(result["lines"][0], "sv") and "down 7" in line_text(result["lines"][0], "en")


def test_result_is_scored_with_the_boards_vulnerability():
    """Law 2 / Law 77: on board 2 (East deals) North-South are vulnerable;
    1S doubled by South making 13 tricks: 60 + 6 x 200 + 50 + 50 = 1360
    (not vulnerable it would be 760)."""
    state = play_out(deal(FLAT, "pass", "1S", "double", "pass", "pass", "pass", board=2))
    result = state.result()
    assert (result["declarer"], result["contract"], result["tricks"]) == ("S", "1SX", 13)
    assert result["score_ns"] == 1360 and "i zonen" in line_text(result["lines"][0], "sv")


def test_card_order_ace_high_two_low():
    """Law 1A: "Kortens ordning i varje färg, från högsta till lägsta, är ess,
    kung, dam, knekt, 10, 9, 8, 7, 6, 5, 4, 3 och 2" (the suits' own order
    does not decide a trick: Law 44F)."""
    from talong.core.cards import FRENCH_52 as P
    order = [P.parse(f"S{r}") for r in "AKQJT98765432"]
    for higher, lower in zip(order, order[1:]):
        assert trick_winner(((0, lower), (1, higher)), -1) == 1
        assert trick_winner(((0, higher), (1, lower)), -1) == 0
    assert trick_winner(((0, P.parse("C2")), (1, P.parse("SA"))), -1) == 0   # spades do not beat clubs led
