"""The bid table row by row, played through the engine: who buys (the "Spel"
column), what is needed (the "Krav" column) and how the misär is played.
rules/vira-sa-spelar-du-vira.txt "Vilka bud finns i Vira?" and "Köp";
rules/vira-stockholms-wirasallskap.txt "Budgivningen", "Köp och val av trumf",
"Gaskspel", "Köpspel", "Solospel", "Färgernas rangordning". The rows below are
copied by hand from the rule text, not read from tables.py."""
import pytest

from talong.games.vira import GAME
from talong.games.vira.scenario import deal_state, run
from talong.games.vira.tables import BID_BY_KEY, BIDS, PINNAR_PER_BET, PINNAR_PER_RUND

# Nr, Bud, Spel, Krav: tricks when played high, (cards, open) when played low.
ROWS = [
    (1, "Begär", "Köp", 6, None), (2, "Turné 6", "Köp", 6, None), (3, "7-spel", "Köp", 7, None),
    (4, "Vingel 6", "Köp", 6, None), (5, "Gask på 0", "Gask", 7, (11, False)), (6, "Gök", "Gask", None, (13, True)),
    (7, "Turné 7", "Köp", 7, None), (8, "Köpmisär på 1", "Köp", None, (11, False)),
    (9, "Gask på 1", "Gask", 8, (12, False)), (10, "8-spel", "Köp", 8, None), (11, "Vingel 7", "Köp", 7, None),
    (12, "Turné 8", "Köp", 8, None), (13, "Köpmisär på 2", "Köp", None, (12, False)),
    (14, "Gask på 2", "Gask", 9, (13, False)), (15, "Solo 6", "Solo", 6, None), (16, "Vingel 8", "Köp", 8, None),
    (17, "Köpmisär på 3", "Köp", None, (12, False)), (18, "Gask på 3", "Gask", 10, (12, True)),
    (19, "9-spel", "Köp", 9, None), (20, "Köpmisär på 4", "Köp", None, (12, False)),
    (21, "Gask på 4", "Gask", 11, (13, True)), (22, "Tringel 9", "Köp", 9, None),
    (23, "Köpmisär på 5", "Köp", None, (12, False)), (24, "Gask på 6", "Gask", 12, None),
    (25, "Solo 7", "Solo", 7, None), (26, "Köpmisär på 6", "Köp", None, (12, False)),
    (27, "Gask på 5", "Gask", 12, None), (28, "Solo 8", "Solo", 8, None), (29, "Vira", "Gask", 13, None),
    (30, "Solo petite misär", "Solo", None, (12, False)), (31, "Solo 9", "Solo", 9, None),
    (32, "Solo grande misär", "Solo", None, (13, False)), (33, "Solo 10", "Solo", 10, None),
    (34, "Solo petite misär ouverte", "Solo", None, (12, True)),
    (35, "Solo petite misär ouverte royale", "Solo", None, (12, True)), (36, "Solo 11", "Solo", 11, None),
    (37, "Solo grande misär ouverte", "Solo", None, (13, True)),
    (38, "Solo grande misär ouverte royale", "Solo", None, (13, True)), (39, "Solo 12", "Solo", 12, None),
    (40, "Solo vira", "Solo", 13, None),
]
TALONG = "D5 H4 C9 D8 H7 C6 DA HK CQ DJ HT C8 D7"


def to_the_play(number: int, low: bool):
    """Förhand bids row `number` and wins it; he buys as little as he may, plays
    the hand (high or low), and the opponents buy nothing."""
    bid = BIDS[number - 1]
    state = run(deal_state(talong=TALONG), [f"bid {bid.key}", "pass", "pass"])
    bought_before_play = None
    while state.view(0)["phase"] != "play":
        legal = state.legal_actions()
        step = state.view(0)["step"]
        if step in ("opp", "buy") and "buy" in legal:
            action = "buy"
        elif step == "decide":
            action = "play"
            bought_before_play = state.view(0)["bought"][0]
        elif step == "highlow":
            action = "low" if low else "high"
        else:
            action = legal[0]
        state = state.apply(action)
    return state, bought_before_play


@pytest.mark.parametrize("number,name,kind,tricks,misar", ROWS, ids=[row[1] for row in ROWS])
def test_bid_table_row_through_the_engine(number, name, kind, tricks, misar):
    """vira-sa-spelar-du-vira.txt, Vilka bud finns i Vira?: 'Vira har fyrtio bud
    att välja bland. De flesta kräver ett visst antal stick, och misärbuden
    kräver noll stick. Krav visar hur många stick som krävs eller vilken misär
    som spelas. Sluten misär spelas med dolda kort och öppen misär med handen
    synlig för motspelarna.'; Köp: 'Budtabellens kolumn Spel visar om budet är
    köpspel, solo eller gask.' and the table (Köpspel: the declarer buys first,
    then the opponents; Solo: 'Bara motspelarna köper'; Gask: 'tar hela talongen
    och väljer 13'); vira-stockholms-wirasallskap.txt, Köp och val av trumf:
    'Gaskspel. Spelföraren tar hela talongen. Köpspel. Både spelföraren och
    motspelarna får köpa. Solospel. Endast motspelarna får köpa.'; Gask på 0 4:
    'För att gå hem när gasken spelas lågt måste spelföraren ta exakt noll
    stick' (the contract needs no trick once played low); Budgivningen: 'Antalet
    stick som krävs varierar från spel till spel, men ligger alltid mellan sex
    och tretton. Alla högspel spelas med trumf' and 'Lågspelen spelas alltid i sang'."""
    bid = BIDS[number - 1]
    assert (bid.number, bid.name.split(" (")[0]) == (number, name)
    for low in ([False] if misar is None else [True] if tricks is None else [False, True]):
        state, bought = to_the_play(number, low)
        view = state.view(1)
        contract = view["contract"]
        if kind == "Gask":
            assert bought == 13 and view["talong_size"] == 0 and view["bought"][1] == 0
        elif kind == "Solo":
            assert view["bought"][0] == 0
        else:
            assert bought >= {"turné": 1, "vingel": 2, "tringel": 3, "köpmisär": bid.level}.get(bid.family, 0)
        if low:
            cards, open_ = misar
            assert contract["trump"] is None and contract["tricks_needed"] is None
            assert view["hand_sizes"][0] == cards and bool(view["open_hands"]) == open_
        else:
            assert 6 <= tricks <= 13 and contract["tricks_needed"] == tricks
            assert contract["trump"] is not None and view["hand_sizes"][0] == 13 and not view["open_hands"]


def test_bid_in_farg_with_hjarter_as_hogsta_farg():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'Om hjärter är högsta färg
    och ett bud som avgivits i färg blir slutbud, får spelföraren därför bara
    välja hjärter eller ruter som trumf.' and 'Ett bud i färg bjuds i sin tur över
    av samma bud i högsta färg. Budgivaren måste då välja högsta färg till trumf';
    vira-sa-spelar-du-vira.txt, Budgivning: 'Ett bud i färg betyder att trumfen
    måste bli färg eller högsta färg, och ett bud i högsta färg att trumfen måste
    bli högsta färg.'"""
    state = run(deal_state(bottom="H9"), ["bid 8-spel färg", "pass", "pass"])
    assert state.view(0)["hogsta_farg"] == "H" and state.legal_actions() == ["trump D", "trump H"]
    state = run(deal_state(bottom="H9"), ["bid solo-8 högsta-färg", "pass", "pass"])
    assert state.legal_actions() == ["trump H"]


def test_hogsta_farg_is_not_trump():
    """vira-stockholms-wirasallskap.txt, Färgernas rangordning: 'Färgen på det
    synliga bottenkortet i den uppochnervända kortleken bestämmer högsta färg i
    pågående giv. Detta skall inte förväxlas med trumf, vilket bestäms senare.'
    and 'Denna tillfälliga rangordning mellan färgerna kommer till användning i
    budgivningen och vid betalningen av spelet.' Spader is högsta färg; the
    declarer of a free-trump game makes hjärter, an ofärg, trump."""
    state = run(deal_state(bottom="S2"), ["bid 7-spel", "pass", "pass"])
    assert state.view(0)["contract"]["trump"] is None
    state = run(state, ["trump H", "buy", "play", "buy", "buy"])
    assert state.view(1)["contract"]["trump"] == "H" and state.view(1)["hogsta_farg"] == "S"
    assert state.suit_class(state.trump) == "ofärg"


def test_the_four_steps_of_a_deal():
    """vira-sa-spelar-du-vira.txt, Så spelar du Vira: 'Efter utdelningen i Vira
    följer fyra steg, budgivning, köp, stickspel och betalning.';
    vira-stockholms-wirasallskap.txt, Budgivningen: 'När korten delats ut och
    högsta färg bestämts börjar budgivningen'; Köp och val av trumf: 'När
    budgivningen avslutats och en spelförare utsetts, får spelarna utbyta kort
    med talongen.'"""
    state = deal_state()
    seen = [state.view(0)["phase"]]
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])
        if state.view(0)["phase"] != seen[-1]:
            seen.append(state.view(0)["phase"])
    assert seen == ["bidding", "buying", "play", "done"]
    assert state.view(0)["result"]["lines"]                               # betalning


def test_glossary_terms():
    """vira-sa-spelar-du-vira.txt, Vilka termer används i Vira?: 'Spelförare,
    Vann budgivningen och spelar ensam mot två' / 'Förhand, Sitter till vänster
    om givaren, får kort och bjuder först' / 'Talong, Korten som blir över efter
    given' / 'Högsta färg, Färgen på bottenkortet i den andra leken, den färg
    som betalar mest' / 'Färg, Den andra färgen med samma färg på symbolerna
    (röd eller svart) som högsta färg' / 'Ofärg, De två lägst betalande
    färgerna' / 'Stick, Tre kort, ett från varje spelare' / 'Köp, Att byta kort
    mot lika många från talongen' / 'Omköp, Ett andra köp för spelföraren' /
    'Bet, ... en marker värd åtta pinnar' / 'Rund, Marker värd två pinnar' /
    'Pulla, Gemensam kassa för betar' / 'Åla, Att sätta in en bet var i pullan
    före första given'. Checked on one deal of 7-spel in hjärter and its party."""
    party = GAME.party({"players": 3, "deals": 1}, 4)
    assert party.pulla == 3                                                   # åla: one bet each
    state = party.next_deal()
    f = state.view(None)["forhand"]
    assert state.view(None)["dealer"] == (f - 1) % 3 and state.to_move() == f   # left of the dealer, bids first
    assert state.view(None)["talong_size"] == 13                              # the cards left over
    bottom = state.view(None)["bottom_card"]
    hogsta, farg = state.view(None)["hogsta_farg"], state.view(None)["farg"]
    assert hogsta == bottom[0] and {hogsta, farg} in ({"S", "C"}, {"H", "D"})  # same colour
    seven = BID_BY_KEY["7-spel"]
    assert seven.pin_value("ofärg") <= seven.pin_value("färg") <= seven.pin_value("högsta färg")
    state = run(state, ["bid 7-spel", "pass", "pass", "trump H"])
    hand = state.view(f)["hand"]
    state = run(state, [f"discard {hand[0]}", "buy"])                          # köp: one for one
    assert len(state.view(f)["hand"]) == 13 and state.view(f)["bought"][f] == 1
    state = run(state, ["omköp", f"discard {state.view(f)['hand'][0]}", "buy", "play", "buy", "buy"])
    assert state.view(f)["contract"]["omkop"] is True                         # a second buy
    assert state.view(f)["contract"]["opponents"] == [(f + 1) % 3, (f + 2) % 3]  # alone against two
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    assert len(state.view(f)["last_trick"]["cards"]) == 3                     # a trick: one card from each
    assert (PINNAR_PER_BET, PINNAR_PER_RUND) == (8, 2)
