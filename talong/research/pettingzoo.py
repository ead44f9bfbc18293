"""talong's games as PettingZoo AEC environments with action masks:
`env(game="vira", players=3, number=1)`.

Agents are "seat_0", "seat_1", ... . Each observation is
`{"observation": float32 vector, "action_mask": int8 vector}`: the vector
is the seat's view encoded by encoding.Layout.observation (the same as the
OpenSpiel observation tensor), the mask has a 1 at the id of every legal
action of the seat (spec.Vocabulary) and is all zeros when it is not the
seat's turn. Actions are vocabulary ids. Rewards come at the end of the
deal: `State.result()["returns"]`, in the game's own unit (openspiel.py's
docstring says which). A seat that takes no part in the deal (Vira's
fourth player) is never selected and gets 0.

`reset(seed=...)` deals from `random.Random(seed)`, so a seed gives the same
deal every time; `render()` (render_mode "ansi") is the spectator's view,
which holds no hidden card.
"""
from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from talong.core.engine import GameError, State
from talong.games import get_game

from .encoding import Layout, canonical
from .spec import Vocabulary


def agent_name(seat: int) -> str:
    return f"seat_{seat}"


class TalongEnv(AECEnv):
    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: str, players: int | None = None, number: int = 1,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.talong = get_game(game)
        info = self.talong.info
        self.players = min(info.seats) if players is None else int(players)
        if self.players not in info.seats:
            raise GameError(f"{info.title} is played by {' or '.join(map(str, info.seats))}, not {self.players}")
        if render_mode not in (None, "ansi"):
            raise GameError(f"render_mode {render_mode!r}: talong environments render 'ansi' only")
        self.render_mode, self.number = render_mode, number
        self.metadata = {**TalongEnv.metadata, "name": f"talong_{info.name}_v0"}
        self.vocabulary = Vocabulary(self.talong)
        self.layout = Layout.of(self.players, info.pack)
        self.possible_agents = [agent_name(s) for s in range(self.players)]
        space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (self.layout.observation_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (len(self.vocabulary),), np.int8)})
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(len(self.vocabulary)) for a in self.possible_agents}
        self.state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        rng = random.Random(seed)
        deal_options = {"players": self.players, "number": self.number, **(options or {})}
        self.state = self.talong.deal(deal_options, seed=rng.getrandbits(63))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = agent_name(self.state.to_move())

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self._seat(agent)
        mask = np.zeros(len(self.vocabulary), np.int8)
        if self.state.to_move() == seat:
            for action in self.state.legal_actions():
                mask[self.vocabulary.id_of(action)] = 1
        return {"observation": self.layout.observation(self.state.view(seat), seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        # an id that is not legal here raises IllegalAction naming the rule; nothing changes
        self.state = self.state.apply(self.vocabulary.action(int(action)))
        self._cumulative_rewards[agent] = 0.0
        if self.state.is_terminal():
            returns = self.state.result()["returns"]
            for a in self.agents:
                self.rewards[a] = float(returns[self._seat(a)])
                self.terminations[a] = True
        else:
            self.agent_selection = agent_name(self.state.to_move())
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        return canonical(self.state.view(None))

    def close(self) -> None:
        self.state = None


def env(game: str, **kwargs: Any) -> TalongEnv:
    return TalongEnv(game, **kwargs)
