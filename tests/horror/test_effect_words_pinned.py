"""The words of every effect step and condition stay the same in English and Spanish when the words move from the
widgets into the engine's one record per step and condition (issue 33, point 5).

``tests/data/horror_effect_words.json`` was written by this module (``python -m tests.horror.test_effect_words_pinned``
from the root) with the code of main 522bd84, before the records: every step, condition and whole effect of the
shipped data, plus one case for each form of words a step or condition has (each key's true and false, each
``where``, the defaults), rendered by ``widgets.horror.words.describe`` / ``describe_condition`` with and without
the components, in both languages. Regenerated since only to give words to the five steps that showed their bare
name (``harm``, ``move_passengers``, ``move_suspects``, ``illness``, ``block``): only the rows with those steps
changed.
"""
import json
from pathlib import Path

import pytest

from rulebook.horror.data import DATA_DIR, FILES, load_components
from widgets.horror.words import describe, describe_condition

FIXTURE = Path(__file__).resolve().parent.parent / "data" / "horror_effect_words.json"
COND_KEYS = ("if", "each_car", "condition", "requirement")
COMBINATORS = ("seq", "or", "then", "if")

# one case for each form of words (the shipped data does not use them all)
MADE_CONDITIONS = [
    {"count": {"status": "calm", "n": 3}}, {"count": {"status": "angry", "n": 1}}, {"in_car": "dining"},
    {"in_car": "nowhere"}, {"unstable": True}, {"unstable": False}, {"no_items": True}, {"no_items": False},
    {"has_item": "tome"}, {"has_item": "artifact"}, {"has_item": "any"}, {"suspects_here": 1},
    {"suspects_here": 2}, {"suspect_here": True}, {"suspect_here": False}, {"monster_here": True},
    {"monster_here": False}, {"passenger_here": True}, {"passenger_here": False}, {"person_here": True},
    {"person_here": False}, {"curtains": "open"}, {"curtains": "closed"}, {"no_status_here": ["wounded"]},
    {"no_status_here": ["insane", "panicked"]}, {"min_occult": 2}, {"max_stamina": 3}, {"investigators_here": 2},
    {"monster_here": True, "min_occult": 1, "count": {"status": "happy", "n": 2}},
]
MADE_STEPS = [
    {"do": "status", "from": "any", "to": "calm"}, {"do": "status", "from": ["wounded", "insane"], "to": "dead", "n": 2},
    {"do": "status", "from": "any", "to": ["happy", "angry"], "where": "adjacent"},
    {"do": "gather", "what": ["passenger"], "n": 1}, {"do": "gather", "what": ["suspect", "anchor"], "n": 2, "from": "adjacent"},
    {"do": "send", "what": ["investigator"], "n": 1}, {"do": "send", "what": ["passenger", "suspect"], "n": 3, "to": "any"},
    {"do": "kill", "n": 1}, {"do": "kill", "n": 2, "where": "any"}, {"do": "stun", "n": 1, "where": "adjacent"},
    {"do": "push", "x": 2}, {"do": "push", "x": 1, "where": "open"}, {"do": "push"}, {"do": "push_all"},
    {"do": "push_all", "cars": 2}, {"do": "speed", "n": 1}, {"do": "essence", "n": 1}, {"do": "essence", "n": 2, "portal": "past"},
    {"do": "essence", "n": 1, "portal": "same"}, {"do": "essence", "n": 1, "portal": "current"},
    {"do": "essence_pool", "n": 3}, {"do": "gain", "what": "occult", "n": 1}, {"do": "gain", "what": "tome", "n": 1},
    {"do": "gain", "what": "oddity", "n": 1}, {"do": "lose", "what": "sanity", "n": 2}, {"do": "restore", "what": "stamina"},
    {"do": "reveal", "kind": "class1", "n": 1}, {"do": "reveal", "kind": "any", "n": 2}, {"do": "favor"},
    {"do": "favor", "where": "here"}, {"do": "favor", "where": "any"}, {"do": "talk", "x": 2},
    {"do": "talk", "x": 1, "target": "passenger"}, {"do": "talk", "x": 3, "target": "suspect"},
    {"do": "talk", "x": 0, "target": "person"}, {"do": "refresh"}, {"do": "move_self", "n": 1}, {"do": "move_self", "n": 2},
    {"do": "escalate"}, {"do": "clue_token"}, {"do": "banish_item", "type": "artifact"}, {"do": "banish_item", "type": "any"},
    {"do": "spend_occult"}, {"do": "spend_occult", "n": 2}, {"do": "rest_tile", "tile": "nowhere"},
    {"do": "difficulty_token", "token": "r:sanity"}, {"do": "harm", "what": "health", "n": 1, "where": "any"},
    {"do": "move_passengers", "from": "any", "dir": "front"}, {"do": "move_suspects", "dir": "back"},
    {"do": "illness", "n": 1}, {"do": "block", "side": "x1"}, {"do": "spawn", "colour": "red"},
    {"if": {"monster_here": False}, "do": {"do": "kill", "n": 1}, "else": {"do": "speed", "n": 1}},
    {"then": [{"do": "refresh"}, {"do": "escalate"}]}, {"or": [{"do": "clue_token"}, {"do": "speed", "n": 1}]},
    [{"do": "refresh"}, {"seq": [{"do": "escalate"}]}],
]


def _walk(x, key=None):
    """Every (kind, value) of a data file: steps, conditions and whole effects (combinators and lists of steps)."""
    if isinstance(x, dict):
        if key in COND_KEYS and "do" not in x:
            yield "condition", x
        elif isinstance(x.get("do"), str):
            yield "effect", x
        elif any(k in x for k in COMBINATORS):
            yield "effect", x
        for k, v in x.items():
            yield from _walk(v, k)
    elif isinstance(x, list):
        if x and all(isinstance(y, dict) and ("do" in y or any(k in y for k in COMBINATORS)) for y in x):
            yield "effect", x
        for v in x:
            yield from _walk(v, key)


def cases() -> list:
    """Each distinct (kind, value) once, in a fixed order."""
    seen, out = set(), []
    found = []
    for name in FILES:
        found += list(_walk(json.loads((DATA_DIR / name).read_text("utf-8"))))
    found += [("condition", c) for c in MADE_CONDITIONS] + [("effect", e) for e in MADE_STEPS]
    for kind, v in found:
        key = (kind, json.dumps(v, sort_keys=True))
        if key not in seen:
            seen.add(key)
            out.append([kind, v])
    return out


def render(kind, v, comp, lang) -> str:
    return (describe_condition if kind == "condition" else describe)(v, comp, lang)


def rows() -> list:
    comp = load_components()
    return [[kind, v] + [render(kind, v, c, lang) for c in (comp, None) for lang in ("en", "es")] for kind, v in cases()]


def test_fixture_covers_every_step_and_condition_key():
    """The pinned cases name every step a data file may use and every condition key (so none escapes the check)."""
    from rulebook.horror.data import CONDITIONS, PRIMITIVES
    pinned = json.loads(FIXTURE.read_text("utf-8"))
    steps, keys = set(), set()
    for kind, v, *_ in pinned:
        if kind == "condition":
            keys |= set(v)
        elif isinstance(v, dict) and isinstance(v.get("do"), str):
            steps.add(v["do"])
    assert set(PRIMITIVES) <= steps and set(CONDITIONS) <= keys


@pytest.mark.parametrize("lang", ["en", "es"])
def test_words_of_every_step_and_condition_are_unchanged(lang):
    """describe / describe_condition give, for each pinned case, the very text the widgets gave before the records
    (with the components and without, in English and Spanish)."""
    comp = load_components()
    pinned = json.loads(FIXTURE.read_text("utf-8"))
    assert len(pinned) > 150
    at = {"en": (2, 4), "es": (3, 5)}[lang]
    for kind, v, *texts in pinned:
        row = [kind, v, *texts]
        assert render(kind, v, comp, lang) == row[at[0]], (kind, v)
        assert render(kind, v, None, lang) == row[at[1]], (kind, v)



@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_rendered_effect_shows_raw_data(lang):
    """Every effect and condition of the shipped data is written in words: no rendering holds a raw step
    (``{'do'``) or any other dict or list repr (the ``each_car`` inner step once came out as ``str(dict)``)."""
    comp = load_components()
    for kind, v in cases():
        for c in (comp, None):
            text = render(kind, v, c, lang)
            assert "{'" not in text and "['" not in text and "{\"" not in text, (kind, v, text)


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(rows(), ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
