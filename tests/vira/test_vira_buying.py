"""Vira's buying, trump choice and laying down the hand:
rules/vira-stockholms-wirasallskap.txt "Köp och val av trumf", "Gaskspel",
"Köpspel", "Solospel", "Att spela eller att lägga handen"; the "Köp" table of
rules/vira-sa-spelar-du-vira.txt. Three players, förhand 0 declares unless
said otherwise; bottom card S2: spader högsta färg, klöver färg."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.vira.deal import CARD
from talong.games.vira.scenario import deal_state, run


def won(bid, **kw):
    """Seat 0 bids `bid`, the others pass."""
    return run(deal_state(**kw), [f"bid {bid}", "pass", "pass"])


def names(mask):
    return {n for n, c in CARD.items() if mask >> c & 1}


def refused(state, action, rule_part):
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert rule_part in err.value.rule, err.value
    return err.value


TALONG = "HA HK HQ HJ HT H9 H8 H7 H6 H5 H4 H3 H2"


# --- gaskspel ---------------------------------------------------------------------------
def test_gask_keeps_n_cards_takes_the_whole_talong_and_chooses_13():
    """vira-stockholms-wirasallskap.txt, Gaskspel: 'I alla gaskspel behåller
    spelföraren ett visst antal kort från sin ursprungliga hand ... Övriga kort
    läggs åt sidan. Därefter tar han upp hela talongen ... Spelföraren väljer
    sedan ut de tretton kort han önskar spela med och lägger bort resten';
    Numrens skiftande innebörd: 'I gaskspel anges alltid det antal kort
    spelföraren behåller från givarhanden'."""
    state = won("gask-2", talong=TALONG)
    assert state.view(0)["step"] == "keep" and len(state.legal_actions()) == 13
    hand0 = names(state.hands[0])
    state = run(state, ["keep C2", "keep C3"])
    assert names(state.hands[0]) == {"C2", "C3"} | set(TALONG.split())
    assert names(state.discards[0]) == hand0 - {"C2", "C3"}
    assert state.talong == () and state.view(1)["talong_size"] == 0
    assert state.view(0)["step"] == "choose"
    refused(state, "play", "tretton kort")
    state = run(state, ["discard H2", "discard H3"])
    assert state.hands[0].bit_count() == 13
    assert state.legal_actions() == ["play", "lay"]        # no omköp in gask


def test_gask_0_keeps_nothing_and_vira_keeps_all():
    """vira-stockholms-wirasallskap.txt, Gaskspel: 'mellan noll och tretton
    beroende på vilket spel'; Vira: 'Spelföraren tar upp hela talongen och
    kombinerar med de kort han har på handen, väljer ut de tretton lämpligaste
    och bestämmer sedan trumffärg.'"""
    state = won("gask-0", talong=TALONG)
    assert names(state.hands[0]) == set(TALONG.split())
    assert state.legal_actions() == ["play", "lay"]
    state = won("vira", talong=TALONG)
    assert state.hands[0].bit_count() == 26
    for card in list(names(state.hands[0]))[:13]:
        state = state.apply(f"discard {card}")
    state = state.apply("play")
    assert state.legal_actions() == ["trump C", "trump D", "trump H", "trump S"]  # trump after the buy
    state = state.apply("trump H")
    assert state.view(1)["phase"] == "play" and state.view(1)["contract"]["trump"] == "H"


def test_gask_keep_only_own_cards_and_exactly_n():
    """vira-stockholms-wirasallskap.txt, Gask på 0 4: 'Spelföraren behåller det
    antal kort som gaskens nummer anger, lägger undan resten'."""
    state = won("gask-3", talong=TALONG)
    refused(state, "keep HA", "behåller det antal kort")       # a talong card
    state = run(state, ["keep C2", "keep C3"])
    refused(state, "keep C2", "behåller det antal kort")
    state = state.apply("keep C4")
    assert state.hands[0].bit_count() == 16                   # exactly three were kept


def _gask_after_choice(level, **kw):
    state = won(f"gask-{level}", talong=TALONG, **kw)
    own = sorted(names(state.hands[0]), key=CARD.get)
    state = run(state, [f"keep {c}" for c in own[:level]])
    state = run(state, [f"discard {c}" for c in sorted(names(state.hands[0]), key=CARD.get)[:level]])
    return state


def test_gask_0_to_4_is_played_high_or_low():
    """vira-stockholms-wirasallskap.txt, Gask på 0 4: 'bestämmer om gasken spelas
    lågt eller högt, och väljer i det senare fallet sedan också trumffärg';
    Budgivningen: 'Det finns ett litet antal spel där spelföraren själv får välja
    om han vill spela högt eller lågt.'"""
    state = _gask_after_choice(1).apply("play")
    assert state.legal_actions() == ["high", "low"]
    high = state.apply("high")
    assert high.legal_actions() == ["trump C", "trump D", "trump H", "trump S"]
    low = state.apply("low")
    assert low.view(0)["contract"]["low"] is True


@pytest.mark.parametrize("level,cards,open_", [(0, 11, False), (1, 12, False), (2, 13, False),
                                               (3, 12, True), (4, 13, True)])
def test_low_gask_misar_types(level, cards, open_):
    """vira-stockholms-wirasallskap.txt, Gask på 0 4: 'Gask på 0 i misär spelas
    med elva slutna kort, gask på 1 med tolv slutna, gask på 2 med tretton
    slutna, gask på 3 med tolv öppna och gask på 4 med tretton öppna.' and
    'Minsta misär innebär att spelföraren får lägga bort två oönskade kort före
    första utspel ... I liten misär (spel med tolv kort) får spelföraren på
    motsvarande sätt lägga bort ett kort'; 'Om misären är öppen, måste
    spelföraren lägga upp sina kort på bordet före första utspel; detta gäller
    ej eventuella kastkort.'"""
    state = _gask_after_choice(level).apply("play").apply("low")
    while state.view(0)["step"] == "misar":
        assert state.view(1)["open_hands"] == {}
        state = state.apply(state.legal_actions()[0])
    if state.view(0)["step"] == "aces":
        state = state.apply("aces-as-aces")
    view = state.view(1)
    assert view["phase"] == "play" and view["hand_sizes"][0] == cards
    assert view["contract"]["trump"] is None                      # 'Lågspelen spelas alltid i sang'
    assert bool(view["open_hands"]) == open_
    if open_:
        assert set(view["open_hands"][0]) == names(state.hands[0])
        assert not set(view["open_hands"][0]) & names(state.discards[0])


def test_gask_bid_in_farg_may_not_be_played_low_and_trump_follows_the_qualifier():
    """vira-stockholms-wirasallskap.txt, Gask på 0 4: 'Gask som bjudits i färg
    eller högsta färg får inte spelas lågt.'; Köp och val av trumf: 'Valet av
    trumffärg är i gaskspel och solospel helt fritt, såvida inte budet avgivits
    i färg eller i högsta färg.'; Budgivningen: 'Därmed åtar sig budgivaren att
    välja antingen högsta färg eller andra färg som trumf.'"""
    state = run(deal_state(talong=TALONG), ["bid gask-1 färg", "pass", "pass", "keep C2", "discard H2", "play"])
    assert state.legal_actions() == ["trump C", "trump S"]
    refused(state, "low", "får inte spelas lågt")
    refused(state, "trump H", "andra färg som trumf")
    state = run(deal_state(talong=TALONG), ["bid gask-0 högsta-färg", "pass", "pass", "play"])
    assert state.legal_actions() == ["trump S"]


def test_gask_5_and_6_are_high_only():
    """vira-stockholms-wirasallskap.txt, Gask på 6 och 5: 'Ur de kort han har på
    handen väljer han ut de tretton lämpligaste och bestämmer sedan trumffärg.
    För hemgång krävs att spelföraren tar minst tolv stick.'"""
    state = _gask_after_choice(6).apply("play")
    assert state.view(0)["step"] == "trump"
    assert state.view(0)["contract"]["tricks_needed"] == 12
    assert _gask_after_choice(5).apply("play").view(0)["step"] == "trump"


def test_high_gask_needs_seven_plus_kept_cards():
    """vira-stockholms-wirasallskap.txt, Gask på 0 4: 'För att gå hem i högspel
    måste spelföraren ta sju stick plus ett stick för varje kort han behöll på
    handen ... Gask på 0 fordrar alltså minst sju stick'."""
    for level in range(5):
        state = _gask_after_choice(level).apply("play").apply("high")
        assert state.view(0)["contract"]["tricks_needed"] == 7 + level


ACES_TALONG = "CA DA HA SA H2 H3 H4 H5 H6 H7 H8 H9 HT"


def test_aces_as_ones_is_declared_before_the_first_lead():
    """vira-stockholms-wirasallskap.txt, Gask på 0 4: 'Om spelföraren har alla
    fyra ess i misärgaskar får dessa räknas som ettor. Detta måste anmälas innan
    det första kortet spelas ut, annars har korten sitt vanliga värde.'"""
    state = run(deal_state(talong=ACES_TALONG), ["bid gask-2", "pass", "pass", "keep C2", "keep C3",
                                                 "discard C2", "discard C3", "play", "low"])
    assert state.legal_actions() == ["aces-as-ones", "aces-as-aces"]
    refused(state, "play HT", "fyra ess")
    assert state.apply("aces-as-ones").aces_low is True
    assert state.apply("aces-as-aces").aces_low is False
    # without all four aces there is nothing to declare
    state = run(deal_state(talong=ACES_TALONG), ["bid gask-2", "pass", "pass", "keep C2", "keep C3",
                                                 "discard CA", "discard C3", "play", "low"])
    assert state.view(0)["phase"] == "play"


def test_gok_takes_the_talong_and_is_played_open_in_misar():
    """vira-stockholms-wirasallskap.txt, Gök: 'Spelföraren tar upp hela talongen,
    kombinerar med de kort han har på handen och väljer ut de tretton
    lämpligaste. Göken spelas öppen, vilket innebär att spelföraren innan första
    utspelet måste lägga upp korten på bordet synliga för motspelarna. För
    hemgång krävs att spelföraren inte tar ett enda stick.'"""
    state = won("gök", talong=TALONG)
    assert state.hands[0].bit_count() == 26
    for card in sorted(names(state.hands[0]), key=CARD.get)[13:]:
        assert state.view(2)["open_hands"] == {}
        state = state.apply(f"discard {card}")
    state = state.apply("play")
    view = state.view(2)
    assert view["phase"] == "play" and view["contract"]["low"] is True and view["contract"]["trump"] is None
    assert set(view["open_hands"][0]) == names(state.hands[0])


# --- köpspel ---------------------------------------------------------------------------------
def test_kopspel_trump_before_buying_then_declarer_buys_from_the_top():
    """vira-stockholms-wirasallskap.txt, Köp och val av trumf: 'I gaskspel väljs
    trumf efter köpet, men i köpspel och solospel alltid före köpet.' and
    'Köpspelen kan däremot indelas i fyra olika undergrupper beroende på hur
    trumfvalet går till: vanliga trumfspel med fritt val av trumffärg' (the
    other three: the turné, vingel and tringel tests); Köpspel: 'I
    köpspel börjar alltid spelföraren att köpa. Han lägger bort de kort han
    önskar byta ut och tar upp samma antal kort från talongen.'; Begär...:
    'Spelföraren bestämmer trumffärg och köper sedan valfritt antal kort'."""
    state = won("7-spel", talong=TALONG)
    assert state.legal_actions() == ["trump C", "trump D", "trump H", "trump S"]
    refused(state, "discard C2", "alltid före köpet")
    state = run(state, ["trump H", "discard C2", "discard C3"])
    assert state.view(0)["pending"] == ["C2", "C3"] and state.view(1)["pending"] == []
    state = state.apply("buy")
    assert {"HA", "HK"} <= names(state.hands[0]) and not {"C2", "C3"} & names(state.hands[0])
    assert names(state.discards[0]) == {"C2", "C3"}
    assert len(state.talong) == 11


def test_kopspel_may_buy_nothing():
    """vira-stockholms-wirasallskap.txt, Begär: 'köper sedan valfritt antal kort från talongen'."""
    state = run(won("begär", talong=TALONG), ["trump S", "buy"])
    assert state.legal_actions() == ["play", "lay", "omköp"]


@pytest.mark.parametrize("qual,suits", [("färg", ["trump C", "trump S"]), ("högsta-färg", ["trump S"])])
def test_kopspel_trump_follows_the_qualifier(qual, suits):
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'Om hjärter är högsta färg
    och ett bud som avgivits i färg blir slutbud, får spelföraren därför bara
    välja hjärter eller ruter som trumf.' / 'Budgivaren måste då välja högsta
    färg till trumf'. Here spader is högsta färg and klöver färg."""
    state = run(deal_state(), [f"bid 8-spel {qual}", "pass", "pass"])
    assert state.legal_actions() == suits
    refused(state, "trump H", "trumf")


def test_turne_turns_up_the_top_card_as_trump_and_it_must_be_bought():
    """vira-stockholms-wirasallskap.txt, Turné 6, turné 7, turné 8: 'Spelföraren
    slår upp det översta kortet från talongen. Färgen på kortet anger trumf.
    Sedan köper spelföraren. Han måste alltid köpa det uppslagna kortet, men
    antalet kort utöver det är valfritt.'; Budgivningen: 'Sättet att välja trumf
    varierar. Ibland får spelföraren välja fritt och ibland väljs det från kort
    som slås upp ur talongen.'"""
    state = won("turné-7", talong="D5 " + "HA HK HQ HJ HT H9 H8 H7 H6 H5 H4 H3")
    view = state.view(2)
    assert view["turned_up"] == ["D5"] and view["contract"]["trump"] == "D"
    assert "buy" not in state.legal_actions()
    refused(state, "buy", "uppslagna kortet")
    state = run(state, ["discard C2", "buy"])
    assert "D5" in names(state.hands[0])
    assert state.view(1)["turned_up"] == ["D5"]                   # it stays known to all


def test_vingel_turns_two_cards_trump_is_one_of_their_suits_both_bought():
    """vira-stockholms-wirasallskap.txt, Vingel 6, vingel 7, vingel 8:
    'Spelföraren slår upp de två översta korten från talongen och väljer en av
    färgerna på korten som trumffärg. Spelföraren köper sedan valfritt antal
    kort; dock måste alltid de två uppslagna korten köpas.';
    vira-sa-spelar-du-vira.txt, Vilka bud finns i Vira?: 'I vingel väljer
    spelföraren trumf bland två vända talongkort och i tringel bland tre.'"""
    state = won("vingel-6", talong="HA D5 " + "SA SK SQ SJ ST S9 S8 S7 S6 S5 S4")
    assert state.view(1)["turned_now"] == ["HA", "D5"]
    assert state.legal_actions() == ["trump D", "trump H"]
    refused(state, "trump S", "en av färgerna")
    state = run(state, ["trump H", "discard C2"])
    refused(state, "buy", "uppslagna korten")
    state = run(state, ["discard C3", "buy"])
    assert {"HA", "D5"} <= names(state.hands[0])


def test_tringel_turns_three_cards():
    """vira-stockholms-wirasallskap.txt, Tringel 9: 'Spelföraren slår upp de tre
    översta korten från talongen och väljer en av färgerna på korten som
    trumffärg. Sedan köper spelföraren de tre uppslagna korten plus ytterligare
    det antal som önskas. ... Spelföraren måste ta minst nio stick för att gå hem.'"""
    state = won("tringel-9", talong="HA D5 H3 " + "SA SK SQ SJ ST S9 S8 S7 S6 S5")
    assert state.legal_actions() == ["trump D", "trump H"]
    state = run(state, ["trump D", "discard C2", "discard C3"])
    assert "buy" not in state.legal_actions()
    state = run(state, ["discard C4", "discard C5", "buy"])
    assert {"HA", "D5", "H3", "SA"} <= names(state.hands[0])
    assert state.view(0)["contract"]["tricks_needed"] == 9


def test_omkop_keeps_the_trump_in_free_trump_games_and_then_only_play_or_lay():
    """vira-stockholms-wirasallskap.txt, Köpspel: 'Spelföraren har i alla köpspel
    rätt att göra ytterligare ett byte, ett så kallat omköp.'; Begär...: 'Om han
    är missnöjd med korten får han göra ett omköp, som går till på samma sätt som
    köpet. Spelföraren får inte byta trumffärg vid omköpet.'; Att spela eller att
    lägga handen: 'Efter ett eventuellt omköp återstår förstås bara de två
    första möjligheterna.'"""
    state = run(won("7-spel", talong=TALONG), ["trump H", "discard C2", "buy"])
    assert state.legal_actions() == ["play", "lay", "omköp"]
    state = state.apply("omköp")
    assert state.view(0)["step"] == "buy" and state.view(0)["contract"]["trump"] == "H"
    assert "buy" not in state.legal_actions()     # an omköp exchanges at least one card
    state = run(state, ["discard C3", "buy"])
    assert state.legal_actions() == ["play", "lay"]
    refused(state, "omköp", "omköp")
    assert state.view(0)["contract"]["omkop"] is True


def test_omturne_turns_a_new_trump_and_needs_two_talong_cards():
    """vira-stockholms-wirasallskap.txt, Turné: 'Vid omturné bestäms trumffärg på
    nytt genom att översta kortet slås upp från talongen. Minst två kort måste
    återstå av talongen för att spelföraren skall få turnéra om'."""
    talong = "D5 H4 " + "SA SK SQ SJ ST S9 S8 S7 S6 S5 S4"
    state = run(won("turné-6", talong=talong), ["discard C2", "buy", "omköp"])
    assert state.view(1)["turned_up"] == ["D5", "H4"] and state.view(1)["contract"]["trump"] == "H"
    state = run(state, ["discard C3", "buy", "play", "buy", "buy"])
    assert state.view(0)["phase"] == "play"
    # with one card left, no omturné
    state = won("turné-6", talong=talong)
    own = sorted(names(state.hands[0]), key=CARD.get)
    state = run(state, [f"discard {c}" for c in own[:12]] + ["buy"])
    assert len(state.talong) == 1
    assert state.legal_actions() == ["play", "lay"]
    refused(state, "omköp", "återstå av talongen")


def test_omvingel_needs_three_talong_cards_and_chooses_trump_again():
    """vira-stockholms-wirasallskap.txt, Vingel: 'Om spelföraren vinglar om, slås
    två nya kort upp från talongen och trumffärg väljs på nytt. Minst tre kort
    måste återstå av talongen för att spelföraren skall få vingla om.'; Tringel:
    'Minst fyra kort måste återstå av talongen för att spelföraren skall få
    tringla om.'"""
    talong = "HA D5 C9 S8 " + "SA SK SQ SJ ST S9 S7 S6 S5"
    state = run(won("vingel-7", talong=talong), ["trump H", "discard C2", "discard C3", "buy", "omköp"])
    assert state.view(1)["turned_now"] == ["C9", "S8"]
    assert state.legal_actions() == ["trump C", "trump S"]
    state = won("vingel-7", talong=talong)
    own = sorted(names(state.hands[0]), key=CARD.get)
    state = run(state, ["trump H"] + [f"discard {c}" for c in own[:11]] + ["buy"])
    assert len(state.talong) == 2 and "omköp" not in state.legal_actions()
    state = won("tringel-9", talong=talong)
    state = run(state, ["trump D"] + [f"discard {c}" for c in own[:10]] + ["buy"])
    assert len(state.talong) == 3 and "omköp" not in state.legal_actions()


def test_opponents_buy_left_first_any_number():
    """vira-stockholms-wirasallskap.txt, Köpspel: 'När spelföraren avslutat sina
    köp ur talongen, går turen att köpa vidare medsols. Först köper spelaren till
    vänster om spelföraren och sist köper den kvarvarande spelaren. En motspelare
    som står i tur att köpa från talongen får alltid köpa så många kort han vill.'"""
    state = run(deal_state(talong=TALONG), ["bid begär", "bid 7-spel", "pass", "pass"])  # seat 1 declares
    state = run(state, ["trump H", "discard " + sorted(names(state.hands[1]), key=CARD.get)[0], "buy", "play"])
    assert state.to_move() == 2 and state.view(2)["step"] == "opp"
    state = run(state, ["buy"])                                   # buys nothing
    assert state.to_move() == 0
    own = sorted(names(state.hands[0]), key=CARD.get)
    state = run(state, [f"discard {c}" for c in own[:12]] + ["buy"])
    assert state.view(0)["bought"] == {0: 12, 1: 1, 2: 0}
    assert state.view(0)["phase"] == "play" and state.to_move() == 0   # förhand leads


def test_partner_cannot_buy_when_the_talong_ran_out():
    """vira-stockholms-wirasallskap.txt, Köpspel: 'Tar talongen slut efter första
    motspelarens köp, kan hans partner inte köpa.'"""
    state = run(won("begär", talong=TALONG), ["trump S", "discard C2", "buy", "play"])
    assert state.to_move() == 1
    own = sorted(names(state.hands[1]), key=CARD.get)
    refused(run(state, [f"discard {c}" for c in own[:12]]), f"discard {own[12]}", "samma antal kort")
    state = run(state, [f"discard {c}" for c in own[:12]] + ["buy"])
    assert state.talong == ()
    assert state.view(2)["phase"] == "play"                      # seat 2 never got to buy


def test_kopmisar_buys_exactly_n_then_discards_to_12():
    """vira-stockholms-wirasallskap.txt, Köpmisär på 1 6: 'I köpmisär måste
    spelföraren köpa exakt det antal kort som siffran i spelet anger ...
    Spelföraren lägger först bort motsvarande antal kort från den egna handen och
    tar sedan upp samma antal kort från talongen. Om han väljer att köpa om, måste
    han köpa exakt samma antal kort som i det första köpet. När köpet och
    eventuellt omköp är avklarade, får spelföraren lägga bort ett valfritt kort
    (i köpmisär på 1 två valfria kort) från handen. Han spelar sedan med tolv (vid
    köpmisär på 1 elva) slutna kort'."""
    state = won("köpmisär-3", talong=TALONG)
    assert "buy" not in state.legal_actions()
    state = run(state, ["discard C2", "discard C3"])
    assert "buy" not in state.legal_actions()
    state = state.apply("discard C4")                             # the third card buys at once
    assert state.view(0)["bought"][0] == 3 and state.legal_actions() == ["play", "lay", "omköp"]
    state = run(state, ["omköp", "discard HA", "discard HK"])
    refused(state, "buy", "exakt det antal")
    state = run(state, ["discard HQ"])
    assert state.legal_actions() == ["play", "lay"]
    state = state.apply("play")
    assert state.view(0)["step"] == "misar"
    state = state.apply(state.legal_actions()[0])
    assert state.hands[0].bit_count() == 12 and state.view(0)["step"] == "opp"
    state = run(won("köpmisär-1", talong=TALONG), ["discard C2", "play"])
    state = run(state, state.legal_actions()[:1])
    state = run(state, state.legal_actions()[:1])
    assert state.hands[0].bit_count() == 11


def test_kopmisar_number_is_cards_bought_not_kept():
    """vira-stockholms-wirasallskap.txt, Numrens skiftande innebörd: 'För
    köpmisärer å andra sidan anges istället det antal kort från givarhanden som
    spelföraren måste köpa bort, t.ex. ett kort för köpmisär på 1.'"""
    state = run(won("köpmisär-1", talong=TALONG), ["discard C2"])
    assert names(state.discards[0]) == {"C2"} and state.hands[0].bit_count() == 13


# --- solospel --------------------------------------------------------------------------------
def test_solo_declarer_chooses_trump_and_only_opponents_buy():
    """vira-stockholms-wirasallskap.txt, Solospel: 'I solospel får endast
    motspelarna köpa. Motspelaren till vänster om spelföraren köper först'; Solo
    6 12, solo vira: 'Spelföraren väljer först trumf. Sedan köper de båda
    motspelarna.'"""
    state = won("solo-8", talong=TALONG)
    assert state.legal_actions() == ["trump C", "trump D", "trump H", "trump S"]
    state = state.apply("trump D")
    assert state.legal_actions() == ["play", "lay"]               # no omköp in solo
    state = state.apply("play")
    assert state.to_move() == 1 and state.view(1)["step"] == "opp"
    state = run(state, ["buy", "buy"])
    assert state.view(0)["bought"][0] == 0 and state.view(0)["phase"] == "play"


@pytest.mark.parametrize("key,discard,open_before_buy,open_at_play", [
    ("solo-petite-misär", True, False, False),
    ("solo-grande-misär", False, False, False),
    ("solo-petite-misär-ouverte", True, False, True),
    ("solo-grande-misär-ouverte", False, False, True),
    ("solo-petite-misär-ouverte-royale", True, True, True),
    ("solo-grande-misär-ouverte-royale", False, True, True),
])
def test_solo_misars(key, discard, open_before_buy, open_at_play):
    """vira-stockholms-wirasallskap.txt, Solospel som spelas lågt: 'Solo petite
    misär. Spelföraren lägger bort ett kort och spelar med tolv slutna kort.
    Motspelarna köper efter det att spelföraren lagt bort det utvalda kortet.
    Solo grande misär. Spelföraren spelar med tretton slutna kort. ... Solo
    petite misär ouverte. Spelföraren lägger först bort ett kort dolt för
    motspelarna. Sedan köper motspelarna. Efter köpet lägger spelföraren upp sina
    resterande tolv kort öppet på bordet. Solo grande misär ouverte. Spelföraren
    lägger upp sina kort öppet på bordet när motspelarna avslutat sina köp. Solo
    petite misär ouverte royale. Spelföraren lägger bort ett av sina kort dolt för
    motspelarna och lägger upp de resterande tolv öppet på bordet. Motspelarna
    köper sedan ... Royale (kunglig) innebär att korten måste läggas upp innan
    motspelarna köper.'"""
    state = won(key, talong=TALONG)
    if discard:
        assert state.view(0)["step"] == "misar"
        state = state.apply("discard C2")
        assert "C2" not in str(state.view(1))                       # 'dolt för motspelarna'
    assert state.legal_actions() == ["play", "lay"]
    state = state.apply("play")
    assert state.view(1)["step"] == "opp"
    assert bool(state.view(1)["open_hands"]) == open_before_buy
    state = run(state, ["buy", "buy"])
    view = state.view(2)
    assert view["phase"] == "play" and view["hand_sizes"][0] == (12 if discard else 13)
    assert bool(view["open_hands"]) == open_at_play
    assert view["contract"]["trump"] is None


# --- play or lay -----------------------------------------------------------------------------
def test_lay_down_after_the_first_buy_ends_the_deal():
    """vira-stockholms-wirasallskap.txt, Att spela eller att lägga handen: 'När
    spelföraren avslutat det första köpet, kan han välja mellan att spela handen,
    att lägga den och (i köpspel) att göra ett omköp.'"""
    state = run(won("8-spel", talong=TALONG), ["trump C", "discard C2", "buy", "lay"])
    assert state.is_terminal() and state.view(1)["phase"] == "done"
    outcome = state.outcome()
    assert outcome.laid and outcome.declarer_tricks is None and outcome.trump_class == "färg"
    result = state.result()
    assert result["outcome"] == "bet" and result["declarer"] == 0   # 'Ett lagt gaskspel eller köpspel räknas ... bet'


def test_laid_gask_has_no_trump_and_laid_solo_after_trump():
    """vira-stockholms-wirasallskap.txt, Betalning av pinnar: 'Om ett gaskspel
    eller ett solospel läggs, betalas handen som i ofärg, såvida det inte bjöds i
    färg eller högsta färg.' (the gask is laid before its trump is chosen)"""
    state = run(won("gask-0", talong=TALONG), ["lay"])
    assert state.outcome().trump_class is None and not state.outcome().played_low
    state = run(won("solo-7", talong=TALONG), ["trump H", "lay"])
    assert state.outcome().laid and state.result()["outcome"] == "kodilj"


def test_played_kopspel_with_omkop_reports_both_trumps():
    """vira-stockholms-wirasallskap.txt, Betalning av pinnar: 'Om spelföraren
    köpt om måste han först betala pinnar ... för den färg som utsågs till trumf
    i det första köpet.' The outcome names both trump classes."""
    talong = "D5 H4 " + "SA SK SQ SJ ST S9 S8 S7 S6 S5 S4"
    state = run(won("turné-8", talong=talong), ["discard C2", "buy", "omköp", "discard C3", "buy", "lay"])
    outcome = state.outcome()
    assert outcome.omkop and outcome.first_trump_class == "ofärg" and outcome.trump_class == "ofärg"
    state = run(won("turné-8", talong="D5 S4 HA"), ["discard C2", "buy", "omköp", "discard C3", "buy", "lay"])
    assert state.outcome().trump_class == "högsta färg" and state.outcome().first_trump_class == "ofärg"


def test_illegal_buying_actions_name_the_rule_and_change_nothing():
    """SPEC.md, Every game: 'Illegal input ... gets a clear error naming the rule, and changes nothing.'"""
    state = run(won("7-spel", talong=TALONG), ["trump H"])
    before = (state.hands, state.pending, state.talong, state.legal_actions())
    refused(state, "discard HA", "samma antal kort")              # a talong card, not held
    refused(state, "keep C2", "samma antal kort")
    assert (state.hands, state.pending, state.talong, state.legal_actions()) == before


@pytest.mark.parametrize("bid,trump,needed", [("begär", "trump S", 6), ("7-spel", "trump S", 7),
                                              ("9-spel", "trump S", 9), ("turné-8", None, 8),
                                              ("vingel-7", "trump H", 7), ("solo-6", "trump S", 6),
                                              ("solo-12", "trump S", 12), ("solo-vira", "trump S", 13)])
def test_tricks_needed_in_kopspel_and_solospel(bid, trump, needed):
    """vira-stockholms-wirasallskap.txt, Begär...: 'För hemgång i begär krävs att
    spelföraren tar minst sex stick, i övrigt fordras minst det antal som spelet
    anger'; Turné/Vingel: 'För hemgång måste spelföraren ta minst det antal stick
    som spelet anger'; Solo 6 12, solo vira: 'För hemgång krävs i solo 6 12 det
    antal stick som spelet anger och i solo vira samtliga tretton stick.';
    Numrens skiftande innebörd: 'I köpspel och solospel som spelas med trumf har
    numret inget med köpet att göra, utan anger det antal stick spelföraren måste
    ta för att gå hem'."""
    state = won(bid, talong="HA D5 H3")
    if trump:
        state = state.apply(trump)
    assert state.view(0)["contract"]["tricks_needed"] == needed
    assert state.view(0)["contract"]["trump"] is not None            # 'Alla högspel spelas med trumf'
