"""Each section notebook starts from its own position (issue #18: "each section notebook its own").

Each game's lessons (``widgets/<game>/lessons/``, its ``NOTEBOOKS``) name the lesson module whose
``position()`` each section notebook starts from. Checked here: every section
notebook of a game folder is listed (or is a whole-game demo without a lesson
position); each notebook imports its own module as ``lesson`` and calls
``lesson.position(``; and no two notebooks of a game start from the same
table -- the canonical dumps of their positions (random generator left out)
all differ. Two notebooks copying one template position would fail the last
check.
"""
from __future__ import annotations

import json
import re
from itertools import combinations
from pathlib import Path

import pytest

from widgets.lessons import positions as P

ROOT = Path(__file__).resolve().parents[2]
#: the games with lessons (notebooks/<game>/ folders of section notebooks)
LESSONS = {game: P.notebooks(game) for game in ("first_class", "fracht_express", "horror")}
NB = ROOT / "notebooks"
#: section notebooks that play a whole game with bots instead of teaching from a lesson position
WHOLE_GAMES = {"first_class": {"18_play_a_whole_game"}, "fracht_express": {"14_play_a_whole_game"},
               "horror": {"26_whole_game"}}


def _code(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_section_notebook_is_listed(game):
    """Every NN_*.ipynb in the game's folder has a lesson position or is a whole-game demo."""
    found = {p.stem for p in (NB / game).glob("[0-9][0-9]_*.ipynb")}
    assert found, f"no section notebooks in notebooks/{game}"
    assert found - WHOLE_GAMES[game] == set(LESSONS[game]), (
        f"unlisted: {sorted(found - WHOLE_GAMES[game] - set(LESSONS[game]))}, "
        f"listed but missing: {sorted(set(LESSONS[game]) - found)}")


@pytest.mark.parametrize("game,notebook", [(g, n) for g in sorted(LESSONS) for n in LESSONS[g]])
def test_notebook_calls_its_own_builder(game, notebook):
    """The notebook imports its own lesson module as ``lesson`` and starts from ``lesson.position(``."""
    code = _code(NB / game / f"{notebook}.ipynb")
    module = LESSONS[game][notebook]
    imports = re.findall(rf"from widgets\.{game}\.lessons import (\w+) as lesson\b", code)
    assert imports and set(imports) == {module}, f"{notebook} imports {imports} as lesson, expected {module!r}"
    assert "lesson.position(" in code, f"{notebook} never calls lesson.position("


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_no_two_notebooks_share_a_position(game):
    """The starting positions of a game's section notebooks are pairwise different."""
    prints = {nb: P.fingerprint(P.position(game, nb)) for nb in LESSONS[game]}
    same = [(a, b) for a, b in combinations(sorted(prints), 2) if prints[a] == prints[b]]
    assert not same, f"notebooks starting from the same position: {same}"


def test_fingerprint_ignores_only_the_random_generator():
    """Two copies of a position differing only in their generator share a fingerprint; one token more does not."""
    from rulebook.core import Rng
    a = P.position("horror", "14_event_board")
    b = a.copy()
    b.rng = Rng(12345)
    assert P.fingerprint(a) == P.fingerprint(b)
    c = a.copy()
    c.event_bag.append("lucky")
    assert P.fingerprint(a) != P.fingerprint(c)
