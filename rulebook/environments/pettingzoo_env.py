"""A game as a PettingZoo AEC environment (``rulebook.environments.aec_env``).

* **Agents** are the seats, ``player_0`` to ``player_{N-1}``; ``agent_selection`` is the seat to decide.
* **Actions**: ``Discrete(vocabulary.size)`` over the game's stable ids (:mod:`.features`). With a factored
  vocabulary one move takes several steps of the same agent (the type, then each field); the action mask then
  allows only the ids that continue a legal move, and the move is carried out when its last id is chosen.
* **Observations**: ``{"observation": Box(float32), "action_mask": Box(int8)}``. The Box is the game's encoding
  of ``state.view(seat)`` followed, for a factored vocabulary, by one one-hot slot per id already chosen of the
  move in progress (the seat's own choice). The mask is all zeros for a seat that is not to decide.
* **Rewards**: 0 until the end, then each seat's final score (``Outcome.scores``; Horror: the team's result).
* ``reset(seed=s)`` sets the game up with seed ``s`` (without a seed, one drawn from the environment's own
  generator, itself seeded by the last seed given): the same seed gives the same game.
* ``render()``: ``render_mode="ansi"`` gives the seat's prompt and its legal moves in words; ``"svg"`` the
  table picture of the game's views (``Game.VIEWS``) as the deciding seat sees it.
"""
from __future__ import annotations

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from ..core import ConfigError
from ..i18n import Msg, N_
from .common import encoding_of


class RulebookAEC(AECEnv):
    metadata = {"render_modes": ["ansi", "svg"], "is_parallelizable": False}

    def __init__(self, game, players: int, render_mode: str | None = None, **options):
        super().__init__()
        game.check_players(players)
        self.game, self.players, self.options = game, players, dict(options)
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"rulebook_{game.NAME}_v0")
        probe = game.new_game(players=players, seed=0, **options)
        self.encoding = encoding_of(game, probe)
        vocab = self.encoding.vocabulary
        self._n = vocab.size
        self._depth = vocab.depth
        self._extra = (self._depth - 1) * self._n
        size = self.encoding.obs_size + self._extra
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(self._n,), dtype=np.int8)})
        self._act_space = spaces.Discrete(self._n)
        self._np_random, _ = seeding.np_random(None)
        self.state = None

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    # ---- the game ---------------------------------------------------------
    def reset(self, seed=None, options=None):
        if seed is not None:
            self._np_random, _ = seeding.np_random(seed)
            game_seed = int(seed)
        else:
            game_seed = int(self._np_random.integers(0, 2**31 - 1))
        self.state = self.game.new_game(players=self.players, seed=game_seed, **self.options)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._prefix = ()
        self._moves = None
        self.agent_selection = self.agents[self.state.current_player]

    def _legal_moves(self) -> dict:
        """The legal actions of the position by their ids (tuples)."""
        if self._moves is None:
            tok = self.encoding.vocabulary.tokens
            self._moves = {tok(a): a for a in self.state.legal_actions()}
        return self._moves

    def next_ids(self) -> list:
        """The ids the deciding seat may choose now (continuing the move in progress)."""
        k = len(self._prefix)
        return sorted({t[k] for t in self._legal_moves() if t[:k] == self._prefix})

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        obs = self.encoding.observe(self.state.view(seat), seat)
        mask = np.zeros(self._n, dtype=np.int8)
        mine = self.state.current_player == seat and not self.state.is_over
        if self._extra:
            chosen = np.zeros(self._extra, dtype=np.float32)
            if mine:
                for i, t in enumerate(self._prefix):
                    chosen[i * self._n + t] = 1.0
            obs = np.concatenate([obs, chosen])
        if mine:
            mask[self.next_ids()] = 1
        return {"observation": obs, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0
        action = int(action)
        if action not in self.next_ids():
            raise ConfigError(Msg(N_("Action id {n} is not allowed now; the allowed ids are in the action mask."),
                                  {"n": action}))
        prefix = self._prefix + (action,)
        move = self._legal_moves().get(prefix)
        if move is None:
            self._prefix = prefix          # the same seat goes on choosing this move's next part
        else:
            self.state.apply(move)
            self._prefix, self._moves = (), None
        self.rewards = {a: 0 for a in self.agents}
        if self.state.is_over:
            scores = self.state.outcome().scores
            for i, a in enumerate(self.agents):
                self.rewards[a] = float(scores[i])
                self.terminations[a] = True
        else:
            self.agent_selection = self.agents[self.state.current_player]
        self._accumulate_rewards()

    # ---- pictures ---------------------------------------------------------
    def render(self):
        if self.render_mode is None or self.state is None:
            return None
        seat = self.state.current_player
        if self.render_mode == "svg":
            import importlib
            views = importlib.import_module("widgets.views")
            view = views.view_for(self.game.NAME)
            if view is not None:
                return view.render_plain(self.state, seat=seat)
        lines = [str(self.state.prompt)]
        lines += [f"  {t}: {self.state.describe(a).text()}" for t, a in sorted(self._legal_moves().items())
                  if t[:len(self._prefix)] == self._prefix]
        return "\n".join(lines)

    def close(self):
        pass
