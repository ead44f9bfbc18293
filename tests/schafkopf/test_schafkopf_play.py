"""Schafkopf trick play: schafkopf-cardavia.txt "4. Att spela en tur" and the
Tout rule of "3. Budgivning och kontrakt"."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.schafkopf.rules import CalledAce, RUFER_RANKING, legal_cards, ranking
from talong.games.schafkopf.tables import GRAS, HERZ, OBER_GAME, PACK, WENZ
from schafkopf_support import deal, run


def names(rk):
    return [PACK.name_of(c) for c in rk.trump_list]


def m(*cards):
    return PACK.parse_set(cards)


# Seat 0 declares Rufer on Eichel; seat 2 holds the called ace EA with three
# other Eichel; seat 1 is void in Eichel.
H0 = ["EO", "GO", "HO", "EK", "HA", "HT", "GA", "S7"]
H1 = ["SO", "EU", "GU", "HU", "SU", "HK", "H9", "S8"]
H2 = ["EA", "E9", "E8", "E7", "SA", "ST", "GK", "G7"]
H3 = ["ET", "S9", "SK", "H7", "H8", "G8", "G9", "GT"]


def rufer(dealer=3, bids=("bid rufer E", "pass", "pass", "pass"), hands=(H0, H1, H2, H3)):
    state = deal(*hands, dealer=dealer)
    return run(state, *bids)


def test_rufer_trump_order():
    """4.: "Trumfkort rankas alla Obers först, sedan alla Unters, i ordningen ekollon >
    blad > hjärter > klockor, följt av trumffärgens Daus > 10 > König > 9 > 8 > 7";
    3.: "Rufer-trumf är alla Obers, alla Unters och hjärter." """
    assert names(RUFER_RANKING) == ["EO", "GO", "HO", "SO", "EU", "GU", "HU", "SU",
                                    "HA", "HT", "HK", "H9", "H8", "H7"]


def test_solo_trump_order_uses_the_chosen_suit():
    """3.: "Solo-trumf är alla Obers, Unters och den valda färgen." """
    assert names(ranking(OBER_GAME, GRAS))[8:] == ["GA", "GT", "GK", "G9", "G8", "G7"]
    rk = ranking(OBER_GAME, GRAS)
    assert rk.winner([PACK.parse("HA"), PACK.parse("G7")]) == 1  # Herz is plain in a Gras Solo


def test_wenz_only_unters_are_trump_obers_rank_between_koenig_and_9():
    """3.: "Wenz har endast de fyra Unters som trumf; Obers återgår till vanliga färger
    rankade Daus > 10 > König > Ober > 9 > 8 > 7." """
    rk = ranking(WENZ, None)
    assert names(rk) == ["EU", "GU", "HU", "SU"]
    order = sorted((PACK.parse(n) for n in ["E7", "E8", "E9", "EO", "EK", "ET", "EA"]),
                   key=lambda c: -rk.power[c])
    assert [PACK.name_of(c) for c in order] == ["EA", "ET", "EK", "EO", "E9", "E8", "E7"]
    assert rk.winner([PACK.parse("E9"), PACK.parse("EO")]) == 1
    assert rk.winner([PACK.parse("HA"), PACK.parse("SU")]) == 1   # an Unter trumps


def test_plain_suits_rank_daus_10_koenig_9_8_7():
    """4.: "Vanliga färger rankas Daus > 10 > König > 9 > 8 > 7." """
    rk = RUFER_RANKING
    cards = [PACK.parse(n) for n in ["G7", "G9", "GK", "GT", "GA", "G8"]]
    assert PACK.name_of(cards[rk.winner(cards)]) == "GA"
    assert PACK.name_of(cards[rk.winner(cards[:4])]) == "GT"


def test_obers_and_unters_belong_to_trump_not_their_printed_suit():
    """4.: "Kungar och damer hör till trumfar, inte sina tryckta färger" (Obers and
    Unters); an Ober led asks for trump, and does not ask for its printed suit."""
    state = rufer()
    state = state.apply("play EO")  # seat 0 leads an Ober: trump is led
    assert set(state.legal_actions()) == {f"play {c}" for c in ["SU", "HU", "H9", "HK", "GU", "EU", "SO"]}
    state = run(state, "play SU")
    # Seat 2 holds Eichel but no trump: EO does not ask for Eichel, any card but the called ace.
    assert set(state.legal_actions()) == {"play E7", "play E8", "play E9", "play ST", "play SA",
                                          "play G7", "play GK"}


def test_follow_suit_if_possible_else_any_card_no_duty_to_win_or_trump():
    """4.: "Följ aktuell färg om möjligt; annars spela vilket kort som helst. Det finns
    ingen skyldighet att ta sticket eller att lägga trumf." """
    state = rufer()
    state = state.apply("play GA")
    assert set(state.legal_actions()) == {f"play {c}" for c in H1}
    state = state.apply("play S8")   # seat 1, void in Gras: need not trump
    assert set(state.legal_actions()) == {"play G7", "play GK"}
    with pytest.raises(IllegalAction, match="follow the led suit") as err:
        state.apply("play SA")
    assert "4. Att spela en tur" in err.value.rule
    state = state.apply("play G7")  # need not win
    assert state.legal_actions() == ["play G8", "play G9", "play GT"]


def test_highest_trump_wins_else_highest_of_led_suit_winner_leads():
    """4.: "Högsta trumfen vinner, annars det högsta kortet i utspelad färg; vinnaren
    leder nästa stick." """
    state = run(rufer(), "play GA", "play HU", "play G7", "play GT")
    assert state.tricks[-1][2] == 1 and state.to_move() == 1 and state.points[1] == 11 + 2 + 10
    state = run(rufer(), "play GA", "play S8", "play G7", "play GT")
    assert state.tricks[-1][2] == 0 and state.to_move() == 0


def test_called_ace_must_be_played_first_time_suit_is_led_even_after_a_trump():
    """4.: "I Rufer måste det kallade esset spelas första gången dess färg spelas, även
    efter en trumf." Seat 1 trumps the Eichel lead; seat 2 must still give EA."""
    state = run(rufer(), "play EK", "play SO")
    assert state.legal_actions() == ["play EA"]
    with pytest.raises(IllegalAction, match="even after a trump") as err:
        state.apply("play E7")
    assert "4. Att spela en tur" in err.value.rule
    state = state.apply("play EA")
    assert state.revealed and state.view(3)["partner"] == 2


def test_called_ace_not_discarded_before_its_suit_is_led():
    """4.: "Innan färgen har spelats, släng det inte till en annan färg om du inte bara
    har det kortet kvar." Seat 2 is void in trump: anything but EA."""
    state = run(rufer(), "play HA", "play H9")
    assert "play EA" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="may not be discarded"):
        state.apply("play EA")


def test_called_ace_may_be_discarded_when_it_is_the_last_card():
    """4.: "... om du inte bara har det kortet kvar"."""
    called = CalledAce(PACK.parse("EA"), RUFER_RANKING.suit_masks[3], suit_led=False)
    assert legal_cards(m("EA"), [PACK.parse("HA")], RUFER_RANKING, called) == m("EA")
    assert legal_cards(m("EA", "S7"), [PACK.parse("HA")], RUFER_RANKING, called) == m("S7")


def test_running_away_with_ace_and_three_others_then_ace_is_free():
    """4.: "Med det kallade esset och minst tre andra vanliga kort i dess färg, spela ett
    lägre kort för att slippa; efteråt släng esset som vanligt." Dealer 1: seat 2 is
    förhand and leads; seat 0 declares."""
    state = rufer(dealer=1, bids=("pass", "pass", "bid rufer E", "pass"))
    assert state.to_move() == 2
    assert {"play E7", "play E8", "play E9", "play EA"} <= set(state.legal_actions())
    state = state.apply("play E7")         # runs away
    assert state.view(0)["partner"] is None  # not known before the trick is over
    state = run(state, "play ET", "play EK", "play SU")
    assert state.called_led and state.revealed
    assert state.view(0)["partner"] == 2 and state.view(3)["partner"] == 2
    # Afterwards the ace is free: seat 1 (SU won) leads trump, seat 2 may discard EA.
    state = state.apply("play HU")
    assert state.to_move() == 2 and "play EA" in state.legal_actions()


def test_holder_may_lead_called_suit_only_with_the_ace_unless_running_away():
    """4. (the called ace) and the task's reading of it: with fewer than three other
    cards of the suit, the holder leads it only with the ace."""
    hands = (H0, H1, ["EA", "E9", "E8", "S9", "SA", "ST", "GK", "G7"],
             ["ET", "E7", "SK", "H7", "H8", "G8", "G9", "GT"])
    state = rufer(dealer=1, bids=("pass", "pass", "bid rufer E", "pass"), hands=hands)
    legal = state.legal_actions()
    assert "play EA" in legal and "play E9" not in legal and "play E8" not in legal
    with pytest.raises(IllegalAction, match="only with the ace, unless he runs away"):
        state.apply("play E9")


def test_called_suit_after_first_lead_follows_normally():
    """4.: the called-ace duties end once the suit has been led."""
    state = run(rufer(), "play EK", "play SO", "play EA", "play ET")
    assert state.called_led
    # Seat 1 won with SO and leads; later Eichel leads need only follow suit.
    assert state.to_move() == 1


def test_partner_is_secret_until_revealed():
    """3.: "Kortets innehavare blir hemlig partner, avslöjas genom att spela esset eller
    fly i enlighet med reglerna." The partner knows himself from his hand."""
    state = rufer()
    assert [state.view(s)["partner"] for s in range(4)] == [None, None, 2, None]
    assert state.view(None)["partner"] is None


def test_tout_lost_with_first_lost_trick_ends_the_deal():
    """3.: "Tout åtar sig att vinna alla åtta stick; att förlora ett enda stick innebär
    nederlag i given." """
    state = run(deal(H0, H1, H2, H3), "bid solo-tout H", "pass", "pass", "pass")
    state = run(state, "play GA", "play HU", "play G7", "play G8")
    assert state.is_terminal() and len(state.tricks) == 1
    result = state.result()
    assert result["won"] is False and result["ended_early"] is True
    assert result["returns"][0] < 0


def test_tout_continues_while_declarer_wins():
    state = run(deal(H0, H1, H2, H3), "bid solo-tout H", "pass", "pass", "pass")
    state = run(state, "play EO", "play SO", "play E7", "play H7")
    assert not state.is_terminal() and state.to_move() == 0


@pytest.mark.parametrize("action, words", [
    ("play XX", "not a card"), ("play EA", "does not hold"), ("pass", "expected \"play <card>\""),
    ("bid wenz", "expected \"play <card>\""), ("play", "expected"),
])
def test_illegal_plays_raise_naming_the_rule_and_leave_state_unchanged(action, words):
    state = rufer()
    snapshot = (state.hands, state.trick, state.to_move(), state.legal_actions())
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert (state.hands, state.trick, state.to_move(), state.legal_actions()) == snapshot


def test_no_action_after_the_deal_is_over():
    state = run(deal(H0, H1, H2, H3), "pass", "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match="over"):
        state.apply("pass")
    assert state.legal_actions() == [] and state.to_move() is None


def test_apply_returns_a_new_state_and_never_mutates():
    state = rufer()
    after = state.apply("play EO")
    assert state.trick == () and after.trick == (PACK.parse("EO"),)
    assert state.hands[0] >> PACK.parse("EO") & 1


def test_herz_is_plain_in_a_solo_on_another_suit():
    state = run(deal(H0, H1, H2, H3), "bid solo G", "pass", "pass", "pass")
    assert state.rk.suit[PACK.parse("HA")] == HERZ


def test_a_refusal_reads_in_the_players_language_and_cites_the_rule():
    """A refusal is a catalogue message: Swedish for a Swedish player, with the
    card named as the table names it (Schellen-Daus) and the seat numbered from 1;
    str(err) stays English and carries the rule."""
    state = run(rufer(), "play GA", "play S8")       # seat 2 holds G7 and GK: it must follow Gras
    with pytest.raises(IllegalAction) as err:
        state.apply("play SA")
    assert err.value.msg["id"] == "schafkopf.refusal.may_not_play"
    assert err.value.text("sv") == "Schellen-Daus får inte spelas: bekänn färg om du kan (trumfen räknas som en egen färg)"
    assert str(err.value) == ("Schellen Daus may not be played: follow the led suit if possible (trump counts as "
                              "its own suit) (schafkopf-cardavia.txt 4. Att spela en tur)")
    with pytest.raises(IllegalAction) as err:
        state.apply("play EO")                       # seat 2 does not hold EO
    assert err.value.text("sv") == "plats 3 har inte Eichel-Ober på handen"
    assert err.value.text("en") == "seat 3 does not hold Eichel Ober" and err.value.rule in str(err.value)
