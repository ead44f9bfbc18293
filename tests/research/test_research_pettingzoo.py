"""talong's games as PettingZoo AEC environments (talong/research/pettingzoo.py),
checked with PettingZoo's own api_test."""
from __future__ import annotations

import random

import numpy as np
import pytest
from pettingzoo.test import api_test

# api_test's advice to use a flat Box, for our Dict of observation and action mask
pytestmark = pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be",
                                        "ignore:Observation is not a NumPy array")

from talong.core.engine import IllegalAction
from talong.games import get_game
from talong.research.openspiel import game_names
from talong.research.pettingzoo import env

TABLES = [(name, players) for name in game_names() for players in get_game(name).info.seats]


@pytest.mark.parametrize("name,players", TABLES)
def test_pettingzoo_api_test(name, players):
    """PettingZoo's api_test: spaces, observations within them, the AEC
    agent loop, action masks, terminations and rewards."""
    api_test(env(name, players=players), num_cycles=300, verbose_progress=False)


@pytest.mark.parametrize("name,players", TABLES)
def test_masked_random_play_ends_with_the_engines_returns(name, players):
    """Playing only masked actions finishes the deal; the rewards are
    State.result()["returns"] in the game's own unit, and only the seat to
    move has a non-empty mask."""
    e = env(name, players=players)
    e.reset(seed=11)
    rng = random.Random(11)
    final = {}
    for agent in e.agent_iter():
        observation, reward, terminated, truncated, _ = e.last()
        if terminated or truncated:
            final[agent] = reward
            e.step(None)
            continue
        for other in e.agents:
            assert observation is not None
            assert e.observe(other)["action_mask"].any() == (other == agent)
        e.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
    assert e.state.is_terminal()
    returns = e.state.result()["returns"]
    assert [final[f"seat_{s}"] for s in range(players)] == [float(r) for r in returns]


def test_reset_with_a_seed_gives_the_same_deal():
    a, b = env("bridge"), env("bridge")
    a.reset(seed=5)
    b.reset(seed=5)
    assert a.state.deal_record() == b.state.deal_record()
    b.reset(seed=6)
    assert a.state.deal_record() != b.state.deal_record()


def test_an_action_that_is_not_legal_is_refused_and_changes_nothing():
    """A masked-out id is refused by the engine, naming the rule (Law 41A:
    no card during the auction), and the deal is unchanged."""
    e = env("bridge")
    e.reset(seed=1)
    before = e.state
    with pytest.raises(IllegalAction, match="Law"):
        e.step(e.vocabulary.id_of("play SA"))
    assert e.state is before


def test_render_is_the_spectators_view():
    """render() shows what a spectator may see: no card of any hand
    (hidden information never leaves the server but through a seat's view)."""
    e = env("schafkopf", render_mode="ansi")
    e.reset(seed=2)
    text = e.render()
    assert '"hand":[]' in text
    dealt = [card for hand in e.state.deal_record()["hands"].values() for card in hand]
    assert not [card for card in dealt if f'"{card}"' in text]
