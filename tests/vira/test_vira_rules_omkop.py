"""Omköp in every kind of köpspel, and the re-turn-ups of turné, vingel and
tringel with their least talong sizes and the cards that must be bought:
rules/vira-stockholms-wirasallskap.txt "Köpspel", "Turné", "Vingel",
"Tringel 9", "Köpmisär på 1 6", "Att spela eller att lägga handen".
Förhand (0) declares, the others pass; bottom card S2 (spader högsta färg)."""
import pytest

from talong.core.engine import IllegalAction
from talong.games.vira.deal import CARD
from talong.games.vira.scenario import deal_state, run

# The top talong cards, then the rest: every card turned up is of another suit.
TALONG = "D5 H4 C9 D8 H7 C6 DA HK CQ DJ HT C8 D7"
TURNED = {"turné": 1, "vingel": 2, "tringel": 3}
LEAST = {"turné": 2, "vingel": 3, "tringel": 4}          # 'Minst två (tre, fyra) kort måste återstå'
BID = {"turné": "turné-6", "vingel": "vingel-6", "tringel": "tringel-9"}


def won(bid):
    return run(deal_state(talong=TALONG), [f"bid {bid}", "pass", "pass"])


def own_lowest(state, n):
    return sorted(state.view(0)["hand"], key=CARD.get)[:n]


def first_buy(family, left):
    """The first köp, leaving `left` cards in the talong."""
    state = won(BID[family])
    if family != "turné":
        state = state.apply(state.legal_actions()[0])                 # trump: the first turned suit
    bought = 13 - left
    return run(state, [f"discard {c}" for c in own_lowest(state, bought)] + ["buy"])


@pytest.mark.parametrize("family", TURNED)
def test_re_turn_needs_the_least_talong(family):
    """vira-stockholms-wirasallskap.txt, Turné: 'Minst två kort måste återstå av
    talongen för att spelföraren skall få turnéra om, eftersom bottenkortet kan
    bli synligt när korten delas ut.'; Vingel: 'Minst tre kort måste återstå av
    talongen för att spelföraren skall få vingla om.'; Tringel 9: 'Minst fyra
    kort måste återstå av talongen för att spelföraren skall få tringla om.'"""
    least = LEAST[family]
    state = first_buy(family, least)
    assert len(state.talong) == least and state.legal_actions() == ["play", "lay", "omköp"]
    state = first_buy(family, least - 1)
    assert len(state.talong) == least - 1 and state.legal_actions() == ["play", "lay"]
    with pytest.raises(IllegalAction) as err:
        state.apply("omköp")
    assert "kort måste återstå av talongen" in err.value.rule
    assert state.legal_actions() == ["play", "lay"]                      # the refusal changed nothing


@pytest.mark.parametrize("family", TURNED)
def test_re_turn_shows_new_cards_that_must_be_bought(family):
    """vira-stockholms-wirasallskap.txt, Turné: 'Vid omturné bestäms trumffärg på
    nytt genom att översta kortet slås upp från talongen.' and 'Han måste alltid
    köpa det uppslagna kortet'; Vingel: 'Om spelföraren vinglar om, slås två nya
    kort upp från talongen och trumffärg väljs på nytt.' and 'dock måste alltid de
    två uppslagna korten köpas'; Tringel 9: 'Vid omtringel bestäms trumf på nytt
    ur talongens tre översta kort.' and 'köper spelföraren de tre uppslagna korten
    plus ytterligare det antal som önskas'; Begär...: 'ett omköp, som går till på
    samma sätt som köpet'."""
    k = TURNED[family]
    state = first_buy(family, LEAST[family])
    first_trump = state.view(0)["contract"]["trump"]
    new_cards = state.talong[:k]
    state = state.apply("omköp")
    view = state.view(1)
    assert view["turned_now"] == view["turned_up"][-k:]                 # turned up for all to see
    assert [CARD[c] for c in view["turned_now"]] == list(new_cards)     # the talong's new top cards
    if family != "turné":
        suits = sorted({c[0] for c in view["turned_now"]})
        assert state.legal_actions() == [f"trump {s}" for s in suits]   # chosen again among the new cards
        state = state.apply(f"trump {view['turned_now'][-1][0]}")
    assert state.view(0)["contract"]["trump"] == state.view(0)["turned_now"][-1][0]
    discards = own_lowest(state, k)
    for card in discards[:-1]:
        state = state.apply(f"discard {card}")
        assert "buy" not in state.legal_actions()
    with pytest.raises(IllegalAction) as err:
        state.apply("buy")
    assert "uppslagna" in err.value.rule
    state = run(state, [f"discard {discards[-1]}", "buy"])
    assert {c for c in state.view(0)["hand"]} >= set(state.view(1)["turned_up"][-k:])
    assert state.legal_actions() == ["play", "lay"]                      # 'bara de två första möjligheterna'
    outcome = run(state, ["lay"]).outcome()
    assert outcome.omkop and outcome.first_trump_class == {"S": "högsta färg", "C": "färg"}.get(first_trump, "ofärg")


def test_omkop_in_free_trump_spel_keeps_the_trump():
    """vira-stockholms-wirasallskap.txt, Begär (6-spel), 7-spel, 8-spel, 9-spel:
    'Om han är missnöjd med korten får han göra ett omköp, som går till på samma
    sätt som köpet. Spelföraren får inte byta trumffärg vid omköpet.'; Köpspel:
    'Spelföraren har i alla köpspel rätt att göra ytterligare ett byte'."""
    for bid in ("begär", "7-spel", "8-spel", "9-spel"):
        state = run(won(bid), ["trump H", "buy", "omköp"])
        assert state.view(0)["step"] == "buy" and not any(a.startswith("trump") for a in state.legal_actions())
        state = run(state, ["discard C2", "buy"])
        assert state.view(0)["contract"]["trump"] == "H"
        assert state.legal_actions() == ["play", "lay"]


def test_omkop_in_kopmisar_buys_the_same_number():
    """vira-stockholms-wirasallskap.txt, Köpmisär på 1 6: 'Om han väljer att köpa
    om, måste han köpa exakt samma antal kort som i det första köpet.' (and so
    needs that many talong cards)."""
    for level in range(1, 7):
        state = won(f"köpmisär-{level}")
        state = run(state, [f"discard {c}" for c in own_lowest(state, level)])
        assert state.view(0)["bought"][0] == level and "omköp" in state.legal_actions()
        state = state.apply("omköp")
        state = run(state, [f"discard {c}" for c in own_lowest(state, level)])
        assert state.view(0)["bought"][0] == 2 * level and state.legal_actions() == ["play", "lay"]


@pytest.mark.parametrize("bid,steps", [("gask-2", ["keep C2", "keep C3", "discard D5", "discard H4"]),
                                       ("vira", None), ("gök", None), ("solo-7", ["trump S"]),
                                       ("solo-grande-misär", [])])
def test_no_omkop_in_gaskspel_and_solospel(bid, steps):
    """vira-stockholms-wirasallskap.txt, Att spela eller att lägga handen: 'kan
    han välja mellan att spela handen, att lägga den och (i köpspel) att göra ett
    omköp'; vira-sa-spelar-du-vira.txt, Köp: Solo and Gask 'Inget omköp'."""
    state = won(bid)
    if steps is None:                                                    # vira, gök: choose 13 of 26
        steps = [f"discard {c}" for c in own_lowest(state, 13)]
    state = run(state, steps)
    assert state.legal_actions() == ["play", "lay"]
    with pytest.raises(IllegalAction) as err:
        state.apply("omköp")
    assert "(i köpspel) att göra ett omköp" in err.value.rule
