"""Calling the king and the talon exchange: koenigrufen-stockholms-wirasallskap.txt
p.13 "Anrop av kung" and "Köpet", p.15-16 the contracts (checklist groups E, F)."""
import pytest

from talong.core.engine import IllegalAction
from talong.core.tarock import TAROCK_54

from kr_support import deal, run

# Seat 0 (förhand): three kings (s, h, c), the fourth (dk) with seat 2.
H0 = ["sk", "hk", "ck", "S", "XXI", "XX", "XIX", "h1", "h2", "s7", "s8", "c7"]
H2 = ["dk", "dd", "dka", "dkn", "d1", "d2", "d3", "d4", "II", "III", "IV", "V"]
TALON = ["I", "VI", "VII", "hd", "hka", "hkn"]          # top half I VI VII, bottom hd hka hkn
RUFER = ("bid rufer", "pass", "pass", "pass")


def rufer(hands=None, talon=TALON, call="call d"):
    s = run(deal(hands or {0: H0, 2: H2}, talon), *RUFER)
    return s.apply(call) if call else s


def names(m):
    return sorted(TAROCK_54.names(m))


def test_called_king_holder_is_the_secret_partner():
    """KR-E01 the declarer names a suit; «Den som har kungen i den angivna
    färger spelar tillsammans med spelföraren, men får inte ge sig till
    känna»; KR-E02 the call comes after the bidding and before the talon;
    KR-E03 the views hide the partner (the partner knows himself)."""
    s = run(deal({0: H0, 2: H2}, TALON), *RUFER)
    assert s.phase == "call" and s.view(1)["talon"]["halves_open"] is False
    s = s.apply("call d")
    assert s.partner == 2 and s.phase == "talon"
    assert s.view(2)["partner"] == 2
    assert s.view(1)["partner"] is None and s.view(3)["partner"] is None and s.view(0)["partner"] is None


def test_fourth_king_call_hides_the_suit():
    """KR-E04 «får istället göra sitt anrop genom att kort och gott säga»den
    fjärde kungen«» with three kings; the suit is hidden from the opponents;
    the holder knows it; naming the suit is allowed too."""
    s = rufer(call=None)
    assert "call fourth" in s.legal_actions() and "call d" in s.legal_actions()
    s = s.apply("call fourth")
    assert s.partner == 2 and s.called_fourth
    assert s.view(1)["called"] == {"fourth": True, "suit": None}
    assert s.view(2)["called"]["suit"] == "d" and s.view(0)["called"]["suit"] == "d"


def test_fourth_king_needs_exactly_three_kings():
    """KR-E04: only with three kings; KR-E07 «En spelare som har fyra kungar på
    handen har inget annat val än att anropa sig själv»; KR-E08 and then not
    «den fjärde kungen»."""
    four = ["sk", "hk", "ck", "dk", "XXI", "XX", "XIX", "h1", "h2", "s7", "s8", "c7"]
    s = rufer({0: four}, call=None)
    assert "call fourth" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="exactly three kings"):
        s.apply("call fourth")
    t = s.apply("call h")
    assert t.partner is None and not t.king_in_talon     # he called himself


def test_own_king_call_plays_alone_unknown_to_the_opponents():
    """KR-E05 «får anropa någon av sina egna kungar»; KR-E06 paid as without
    partner (scoring tests); KR-E12 the opponents do not know it."""
    s = rufer(call="call s")
    assert s.partner is None and not s.king_in_talon
    for seat in (1, 2, 3):
        assert s.view(seat)["declarer_alone"] is None and s.view(seat)["own_king"] is None
    # the declarer knows he called his own king: his view says he is alone
    assert s.view(0)["declarer_alone"] is True and s.view(0)["own_king"] is True


def test_king_in_the_talon_means_no_partner_and_a_give_up_choice():
    """KR-E09 «Om den anropade kungen ligger i talongen, spelar spelföraren utan
    partner. Det är inte tillåtet att ange en annan färg istället»; KR-E10
    give up; KR-O03 Rufer: give up at once or play alone; KR-F09 any half;
    KR-E12 public, since the halves are turned up."""
    talon = ["dk", "VI", "VII", "hd", "hka", "hkn"]
    h2 = ["I", "dd", "dka", "dkn", "d1", "d2", "d3", "d4", "II", "III", "IV", "V"]
    s = rufer({0: H0, 2: h2}, talon)
    assert s.king_in_talon and s.partner is None
    assert s.legal_actions() == ["talon top", "talon bottom", "giveup"]
    assert s.view(3)["declarer_alone"] is True
    with pytest.raises(IllegalAction):
        s.apply("call h")
    assert s.apply("talon bottom").phase == "discard"        # the half without the king
    g = s.apply("giveup")
    assert g.phase == "over" and g.result()["gave_up"]


def test_no_give_up_when_the_king_is_not_in_the_talon():
    """KR-O03: the right to give up exists only when the king lies in the talon."""
    s = rufer()
    with pytest.raises(IllegalAction, match="only when the called king lies in the talon"):
        s.apply("giveup")


def test_half_talon_turned_up_one_half_taken_three_laid_away():
    """KR-F01 the talon depends on the contract; KR-F02 half for Rufer; KR-F03
    «Han slår upp talongens tre översta kort … tre understa» and takes one
    bundle (15 cards); KR-F04 lays away three; KR-F07 they count for him;
    KR-F08 the other three count for the opponents; KR-F17 both halves are
    public, the face-down discards are private."""
    s = rufer()
    v = s.view(3)
    assert v["talon"]["top"] == ["I", "VI", "VII"] and v["talon"]["bottom"] == ["hd", "hka", "hkn"]
    s = s.apply("talon bottom")
    assert s.hands[0].bit_count() == 15 and s.phase == "discard"
    s = run(s, "discard h1", "discard h2", "discard s7")
    assert s.phase == "announce"
    assert names(s.decl_share) == ["h1", "h2", "s7"]
    assert names(s.opp_share) == sorted(["I", "VI", "VII"])
    assert s.view(0)["discards"]["cards"] == ["h2", "h1", "s7"] or sorted(s.view(0)["discards"]["cards"]) == \
        ["h1", "h2", "s7"]
    assert "cards" not in s.view(1)["discards"] and s.view(1)["discards"]["count"] == 3


def test_never_kings_or_matadors_other_taroks_only_when_forced_and_shown():
    """KR-F05 «Spelföraren får inte lägga bort några kungar eller matadorer»;
    KR-F06 «Övriga taroker (nr II XX) får bara läggas bort om handen inte
    innehåller några andra kort än kungar och taroker; korten måste i sådant
    fall läggas med bildsidan uppåt»."""
    h0 = ["sk", "hk", "ck", "S", "XXI", "XX", "XIX", "XVIII", "XVII", "XVI", "h1", "c7"]
    s = rufer({0: h0, 2: H2}).apply("talon top")     # takes I VI VII
    legal = s.legal_actions()
    assert legal == ["discard h1", "discard c7"]
    with pytest.raises(IllegalAction, match="never kings or matadors"):
        s.apply("discard sk")
    with pytest.raises(IllegalAction):
        s.apply("discard XX")
    s = run(s, "discard h1", "discard c7")
    assert "discard I" not in s.legal_actions() and "discard S" not in s.legal_actions()
    assert "discard VI" in s.legal_actions() and "discard sk" not in s.legal_actions()
    s = s.apply("discard VI")
    assert s.view(2)["discards"]["shown"] == ["VI"]


def test_solo_games_send_the_talon_unseen_to_the_opponents():
    """KR-F10 «lägger direkt hela talongen åt sidan (utan att visa korten för
    någon)»; KR-O04 Solorufer; KR-O09 Solodreier."""
    s = run(deal({0: H0, 2: H2}, TALON), "bid solodreier", "pass", "pass", "pass")
    assert s.phase == "announce" and names(s.opp_share) == sorted(TALON)
    assert "top" not in s.view(1)["talon"] and "top" not in s.view(0)["talon"]
    r = run(deal({0: H0, 2: H2}, TALON), "bid mein-spiel", "bid solorufer", "pass", "pass", "pass")
    assert r.phase == "call" and r.declarers == (1,)


def test_sechserdreier_takes_the_whole_talon_unseen_and_lays_away_six():
    """KR-F11 «spelföraren får ta upp hela talongen på handen (utan att visa
    korten för motspelarna)» … «lägger sedan bort sex»; KR-O10."""
    s = run(deal({0: H0, 2: H2}, TALON), "bid mein-spiel", "pass", "pass", "pass", "choose sechserdreier")
    assert s.hands[0].bit_count() == 18 and s.phase == "discard"
    assert "cards" in s.view(0)["talon"] and "cards" not in s.view(1)["talon"] and "top" not in s.view(1)["talon"]
    for card in ["h1", "h2", "s7", "s8", "c7", "hkn"]:
        s = s.apply(f"discard {card}")
    assert s.phase == "announce" and s.decl_share.bit_count() == 6 and s.opp_share == 0


def test_farbendreier_may_lay_away_taroks_face_down():
    """KR-F12 «däremot vilken eller vilka som helst av tarokerna II XX (som i
    detta fall skall läggas med bildsidan neråt)»; KR-O11."""
    h0 = ["sk", "sd", "ska", "skn", "s10", "s9", "s8", "ck", "cd", "XX", "XIX", "XXI"]
    s = run(deal({0: h0}, TALON), "bid farbendreier", "pass", "pass", "pass", "talon bottom")
    assert "discard XX" in s.legal_actions() and "discard XXI" not in s.legal_actions()
    s = run(s, "discard XX", "discard XIX", "discard s8")
    assert s.shown == 0 and s.phase == "announce"


def test_farbendreier_with_fewer_than_six_suit_cards_is_lost_at_once():
    """KR-F13 «Efter köpet måste spelföraren minst ha sex kort i sidofärger på
    handen, annars är spelet omedelbart förlorat» (SPEC: no play)."""
    h0 = ["sk", "sd", "ska", "V", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV"]
    s = run(deal({0: h0}, ["XVI", "XVII", "XVIII", "hd", "hka", "hkn"]), "bid farbendreier", "pass", "pass",
            "pass", "talon top")
    s = run(s, "discard V", "discard VIII", "discard IX")
    assert s.phase == "over" and s.farben_short and s.result()["won"] is False


def test_farbensolo_needs_six_suit_cards_as_dealt():
    """KR-F14 «Spelföraren måste minst ha sex kort i sidofärger på givarhanden,
    annars är spelet förlorat»; the bid itself is not refused (SPEC); KR-O12
    Farbensolo: talon unseen to the opponents, alone."""
    h0 = ["sk", "sd", "ska", "skn", "s10", "V", "VIII", "IX", "X", "XI", "XII", "XIII"]
    s = run(deal({0: h0}), "bid farbensolo", "pass", "pass", "pass")
    assert s.phase == "over" and s.farben_short
    ok = ["sk", "sd", "ska", "skn", "s10", "s9", "VIII", "IX", "X", "XI", "XII", "XIII"]
    assert run(deal({0: ok}), "bid farbensolo", "pass", "pass", "pass").phase == "announce"


def test_negative_games_set_the_talon_aside_and_trischaken_feeds_it():
    """KR-F15 «I de flesta negativa spel kommer talongen inte till användning»;
    KR-F16 «I Trischaken delas talongen ut till spelarna under de första sex
    sticken»."""
    s = run(deal({0: H0, 2: H2}, TALON), "bid mein-spiel", "bid bettler", "pass", "pass", "pass")
    assert s.decl_share == 0 and s.opp_share == 0 and s.phase == "announce"
    t = run(deal({0: H0, 2: H2}, TALON), "bid mein-spiel", "pass", "pass", "pass", "choose trischaken")
    assert t.phase == "play" and t.opp_share == 0
