"""Invariants every game keeps, driven through the shared engine interface
(docs/architecture.md): self-play records replay to the same outcome, a
tampered record is refused with the action's index and the rule, and a
refused action leaves the state as it was."""
import copy
import json
import random

import pytest

from talong.ai import RandomPlayer
from talong.core import records
from talong.core.engine import IllegalAction, RecordError
from talong.games import available_games, get_game
from talong.runner import replay, self_play

GAMES = available_games()
TABLES = {"vira": [{"players": 3, "deals": 3}, {"players": 4, "deals": 4}],
          "schafkopf": [{"players": 4, "deals": 4}],
          "bridge": [{"players": 4, "deals": 4}],
          "koenigrufen": [{"players": 4, "rounds": 1}]}


def _party(game, options, seed):
    players = [RandomPlayer(seed * 10 + s) for s in range(options["players"])]
    lines = list(self_play(game, options, seed, players))
    return lines[:-1], lines[-1]["record"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_self_play_record_replays_to_the_same_outcome(game, seed):
    """SPEC.md, Every game: 'A deal is fully reproducible from its record:
    the explicit deal (or a seed) plus the list of actions.'"""
    for options in TABLES[game]:
        lines, record = _party(game, options, seed)
        again = replay(records.load(records.dumps(record)))
        assert [d["returns"] for d in again["deals"]] == [line["returns"] for line in lines]
        assert json.loads(json.dumps(again))  # the outcome is plain JSON


@pytest.mark.parametrize("game", GAMES)
def test_record_with_an_illegal_action_is_refused_with_index_and_rule(game):
    """SPEC.md, Every game: 'Illegal input ... gets a clear error naming the
    rule, and changes nothing'; issue: 'A record with an illegal action is
    rejected with the action's index and the rule.'"""
    _, record = _party(game, TABLES[game][0], 7)
    tampered = copy.deepcopy(record)
    actions = tampered["deals"][0]["actions"]
    index = len(actions) - 1
    actions[index] = {**actions[index], "action": "play XX"}
    with pytest.raises(RecordError, match=f"action {index}"):
        replay(tampered)
    out_of_turn = copy.deepcopy(record)
    first = out_of_turn["deals"][0]["actions"][0]
    out_of_turn["deals"][0]["actions"][0] = {**first, "seat": (first["seat"] + 1) % 4 if game != "vira" else
                                             (first["seat"] + 1) % TABLES[game][0]["players"]}
    with pytest.raises(RecordError, match="action 0"):
        replay(out_of_turn)


@pytest.mark.parametrize("game", GAMES)
def test_refused_action_changes_nothing(game):
    """SPEC.md, Every game: an illegal action 'changes nothing'."""
    rng = random.Random(5)
    state = get_game(game).deal({"players": TABLES[game][0]["players"]}, seed=11)
    while not state.is_terminal():
        seat = state.to_move()
        before = json.dumps(state.view(seat), sort_keys=True)
        legal = state.legal_actions()
        with pytest.raises(IllegalAction):
            state.apply("no such action")
        assert json.dumps(state.view(seat), sort_keys=True) == before
        assert state.legal_actions() == legal
        state = state.apply(rng.choice(legal))
