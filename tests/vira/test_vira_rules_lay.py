"""Laying down the hand (lägga handen) in every kind of game, and what it
costs, through the engine: rules/vira-stockholms-wirasallskap.txt "Att spela
eller att lägga handen", "Betalningar", "Betalning av pinnar";
rules/vira-sa-spelar-du-vira.txt "Särskilda fall", the bid table and the betar
table. Förhand (0) declares; bottom card S2: spader högsta färg, klöver färg,
hjärter and ruter ofärg."""
import dataclasses

import pytest

from talong.games.vira.deal import CARD
from talong.games.vira.payments import settle
from talong.games.vira.scenario import deal_state, run
from talong.i18n import line_text

TALONG = "D5 H4 C9 D8 H7 C6 DA HK CQ DJ HT C8 D7"


def laid(bid, steps):
    state = run(deal_state(talong=TALONG), [f"bid {bid}", "pass", "pass"])
    if steps == "choose":                                                 # gaskspel of 26 cards
        steps = [f"discard {c}" for c in sorted(state.view(0)["hand"], key=CARD.get)[:13]]
    state = run(state, steps + ["lay"])
    assert state.is_terminal() and state.view(1)["contract"]["laid"] is True
    assert state.played == 0                                              # not a card was played
    return state.result()


# bid, steps before laying, outcome, betar, pinnar per opponent
CASES = [
    # 'Ett lagt gaskspel eller köpspel räknas alltid som om spelföraren gått bet'
    ("gask-5", [f"{verb} {c}" for verb in ("keep", "discard") for c in "C2 C3 C4 C5 C7".split()], "bet", -1, 1),
    ("gask-1 högsta-färg", ["keep C2", "discard C2"], "bet", -1, 1),   # 'såvida det inte bjöds i ... högsta färg'
    ("gask-3 färg", ["keep C2", "keep C3", "keep C4", "discard C2", "discard C3", "discard C4"], "bet", -1, 1),
    ("vira", "choose", "bet", -1, 2),                                    # 'betalas handen som i ofärg'
    ("vira färg", "choose", "bet", -1, 4),
    ("gök", "choose", "bet", -2, 0),                                     # SS betar table, Gök: bet -2
    # 'Vid betalning av lagda köpspel gäller alltid den trumffärg som valdes före köpet'
    ("8-spel", ["trump C", "discard C2", "buy"], "bet", -1, 1),
    ("9-spel", ["trump S", "buy"], "bet", -1, 3),
    ("vingel-8", ["trump H", "discard C2", "discard C3", "buy"], "bet", -2, 1),
    ("tringel-9", ["trump C", "discard C2", "discard C3", "discard C4", "buy"], "bet", -3, 5),
    ("turné-8", ["discard C2", "buy"], "bet", -1, 1),                     # D5 turned: ruter, ofärg
    ("köpmisär-4", ["discard C2", "discard C3", "discard C4", "discard C5"], "bet", -1, 1),
    # '... medan lagda solospel räknas som kodilj'; 'Solospel är dock dyrare att lägga'
    ("solo-11", ["trump S"], "kodilj", -2, 8),                           # laid solo pays ofärg
    ("solo-11 färg", ["trump S"], "kodilj", -2, 16),
    ("solo-11 högsta-färg", ["trump S"], "kodilj", -2, 32),
    ("solo-petite-misär", ["discard C2"], "kodilj", -2, 2),
    ("solo-grande-misär-ouverte-royale", [], "kodilj", -2, 32),
]


@pytest.mark.parametrize("bid,steps,outcome,betar,pins", CASES, ids=[c[0] for c in CASES])
def test_laid_hand_and_its_payment(bid, steps, outcome, betar, pins):
    """vira-stockholms-wirasallskap.txt, Betalningar: 'Ett lagt gaskspel eller
    köpspel räknas alltid som om spelföraren gått bet, medan lagda solospel räknas
    som kodilj.'; Betalning av pinnar: 'Om ett gaskspel eller ett solospel läggs,
    betalas handen som i ofärg, såvida det inte bjöds i färg eller högsta färg.
    Vid betalning av lagda köpspel gäller alltid den trumffärg som valdes före
    köpet.' and 'Spelföraren ger var och en av de båda motspelarna ett visst
    antal pinnar, om han förlorar eller ger upp'; vira-sa-spelar-du-vira.txt,
    Särskilda fall: 'Att lägga betyder att ge upp handen efter köpet eller
    omköpet i stället för att spela'; 'I Vira har ett lagt spel egna
    betalningsregler.'"""
    result = laid(bid, steps)
    assert result["outcome"] == outcome
    assert result["betar"] == {"0": betar}
    assert result["pinnar"] == [-2 * pins, pins, pins]


@pytest.mark.parametrize("bid,steps,first,betar", [
    ("7-spel", ["trump S", "discard C2", "buy", "omköp", "discard C3", "buy"], 1, -3),
    ("turné-8", ["discard C2", "buy", "omköp", "discard C3", "buy"], 1, -3),        # D5, then H4: ofärg twice
    ("vingel-7", ["trump D", "discard C2", "discard C3", "buy", "omköp", "trump C", "discard C4", "discard C5",
                  "buy"], 1, -6),                                                  # ofärg 1, then färg 1
    ("köpmisär-2", ["discard C2", "discard C3", "omköp", "discard C4", "discard C5"], 0, -3),
])
def test_laid_after_omkop(bid, steps, first, betar):
    """vira-stockholms-wirasallskap.txt, Att spela eller att lägga handen: 'Efter
    ett eventuellt omköp återstår förstås bara de två första möjligheterna.';
    Betalning av betar: 'Betalningarna efter omköp blir avsevärt hårdare ... bet
    och kodilj kostar tre respektive fem betar'; Betalning av pinnar: 'Om
    spelföraren köpt om måste han först betala pinnar till vardera motspelare som
    om handen vore lagd efter det första köpet' (and then for the hand laid after
    the omköp, which is bet); Köpspel: 'Väljer han att köpa om ändras dock
    betalningen av spelet kraftigt till hans nackdel.'"""
    result = laid(bid, steps)
    assert result["outcome"] == "bet" and result["betar"] == {"0": betar}
    game = 1 if bid != "köpmisär-2" else 0
    assert result["pinnar"] == [-2 * (first + game), first + game, first + game]
    assert "omköp" in line_text(result["lines"][0], "sv")


def test_laying_costs_the_least_a_played_hand_could_lose():
    """vira-stockholms-wirasallskap.txt, Att spela eller att lägga handen: 'Om
    spelföraren ger upp och lägger handen, motsvarar betalningen den lägsta
    möjliga summa som han kunnat förlora om handen istället spelats. Solospel är
    dock dyrare att lägga, eftersom spelföraren är helt oberoende av talongen och
    inte kan skylla på otur i köpet.' A laid köpspel or gask costs what the same
    hand played one trick short costs; a laid solo more."""
    for bid, steps in (("9-spel", ["trump S", "buy"]), ("gask-0", []), ("solo-9", ["trump S"])):
        state = run(deal_state(talong=TALONG), [f"bid {bid}", "pass", "pass"] + steps + ["lay"])
        laid_out = state.outcome()
        cls = laid_out.trump_class or "ofärg"
        short = dataclasses.replace(laid_out, laid=False, declarer_tricks=laid_out.bid.tricks - 1,
                                    tricks_needed=laid_out.bid.tricks, trump_class=cls, first_trump_class=cls)
        if laid_out.bid.kind == "solo":
            short = dataclasses.replace(short, trump_class="ofärg", first_trump_class="ofärg")
            assert state.result()["returns"][0] < settle(short, 3)["returns"][0]
        else:
            assert state.result()["returns"] == settle(short, 3)["returns"]
