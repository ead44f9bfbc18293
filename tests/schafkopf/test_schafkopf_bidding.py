"""Schafkopf bidding: schafkopf-cardavia.txt "3. Budgivning och kontrakt" and
SPEC.md "Schafkopf: decisions" (one round from förhand, strictly higher bids)."""
import pytest

from talong.core.engine import IllegalAction
from talong.i18n import line_text
from schafkopf_support import deal, run

# Seat 0 (förhand): a Rufer hand for Eichel or Gras, Solo in E/G/H/S.
H0 = ["EO", "GO", "HO", "EK", "HA", "HT", "GA", "S7"]
H1 = ["SO", "EU", "GU", "HU", "SU", "HK", "H9", "S8"]
H2 = ["EA", "E9", "E8", "E7", "SA", "ST", "GK", "G7"]
# Seat 0: no plain Eichel or Schellen (EO and SO are trumps), holds GA.
NO_PLAIN_E_S = (["EO", "GO", "HO", "SO", "HA", "HT", "GA", "G7"],
                ["EU", "GU", "HU", "SU", "HK", "H9", "S8", "E7"],
                ["EA", "E9", "E8", "EK", "SA", "ST", "GK", "S9"])
SIE = ["EO", "GO", "HO", "SO", "EU", "GU", "HU", "SU"]


def test_one_round_from_forehand_each_seat_once():
    """3.: "En runda med explicita kontraktsbud: passa eller bjud högre"; SPEC: one round
    starting left of the dealer."""
    state = deal(H0, H1, H2)
    seats = []
    for _ in range(4):
        seats.append(state.to_move())
        state = state.apply("pass")
    assert seats == [0, 1, 2, 3]
    assert state.is_terminal()


def test_four_passes_no_game_all_zero():
    """3.: "Fyra pass får nästa giv att omdela." SPEC: four passes, no score, the next dealer deals."""
    state = run(deal(H0, H1, H2), "pass", "pass", "pass", "pass")
    result = state.result()
    assert result["contract"] is None and result["returns"] == [0, 0, 0, 0]
    assert line_text(result["lines"][0], "sv") == "Fyra pass: given kastas ihop, inga poäng."


def test_later_seat_must_bid_strictly_higher_earlier_seat_keeps_equal():
    """3.: "tidigare platser har prioritet vid lika kontrakt"; SPEC: strictly higher."""
    state = run(deal(H0, H1, H2), "bid solo H")
    assert not any(a.startswith(("bid rufer", "bid wenz ", "bid solo ")) or a == "bid wenz"
                   for a in state.legal_actions())
    before = state.legal_actions()
    with pytest.raises(IllegalAction, match="strictly higher") as err:
        state.apply("bid wenz")
    assert "SPEC.md" in err.value.rule
    assert state.legal_actions() == before and state.to_move() == 1


def test_order_rufer_wenz_solo_wenz_tout_solo_tout_sie():
    """3.: "Ordning: Rufer < Wenz < Solo < Wenz Tout < Solo Tout < Sie." The highest
    bidder after the round is declarer."""
    state = run(deal(H0, H1, H2), "bid rufer E", "bid wenz")
    assert "bid solo S" in state.legal_actions() and "bid wenz" not in state.legal_actions()
    state = run(state, "bid solo S", "bid wenz-tout")
    assert state.phase == "play" and state.declarer == 3 and state.contract.key == "wenz-tout"


def test_rufer_calls_ace_of_eichel_gras_or_schellen_not_herz():
    """3.: "Spelaren som deklarerar kallar ett ess av ek, löv eller klockor" (Herz is trump)."""
    state = deal(H0, H1, H2)
    with pytest.raises(IllegalAction, match="Herz is trump"):
        state.apply("bid rufer H")


def test_rufer_declarer_may_not_hold_the_called_ace():
    """3.: "får inte ha det esset". Seat 0 holds GA: no Rufer on Gras."""
    state = deal(H0, H1, H2)
    assert "bid rufer G" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="may not hold the called ace") as err:
        state.apply("bid rufer G")
    assert "3. Budgivning" in err.value.rule


def test_rufer_declarer_must_hold_a_plain_card_of_the_suit():
    """3.: "och måste ha ett vanligt kort av dess färg". In H0 seat 0 holds EK and S7;
    in NO_PLAIN_E_S its only Schellen is SO, a trump."""
    state = deal(H0, H1, H2)
    assert "bid rufer E" in state.legal_actions() and "bid rufer S" in state.legal_actions()
    hands = NO_PLAIN_E_S
    state = deal(*hands)
    assert "bid rufer S" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="plain card of the called ace's suit"):
        state.apply("bid rufer S")


def test_solo_declarer_must_hold_a_plain_card_of_the_suit():
    """3.: "Solo-trumf är alla Obers, Unters och den valda färgen; deklaranten måste ha
    ett vanligt kort av den färgen." Seat 0 holds EO and SO (trumps in every Solo) but
    no other Eichel or Schellen."""
    hands = NO_PLAIN_E_S
    state = deal(*hands)
    legal = state.legal_actions()
    assert "bid solo H" in legal and "bid solo G" in legal
    assert "bid solo E" not in legal and "bid solo S" not in legal  # EO/SO are trumps, not plain
    with pytest.raises(IllegalAction, match="plain card of the chosen suit"):
        state.apply("bid solo E")
    assert "bid solo-tout E" not in legal


def test_wenz_and_wenz_tout_need_no_particular_cards():
    """3.: Wenz has only the Unters as trump; any hand may name it."""
    state = deal(H0, H1, H2)
    assert {"bid wenz", "bid wenz-tout"} <= set(state.legal_actions())


def test_sie_requires_all_obers_and_unters_and_wins_at_once():
    """3.: "Sie kräver alla fyra Obers och alla fyra Unters i given och vinner omedelbart." """
    state = deal(H0, H1, H2)
    assert "bid sie" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="all four Obers and all four Unters"):
        state.apply("bid sie")
    sie = deal(["EA", "ET", "GA", "GT", "SA", "ST", "HA", "HT"], SIE,
               ["EK", "E9", "E8", "E7", "GK", "G9", "G8", "G7"])
    state = run(sie, "bid solo E")
    assert "bid sie" in state.legal_actions()
    over = state.apply("bid sie")
    assert over.is_terminal() and over.declarer == 1 and over.result()["won"] is True


@pytest.mark.parametrize("action, words", [
    ("bid", "unknown contract"), ("bid grand", "unknown contract"), ("bid rufer", "called ace's suit"),
    ("bid solo X", "trump suit"), ("bid wenz E", "names no suit"), ("play EO", "bidding round"),
    ("hello", "not an action"), ("", "not an action"),
])
def test_malformed_bids_raise_and_leave_state_unchanged(action, words):
    state = deal(H0, H1, H2)
    snapshot = (state.to_move(), state.bids, state.legal_actions())
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert (state.to_move(), state.bids, state.legal_actions()) == snapshot


def test_only_legal_contracts_are_offered():
    """SPEC: only legal contracts; every offered action is accepted."""
    state = deal(H0, H1, H2)
    for action in state.legal_actions():
        assert state.apply(action).bids[-1] == (0, action)
    assert state.legal_actions()[0] == "pass"


def test_bid_keywords_are_case_insensitive():
    state = deal(H0, H1, H2).apply("BID Rufer e")
    assert state.bids[-1] == (0, "bid rufer E")


def test_the_seat_to_bid_sees_why_each_greyed_bid_is_refused():
    """3.: "deklaranten måste ha ett vanligt kort av den färgen" (and the Rufer
    and Sie conditions). The table greys the bids the hand may not name; the
    view of the seat to bid names each of them with its rule, the same
    message the engine refuses it with, and the other seats see none of it
    (it is read off that seat's own hand)."""
    state = deal(*NO_PLAIN_E_S)
    refused = {r["action"]: r["msg"] for r in state.view(0)["bids_refused"]}
    assert {"bid solo E", "bid solo S", "bid solo-tout E", "bid solo-tout S", "bid rufer G", "bid sie"} <= set(refused)
    assert "spelföraren måste ha minst ett vanligt kort i den valda färgen" in line_text({"msg": refused["bid solo E"]}, "sv")
    assert not set(refused) & set(state.legal_actions())
    for action, why in refused.items():
        with pytest.raises(IllegalAction) as err:
            state.apply(action)
        assert err.value.msg["params"]["why"] == why
    assert all("bids_refused" not in state.view(s) for s in (1, 2, 3, None))
    # a higher bid closes the lower ones by the bid order, not by the hand: they are not listed
    later = run(state, "bid wenz")
    assert all(not a.startswith(("bid rufer", "bid wenz ")) and a != "bid wenz"
               for a in (r["action"] for r in later.view(1)["bids_refused"]))
