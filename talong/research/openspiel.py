"""talong's games as OpenSpiel games: `pyspiel.load_game("talong_vira")`,
`"talong_schafkopf"`, `"talong_bridge"`, one per registered game whose
GameInfo names a research spec (talong/research/spec.py), registered when this
module is imported.

- Parameters: `players` (a table size the game allows, default the
  smallest) and `number` (the deal number: Vira's and Schafkopf's deal in
  the party, bridge's board, which sets dealer and vulnerability by Law 2).
- Chance: the deal is drawn as a 64-bit seed, one byte per chance node
  (8 nodes of 256 equally likely outcomes), then dealt by the game's own
  `Game.deal(options, seed=...)`. A chance node per card would tie this
  module to each game's way of dealing (Vira's talong and bottom card,
  bridge one card at a time, Schafkopf four at a time); the seed keeps it
  generic, and 2^64 seeds cover far more deals than any search samples.
- Actions: ids into the game's fixed vocabulary (spec.Vocabulary).
- Returns: `State.result()["returns"]`, in the game's own unit: Vira's
  pinnar with each bet counted as 8 pinnar (not zero-sum: betar go to the
  pulla), Schafkopf's points, bridge's Law 77 board score, +score for N and
  S, -score for E and W (not IMPs: a single table has nothing to compare).
- Strings and tensors from the seat's view only (encoding.py).
- `resample_from_infostate` delegates to `Game.resample(view, rng)`.
"""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyspiel

from talong.core.engine import Game, GameError, State
from talong.games import get_game

from .encoding import CARD_PLANES, VALUE_BUCKETS, Layout, canonical, view_change
from .spec import Vocabulary, research_games, spec_of

SEED_BYTES = 8
PREFIX = "talong_"


def short_name(game: str) -> str:
    return PREFIX + game


def game_type(game: Game) -> pyspiel.GameType:
    spec, info = spec_of(game), game.info
    return pyspiel.GameType(
        short_name=short_name(info.name), long_name=f"talong {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM if spec.zero_sum else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(info.seats), min_num_players=min(info.seats),
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={"players": min(info.seats), "number": 1})


@dataclass(frozen=True)
class Setup:
    """A loaded game's talong side, kept apart from the pyspiel.Game: pyspiel
    may hand a state a fresh Python wrapper of its game, without attributes."""
    talong: Game
    players: int
    number: int
    vocabulary: Vocabulary
    layout: Layout

    def options(self) -> dict[str, Any]:
        return {"players": self.players, "number": self.number}


@functools.lru_cache(maxsize=None)
def setup(name: str, players: int, number: int) -> Setup:
    talong = get_game(name)
    if players not in talong.info.seats:
        raise GameError(f"{talong.info.title} is played by {' or '.join(map(str, talong.info.seats))}, "
                        f"not {players}")
    return Setup(talong, players, number, Vocabulary(talong), Layout.of(players, talong.info.pack))


def setup_of(game: pyspiel.Game) -> Setup:
    params = game.get_parameters()
    return setup(game.get_type().short_name[len(PREFIX):], int(params["players"]), int(params["number"]))


class TalongGame(pyspiel.Game):
    """One talong game, loaded by `pyspiel.load_game("talong_<name>", {...})`."""

    def __init__(self, name: str, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        talong = get_game(name)
        spec = spec_of(talong)
        the = setup(name, int(params.get("players", min(talong.info.seats))), int(params.get("number", 1)))
        game_info = pyspiel.GameInfo(
            num_distinct_actions=len(the.vocabulary), max_chance_outcomes=256, num_players=the.players,
            min_utility=spec.min_utility, max_utility=spec.max_utility,
            utility_sum=0.0 if spec.zero_sum else None, max_game_length=spec.max_moves + SEED_BYTES)
        super().__init__(game_type(talong), game_info, the.options())

    def new_initial_state(self) -> "TalongState":
        return TalongState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> "TalongObserver":
        return TalongObserver(setup_of(self), iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False),
                              params)


class _Node:
    """A talong state in a deal's history; clones share these (states are
    immutable), with each seat's information state cached as it is built.
    pyspiel clones a Python state with a deep copy: a node copies as itself."""

    __slots__ = ("state", "action", "parent", "strings", "seen")

    def __init__(self, state: State, action: str | None, parent: "_Node | None") -> None:
        self.state, self.action, self.parent = state, action, parent
        self.strings: dict[int, tuple[tuple[str, ...], dict[str, Any] | None]] = {}
        self.seen: dict[int, np.ndarray] = {}

    def __deepcopy__(self, memo: dict) -> "_Node":
        return self


class TalongState(pyspiel.State):
    def __init__(self, game: pyspiel.Game) -> None:
        super().__init__(game)
        self._setup = setup_of(game)
        self._seed_bytes: list[int] = []
        self._node: _Node | None = None

    # --- the deal ----------------------------------------------------------
    @property
    def talong_state(self) -> State | None:
        """The talong State (None while the seed is being drawn)."""
        return None if self._node is None else self._node.state

    def current_player(self) -> int:
        if self._node is None:
            return pyspiel.PlayerId.CHANCE
        mover = self._node.state.to_move()
        return pyspiel.PlayerId.TERMINAL if mover is None else mover

    def is_terminal(self) -> bool:
        return self._node is not None and self._node.state.is_terminal()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(byte, 1 / 256) for byte in range(256)]

    def _legal_actions(self, player: int) -> list[int]:
        if self._node is None or player != self._node.state.to_move():
            return []
        vocabulary = self._setup.vocabulary
        return sorted(vocabulary.id_of(action) for action in self._node.state.legal_actions())

    def _apply_action(self, action: int) -> None:
        if self._node is None:
            self._seed_bytes.append(int(action))
            if len(self._seed_bytes) == SEED_BYTES:
                seed = int.from_bytes(bytes(self._seed_bytes), "big")
                game = self._setup
                self._node = _Node(game.talong.deal(game.options(), seed=seed), None, None)
            return
        text = self._setup.vocabulary.action(action)
        self._node = _Node(self._node.state.apply(text), text, self._node)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed byte {action}"
        return self._setup.vocabulary.action(action)

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self._setup.players
        return [float(r) for r in self._node.state.result()["returns"]]

    def talong_actions(self) -> list[str]:
        """The actions of the deal so far, first first."""
        actions, node = [], self._node
        while node is not None and node.action is not None:
            actions.append(node.action)
            node = node.parent
        return actions[::-1]

    def __str__(self) -> str:
        if self._node is None:
            return f"drawing the deal's seed: {len(self._seed_bytes)} of {SEED_BYTES} bytes"
        return canonical({"deal": self._node.state.deal_record(), "actions": self.talong_actions()})

    # --- what a seat knows -------------------------------------------------
    def information_history(self, seat: int) -> tuple[str, ...]:
        """The seat's view changes since the deal (encoding.view_change)."""
        chain, node = [], self._node
        while node is not None and seat not in node.strings:
            chain.append(node)
            node = node.parent
        changes, last = node.strings[seat] if node is not None else ((), None)
        for step in reversed(chain):
            view = step.state.view(seat)
            change = view_change(last, view)
            if change is not None:
                changes, last = changes + (change,), view
            step.strings[seat] = (changes, last)
        return changes

    def seen_cards(self, seat: int) -> np.ndarray:
        """The card planes of every view the seat has had, OR-ed."""
        chain, node = [], self._node
        while node is not None and seat not in node.seen:
            chain.append(node)
            node = node.parent
        layout = self._setup.layout
        seen = node.seen[seat] if node is not None else np.zeros(CARD_PLANES * layout.pack.size, np.float32)
        for step in reversed(chain):
            seen = np.maximum(seen, layout.seen_planes(layout.observation(step.state.view(seat), seat)))
            step.seen[seat] = seen
        return seen

    def resample_from_infostate(self, player_id: int, probability_sampler) -> "TalongState":
        """A state the seat cannot tell from this one (Game.resample). Its
        information state for `player_id` is this one's; the other seats'
        start at this point of the deal (their earlier views are of the real
        deal, which a determinization must not know)."""
        game = self._setup.talong
        resample = getattr(type(game), "resample", None)
        if resample is None:
            raise GameError(f"{game.info.title} has no Game.resample(view, rng) to determinize with "
                            "(docs/architecture.md, contract C3); talong_* games need it for "
                            "resample_from_infostate")
        if self._node is None:
            raise GameError("resample_from_infostate before the deal: there is no information state yet")
        rng = random.Random(int(probability_sampler() * 2 ** 53))
        sampled = resample(game, self._node.state.view(player_id), rng)
        clone = self.clone()
        clone._node = _Node(sampled, None, None)
        clone._node.strings[player_id] = (self.information_history(player_id),
                                          self._node.strings[player_id][1])
        clone._node.seen[player_id] = self.seen_cards(player_id)
        return clone


class TalongObserver:
    """OpenSpiel's PyObserver: perfect recall gives the information state
    (its string and tensor), otherwise the observation (encoding.py)."""

    def __init__(self, game: Setup, iig_obs_type, params) -> None:
        if params:
            raise GameError(f"talong observers take no parameters; got {params}")
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
            raise GameError("talong observers give a seat's own view only (private info of a single "
                            "player with the public info)")
        self.game, self.perfect_recall = game, iig_obs_type.perfect_recall
        layout = game.layout
        n, p = layout.seats, layout.pack.size
        pieces = [("seat", n, (n,)), ("to_move", n + 1, (n + 1,)), ("hand", p, (p,)),
                  ("cards", CARD_PLANES * p, (CARD_PLANES, p)), ("values", VALUE_BUCKETS, (VALUE_BUCKETS,))]
        if self.perfect_recall:
            pieces.append(("seen", CARD_PLANES * p, (CARD_PLANES, p)))
        self.tensor = np.zeros(sum(size for _, size, _ in pieces), np.float32)
        self.dict, at = {}, 0
        for name, size, shape in pieces:
            self.dict[name] = self.tensor[at:at + size].reshape(shape)
            at += size

    def set_from(self, state: TalongState, player: int) -> None:
        self.tensor.fill(0)
        layout = self.game.layout
        if state.talong_state is None:
            self.tensor[player] = 1.0
            self.tensor[layout.seats + layout.seats] = 1.0     # nobody to move yet
            return
        observation = layout.observation(state.talong_state.view(player), player)
        self.tensor[:observation.size] = observation
        if self.perfect_recall:
            self.tensor[observation.size:] = state.seen_cards(player)

    def string_from(self, state: TalongState, player: int) -> str:
        if state.talong_state is None:
            return ""
        if self.perfect_recall:
            return "\n".join(state.information_history(player))
        return canonical(state.talong_state.view(player))


def game_names() -> list[str]:
    """The registered talong games that have a research spec."""
    return research_games()


def _game_class(name: str) -> type:
    """The factory pyspiel keeps for one game. A class, not a closure: pyspiel
    drops its factories after the interpreter has gone, which frees a
    closure without the GIL (a crash at exit); a class outlives that."""
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        TalongGame.__init__(self, name, params)
    return type(f"Talong_{name}", (TalongGame,), {"__init__": __init__, "__doc__": f"talong's {name}"})


GAME_CLASSES: dict[str, type] = {}


def _register() -> None:
    registered = set(pyspiel.registered_names())
    for name in game_names():
        GAME_CLASSES[name] = _game_class(name)
        if short_name(name) not in registered:
            pyspiel.register_game(game_type(get_game(name)), GAME_CLASSES[name])


_register()
