"""The worked example "Räknat spel i Vira" (rules/vira-sa-spelar-du-vira.txt),
end to end: a real Turné 7 is bid, the top talong card turned up in högsta
färg, bought, the hand played to 7, 6 and 5 tricks, and the settlement and
the party's pulla and markers checked against the example's numbers."""
import pytest

from talong.games.vira import GAME
from talong.games.vira.scenario import run
from talong.i18n import line_text

HEARTS = ["H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9", "HT", "HJ", "HQ", "HK", "HA"]
DIAMONDS = ["D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "DT", "DJ", "DQ", "DK", "DA"]
ALL = [s + r for s in "CDHS" for r in "23456789TJQKA"]


def turne_7_deal(tricks: int, forhand: int = 0, players: int = 3) -> dict:
    """Förhand will take exactly `tricks` tricks: he holds tricks-1 top spades
    and buys the turned-up S3 (bottom card S2: spader is högsta färg, and no
    one else gets a spade); his other cards are low hearts that the left
    opponent's higher hearts beat, as every seat plays its first legal card."""
    spades = ["SA", "SK", "SQ", "SJ", "ST", "S9"][:tricks - 1]
    hearts = HEARTS[:13 - tricks]
    declarer = spades + hearts + ["C9"]                       # C9 is put away for the turned card
    left = [h for h in HEARTS if h not in hearts]
    left += DIAMONDS[:13 - len(left)]
    rest = [c for c in ALL if c not in set(declarer) | set(left) | {"S3"}]
    right = [c for c in rest if c[0] in "CD"][:13]
    talong = ["S3"] + [c for c in rest if c not in right]
    left_seat, right_seat = (forhand + 1) % players, (forhand - 1) % players
    return {"players": players, "forhand": forhand, "hands": {forhand: declarer, left_seat: left, right_seat: right},
            "talong": talong, "bottom_card": "S2"}


def play_turne_7(state):
    """Förhand bids Turné 7 and the others pass; S3 is turned up, the declarer
    buys it and nothing more, both opponents buy nothing; every seat then plays
    its first legal card."""
    state = run(state, ["bid turné-7", "pass", "pass"])
    view = state.view(state.declarer)
    assert view["turned_up"] == ["S3"] and view["contract"]["trump"] == "S" == view["hogsta_farg"]
    state = run(state, ["discard C9", "buy", "play", "buy", "buy"])
    assert not state.omkop and "S3" in state.view(state.declarer)["hand"]
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("tricks,outcome,betar,pinnar", [
    (7, "hem", +1, +2),      # 'Vid hemgång lyfter du en bet och får en pinne från vardera, alltså två pinnar.'
    (6, "bet", -1, -2),      # 'Vid bet med sex stick lägger du en bet och betalar två pinnar.'
    (5, "kodilj", -2, -2),   # 'Vid kodilj med högst fem stick lägger du två betar och betalar ändå två pinnar.'
])
def test_rakat_spel_end_to_end(tricks, outcome, betar, pinnar):
    """vira-sa-spelar-du-vira.txt, Räknat spel i Vira: 'Turné 7 i Vira spelas
    med högsta färg som trumf och utan omköp. Budet kräver sju stick och ger en
    pinne per motspelare.' and its three cases, through the engine."""
    state = play_turne_7(GAME.deal({"players": 3, "forhand": 0}, deal=turne_7_deal(tricks)))
    assert state.tricks[0] == tricks
    result = state.result()
    assert result["contract"]["bid"] == "turné-7" and result["contract"]["tricks_needed"] == 7
    assert result["outcome"] == outcome
    assert result["betar"] == {"0": betar}
    assert result["pinnar"] == [pinnar, -pinnar // 2, -pinnar // 2]      # one pinne to or from each
    assert result["returns"] == [8 * betar + pinnar, -pinnar // 2, -pinnar // 2]
    lines = [line for line in result["lines"] if line["unit"] == "pinne"]
    assert [abs(line["amount"]) for line in lines] == [1, 1] and "högsta färg" in line_text(lines[0], "sv")


@pytest.mark.parametrize("tricks,pulla,declarer", [(7, 3, (1, 2)), (6, 5, (-1, -2)), (5, 6, (-2, -2))])
def test_rakat_spel_in_a_party(tricks, pulla, declarer):
    """vira-sa-spelar-du-vira.txt, Räknat spel i Vira, in a party of four: the
    pulla after åla (4 betar) gives the lifted bet or takes the lost ones, the
    pinnar go between the declarer and each opponent, the player sitting out
    pays nothing (vira-stockholms-wirasallskap.txt, Betalning av betar; SS Pinnar
    och marker: 'Vid hemgång får spelföraren budets pinnvärde från varje motspelare')."""
    party = GAME.party({"players": 4, "deals": 1}, 3)
    f = party.first_forhand
    state = play_turne_7(party.next_deal(turne_7_deal(tricks, forhand=f, players=4)))
    party.finish_deal(state)
    betar, pins = declarer
    assert party.pulla == pulla
    assert (party.betar(f) + 1, party.pinnar(f)) == (betar, pins)      # + 1: his åla bet
    sitter = party.seats_of(1)["sits_out"]
    assert party.pinnar(sitter) == 0 and party.betar(sitter) == -1     # åla only
    for opp in state.opponents:
        assert party.pinnar(opp) == -pins // 2
