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
    (lambda acts: acts.__setitem__(2, {**acts[2], "seat": (acts[2]["seat"] + 1) % 3}), "action 2", "turen går medsols"),
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
