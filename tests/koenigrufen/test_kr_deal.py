"""Seating, dealing, knacka and the party: koenigrufen-stockholms-wirasallskap.txt
p.12 "Placering av spelare och giv", p.19 "Spelets fortsatta gång" and
"Slutsammanräkning" (checklist groups C and N), SPEC.md party length."""
import pytest

from talong.ai import RandomPlayer
from talong.core.engine import GameError, IllegalAction
from talong.core.tarock import PACK_NAMES, TAROCK_54
from talong.games.koenigrufen import GAME, KoenigrufenParty, draw_power, seat_draw
from talong.runner import self_play

from kr_support import ALL, deal, mask


def _names(m):
    return sorted(TAROCK_54.names(m))


def test_deal_six_each_from_forehand_then_talon_then_six_each():
    """KR-C08 «ett varv med sex kort till varje spelare i riktning medsols»;
    KR-C09 förhand (left of the dealer) first; KR-C10 then six as the talon;
    KR-C11 six more each; KR-C01 twelve each, six in the talon; KR-C02 seats
    clockwise (förhand = dealer + 1)."""
    order = list(PACK_NAMES)
    s = GAME.deal({"dealer": 1}, deal={"dealer": 1, "pack": order}).apply("cut")
    assert s.forehand == 2
    assert _names(s.hands[2]) == sorted(order[0:6] + order[30:36])
    assert _names(s.hands[3]) == sorted(order[6:12] + order[36:42])
    assert _names(s.hands[0]) == sorted(order[12:18] + order[42:48])
    assert _names(s.hands[1]) == sorted(order[18:24] + order[48:54])
    assert [PACK_NAMES[c] for c in s.talon] == order[24:30]


def test_the_cutter_is_right_of_the_dealer_and_may_knock():
    """KR-C07 «låter spelaren till höger om sig kupera»; KR-C12 knacka: the
    talon first, then four piles of twelve; förhand chooses first, the last
    player takes the last pile; recorded as actions."""
    order = list(PACK_NAMES)
    s = GAME.deal({"dealer": 3}, deal={"dealer": 3, "pack": order})
    assert s.phase == "cut" and s.to_move() == 2 and s.legal_actions() == ["cut", "knacka"]
    k = s.apply("knacka")
    assert k.phase == "piles" and k.to_move() == 0
    assert [PACK_NAMES[c] for c in k.talon] == order[:6]
    k = k.apply("pile 3")
    assert k.to_move() == 1
    with pytest.raises(IllegalAction, match="still on the table"):
        k.apply("pile 3")
    k = k.apply("pile 1").apply("pile 4")
    assert k.phase == "bidding"
    assert _names(k.hands[0]) == sorted(order[30:42])
    assert _names(k.hands[1]) == sorted(order[6:18])
    assert _names(k.hands[2]) == sorted(order[42:54])
    assert _names(k.hands[3]) == sorted(order[18:30])


def test_seat_draw_highest_card_deals_first():
    """KR-C03 every player draws a card; KR-C04 highest trick power: the
    highest tarok, else the highest value; KR-C05 red ess = black ten, equal
    values by suit h, d, s, c; KR-C06 «Den spelare som drog det högsta kortet
    blir giv i första omgången»."""
    p = TAROCK_54.parse
    assert draw_power(p("I")) > draw_power(p("hk"))
    assert draw_power(p("S")) > draw_power(p("XXI"))
    assert draw_power(p("h1")) > draw_power(p("d1")) > draw_power(p("s10")) > draw_power(p("c10"))
    assert draw_power(p("c10")) > draw_power(p("h2"))        # ess = tia > two = nia
    draw = seat_draw(12345)
    powers = [draw_power(p(n)) for n in draw["cards"]]
    assert draw["dealer"] == max(range(4), key=lambda s: powers[s])
    party = KoenigrufenParty(GAME, {}, 12345)
    assert party.next_deal().dealer == draw["dealer"]


def test_the_deal_passes_clockwise_and_a_party_is_whole_rounds():
    """KR-C14 «alltid den spelare som var förhand i den avslutade given som blir
    giv i nästa»; KR-C15 the next dealer deals the same way; KR-N01 (SPEC) the
    party length is whole rounds, option rounds, default 2."""
    party = KoenigrufenParty(GAME, {}, 7)
    assert party.rounds == 2 and not party.is_over()
    first = party.draw["dealer"]
    dealers = [party.deal_options(n)["dealer"] for n in range(1, 9)]
    assert dealers == [(first + i) % 4 for i in range(8)]
    assert party.deal_options(2)["dealer"] == GAME.deal(party.deal_options(1), seed=1).forehand
    with pytest.raises(GameError, match="whole rounds"):
        KoenigrufenParty(GAME, {"deals": 6}, 1)
    assert KoenigrufenParty(GAME, {"deals": 4}, 1).rounds == 1


def test_party_keeps_a_protocol_that_sums_to_zero():
    """KR-C13 «Den sammanlagda vinst eller förlust som varje spelare gjort i
    given förs in i ett protokoll»; KR-N02 «Summan av spelarnas poäng skall
    alltid bli noll»; KR-N03 markers are a presentation of the same numbers."""
    players = [RandomPlayer(s) for s in range(4)]
    lines = list(self_play("koenigrufen", {"rounds": 1}, 3, players))
    deals, final = lines[:-1], lines[-1]["final"]
    assert len(deals) == 4
    totals = [0] * 4
    for line in deals:
        assert sum(line["returns"]) == 0
        totals = [t + r for t, r in zip(totals, line["returns"])]
        assert line["standings"]["totals"] == totals
        # KR-C13: the protocol holds one row per deal with each player's amount.
        sheet = line["standings"]["sheet"]
        assert sheet[-1]["amounts"] == line["returns"] and sheet[-1]["contract"]
        assert [sum(r["amounts"][s] for r in sheet) for s in range(4)] == totals
    assert final["totals"] == totals and sum(totals) == 0
    assert sorted(final["places"])[0] == 1 and len(final["lines"]) == 5


def test_explicit_deal_must_hold_the_whole_pack():
    """KR-A01 / KR-C01: a deal record lists the 54 cards once each."""
    from talong.core.engine import RecordError
    with pytest.raises(RecordError, match="54 cards"):
        GAME.deal({"dealer": 0}, deal={"dealer": 0, "pack": ALL[:53]})
    with pytest.raises(RecordError):
        GAME.deal({"dealer": 0}, deal={"dealer": 0, "pack": ALL[:53] + ["sk"]})
    assert deal({}).start[0].bit_count() == 12 and mask(ALL) == TAROCK_54.full


def test_equal_totals_share_a_place_and_the_final_lines_say_so():
    """p.19 Slutsammanräkning, places by total: equal totals share a place, and
    the final standing says "(delad)" at each of them, as the Schafkopf one does."""
    from talong.core.engine import make_party
    from talong.games.koenigrufen import GAME
    from talong.i18n import line_text
    party = make_party(GAME, {"rounds": 1}, 3)
    party.totals = [5, 5, -3, -7]
    final = party.final_settlement()
    assert final["places"] == [1, 1, 3, 4]
    texts = [line_text(line, "sv") for line in final["lines"][1:]]
    assert texts == ["Placering 1 (delad): plats 1, +5 poäng", "Placering 1 (delad): plats 2, +5 poäng",
                     "Placering 3: plats 3, -3 poäng", "Placering 4: plats 4, -7 poäng"]
