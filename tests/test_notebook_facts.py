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


# ------------------------------------------------------------------ statements of a rule (issue 35)
def whole_text(path: Path) -> str:
    """Every cell of the notebook: the prose, and the quizzes' questions and explanations in the code."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"])


def lang_of(path: Path) -> str:
    return "es" if "es" in path.relative_to(NB_DIR).parts[:1] else "en"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(NB_DIR).as_posix() for p in NOTEBOOKS])
def test_rule_statements_agree_with_their_one_source(path):
    """A rule stated in more than one place is marked ``data-rule`` and worded exactly as its one source
    (``facts.RULES`` / ``RULES_ES``), and no cell holds a reading that contradicts a rule (``facts.CONTRADICTIONS``):
    two lessons cannot state the same rule differently."""
    problems = F.check_rules(whole_text(path), lang_of(path))
    assert not problems, "\n".join(problems)


def test_every_rule_statement_is_made_where_it_lives():
    """Each English rule statement is marked in some English lesson, each Spanish one in some Spanish lesson (a
    statement nobody marks any more would check nothing)."""
    marked = {lang: {rid for p in NOTEBOOKS if lang_of(p) == lang for rid, _ in F.RULE_MARK.findall(whole_text(p))}
              for lang in ("en", "es")}
    assert set(F.RULES) - marked["en"] == set()
    assert set(F.RULES_ES) - marked["es"] == set()
    assert set(F.RULES_ES) <= set(F.RULES)


def test_rules_stated_twice_are_marked_in_both_places():
    """The statements issue 35 found stated twice (the draft direction in lessons 1 and 10, the tile's upgrades
    in lessons 5 and 11, the monster pool in Horror 12 and 23) are marked in each of those lessons."""
    where = {"fc.draft_order": ("first_class/01_setup", "first_class/10_game_end_cards",
                                "es/first_class/01_setup", "es/first_class/10_game_end_cards"),
             "fc.tile_upgrades": ("first_class/05_upgrade_choice", "first_class/11_special_cars",
                                  "es/first_class/05_upgrade_choice", "es/first_class/11_special_cars"),
             "horror.pool_loss": ("horror/12_winning_and_losing", "horror/23_monsters")}
    for rid, lessons in where.items():
        for name in lessons:
            ids = {r for r, _ in F.RULE_MARK.findall(whole_text(NB_DIR / f"{name}.ipynb"))}
            assert rid in ids, f"{name} does not mark {rid}"


def _catalogue():
    from babel.messages.pofile import read_po
    out = []
    for po in (ROOT / "rulebook" / "locale" / "rulebook.pot", ROOT / "rulebook" / "locale" / "es" / "LC_MESSAGES" /
               "rulebook.po"):
        with po.open("rb") as f:
            for m in read_po(f):
                for s in (m.id, m.string):
                    out.extend([s] if isinstance(s, str) else list(s))
    return [s for s in out if s]


def test_messages_do_not_contradict_the_rules():
    """No message the program shows (the template's ids, the Spanish catalogue's texts) holds a reading that
    contradicts a rule statement -- the Monster-pool tooltip once said that an empty colour loses."""
    problems = [p for s in _catalogue() for p in F.contradictions(s)]
    assert not problems, "\n".join(problems)


def test_a_planted_contradiction_fails():
    """The check itself, on the real lessons: rewording a marked statement in one lesson, an unmarked opposite
    reading, or an old tooltip are each reported; the lesson as it is passes."""
    lesson10 = whole_text(NB_DIR / "first_class" / "10_game_end_cards.ipynb")
    assert F.check_rules(lesson10) == []
    said = F.RULES["fc.draft_order"]
    reworded = lesson10.replace(said, "the player on the start player's left takes the hand first and passes it on")
    assert reworded != lesson10
    assert [p.split(":")[0] for p in F.check_rules(reworded)] == ["fc.draft_order"]
    lesson01 = whole_text(NB_DIR / "first_class" / "01_setup.ipynb")
    planted = lesson01 + "\nThe Game End card draft then goes clockwise round the table."
    assert any(p.startswith("fc.draft_order") for p in F.check_rules(planted))
    assert F.contradictions("Monster pool: the monsters not yet by the train, by colour; an empty colour loses")
    horror10 = whole_text(NB_DIR / "horror" / "10_grimoire.ipynb")
    assert F.check_rules(horror10.replace(F.RULES["horror.grimoire_essence"][1:], "ne essence is banished for the "
                                          "tokens just moved")), "a changed wording of the Grimoire rule passes"
    spanish = whole_text(NB_DIR / "es" / "first_class" / "11_special_cars.ipynb")
    assert F.check_rules(spanish, "es") == []
    assert F.check_rules(spanish + "\nUna loseta da 1 o 2 mejoras a tu elección.", "es")
