"""Numbers the notebooks state about the rules agree with the engine (issue #18: "facts from the engine").

A lesson marks a rule number in its markdown as
``<span data-fact="fc.ge_price">4</span>``; ``widgets/lessons/facts.py`` maps each
fact id to a function reading the engine or its data. Checked here: every
marked literal in every notebook equals the engine's value (digits, or the
number's English word), every id is known, every fact in the registry is used
by some notebook, and the section notebooks of each game mark their numbers.
Changing, say, the Game End card price in the engine without the prose (or the
prose without the engine) fails the first test.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from widgets.lessons import facts as F

ROOT = Path(__file__).resolve().parents[1]
NB_DIR = ROOT / "notebooks"
NOTEBOOKS = sorted(p for p in NB_DIR.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
GAMES = ("first_class", "fracht_express", "horror")


def markdown(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(NB_DIR).as_posix() for p in NOTEBOOKS])
def test_marked_facts_match_the_engine(path):
    """Every ``data-fact`` literal in the notebook is the engine's value, under a known id."""
    problems = F.check(markdown(path))
    assert not problems, "\n".join(problems)


def test_every_fact_is_used():
    """No fact in the registry is left unused (a dead entry would hide a number that was edited away)."""
    used = {fid for p in NOTEBOOKS for fid, _ in F.MARK.findall(markdown(p))}
    assert set(F.FACTS) - used == set(), f"facts no notebook marks: {sorted(set(F.FACTS) - used)}"


@pytest.mark.parametrize("game", GAMES)
def test_each_game_marks_its_numbers(game):
    """Each game's section notebooks mark their rule numbers (at least a few notebooks per game do)."""
    marked = [p.name for p in sorted((NB_DIR / game).glob("[0-9][0-9]_*.ipynb")) if F.MARK.search(markdown(p))]
    assert len(marked) >= 5, f"only {marked} mark facts"


def test_a_wrong_literal_fails():
    """The checker itself: a changed number or an unknown id is reported, a word form of the number is not."""
    ok = '<span data-fact="fx.hand">three</span> and <span data-fact="fx.hand">3</span>'
    assert F.check(ok) == []
    assert F.check('<span data-fact="fx.hand">4</span>') == ["fx.hand: the text says '4', the engine 3"]
    assert F.check('<span data-fact="fx.nothing">4</span>')[0].startswith("fx.nothing: no such fact")


ES_LESSONS = sorted((NB_DIR / "es" / "first_class").glob("[0-9][0-9]_*.ipynb"))


@pytest.mark.parametrize("path", ES_LESSONS, ids=[p.name for p in ES_LESSONS])
def test_spanish_lesson_marks_the_rule_numbers_of_its_english_original(path):
    """The Spanish edition states the same rule numbers as the English lesson, so it marks them too: every fact
    the opening (rule) cell of the English notebook marks is marked in the Spanish one's opening cell (a Spanish
    text that drifted from the engine would otherwise go unchecked)."""
    def opening(p):
        nb = json.loads(p.read_text(encoding="utf-8"))
        return "".join(next(c for c in nb["cells"] if c["cell_type"] == "markdown")["source"])
    english = {fid for fid, _ in F.MARK.findall(opening(NB_DIR / "first_class" / path.name))}
    spanish = {fid for fid, _ in F.MARK.findall(opening(path))}
    assert english <= spanish, f"not marked in Spanish: {sorted(english - spanish)}"
