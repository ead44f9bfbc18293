"""The auction: koenigrufen-stockholms-wirasallskap.txt p.12-13 "Budgivningen",
p.20 "Budtabell", and SPEC.md "Königrufen: decisions" (checklist group D).
Seat 0 is förhand (A), then B = 1, C = 2, D = 3 (the dealer)."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.koenigrufen.tables import BID_ORDER, CONTRACT_BY_KEY, NEGATIVE, POSITIVE

from kr_support import deal, run


def test_worked_bidding_example():
    """KR-D19 p.13 «Ett exempel»: A mein Spiel, B pass, C Piccolo, D
    Pagatrufer, A Piccolo bei, C pass, D Dreier, A Piccolo ouverte, D pass: «a
    har blivit spelförare i Piccolo ouverte och spelar ensam mot övriga tre»;
    KR-D14 the bei's base need not be the highest bid; KR-D16 the base bidder
    may pass; KR-D17 three passes end it; KR-D01 the highest bidder declares."""
    s = run(deal({}), "bid mein-spiel", "pass", "bid piccolo", "bid pagatrufer", "bid piccolo-bei-piccolo",
            "pass", "bid dreier", "bid piccolo-ouverte", "pass")
    assert s.contract.key == "piccolo-ouverte" and s.declarers == (0,)
    assert s.phase == "announce"


def test_forehand_opens_and_may_not_pass():
    """KR-D03 «Budgivningen öppnas av förhand och fortsätter sedan medsols»;
    KR-D04 «Förhand får inte passa utan måste ge ett bud»; KR-D05 he may open
    with mein Spiel."""
    s = deal({})
    assert s.to_move() == 0
    assert "pass" not in s.legal_actions() and "bid mein-spiel" in s.legal_actions()
    with pytest.raises(IllegalAction, match="förhand may not pass"):
        s.apply("pass")
    assert s.apply("bid mein-spiel").to_move() == 1


def test_mein_spiel_passed_out_lets_forehand_choose_any_game_but_bei():
    """KR-D06 «Om övriga spelare passar av mein Spiel, får förhand spela vilket
    spel som helst i budtabellen» (SPEC: not the bei rows); KR-D07 only then
    Trischaken or Sechserdreier; KR-D21 Trischaken: all against all."""
    s = run(deal({}), "bid mein-spiel", "pass", "pass", "pass")
    assert s.phase == "choose" and s.to_move() == 0
    legal = s.legal_actions()
    assert "choose trischaken" in legal and "choose sechserdreier" in legal and "choose rufer" in legal
    assert not any("bei" in a for a in legal)
    with pytest.raises(IllegalAction):
        s.apply("choose piccolo-bei-piccolo")
    t = s.apply("choose trischaken")
    assert t.contract.key == "trischaken" and t.phase == "play"


def test_trischaken_and_sechserdreier_cannot_be_bid():
    """KR-D07: Trischaken and Sechserdreier «inte är tillgängliga för övriga
    spelare utan bara kan anges av förhand sedan mein Spiel passats av»."""
    s = deal({})
    with pytest.raises(IllegalAction, match="only be chosen by förhand after mein Spiel"):
        s.apply("bid trischaken")
    s = s.apply("bid mein-spiel")
    with pytest.raises(IllegalAction):
        s.apply("bid sechserdreier")


def test_bids_must_be_higher_and_mein_spiel_ranks_as_rufer():
    """KR-D08 «ange ett valfritt högre bud i budtabellen eller passa»; KR-D09
    «en spelare som vill bjuda över mein Spiel måste minst bjuda Piccolo»."""
    s = run(deal({}), "bid mein-spiel")
    legal = s.legal_actions()
    assert "bid rufer" not in legal and "bid piccolo" in legal
    with pytest.raises(IllegalAction, match="at least Piccolo"):
        s.apply("bid rufer")
    s = s.apply("bid solorufer")
    with pytest.raises(IllegalAction, match="not higher"):
        s.apply("bid piccolo")


def test_bid_order_is_the_page_20_table():
    """KR-D20: the order of the p.20 table, lowest first; KR-D02 positive and
    negative games."""
    assert [c.key for c in BID_ORDER] == [
        "rufer", "piccolo", "zwiccolo", "solorufer", "bettler", "pagatrufer", "uhurufer", "kakadurufer",
        "farbendreier", "piccolo-bei-piccolo", "dreier", "bettler-bei-piccolo", "piccolo-bei-bettler",
        "piccolo-ouverte", "bettler-bei-bettler", "farbensolo", "bettler-ouverte", "solodreier"]
    assert CONTRACT_BY_KEY["dreier"].kind == POSITIVE and CONTRACT_BY_KEY["zwiccolo"].kind == NEGATIVE


def test_bei_only_after_another_players_base_bid():
    """KR-D10 «Bettler bei och Piccolo bei får bara bjudas sedan någon annan
    spelare bjudit Bettler eller Piccolo»; the rows are pinned to their base
    («Bara efter Piccolo»/«Bara efter Bettler»)."""
    s = run(deal({}), "bid mein-spiel")
    with pytest.raises(IllegalAction, match="another player"):
        s.apply("bid piccolo-bei-piccolo")
    s = s.apply("bid piccolo")           # B
    assert "bid piccolo-bei-piccolo" in s.legal_actions()        # C
    assert "bid piccolo-bei-bettler" not in s.legal_actions()


def test_bei_is_played_side_by_side_by_two_declarers():
    """KR-D11 «de båda spelen skall spelas samtidigt vid sidan av varann»;
    KR-D17 the base bidder is the second declarer; KR-O16 and KR-L04: each
    plays alone against the three others."""
    s = run(deal({}), "bid mein-spiel", "bid bettler", "bid piccolo-bei-bettler", "pass", "pass", "pass")
    assert s.contract.key == "piccolo-bei-bettler" and s.declarers == (2, 1)


def test_no_bei_on_a_bei():
    """KR-D12 «Man får bara bjuda bei på ett grundbud utan bei»; KR-D13 the
    Bettler bei of the example cannot serve as a base for another bei."""
    s = run(deal({}), "bid mein-spiel", "bid piccolo", "bid bettler-bei-piccolo")
    # D: the only plain base is B's Piccolo; C's Bettler bei is no base for Piccolo bei Bettler
    assert "bid piccolo-bei-bettler" not in s.legal_actions()


def test_base_bidder_must_still_be_in_the_auction():
    """KR-D14 (SPEC): «its bidder must not have passed»; KR-D15 «Den som en
    gång passat får inte bjuda igen» — passed players are skipped."""
    s = run(deal({}), "bid mein-spiel", "bid piccolo", "pass", "pass", "bid solorufer")
    # B (seat 1) passes: it is A's turn next round after B's pass? order: A, C(pass), D(pass)
    assert s.to_move() == 1
    s = s.apply("pass")
    assert s.phase == "call" and s.declarers == (0,)
    t = run(deal({}), "bid mein-spiel", "bid piccolo", "pass", "bid zwiccolo", "bid bettler", "pass")
    # B passed after his Piccolo: no bei on it any more; C passed and is skipped
    assert t.to_move() == 3
    assert "bid piccolo-bei-piccolo" not in t.legal_actions()


def test_forehand_who_named_a_game_plays_it():
    """KR-D18 (SPEC): «a förhand who opened with a named bid plays it»."""
    s = run(deal({}), "bid dreier", "pass", "pass", "pass")
    assert s.contract.key == "dreier" and s.declarers == (0,) and s.phase == "talon"


def test_only_forehand_can_play_rufer():
    """KR-D09 consequence: only förhand can reach Rufer; KR-D22 a Rufer is
    played with a partner (a king is called)."""
    s = run(deal({}), "bid rufer", "pass", "pass", "pass")
    assert s.contract.key == "rufer" and s.phase == "call"
    t = run(deal({}), "bid mein-spiel")
    assert all(a != "bid rufer" for a in t.legal_actions())


def test_bird_rufer_may_be_bid_without_the_bird():
    """KR-D23 ⚑: a bird Rufer commits the declarer to declaring the bird; the
    bid is not refused without the tarok (the declaration is simply lost)."""
    hand = ["sk", "sd", "ska", "skn", "s10", "s9", "s8", "s7", "ck", "cd", "cka", "ckn"]
    s = run(deal({0: hand}), "bid mein-spiel", "pass", "pass", "bid uhurufer")
    assert "bid kakadurufer" in s.legal_actions()
    s = run(s, "pass")
    assert s.contract.key == "uhurufer"


def test_farben_games_open_to_every_player():
    """KR-D24: Farbendreier and Farbensolo are not restricted to förhand."""
    s = run(deal({}), "bid mein-spiel", "bid farbensolo", "pass", "pass", "pass")
    assert s.contract.key == "farbensolo" and s.declarers == (1,)
