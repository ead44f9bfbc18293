"""Vira payments (talong/games/vira/payments.py) against the rule texts.

The expected values below are copied by hand from the rule texts, not read
from tables.py, so a wrong table entry fails here.
R = rules/vira-stockholms-wirasallskap.txt, S = rules/vira-sa-spelar-du-vira.txt.
"""
from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings, strategies as st

from talong.core.engine import RecordError
from talong.games.vira.outcome import DealOutcome
from talong.games.vira.payments import settle
from talong.games.vira.tables import BID_BY_KEY, BIDS, FARG, GASK, HOGSTA, KOP, OFARG, SOLO, TRUMP_CLASSES
from talong.i18n import line_text

# S, "Vilka bud finns i Vira?": Nr, key, Ofärg, Färg, Högsta färg (None: "ingen").
BID_TABLE = [
    (1, "begär", 0, 0, 1), (2, "turné-6", 0, 0, 1), (3, "7-spel", 0, 0, 1), (4, "vingel-6", 0, 1, 1),
    (5, "gask-0", 0, 0, 1), (6, "gök", 0, None, None), (7, "turné-7", 0, 1, 1),
    (8, "köpmisär-1", 0, None, None), (9, "gask-1", 0, 0, 1), (10, "8-spel", 0, 1, 1),
    (11, "vingel-7", 1, 1, 3), (12, "turné-8", 1, 1, 3), (13, "köpmisär-2", 0, None, None),
    (14, "gask-2", 0, 1, 1), (15, "solo-6", 0, 1, 1), (16, "vingel-8", 1, 3, 5),
    (17, "köpmisär-3", 0, None, None), (18, "gask-3", 0, 1, 2), (19, "9-spel", 1, 1, 3),
    (20, "köpmisär-4", 1, None, None), (21, "gask-4", 1, 1, 3), (22, "tringel-9", 3, 5, 11),
    (23, "köpmisär-5", 1, None, None), (24, "gask-6", 1, 2, 4), (25, "solo-7", 0, 1, 2),
    (26, "köpmisär-6", 1, None, None), (27, "gask-5", 1, 3, 5), (28, "solo-8", 1, 2, 4),
    (29, "vira", 2, 4, 8), (30, "solo-petite-misär", 2, None, None), (31, "solo-9", 2, 4, 8),
    (32, "solo-grande-misär", 4, None, None), (33, "solo-10", 4, 8, 16),
    (34, "solo-petite-misär-ouverte", 8, None, None), (35, "solo-petite-misär-ouverte-royale", 16, None, None),
    (36, "solo-11", 8, 16, 32), (37, "solo-grande-misär-ouverte", 24, None, None),
    (38, "solo-grande-misär-ouverte-royale", 32, None, None), (39, "solo-12", 16, 32, 64),
    (40, "solo-vira", 32, 64, 128),
]
# S, "Hur räknas betar och pinnar i Vira?": row -> (hem, bet, kodilj, omköp hem, bet, kodilj).
BETAR_TABLE = {
    "övriga": (+1, -1, -2, 0, -3, -5),
    "gök": (+1, -2, -4, None, None, None),
    "vingel 6 och 7": (+1, -2, -4, 0, -6, -10),
    "vingel 8": (+2, -2, -4, +1, -6, -10),
    "turné 8": (+2, -1, -2, +1, -3, -5),
    "tringel 9": (+3, -3, -6, +1, -9, -15),
}
ROW_BIDS = {"gök": ["gök"], "vingel 6 och 7": ["vingel-6", "vingel-7"], "vingel 8": ["vingel-8"],
            "turné 8": ["turné-8"], "tringel 9": ["tringel-9"]}


def outcome(key: str, *, tricks: int | None = None, trump: str | None = OFARG, first: str | None = None,
            low: bool = False, laid: bool = False, omkop: bool = False, qualifier: str | None = None,
            declarer: int = 0, opponents: tuple[int, int] = (1, 2), penalty: tuple[int, ...] = ()) -> DealOutcome:
    """A finished deal; `tricks` defaults to exactly the tricks needed (or 0 in misär)."""
    bid = BID_BY_KEY[key]
    low = low or bid.tricks is None
    if laid:
        tricks = None
    elif tricks is None:
        tricks = 0 if low else bid.tricks
    return DealOutcome(bid=bid, qualifier=qualifier, declarer=declarer, opponents=opponents, played_low=low,
                       trump_class=None if low else trump, first_trump_class=first or (None if low else trump),
                       omkop=omkop, laid=laid, declarer_tricks=tricks,
                       tricks_needed=None if low else bid.tricks, gok_penalty_seats=penalty)


def short_by(key: str, short: int, **kw) -> DealOutcome:
    """A deal played `short` tricks short of home (high) or with `short` tricks (low)."""
    bid = BID_BY_KEY[key]
    if bid.tricks is None or kw.get("low"):
        return outcome(key, tricks=short, **kw)
    return outcome(key, tricks=bid.tricks - short, **kw)


# --- hem, bet, kodilj ----------------------------------------------------------

@pytest.mark.parametrize("tricks,expected", [(13, "hem"), (9, "hem"), (8, "bet"), (7, "kodilj"), (0, "kodilj")])
def test_high_play_hem_bet_kodilj(tricks, expected):
    """R "Betalningar": "I högspel måste han ta minst ett visst antal stick för att gå hem. Tar han ett
    stick för lite har han gått bet och missar han med två stick eller mer sägs han ha blivit kodilj."
    (9-spel: 9 tricks needed). S "Givens slut": "Hemgång, Minst budets antal stick" / "Bet, Ett stick för lite" /
    "Kodilj, Två eller fler stick för lite"."""
    assert settle(outcome("9-spel", tricks=tricks), 3)["outcome"] == expected


@pytest.mark.parametrize("tricks,expected", [(0, "hem"), (1, "bet"), (2, "kodilj"), (11, "kodilj")])
def test_low_play_hem_bet_kodilj(tricks, expected):
    """R "Betalningar": "I lågspel får spelföraren inte ta ett enda stick för att gå hem. Tar han ett
    stick går han bet och tar han två stick eller mer blir han kodilj." S "Givens slut", Misär column:
    "Hemgång ... Inga stick" / "Bet ... Ett stick" / "Kodilj ... Två eller fler stick"."""
    assert settle(outcome("köpmisär-1", tricks=tricks), 3)["outcome"] == expected
    assert settle(outcome("gask-0", tricks=tricks, low=True), 3)["outcome"] == expected


@pytest.mark.parametrize("key,expected,betar", [("gask-3", "bet", -1), ("7-spel", "bet", -1), ("köpmisär-2", "bet", -1),
                                                ("tringel-9", "bet", -3), ("gök", "bet", -2),
                                                ("solo-8", "kodilj", -2), ("solo-grande-misär", "kodilj", -2)])
def test_laid_hand_counts_as_bet_or_kodilj(key, expected, betar):
    """R "Betalningar": "Ett lagt gaskspel eller köpspel räknas alltid som om spelföraren gått bet, medan
    lagda solospel räknas som kodilj." S "Särskilda fall": "Ett lagt gask- eller köpspel räknas som bet och
    ett lagt solospel som kodilj". R "Att spela eller att lägga handen": "Solospel är dock dyrare att lägga"."""
    result = settle(outcome(key, laid=True, trump=FARG), 3)
    assert result["outcome"] == expected
    assert result["betar"] == {"0": betar}


# --- the pin columns of the bid table ---------------------------------------------

@pytest.mark.parametrize("number,key,ofarg,farg,hogsta", BID_TABLE, ids=[row[1] for row in BID_TABLE])
def test_bid_table_pin_columns(number, key, ofarg, farg, hogsta):
    """S "Vilka bud finns i Vira?" (every row, every pin column) and "Pinnar och marker": "Vid hemgång får
    spelföraren budets pinnvärde från varje motspelare", "Vid bet och kodilj betalar spelföraren samma belopp
    till varje motspelare". R "Betalning av pinnar": "Förlusten i pinnar för spelföraren är lika stor vid bet
    som vid kodilj"; "Högsta färg är alltid dyrast, sedan kommer färg och billigast blir det när en ofärg är trumf";
    "Vid sidan av betalningen till pullan utbyter också spelarna pinnar."; "Antalet pinnar som skall betalas till
    eller av vardera motspelare i respektive spel framgår av budtabellen." S "Pinnar och marker": "I Vira betalas
    pinnarna direkt mellan spelföraren och varje motspelare."; S "Vilka bud finns i Vira?": "Pinnkolumnerna visar
    pinnar per motspelare, och misärbud har bara ett värde eftersom de spelas utan trumf." """
    bid = BID_BY_KEY[key]
    assert bid.number == number
    columns = [(OFARG, ofarg)] if farg is None else [(OFARG, ofarg), (FARG, farg), (HOGSTA, hogsta)]
    for cls, value in columns:
        for short, sign in ((0, +1), (1, -1), (2, -1), (3, -1)):
            if bid.tricks is None and short > bid.misar.cards:
                continue
            result = settle(short_by(key, short, trump=cls), 3)
            assert result["pinnar"] == [2 * sign * value, -sign * value, -sign * value], (cls, short)
    if farg is not None:
        assert ofarg <= farg <= hogsta


def test_begar_pinnar_from_the_old_points():
    """R "Betalning av pinnar" (page 8): "En pinne värderades till sex poäng. Betalningen i färg var alltid
    dubbelt så stor och betalningen i högsta färg fyra gånger så stor som grundbetalningen i ofärg"; "För begär
    blev betalningen i ofärg (1 poäng) 0 pinnar, i färg (2 poäng) också 0 pinnar och i högsta färg (4 poäng) 1
    pinne." "Poängen togs så småningom bort och poängsummorna avrundades till närmaste antal pinnar."
    "Betalningarna kan verka något oregelbundna vid en första anblick." """
    paid = [settle(outcome("begär", trump=cls), 3)["pinnar"][0] // 2 for cls in (OFARG, FARG, HOGSTA)]
    assert paid == [round(points / 6) for points in (1, 2, 4)] == [0, 0, 1]


@pytest.mark.parametrize("key,ofarg", [("gask-0", 0), ("gask-1", 0), ("gask-2", 0), ("gask-3", 0), ("gask-4", 1)])
def test_gask_played_low_pays_ofarg(key, ofarg):
    """SPEC.md "Vira: decisions": "A gask played low (misär, no trump) pays pinnar from the ofärg column, as
    a laid gask does; its betar follow "Övriga bud"." S "Vilka bud finns i Vira?" (gask på 0-4 rows)."""
    home = settle(outcome(key, low=True, tricks=0), 3)
    assert home["pinnar"] == [2 * ofarg, -ofarg, -ofarg]
    assert home["betar"] == {"0": 1}
    kodilj = settle(outcome(key, low=True, tricks=2), 3)
    assert kodilj["pinnar"] == [-2 * ofarg, ofarg, ofarg]
    assert kodilj["betar"] == {"0": -2}


# --- the betar table ---------------------------------------------------------------

BETAR_CASES = [(row, key, col) for row, keys in [("övriga", ["7-spel", "köpmisär-3"]), *ROW_BIDS.items()]
               for key in keys for col in range(6)]


@pytest.mark.parametrize("row,key,column", BETAR_CASES, ids=[f"{k}-{c}" for _, k, c in BETAR_CASES])
def test_betar_table(row, key, column):
    """S "Hur räknas betar och pinnar i Vira?" (every row x every column: Hemgång, Bet, Kodilj, and the
    same after omköp; "finns inte" for Gök). "Plus betyder betar ur pullan till spelföraren och minus betar
    som spelföraren lägger i pullan." R "Betalning av betar": "Om spelföraren går bet utan att ha köpt om,
    måste han sätta en bet i pullan"; "Blir spelföraren kodilj, kostar det honom två betar"; "Om spelföraren
    går hem, får han lyfta en bet"; "Betalningarna efter omköp blir avsevärt hårdare". R "Köpspel": "Nöjer han sig
    med detta byte säger man att han har gjort ett enkelt köp" (the columns without omköp)."""
    expected = BETAR_TABLE[row][column]
    deal = short_by(key, column % 3, omkop=column >= 3, trump=FARG)
    if expected is None:
        with pytest.raises(RecordError, match="omköp"):
            settle(deal, 3)
        return
    result = settle(deal, 3)
    assert result["betar"] == {"0": expected}
    assert result["pulla"] == -expected


@pytest.mark.parametrize("bid", BIDS, ids=[b.key for b in BIDS])
def test_betar_row_of_every_bid(bid):
    """S "Hur räknas betar och pinnar i Vira?" and SPEC.md: ""Övriga bud" covers every bid not listed"
    (Gök, Vingel 6 och 7, Vingel 8, Turné 8, Tringel 9 have their own rows)."""
    row = next((r for r, keys in ROW_BIDS.items() if bid.key in keys), "övriga")
    hem, bet, kodilj = BETAR_TABLE[row][:3]
    for short, expected in ((0, hem), (1, bet), (2, kodilj)):
        assert settle(short_by(bid.key, short, trump=HOGSTA), 3)["betar"] == {"0": expected}
    assert bid.betar_row == row


def test_vingel_8_double_and_tringel_9_triple_betar():
    """R "Betalning av betar": "Vingel 8 brukar t.ex. betalas med dubbla betar och tringel 9 med tredubbla
    betar." (compare the Övriga row: hem +1)."""
    assert settle(outcome("vingel-8"), 3)["betar"] == {"0": 2}
    assert settle(outcome("tringel-9"), 3)["betar"] == {"0": 3}
    assert settle(outcome("tringel-9", tricks=8), 3)["betar"] == {"0": -3}


# --- Räknat spel ----------------------------------------------------------------------

def test_rakat_spel_turne_7_hem():
    """S "Räknat spel i Vira": Turné 7 i högsta färg utan omköp: "Vid hemgång lyfter du en bet och får en
    pinne från vardera, alltså två pinnar." """
    result = settle(outcome("turné-7", tricks=7, trump=HOGSTA), 3)
    assert result["outcome"] == "hem"
    assert result["betar"] == {"0": 1}
    assert result["pinnar"] == [2, -1, -1]
    assert result["returns"] == [10, -1, -1]


def test_rakat_spel_turne_7_bet():
    """S "Räknat spel i Vira": "Vid bet med sex stick lägger du en bet och betalar två pinnar." """
    result = settle(outcome("turné-7", tricks=6, trump=HOGSTA), 3)
    assert (result["outcome"], result["betar"], result["pinnar"]) == ("bet", {"0": -1}, [-2, 1, 1])


@pytest.mark.parametrize("tricks", [5, 3, 0])
def test_rakat_spel_turne_7_kodilj(tricks):
    """S "Räknat spel i Vira": "Vid kodilj med högst fem stick lägger du två betar och betalar ändå två
    pinnar." """
    result = settle(outcome("turné-7", tricks=tricks, trump=HOGSTA), 3)
    assert (result["outcome"], result["betar"], result["pinnar"]) == ("kodilj", {"0": -2}, [-2, 1, 1])


# --- laid hands and omköp -----------------------------------------------------------------

@pytest.mark.parametrize("key,qualifier,expected", [
    ("gask-5", None, 1), ("gask-5", FARG, 3), ("gask-5", HOGSTA, 5), ("vira", None, 2), ("vira", HOGSTA, 8),
    ("solo-11", None, 8), ("solo-11", FARG, 16), ("solo-11", HOGSTA, 32), ("gask-3", None, 0), ("gask-3", HOGSTA, 2),
])
def test_laid_gask_or_solo_pays_ofarg_unless_bid_in_farg(key, qualifier, expected):
    """R "Betalning av pinnar": "Om ett gaskspel eller ett solospel läggs, betalas handen som i ofärg,
    såvida det inte bjöds i färg eller högsta färg." """
    deal = dataclasses.replace(outcome(key, laid=True, qualifier=qualifier), trump_class=None, first_trump_class=None)
    assert settle(deal, 3)["pinnar"] == [-2 * expected, expected, expected]
    # A solo's trump is chosen before the buy, so a laid solo may have one: it still pays as bid.
    chosen = dataclasses.replace(deal, trump_class=HOGSTA, first_trump_class=HOGSTA)
    assert settle(chosen, 3)["pinnar"] == [-2 * expected, expected, expected]


@pytest.mark.parametrize("cls,expected", [(OFARG, 1), (FARG, 3), (HOGSTA, 5)])
def test_laid_kopspel_pays_trump_chosen_before_buy(cls, expected):
    """R "Betalning av pinnar": "Vid betalning av lagda köpspel gäller alltid den trumffärg som valdes före
    köpet." R "Att spela eller att lägga handen": "motsvarar betalningen den lägsta möjliga summa som han
    kunnat förlora" (Vingel 8: 1/3/5)."""
    result = settle(outcome("vingel-8", laid=True, trump=cls), 3)
    assert result["pinnar"] == [-2 * expected, expected, expected]
    assert result["betar"] == {"0": -2}


def test_omkop_unchanged_trump_loss_doubles_pinnar():
    """R "Betalning av pinnar": "Om spelföraren köpt om måste han först betala pinnar till vardera motspelare
    som om handen vore lagd efter det första köpet"; "Vid omköp utan trumfbyte fördubblas följaktligen
    pinnbetalningen om spelföraren förlorar". S "Särskilda fall": "Vid omköp betalas först pinnarna för den
    första handen som om den lagts och sedan för slutresultatet"."""
    result = settle(outcome("vingel-8", tricks=7, trump=HOGSTA, omkop=True), 3)
    assert result["pinnar"] == [-20, 10, 10]
    assert result["betar"] == {"0": -6}
    assert [line["amount"] for line in result["lines"] if line["unit"] == "pinne"] == [5, 5, 5, 5]


def test_omkop_unchanged_trump_win_cancels_out():
    """R "Betalning av pinnar": "medan betalningarna tar ut varann om han vinner spelet"; S "Hur räknas
    betar och pinnar": Vingel 8 "Hemgång efter omköp" +1."""
    result = settle(outcome("vingel-8", trump=HOGSTA, omkop=True), 3)
    assert result["pinnar"] == [0, 0, 0]
    assert result["betar"] == {"0": 1}
    assert result["returns"] == [8, 0, 0]


@pytest.mark.parametrize("tricks,expected", [(8, [4, -2, -2]), (7, [-16, 8, 8])])
def test_omkop_with_new_trump_pays_first_trump_then_new(tricks, expected):
    """R "Betalning av pinnar": "motspelarna får pinnar för den färg som utsågs till trumf i det första
    köpet. Betalning utgår sedan på vanligt sätt för själva spelet efter omköpet, d.v.s. den vinnande parten
    betalar pinnar till den förlorande parten enligt gällande taxa för den färg som utsågs till trumf i
    omköpet." (Vingel 8 omvinglad from färg, 3, to högsta färg, 5: won 5 - 3, lost 3 + 5.)"""
    deal = outcome("vingel-8", tricks=tricks, trump=HOGSTA, first=FARG, omkop=True)
    assert settle(deal, 3)["pinnar"] == expected


def test_omkop_kopmisar_pays_single_value_twice():
    """R "Köpspel som spelas lågt": "Om han väljer att köpa om, måste han köpa exakt samma antal kort";
    R "Betalning av pinnar" (first as if laid, then the game); S bid table: Köpmisär på 4 pays 1."""
    assert settle(outcome("köpmisär-4", tricks=1, omkop=True), 3)["pinnar"] == [-4, 2, 2]
    assert settle(outcome("köpmisär-4", tricks=0, omkop=True), 3)["pinnar"] == [0, 0, 0]
    assert settle(outcome("köpmisär-4", tricks=0, omkop=True), 3)["betar"] == {"0": 0}


# --- Gök ---------------------------------------------------------------------------------

def test_gok_home_penalises_opponent_without_laggard():
    """R "Avpassning av gök": "Om en gök spelas hem, måste en motspelare som inte uppfyllt dessa krav sätta en
    bet i pullan som straff." """
    result = settle(outcome("gök", penalty=(2,)), 3)
    assert result["betar"] == {"0": 1, "2": -1}
    assert result["pulla"] == 0
    assert result["returns"] == [8, 0, -8]
    assert result["lines"][-1]["seat"] == 2 and result["lines"][-1]["amount"] == -1


def test_gok_no_penalty_when_both_opponents_failed():
    """R "Avpassning av gök": "Om båda motspelarna passat av budet utan att uppfylla kraven, sätts dock
    ingen straffbet." """
    result = settle(outcome("gök", penalty=(1, 2)), 3)
    assert result["betar"] == {"0": 1}
    assert "ingen straffbet" in line_text(result["lines"][-1], "sv")


def test_gok_no_penalty_when_gok_lost():
    """R "Avpassning av gök": the penalty applies only "Om en gök spelas hem"; S Gök row: bet -2, kodilj -4."""
    assert settle(outcome("gök", tricks=1, penalty=(1,)), 3)["betar"] == {"0": -2}
    assert settle(outcome("gök", tricks=4, penalty=(1,)), 3)["betar"] == {"0": -4}


def test_gok_penalty_only_for_gok_and_opponents():
    """R "Avpassning av gök": the penalty is for "en motspelare" who passed a gök."""
    with pytest.raises(RecordError, match="Gök"):
        settle(outcome("7-spel", penalty=(1,)), 3)
    with pytest.raises(RecordError, match="opponents"):
        settle(outcome("gök", penalty=(0,)), 3)


# --- four players, lines, bad input ------------------------------------------------------------

def test_four_players_sitter_out_pays_nothing():
    """R "Bordsplacering": "Vid spel på fyra står spelaren till höger om givaren över den omgång som spelas."
    Only the declarer and the two opponents exchange pinnar (R "Betalning av pinnar")."""
    result = settle(outcome("solo-10", trump=FARG, declarer=3, opponents=(0, 2)), 4)
    assert result["pinnar"] == [-8, 0, -8, 16]
    assert result["returns"] == [-8, 0, -8, 24]


def test_lines_add_up_to_the_settlement():
    """Every finished deal "shows its settlement line by line" (SPEC.md, Every game); S "Hur räknas betar och
    pinnar i Vira?": "I Vira betalar du och får betalt på två sätt, med betar till och från pullan och med pinnar,
    den minsta markern, direkt mellan spelföraren och varje motspelare."; R "Betalningar":
    "Betalningen av ett spel består av två delar: dels utbyter spelföraren betar med pullan, dels ger
    spelföraren och motspelarna pinnar direkt till varandra." """
    result = settle(outcome("tringel-9", tricks=8, trump=FARG, first=OFARG, omkop=True, declarer=1, opponents=(2, 0)), 3)
    pins = [line for line in result["lines"] if line["unit"] == "pinne"]
    for opp in (0, 2):
        assert sum(line["amount"] for line in pins if line["seat"] == opp) == result["pinnar"][opp]
    assert [line["amount"] for line in result["lines"] if line["unit"] == "bet"] == [-9]
    assert all(line_text(line, "sv") and line_text(line, "en") for line in result["lines"])
    assert "omköp" in line_text(result["lines"][1], "sv") and "omköp" in line_text(result["lines"][1], "en")


@pytest.mark.parametrize("change,message", [
    (dict(omkop=True), "köpspel"),
    (dict(qualifier=FARG), "free choice"),
    (dict(declarer=1), "declarer"),
    (dict(opponents=(1, 5)), "declarer"),
    (dict(declarer_tricks=14), "0-13"),
    (dict(tricks_needed=8), "needs"),
    (dict(trump_class=None), "trump"),
    (dict(trump_class="sang"), "trump_class"),
])
def test_bad_outcome_is_refused_with_the_rule(change, message):
    """Bad input raises RecordError with a message naming the rule (talong standards); R "Köpspel":
    only köpspel have omköp; SPEC.md: turné has no qualifier; R "Budgivningen": "Alla högspel spelas med trumf"."""
    deal = dataclasses.replace(outcome("turné-7", trump=FARG) if "omkop" not in change else outcome("gask-2"), **change)
    with pytest.raises(RecordError, match=message):
        settle(deal, 3)


def test_bad_low_play_and_players_refused():
    """R "Gaskspel som kan spelas högt eller lågt": "Gask som bjudits i färg eller högsta färg får inte
    spelas lågt."; R "Spelare och tillbehör": "Vira spelas av tre eller fyra personer"."""
    with pytest.raises(RecordError, match="may not be played low"):
        settle(outcome("gask-1", low=True, qualifier=FARG), 3)
    with pytest.raises(RecordError, match="cannot be played low"):
        settle(outcome("7-spel", low=True), 3)
    with pytest.raises(RecordError, match="3 or 4"):
        settle(outcome("7-spel"), 5)
    with pytest.raises(RecordError, match="i högsta färg cannot be played"):
        settle(outcome("7-spel", qualifier=HOGSTA, trump=FARG), 3)
    with pytest.raises(RecordError, match="11 cards"):
        settle(outcome("köpmisär-1", tricks=12), 3)


# --- properties ------------------------------------------------------------------------------

@st.composite
def outcomes(draw, players: int = 3):
    bid = draw(st.sampled_from(BIDS))
    seats = draw(st.permutations(range(players)))
    declarer, opponents = seats[0], (seats[1], seats[2])
    laid = draw(st.booleans())
    low = bid.tricks is None or (bid.misar is not None and draw(st.booleans()))
    qualifier = None if low or not bid.free_trump else draw(st.sampled_from([None, FARG, HOGSTA]))
    allowed = {None: TRUMP_CLASSES, FARG: (FARG, HOGSTA), HOGSTA: (HOGSTA,)}[qualifier]
    trump = None if low else draw(st.sampled_from(allowed))
    omkop = bid.kind == KOP and draw(st.booleans())
    first = draw(st.sampled_from(allowed)) if omkop and not low else trump
    top = bid.misar.cards if low else 13
    tricks = None if laid else draw(st.integers(0, top))
    penalty = tuple(draw(st.sets(st.sampled_from(opponents)))) if bid.family == "gök" else ()
    return DealOutcome(bid, qualifier, declarer, opponents, low, trump, first, omkop, laid, tricks,
                       None if low else bid.tricks, penalty)


@settings(max_examples=150, derandomize=True, deadline=None)
@given(st.sampled_from([3, 4]).flatmap(lambda n: st.tuples(st.just(n), outcomes(n))))
def test_property_pinnar_zero_sum_and_returns(case):
    """R "Betalning av pinnar": pinnar go "direkt" between the declarer and the opponents, so they sum to
    zero; R "Betalningar": betar go to and from the pulla; returns = pinnar + 8 x betar (R "Spelmarker och
    pulla": "En bet är värd åtta pinnar")."""
    players, deal = case
    result = settle(deal, players)
    assert json.loads(json.dumps(result)) == result
    assert sum(result["pinnar"]) == 0
    assert result["returns"] == [result["pinnar"][s] + 8 * result["betar"].get(str(s), 0) for s in range(players)]
    assert result["pulla"] == -sum(result["betar"].values())
    out = set(range(players)) - {deal.declarer, *deal.opponents}
    assert all(result["pinnar"][s] == 0 and str(s) not in result["betar"] for s in out)
    assert result["outcome"] in ("hem", "bet", "kodilj")
    if deal.bid.kind == SOLO and deal.laid:
        assert result["outcome"] == "kodilj"
    if deal.bid.kind == GASK and deal.laid:
        assert result["outcome"] == "bet"


@pytest.mark.parametrize("key,first,after,expected", [("7-spel", HOGSTA, HOGSTA, 2), ("vingel-8", FARG, OFARG, 4),
                                                      ("tringel-9", OFARG, HOGSTA, 14)])
def test_laid_after_omkop(key, first, after, expected):
    """R "Att spela eller att lägga handen": "Efter ett eventuellt omköp återstår förstås bara de två första
    möjligheterna." A hand laid after the omköp counts as bet (R "Betalningar"), pays the "Bet efter omköp"
    betar (S betar table), and pinnar first for the first trump, then for the trump chosen before the omköp
    (R "Betalning av pinnar": "Vid betalning av lagda köpspel gäller alltid den trumffärg som valdes före
    köpet")."""
    result = settle(outcome(key, laid=True, trump=after, first=first, omkop=True), 3)
    assert result["outcome"] == "bet"
    assert result["betar"] == {"0": BETAR_TABLE[BID_BY_KEY[key].betar_row][4]}
    assert result["pinnar"] == [-2 * expected, expected, expected]
