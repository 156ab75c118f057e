"""Where each rulebook section is taught: its notebook, as a link a picture or a message can follow.

Every section of a game is taught in one section notebook under
``notebooks/<game>/``; the game's widgets slice says which (its view's
``lessons``: section id -> notebook name). In First Class and FrachtExpress a
section has a notebook of its own, named after it; Horror teaches some sections
together. A game whose slice names no lessons gets no links.

:func:`lesson_href` gives the link from the notebook that shows the picture to
the section's notebook, relative to the folder the kernel runs in (Jupyter
starts a kernel in its notebook's folder: JupyterLab, Voila and the Lite site
alike). The notebooks' folder is found above that folder (the folder holding
``index.ipynb`` and a game's folder), else this checkout's ``notebooks/``.
A link never leaves the machine. In Spanish, First Class links to its Spanish
edition (``notebooks/es/first_class/``).

Examples
--------
>>> notebook_of("first_class", "coins")
'first_class/13_coins.ipynb'
>>> notebook_of("horror", "reactions")
'horror/22_passengers.ipynb'
>>> lesson_href("horror", "vampire", here=NOTEBOOKS / "app")
'../horror/16_vampire.ipynb'
>>> lesson_href("first_class", "coins", "es", here=NOTEBOOKS / "first_class")
'../es/first_class/13_coins.ipynb'
"""
from __future__ import annotations

import os
from pathlib import Path

from rulebook import GAMES
from rulebook.i18n import N_, translate

from .views import view_for

#: this checkout's notebooks (absent where the package is installed without them, as in the Lite site)
NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def section_notebooks(game: str) -> dict:
    """Section id -> the name (without ``.ipynb``) of the notebook under ``notebooks/<game>/`` that teaches it,
    from the game's widgets slice; empty for a game whose slice names no lessons (or that has no slice)."""
    view = view_for(game)
    return dict(view.lessons) if view is not None else {}


def notebook_of(game: str, section: str) -> str | None:
    """The notebook teaching ``section`` of ``game``, relative to the notebooks' folder (None if there is none)."""
    name = section_notebooks(game).get(section)
    return f"{game}/{name}.ipynb" if name else None


def notebooks_folder(here: Path) -> Path | None:
    """The notebooks' folder at or above ``here``; else this checkout's; None when neither is there."""
    for d in (here, *list(here.parents)[:3]):
        if d.name == "notebooks" or ((d / "index.ipynb").is_file() and any((d / g).is_dir() for g in GAMES)):
            return d
    return NOTEBOOKS if NOTEBOOKS.is_dir() else None


def lesson_href(game: str, section: str, lang: str = "en", here=None) -> str | None:
    """The link from the notebook running in ``here`` (default: the current folder) to the notebook of
    ``section``: a relative path with ``/``; None if no notebook teaches that section."""
    rel = notebook_of(game, section)
    if rel is None:
        return None
    return lesson_links(game, lang, here, only=(section,)).get(section)


def lesson_links(game: str, lang: str = "en", here=None, only=None) -> dict:
    """Section id -> :func:`lesson_href` for every section of ``game`` that has a notebook (or those in ``only``)."""
    here = Path(here if here is not None else os.getcwd()).resolve()
    root = notebooks_folder(here)
    out = {}
    for section in (only if only is not None else section_notebooks(game)):
        rel = notebook_of(game, section)
        if rel is None:
            continue
        if root is None:  # no notebooks to be found: the lessons sit one folder below their folder
            out[section] = "../" + rel
            continue
        if lang != "en" and (root / lang / rel).is_file():
            rel = f"{lang}/{rel}"
        try:
            out[section] = Path(os.path.relpath(root / rel, here)).as_posix()
        except ValueError:  # another drive (Windows)
            out[section] = "../" + rel
    return out


def explain_traits(game, lang: str = "en", here=None) -> dict:
    """What a picture's explain box needs to name a part's section and link its notebook, for
    :class:`widgets.clicksvg.ClickableSVG`: ``lesson_links``, ``section_labels`` ("§4 Railroad cars and
    upgrades") and ``lesson_words`` (the link's words around ``{section}``)."""
    return {
        "lesson_links": lesson_links(game.NAME, lang, here),
        "section_labels": {s.id: game.section_label(s.id, lang) for s in game.SECTIONS},
        "lesson_words": translate(N_("{section} — open the lesson"), lang),
    }
