"""Misär details through the engine: aces as ones or as aces in a low gask,
an open low gask, the köpmisär discards, and the solo misärs' discard and
showing of the hand. rules/vira-stockholms-wirasallskap.txt "Gask på 0 4",
"Spelet av korten", "Köpmisär på 1 6", "Solospel som spelas lågt".
Three players; bottom card S2."""
import json

import pytest

from talong.games.vira.scenario import deal_state, run

ACES_TALONG = "CA DA HA SA H2 H3 H4 H5 H6 H7 H8 H9 HT"


def low_gask_with_aces(level, declare):
    """Mellanhand (1) wins gask på `level`, keeps his lowest cards, takes the
    talong with all four aces, keeps the aces and plays low; förhand (0) holds CK."""
    state = deal_state(talong=ACES_TALONG, hands={0: "CK C4", 1: "C2 C3 C5 C6", 2: "C7 C8"})
    state = run(state, ["bid begär", f"bid gask-{level}", "pass", "pass"])
    state = run(state, [f"keep {c}" for c in ["C2", "C3", "C5", "C6"][:level]])
    while state.view(1)["step"] == "choose":
        state = state.apply(next(a for a in state.legal_actions() if a[-1] not in "A"))
    state = run(state, ["play", "low"])
    while state.view(1)["step"] == "misar":
        state = state.apply(next(a for a in state.legal_actions() if a[-1] not in "A"))
    assert state.view(1)["step"] == "aces" and state.view(2)["open_hands"] == {}
    return state.apply(declare)


@pytest.mark.parametrize("level", [0, 3, 4])
def test_aces_are_ones_only_when_declared_before_the_first_lead(level):
    """vira-stockholms-wirasallskap.txt, Gask på 0 4: 'Om spelföraren har alla
    fyra ess i misärgaskar får dessa räknas som ettor. Detta måste anmälas innan
    det första kortet spelas ut, annars har korten sitt vanliga värde.'; Spelet
    av korten: 'I dessa räknas essen som ettor och är därmed lägre än tvåorna.'
    Förhand leads CK: the declarer's CA loses it as a one, wins it as an ace.
    Gask på 3 and 4 are open misär: the hand is laid open after the declaration,
    before the first lead ('Om misären är öppen, måste spelföraren lägga upp
    sina kort på bordet före första utspel')."""
    for declare, winner in (("aces-as-ones", 0), ("aces-as-aces", 1)):
        state = low_gask_with_aces(level, declare)
        view = state.view(2)
        assert view["phase"] == "play" and view["contract"]["aces_as_ones"] is (declare == "aces-as-ones")
        assert bool(view["open_hands"]) == (level >= 3)
        state = run(state, ["play CK", "play CA", "play C7"])
        assert state.view(0)["last_trick"]["winner"] == winner


def test_no_aces_declaration_in_other_misars():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: the exception is only
    'gask på 0 4 som spelas lågt och där spelföraren har alla ess' — not a Gök,
    a köpmisär or a solo misär."""
    state = run(deal_state(talong=ACES_TALONG), ["bid gök", "pass", "pass"])
    state = run(state, [f"discard H{r}" for r in "23456789T"] + ["discard C2", "discard C3", "discard C4",
                                                                "discard C5", "play"])
    assert {"CA", "DA", "HA", "SA"} <= set(state.view(0)["hand"]) and state.view(0)["phase"] == "play"
    state = run(deal_state(hands={0: "CA DA HA SA"}), ["bid solo-grande-misär", "pass", "pass", "play", "buy",
                                                        "buy"])
    assert state.view(0)["phase"] == "play" and state.aces_low is False


@pytest.mark.parametrize("level,cards", [(1, 11), (2, 12), (6, 12)])
def test_kopmisar_discard_after_the_buys_is_hidden_and_before_the_opponents_buy(level, cards):
    """vira-stockholms-wirasallskap.txt, Köpmisär på 1 6: 'När köpet och
    eventuellt omköp är avklarade, får spelföraren lägga bort ett valfritt kort
    (i köpmisär på 1 två valfria kort) från handen. Han spelar sedan med tolv
    (vid köpmisär på 1 elva) slutna kort'; Spelet av korten: 'Om spelföraren
    väljer att spela handen, får motspelarna först avsluta sin del av köpet.'"""
    state = run(deal_state(), [f"bid köpmisär-{level}", "pass", "pass"])
    state = run(state, [f"discard {c}" for c in state.view(0)["hand"][:level]] + ["play"])
    put_away = []
    while state.view(0)["step"] == "misar":
        assert state.to_move() == 0
        put_away.append(state.view(0)["hand"][-1])
        state = state.apply(f"discard {put_away[-1]}")
    assert len(put_away) == 13 - cards and state.view(1)["step"] == "opp"
    for seat in (1, 2):
        text = json.dumps({k: v for k, v in state.view(seat).items() if k != "bottom_card"})  # the other pack
        assert not any(f'"{c}"' in text for c in put_away)              # 'slutna kort'
    state = run(state, ["buy", "buy"])
    assert state.view(1)["hand_sizes"][0] == cards and state.view(1)["open_hands"] == {}
