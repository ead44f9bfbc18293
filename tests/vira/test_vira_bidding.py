"""Vira's auction: rules/vira-stockholms-wirasallskap.txt "Budgivningen",
"Bud utan angiven nivå", "Avpassning av gök"; rules/vira-sa-spelar-du-vira.txt
"Budgivning"; SPEC.md "Vira: decisions". Three players, förhand seat 0,
mellanhand 1, efterhand 2 unless said otherwise."""
import json

import pytest

from talong.core.engine import IllegalAction
from talong.games.vira.bidding import laggard_suits
from talong.games.vira.deal import CARD
from talong.games.vira.scenario import deal_state, run
from talong.games.vira.tables import BIDS
from talong.i18n import line_text


def mask(cards: str) -> int:
    return sum(1 << CARD[c] for c in cards.split())


def refused(state, action, rule_part):
    before = json.dumps(state.view(state.to_move()), sort_keys=True)
    legal = state.legal_actions()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert rule_part in err.value.rule
    assert json.dumps(state.view(state.to_move()), sort_keys=True) == before
    assert state.legal_actions() == legal
    return err.value


def test_forhand_opens_and_may_not_pass():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'Budgivningen inleds av
    förhand' and 'Det är kutym att förhand inte får öppna budgivningen med att
    passa, utan måste ge ett bud.' (vira-sa-spelar-du-vira.txt, Budgivning:
    'Förhand lägger första budet och får inte börja med pass')"""
    state = deal_state()
    assert state.to_move() == 0
    assert "pass" not in state.legal_actions()
    refused(state, "pass", "får öppna budgivningen med att passa")


def test_four_player_table_bidding_starts_with_forhand_and_skips_the_sitter():
    """vira-stockholms-wirasallskap.txt, Bordsplacering: 'Vid spel på fyra står
    spelaren till höger om givaren över'; Budgivningen: 'turen att bjuda
    fortsätter sedan medsols'; vira-sa-spelar-du-vira.txt, Budgivning:
    'Budgivningen i Vira går medsols.' Förhand 1: mellanhand 2, sitter 3, giv 0."""
    state = deal_state(players=4, forhand=1)
    assert state.to_move() == 1
    state = state.apply("bid begär")
    assert state.to_move() == 2
    state = state.apply("pass")
    assert state.to_move() == 0


def test_all_forty_bids_are_offered_in_table_order():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'Det finns sammanlagt
    fyrtio olika spel att välja mellan' and 'Den inbördes rangordningen mellan
    buden ... framgår av en s.k. budtabell' (the table of vira-sa-spelar-du-vira.txt)."""
    legal = deal_state().legal_actions()
    plain = [a.split()[1] for a in legal if len(a.split()) == 2 and a.split()[1] in {b.key for b in BIDS}]
    assert plain == [b.key for b in BIDS]
    assert len(plain) == 40


def test_each_bid_must_be_higher_or_pass():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'Varje bud måste följas av
    valfritt högre bud eller av pass'; vira-sa-spelar-du-vira.txt, Budgivning:
    'Varje spelare bjuder högre, alltså ett senare bud i budtabellen, eller passar'."""
    state = run(deal_state(), ["bid 8-spel"])
    refused(state, "bid 7-spel", "högre bud eller av pass")
    refused(state, "bid köpmisär-1", "högre bud eller av pass")   # no 8 in the table, below 8-spel (10)
    assert "bid köpmisär-1" not in state.legal_actions()
    assert {"pass", "bid vingel-7", "bid turné-8"} <= set(state.legal_actions())


def test_unknown_bid_is_refused_naming_the_table():
    """vira-stockholms-wirasallskap.txt, Budgivningen: the bids are those of the budtabell."""
    refused(deal_state(), "bid 10-spel", "fyrtio olika spel")
    refused(deal_state(), "hello", "vira-actions")


def test_bid_in_farg_overbids_the_same_bid_and_hogsta_farg_overbids_farg():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'Ett trumfspel med fritt
    val av trumffärg kan bjudas över av samma bud i färg' and 'Ett bud i färg
    bjuds i sin tur över av samma bud i högsta färg.' (vira-sa-spelar-du-vira.txt:
    'Bud i högsta färg slår samma bud i färg, som i sin tur slår samma bud utan angiven färg.')"""
    state = run(deal_state(), ["bid 7-spel"])
    state = state.apply("bid 7-spel färg")
    assert state.view(0)["highest_bid"]["qualifier"] == "färg"
    state = state.apply("bid 7-spel högsta-färg")
    assert state.view(0)["highest_bid"]["qualifier"] == "högsta färg"
    refused(state, "bid 7-spel färg", "Bud i bättre färg")


def test_qualifiers_only_for_bids_with_free_trump():
    """SPEC.md, Vira: decisions: 'Trump qualifiers "i färg" and "i högsta färg"
    exist only for bids with a free choice of trump: Begär, 7-spel, 8-spel,
    9-spel, Gask på 0-6, Vira, Solo 6-12 and Solo vira. Turné, vingel, tringel,
    misär bids and Gök have none.'"""
    state = deal_state()
    legal = set(state.legal_actions())
    free = {"begär", "7-spel", "8-spel", "9-spel", "gask-0", "gask-1", "gask-2", "gask-3", "gask-4",
            "gask-5", "gask-6", "vira", "solo-6", "solo-7", "solo-8", "solo-9", "solo-10", "solo-11",
            "solo-12", "solo-vira"}
    for bid in BIDS:
        assert (f"bid {bid.key} färg" in legal) == (bid.key in free)
        assert (f"bid {bid.key} högsta-färg" in legal) == (bid.key in free)
    for key in ("turné-6", "vingel-7", "tringel-9", "gök", "köpmisär-2", "solo-grande-misär"):
        refused(state, f"bid {key} färg", "free choice of trump")


def test_equal_bid_taken_over_by_forhand_and_by_mellanhand():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'En spelare har möjlighet
    bjuda över ett bud med exakt samma bud om han sitter i förhand i förhållande
    till föregående budgivare. Förhand kan på så sätt bjuda över både mellanhand
    och efterhand, och mellanhand kan bjuda över efterhand. Utnyttjas sitsen i
    bättre hand brukar det markeras genom att lägga till i förhand efter budet.'
    (vira-sa-spelar-du-vira.txt: 'Vid exakt samma bud får förhand ta över budet
    från mellanhand och mellanhand från efterhand.')"""
    state = run(deal_state(), ["bid begär", "bid 7-spel"])      # mellanhand
    state = state.apply("pass")                                   # efterhand out
    assert state.describe("bid 7-spel", "sv") == "bjuder 7-spel i förhand"
    state = state.apply("bid 7-spel")                             # förhand over mellanhand
    assert state.view(1)["highest_bid"] == {"seat": 0, "bid": "7-spel", "name": "7-spel", "qualifier": None,
                                            "unspecified": None, "i_forhand": True}
    assert "i förhand" in line_text(state.view(1)["auction"][-1], "sv")
    refused(state, "bid 7-spel", "exakt samma bud")              # mellanhand may not take it back


def test_mellanhand_takes_over_from_efterhand():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'mellanhand kan bjuda över efterhand'."""
    state = run(deal_state(), ["bid begär", "bid 7-spel", "bid 9-spel", "pass"])
    assert state.to_move() == 1
    state = state.apply("bid 9-spel")
    assert state.view(0)["highest_bid"]["seat"] == 1
    assert state.view(0)["highest_bid"]["i_forhand"] is True
    refused(state, "bid 9-spel", "exakt samma bud")              # efterhand is in worse hand


def test_better_colour_goes_before_better_hand():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'Bud i bättre färg går före
    bud i bättre hand. Om efterhand bjuder 7-spel i färg, kan förhand bjuda över
    med 7-spel i färg och i förhand, däremot inte med 7-spel i förhand.'"""
    state = run(deal_state(), ["bid begär", "pass", "bid 7-spel färg"])
    assert state.to_move() == 0
    assert "bid 7-spel färg" in state.legal_actions()
    assert "bid 7-spel" not in state.legal_actions()
    refused(state, "bid 7-spel", "Bud i bättre färg går före bud i bättre hand")
    assert state.describe("bid 7-spel färg", "sv") == "bjuder 7-spel i färg i förhand"


def test_passed_player_stays_out_and_two_passes_end_the_bidding():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'En spelare som passat får
    inte ge sig in i budgivningen igen. När två spelare passat säger man att den
    återstående spelaren fått sitt sista bud avpassat. Han blir därmed
    spelförare'; vira-sa-spelar-du-vira.txt: 'Den som har passat står utanför
    fortsatt budgivning', 'När två har passat blir den tredje spelförare'."""
    state = run(deal_state(), ["bid begär", "pass", "bid 7-spel"])
    assert state.to_move() == 0                                    # mellanhand is skipped
    state = state.apply("bid 8-spel")
    assert state.to_move() == 2
    state = state.apply("pass")
    view = state.view(2)
    assert view["phase"] == "buying"
    assert view["contract"]["bid"] == "8-spel" and view["contract"]["declarer"] == 0
    assert view["contract"]["opponents"] == [1, 2]


def test_opponents_are_the_two_others_left_of_declarer_first():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'medan de två övriga
    spelarna, motspelarna ... tillfälligt bildar ett par'; Köpspel: 'Först köper
    spelaren till vänster om spelföraren'."""
    state = run(deal_state(players=4, forhand=2), ["bid begär", "bid 7-spel", "pass", "pass"])
    # förhand 2, mellanhand 3, efterhand 1, sitter 0: mellanhand 3 declares
    assert state.view(3)["contract"]["opponents"] == [1, 2]


def test_unspecified_gask_counts_as_lowest_overbidding_level():
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Om budgivningen
    drivs vidare, räknas ett ospecificerat bud automatiskt som om det vore bjudet
    på den lägsta möjliga nivå som fortfarande tar över föregående bud. Gask
    efter turné 8 betraktas t.ex. som gask på 2 vid fortsatt budgivning.'"""
    state = run(deal_state(), ["bid turné-8", "bid gask"])
    assert state.view(0)["highest_bid"]["bid"] == "gask-2"
    assert state.view(0)["highest_bid"]["unspecified"] == "gask"
    state = state.apply("bid 9-spel")            # efterhand overbids gask på 2 (14) with 9-spel (19)
    assert state.view(0)["highest_bid"]["bid"] == "9-spel"


def test_won_unspecified_gask_lets_declarer_choose_level_above_previous_bid():
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Om ett
    ospecificerat bud blir avpassat, får spelföraren själv välja hur högt han
    vill ta det. Naturligtvis måste han välja en nivå, så att spelet går över
    närmast föregående bud i budgivningen. Om spelföraren t.ex. bjudit gask efter
    turné 8, är gask på 0 och gask på 1 inte längre möjliga'."""
    state = run(deal_state(), ["bid turné-8", "bid gask", "pass", "pass"])
    assert state.to_move() == 1
    assert state.legal_actions() == ["level gask-2", "level gask-3", "level gask-4", "level gask-6",
                                     "level gask-5"]
    refused(state, "level gask-1", "närmast föregående bud")
    state = state.apply("level gask-4")
    assert state.view(1)["contract"]["bid"] == "gask-4"


def test_unspecified_solo_is_never_a_solomisar():
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Märk att solo
    inte får spelas som en solomisär, utan bara avser solotrumfspelen solo 6 12
    eller solo vira.'"""
    state = run(deal_state(), ["bid solo", "pass", "pass"])
    levels = state.legal_actions()
    assert levels == ["level solo-6", "level solo-7", "level solo-8", "level solo-9", "level solo-10",
                      "level solo-11", "level solo-12", "level solo-vira"]
    refused(state, "level solo-petite-misär", "solomisär")


def test_unspecified_kopmisar_levels():
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Gaskar,
    köpmisärer och solospel bjuds i praktiken som gask, köpmisär och solo'."""
    state = run(deal_state(), ["bid 8-spel", "bid köpmisär", "pass", "pass"])
    assert state.legal_actions() == ["level köpmisär-2", "level köpmisär-3", "level köpmisär-4",
                                     "level köpmisär-5", "level köpmisär-6"]


def test_hogre_solo_after_a_better_hand_bid_the_same_unspecified_bid():
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Vill man bjuda
    gask (köpmisär, solo) utan att ange nivå när en spelare i bättre hand redan
    avgivit samma ospecificerade bud, brukar man för tydlighets skull göra detta
    med budet högre gask (högre köpmisär, högre solo). Om förhand t.ex. öppnar
    budgivningen med solo, kan mellanhand bjuda över med högre solo.'"""
    state = run(deal_state(), ["bid solo"])
    assert "bid högre-solo" in state.legal_actions()
    assert "bid solo" not in state.legal_actions()
    after = state.apply("bid högre-solo")
    assert after.view(0)["highest_bid"]["bid"] == "solo-7"
    assert line_text(after.view(0)["auction"][-1], "sv") == "bjuder högre solo (räknas som Solo 7)"
    plain = state.apply("bid solo")                 # the plain word means the same
    assert plain.view(0)["auction"][-1]["action"] == "bid högre-solo"
    refused(deal_state(), "bid högre-solo", "högre gask")


def test_unspecified_bid_in_better_hand_is_given_i_forhand():
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Sitter man i
    bättre hand än föregående budgivare och vill bjuda över ett ospecificerat
    bud, utnyttjar man förstås sin position och ger budet i förhand.'"""
    state = run(deal_state(), ["bid begär", "bid solo", "pass"])
    assert state.describe("bid solo", "sv") == "bjuder solo i förhand (räknas som Solo 6)"
    state = state.apply("bid solo")
    assert state.view(1)["highest_bid"] == {"seat": 0, "bid": "solo-6", "name": "Solo 6", "qualifier": None,
                                            "unspecified": "solo", "i_forhand": True}


def test_unspecified_turne_and_vingel_are_played_at_the_lowest_level():
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Även turnéer och
    vinglar kan bjudas utan att budgivaren anger någon nivå. Dessa bud ger till
    skillnad från gask, köpmisär och solo ingen frihet i valet av nivå om de blir
    avpassade, utan måste alltid spelas på lägsta möjliga nivå som tar över
    föregående bud. Vingel efter 7-spel avser således vingel 6.'"""
    state = run(deal_state(), ["bid 7-spel", "bid vingel", "pass", "pass"])
    view = state.view(1)
    assert view["contract"]["bid"] == "vingel-6" and view["step"] != "level"
    state = run(deal_state(), ["bid vingel-6", "bid turné", "pass", "pass"])
    assert state.view(1)["contract"]["bid"] == "turné-7"


def test_laggard_definitions():
    """vira-stockholms-wirasallskap.txt, Avpassning av gök: 'Låggarderna är: en
    tvåa; en fyra och en trea; en sexa och två kort lägre än sex; en åtta och
    tre kort lägre än åtta; en tia och fyra kort lägre än tio.' ... 'sexa, femma
    och trea i botten av en färg utgör en låggard' ... 'en dam och fem kort
    lägre än damen ... inte räknas som en låggard'."""
    assert laggard_suits(mask("S2")) == 1
    assert laggard_suits(mask("S4 S3")) == 1
    assert laggard_suits(mask("S6 S5 S3")) == 1
    assert laggard_suits(mask("S8 S7 S5 S3")) == 1
    assert laggard_suits(mask("ST S9 S7 S5 S3")) == 1
    assert laggard_suits(mask("S4 SA")) == 0
    assert laggard_suits(mask("S6 S5 SK")) == 0
    assert laggard_suits(mask("S8 S7 S5")) == 0
    assert laggard_suits(mask("ST S9 S8 S7")) == 0
    assert laggard_suits(mask("SQ SJ S9 S8 S7 S5")) == 0
    assert laggard_suits(mask("S2 H4 H3 D6 D4 D3 C9")) == 3


HIGH = "SA SK SQ SJ ST S9 HA HK HQ HJ HT H9 DA"          # no låggard at all
ONE = "C2 DK DQ DJ DT D9 D8 D7 CA CK CQ CJ CT"           # låggard in clubs only


def test_gok_first_hand_needs_two_laggards_second_hand_one():
    """vira-stockholms-wirasallskap.txt, Avpassning av gök: 'Den spelare som står
    först i tur att bjuda sedan en gök bjudits, den s.k. första handen, måste ha
    låggard i minst två färger för att få passa av budet. Den spelare som bjuder
    härnäst, den andra handen, måste ha minst en låggard.' The engine records who
    passed without it (payments decide the penalty bet)."""
    state = run(deal_state(hands={1: HIGH, 2: ONE}), ["bid gök", "pass", "pass"])
    assert state.gok_penalty == (1,)
    state = run(deal_state(hands={1: ONE, 2: HIGH}), ["bid gök", "pass", "pass"])
    assert state.gok_penalty == (1, 2)           # both failed: payments charge no penalty
    # gök bid by efterhand: förhand is the first hand, mellanhand the second
    state = run(deal_state(hands={0: ONE, 1: HIGH}), ["bid begär", "bid 7-spel", "bid gök", "pass", "pass"])
    assert state.gok_penalty == (0, 1)


def test_gok_pass_is_not_prevented():
    """SPEC.md, Vira: decisions: 'The Gök pass requirements (låggard) are checked
    by the engine and the penalty bet is charged automatically' — the pass
    itself is allowed."""
    state = run(deal_state(hands={1: HIGH}), ["bid gök"])
    assert "pass" in state.legal_actions()


def test_gok_check_only_for_players_passing_after_the_gok():
    """vira-stockholms-wirasallskap.txt, Avpassning av gök: 'Spelare som passar
    efter gök' — a player who passed before the Gök was bid did not pass it off."""
    state = run(deal_state(hands={1: HIGH, 0: ONE}), ["bid begär", "pass", "bid gök", "pass"])
    assert state.gok_penalty == (0,)
