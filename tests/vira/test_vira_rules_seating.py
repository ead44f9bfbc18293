"""Seats, rotation and the deal through a whole party with the engine:
rules/vira-stockholms-wirasallskap.txt "Spelare och tillbehör", "Bordsplacering",
"Giv", "Färgernas rangordning", "Spelets fortsatta gång";
rules/vira-sa-spelar-du-vira.txt "Platser och giv", "Givens slut"."""
import random

import pytest

from talong.core.cards import FRENCH_52
from talong.core.party import deal_seed
from talong.games.vira import GAME


def dealt_4_3_3_3(seed: int, order: tuple[int, int, int]):
    """The hands the rule's deal gives from the pack shuffled with `seed`:
    a round of four cards to each, from förhand clockwise, then three rounds of three."""
    rng = random.Random(seed)
    pack = [FRENCH_52.name_of(c) for c in FRENCH_52.shuffled(rng)]
    hands = {s: [] for s in order}
    i = 0
    for size in (4, 3, 3, 3):
        for seat in order:
            hands[seat] += pack[i:i + size]
            i += size
    return hands, pack[i:], FRENCH_52.name_of(rng.randrange(52))


@pytest.mark.parametrize("players", [3, 4])
def test_every_deal_of_a_party_seats_and_deals_by_the_rules(players):
    """vira-stockholms-wirasallskap.txt, Bordsplacering: 'Spelaren till vänster om
    förhand kallas för mellanhand och spelaren till höger om honom för efterhand.
    Det är alltid efterhand som ger ... Vid spel på fyra står spelaren till höger
    om givaren över den omgång som spelas.'; Spelare och tillbehör: 'I varje
    enskild omgång eller giv deltar dock bara tre aktiva spelare, och vid spel på
    fyra turas man därför om att stå över.'; Giv: 'Korten delas sedan ut medsols
    med början hos förhand, först ett varv med fyra kort till varje spelare och
    därefter tre varv med tre kort tills alla spelare fått tretton kort var. De
    resterande tretton korten bildar talongen'; Spelets fortsatta gång: 'Det är
    därför alltid den som var förhand i den avslutade given som är efterhand och
    givare i nästa.'; Färgernas rangordning: the bottom card of each deal sets its
    högsta färg ('Bottenkortet anger ny högsta färg'). Seat s+1 sits on the left of seat s."""
    party = GAME.party({"players": players, "rounds": 2}, 17)
    previous_forhand, sat_out, bottoms = None, [], set()
    for number in range(1, party.total_deals + 1):
        state = party.next_deal()
        view = state.view(None)
        f = view["forhand"]
        left, right = (f + 1) % players, (f - 1) % players
        assert view["roles"][f] == "förhand" and view["roles"][left] == "mellanhand"
        assert view["roles"][right] == "efterhand" and view["dealer"] == right
        if previous_forhand is not None:
            assert view["dealer"] == previous_forhand                     # förhand deals the next deal
        sitter = (right - 1) % players if players == 4 else None          # the dealer's right-hand neighbour
        assert [s for s, role in view["roles"].items() if role == "sitter"] == ([sitter] if sitter is not None else [])
        if sitter is not None:
            sat_out.append(sitter)
            assert state.view(sitter)["hand"] == [] and sitter not in view["hand_sizes"]
        hands, talong, bottom = dealt_4_3_3_3(deal_seed(17, number), (f, left, right))
        record = state.deal_record()
        assert {s: set(cards) for s, cards in record["hands"].items()} == {s: set(c) for s, c in hands.items()}
        assert record["talong"] == talong and record["bottom_card"] == bottom
        assert view["hogsta_farg"] == bottom[0]
        bottoms.add(bottom)
        previous_forhand = f
        while not state.is_terminal():
            state = state.apply(state.legal_actions()[0])
        party.finish_deal(state)
    if players == 4:
        assert sorted(sat_out) == [0, 0, 1, 1, 2, 2, 3, 3]                 # 'turas man därför om att stå över'
    assert len(bottoms) > 1                                                # a new bottom card each deal


def test_three_players_the_cutter_shuffles_the_other_pack():
    """vira-stockholms-wirasallskap.txt, Giv: 'Givaren blandar den ena kortleken
    och ger den till spelaren till höger för kupering.' and 'Samtidigt som
    givaren ger blandas den andra kortleken, vid spel på tre av den som kuperar
    och vid spel på fyra av den som sitter mitt emot givaren.' With four, the one
    who cuts sits the deal out ('blanda in sig och kupera ut sig'). Physical
    handling: the engine shuffles both packs itself; the seats named by the rule
    are the ones the party reports."""
    party = GAME.party({"players": 4, "deals": 2}, 2)
    for number in (1, 2):
        seats = party.seats_of(number)
        dealer = seats["efterhand"]
        assert seats["sits_out"] == (dealer - 1) % 4                     # the cutter, right of the dealer
        if number == 2:
            assert party.seats_of(1)["sits_out"] == (dealer + 2) % 4     # last deal's sitter shuffles now
    party3 = GAME.party({"players": 3, "deals": 1}, 2)
    seats = party3.seats_of(1)
    assert (seats["efterhand"] - 1) % 3 == seats["mellanhand"]          # with three, mellanhand cuts
