"""The games for researchers: PettingZoo environments and OpenSpiel games (the optional extra ``research``).

``aec_env(game, players=N, **options)``
    a PettingZoo ``AECEnv`` (:mod:`.pettingzoo_env`): the agents are the seats (``player_0`` ...), the action
    space ``Discrete`` over the game's stable action ids, observations ``{"observation": Box, "action_mask":
    Box}`` where the Box is the game's documented feature encoding of ``state.view(seat)`` alone.
``openspiel_game(game, players=N, **options)``
    a pyspiel game (:mod:`.spiel`), also registered as ``python_rulebook_<game>`` for
    ``pyspiel.load_game`` (:func:`register_openspiel`).

``game`` is a name of :data:`rulebook.GAMES` or a :class:`~rulebook.core.Game`. A game takes part when it
declares the ``encoding`` hook (``encoding(state) -> rulebook.encoding.Encoding``, see :mod:`rulebook.encoding`); any other
game is refused with a :class:`~rulebook.core.ConfigError`. Nothing here names a game.
"""
from __future__ import annotations

from .common import EXTRA, encoding_of, game_of, require  # noqa: F401  (the package's public names)


def aec_env(game, players: int, render_mode: str | None = None, **options):
    """A PettingZoo AEC environment of ``game`` for ``players`` seats (see :mod:`.pettingzoo_env`)."""
    from .pettingzoo_env import RulebookAEC
    return RulebookAEC(game_of(game), players, render_mode=render_mode, **options)


def openspiel_game(game, players: int, **options):
    """A pyspiel game of ``game`` for ``players`` seats (see :mod:`.spiel`)."""
    from .spiel import make_game, register_all
    made = make_game(game_of(game), players, options)
    register_all()     # so that pyspiel can load it again by name (deserialize_game_and_state does)
    return made


def register_openspiel() -> list:
    """Register ``python_rulebook_<game>`` with pyspiel for every registered game that has an encoding;
    returns the names registered."""
    from .spiel import register_all
    return register_all()
