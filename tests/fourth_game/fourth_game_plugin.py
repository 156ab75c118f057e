"""A pytest plugin that registers the fourth game, Rail Race, the way any game registers.

It puts ``tests/fourth_game/site`` on the import path: that folder holds the game's package and its
distribution metadata (``rail_race-1.0.dist-info/entry_points.txt`` names it in the group
``rulebook.games``), so ``importlib.metadata`` finds it as it finds an installed distribution, and
``rulebook.GAMES`` lists it. Subprocesses get the folder through ``PYTHONPATH`` (:func:`env`).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

SITE = Path(__file__).resolve().parent / "site"


def register() -> None:
    if str(SITE) not in sys.path:
        sys.path.append(str(SITE))
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [os.environ.get("PYTHONPATH"), str(SITE)]))
    import rulebook
    rulebook.GAMES.refresh()


def env() -> dict:
    """The environment of a subprocess that should see the fourth game."""
    register()
    return dict(os.environ)
