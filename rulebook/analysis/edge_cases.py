"""A library of edge cases: named, seeded positions with what the rules must say there.

Each edge case is one JSON file (``rulebook/<game>/edge_cases/<name>.json``, in the game's own package), a
regression test (``tests/test_edge_cases.py`` runs every file) and a position a
person can open and try::

    import widgets
    from rulebook.analysis.edge_cases import load_edge_case
    widgets.play(load_edge_case(edge_case_folder("first_class") / "coins-that-do-not-fit.json"))

The file (every key but ``game``, ``players``, ``expect`` is optional)::

    {
      "name": "coins-that-do-not-fit",      # defaults to the file name
      "section": "coins",                   # the rulebook section it is about
      "about": "...",                       # what is tricky, in the project's own words
      "game": "first_class", "players": 3, "seed": 1,
      "options": {"rulings": {...}},        # new_game options
      "setup": {...},                       # fields for the game's scenario helper, or leave out
      "actions": [{"type": "CarryOut"}],    # decisions applied (to_dict() form) to reach the position
      "expect": {...},                      # checked at that position
      "then": [{"actions": [...], "expect": {...}}, ...],  # further steps, each checked
      "readings": {...}                     # an open ruling read both ways on this position (below)
    }

Without ``setup`` the position is ``new_game(players, seed, **options)``;
with it, the game's scenario helper builds it: the function
``scenario_from_json(fields)`` of the module ``rulebook.<game>.scenario``
receives ``players``, ``seed``, the options and the setup fields.

What ``expect`` may hold (each optional):

``legal``             exactly these legal actions (any order);
``legal_include``     these among the legal actions;
``legal_exclude``     none of these;
``refused``           ``[{"action": {...}, "rule": "coins", "reason": "middle of a card"}]``: the action is
                      refused by that section with the phrase in its reason (any case), and trying
                      it changes nothing;
``prompt``            a phrase of the prompt;
``log``               ``[{"rule": "coins", "text": "lost"}]``: events of this step's actions;
``fields``            ``{"players.0.coins": [5, 5, 1], "tile": null}``: values of the state's fields
                      (dotted paths through attributes, dict keys and list indices);
``over``, ``scores``, ``winners``   the game's end and its outcome.

``readings`` shows, side by side, what each reading of one of the game's
``RULINGS`` changes on the case's position (after its ``actions``)::

    "readings": {
      "ruling": "push_derail",
      "actions": [{"type": "Move", "card": "D09"}],  # played under every reading, as far as each allows
      "values": [
        {"value": true, "expect": {...}},          # checked after those actions under this reading
        {"value": false, "refused_at": 0, "expect": {...}}
      ]
    }

``refused_at`` is the index of the first of the actions that reading refuses
(leave it out when it refuses none). Every value of the ruling must be listed
and the readings must really part ways (legal actions, events or the
position, compared as :func:`~rulebook.analysis.rulings.compare_rulings`
compares); :func:`check_edge_case` checks both (:func:`check_readings`).

Only the engine protocol is used (``legal_actions``, ``explain``, ``apply``,
``prompt``, ``outcome``), so every game can have its library.
"""
from __future__ import annotations

import importlib
import json
from pathlib import Path

import rulebook

from ..core import ConfigError, IllegalAction
from ..i18n import Msg, N_, NN_

REPO_DIR = Path(rulebook.__file__).resolve().parent.parent
TOP_KEYS = {"name", "title", "section", "about", "game", "players", "seed", "options", "setup", "actions", "expect",
            "then", "readings"}
READING_KEYS = {"ruling", "actions", "values"}
EXPECT_KEYS = {"legal", "legal_include", "legal_exclude", "refused", "prompt", "log", "fields", "over", "scores",
               "winners"}


def _bad(msgid, params=None):
    raise ConfigError(Msg(msgid, params or {}))


def read_case(path_or_case) -> dict:
    """The edge case as a checked dict (from a path, JSON text or a dict)."""
    if isinstance(path_or_case, dict):
        case = dict(path_or_case)
    else:
        p = Path(path_or_case)
        try:
            case = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            _bad(N_("Cannot read the edge case {path}: {error}"), {"path": str(p), "error": str(e)})
        if isinstance(case, dict):
            case.setdefault("name", p.stem)
    if not isinstance(case, dict):
        _bad(N_("An edge case is a JSON object."))
    unknown = sorted(set(case) - TOP_KEYS)
    if unknown:
        _bad(NN_("Unknown edge case key {keys}; the keys are: {allowed}.",
                 "Unknown edge case keys {keys}; the keys are: {allowed}."),
             {"keys": ", ".join(unknown), "allowed": ", ".join(sorted(TOP_KEYS)), "n": len(unknown)})
    for step in [case.get("expect") or {}] + [s.get("expect") or {} for s in case.get("then", [])]:
        bad = sorted(set(step) - EXPECT_KEYS)
        if bad:
            _bad(NN_("Unknown expectation {keys}; the expectations are: {allowed}.",
                     "Unknown expectations {keys}; the expectations are: {allowed}."),
                 {"keys": ", ".join(bad), "allowed": ", ".join(sorted(EXPECT_KEYS)), "n": len(bad)})
    readings = case.get("readings")
    if readings is not None:
        if (not isinstance(readings, dict) or set(readings) - READING_KEYS or "ruling" not in readings
                or not isinstance(readings.get("values"), list)
                or not all(isinstance(v, dict) and "value" in v and not set(v) - {"value", "expect", "refused_at"}
                           for v in readings["values"])):
            _bad(N_("An edge case's 'readings' is {{\"ruling\": name, \"actions\": [...], \"values\": "
                    "[{{\"value\": v, \"expect\": {{...}}, \"refused_at\": i}}, ...]}}."))
    for key in ("options", "setup"):
        part = case.get(key)
        if isinstance(part, dict) and "data_dir" in part:   # a shared case file must not pick files to read
            _bad(N_("An edge case cannot choose a data folder (field '{field}'); cases use the built-in data."),
                 {"field": f"{key}.data_dir"})
    if case.get("game") not in rulebook.GAMES:
        _bad(N_("Unknown game '{name}'; the games are: {games}."),
             {"name": case.get("game"), "games": ", ".join(sorted(rulebook.GAMES))})
    return case


def start_position(case: dict):
    """The position before the case's actions: ``new_game`` or the game's scenario helper."""
    game = rulebook.GAMES[case["game"]]
    options = dict(case.get("options") or {})
    if "setup" in case:
        try:
            helper = importlib.import_module(game.SCENARIO).scenario_from_json
        except (ImportError, AttributeError):
            _bad(N_("{game} has no scenario helper, so its edge cases list actions from a new game instead of "
                    "setup fields."), {"game": game.TITLE})
        fields = dict(case["setup"])
        fields.update(options)
        fields.update(players=case["players"], seed=case.get("seed", 0))
        return helper(fields)
    return game.new_game(players=case["players"], seed=case.get("seed", 0), **options)


def _apply_all(state, actions) -> list:
    game = type(state).game
    events = []
    for d in actions or ():
        events.extend(state.apply(game.action_from_dict(d)))
    return events


def load_edge_case(path_or_case):
    """The edge case's position (set up, then its ``actions`` applied): a state to study or play on."""
    case = read_case(path_or_case)
    state = start_position(case)
    _apply_all(state, case.get("actions"))
    return state


def _field(state, path: str):
    cur = state
    for part in path.split("."):
        if isinstance(cur, (list, tuple)):
            cur = cur[int(part)]
        elif isinstance(cur, dict):
            cur = cur[part]
        else:
            cur = getattr(cur, part)
    if isinstance(cur, tuple):
        cur = list(cur)
    return _saved(cur)


def _saved(value):
    """``value`` as a save holds it, to compare with an edge case's plain JSON: a record (an object with a
    ``to_json``, such as Horror's monsters and investigators, which are read by name only) becomes its saved value."""
    if type(value) is list:
        return [_saved(x) for x in value]
    to_json = getattr(type(value), "to_json", None)
    return to_json(value) if to_json is not None else value


def check_expect(state, expect: dict, events=(), where: str = "") -> list:
    """The ways ``state`` misses ``expect``, as sentences (empty: all as expected)."""
    game = type(state).game
    problems = []
    at = f"{where}: " if where else ""

    def act(d):
        return game.action_from_dict(d)

    legal = state.legal_actions()
    if "legal" in expect:
        want = [act(d) for d in expect["legal"]]
        if set(want) != set(legal) or len(legal) != len(set(legal)):
            problems.append(f"{at}legal actions differ: missing {sorted(map(repr, set(want) - set(legal)))}, "
                            f"unexpected {sorted(map(repr, set(legal) - set(want)))}")
    for d in expect.get("legal_include", ()):
        if act(d) not in legal:
            problems.append(f"{at}{act(d)!r} should be legal")
    for d in expect.get("legal_exclude", ()):
        if act(d) in legal:
            problems.append(f"{at}{act(d)!r} should not be legal")
    for r in expect.get("refused", ()):
        a = act(r["action"])
        v = state.explain(a)
        if v is None:
            problems.append(f"{at}{a!r} should be refused, but it is legal")
            continue
        if "rule" in r and v.rule != r["rule"]:
            problems.append(f"{at}{a!r} is refused by section {v.rule!r}, expected {r['rule']!r} ({v.reason})")
        if "reason" in r and r["reason"].lower() not in v.reason.lower():
            problems.append(f"{at}{a!r}: reason {v.reason!r} lacks {r['reason']!r}")
        before = state.to_json()
        try:
            state.apply(a)
            problems.append(f"{at}{a!r} was applied although explain() refuses it")
        except IllegalAction:
            if state.to_json() != before:
                problems.append(f"{at}refusing {a!r} changed the game")
    if "prompt" in expect and expect["prompt"].lower() not in state.prompt.text().lower():
        problems.append(f"{at}prompt {state.prompt.text()!r} lacks {expect['prompt']!r}")
    for e in expect.get("log", ()):
        if not any(ev.rule == e.get("rule", ev.rule) and e.get("text", "").lower() in ev.text.lower()
                   for ev in events):
            problems.append(f"{at}no event [{e.get('rule', '*')}] with {e.get('text', '')!r} among "
                            f"{[f'[{ev.rule}] {ev.text}' for ev in events]}")
    for path, want in (expect.get("fields") or {}).items():
        try:
            got = _field(state, path)
        except (AttributeError, KeyError, IndexError, ValueError):
            problems.append(f"{at}the state has no field {path!r}")
            continue
        if got != want:
            problems.append(f"{at}{path} is {got!r}, expected {want!r}")
    if "over" in expect and state.is_over != expect["over"]:
        problems.append(f"{at}is_over is {state.is_over}, expected {expect['over']}")
    out = state.outcome() if state.is_over else None
    for key in ("scores", "winners"):
        if key in expect:
            got = list(getattr(out, key)) if out else None
            if got != expect[key]:
                problems.append(f"{at}{key} {got!r}, expected {expect[key]!r}")
    return problems


def check_edge_case(path_or_case) -> list:
    """Build the case, apply its steps and check every expectation; the problems found (empty: it holds)."""
    case = read_case(path_or_case)
    state = start_position(case)
    events = _apply_all(state, case.get("actions"))
    problems = check_expect(state, case.get("expect") or {}, events, "position")
    for i, step in enumerate(case.get("then") or (), 1):
        if problems:
            break
        try:
            events = _apply_all(state, step.get("actions"))
        except IllegalAction as e:
            problems.append(f"step {i}: an action was refused: {e.violation}")
            break
        problems += check_expect(state, step.get("expect") or {}, events, f"step {i}")
    problems += [f"invariant: {p}" for p in (state.check_invariants() if hasattr(state, "check_invariants")
                                               else ())]
    if not problems:
        problems += check_readings(case)
    return problems


def _with_ruling(case: dict, ruling: str, value) -> dict:
    out = json.loads(json.dumps({k: v for k, v in case.items() if k not in ("expect", "then", "readings")}))
    out.setdefault("options", {}).setdefault("rulings", {})[ruling] = value
    return out


def read_both_ways(path_or_case) -> list:
    """The case's position under each value of its ``readings`` ruling, its actions played as far as each allows.

    A list of dicts: ``value``, ``state``, ``events`` (of the case's actions, then the readings'), ``refused_at`` (index of the
    first action refused, or None), ``legal`` (the legal actions at the end), ``dump`` (the saved position).
    """
    case = read_case(path_or_case)
    r = case["readings"]
    game = rulebook.GAMES[case["game"]]
    out = []
    for entry in r["values"]:
        one = _with_ruling(case, r["ruling"], entry["value"])
        state = start_position(one)
        events, refused_at = _apply_all(state, one.get("actions")), None
        for i, d in enumerate(r.get("actions") or ()):
            try:
                events.extend(state.apply(game.action_from_dict(d)))
            except IllegalAction:
                refused_at = i
                break
        out.append({"value": entry["value"], "state": state, "events": events, "refused_at": refused_at,
                    "legal": state.legal_actions(), "dump": state.to_dict()["state"]})
    return out


def state_differences(a, b, path="", out=None, limit=50) -> list:
    """The dotted paths (at most ``limit``) where two saved states ``a`` and ``b`` (``to_dict()["state"]``) differ,
    leaving out their logs and options: what reading a ruling another way changed in a position."""
    out = [] if out is None else out
    if len(out) >= limit:
        return out
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k in ("log", "options") and not path:
                continue
            if a.get(k) != b.get(k):
                state_differences(a.get(k), b.get(k), f"{path}.{k}" if path else str(k), out, limit)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                state_differences(x, y, f"{path}.{i}", out, limit)
    elif a != b:
        out.append(path)
    return out


def check_readings(path_or_case) -> list:
    """The ways the case's ``readings`` fail (empty: every value listed, each holds, and they part ways)."""
    case = read_case(path_or_case)
    r = case.get("readings")
    if not r:
        return []
    game = rulebook.GAMES[case["game"]]
    rulings = getattr(game, "RULINGS", None) or {}
    if r["ruling"] not in rulings:
        return [f"readings: {game.TITLE} has no ruling {r['ruling']!r}"]
    choices = list(rulings[r["ruling"]].choices)
    listed = [v["value"] for v in r["values"]]
    if sorted(map(repr, listed)) != sorted(map(repr, choices)):
        return [f"readings: list each value of {r['ruling']!r} once: {choices!r}, not {listed!r}"]
    problems = []
    results = read_both_ways(case)
    for entry, res in zip(r["values"], results):
        where = f"reading {r['ruling']}={entry['value']!r}"
        if res["refused_at"] != entry.get("refused_at"):
            problems.append(f"{where}: the first action refused is {res['refused_at']!r}, expected "
                            f"{entry.get('refused_at')!r}")
        problems += check_expect(res["state"], entry.get("expect") or {}, res["events"], where)
    default = results[listed.index(choices[0])]
    for res in results:
        if res is default:
            continue
        same = (set(res["legal"]) == set(default["legal"]) and res["refused_at"] == default["refused_at"]
                and [e.text for e in res["events"]] == [e.text for e in default["events"]]
                and not state_differences(default["dump"], res["dump"]))
        if same:
            problems.append(f"readings: {r['ruling']}={res['value']!r} changes nothing on this position")
    return problems


def edge_case_folder(game: str) -> Path:
    """The folder of game ``game``'s edge cases: ``edge_cases/`` in the game's own package (shipped with it)."""
    from ..registry import game_package
    return Path(game_package(game).__file__).resolve().parent / "edge_cases"


def edge_case_files(game: str | None = None) -> list:
    """The library's files (every registered game's, or one game's), sorted."""
    folders = [edge_case_folder(game)] if game else [edge_case_folder(name) for name in rulebook.GAMES]
    return sorted(f for d in folders for f in d.glob("*.json"))
