"""The auction (Laws 17, 18, 19, 22; rules/bridge-lagar-for-tavlingsbridge-2017.txt):
talong/games/bridge/auction.py and the auction phase of state.py."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.bridge import GAME
from talong.games.bridge.auction import BIDS, Auction


def auction(*calls, board=1):
    """Board 1: North deals (Law 2)."""
    state = GAME.deal({"board": board}, seed=1)
    for call in calls:
        state = state.apply(call)
    return state


def refused(state, call, rule, match=None):
    before = (state.auction.calls, state.to_move())
    with pytest.raises(IllegalAction, match=match) as err:
        state.apply(call)
    assert err.value.rule == rule
    assert (state.auction.calls, state.to_move()) == before  # unchanged
    return err.value


def test_dealer_calls_first_then_clockwise():
    """Law 17B: "Den spelare, som enligt brickan är giv, bjuder det första
    budet." Law 17C: "Spelaren till vänster om given bjuder det andra budet,
    och sedan bjuder spelarna i tur och ordning medurs." """
    for board, dealer in ((1, 0), (2, 1), (3, 2), (4, 3)):
        state = auction(board=board)
        seen = []
        for call in ("pass", "1C", "pass"):
            seen.append(state.to_move())
            state = state.apply(call)
        assert seen == [dealer, (dealer + 1) % 4, (dealer + 2) % 4]


def test_call_out_of_turn_is_refused():
    """Law 17C: calls are made in turn, clockwise (the rectifications of Laws
    28-32 do not arise: the online table refuses the call)."""
    state = auction("pass")
    err = refused_by(state, 0, "1C")
    assert err.rule == "Law 17C" and "East" in str(err)


def test_unknown_seat_is_refused():
    """Law 3: four players at a table, North, East, South and West."""
    for seat in (4, -1, "N", None):
        assert refused_by(auction(), seat, "pass").rule == "Law 3"


def refused_by(state, seat, action):
    with pytest.raises(IllegalAction) as err:
        state.apply_by(seat, action)
    return err.value


def test_calls_are_pass_double_redouble_and_bids_one_to_seven():
    """Law 18A: "Ett kontraktsbud anger ett trickantal (antal stick utöver
    sex) från ett till sju, och en benämning (färg eller sang). Pass, dubbelt
    och redubbelt är bud men inte kontraktsbud." """
    state = auction()
    assert state.legal_actions() == ["pass", *BIDS]
    assert len(BIDS) == 35 and BIDS[0] == "1C" and BIDS[-1] == "7N"
    for bad in ("8C", "0N", "1X", "1NT", "bid 1C", "", "play SA"):
        rule = "Law 41A" if bad.startswith("play") else "Law 18A"
        refused(state, bad, rule)


def test_calls_are_read_case_insensitively():
    """Law 18A: "1h" names the same bid as "1H"; "Pass" is pass."""
    state = auction("1h", "Pass")
    assert state.auction.calls == ("1H", "pass")


def test_rank_of_strains_and_higher_bids():
    """Law 18B: a bid is higher "om det anger samma antal trick i en högre
    benämning, eller om det anger ett högre antal trick". Law 18E:
    "sang, spader, hjärter, ruter, och klöver" from the top."""
    assert BIDS[:5] == ("1C", "1D", "1H", "1S", "1N")
    state = auction("1H")
    assert state.legal_actions()[2:5] == ["1S", "1N", "2C"]


def test_sufficient_bids_are_legal():
    """Law 18C: a bid higher than the last preceding bid is sufficient."""
    state = auction("1S", "1N", "2C", "7N")
    assert state.auction.calls == ("1S", "1N", "2C", "7N")


@pytest.mark.parametrize("calls, bid", [(("1H",), "1D"), (("1H",), "1H"), (("2C",), "1N"), (("1N", "double"), "1S"),
                                        (("7N",), "7S")])
def test_insufficient_bid_is_refused(calls, bid):
    """Law 18D: "Ett kontraktsbud som inte är högre än det senast föregående
    kontraktsbudet är ett otillräckligt bud. Det är ett regelbrott att bjuda
    ett otillräckligt bud"; SPEC: the table offers only legal calls."""
    state = auction(*calls)
    assert bid not in state.legal_actions()
    refused(state, bid, "Law 18D", "insufficient bid")


def test_seven_notrump_leaves_only_pass_and_double():
    """Law 18A/B: nothing is higher than 7N."""
    assert auction("7N").legal_actions() == ["pass", "double"]


def test_double_of_the_opponents_last_bid():
    """Law 19A1: "En spelare kan bara dubbla det senaste kontraktsbudet, som
    måste ha bjudits av motståndarsidan. Inget annat bud utom pass får ha
    kommit emellan." """
    assert "double" in auction("1H").legal_actions()              # RHO's bid
    assert "double" in auction("1H", "pass", "pass").legal_actions()  # LHO's bid, passes between
    state = auction("1H", "double")
    assert state.auction.doubled == 1


def test_double_without_a_bid_is_refused():
    """Law 19A1: there must be a contract bid to double."""
    state = auction("pass")
    assert "double" not in state.legal_actions()
    refused(state, "double", "Law 19A1", "no contract bid")


def test_double_of_partners_bid_is_refused():
    """Law 19A1: the bid doubled "måste ha bjudits av motståndarsidan"."""
    state = auction("1H", "pass")
    assert "double" not in state.legal_actions()
    refused(state, "double", "Law 19A1", "opponents")


def test_double_of_an_already_doubled_bid_is_refused():
    """Law 19A1: "Inget annat bud utom pass får ha kommit emellan" - a double
    after the partner's double, or after a redouble, is refused."""
    state = auction("1H", "double", "pass")
    refused(state, "double", "Law 19A1", "already doubled")
    state = auction("1H", "double", "redouble")
    refused(state, "double", "Law 19A1", "already redoubled")


def test_double_after_a_later_bid_applies_only_to_the_last_bid():
    """Law 19A1: only "det senaste kontraktsbudet" can be doubled: after
    1H by N and 1S by E, South may double 1S but West not (own side)."""
    state = auction("1H", "1S")
    assert "double" in state.legal_actions()
    state = state.apply("pass")
    refused(state, "double", "Law 19A1", "opponents")


def test_redouble_of_the_opponents_double():
    """Law 19B1: "En spelare kan bara redubbla den senaste dubblingen, som
    måste ha bjudits av en motståndare. Inget annat bud utom pass får ha
    kommit emellan." """
    assert "redouble" in auction("1H", "double").legal_actions()          # bidder's LHO doubled
    assert "redouble" in auction("1H", "double", "pass", "pass").legal_actions()  # bidder redoubles
    assert auction("1H", "pass", "pass", "double", "redouble").auction.doubled == 2


def test_redouble_without_a_double_is_refused():
    """Law 19B1: there must be a double to redouble."""
    state = auction("1H")
    assert "redouble" not in state.legal_actions()
    refused(state, "redouble", "Law 19B1", "no double")
    refused(auction(), "redouble", "Law 19B1", "no double")


def test_redouble_of_partners_double_is_refused():
    """Law 19B1: the double "måste ha bjudits av en motståndare"."""
    state = auction("1H", "double", "pass")   # West, partner of the doubler East
    assert "redouble" not in state.legal_actions()
    refused(state, "redouble", "Law 19B1", "opponents' double")


def test_second_redouble_is_refused():
    """Law 19B1: only the last double may be redoubled, once."""
    state = auction("1H", "double", "redouble", "pass")
    refused(state, "redouble", "Law 19B1", "already redoubled")


def test_a_new_bid_cancels_double_and_redouble():
    """Law 19C: "Dubblingar och redubblingar upphör att gälla om de följs av
    ett regelrätt kontraktsbud." """
    state = auction("1H", "double", "redouble", "2C")
    assert state.auction.doubled == 0
    assert "double" in state.legal_actions()
    state = state.apply("pass").apply("pass").apply("pass")
    assert state.contract_text() == "2C"


def test_doubled_and_redoubled_contracts():
    """Law 19D: a doubled or redoubled bid not followed by another legal bid
    is the contract, doubled or redoubled (scored by Law 77)."""
    assert auction("1H", "double", "pass", "pass", "pass").contract_text() == "1HX"
    assert auction("1H", "double", "redouble", "pass", "pass", "pass").contract_text() == "1HXX"


def test_four_passes_pass_the_board_out():
    """Law 22A1/22B (Law 17D2): if all four players pass, the auction ends and
    there is no play; the board scores 0 for both sides."""
    state = auction("pass", "pass", "pass")
    assert state.phase() == "auction" and state.to_move() == 3
    state = state.apply("pass")
    assert state.phase() == "over" and state.to_move() is None and state.legal_actions() == []
    assert state.contract_text() == "Passed"
    result = state.result()
    assert result["contract"] == "Passed" and result["score_ns"] == 0 and result["returns"] == [0, 0, 0, 0]


def test_three_passes_after_a_call_end_the_auction():
    """Law 22A2: the auction ends when a bid "has been followed by three
    passes in rotation"; two passes do not end it."""
    state = auction("pass", "1C", "pass", "pass")
    assert state.phase() == "auction"
    state = state.apply("pass")
    assert state.phase() == "play" and state.contract_text() == "1C"
    state = auction("1C", "double", "pass", "pass")
    assert state.phase() == "auction"
    assert auction("1C", "double", "pass", "pass", "pass").phase() == "play"


def test_no_call_after_the_auction_ends():
    """Law 22A / Law 39: after the final pass no further call is made."""
    state = auction("1C", "pass", "pass", "pass")
    refused(state, "pass", "Law 22A", "auction is over")
    refused(state, "2C", "Law 22A", "auction is over")


def test_declarer_is_the_first_of_the_side_to_name_the_strain():
    """Definition "Spelförare": "Den spelare, i paret som bjuder det sista
    kontraktsbudet, som först bjöd benämningen (färg eller sang) i detta bud." """
    # N 1H, E pass, S 2H, W pass, N 4H: North named hearts first.
    state = auction("1H", "pass", "2H", "pass", "4H", "pass", "pass", "pass")
    assert state.declarer == 0 and state.dummy == 2
    # N 1C, S 1H, N 2H: South named hearts first, North made the last bid.
    state = auction("1C", "pass", "1H", "pass", "2H", "pass", "pass", "pass")
    assert state.declarer == 2 and state.dummy == 0
    # E-W named spades (W), but N-S's later spade bid counts for N-S only.
    state = auction("pass", "pass", "pass", "1S", "pass", "2S", "3S", "pass", "pass", "pass")
    assert state.contract_text() == "3S" and state.declarer == 2


def test_contract_is_the_last_bid():
    """Definition "Kontrakt": "enligt det sista kontraktsbudet, odubblat,
    dubblat eller redubblat (se Lag 22)"."""
    state = auction("1N", "2S", "3H", "double", "pass", "pass", "pass")
    assert state.contract_text() == "3HX" and state.auction.contract() == (3, "H", 1)


def test_auction_value_is_never_mutated():
    """apply returns a new auction; the old one is unchanged (engine rule)."""
    a = Auction(0)
    b = a.then("1C")
    assert a.calls == () and b.calls == ("1C",)


def test_calls_are_described_in_swedish_and_english():
    """SPEC "Every game": user-facing text in Swedish and English (Law 18E's
    names of the strains: sang, spader, hjärter, ruter, klöver)."""
    state = auction()
    assert state.describe("1N", "sv") == "1 sang" and state.describe("1N", "en") == "1 notrump"
    assert state.describe("4H", "sv") == "4 hjärter" and state.describe("double", "sv") == "dubbelt"
    assert state.describe("redouble", "sv") == "redubbelt" and state.describe("pass", "en") == "pass"
    assert state.describe("play SA", "sv") == "♠E" and state.describe("play HT", "en") == "♥10"
