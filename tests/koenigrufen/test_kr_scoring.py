"""Settlement: koenigrufen-stockholms-wirasallskap.txt p.17-19 "Vinst och
förlust", p.20 bid and figure tables, SPEC.md "Königrufen: decisions"
(checklist groups I, J, K, L, M). Every expected number is worked out by
hand in the test (v = value per opponent; alone: the declarer gets 3v)."""
import pytest

from talong.core.tarock import thirds
from talong.i18n import line_text

from kr_support import ALL, finished, mask

# Declarer's piles (seat 0). WIN: 41/0 (123 thirds… with I: 136 = 45/1), no
# figure for either side (kings and matadors split, neither side 45/2).
WIN = ["sd", "cd", "hd", "dd", "ska", "cka", "hka", "dka", "skn", "ckn", "hkn", "dkn", "sk", "hk", "ck", "I"]
LOSE = ["sd", "cd", "hd", "dd", "ska", "cka", "hka", "dka", "I", "sk"]


def piles(d_cards, d_seat=0, o_seat=2, partner_cards=(), partner=None):
    rest = [c for c in ALL if c not in d_cards and c not in partner_cards]
    out = {d_seat: list(d_cards), o_seat: rest}
    if partner is not None:
        out[partner] = list(partner_cards)
    return out


def test_fixture_piles_are_what_the_tests_say():
    """KR-B08 35/2 wins: the WIN pile is 45/1 (above 35/2, below Grammeln's
    45/2), the LOSE pile 31/1."""
    assert thirds(mask(WIN)) == 136 and thirds(mask(LOSE)) == 94


ALONE = [  # contract, won v, lost v (declarer seat 0 = förhand)
    ("dreier", 4, 4), ("solodreier", 8, 8), ("sechserdreier", 3, 6), ("farbendreier", 3, 6), ("farbensolo", 6, 12),
]


@pytest.mark.parametrize("contract,won,lost", ALONE)
def test_alone_contracts_won_and_lost(contract, won, lost):
    """KR-I01 won with 36 (35/2); KR-I02 the value of the table (SPEC digits:
    Dreier 4, Solodreier 8); KR-I04 alone: each of three pays; KR-I05 a loss
    reverses; KR-I06 Sechserdreier won 3 lost 6; KR-I07 Farbendreier lost from
    förhand 6; KR-I08 Farbensolo 6, from förhand 12; KR-O08-O12; KR-I14 lines."""
    w = finished(contract, piles=piles(WIN), won=[6, 0, 6, 0]).result()
    assert w["returns"] == [3 * won, -won, -won, -won] and w["won"]
    lo = finished(contract, piles=piles(LOSE), won=[4, 0, 8, 0]).result()
    assert lo["returns"] == [-3 * lost, lost, lost, lost] and not lo["won"]
    assert line_text(lo["lines"][0], "en").startswith(lo["contract_name"])


@pytest.mark.parametrize("contract,lost", [("farbendreier", 3), ("farbensolo", 6)])
def test_farben_lost_by_another_seat_pays_single(contract, lost):
    """KR-I07 «Spelare som inte sitter i förhand betalar däremot de vanliga 3
    poängen»; KR-I08 Farbensolo 6 otherwise; KR-D24."""
    lo = finished(contract, declarers=(1,), piles=piles(LOSE, d_seat=1), won=[4, 4, 4, 0]).result()
    assert lo["returns"] == [lost, -3 * lost, lost, lost]


@pytest.mark.parametrize("contract,value", [("rufer", 1), ("solorufer", 2)])
def test_partner_contracts_won_and_lost(contract, value):
    """KR-I03 «den ena av motspelarna betala … till spelföraren medan den andra
    motspelaren betalar spelförarens partner»; KR-O02 Rufer 1; KR-O04
    Solorufer 2; KR-I05 loss reversed."""
    w = finished(contract, partner=1, called="d", piles=piles(WIN[:-1], partner_cards=["I"], partner=1),
                 won=[4, 2, 6, 0]).result()
    assert w["returns"] == [value, value, -value, -value]
    lo = finished(contract, partner=1, called="d", piles=piles(LOSE), won=[4, 0, 8, 0]).result()
    assert lo["returns"] == [-value, -value, value, value]


@pytest.mark.parametrize("contract,bird,declared", [("pagatrufer", "pagatultimo", 2), ("uhurufer", "uhu", 4),
                                                    ("kakadurufer", "kakadu", 6)])
def test_bird_rufers_pay_the_game_and_the_compulsory_bird(contract, bird, declared):
    """KR-O05-O07 Pagat-/Uhu-/Kakadurufer: Rufer value 1 plus the compulsory
    declared bird (2, 4, 6), here lost (never played to its trick): KR-J16."""
    w = finished(contract, partner=1, called="d", piles=piles(WIN), won=[6, 0, 6, 0],
                 declared={bird: ("D", 0)}).result()
    assert w["returns"] == [1 - declared, 1 - declared, declared - 1, declared - 1]


def test_self_call_and_king_in_talon_are_paid_alone():
    """KR-I11 / KR-E06 a self-called declarer is paid alone; KR-I10 Rufer
    played alone because the king lay in the talon: «sker betalningen på samma
    sätt som i Dreier»."""
    own = finished("rufer", partner=None, called="s", piles=piles(WIN), won=[6, 0, 6, 0]).result()
    assert own["returns"] == [3, -1, -1, -1]
    talon = finished("rufer", partner=None, called="d", king_in_talon=True, piles=piles(LOSE),
                     won=[4, 0, 8, 0]).result()
    assert talon["returns"] == [-3, 1, 1, 1]


def test_give_up_pays_a_single_loss_to_each_opponent():
    """KR-O03 «rätt att omedelbart ge upp spelet och betala för enkel förlust»;
    KR-I10 three times a single loss with a partner; KR-O06 Pagatrufer gives
    up the game and the declared Pagat ultimo: (1 + 2) each; KR-O07 Uhu 1 + 4,
    Kakadu 1 + 6."""
    for contract, each in (("rufer", 1), ("pagatrufer", 3), ("uhurufer", 5), ("kakadurufer", 7)):
        s = finished(contract, called="d", king_in_talon=True)._copy()
        s.gave_up, s.won, s.piles_won, s.tricks = True, (0,) * 4, (0,) * 4, ()
        s._result = None
        assert s.result()["returns"] == [-3 * each, each, each, each]


def test_solorufer_king_in_talon_gives_the_declarer_that_half():
    """KR-E11 «Som kompensation för bortfallet av partner får spelföraren den
    talonghalva där den anropade kungen låg»; paid alone (KR-I10). The
    declarer's tricks are 35/1 (31 points, 13 cards: 106 thirds, a loss);
    with the king's half (dk hd hka: 4+3+2 points, 3 cards = 30 thirds) 45/1:
    won, 2 from each of three."""
    talon = ["dk", "hd", "hka", "VI", "VII", "VIII"]
    d_cards = ["sd", "cd", "dd", "ska", "cka", "dka", "skn", "ckn", "hkn", "dkn", "sk", "hk", "ck"]
    assert thirds(mask(d_cards)) == 106
    rest = [c for c in ALL if c not in d_cards and c not in talon]
    s = finished("solorufer", called="d", king_in_talon=True, talon=talon, opp_share=talon,
                 piles={0: d_cards, 2: rest}, won=[6, 0, 6, 0])
    r = s.result()
    assert r["card_points"]["declarers"] == 136 and r["returns"] == [6, -2, -2, -2]


NEGATIVE = [("bettler", 3, 0), ("piccolo", 2, 1), ("zwiccolo", 2, 2), ("piccolo-ouverte", 5, 1),
            ("bettler-ouverte", 7, 0)]


@pytest.mark.parametrize("contract,value,target", NEGATIVE)
def test_negative_contracts_won_and_lost(contract, value, target):
    """KR-L01 Bettler 0, Piccolo 1, Zwiccolo 2 tricks; KR-O14 Piccolo exactly
    one, Zwiccolo exactly two; KR-L02 alone; KR-L03 paid
    like positive games; KR-L05 ouverte; KR-O13-O15; SPEC values Zwiccolo 2,
    Piccolo ouverte 5, Bettler ouverte 7."""
    w = finished(contract, won=[target, 4, 4, 4 - target]).result()
    assert w["returns"] == [3 * value, -value, -value, -value]
    lo = finished(contract, won=[target + 1, 4, 4, 3 - target]).result()
    assert lo["returns"] == [-3 * value, value, value, value]


BEI = [  # contract, tricks of (bei player 0, base player 1) won / lost, returns won, returns lost
    ("piccolo-bei-piccolo", (1, 1), (0, 3), [4, 4, -4, -4], [-4, -4, 4, 4]),
    ("bettler-bei-piccolo", (0, 1), (1, 0), [7, 3, -5, -5], [-7, -3, 5, 5]),
    ("piccolo-bei-bettler", (1, 0), (0, 1), [3, 7, -5, -5], [-3, -7, 5, 5]),
    ("bettler-bei-bettler", (0, 0), (1, 1), [6, 6, -6, -6], [-6, -6, 6, 6]),
]


@pytest.mark.parametrize("contract,won_tricks,lost_tricks,won_returns,lost_returns", BEI)
def test_bei_contracts_won_and_lost(contract, won_tricks, lost_tricks, won_returns, lost_returns):
    """KR-O16 / KR-L04 two declarers, each alone against the three others
    (each is an opponent in the other's game); the values of the bei rows
    (Piccolo 2, Bettler 3: e.g. Bettler bei Piccolo won: seat 0 +3·3 − 2 = 7)."""
    w = finished(contract, declarers=(0, 1), won=[won_tricks[0], won_tricks[1], 6, 6 - sum(won_tricks)]).result()
    assert w["returns"] == won_returns
    lo = finished(contract, declarers=(0, 1), won=[lost_tricks[0], lost_tricks[1], 6, 6 - sum(lost_tricks)]).result()
    assert lo["returns"] == lost_returns


def test_kontra_levels_double_the_game():
    """KR-G09 «Kontra innebär att poängen fördubblas, både vid vinst och
    förlust»; KR-G18 rekontra ×4; KR-G19 subkontra ×8; KR-I12."""
    for level, factor in ((1, 2), (2, 4), (3, 8)):
        w = finished("dreier", piles=piles(WIN), won=[6, 0, 6, 0], kontra={"game": level}).result()
        assert w["returns"] == [12 * factor, -4 * factor, -4 * factor, -4 * factor]
        lo = finished("dreier", piles=piles(LOSE), won=[4, 0, 8, 0], kontra={"game": level}).result()
        assert lo["returns"] == [-12 * factor, 4 * factor, 4 * factor, 4 * factor]


def test_negative_kontra_is_ad_personam():
    """KR-G10 «i negativa spel bara gäller för den motspelare som angav kontra»:
    Bettler won, seat 2 said kontra: seat 2 pays 6, seats 1 and 3 pay 3;
    rekontra with seat 3: 12."""
    w = finished("bettler", won=[0, 4, 4, 4], neg_kontra={(0, 2): 1}).result()
    assert w["returns"] == [12, -3, -6, -3]
    lo = finished("bettler", won=[1, 4, 4, 3], neg_kontra={(0, 3): 2}).result()
    assert lo["returns"] == [-18, 3, 3, 12]


# --- figures ------------------------------------------------------------------
def _tricks(target, card, player, leader=None):
    from talong.games.koenigrufen.tables import PACK
    tricks = [(0, (), 0, None)] * 12
    lead = player if leader is None else leader
    order = [card, "s7", "s8", "s9"] if lead == player else ["XX", card, "s8", "s9"]
    cards = tuple(PACK.parse(c) for c in order)
    from talong.games.koenigrufen.rules import trick_winner
    winner = (lead + trick_winner(list(cards), False)) % 4
    tricks[target - 1] = (lead, cards, winner, None)
    return tuple(tricks)


FIGURE_CASES = [  # figure, silent value, declared value
    ("trull", 1, 2), ("kings", 1, 2), ("grammeln", 1, 2), ("grossgrammeln", 1, 2),
]


def _figure_pile(key, made):
    if key == "trull":
        return WIN[:-1] + (["S", "XXI", "I"] if made else ["I"])
    if key == "kings":
        return WIN + (["dk"] if made else [])
    if key == "grammeln":
        return WIN + (["S", "II"] if made else [])          # 136 + 13 + 1 = 150 ≥ 137
    return WIN + (["S", "XXI", "dk", "II", "III", "IV"] if made else [])   # 136 + 39 + 6 = 181 ≥ 167


def _figure_line(result, name):
    return [line for line in result["lines"] if line_text(line, "en").startswith(name)]


@pytest.mark.parametrize("key,silent,declared", FIGURE_CASES)
def test_pile_figures_silent_declared_made_lost(key, silent, declared):
    """KR-J01 figures score when made silently; KR-J02 Trull; KR-J03 Fyra kungar;
    KR-J04 a card counts for the side whose pile it ends in; KR-J05 Grammeln
    45/2, Großgrammeln 55/2; KR-J06 56+ makes both; KR-J12 values 1/2;
    KR-J14 paid like the game (Dreier: alone, ×3); KR-J15 independent of the
    game; KR-J16 a lost declaration costs what it would have won."""
    names = {"trull": "Trull", "kings": "Four kings", "grammeln": "Grammeln", "grossgrammeln": "Großgrammeln"}
    made = finished("dreier", piles=piles(_figure_pile(key, True)), won=[6, 0, 6, 0]).result()
    line = _figure_line(made, names[key])[0]
    assert line["amounts"] == [3 * silent, -silent, -silent, -silent] and "silent" in line_text(line, "en")
    decl = finished("dreier", piles=piles(_figure_pile(key, True)), won=[6, 0, 6, 0],
                    declared={key: ("D", 0)}).result()
    assert _figure_line(decl, names[key])[0]["amounts"] == [3 * declared, -declared, -declared, -declared]
    lost = finished("dreier", piles=piles(_figure_pile(key, False)), won=[6, 0, 6, 0],
                    declared={key: ("D", 0)}).result()
    assert _figure_line(lost, names[key])[0]["amounts"] == [-3 * declared, declared, declared, declared]
    none = finished("dreier", piles=piles(_figure_pile(key, False)), won=[6, 0, 6, 0]).result()
    assert _figure_line(none, names[key]) == []                # silent and not made: nothing


def test_grossgrammeln_makes_grammeln_too():
    """KR-J06 ⚑ «56+ wins both»: two silent lines of 1 each."""
    r = finished("dreier", piles=piles(_figure_pile("grossgrammeln", True)), won=[6, 0, 6, 0]).result()
    assert len(_figure_line(r, "Grammeln")) == 1 and len(_figure_line(r, "Großgrammeln")) == 1


def test_opponents_figures_paid_to_them():
    """KR-G14 opponents make figures too; KR-G16 solidarity; KR-J04 Trull lost
    through the talon: the matadors in the opponents' share count for them
    (KR-J17)."""
    d_cards = [c for c in WIN if c != "I"]
    r = finished("dreier", piles={0: d_cards, 2: [c for c in ALL if c not in d_cards and c not in ("I",)]},
                 opp_share=["I"], won=[6, 0, 6, 0], declared={"trull": ("D", 0)}).result()
    assert _figure_line(r, "Trull")[0]["amounts"] == [-6, 2, 2, 2]


BIRDS = [("pagatultimo", "I", 12, 1, 2), ("uhu", "II", 11, 2, 4), ("kakadu", "III", 10, 3, 6)]


@pytest.mark.parametrize("key,card,target,silent,declared", BIRDS)
def test_birds_silent_declared_made_lost(key, card, target, silent, declared):
    """KR-J08 Pagat ultimo: win the last trick with the Pagat (it must win);
    KR-J09 Uhu trick 11 with II, Kakadu trick 10 with III; KR-J12 values
    1/2, 2/4, 3/6; KR-J16 i) played but did not win: lost; v) not held: lost;
    KR-J18 a silent attempt that fails pays the silent value."""
    names = {"pagatultimo": "Pagat ultimo", "uhu": "Uhu", "kakadu": "Kakadu"}
    won = finished("dreier", piles=piles(WIN), won=[6, 0, 6, 0], tricks=_tricks(target, card, 0)).result()
    assert _figure_line(won, names[key])[0]["amounts"] == [3 * silent, -silent, -silent, -silent]
    beaten = finished("dreier", piles=piles(WIN), won=[6, 0, 6, 0], tricks=_tricks(target, card, 0, leader=3)).result()
    assert _figure_line(beaten, names[key])[0]["amounts"] == [-3 * silent, silent, silent, silent]
    decl = finished("dreier", piles=piles(WIN), won=[6, 0, 6, 0], tricks=_tricks(target, card, 0),
                    declared={key: ("D", 0)}).result()
    assert _figure_line(decl, names[key])[0]["amounts"] == [3 * declared, -declared, -declared, -declared]
    missing = finished("dreier", piles=piles(WIN), won=[6, 0, 6, 0], declared={key: ("D", 0)}).result()
    assert _figure_line(missing, names[key])[0]["amounts"] == [-3 * declared, declared, declared, declared]


def test_bird_made_by_partner_does_not_make_the_declarers_bird():
    """KR-J16 v ⚑: the bird is tied to the declaring player's card; «Fågeln
    räknas som förlorad även om sticket vanns av partnern» (i)."""
    r = finished("rufer", partner=1, called="d", piles=piles(WIN), won=[6, 0, 6, 0],
                 tricks=_tricks(12, "I", 1), declared={"pagatultimo": ("D", 0)}).result()
    assert _figure_line(r, "Pagat ultimo")[0]["amounts"] == [-2, -2, 2, 2]


def test_kung_ultimo_made_and_lost():
    """KR-J07 «Spela den anropade kungen till det sista sticket och vinn detta
    stick. Kungen behöver inte vara det vinnande kortet»; KR-J17 lost if the
    opponents win it; KR-J12 1/2; KR-J18 silent attempt."""
    from talong.games.koenigrufen.tables import PACK
    def tricks(winner):
        t = [(0, (), 0, None)] * 12
        t[11] = (0, tuple(PACK.parse(c) for c in ("d4", "dk", "XX", "d3")), winner, None)
        return tuple(t)
    made = finished("rufer", partner=1, called="d", piles=piles(WIN), won=[6, 0, 6, 0], tricks=tricks(0),
                    declared={"kungultimo": ("D", 1)}).result()
    assert _figure_line(made, "King ultimo")[0]["amounts"] == [2, 2, -2, -2]
    lost = finished("rufer", partner=1, called="d", piles=piles(WIN), won=[6, 0, 6, 0], tricks=tricks(2),
                    declared={"kungultimo": ("D", 1)}).result()
    assert _figure_line(lost, "King ultimo")[0]["amounts"] == [-2, -2, 2, 2]
    silent = finished("rufer", partner=1, called="d", piles=piles(WIN), won=[6, 0, 6, 0], tricks=tricks(2)).result()
    assert _figure_line(silent, "King ultimo")[0]["amounts"] == [-1, -1, 1, 1]


def test_solo_games_double_figures_but_not_valat():
    """KR-J13 «den angivna poängen för alla figurer utom Valat fördubblas i
    solospelen»; KR-K08 Solodreier silent Valat 8 × 4 = 32."""
    r = finished("solodreier", piles=piles(_figure_pile("trull", True)), won=[6, 0, 6, 0],
                 declared={"trull": ("D", 0)}, kontra={"trull": 1}).result()
    assert _figure_line(r, "Trull")[0]["amounts"] == [24, -8, -8, -8]       # 2 × 2 (solo) × 2 (kontra)
    v = finished("solodreier", piles=piles(ALL), won=[12, 0, 0, 0]).result()
    assert v["returns"] == [96, -32, -32, -32]


def test_figure_payments_ignore_the_loss_doublings():
    """KR-I09 ⚑ the Farben förhand doubling applies to the game line only."""
    r = finished("farbendreier", piles=piles(_figure_pile("grammeln", False)), won=[6, 0, 6, 0],
                 declared={"grammeln": ("D", 0)}).result()
    assert _figure_line(r, "Grammeln")[0]["amounts"] == [-6, 2, 2, 2]


def test_valat_silent_declared_and_lost():
    """KR-J10 / KR-K01 all twelve tricks: the game ×4, declared ×8; KR-K02 part
    of the game line; KR-K03 a declared Valat that loses a trick is lost ×8,
    whatever the points; KR-K05 with a Valat only declared figures are paid."""
    silent = finished("dreier", piles=piles(ALL), won=[12, 0, 0, 0]).result()
    assert silent["returns"] == [48, -16, -16, -16] and silent["valat"] == "D"
    decl = finished("dreier", piles=piles(ALL), won=[12, 0, 0, 0], declared={"valat": ("D", 0)}).result()
    assert decl["returns"] == [96, -32, -32, -32]
    lost = finished("dreier", piles=piles(WIN), won=[11, 0, 1, 0], declared={"valat": ("D", 0)}).result()
    assert lost["returns"] == [-96, 32, 32, 32] and not lost["won"]
    with_fig = finished("dreier", piles=piles(ALL), won=[12, 0, 0, 0],
                        declared={"valat": ("D", 0), "trull": ("D", 0)}).result()
    assert with_fig["returns"] == [96 + 6, -34, -34, -34]


def test_silent_figures_paid_instead_of_a_smaller_valat():
    """KR-K06 «Om de tysta figurerna är värda mer än den extra bonus … utgår
    betalningarna för figurerna istället för Valaten» (SPEC: max(Valat, game +
    silent figures)): Rufer silent Valat 4 < 1 + Trull, kings, Grammeln,
    Großgrammeln (4) = 5 per opponent."""
    r = finished("rufer", partner=1, called="d", piles={0: ALL}, won=[8, 4, 0, 0]).result()
    assert r["returns"] == [5, 5, -5, -5]


def test_opponents_valat():
    """KR-K04 «Spelet multipliceras i förekommande fall med samma faktor»;
    declared by the opponents and the declarer takes one trick: he has won,
    ×8 (⚑)."""
    r = finished("dreier", piles={2: ALL}, won=[0, 4, 4, 4]).result()
    assert r["returns"] == [-48, 16, 16, 16]
    won = finished("dreier", piles=piles(LOSE), won=[1, 4, 4, 3], declared={"valat": ("O", 2)}).result()
    assert won["returns"] == [96, -32, -32, -32]


# --- Trischaken -----------------------------------------------------------------
def _tri(points_piles, won):
    return finished("trischaken", declarers=(), piles=points_piles, won=won).result()


def test_trischaken_most_points_pays_each_other_player():
    """KR-M01 «Den som tar mest straffas»; KR-M02 «betalar den spelare som tar
    flest kortpoäng en spelpoäng till var och en av de övriga»; KR-O17."""
    r = _tri({0: ["sk"], 1: ["hk", "ck"], 2: ["dk"], 3: ["s7"]}, [3, 3, 3, 3])
    assert r["returns"] == [1, -3, 1, 1]


def test_trischaken_borgmastare_jungfru_and_forehand_double():
    """KR-M04 borgmästare: 36 or more (35/2); KR-M05 jungfru: no trick; KR-M07
    each condition ×2 (one doubling for any number of jungfrur); KR-M08 the
    jungfru takes the whole payment: «3 2 = 6 poäng direkt till jungfrun»."""
    big = ["sk", "hk", "ck", "dk", "S", "XXI", "I", "sd", "cd", "hd", "dd", "ska", "cka", "hka", "dka", "skn", "ckn"]
    assert thirds(mask(big)) >= 107
    r = _tri({1: big, 2: ["s7"]}, [3, 3, 3, 3])
    assert r["returns"] == [2, -6, 2, 2]                         # borgmästare
    r = _tri({1: ["sk"], 2: ["s7"]}, [4, 4, 4, 0])
    assert r["returns"] == [0, -6, 0, 6]                         # jungfru takes 3 × 2
    r = _tri({0: ["sk"], 2: ["s7"]}, [3, 3, 3, 3])
    assert r["returns"] == [-6, 2, 2, 2]                         # förhand ×2
    r = _tri({0: big, 2: ["s7"]}, [6, 3, 3, 0])
    assert r["returns"] == [-24, 0, 0, 24]                       # 2 · 2 · 2 = 8, 3 × 8 to the jungfru
    r = _tri({1: big}, [0, 12, 0, 0])
    assert r["returns"] == [4, -12, 4, 4]                        # 2 · 2 = 4: three jungfrur share 3 × 4


def test_trischaken_lines_say_what_each_pays_and_the_sum():
    """KR-M02 «betalar … en spelpoäng till var och en av de övriga spelarna,
    d.v.s. han förlorar sammanlagt 3 poäng»; KR-M08 «betalar förloraren hela
    summan på 3 2 = 6 poäng direkt till jungfrun»: the line names the unit
    per player and the sum, as the amounts pay them."""
    big = ["sk", "hk", "ck", "dk", "S", "XXI", "I", "sd", "cd", "hd", "dd", "ska", "cka", "hka", "dka", "skn", "ckn"]
    plain = _tri({1: ["sk"], 2: ["s7"]}, [3, 3, 3, 3])
    line = plain["lines"][-1]
    assert line["amounts"] == [1, -3, 1, 1]
    assert line_text(line, "sv") == "Plats 2 tog mest och betalar 1 till var och en av de övriga, sammanlagt 3"
    assert line_text(line, "en") == "Seat 2 took most and pays 1 to each other player, 3 in all"
    jungfru = _tri({1: big, 2: ["s7"]}, [3, 4, 5, 0])          # borgmästare and a jungfru: 3 × 4 = 12
    line = jungfru["lines"][-1]
    assert line["amounts"] == [0, -12, 0, 12]
    assert line_text(line, "sv") == "Plats 2 tog mest och betalar 3 × 4 = 12 (borgmästare ×2, jungfru ×2) direkt till jungfrun"
    assert line_text(line, "en") == "Seat 2 took most and pays 3 × 4 = 12 (borgmästare ×2, jungfru ×2) straight to the jungfru"
    shared = _tri({1: big}, [0, 12, 0, 0])
    assert line_text(shared["lines"][-1], "sv").endswith("3 × 4 = 12 (borgmästare ×2, jungfru ×2) till jungfrurna, som delar på summan")


def test_figure_words_are_in_the_reader_s_language():
    """p.20 "Figurer": Fyra kungar and Kung ultimo are plain words, in English
    Four kings and King ultimo; the lines keep the game's own words in Swedish."""
    made = finished("dreier", piles=piles(_figure_pile("kings", True)), won=[6, 0, 6, 0]).result()
    sv = [line_text(line, "sv") for line in made["lines"]]
    en = [line_text(line, "en") for line in made["lines"]]
    assert any(t.startswith("Fyra kungar tyst") for t in sv) and any(t.startswith("Four kings silent") for t in en)
    assert not any("Fyra kungar" in t for t in en)
    from talong.games.koenigrufen.texts import describe
    assert describe("announce kungultimo", "en") == "Declares King ultimo"
    assert describe("announce kungultimo", "sv") == "Deklarerar Kung ultimo"


def test_trischaken_ties():
    """KR-M06 «Om fler än en spelare tog flest poäng och en av dem var förhand,
    förlorar bara förhand; i annat fall måste var och en av förlorarna betala
    lika mycket … som han varit tvungen att betala om han hade förlorat ensam»;
    KR-M03 exact blad, not rounded."""
    r = _tri({0: ["sk"], 2: ["hk"], 1: ["s7"]}, [3, 3, 3, 3])
    assert r["returns"] == [-6, 2, 2, 2]
    r = _tri({1: ["sk"], 2: ["hk"], 0: ["s7"]}, [3, 3, 3, 3])
    assert r["returns"] == [2, -2, -2, 2]
    r = _tri({1: ["sk", "s7"], 2: ["hk"], 0: ["s8"]}, [3, 3, 3, 3])     # 14 vs 13 thirds: not a tie
    assert r["returns"] == [1, -3, 1, 1]


def test_settlement_lines_name_the_points_in_p_b():
    """KR-B09 P/B in settlement lines; KR-B10 tricks and talon share counted;
    KR-B11 spelpoäng apart from kortpoäng; KR-I14 game line first, then figures."""
    r = finished("dreier", piles=piles(WIN), won=[6, 0, 6, 0], decl_share=[]).result()
    texts = [line_text(line, "en") for line in r["lines"]]
    assert "45/1" in texts[1] and texts[2].startswith("Dreier won")


def test_positive_games_count_points_not_tricks():
    """KR-A11 «I Königrufen är det inte antalet stick som är avgörande, utan
    poängvärdet på de kort som erövras»: two tricks with 45/1 win a Dreier,
    ten tricks with 31/1 lose it."""
    assert finished("dreier", piles=piles(WIN), won=[2, 4, 6, 0]).result()["won"]
    assert not finished("dreier", piles=piles(LOSE), won=[10, 0, 2, 0]).result()["won"]


def test_partners_declaration_counts_for_both():
    """KR-G07 «gäller alla deklarationer för båda spelare oavsett vem som
    gjorde deklarationen»: the partner's declared Trull, made, pays 2 to each
    of the pair."""
    d_cards = WIN[:-1] + ["S", "XXI", "I"]
    r = finished("rufer", partner=1, called="d", piles=piles(d_cards), won=[6, 0, 6, 0],
                 declared={"trull": ("D", 1)}).result()
    assert _figure_line(r, "Trull")[0]["amounts"] == [2, 2, -2, -2]


def test_failed_declared_valat_settles_silent_figures_normally():
    """KR-K07 ⚑ (SPEC): «A failed declared Valat leaves silent figures settled
    normally»: Dreier with declared Valat, eleven tricks and all kings: lost
    8 × 4 = 32 each, silent Fyra kungar +1 each (the pile is 43/0, below
    Grammeln)."""
    d_cards = [c for c in WIN if c not in ("sd", "cd")] + ["dk"]
    assert thirds(mask(d_cards)) == 129
    r = finished("dreier", piles=piles(d_cards), won=[11, 0, 1, 0], declared={"valat": ("D", 0)}).result()
    assert _figure_line(r, "Four kings")[0]["amounts"] == [3, -1, -1, -1]
    assert r["returns"] == [-96 + 3, 31, 31, 31]
