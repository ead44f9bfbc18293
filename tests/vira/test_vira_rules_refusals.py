"""Refusals: every illegal action names the rule it breaks (rule text file and
section) and changes nothing; a malformed Vira record is refused with the
deal, the action index and the rule. SPEC.md, Every game: 'Illegal input (a
card not held, an action out of turn, a bid that is too low, a malformed
request) gets a clear error naming the rule, and changes nothing.'"""
import copy
import json
import random
import re

import pytest

from talong.ai import RandomPlayer
from talong.core.engine import IllegalAction, RecordError
from talong.games.vira import GAME
from talong.games.vira.deal import CARD, NAMES as GAME_NAMES
from talong.runner import replay, self_play

# "<rule text file>, <section>: ..." (SPEC.md for its decisions)
CITATION = re.compile(r"^(vira-stockholms-wirasallskap\.txt|vira-sa-spelar-du-vira\.txt|SPEC\.md), \S")
BAD = ["play SA", "play ZZ", "play", "bid gök", "bid", "bid 7-spel foo", "bid turné-6 färg", "bid högre-gask",
       "discard C2", "discard ZZ", "keep H7", "keep", "buy", "lay", "omköp", "trump X", "trump", "pass",
       "level gask-5", "level", "high", "low", "aces-as-ones", "hello", "", None, 7]


def snapshot(state):
    return json.dumps([state.view(s) for s in [None, *range(state.num_seats)]] + [state.legal_actions()],
                      sort_keys=True, default=str)


def test_every_refusal_names_the_rule_text_and_changes_nothing():
    """SPEC.md, Every game (above), over every step of random deals of three
    and four players: each refused action raises IllegalAction whose rule cites
    a rule text's section, the message carries it, and no seat's view nor the
    legal actions change."""
    steps = set()
    for seed in range(60):
        rng = random.Random(seed)
        players = 3 + seed % 2
        state = GAME.deal({"players": players, "forhand": seed % players}, seed=seed)
        while True:
            before = snapshot(state)
            legal = state.legal_actions()
            for action in BAD:
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as err:
                    state.apply(action)
                assert CITATION.match(err.value.rule), (state.phase, action, err.value.rule)
                assert err.value.rule in str(err.value)
            assert snapshot(state) == before
            steps.add(state.phase)
            if state.is_terminal():
                break
            bidding_pass = state.phase == "bidding" and "pass" in legal and rng.random() < 0.8
            state = state.apply("pass" if bidding_pass else rng.choice(legal))
    assert {"bidding", "buy", "opp", "trump", "decide", "play", "done"} <= steps


def record(players=3, seed=5):
    lines = list(self_play("vira", {"players": players, "deals": 2}, seed, [RandomPlayer(s) for s in range(players)]))
    return lines[-1]["record"]


def test_record_replays_and_a_bad_action_is_refused_with_its_index():
    """SPEC.md, Every game: 'A deal is fully reproducible from its record' and
    illegal input names the rule; docs/records.md: a record with an illegal
    action is rejected with the action's index and the rule it breaks."""
    good = record()
    assert replay(copy.deepcopy(good))["final"] == good["final"]
    bad = copy.deepcopy(good)
    actions = bad["deals"][1]["actions"]
    index = next(i for i, a in enumerate(actions) if a["action"].startswith("play "))
    held = actions[index]["action"]
    actions[index]["action"] = "play " + next(c for c in ("SA", "HA", "DA", "CA") if c != held[5:])
    with pytest.raises(RecordError) as err:
        replay(bad)
    assert f"deal 2: action {index}" in str(err.value)
    assert "Spelet av korten" in err.value.rule


@pytest.mark.parametrize("change,message,rule", [
    (lambda acts: acts.__setitem__(0, {"seat": acts[0]["seat"], "action": "pass"}), "action 0", "passa"),
    (lambda acts: acts.__setitem__(1, "bid begär"), "action 1: expected", ""),
    (lambda acts: acts.__setitem__(2, {**acts[2], "seat": (acts[2]["seat"] + 1) % 3}), "action 2", "wirasallskap.txt"),
    (lambda acts: acts.__setitem__(0, {**acts[0], "action": "bid 10-spel"}), "action 0", "fyrtio olika spel"),
])
def test_malformed_record_names_the_action_index(change, message, rule):
    """A malformed action entry, an action out of turn or an illegal action in
    a Vira record: RecordError with 'deal N: action i' and the rule (förhand may
    not open with pass: vira-stockholms-wirasallskap.txt, Budgivningen)."""
    bad = record()
    change(bad["deals"][0]["actions"])
    with pytest.raises(RecordError) as err:
        replay(bad)
    assert f"deal 1: {message}" in str(err.value) and rule in err.value.rule


def test_malformed_deal_in_a_record_is_refused():
    """vira-stockholms-wirasallskap.txt, Giv: 13 cards to each active player and
    13 to the talong; a record whose deal breaks it is refused naming the deal."""
    bad = record()
    bad["deals"][0]["deal"]["talong"].pop()
    with pytest.raises(RecordError) as err:
        replay(bad)
    assert "deal 1:" in str(err.value) and "tretton korten bildar talongen" in err.value.rule


# --- out of turn: each case quotes its own sentence (issue 8 item 8) -----------
def _first(legal):
    """The first of buy / play, else the first legal action (a quick way on)."""
    return next((a for a in ("buy", "play") if a in legal), legal[0])


def _to_phase(state, phase, choose=_first):
    while state.phase != phase:
        state = state.apply(choose(state.legal_actions()))
    return state


def _out_of_turn(state, seat, action):
    """Replaying `action` by `seat` as a record would: RecordError naming the rule."""
    from talong.core.records import replay_actions
    with pytest.raises(RecordError) as err:
        replay_actions(state, [{"seat": seat, "action": action}])
    assert "action 0" in str(err.value) and str(err.value).count(err.value.rule) == 1
    return err.value


def test_a_passed_player_may_not_bid_again():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'En spelare som passat
    får inte ge sig in i budgivningen igen.'"""
    state = GAME.deal({"players": 3, "forhand": 0}, seed=3).apply("bid begär").apply("pass").apply("bid 7-spel")
    err = _out_of_turn(state, 1, "bid 8-spel")
    assert "En spelare som passat får inte ge sig in i budgivningen igen" in err.rule
    assert "Seat 2 has passed" in str(err)     # seat 1 of the engine, numbered from 1 for players


def test_the_player_who_sits_out_may_not_bid():
    """vira-stockholms-wirasallskap.txt, Spelare och tillbehör: 'Vid spel på
    fyra står spelaren till höger om givaren över den omgång som spelas.'"""
    state = GAME.deal({"players": 4, "forhand": 0}, seed=3)
    sitter = next(int(s) for s, role in state.view(None)["roles"].items() if role == "sitter")
    err = _out_of_turn(state, sitter, "bid begär")
    assert "står spelaren till höger om givaren över" in err.rule


def test_bidding_out_of_turn_cites_the_turn_of_the_bidding():
    """vira-stockholms-wirasallskap.txt, Budgivningen: 'Budgivningen inleds av
    förhand, och turen att bjuda fortsätter sedan medsols runt bordet.'"""
    err = _out_of_turn(GAME.deal({"players": 3, "forhand": 0}, seed=3), 1, "bid begär")
    assert "Budgivningen inleds av förhand" in err.rule


def test_buying_out_of_order_cites_the_order_of_the_buys():
    """vira-stockholms-wirasallskap.txt, Köpspel: 'Först köper spelaren till
    vänster om spelföraren och sist köper den kvarvarande spelaren'; the
    declarer buys first ('I köpspel börjar alltid spelföraren att köpa')."""
    state = GAME.deal({"players": 3, "forhand": 0}, seed=3).apply("bid begär").apply("pass").apply("pass")
    state = _to_phase(state, "buy")
    assert "I köpspel börjar alltid spelföraren att köpa" in _out_of_turn(state, 1, "buy").rule
    state = _to_phase(state, "opp")
    assert state.to_move() == 1   # left of the declarer (seat 0)
    err = _out_of_turn(state, 2, "buy")
    assert "Först köper spelaren till vänster om spelföraren" in err.rule


def test_leading_out_of_turn_cites_who_leads():
    """vira-stockholms-wirasallskap.txt, Spelet av korten: 'Det är alltid
    förhand som spelar ut till första sticket.' and 'Den som vinner ett stick
    spelar ut till nästa.'"""
    state = GAME.deal({"players": 3, "forhand": 0}, seed=3).apply("bid begär").apply("pass").apply("pass")
    state = _to_phase(state, "play")
    other = next(s for s in (0, 1, 2) if s != state.to_move())
    card = state.view(other)["hand"][0]
    assert "Det är alltid förhand som spelar ut till första sticket" in _out_of_turn(state, other, f"play {card}").rule
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    other = next(s for s in (0, 1, 2) if s != state.to_move())
    card = state.view(other)["hand"][0]
    assert "Den som vinner ett stick spelar ut till nästa" in _out_of_turn(state, other, f"play {card}").rule
    state = state.apply(state.legal_actions()[0])
    other = next(s for s in (0, 1, 2) if s != state.to_move())
    card = state.view(other)["hand"][0]
    assert "varje spelare lägger i tur och ordning ett kort" in _out_of_turn(state, other, f"play {card}").rule


def test_a_plain_gask_pa_5_played_low_cites_that_gask_5_is_played_high():
    """vira-stockholms-wirasallskap.txt, Gask på 6 och 5 (played high): 'Ur
    de kort han har på handen väljer han ut de tretton lämpligaste och
    bestämmer sedan trumffärg', not the rule for a gask bid i färg."""
    state = GAME.deal({"players": 3, "forhand": 0}, seed=3).apply("bid gask-5").apply("pass").apply("pass")
    state = _to_phase(state, "trump")
    with pytest.raises(IllegalAction) as err:
        state.apply("low")
    assert "Gask på 6 och 5" in err.value.rule and "i färg" not in err.value.rule
    qualified = GAME.deal({"players": 3, "forhand": 0}, seed=3).apply("bid gask-2 färg").apply("pass").apply("pass")
    qualified = _to_phase(qualified, "trump")
    with pytest.raises(IllegalAction) as err:
        qualified.apply("low")
    assert "Gask som bjudits i färg eller högsta färg får inte spelas lågt" in err.value.rule


def test_only_a_solomisar_level_of_an_unspecified_solo_cites_the_solomisar_sentence():
    """vira-stockholms-wirasallskap.txt, Bud utan angiven nivå: 'Märk att solo
    inte får spelas som en solomisär' for a solomisär level; any other refused
    level: 'Naturligtvis måste han välja en nivå, så att spelet går över
    närmast föregående bud'."""
    state = GAME.deal({"players": 3, "forhand": 0}, seed=3).apply("bid 9-spel").apply("bid solo").apply("pass")
    state = state.apply("pass")
    assert state.phase == "level"
    with pytest.raises(IllegalAction) as err:
        state.apply("level solo-petite-misär")
    assert "Märk att solo inte får spelas som en solomisär" in err.value.rule
    for level in ("level solo-6", "level 7-spel", "level nonsense"):
        with pytest.raises(IllegalAction) as err:
            state.apply(level)
        assert "Naturligtvis måste han välja en nivå" in err.value.rule, level
        assert "solomisär" not in err.value.rule


# --- refusals in the player's language (issue 9) -----------------------------
SV_SUITS = {"C": "klöver", "D": "ruter", "H": "hjärter", "S": "spader"}
EN_SUITS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def _refusal(state, action):
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    return err.value


def test_refusals_read_in_swedish_and_keep_the_rule():
    """Issue 9: a Swedish player reads a refusal in Swedish, in the rule text's
    words; `str(err)` stays the English text with the rule it breaks."""
    state = GAME.deal({"players": 3, "forhand": 0}, seed=3).apply("bid 7-spel")
    err = _refusal(state, "bid begär")                                   # a bid too low
    assert err.text("sv") == "Begär (6-spel) är inte högre än det högsta budet."
    assert err.text("en") == "Begär (6-spel) is not higher than the current bid."
    assert str(err) == f"{err.text('en')} ({err.rule})" and "Varje bud måste följas av" in err.rule

    play = _to_phase(state.apply("pass").apply("pass"), "play")
    held = {name for name in GAME_NAMES if play.hands[play.mover] >> CARD[name] & 1}
    name = next(n for n in ("H7", "S7", "C7", "D7", "HK", "SK") if n not in held)
    err = _refusal(play, f"play {name}")                                 # a card not held
    assert err.text("sv") == f"Du har inte {SV_SUITS[name[0]]} {'7' if name[1] == '7' else 'kung'}."
    assert err.text("en") == f"You do not hold the {'7' if name[1] == '7' else 'king'} of {EN_SUITS[name[0]]}."
    assert "Spelet av korten" in err.rule and err.rule in str(err)


def test_an_action_of_another_step_says_what_to_do_instead():
    """Issue 9: 'discard H7' sent when the declarer decides (play, lay or
    omköp) read "'discard H7' is not an action of this step (decide): expected
    play / lay / omköp". The refusal now says in club words what cannot be done
    and what to do; the rule and the grammar's docs stay in `rule`."""
    state = GAME.deal({"players": 3, "forhand": 0}, seed=3)
    decide = state.apply("bid 7-spel").apply("pass").apply("pass").apply("trump H").apply("buy")
    assert decide.phase == "decide" and "omköp" in decide.legal_actions()
    err = _refusal(decide, "discard H7")
    assert err.text("en") == "You cannot put away cards now: choose to play, lay or buy again (omköp)."
    assert err.text("sv") == "Du kan inte lägga bort kort nu: välj att spela, lägga handen eller göra omköp."
    assert "docs/vira-actions.md" in err.rule and "docs" not in err.text("en") + err.text("sv")
    assert _refusal(decide, "play SA").text("sv").startswith("Du kan inte spela ett kort nu:")
    lay = _refusal(decide.apply("lay"), "discard H7")    # the deal is over
    assert lay.text("sv") == "Given är slut: inga fler drag."


def test_every_card_and_suit_has_a_name_in_each_language():
    """The card, suit and rank messages are built at run time (vira.refusal.suit.H...):
    each of the 52 cards renders in both catalogues, and no two cards read alike."""
    from talong.games.vira.refusals import card
    from talong.i18n import render
    for lang in ("sv", "en"):
        texts = {render(card(c), lang) for c in range(52)}
        assert len(texts) == 52 and not any("{" in t for t in texts), lang
    assert render(card(CARD["HT"]), "sv") == "hjärter tia" and render(card(CARD["SA"]), "en") == "ace of spades"
