"""What the research interfaces share: the game a name stands for, its encoding (or the refusal), the extra's
packages (or how to install them)."""
from __future__ import annotations

from ..core import ConfigError, Game
from ..i18n import Msg, N_
from ..registry import GAMES

EXTRA = "research"


def game_of(game) -> Game:
    """The :class:`Game` named ``game`` (or ``game`` itself)."""
    return game if isinstance(game, Game) else GAMES[game]


def encoding_of(game, state):
    """The game's encoding for a game set up as ``state``; a game without the hook is refused."""
    game = game_of(game)
    make = getattr(game, "encoding", None)
    if make is None:
        raise ConfigError(Msg(N_("{game} has no encoding for the research interfaces."), {"game": Msg(game.TITLE)}))
    return make(state)


def require(module: str):
    """Import one of the research extra's packages, or say how to install it."""
    import importlib
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise ConfigError(Msg(N_("The research interfaces need the optional package {name}: pip install "
                                 "'rulebook-express[research]'."), {"name": module.split(".")[0]})) from e
