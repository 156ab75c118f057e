"""The schema Horror's data files are checked against: the field checks every file uses, and the small effect
language that skills, cards, portals and tiles are written in: its primitives, their parameters and the conditions,
read from the effect language's records (``language.Step.schema``, ``language.Condition.schema``).

Every mistake raises :class:`~rulebook.DataError` naming the file and the field.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Callable

from ..core import DataError
from ..core import shown
from ..i18n import Msg, N_
from . import language

STATUSES = ("wounded", "panicked", "insane", "calm", "happy", "angry")   # the six die faces
CLUE_KINDS = ("ticket", "desire", "feature")
REVEAL_KINDS = ("ticket", "desire", "feature", "class1", "class2", "any")
WHO = ("passenger", "suspect", "investigator", "anchor")
GAINS = ("stamina", "health", "sanity", "occult", "item", "tome", "artifact")
LOSSES = ("stamina", "health", "sanity")
REWARDS = ("favor", "item", "occult", "clue")   # what a green conversation token gives


class _Registered(Mapping):
    """A live view of what the resolver's records say a data file may write: the steps with a schema (name ->
    ``{parameter: kind}``, by name) or the condition keys (key -> kind, in the order registered). The records are
    registered as the rules modules load, after this module, so the view is read when a file is checked."""

    def __init__(self, table: Callable[[], dict]):
        self._table = table

    def __getitem__(self, k):
        return self._table()[k]

    def __iter__(self):
        return iter(self._table())

    def __len__(self):
        return len(self._table())


def _primitives() -> dict:
    return {name: step.schema for name, step in sorted(language.STEPS.items()) if step.schema is not None}


def _conditions() -> dict:
    return {key: cond.schema for key, cond in language.COND.items()}


PRIMITIVES = _Registered(_primitives)    # step name -> {parameter: kind}; every parameter required but the optional
CONDITIONS = _Registered(_conditions)    # condition key -> kind


def fail(file, field, problem):
    raise DataError(Msg(N_("Data file '{file}', field '{field}': {problem}"),
                        {"file": file, "field": field, "problem": problem}))


def whole(v) -> bool:
    """A whole number (JSON's true and false are not numbers here, nor is 1.0)."""
    return isinstance(v, int) and not isinstance(v, bool)


def need(d, key, kind, file, where=""):
    field = f"{where}.{key}" if where else key
    if not isinstance(d, dict) or key not in d:
        fail(file, field, "is missing")
    v = d[key]
    if kind is int and not whole(v):
        fail(file, field, "must be a whole number")
    if kind is not int and not isinstance(v, kind):
        fail(file, field, f"must be a {getattr(kind, '__name__', 'list or object')}")
    return v


def ids(items, file, where, named=False):
    seen = set()
    for i, it in enumerate(items):
        iid = need(it, "id", str, file, f"{where}[{i}]")
        if named:
            need(it, "name", str, file, f"{where}[{i}]")
        if iid in seen:
            fail(file, f"{where}[{i}].id", f"duplicate id {iid!r}")
        seen.add(iid)
    return {it["id"]: it for it in items}


def check_value(kind, v, file, field):
    ok = {
        "int": lambda: whole(v) and v >= 0,
        "bool": lambda: isinstance(v, bool),
        "str": lambda: isinstance(v, str) and v,
        "statuses_or_any": lambda: v == "any" or (isinstance(v, list) and v and all(s in STATUSES for s in v)),
        "statuses": lambda: isinstance(v, list) and all(s in STATUSES for s in v),
        "status_or_list": lambda: v in STATUSES or v == "dead" or (isinstance(v, list) and v and all(s in STATUSES for s in v)),
        "where": lambda: v in ("here", "adjacent", "any", "open"),
        "range": lambda: v in ("adjacent", "any"),
        "who": lambda: isinstance(v, list) and v and all(s in WHO for s in v),
        "portal": lambda: v in ("any", "same", "current", "past"),
        "gain": lambda: v in GAINS,
        "lose": lambda: v in LOSSES,
        "reveal": lambda: v in REVEAL_KINDS,
        "target": lambda: v in ("passenger", "suspect", "person"),
        "item_type": lambda: v in ("tome", "artifact", "any"),
        "curtains": lambda: v in ("open", "closed"),
        "count": lambda: isinstance(v, dict) and isinstance(v.get("status"), str) and v["status"] in STATUSES
        and isinstance(v.get("n"), int),
        "dir": lambda: v in ("front", "back"),
        "side": lambda: v in ("x1", "inf"),
    }[kind]
    if not ok():
        fail(file, field, f"{shown(v)} is not a valid value here ({kind})")


def check_condition(c, file, field):
    if not isinstance(c, dict):
        fail(file, field, "a condition is an object")
    for k, v in c.items():
        key = language.COND.get(k)
        if key is None:
            fail(file, f"{field}.{k}", f"unknown condition; known: {', '.join(CONDITIONS)}")
        check_value(key.schema, v, file, f"{field}.{k}")


def check_effect(e, file, field):
    """Validate one effect of the effect language (recursively)."""
    if isinstance(e, list):
        for i, x in enumerate(e):
            check_effect(x, file, f"{field}[{i}]")
        return
    if not isinstance(e, dict):
        fail(file, field, "an effect is an object or a list of effects")
    if "each_car" in e:
        if set(e) != {"each_car", "do"}:
            fail(file, field, "'each_car' takes a condition and 'do' (an effect) and nothing else")
        check_condition(e["each_car"], file, f"{field}.each_car")
        check_effect(e["do"], file, f"{field}.do")
        return
    for comb in ("seq", "or", "then"):
        if comb in e:
            if set(e) != {comb} or not isinstance(e[comb], list) or not e[comb]:
                fail(file, field, f"'{comb}' takes a non-empty list and nothing else")
            check_effect(e[comb], file, f"{field}.{comb}")
            return
    if "if" in e:
        if not set(e) <= {"if", "do", "else"} or "do" not in e:
            fail(file, field, "'if' needs 'do' (and may have 'else')")
        check_condition(e["if"], file, f"{field}.if")
        check_effect(e["do"], file, f"{field}.do")
        if "else" in e:
            check_effect(e["else"], file, f"{field}.else")
        return
    do = e.get("do")
    step = language.STEPS.get(do) if isinstance(do, str) else None
    if step is None or step.schema is None:
        fail(file, field, f"unknown effect {shown(do)}; known: {', '.join(PRIMITIVES)}")
    spec = step.schema
    for k in spec:
        if k not in e and k not in step.optional:
            fail(file, f"{field}.{k}", f"'{do}' needs the parameter '{k}'")
    for k, v in e.items():
        if k == "do":
            continue
        if k not in spec:
            fail(file, f"{field}.{k}", f"'{do}' takes no parameter '{k}'")
        check_value(spec[k], v, file, f"{field}.{k}")
