"""The schema Horror's data files are checked against: the field checks every file uses, and the small effect
language (its primitives, their parameters, the conditions) that skills, cards, portals and tiles are written in.

Every mistake raises :class:`~rulebook.DataError` naming the file and the field.
"""
from __future__ import annotations

from ..core import DataError
from ..core import shown
from ..i18n import Msg, N_

STATUSES = ("wounded", "panicked", "insane", "calm", "happy", "angry")   # the six die faces
CLUE_KINDS = ("ticket", "desire", "feature")
REVEAL_KINDS = ("ticket", "desire", "feature", "class1", "class2", "any")
WHO = ("passenger", "suspect", "investigator", "anchor")
GAINS = ("stamina", "health", "sanity", "occult", "item", "tome", "artifact")
LOSSES = ("stamina", "health", "sanity")
REWARDS = ("favor", "item", "occult", "clue")   # what a green conversation token gives

# primitive name -> {parameter: checker}; every primitive also accepts "where" where it says so
_int = ("int", None)
PRIMITIVES = {
    "status": {"from": "statuses_or_any", "to": "status_or_list", "n": "int", "where": "where"},
    "gather": {"what": "who", "n": "int", "from": "range"},
    "send": {"what": "who", "n": "int", "to": "range"},
    "kill": {"n": "int", "where": "where"},
    "push": {"x": "int", "where": "where"},
    "stun": {"n": "int", "where": "where"},
    "push_all": {"cars": "int"},
    "speed": {"n": "int"},
    "essence": {"n": "int", "portal": "portal"},
    "essence_pool": {"n": "int"},
    "gain": {"what": "gain", "n": "int"},
    "lose": {"what": "lose", "n": "int"},
    "restore": {"what": "lose"},
    "reveal": {"kind": "reveal", "n": "int"},
    "favor": {"where": "where"},
    "talk": {"x": "int", "target": "target"},
    "refresh": {},
    "move_self": {"n": "int"},
    "escalate": {},
    "clue_token": {},
    "banish_item": {"type": "item_type"},
    "spend_occult": {"n": "int"},
    "rest_tile": {"tile": "str"},
    "difficulty_token": {"token": "str"},
    "harm": {"what": "lose", "n": "int", "where": "where"},
    "move_passengers": {"from": "statuses_or_any", "dir": "dir", "where": "where"},
    "move_suspects": {"dir": "dir", "where": "where"},
    "illness": {"n": "int", "where": "where"},
    "block": {"side": "side"},
}
# parameters an effect may leave out (the engine has a default); every other parameter of PRIMITIVES is required
OPTIONAL = {"where", "target", "portal", "cars"}
OPTIONAL_IN = {("status", "n"), ("gather", "from"), ("send", "to"), ("spend_occult", "n")}
CONDITIONS = {"count": "count", "in_car": "str", "unstable": "bool", "no_items": "bool", "has_item": "item_type",
              "suspects_here": "int", "suspect_here": "bool", "monster_here": "bool", "passenger_here": "bool",
              "curtains": "curtains", "no_status_here": "statuses", "min_occult": "int", "max_stamina": "int",
              "investigators_here": "int", "person_here": "bool"}


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
        if k not in CONDITIONS:
            fail(file, f"{field}.{k}", f"unknown condition; known: {', '.join(CONDITIONS)}")
        check_value(CONDITIONS[k], v, file, f"{field}.{k}")


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
    if not isinstance(do, str) or do not in PRIMITIVES:
        fail(file, field, f"unknown effect {shown(do)}; known: {', '.join(PRIMITIVES)}")
    spec = PRIMITIVES[do]
    for k in spec:
        if k not in e and k not in OPTIONAL and (do, k) not in OPTIONAL_IN:
            fail(file, f"{field}.{k}", f"'{do}' needs the parameter '{k}'")
    for k, v in e.items():
        if k == "do":
            continue
        if k not in spec:
            fail(file, f"{field}.{k}", f"'{do}' takes no parameter '{k}'")
        check_value(spec[k], v, file, f"{field}.{k}")
