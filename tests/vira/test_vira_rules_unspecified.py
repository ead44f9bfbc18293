"""Every unspecified bid, as rules/vira-stockholms-wirasallskap.txt "Bud utan
angiven nivå" describes it (SPEC.md: 'Unspecified bids (gask, köpmisär, solo,
turné, vingel, and "högre gask" etc.) work exactly as in the section').
Three players: förhand 0, mellanhand 1, efterhand 2."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.vira.scenario import deal_state, run
from talong.i18n import line_text

# word -> (the lowest level, a previous bid, the lowest level over it, the level above that)
CASES = {
    "gask": ("gask-0", "turné-8", "gask-2", "gask-3"),           # the text's example
    "köpmisär": ("köpmisär-1", "8-spel", "köpmisär-2", "köpmisär-3"),
    "solo": ("solo-6", "solo-petite-misär", "solo-9", "solo-10"),
    "turné": ("turné-6", "vingel-6", "turné-7", "turné-8"),
    "vingel": ("vingel-6", "7-spel", "vingel-6", "vingel-7"),    # 'Vingel efter 7-spel avser således vingel 6'
}
FREE = {"gask": ["gask-0", "gask-1", "gask-2", "gask-3", "gask-4", "gask-6", "gask-5"],
        "köpmisär": ["köpmisär-1", "köpmisär-2", "köpmisär-3", "köpmisär-4", "köpmisär-5", "köpmisär-6"],
        "solo": ["solo-6", "solo-7", "solo-8", "solo-9", "solo-10", "solo-11", "solo-12", "solo-vira"]}


def top(state):
    return state.view(0)["highest_bid"]


@pytest.mark.parametrize("word", CASES)
def test_unspecified_bid_counts_as_the_lowest_level_over_the_previous_bid(word):
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Gaskar,
    köpmisärer och solospel bjuds i praktiken som gask, köpmisär och solo, utan
    att någon speciell nivå på spelen anges.' ... 'Om budgivningen drivs vidare,
    räknas ett ospecificerat bud automatiskt som om det vore bjudet på den lägsta
    möjliga nivå som fortfarande tar över föregående bud. Gask efter turné 8
    betraktas t.ex. som gask på 2 vid fortsatt budgivning.' ... 'Även turnéer och
    vinglar kan bjudas utan att budgivaren anger någon nivå.'"""
    lowest, previous, over, above = CASES[word]
    state = run(deal_state(), [f"bid {word}"])
    assert top(state)["bid"] == lowest and top(state)["unspecified"] == word
    state = run(deal_state(), [f"bid {previous}", f"bid {word}"])
    assert top(state)["bid"] == over and top(state)["seat"] == 1
    # the bidding goes on from that level: efterhand must bid over it
    with pytest.raises(IllegalAction):
        state.apply(f"bid {over}")
    assert top(state.apply(f"bid {above}"))["bid"] == above


@pytest.mark.parametrize("word", FREE)
def test_won_gask_kopmisar_solo_lets_the_declarer_choose_the_level(word):
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Om ett
    ospecificerat bud blir avpassat, får spelföraren själv välja hur högt han
    vill ta det. Naturligtvis måste han välja en nivå, så att spelet går över
    närmast föregående bud i budgivningen.' ... 'Märk att solo inte får spelas
    som en solomisär, utan bara avser solotrumfspelen solo 6 12 eller solo vira.'"""
    lowest, previous, over, _ = CASES[word]
    state = run(deal_state(), [f"bid {word}", "pass", "pass"])
    assert state.view(0)["step"] == "level" and state.to_move() == 0
    assert state.legal_actions() == [f"level {key}" for key in FREE[word]]
    state = run(deal_state(), [f"bid {previous}", f"bid {word}", "pass", "pass"])
    allowed = FREE[word][FREE[word].index(over):]
    assert state.legal_actions() == [f"level {key}" for key in allowed]
    below = FREE[word][FREE[word].index(over) - 1]
    with pytest.raises(IllegalAction) as err:
        state.apply(f"level {below}")
    assert "Bud utan angiven nivå" in err.value.rule
    chosen = state.apply(f"level {allowed[-1]}")
    assert chosen.view(1)["contract"]["bid"] == allowed[-1] and chosen.view(1)["contract"]["unspecified"] == word


@pytest.mark.parametrize("word", ["turné", "vingel"])
def test_won_turne_and_vingel_are_played_at_the_lowest_level(word):
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Dessa bud ger
    till skillnad från gask, köpmisär och solo ingen frihet i valet av nivå om de
    blir avpassade, utan måste alltid spelas på lägsta möjliga nivå som tar över
    föregående bud.'"""
    _, previous, over, _ = CASES[word]
    state = run(deal_state(), [f"bid {previous}", f"bid {word}", "pass", "pass"])
    assert state.view(1)["step"] != "level" and state.view(1)["contract"]["bid"] == over
    with pytest.raises(IllegalAction):
        state.apply(f"level {over}")


@pytest.mark.parametrize("word", CASES)
def test_hogre_after_a_better_hand_bid_the_same_unspecified_bid(word):
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Vill man bjuda
    gask (köpmisär, solo) utan att ange nivå när en spelare i bättre hand redan
    avgivit samma ospecificerade bud, brukar man för tydlighets skull göra detta
    med budet högre gask (högre köpmisär, högre solo). Om förhand t.ex. öppnar
    budgivningen med solo, kan mellanhand bjuda över med högre solo.' (turné and
    vingel: the same words, by SPEC.md)."""
    lowest, _, _, _ = CASES[word]
    state = run(deal_state(), [f"bid {word}"])
    assert f"bid högre-{word}" in state.legal_actions() and f"bid {word}" not in state.legal_actions()
    higher = state.apply(f"bid högre-{word}")
    nxt = {"gask-0": "gask-1", "köpmisär-1": "köpmisär-2", "solo-6": "solo-7", "turné-6": "turné-7",
           "vingel-6": "vingel-7"}[lowest]
    assert top(higher)["bid"] == nxt
    assert line_text(higher.view(0)["auction"][-1], "sv").startswith(f"bjuder högre {word}")
    assert state.apply(f"bid {word}").view(0)["auction"][-1]["action"] == f"bid högre-{word}"


@pytest.mark.parametrize("word", CASES)
def test_better_hand_gives_the_unspecified_bid_i_forhand(word):
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Sitter man i
    bättre hand än föregående budgivare och vill bjuda över ett ospecificerat bud,
    utnyttjar man förstås sin position och ger budet i förhand.'"""
    _, previous, over, _ = CASES[word]
    state = run(deal_state(), [f"bid {previous}", f"bid {word}", "pass"])
    assert state.to_move() == 0
    state = state.apply(f"bid {word}")
    assert top(state) == {"seat": 0, "bid": over, "name": top(state)["name"], "qualifier": None,
                          "unspecified": word, "i_forhand": True}
    assert "i förhand" in line_text(state.view(0)["auction"][-1], "sv")


@pytest.mark.parametrize("previous,word", [("turné-8", "turné"), ("vingel-8", "vingel"), ("vira", "gask"),
                                           ("köpmisär-6", "köpmisär"),
                                           ("solo-vira högsta-färg", "solo")])
def test_no_unspecified_bid_without_a_level_over_the_previous_bid(previous, word):
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'den lägsta möjliga
    nivå som fortfarande tar över föregående bud' — where no level does, the bid
    does not exist; Budgivningen: 'Varje bud måste följas av valfritt högre bud
    eller av pass'."""
    state = run(deal_state(), [f"bid {previous}"])
    assert not any(a.split()[1:2] in ([word], [f"högre-{word}"]) for a in state.legal_actions())
    with pytest.raises(IllegalAction) as err:
        state.apply(f"bid {word}")
    assert "högre bud eller av pass" in err.value.rule
