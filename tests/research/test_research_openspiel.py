"""talong's games under OpenSpiel (talong/research/openspiel.py), checked
with OpenSpiel's own random-simulation test and over our engine interface."""
from __future__ import annotations

import dataclasses
import random

import numpy as np
import pyspiel
import pytest

from talong.core.engine import GameError
from talong.games import available_games, get_game
from talong.research import openspiel as ros
from talong.research.spec import ResearchSpec, Vocabulary, spec_for, spec_of

# (game, players): every registered game at every table size it allows
TABLES = [(name, players) for name in ros.game_names() for players in get_game(name).info.seats]


def load(name: str, players: int, number: int = 1) -> pyspiel.Game:
    return pyspiel.load_game(ros.short_name(name), {"players": players, "number": number})


def dealt(game: pyspiel.Game, seed: int) -> pyspiel.State:
    """A state after the chance nodes, with the seed bytes drawn from `seed`."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(rng.randrange(256))
    return state


def play_randomly(state: pyspiel.State, rng: random.Random, until: int | None = None) -> pyspiel.State:
    while not state.is_terminal() and (until is None or state.move_number() < until):
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_every_registered_game_has_a_research_spec():
    """Issue 13 items 3-4: every game of the registry loads in OpenSpiel and
    PettingZoo; a game whose GameInfo names no research spec fails here by
    name. Issue 8 item 1: each spec lives in its game's own package."""
    missing = [name for name in available_games() if get_game(name).info.research is None]
    assert not missing, f"give the GameInfo of {missing} a research=\"module:SPEC\" (docs/research.md)"
    for name in available_games():
        assert get_game(name).info.research.startswith(f"talong.games.{name}.")
        assert isinstance(spec_for(name), ResearchSpec)
    assert set(ros.game_names()) == set(available_games())
    assert {ros.short_name(n) for n in ros.game_names()} <= set(pyspiel.registered_names())


@pytest.mark.parametrize("name,players", TABLES)
def test_openspiel_random_simulation(name, players):
    """OpenSpiel's own random-simulation test (pyspiel.random_sim_test):
    legal actions, returns within the utility bounds, the game length
    within max_game_length, strings and tensors of every player at every
    state, clones, through whole deals."""
    pyspiel.random_sim_test(load(name, players), num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("name", ros.game_names())
def test_vocabulary_holds_every_legal_action(name):
    """The fixed vocabulary (the game's ResearchSpec) has an id for every action the engine
    lists as legal, over random deals played out; ids and strings map both
    ways."""
    game = get_game(name)
    vocabulary = Vocabulary(game)
    rng = random.Random(7)
    for players in game.info.seats:
        for _ in range(4):
            state = game.deal({"players": players}, seed=rng.getrandbits(63))
            while not state.is_terminal():
                legal = state.legal_actions()
                for action in legal:
                    assert vocabulary.action(vocabulary.id_of(action)) == action
                state = state.apply(rng.choice(legal))


def test_a_game_without_a_research_spec_is_refused_by_name():
    """A game whose GameInfo names no spec, or names something else, is
    refused with what to add rather than failing somewhere inside a framework."""
    game = get_game("schafkopf")
    bare = type("Bare", (), {"info": dataclasses.replace(game.info, name="bare", research=None)})()
    with pytest.raises(GameError, match="no action vocabulary for 'bare'.*research="):
        spec_of(bare)
    wrong = type("Wrong", (), {"info": dataclasses.replace(game.info, research="talong.games:get_game")})()
    with pytest.raises(GameError, match="is not a ResearchSpec"):
        spec_of(wrong)


def test_an_action_outside_the_vocabulary_is_refused():
    vocabulary = Vocabulary(get_game("schafkopf"))
    with pytest.raises(GameError, match="not in the research vocabulary"):
        vocabulary.id_of("bid grand")
    with pytest.raises(GameError, match="outside the vocabulary"):
        vocabulary.action(len(vocabulary))


@pytest.mark.parametrize("name,players", TABLES)
def test_returns_are_the_engines_result_in_the_games_unit(name, players):
    """returns() at the end of a deal are State.result()["returns"] (Vira:
    pinnar with betar at 8; Schafkopf: points; bridge: the Law 77 score,
    + for N-S, - for E-W), and 0 for everyone before the end."""
    game = load(name, players)
    for seed in range(3):
        state = dealt(game, seed)
        assert state.returns() == [0.0] * players
        play_randomly(state, random.Random(seed))
        expected = [float(r) for r in state.talong_state.result()["returns"]]
        assert state.returns() == expected
        if spec_for(name).zero_sum:
            assert sum(expected) == 0


@pytest.mark.parametrize("name", ros.game_names())
def test_the_same_seed_bytes_give_the_same_deal(name):
    """The chance nodes draw the seed of Game.deal: equal bytes, equal deal;
    the deal record is the engine's own."""
    game = load(name, min(get_game(name).info.seats))
    a, b, c = dealt(game, 1), dealt(game, 1), dealt(game, 2)
    assert a.talong_state.deal_record() == b.talong_state.deal_record()
    assert a.talong_state.deal_record() != c.talong_state.deal_record()
    first = game.new_initial_state()
    assert first.is_chance_node() and len(first.chance_outcomes()) == 256


def has_resample(name: str) -> bool:
    return getattr(type(get_game(name)), "resample", None) is not None


def _swap_hidden_cards(record: dict, own: list[str]) -> dict:
    """The deal record with the first cards of two hands other than the
    seat's `own` exchanged: a deal that the seat cannot tell from this one."""
    hands = {k: list(v) for k, v in record["hands"].items()}
    a, b = [k for k in hands if set(hands[k]) != set(own)][:2]
    hands[a][0], hands[b][0] = hands[b][0], hands[a][0]
    return {**record, "hands": hands}


def _indistinguishable(name: str, state: pyspiel.State, seat: int):
    """A talong state at the same point whose hidden cards differ but which
    `seat` cannot tell apart: from Game.resample when the game has it, else
    by exchanging two cards between other hands of the deal record."""
    game, talong = get_game(name), state.talong_state
    if has_resample(name):
        rng = random.Random(0)
        for _ in range(20):
            other = game.resample(talong.view(seat), rng)
            if other.deal_record() != talong.deal_record():
                return other
    record = talong.deal_record()
    assert "hands" in record, f"{name}: no Game.resample and no hands in the deal record to exchange"
    return game.deal(ros.setup_of(state.get_game()).options(),
                     deal=_swap_hidden_cards(record, talong.view(seat)["hand"]))


@pytest.mark.parametrize("name", ros.game_names())
def test_strings_and_tensors_hold_no_hidden_card(name):
    """Hidden information never leaves a seat's view (SPEC.md; issue 13:
    tensors and strings from the seat's view only): a deal that differs in
    cards the seat cannot see changes none of its strings or tensors, while
    a seat that holds those cards does see a change."""
    game = load(name, min(get_game(name).info.seats))
    state, rng = dealt(game, 3), random.Random(3)
    while not state.talong_state.view(state.current_player())["hand"]:   # a game that deals in play
        state.apply_action(rng.choice(state.legal_actions()))
    seat = state.current_player()
    other = state.clone()
    other._node = ros._Node(_indistinguishable(name, state, seat), None, None)
    assert other.talong_state.deal_record() != state.talong_state.deal_record()
    # the information state from this point on: a history that starts here for both
    state._node = ros._Node(state.talong_state, None, None)
    assert state.information_state_string(seat) == other.information_state_string(seat)
    assert state.observation_string(seat) == other.observation_string(seat)
    assert np.array_equal(state.information_state_tensor(seat), other.information_state_tensor(seat))
    assert np.array_equal(state.observation_tensor(seat), other.observation_tensor(seat))
    assert any(state.observation_tensor(p) != other.observation_tensor(p)
               for p in range(game.num_players()) if p != seat)


@pytest.mark.parametrize("name", ros.game_names())
def test_information_state_is_the_history_of_the_seats_views(name):
    """The information-state string is the seat's view changes in order:
    it grows with every change the seat sees, its last line's keys are the
    current view's, and a clone carries the same history."""
    game = load(name, min(get_game(name).info.seats))
    state = play_randomly(dealt(game, 4), random.Random(4), until=20)
    seat = state.current_player() if not state.is_terminal() else 0
    lines = state.information_state_string(seat).split("\n")
    assert len(lines) > 1
    assert state.clone().information_state_string(seat) == state.information_state_string(seat)
    before = state.information_state_string(seat)
    play_randomly(state, random.Random(5), until=state.move_number() + 4)
    assert state.information_state_string(seat).startswith(before)


@pytest.mark.parametrize("name", ros.game_names())
def test_resample_from_infostate_keeps_the_seats_information(name):
    """resample_from_infostate delegates to Game.resample(view, rng): the
    sampled state has the same information state and legal actions for the
    seat to move (OpenSpiel's ResampleFromInfostate)."""
    if not has_resample(name):
        pytest.skip(f"{name} has no Game.resample yet (contract C3, another branch)")
    game = load(name, min(get_game(name).info.seats))
    state = play_randomly(dealt(game, 6), random.Random(6), until=12)
    seat = state.current_player()
    sampled = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sampled.information_state_string(seat) == state.information_state_string(seat)
    assert sampled.legal_actions() == state.legal_actions()
    play_randomly(sampled, random.Random(1))
    assert sampled.is_terminal()


def test_a_table_size_the_game_does_not_allow_is_refused():
    """Schafkopf is played by four (schafkopf-cardavia.txt 2. Upplägg)."""
    with pytest.raises(GameError, match="played by 4, not 3"):
        load("schafkopf", 3)
