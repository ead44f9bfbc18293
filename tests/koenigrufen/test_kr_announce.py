"""Declarations and kontras: koenigrufen-stockholms-wirasallskap.txt p.14-15
"Deklarationer och kontringar", p.16 bei, p.18 Valat by the opponents
(checklist group G)."""
import pytest

from talong.core.engine import IllegalAction

from kr_support import deal, run

H0 = ["sk", "hk", "ck", "S", "XXI", "XX", "XIX", "h1", "h2", "s7", "s8", "c7"]
H1 = ["dk", "dd", "dka", "dkn", "d1", "d2", "d3", "d4", "II", "III", "IV", "V"]
TALON = ["I", "VI", "VII", "hd", "hka", "hkn"]


def rufer_announce(contract="rufer"):
    """A Rufer (seat 0, calling dk held by seat 1) at the start of the round."""
    opening = ("bid rufer", "pass", "pass", "pass") if contract == "rufer" else \
        ("bid mein-spiel", "pass", "pass", "pass", f"choose {contract}")
    s = run(deal({0: H0, 1: H1}, TALON), *opening, "call d", "talon bottom", "discard h1", "discard h2",
            "discard s7")
    assert s.phase == "announce" and s.to_move() == 0
    return s


def test_worked_declaration_example():
    """KR-G24 p.15 «Ett exempel»: A (Rufer, partner B) «Jag spelar med Grammeln
    och Großgrammeln!» B pass, C «Kontra på Großgrammeln! Trull!», D pass, A
    «Rekontra på Großgrammeln! Kontra på Trull!», B «Kung ultimo!», C, D, A
    pass. KR-G21 a turn is several items; KR-G15 iii C may declare Trull after
    his kontra; KR-G17 the declarer kontras the opponents' figure; KR-G18
    rekontra; KR-G06 kung ultimo by the king's holder; KR-G23 three passes."""
    s = rufer_announce()
    s = run(s, "announce grammeln", "announce grossgrammeln", "done", "pass",
            "kontra grossgrammeln", "announce trull", "done", "pass",
            "rekontra grossgrammeln", "kontra trull", "done", "announce kungultimo", "done",
            "pass", "pass")
    assert s.phase == "announce" and s.to_move() == 0
    s = s.apply("pass")
    assert s.phase == "play"
    assert s.declared == {"grammeln": ("D", 0), "grossgrammeln": ("D", 0), "trull": ("O", 2),
                          "kungultimo": ("D", 1)}
    assert s.kontra == {"grossgrammeln": 2, "trull": 1}
    assert s.revealed      # B's declaration showed his side (KR-E03)


def test_declarer_speaks_first_and_his_opening_is_not_a_pass():
    """KR-G20 «Det är spelföraren som börjar tala … Om han inte vill deklarera
    något, säger han att han spelar utan vidare deklarationer» (⚑ a turn, not
    a pass); KR-G01 one round after the exchange."""
    s = rufer_announce()
    assert s.legal_actions()[0] == "done"
    with pytest.raises(IllegalAction, match="never a pass"):
        s.apply("pass")
    s = run(s, "done", "pass", "pass")
    assert s.phase == "announce" and s.to_move() == 3
    assert s.apply("pass").phase == "play"


def test_a_pass_does_not_stop_a_later_declaration():
    """KR-G22 «Ett pass är inget hinder för att göra deklarationer eller
    kontringar nästa gång man står på tur»; KR-G23 the round ends only after
    three passes in a row; KR-G09 kontra doubles."""
    s = run(rufer_announce(), "done", "pass", "pass", "kontra game", "done", "pass")
    assert s.phase == "announce" and s.to_move() == 1
    s = run(s, "announce trull", "done", "pass", "pass", "pass")
    assert s.phase == "play" and s.kontra["game"] == 1 and s.declared["trull"] == ("D", 1)


def test_opponent_may_declare_only_when_his_side_is_known():
    """KR-G14 opponents may declare (not kung ultimo); KR-G15 «En motspelare
    får bara göra en deklaration om det redan är känt vilken sida han tillhör»:
    i) declarer alone, ii) the partner declared, iii) his own kontra; KR-G16
    solidarity on the opponents' side."""
    s = run(rufer_announce(), "done", "pass")
    assert "announce trull" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="known which side"):
        s.apply("announce trull")
    t = run(s, "kontra game")
    assert "announce trull" in t.legal_actions() and "announce kungultimo" not in t.legal_actions()
    u = run(rufer_announce(), "done", "announce pagatultimo", "done")       # ii) the partner declares
    assert "announce trull" in u.legal_actions()
    d = run(deal({0: H0, 1: H1}, TALON), "bid dreier", "pass", "pass", "pass", "talon bottom", "discard h1",
            "discard h2", "discard s7", "done")                          # i) Dreier: alone
    assert "announce trull" in d.legal_actions()


def test_kung_ultimo_only_by_the_kings_holder_and_only_with_a_call():
    """KR-G04 / KR-G06 «kung ultimo får dock bara deklareras av den spelare som
    sitter med kungen på handen»; KR-J20 only in king-calling games."""
    s = rufer_announce()
    assert "announce kungultimo" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="holding the called king"):
        s.apply("announce kungultimo")
    s = s.apply("done")
    assert "announce kungultimo" in s.legal_actions()
    d = run(deal({0: H0, 1: H1}, TALON), "bid dreier", "pass", "pass", "pass", "talon bottom", "discard h1",
            "discard h2", "discard s7")
    assert "announce kungultimo" not in d.legal_actions() and "announce pagatultimo" in d.legal_actions()


def test_kontra_levels_and_sides():
    """KR-G08 opponents kontra the game and the declaring side's figures, Valat
    only with the game; KR-G11 independently; KR-G17 the declaring side
    kontras the opponents' figures; KR-G18 rekontra by the kontra'd side;
    KR-G19 subkontra, and no more."""
    s = run(rufer_announce(), "announce valat", "announce pagatultimo", "done")
    legal = s.legal_actions()                                  # seat 1, the partner
    assert "kontra game" not in legal and "kontra pagatultimo" not in legal
    s = s.apply("pass")
    legal = s.legal_actions()                                  # seat 2, an opponent
    assert "kontra game" in legal and "kontra pagatultimo" in legal and "kontra valat" not in legal
    s = run(s, "kontra pagatultimo", "done", "pass", "rekontra pagatultimo", "done", "pass")
    assert "rekontra pagatultimo" not in s.legal_actions()
    s = run(s, "subkontra pagatultimo", "done")
    assert s.kontra == {"pagatultimo": 3}
    assert not any("pagatultimo" in a for a in run(s, "pass").legal_actions() if a.split()[0] != "announce")


def test_compulsory_bird_of_a_bird_rufer():
    """KR-D23 / KR-O05 «Efter köpet måste han deklarera Pagat ultimo»; KR-O07
    Uhurufer, Kakadurufer; KR-J11 the birds raise a Rufer."""
    s = run(deal({0: H0, 1: H1}, TALON), "bid mein-spiel", "bid uhurufer", "pass", "pass", "pass", "call d",
            "talon bottom", "discard d1", "discard d2", "discard d3")
    assert s.declared == {"uhu": ("D", 1)} and s.birds == {1: ("uhu",)}
    assert s.view(3)["announcements"][0] == {"seat": 1, "action": "announce uhu"}


def test_negative_games_kontra_only_the_game_ad_personam():
    """KR-G03 / KR-G12 «I negativa spel kan bara spelet kontras»; KR-G10
    «contra ad personam»: the level is kept per opponent."""
    s = run(deal({0: H0, 1: H1}, TALON), "bid mein-spiel", "bid bettler", "pass", "pass", "pass")
    assert s.to_move() == 1 and s.legal_actions() == ["done"]
    s = s.apply("done")
    assert s.legal_actions() == ["pass", "kontra game-1"]
    with pytest.raises(IllegalAction, match="only the game can be kontra'd"):
        s.apply("announce trull")
    s = run(s, "kontra game-1", "done", "pass", "pass")
    assert "rekontra game-1 2" in s.legal_actions()
    s = run(s, "rekontra game-1 2", "done", "subkontra game-1", "done", "pass", "pass", "pass")
    assert s.phase == "play" and s.neg_kontra == {(1, 2): 3}


def test_bei_round_opened_by_the_base_bidder_declarers_kontra_each_other():
    """KR-G25 «Deklarations- och kontringsrundan öppnas av den spelare som bjöd
    grundbudet utan bei»; «Spelarna har därför rätt att kontra varann»."""
    s = run(deal({0: H0, 1: H1}, TALON), "bid mein-spiel", "bid piccolo", "bid piccolo-bei-piccolo",
            "pass", "pass", "pass")
    assert s.declarers == (2, 1) and s.to_move() == 1
    s = s.apply("done")
    assert "kontra game-1" in s.legal_actions() and "kontra game-2" not in s.legal_actions()   # seat 2
    s = run(s, "kontra game-1", "done")
    assert s.neg_kontra == {(1, 2): 1}


def test_no_declarations_or_kontra_in_trischaken():
    """KR-G13 «Det är inte möjligt att ange kontra i Trischaken»; KR-M09 no
    figures: play starts at once."""
    s = run(deal({}), "bid mein-spiel", "pass", "pass", "pass", "choose trischaken")
    assert s.phase == "play" and s.to_move() == 0


def test_farben_games_allow_only_grammeln_grossgrammeln_valat():
    """KR-G05 «I spelen Farbendreier och Farbensolo är endast figurerna
    Grammeln, Großgrammeln och Valat tillåtna»; KR-G02 a declaration is a side goal."""
    ok = ["sk", "sd", "ska", "skn", "s10", "s9", "VIII", "IX", "X", "XI", "XII", "XIII"]
    s = run(deal({0: ok}), "bid farbensolo", "pass", "pass", "pass")
    announces = [a for a in s.legal_actions() if a.startswith("announce")]
    assert announces == ["announce grammeln", "announce grossgrammeln", "announce valat"]
    with pytest.raises(IllegalAction):
        s.apply("announce trull")


def test_one_side_declares_a_figure_and_opponents_valat_changes_kontra():
    """KR-G26 «Valat kan bara deklareras av den ena parten» (⚑ every figure);
    KR-G27 «Väljer motspelarna att deklarera Valat … får inte längre säga
    kontra. Spelet kan däremot kontras av spelföraren»; KR-K09."""
    d = run(deal({0: H0, 1: H1}, TALON), "bid dreier", "pass", "pass", "pass", "talon bottom", "discard h1",
            "discard h2", "discard s7", "announce trull", "done")
    with pytest.raises(IllegalAction, match="already been declared"):
        d.apply("announce trull")
    d = run(d, "announce valat", "done")
    assert "kontra trull" not in d.legal_actions()            # seat 2, an opponent
    with pytest.raises(IllegalAction, match="no longer say kontra"):
        d.apply("kontra trull")
    d = run(d, "pass", "pass")
    assert "kontra game" in d.legal_actions()                 # the declarer kontras their Valat
    d = run(d, "kontra game", "done", "rekontra game", "done")
    assert d.kontra["game"] == 2
