"""A game as an OpenSpiel (pyspiel) Python game: ``openspiel_game(game, players=N)``, ``python_rulebook_<game>``.

* **Chance** is explicit and happens once: the first node is a chance node choosing the game's seed among
  ``seeds`` equally likely ones (parameter, default 1024); every later draw of the engine follows from that
  seed, so a sampled deal, a sampled shuffle, every random thing of the game is that one outcome. The players
  never observe it.
* **Actions** are the game's stable ids (:mod:`.features`); with a factored vocabulary one move is several
  decisions of the same player (its type, then each field).
* **Information state and observation** (strings and tensors) come from the same encoding: the tensor is the
  encoding of ``state.view(player)`` followed by the move in progress (as in :mod:`.pettingzoo_env`); the
  string is the canonical JSON of ``state.view(player)`` with the move in progress. A player's view is what
  it knows, so both are the same here (the view keeps what the table remembers -- piles, logs of public
  events -- not the order in which private cards were seen).
* ``resample_from_infostate(player, sampler)`` deals again what ``player`` cannot see with the game's
  ``determinize`` hook (for OpenSpiel's information-set MCTS).
* **Serialisation** goes through the project's saves. ``state.serialize()`` (called from Python) is JSON:
  ``{"seed", "choosing", "save"}`` with the engine's save (``to_json``); ``game.deserialize_state(text)`` reads
  it back with ``from_json``'s checks and refuses anything else with a :class:`~rulebook.core.LoadError`.
  OpenSpiel's C++ side (``random_sim_test``, ``serialize_game_and_state``) keeps its own format, Python's
  binary object serialisation of the state's attributes, in which the engine state again travels as its save:
  only ever give that format strings you made yourself.
* Parameters: ``players``, ``options`` (the game's options as a JSON object, default ``"{}"``), ``seeds``.
"""
from __future__ import annotations

import ctypes
import json

import numpy as np
import pyspiel

from ..core import ConfigError, LoadError, Rng
from ..i18n import Msg, N_
from ..registry import GAMES
from .common import encoding_of, game_of

DEFAULT_SEEDS = 1024
_ENCODINGS: dict = {}


class _Engine:
    """The engine's state inside an OpenSpiel state: copied with ``State.copy``, serialised as its save."""

    __slots__ = ("state",)

    def __init__(self, state):
        self.state = state

    def __deepcopy__(self, memo):
        return _Engine(self.state.copy())

    def __reduce__(self):
        return _restore, (self.state.game.NAME, self.state.to_json())


def _restore(name: str, text: str) -> _Engine:
    return _Engine(GAMES[name].from_json(text))


def _setup(game, players: int, options_json: str):
    """(options dict, encoding) of one parameter set, made once per process."""
    key = (game.NAME, players, options_json)
    if key not in _ENCODINGS:
        try:
            options = json.loads(options_json)
        except ValueError:
            raise ConfigError(Msg(N_("The option 'options' must be the game's options as a JSON object."))) from None
        if not isinstance(options, dict):
            raise ConfigError(Msg(N_("The option 'options' must be the game's options as a JSON object.")))
        probe = game.new_game(players=players, seed=0, **options)
        _ENCODINGS[key] = (options, encoding_of(game, probe))
    return _ENCODINGS[key]


def game_type(game, players: int | None = None) -> pyspiel.GameType:
    enc_cls_coop = getattr(game, "encoding", None)
    probe_players = players or game.PLAYERS.start
    cooperative = False
    if enc_cls_coop is not None:
        cooperative = _setup(game, probe_players, "{}")[1].cooperative
    return pyspiel.GameType(
        short_name=f"python_rulebook_{game.NAME}",
        long_name=f"Rulebook Express: {Msg(game.TITLE).text()}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.IDENTICAL if cooperative else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.PLAYERS.stop - 1,
        min_num_players=game.PLAYERS.start,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": probe_players, "options": "{}", "seeds": DEFAULT_SEEDS})


class RulebookSpielGame(pyspiel.Game):
    def __init__(self, game, params=None):
        params = dict(params or {})
        players = int(params.get("players", game.PLAYERS.start))
        game.check_players(players)
        options_json = str(params.get("options", "{}"))
        seeds = int(params.get("seeds", DEFAULT_SEEDS))
        self.rb_game, self.rb_players, self.rb_options_json, self.rb_seeds = game, players, options_json, seeds
        self.rb_options, self.encoding = _setup(game, players, options_json)
        vocab = self.encoding.vocabulary
        self.rb_extra = (vocab.depth - 1) * vocab.size
        low, high = self.encoding.score_range
        info = pyspiel.GameInfo(num_distinct_actions=vocab.size, max_chance_outcomes=seeds, num_players=players,
                                min_utility=float(low), max_utility=float(high), utility_sum=None,
                                max_game_length=20000 * vocab.depth)
        super().__init__(game_type(game, players), info,
                         {"players": players, "options": options_json, "seeds": seeds})

    def new_initial_state(self):
        return RulebookSpielState(self)

    def deserialize_state(self, text):
        """A state from ``state.serialize()``'s JSON (see the module docstring); anything else is a LoadError."""
        try:
            d = json.loads(text)
        except (TypeError, ValueError):
            d = None
        ok = isinstance(d, dict) and set(d) == {"seed", "choosing", "save"} and \
            (d["seed"] is None or (type(d["seed"]) is int and 0 <= d["seed"] < self.rb_seeds)) and \
            isinstance(d["choosing"], list) and all(type(t) is int for t in d["choosing"]) and \
            (d["save"] is None or isinstance(d["save"], str)) and (d["save"] is None) == (d["seed"] is None)
        if not ok:
            raise LoadError(Msg(N_("This is not a serialised state of this OpenSpiel game.")))
        st = self.new_initial_state()
        if d["save"] is None:
            return st
        engine = self.rb_game.from_json(d["save"])
        if engine.view(None)["players_count"] != self.rb_players:
            raise LoadError(Msg(N_("This is not a serialised state of this OpenSpiel game.")))
        st._seed = d["seed"]
        st._engine = _Engine(engine)
        for t in d["choosing"]:
            if t not in st.legal_actions():
                raise LoadError(Msg(N_("This is not a serialised state of this OpenSpiel game.")))
            st._prefix += (t,)
        return st

    def make_py_observer(self, iig_obs_type=None, params=None):
        return RulebookObserver(self)


class RulebookSpielState(pyspiel.State):
    """An OpenSpiel state: the chance node of the seed, then the engine's positions."""

    def __init__(self, game: RulebookSpielGame):
        super().__init__(game)
        self._engine = None     # _Engine once the seed is chosen
        self._prefix = ()
        self._seed = None

    # helpers (never stored: the state's attributes are what OpenSpiel copies and serialises)
    def _g(self) -> RulebookSpielGame:
        return self.get_game()

    def _moves(self) -> dict:
        tok = self._g().encoding.vocabulary.tokens
        return {tok(a): a for a in self._engine.state.legal_actions()}

    # ---- the API ----------------------------------------------------------
    def current_player(self):
        if self._engine is None:
            return pyspiel.PlayerId.CHANCE
        if self._engine.state.is_over:
            return pyspiel.PlayerId.TERMINAL
        return self._engine.state.current_player

    def _legal_actions(self, player):
        if self._engine is None or self._engine.state.is_over or player != self._engine.state.current_player:
            return []
        k = len(self._prefix)
        return sorted({t[k] for t in self._moves() if t[:k] == self._prefix})

    def chance_outcomes(self):
        n = self._g().rb_seeds
        return [(i, 1.0 / n) for i in range(n)]

    def _apply_action(self, action):
        g = self._g()
        if self._engine is None:
            self._seed = int(action)
            self._engine = _Engine(g.rb_game.new_game(players=g.rb_players, seed=self._seed, **g.rb_options))
            return
        prefix = self._prefix + (int(action),)
        move = self._moves().get(prefix)
        if move is None:
            self._prefix = prefix
        else:
            self._engine.state.apply(move)
            self._prefix = ()

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return self._g().encoding.vocabulary.name(int(action))

    def is_terminal(self):
        return self._engine is not None and self._engine.state.is_over

    def returns(self):
        n = self._g().rb_players
        if not self.is_terminal():
            return [0.0] * n
        return [float(x) for x in self._engine.state.outcome().scores]

    def resample_from_infostate(self, player_id, probability_sampler=None):
        """A state ``player_id`` cannot tell from this one: what it cannot see dealt again (``determinize``)."""
        out = self.clone()
        hook = getattr(self._g().rb_game, "determinize", None)
        if self._engine is None or hook is None:
            return out
        seed = int(np.random.default_rng().integers(0, 2**62)) if probability_sampler is None else \
            int(probability_sampler() * 2**52) if callable(probability_sampler) else 0
        det = hook(self._engine.state, player_id, Rng(seed))
        out._engine = _Engine(det)
        return out

    def serialize(self) -> str:
        """The state as JSON: the seed, the move in progress and the engine's save (module docstring)."""
        return json.dumps({"seed": self._seed, "choosing": list(self._prefix),
                           "save": None if self._engine is None else self._engine.state.to_json()})

    def info_string(self, player) -> str:
        if self._engine is None:
            return ""
        return json.dumps({"view": self._engine.state.view(player), "choosing": list(self._prefix)},
                          sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    def information_state_string(self, player=None):
        return self.info_string(self.current_player() if player is None else player)

    def observation_string(self, player=None):
        return self.info_string(self.current_player() if player is None else player)

    def __str__(self):
        if self._engine is None:
            return "chance: the seed"
        return f"seed {self._seed}, {len(self._engine.state.history)} moves, choosing {list(self._prefix)}"


class RulebookObserver:
    """The tensor and string of a player's observation (the same for the information state)."""

    def __init__(self, game: RulebookSpielGame):
        self.game = game
        enc = game.encoding
        self.size = enc.obs_size + game.rb_extra
        self.tensor = np.zeros(self.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        self.tensor.fill(0)
        if state._engine is None:
            return
        g = self.game
        self.tensor[:g.encoding.obs_size] = g.encoding.observe(state._engine.state.view(player), player)
        if g.rb_extra and player == state._engine.state.current_player:
            n = g.encoding.vocabulary.size
            for i, t in enumerate(state._prefix):
                self.tensor[g.encoding.obs_size + i * n + t] = 1.0

    def string_from(self, state, player):
        return state.info_string(player)


def make_game(game, players: int, options: dict | None = None, seeds: int = DEFAULT_SEEDS) -> RulebookSpielGame:
    """A pyspiel game of ``game`` for ``players`` seats with ``options``."""
    game = game_of(game)
    return RulebookSpielGame(game, {"players": players, "options": json.dumps(options or {}, sort_keys=True),
                                    "seeds": seeds})


_REGISTERED: dict = {}   # game name -> its creator, kept alive for the whole process (pyspiel holds it too)


class _Creator:
    """``python_rulebook_<game>``'s maker: pyspiel calls it with the parameters."""

    def __init__(self, game):
        self.game = game

    def __call__(self, params=None):
        return RulebookSpielGame(self.game, params)


def register_all() -> list:
    """``python_rulebook_<game>`` for every registered game with an encoding (once per process)."""
    names = []
    for name in GAMES:
        game = GAMES[name]
        if getattr(game, "encoding", None) is None:
            continue
        if name not in _REGISTERED:
            creator = _REGISTERED[name] = _Creator(game)
            # pyspiel's registry outlives the interpreter: one reference more than anyone gives back keeps the
            # creator from being freed after Python has shut down (which aborts the process at exit)
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(creator))
            pyspiel.register_game(game_type(game), creator)
        names.append(f"python_rulebook_{name}")
    return names
