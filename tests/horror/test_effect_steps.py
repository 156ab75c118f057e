"""The effect language's primitives are one registered record each (issue 13): every primitive the data schema
allows has a step, every decision kind has its options, answer, action type and title, and the resolver
imports no rules module, so no import circle runs through it. Since issue 33 a step's or a condition key's record
also holds what a data file may write and its words (and a decision's refusals): adding one is one record."""
import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

from rulebook import DataError
from rulebook.horror import conditions, effects, phases
from rulebook.horror.data import CONDITIONS, PRIMITIVES
from rulebook.horror.data_schema import check_condition, check_effect
from rulebook.horror.scenario import ready
from rulebook.i18n import Msg
from widgets.horror.words import describe, describe_condition

PKG = Path(effects.__file__).resolve().parent


def _imports(module_file: Path) -> set:
    """The sibling modules a module imports, anywhere in it (top level or inside functions)."""
    out = set()
    for node in ast.walk(ast.parse(module_file.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            out.update([node.module.split(".")[0]] if node.module else [a.name for a in node.names])
    return {m for m in out if (PKG / f"{m}.py").exists()}


def test_every_primitive_of_the_schema_has_one_registered_step():
    """Each primitive a data file may use is a registered Step; so is each condition key."""
    assert set(PRIMITIVES) <= set(effects.STEPS)
    assert set(CONDITIONS) == set(effects.COND)
    for name, step in effects.STEPS.items():
        assert step.name == name and (step.can is not None or step.options is not None), name


def test_every_decision_kind_is_complete():
    """A step that asks names its options, the answer carried out, the action type and a title for the prompt;
    the kinds kept on saved stacks are the ones saves have always used."""
    assert set(effects.ASKS) | {"or"} == {"or", "status", "gather", "send", "monster", "essence", "reveal", "favor",
                                           "move", "block"}
    for kind, step in effects.ASKS.items():
        assert step.options and step.choose and step.action and effects.ASK_NAMES[kind], kind
    assert {effects.STEPS[n].ask for n in ("kill", "push", "stun")} == {"monster"}
    assert effects.STEPS["move_self"].ask == "move"


def test_the_resolver_imports_no_rules_module():
    """effects.py depends on the action values, the stack records (frames.py, plain data) and the effect
    language's records (language.py, which imports nothing of the game) only; the rules modules register into it."""
    assert _imports(PKG / "effects.py") <= {"actions", "data", "frames", "language"}
    assert _imports(PKG / "language.py") == set()
    assert "effects" in _imports(PKG / "passenger_steps.py") and conditions.holds_slow


def test_no_import_circle_through_the_resolver_or_the_phase_machine():
    """No module the resolver or the phase machine imports (directly or not) imports them back."""
    graph = {p.stem: _imports(p) for p in PKG.glob("*.py")}

    def reach(m, seen=None):
        seen = set() if seen is None else seen
        for d in graph.get(m, ()):
            if d not in seen:
                seen.add(d)
                reach(d, seen)
        return seen
    for m in ("effects", "phases"):
        assert m not in reach(m), m


def test_phase_hooks_are_registered_by_the_rules_modules():
    """Every hook and condition the phase table names is in place once the package is loaded (no lazy look-ups)."""
    for p in phases.PHASE_LIST:
        for name in (p.run, p.enter):
            assert name is None or name in phases.HOOKS
        for cond, _ in p.next:
            assert cond is None or cond in phases.CONDITIONS
    assert not any(hasattr(f, "lazy") for f in list(phases.HOOKS.values()) + list(phases.CONDITIONS.values()))


def test_a_new_condition_is_one_record():
    """Registering one Condition record is all it takes: the data checks accept its key (and refuse a value of the
    wrong kind), the plain and the compiled readings test it, and the pictures' words say it."""
    key = "test_min_health"
    effects.condition(effects.Condition(
        key, "int", test=lambda st, c, car, v: st.inv[c["p"]].health >= v,
        compiled=lambda v: lambda st, c, car: st.inv[c["p"]].health >= v,
        words=lambda v, comp: Msg("health {n}+", {"n": v})))
    try:
        check_condition({key: 3}, "f.json", "x")
        with pytest.raises(DataError, match="not a valid value"):
            check_condition({key: "three"}, "f.json", "x")
        s = ready(players=1, seed=5, investigators=["doctor"])
        c = effects.ctx(0, "general")
        health = s.inv[0].health
        for v, want in ((health, True), (health + 1, False)):
            assert conditions.holds_slow(s, {key: v}, c) is want and effects.holds(s, {key: v}, c) is want
        assert describe_condition({key: 4, "monster_here": False}) == "health 4+, no monster here"
    finally:
        del effects.COND[key]
    with pytest.raises(DataError, match="unknown condition"):
        check_condition({key: 3}, "f.json", "x")


def test_a_new_step_is_one_record():
    """Registering one Step record with a schema and words: a data file may use it (its required parameter
    checked, its optional one not), the resolver runs it and the pictures' words say it; without a schema it is the
    engine's own and a data file may not name it."""
    ran = []
    name = "test_note"
    effects.register(effects.Step(name, can=effects.always, run=lambda st, e, c, ev: ran.append(e["n"]),
                                  schema={"n": "int", "where": "where"}, optional=("where",),
                                  words=lambda e, comp: Msg("note {n}", {"n": e["n"]})))
    try:
        check_effect({"do": name, "n": 2}, "f.json", "x")
        with pytest.raises(DataError, match="needs the parameter 'n'"):
            check_effect({"do": name}, "f.json", "x")
        assert describe([{"do": name, "n": 2}, {"do": "escalate"}]) == "note 2; the ritual escalates"
        effects._run(SimpleNamespace(stack=[]), {"do": name, "n": 5}, effects.ctx(0, "general"), [])
        assert ran == [5]
        effects.register(effects.Step(name, can=effects.always, run=lambda st, e, c, ev: None))
        with pytest.raises(DataError, match="unknown effect"):
            check_effect({"do": name, "n": 2}, "f.json", "x")
    finally:
        del effects.STEPS[name]
