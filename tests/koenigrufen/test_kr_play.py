"""Play of the cards: koenigrufen-stockholms-wirasallskap.txt p.16-17 "Spelet
av korten", "Färgtvång och taroktvång", "Överstickstvång och spel av
Pagaten", "Andra bestämmelser", p.19 the early end (checklist group H)."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.koenigrufen.rules import RULE_FOLLOW

from kr_support import PACK, deal, legal, placed, run

H0 = ["sk", "hk", "ck", "S", "XXI", "XX", "XIX", "h1", "h2", "s7", "s8", "c7"]
H1 = ["dk", "dd", "dka", "dkn", "d1", "d2", "d3", "d4", "II", "III", "IV", "V"]
TALON = ["I", "VI", "VII", "hd", "hka", "hkn"]


def test_worked_uhu_kakadu_example():
    """KR-H18 p.17 «Ett exempel»: Uhu and Kakadu declared, II III d4 with three
    tricks left, nobody else has taroks; a ruter lead forces d4 (Kakadu
    lost); a spader lead forces III, «eftersom II inte får spelas före III»
    (Uhu lost). KR-H16 birds go highest first; KR-J16 ii-iv."""
    hands = {0: ["II", "III", "d4"], 1: ["s7", "c7"], 2: ["s8", "c8"], 3: ["s9", "c9"]}
    s = placed("uhurufer", hands, birds={0: ("uhu", "kakadu")}, tricks_done=9, leader=1, trick=["d1", "d2", "d3"])
    assert legal(s) == ["d4"]
    s = placed("uhurufer", {0: ["II", "III"]}, birds={0: ("uhu", "kakadu")}, tricks_done=10, leader=1,
               trick=["s7", "s8", "s9"])
    assert legal(s) == ["III"]
    with pytest.raises(IllegalAction, match="may not be played"):
        s.apply("play II")


def test_trick_clockwise_and_winner_leads():
    """KR-H01 «Övriga spelare i riktning medsols spelar sedan på»; KR-H05 «Den
    som vinner ett stick … spelar ut till nästa stick»; KR-H03 highest tarok,
    else highest of the led suit; KR-H02 förhand leads in positive games."""
    s = run(deal({0: H0, 1: H1}, TALON), "bid dreier", "pass", "pass", "pass", "talon bottom", "discard h1",
            "discard h2", "discard s7", "done", "pass", "pass", "pass")
    assert s.phase == "play" and s.to_move() == 0
    s = run(s, "play s8")
    assert s.to_move() == 1
    s = run(s, "play II")                     # void in spader: a tarok
    s = run(s, *[a for a in [s.legal_actions()[0]]])
    s = run(s, s.legal_actions()[0])
    assert s.tricks[0][2] in (1, 2, 3) and s.to_move() == s.tricks[0][2]


def test_follow_suit_then_tarok_then_anything():
    """KR-H06 färgtvång, the taroks count as one suit; KR-H07 taroktvång; KR-H08
    void in both: any card; KR-H09 no duty to win in positive games."""
    s = placed("dreier", {1: ["s7", "sk", "II", "h1"]}, leader=0, trick=["s8"])
    assert legal(s) == ["s7", "sk"]
    s = placed("dreier", {1: ["h1", "II", "XX"]}, leader=0, trick=["s8"])
    assert legal(s) == ["II", "XX"]
    s = placed("dreier", {1: ["h1", "c7"]}, leader=0, trick=["s8"])
    assert legal(s) == ["c7", "h1"]
    s = placed("dreier", {1: ["h1", "II", "S"]}, leader=0, trick=["XX"])
    assert legal(s) == ["II", "S"]


def test_farben_games_taroks_not_trump_but_taroktvang_holds():
    """KR-H04 «I Farbendreier och Farbensolo vinns sticket alltid av det högsta
    kortet i den utspelade färgen»; KR-H09 taroktvång holds there too; KR-H12
    no tarok lead while holding a suit card."""
    from talong.games.koenigrufen.rules import trick_winner
    cards = [PACK.parse(c) for c in ["s7", "S", "s8", "XXI"]]
    assert trick_winner(cards, farben=True) == 2 and trick_winner(cards, farben=False) == 1
    s = placed("farbensolo", {1: ["h1", "II"]}, leader=0, trick=["s8"])
    assert legal(s) == ["II"]
    s = placed("farbensolo", {0: ["h1", "II", "XXI"]}, leader=0)
    assert legal(s) == ["h1"]
    s = placed("farbensolo", {0: ["II", "XXI"]}, leader=0)
    assert legal(s) == ["II", "XXI"]


def test_negative_games_must_overtake():
    """KR-H10 överstickstvång: «måste om möjligt spela ett kort som slår alla
    kort som dittills spelats»; after a tarok on a side-suit lead any card of
    the suit; void: a higher tarok if possible."""
    s = placed("bettler", {2: ["h1", "h4", "hk"]}, declarers=(0,), leader=0, trick=["h2", "h3"])
    assert legal(s) == ["h1", "hk"]
    s = placed("bettler", {2: ["h1", "h4", "hk"]}, declarers=(0,), leader=0, trick=["h2", "V"])
    assert legal(s) == ["h1", "h4", "hk"]
    s = placed("bettler", {2: ["IV", "X", "c7"]}, declarers=(0,), leader=0, trick=["s7", "V"])
    assert legal(s) == ["X"]
    s = placed("bettler", {2: ["IV", "III", "c7"]}, declarers=(0,), leader=0, trick=["s7", "V"])
    assert legal(s) == ["III", "IV"]


def test_negative_games_pagat_last():
    """KR-H11 «Den spelare som har Pagaten får varken spela ut eller spela på
    detta kort förrän han inte har några andra taroker kvar på handen» (it
    takes precedence over overtaking)."""
    s = placed("piccolo", {0: ["I", "II", "h1"]}, declarers=(0,), leader=0)
    assert legal(s) == ["II", "h1"]
    s = placed("piccolo", {2: ["I", "II"]}, declarers=(0,), leader=0, trick=["XX", "III"])
    assert legal(s) == ["II"]
    s = placed("piccolo", {2: ["I", "h1"]}, declarers=(0,), leader=0, trick=["XX", "III"])
    assert legal(s) == ["I"]
    s = placed("trischaken", {0: ["I", "II"]}, leader=0)
    assert legal(s) == ["II"]


def test_first_lead_per_contract():
    """KR-H02 «I positiva spel och i Trischaken är det förhand som spelar ut …
    I alla negativa spel utom Trischaken spelar spelföraren själv ut; om det är
    ett bei-spel … den spelförare som bjöd grundbudet utan bei»."""
    neg = run(deal({}), "bid mein-spiel", "pass", "bid bettler", "pass", "pass", "done", "pass", "pass", "pass")
    assert neg.phase == "play" and neg.to_move() == 2
    bei = run(deal({}), "bid mein-spiel", "bid piccolo", "bid piccolo-bei-piccolo", "pass", "pass", "pass",
              "done", "pass", "pass", "pass")
    assert bei.phase == "play" and bei.to_move() == 1
    tri = run(deal({}), "bid mein-spiel", "pass", "pass", "pass", "choose trischaken")
    assert tri.to_move() == 0
    solo = run(deal({}), "bid mein-spiel", "bid solodreier", "pass", "pass", "pass", "done", "pass", "pass",
               "pass")
    assert solo.phase == "play" and solo.to_move() == 0


def _play_out(s, pick=0):
    while s.phase == "play":
        s = s.apply(s.legal_actions()[pick])
    return s


def test_ouverte_hands_open_after_the_lead_to_the_second_trick():
    """KR-H13 «det första sticket mörkt. Den som vinner sticket spelar ut till
    nästa, och direkt efter utspelet lägger alla spelare … upp sina kort»;
    KR-O15, KR-L05."""
    s = run(deal({}), "bid mein-spiel", "pass", "bid bettler-ouverte", "pass", "pass", "done", "pass", "pass",
            "pass")
    for _ in range(4):
        assert s.view(1)["open_hands"] is None
        s = s.apply(s.legal_actions()[0])
    if s.phase == "play":
        assert s.view(1)["open_hands"] is None
        s = s.apply(s.legal_actions()[0])
        assert len(s.view(1)["open_hands"]["2"]) == s.hands[2].bit_count()


def test_trischaken_feeds_the_talon_into_the_first_six_tricks():
    """KR-H14 «När sista kortet i respektive stick spelats, lägger förhand på
    det översta kvarvarande kortet i talongen med bildsidan upp. Den som vann
    sticket måste ta upp både de fyra kort … och det extra kortet»; KR-M03
    tricks 1-6 hold five cards; KR-H20 played to the twelfth trick."""
    s = run(deal({}, ["I", "VI", "VII", "hd", "hka", "hkn"]), "bid mein-spiel", "pass", "pass", "pass",
            "choose trischaken")
    s = _play_out(s)
    assert len(s.tricks) == 12
    assert [PACK.name_of(t[3]) for t in s.tricks[:6]] == ["I", "VI", "VII", "hd", "hka", "hkn"]
    assert all(t[3] is None for t in s.tricks[6:])
    assert sum(p.bit_count() for p in s.piles_won) == 54
    assert s.view(2)["tricks_played"][0]["talon_card"] == "I"


def test_declared_card_not_before_its_trick_unless_forced():
    """KR-H15 «får spelaren inte spela kortet före det angivna sticket såvida
    det inte måste spelas p.g.a. färgtvång eller taroktvång» (the declaring
    player only); KR-H17 at its trick it must be played, also led; KR-H22 the
    kung ultimo king."""
    s = placed("pagatrufer", {0: ["I", "II", "h1"]}, birds={0: ("pagatultimo",)}, leader=0)
    assert legal(s) == ["II", "h1"]
    s = placed("pagatrufer", {1: ["I", "h1"]}, birds={0: ("pagatultimo",)}, leader=0, trick=["XX"])
    assert legal(s, 1) == ["I"]                             # forced by taroktvång
    s = placed("pagatrufer", {1: ["I", "II"]}, birds={}, leader=0, trick=["XX"])
    assert legal(s, 1) == ["I", "II"]                       # no declaration, no restriction
    s = placed("kakadurufer", {0: ["III", "h1", "s7"]}, birds={0: ("kakadu",)}, tricks_done=9, leader=0)
    assert legal(s) == ["III"]                              # leads it at trick 10
    s = placed("rufer", {1: ["dk", "d1", "h1"]}, birds={1: ("kungultimo",)}, called="d", partner=1, leader=0,
               trick=["d4"])
    assert legal(s, 1) == ["d1"]
    s = placed("rufer", {1: ["dk", "h1"]}, birds={1: ("kungultimo",)}, called="d", partner=1, leader=0,
               trick=["d4"])
    assert legal(s, 1) == ["dk"]                            # forced by färgtvång


def test_forced_early_bird_goes_highest_first():
    """KR-H16 «En spelare som tvingas spela en fågel i förtid p.g.a. taroktvång
    måste alltid kasta den högsta och mest värdefulla fågeln först»."""
    s = placed("pagatrufer", {1: ["I", "II", "III"]}, birds={1: ("pagatultimo", "uhu", "kakadu")}, leader=0,
               trick=["XX"])
    assert legal(s, 1) == ["III"]


def test_negative_game_ends_when_the_target_is_out_of_reach():
    """KR-H19 «avbryts spelet så fort det är uppenbart att målet inte längre kan
    nås (i bei-spel: när målet inte kan nås av någondera spelförare)», from
    public facts only; KR-L06."""
    s = placed("bettler", {0: ["sk"], 1: ["s7"], 2: ["s8"], 3: ["s9"]}, declarers=(0,), leader=0)
    s = run(s, "play sk", "play s7", "play s8", "play s9")
    assert s.phase == "over" and s.ended_early and s.won[0] == 1
    p = placed("piccolo", {0: ["sk"], 1: ["s7"], 2: ["s8"], 3: ["s9"]}, declarers=(0,), leader=0)
    p = run(p, "play sk", "play s7", "play s8", "play s9")
    assert p.phase == "play"                                # one trick is Piccolo's target
    b = placed("bettler-bei-bettler", {0: ["sk", "h1"], 1: ["s7", "h2"], 2: ["s8", "h3"], 3: ["s9", "h4"]},
               declarers=(0, 1), leader=1)
    b = b._copy()
    b.leader = 0
    b = run(b, "play sk", "play s7", "play s8", "play s9")
    assert b.phase == "play"                                # seat 1 can still make his Bettler


def test_called_king_played_reveals_the_partner():
    """KR-H21 / KR-E03 the partnership «kommer inte att uppdagas förrän den
    angivna kungen spelas till ett stick»."""
    s = placed("rufer", {0: ["d4", "h1"], 1: ["dk", "h2"], 2: ["d3"], 3: ["d2"]}, called="d", partner=1,
               leader=0)
    s = s.apply("play d4")
    assert s.view(3)["partner"] is None
    s = s.apply("play dk")
    assert s.view(3)["partner"] == 1 and s.view(2)["partner_revealed"]


def test_a_refusal_reads_in_the_players_language_and_cites_the_rule():
    """A refusal is a catalogue message: in Swedish with the rule text's own
    words (tarok, bekänna färg), the seat numbered from 1; the rule it cites is
    the rule that forbids the card, and str(err) stays English with it."""
    s = run(deal({0: H0, 1: H1}, TALON), "bid dreier", "pass", "pass", "pass", "talon bottom", "discard h1",
            "discard h2", "discard s7", "done", "pass", "pass", "pass", "play s8")
    assert s.to_move() == 1 and "play d1" not in s.legal_actions()   # void in spader: a tarok
    with pytest.raises(IllegalAction) as err:
        s.apply("play d1")
    assert err.value.msg["id"] == "koenigrufen.refusal.may_not_play"
    assert err.value.text("sv") == "d1 får inte spelas nu: bekänn färg; saknar du färgen måste du spela tarok (taroktvång)"
    assert err.value.rule == RULE_FOLLOW
    assert str(err.value) == ("d1 may not be played now: follow suit; with none of the suit led, play a tarok "
                              f"(taroktvång) ({RULE_FOLLOW})")
    with pytest.raises(IllegalAction) as err:
        s.apply("play sk")
    assert err.value.text("sv") == "plats 2 har inte sk på handen" and "seat 2 does not hold sk" in str(err.value)
