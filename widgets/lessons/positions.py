"""Which lesson module builds the position of each section notebook, and a fingerprint to tell positions apart.

Every section notebook of a game starts from ``lesson.position()`` of one
module of the game's lessons (``widgets/<game>/lessons/``), whose ``NOTEBOOKS`` names that
module per notebook (the file name without ``.ipynb``; :func:`notebooks`). ``tests/test_lesson_positions.py``
checks that each notebook imports its own module as ``lesson`` and calls its
``position``, and that no two notebooks of a game start from the same position
(:func:`fingerprint`: the canonical dump of the position, random generator
left out).

Examples
--------
>>> s = position("horror", "14_event_board")
>>> s.event_board[0]
['portal']
>>> fingerprint(s) == fingerprint(position("horror", "23_monsters"))
False
"""
from __future__ import annotations

import importlib
import json

def notebooks(game: str) -> dict:
    """``game``'s notebook name -> lesson module name (its lessons package's ``NOTEBOOKS``; ``{}`` for a game
    without lessons). A game's lessons are the package ``lessons`` of its views (``widgets/<game>/lessons/``)."""
    import rulebook
    views = rulebook.GAMES[game].VIEWS
    try:
        return dict(importlib.import_module(f"{views}.lessons").NOTEBOOKS) if views else {}
    except (ImportError, AttributeError):
        return {}


def lesson(game: str, notebook: str):
    """The lesson module of ``notebook`` (a name from :func:`notebooks`)."""
    import rulebook
    return importlib.import_module(f"{rulebook.GAMES[game].VIEWS}.lessons.{notebooks(game)[notebook]}")


def position(game: str, notebook: str):
    """The position ``notebook`` starts from: its lesson module's ``position()`` with no arguments."""
    return lesson(game, notebook).position()


def fingerprint(state) -> str:
    """The position as canonical JSON without its random generator (two lessons differing only in the seed
    of later draws still show the same table)."""
    d = dict(state.to_dict()["state"])
    d.pop("rng", None)
    return json.dumps(d, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
