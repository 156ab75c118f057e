"""Where the games come from: the entry-point group ``rulebook.games``.

A game is a package that makes one :class:`~rulebook.core.Game` object and registers it in its
distribution's metadata, the way pytest and Sphinx find their plugins::

    [project.entry-points."rulebook.games"]
    first_class = "rulebook.first_class:FIRST_CLASS"

This project registers its three games so; a game from another distribution (or a test's own
game) registers the same way and every generic tool finds it. Nothing here names a game.

A game's package is imported the first time its entry is read (``GAMES["horror"]``), so
``import rulebook`` stays cheap: a notebook about one game never imports the others.

>>> import rulebook
>>> {"first_class", "fracht_express", "horror"} <= set(rulebook.GAMES)
True
>>> rulebook.GAMES["chess"]
Traceback (most recent call last):
...
rulebook.registry.UnknownGame: There is no game 'chess'; the games are: ...
"""
from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from importlib.metadata import entry_points

from .core import ConfigError, Game
from .i18n import Msg, N_

GROUP = "rulebook.games"


class UnknownGame(ConfigError, KeyError):
    """A game name that no installed game registered (a ``KeyError`` too, as a mapping's missing key is)."""

    def __str__(self):   # KeyError would quote the sentence
        return ConfigError.__str__(self)


class _Games(Mapping):
    """The read-only mapping :data:`rulebook.GAMES`, name -> :class:`~rulebook.core.Game`, sorted by name."""

    def __init__(self):
        self._entries = None    # name -> "package.module:attribute", read once
        self._games = {}        # name -> the Game, once loaded

    def entries(self) -> dict:
        """Every registered game's name and the object reference it registered (nothing imported)."""
        if self._entries is None:
            found = {}
            for ep in entry_points(group=GROUP):
                found.setdefault(ep.name, ep.value)   # the first distribution on the path wins, as imports do
            self._entries = dict(sorted(found.items()))
        return self._entries

    def refresh(self) -> None:
        """Read the entry points again (after a distribution was added to the path in this process)."""
        self._entries = None
        self._games = {}

    def __getitem__(self, name) -> Game:
        game = self._games.get(name) if isinstance(name, str) else None
        if game is not None:
            return game
        entries = self.entries()
        if not isinstance(name, str) or name not in entries:
            raise UnknownGame(Msg(N_("There is no game {name!r}; the games are: {allowed}."),
                                  {"name": str(name)[:60], "allowed": ", ".join(entries) or "-"}))
        game = self._games[name] = _load(name, entries[name])
        return game

    def __iter__(self):
        return iter(self.entries())

    def __len__(self) -> int:
        return len(self.entries())

    def __repr__(self) -> str:
        return f"GAMES({', '.join(self.entries())})"


def _load(name: str, ref: str) -> Game:
    """The Game object ``ref`` ("package.module:attribute") names; a broken registration is a ConfigError."""
    module, _, attr = ref.partition(":")
    try:
        obj = import_module(module)
        for part in filter(None, attr.split(".")):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as e:
        raise ConfigError(Msg(N_("The game {name!r} is registered as {ref!r}, which cannot be loaded: {why}"),
                              {"name": name, "ref": ref, "why": str(e)[:200]})) from e
    if not isinstance(obj, Game) or obj.NAME != name:
        raise ConfigError(Msg(N_("The game {name!r} is registered as {ref!r}, which is not a game of that name."),
                              {"name": name, "ref": ref}))
    return obj


GAMES = _Games()


def package_of(name: str) -> str:
    """The import path of the package that holds the game ``name`` (from its registration)."""
    return GAMES.entries()[name].partition(":")[0]


def game_package(name: str):
    """The package of the game ``name``, imported (``rulebook.horror`` for ``"horror"``)."""
    return import_module(package_of(name))
