"""What each seat sees, the deal and its record: rules/vira-stockholms-wirasallskap.txt
"Bordsplacering", "Giv", "Färgernas rangordning", "Att spela eller att lägga
handen"; rules/vira-sa-spelar-du-vira.txt "Platser och giv", "Högsta färg, färg
och ofärg"; SPEC.md "Every game" (hidden information)."""
import json
import random

import pytest

from talong.core.cards import FRENCH_52
from talong.core.engine import RecordError
from talong.games.vira import GAME
from talong.games.vira.scenario import deal_state, make_deal, run


def test_seats_roles_three_players():
    """vira-stockholms-wirasallskap.txt, Bordsplacering: 'Spelaren till vänster om
    förhand kallas för mellanhand och spelaren till höger om honom för efterhand.
    Det är alltid efterhand som ger, och han kallas därför också för givare eller
    giv.' (vira-sa-spelar-du-vira.txt, Platser och giv)"""
    view = deal_state(forhand=1).view(None)
    assert view["roles"] == {0: "efterhand", 1: "förhand", 2: "mellanhand"}
    assert view["dealer"] == 0 and view["forhand"] == 1 and view["to_move"] == 1


def test_seats_roles_four_players_the_one_right_of_the_dealer_sits_out():
    """vira-stockholms-wirasallskap.txt, Bordsplacering: 'Vid spel på fyra står
    spelaren till höger om givaren över den omgång som spelas.'; Spelare och
    tillbehör: 'I varje enskild omgång eller giv deltar dock bara tre aktiva spelare'."""
    state = deal_state(players=4, forhand=0)
    view = state.view(2)
    assert view["roles"] == {0: "förhand", 1: "mellanhand", 2: "sitter", 3: "efterhand"}
    assert view["dealer"] == 3 and view["hand"] == [] and 2 not in view["hand_sizes"]
    assert set(state.deal_record()["hands"]) == {0, 1, 3}


@pytest.mark.parametrize("bottom,hogsta,farg,ofarg", [("S7", "S", "C", ["D", "H"]), ("C2", "C", "S", ["D", "H"]),
                                                      ("HK", "H", "D", ["C", "S"]), ("DA", "D", "H", ["C", "S"])])
def test_bottom_card_sets_hogsta_farg_farg_and_ofarg(bottom, hogsta, farg, ofarg):
    """vira-stockholms-wirasallskap.txt, Giv: 'När den blandats färdigt lägger
    spelaren som blandade kortleken till höger om sig, uppochner och med
    bottenkortet synligt' (the bottom card is public); Färgernas rangordning: 'Färgen på det
    synliga bottenkortet i den uppochnervända kortleken bestämmer högsta färg i
    pågående giv ... Om någon av de svarta färgerna, spader eller klöver, blir
    högsta färg, kallas den andra svarta färgen för färg ... och de båda röda
    färgerna för ofärger. Om en röd färg blir högsta färg, kallas den andra röda
    färgen färg och de svarta färgerna ofärger.' (vira-sa-spelar-du-vira.txt: 'Är
    spader högsta färg blir klöver färg och hjärter och ruter ofärg.')"""
    view = deal_state(bottom=bottom).view(0)
    assert (view["bottom_card"], view["hogsta_farg"], view["farg"], view["ofarg"]) == (bottom, hogsta, farg, ofarg)


def test_shuffled_deal_gives_4_then_3_3_3_from_forhand_and_13_to_the_talong():
    """vira-stockholms-wirasallskap.txt, Giv: 'Korten delas sedan ut medsols med
    början hos förhand, först ett varv med fyra kort till varje spelare och
    därefter tre varv med tre kort tills alla spelare fått tretton kort var. De
    resterande tretton korten bildar talongen'; Spelare och tillbehör: 'Utöver
    spelkamrater behöver man två vanliga kortlekar med femtiotvå kort vardera'
    (the bottom card comes from the second pack); vira-sa-spelar-du-vira.txt,
    Platser och giv: 'Vira spelas med två vanliga kortlekar om 52 kort.'"""
    state = GAME.deal({"players": 4, "forhand": 2}, seed=99)
    rng = random.Random(99)
    pack = [FRENCH_52.name_of(c) for c in FRENCH_52.shuffled(rng)]
    record = state.deal_record()
    order = (2, 3, 1)              # förhand, mellanhand, efterhand (seat 0 sits out)
    expected = {s: [] for s in order}
    i = 0
    for size in (4, 3, 3, 3):
        for s in order:
            expected[s] += pack[i:i + size]
            i += size
    assert {s: sorted(h) for s, h in record["hands"].items()} == {s: sorted(h) for s, h in expected.items()}
    assert record["talong"] == pack[39:]
    assert record["bottom_card"] == FRENCH_52.name_of(rng.randrange(52))   # the second pack


def test_deal_record_rebuilds_the_same_deal():
    """SPEC.md, Every game: 'A deal is fully reproducible from its record'."""
    state = GAME.deal({"players": 3, "forhand": 1, "number": 4}, seed=5)
    record = json.loads(json.dumps(state.deal_record()))           # JSON turns seat keys into strings
    again = GAME.deal({"players": 3, "forhand": 1}, deal=record)
    assert again.deal_record() == state.deal_record()
    assert again.view(1) | {"number": 4} == state.view(1)


@pytest.mark.parametrize("change,message", [
    (lambda d: d["hands"][0].__setitem__(0, d["talong"][0]), "dealt twice"),
    (lambda d: d["hands"][1].pop(), "exactly 13"),
    (lambda d: d["talong"].pop(), "talong must hold exactly 13"),
    (lambda d: d["hands"][2].__setitem__(0, "X9"), "not a card"),
    (lambda d: d.__setitem__("players", 5), "3 or 4 players"),
    (lambda d: d.__setitem__("bottom_card", "S1"), "not a card"),
])
def test_explicit_deal_is_validated(change, message):
    """vira-stockholms-wirasallskap.txt, Giv: 'tills alla spelare fått tretton
    kort var. De resterande tretton korten bildar talongen' (52 cards, 13 to each
    of the three active players and 13 to the talong); a malformed deal is a
    RecordError."""
    record = make_deal()
    change(record)
    with pytest.raises(RecordError, match=message):
        GAME.deal({}, deal=record)


def test_sitter_may_not_be_dealt_a_hand():
    """vira-stockholms-wirasallskap.txt, Bordsplacering: 'Vid spel på fyra står
    spelaren till höger om givaren över'."""
    record = make_deal(players=4, forhand=0)
    record["hands"][2] = record["hands"].pop(1)
    with pytest.raises(RecordError, match="not active"):
        GAME.deal({"players": 4}, deal=record)


def test_view_holds_own_hand_only_never_the_talong():
    """SPEC.md, Every game: 'A player ... sees only what that seat may see at that
    moment: its own cards and what has been shown openly.'"""
    state = deal_state()
    talong = set(state.deal_record()["talong"])
    for seat in range(3):
        view = state.view(seat)
        text = json.dumps({k: v for k, v in view.items() if k != "bottom_card"})
        own = set(state.deal_record()["hands"][seat])
        assert set(view["hand"]) == own and view["hand"] == sorted(view["hand"], key=FRENCH_52.parse)
        for other in range(3):
            if other != seat:
                assert not any(f'"{c}"' in text for c in state.deal_record()["hands"][other])
        assert not any(f'"{c}"' in text for c in talong)
    assert state.view(None)["hand"] == []


def test_own_discards_are_visible_to_their_owner_only():
    """vira-stockholms-wirasallskap.txt, Att spela eller att lägga handen: 'Det är
    tillåtet för både spelföraren och motspelarna att titta på sina egna kastkort
    medan de överväger sina handlingsalternativ.'"""
    state = run(deal_state(), ["bid begär", "pass", "pass", "trump S", "discard C2", "buy", "play",
                               "discard " + deal_state().deal_record()["hands"][1][0], "buy"])
    assert state.view(0)["discards"] == ["C2"]
    assert "C2" not in json.dumps(state.view(1)) and "C2" not in json.dumps(state.view(2))
    assert state.view(1)["discards"] == [deal_state().deal_record()["hands"][1][0]]
    assert state.view(0)["bought"] == {0: 1, 1: 1, 2: 0}


def test_turned_up_cards_are_public():
    """vira-stockholms-wirasallskap.txt, Vingel: 'Spelföraren slår upp de två
    översta korten från talongen' — turned face up for all to see."""
    state = run(deal_state(talong="HA D5"), ["bid vingel-6", "pass", "pass"])
    for seat in (None, 0, 1, 2):
        assert state.view(seat)["turned_up"] == ["HA", "D5"]


def test_view_contract_trick_and_tricks():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: the cards played to a
    trick are seen by all; the contract is public."""
    state = run(deal_state(), ["bid begär", "pass", "pass", "trump S", "buy", "play", "buy", "buy", "play C2"])
    view = state.view(2)
    assert view["phase"] == "play" and view["trick"] == [{"seat": 0, "card": "C2"}]
    assert view["contract"]["bid"] == "begär" and view["contract"]["trump"] == "S"
    assert view["contract"]["low"] is None and view["tricks"] == {0: 0, 1: 0, 2: 0}
    state = state.apply(state.legal_actions()[0])
    state = state.apply(state.legal_actions()[0])
    view = state.view(0)
    assert view["trick"] == [] and len(view["last_trick"]["cards"]) == 3 and len(view["tricks_played"]) == 1


def test_view_is_pure_and_json_ready():
    """docs/architecture.md: 'view(seat) is JSON-ready'; a view does not change the state."""
    state = deal_state()
    first = json.dumps(state.view(0), sort_keys=True)
    state.view(1)
    assert json.dumps(state.view(0), sort_keys=True) == first


def test_finished_deal_view_has_the_result():
    """SPEC.md, Every game: 'A finished deal shows its settlement line by line'."""
    state = run(deal_state(), ["bid begär", "pass", "pass", "trump S", "buy", "lay"])
    view = state.view(1)
    assert view["phase"] == "done" and view["to_move"] is None
    assert view["result"]["outcome"] == "bet" and view["result"]["lines"]


def test_describe_in_swedish_and_english():
    """SPEC.md: 'Game terms stay in the game's own language in both UI languages'."""
    state = deal_state()
    assert state.describe("bid 7-spel högsta-färg", "sv") == "bjuder 7-spel i högsta färg"
    assert state.describe("bid 7-spel högsta-färg", "en") == "bids 7-spel i högsta färg"
    assert state.describe("bid gask", "en") == "bids gask (counts as Gask på 0)"
    state = run(state, ["bid begär", "pass", "pass"])
    assert state.describe("trump H", "sv") == "väljer hjärter som trumf"
    assert state.describe("trump H", "en") == "chooses hearts as trump"
    assert state.describe("discard SA", "sv") == "lägger bort spader ess"
    assert state.describe("play DT", "en") == "plays ten of diamonds"
    assert state.describe("lay", "sv") == "lägger handen"
    assert state.describe("omköp", "en") == "makes an omköp (second buy)"


def test_history_shows_every_action_but_another_seats_put_away_cards():
    """vira-stockholms-wirasallskap.txt, Att spela eller att lägga handen: each
    player may look at 'sina egna kastkort' - his own discards only. The
    history of the deal (issue 8, contract C3) shows every action in order;
    another seat's "discard"/"keep" shows as the bare verb, the owner's with
    its card; the own dealt cards are the owner's alone."""
    first = deal_state().deal_record()["hands"][1][0]
    state = run(deal_state(), ["bid begär", "pass", "pass", "trump S", "discard C2", "buy", "play",
                               "discard " + first, "buy"])
    actions = [(0, "bid begär"), (1, "pass"), (2, "pass"), (0, "trump S"), (0, "discard C2"), (0, "buy"),
               (0, "play"), (1, "discard " + first), (1, "buy")]
    seen = {0: [a if (s, a) != (1, "discard " + first) else "discard" for s, a in actions],
            1: [a if (s, a) != (0, "discard C2") else "discard" for s, a in actions],
            2: [a.split()[0] if a.startswith("discard") else a for _, a in actions]}
    for seat, shown in seen.items():
        view = state.view(seat)
        assert [(e["seat"], e["action"]) for e in view["history"]] == [(s, a) for (s, _), a in zip(actions, shown)]
        assert set(view["dealt"]) == set(deal_state().deal_record()["hands"][seat])
    assert state.view(None)["dealt"] == [] and "C2" not in json.dumps(state.view(None))


def test_tricks_played_name_who_played_each_card_and_who_won():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Den som vinner ett stick
    spelar ut till nästa': every finished trick stays in every view, in order,
    with who played each card and who won it (contract C3)."""
    state = run(deal_state(), ["bid begär", "pass", "pass", "trump S", "buy", "play", "buy", "buy"])
    played = []
    while not state.is_terminal() and len(played) < 12:
        seat, action = state.to_move(), state.legal_actions()[0]
        played.append([seat, action.split()[1]])
        state = state.apply(action)
    for seat in (None, 0, 1, 2):
        tricks = state.view(seat)["tricks_played"]
        assert [c for t in tricks for c in t["cards"]] == played
        for before, after in zip(tricks, tricks[1:]):
            assert after["leader"] == before["winner"] == after["cards"][0][0]
