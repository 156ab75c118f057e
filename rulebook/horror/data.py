"""Horror component data: the JSON files in ``data/``, loaded and checked against a schema.

The rulebook explains how skills, cards, portals and tiles work but prints none
of their texts, so all of them are data written in one small effect language
(see ``effects.py`` and ``data/README.md``). The shipped set is illustrative
(every file says so). ``new_game(data_dir=...)`` points at another folder with
the same file names; every file is validated on load and a mistake raises
:class:`~rulebook.DataError` naming the file and the field.

>>> comp = load_components()
>>> comp.illustrative, len(comp.investigators), len(comp.suspects)
(True, 6, 6)
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from types import SimpleNamespace

from ..core import DataError
from ..core import shown
from ..data_sets import guarded, read_json, require
from ..i18n import Msg, N_

DATA_DIR = Path(__file__).with_name("data")
FILES = ("table.json", "clues.json", "investigators.json", "magic.json", "landscapes.json", "rituals.json")
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


def _fail(file, field, problem):
    raise DataError(Msg(N_("Data file '{file}', field '{field}': {problem}"),
                        {"file": file, "field": field, "problem": problem}))


def _check_value(kind, v, file, field):
    ok = {
        "int": lambda: _whole(v) and v >= 0,
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
        _fail(file, field, f"{shown(v)} is not a valid value here ({kind})")


def check_condition(c, file, field):
    if not isinstance(c, dict):
        _fail(file, field, "a condition is an object")
    for k, v in c.items():
        if k not in CONDITIONS:
            _fail(file, f"{field}.{k}", f"unknown condition; known: {', '.join(CONDITIONS)}")
        _check_value(CONDITIONS[k], v, file, f"{field}.{k}")


def check_effect(e, file, field):
    """Validate one effect of the effect language (recursively)."""
    if isinstance(e, list):
        for i, x in enumerate(e):
            check_effect(x, file, f"{field}[{i}]")
        return
    if not isinstance(e, dict):
        _fail(file, field, "an effect is an object or a list of effects")
    if "each_car" in e:
        if set(e) != {"each_car", "do"}:
            _fail(file, field, "'each_car' takes a condition and 'do' (an effect) and nothing else")
        check_condition(e["each_car"], file, f"{field}.each_car")
        check_effect(e["do"], file, f"{field}.do")
        return
    for comb in ("seq", "or", "then"):
        if comb in e:
            if set(e) != {comb} or not isinstance(e[comb], list) or not e[comb]:
                _fail(file, field, f"'{comb}' takes a non-empty list and nothing else")
            check_effect(e[comb], file, f"{field}.{comb}")
            return
    if "if" in e:
        if not set(e) <= {"if", "do", "else"} or "do" not in e:
            _fail(file, field, "'if' needs 'do' (and may have 'else')")
        check_condition(e["if"], file, f"{field}.if")
        check_effect(e["do"], file, f"{field}.do")
        if "else" in e:
            check_effect(e["else"], file, f"{field}.else")
        return
    do = e.get("do")
    if not isinstance(do, str) or do not in PRIMITIVES:
        _fail(file, field, f"unknown effect {shown(do)}; known: {', '.join(PRIMITIVES)}")
    spec = PRIMITIVES[do]
    for k in spec:
        if k not in e and k not in OPTIONAL and (do, k) not in OPTIONAL_IN:
            _fail(file, f"{field}.{k}", f"'{do}' needs the parameter '{k}'")
    for k, v in e.items():
        if k == "do":
            continue
        if k not in spec:
            _fail(file, f"{field}.{k}", f"'{do}' takes no parameter '{k}'")
        _check_value(spec[k], v, file, f"{field}.{k}")


def _check_part2(t, f):
    """The event tokens, the event board, monsters, passenger cards, the vampire board and the fez cards."""
    ev = t["event_tokens"]
    kinds = _need(ev, "kinds", dict, f, "event_tokens")
    for k in ("bag", "discard", "locomotive", "supply"):
        if any(not isinstance(tok, str) for tok in ev[k]):
            _fail(f, f"event_tokens.{k}", "a list of event token names")
    for tok in sorted(set(ev["bag"] + ev["discard"] + ev["locomotive"] + ev["supply"])):
        k = kinds.get(tok)
        if not isinstance(k, dict) or k.get("type") not in ("regular", "fast", "slow"):
            _fail(f, f"event_tokens.kinds.{tok}", "every token needs a kind: regular, fast or slow")
        if k["type"] == "regular" and (not _whole(k.get("space")) or k["space"] not in range(4)):
            _fail(f, f"event_tokens.kinds.{tok}.space", "a Regular token names its space, 0 to 3")
        if k["type"] != "regular" and k.get("effect") not in APPENDIX:
            _fail(f, f"event_tokens.kinds.{tok}.effect", f"one of {', '.join(APPENDIX)}")
    for k in ("ritual_tokens_total", "illness_markers", "fade_tokens", "monster_move"):
        if not 0 <= _need(t, k, int, f) <= 100:
            _fail(f, k, "must be a whole number from 0 to 100")
    eb = _need(t, "event_board", dict, f)
    if _need(eb, "spaces", list, f, "event_board") != ["portal", "vampire", "ritual", "passenger"]:
        _fail(f, "event_board.spaces", "the four spaces, top to bottom: portal, vampire, ritual, passenger")
    if _need(eb, "resolve_at", int, f, "event_board") not in range(1, 5):
        _fail(f, "event_board.resolve_at", "the board resolves when 1 to 4 spaces are held")
    me = _need(eb, "monster_events", list, f, "event_board")
    if len(me) != 4 or any(not isinstance(x, dict) for x in me) or "move_all" not in me[3] \
            or any(set(x) != {"all", "front", "spawn"} or any(not isinstance(v, str) for v in x.values())
                   for x in me[:3]):
        _fail(f, "event_board.monster_events", "three attack-and-spawn events (all, front, spawn), then the all-move event")
    cards = _need(t, "monster_cards", dict, f)
    for col, c in cards.items():
        check_effect(_need(c, "attack", (list, dict), f, f"monster_cards.{col}"), f, f"monster_cards.{col}.attack")
    for x in me[:3]:
        if not set(x.values()) <= set(cards):
            _fail(f, "event_board.monster_events", "names a colour without a monster card")
    for name in ("unleashed_cards", "passenger_cards"):
        lst = _need(t, name, list, f)
        if not lst:
            _fail(f, name, "needs at least one card")
        _ids(lst, f, name, named=True)
        for i, c in enumerate(lst):
            check_effect(_need(c, "effect", (list, dict), f, f"{name}[{i}]"), f, f"{name}[{i}].effect")
    vb = _need(t, "vampire_board", dict, f)
    tiles = _need(vb, "tiles", dict, f, "vampire_board")
    for tid in _need(t, "vampire_strength", list, f):
        if not isinstance(tid, str) or tid not in tiles:
            _fail(f, f"vampire_board.tiles.{tid}", "every strength tile needs its table")
    for tid, tab in list(tiles.items()) + [("bare", _need(vb, "bare", dict, f, "vampire_board"))]:
        for row in ("closed", "open"):
            r = _need(tab, row, dict, f, f"vampire_board.{tid}")
            if any(k not in STATUSES or v not in STATUSES + ("dead",) for k, v in r.items()):
                _fail(f, f"vampire_board.{tid}.{row}", "maps passenger statuses to new statuses (or dead)")
    fez = _need(t, "fez_council", list, f)
    _ids(fez, f, "fez_council")
    for i, c in enumerate(fez):
        check_effect(_need(c, "choose", (list, dict), f, f"fez_council[{i}]"), f, f"fez_council[{i}].choose")
        check_effect(_need(c, "token", (list, dict), f, f"fez_council[{i}]"), f, f"fez_council[{i}].token")
        _need(c, "name", str, f, f"fez_council[{i}]")


APPENDIX = ("incantation", "train_moves", "occult", "favor", "grimoire", "fez", "lucky", "still_time")


def _read(folder: Path, name: str) -> dict:
    d = read_json(folder / name, name)
    if not isinstance(d, dict):
        _fail(name, "(top level)", "must be an object")
    return d


def _whole(v) -> bool:
    """A whole number (JSON's true and false are not numbers here, nor is 1.0)."""
    return isinstance(v, int) and not isinstance(v, bool)


def _need(d, key, kind, file, where=""):
    field = f"{where}.{key}" if where else key
    if not isinstance(d, dict) or key not in d:
        _fail(file, field, "is missing")
    v = d[key]
    if kind is int and not _whole(v):
        _fail(file, field, "must be a whole number")
    if kind is not int and not isinstance(v, kind):
        _fail(file, field, f"must be a {getattr(kind, '__name__', 'list or object')}")
    return v


def _ids(items, file, where, named=False):
    seen = set()
    for i, it in enumerate(items):
        iid = _need(it, "id", str, file, f"{where}[{i}]")
        if named:
            _need(it, "name", str, file, f"{where}[{i}]")
        if iid in seen:
            _fail(file, f"{where}[{i}].id", f"duplicate id {iid!r}")
        seen.add(iid)
    return {it["id"]: it for it in items}


def _check_train(t, f):
    """The cars, the Locomotive, the table's counts and the starting passengers."""

    cars = _need(t, "cars", list, f)
    if len(cars) != 6:
        _fail(f, "cars", "the train has exactly six cars behind the Locomotive")
    for i, car in enumerate(cars):
        check_effect(_need(car, "action", dict, f, f"cars[{i}]"), f, f"cars[{i}].action")
        if "condition" in car:
            check_condition(car["condition"], f, f"cars[{i}].condition")
    _ids(cars, f, "cars")
    loco = _need(t, "locomotive", dict, f)
    check_effect(_need(loco, "action", dict, f, "locomotive"), f, "locomotive.action")
    for k in ("start_space", "train_length", "car_capacity", "locomotive_capacity", "coffins", "essence_tokens",
              "monsters_per_colour", "block_tokens", "passenger_dice", "active_car_actions"):
        if not 1 <= _need(t, k, int, f) <= 100:
            _fail(f, k, "must be a whole number from 1 to 100")
    sp = _need(t, "starting_passengers", dict, f)
    for mode in ("base", "harder"):
        m = _need(sp, mode, dict, f, "starting_passengers")
        rows = _need(m, "by_position", list, f, f"starting_passengers.{mode}")
        if len(rows) != 7 or any(not isinstance(r, list) or any(s not in STATUSES for s in r) for r in rows):
            _fail(f, f"starting_passengers.{mode}.by_position", "needs 7 lists of die faces (Locomotive first)")
        if sum(map(len, rows)) > t["passenger_dice"]:
            _fail(f, f"starting_passengers.{mode}", "more passengers than dice")
        if _need(m, "vampire", int, f, f"starting_passengers.{mode}") not in range(1, 7):
            _fail(f, f"starting_passengers.{mode}.vampire", "the vampire hangs by car position 1 to 6")
    return cars, loco


def _check_tracks(t, f):
    """The Grimoire's Occult rows, the action track, the conversation board and the event token piles."""
    rows = _need(t, "occult_rows", list, f)
    if len(rows) != 6 or any(not _whole(x) or x < 1 for x in rows):
        _fail(f, "occult_rows", "six Grimoire slots, each with at least one Occult token")
    track = _need(t, "action_track", dict, f)
    _need(track, "markers", int, f, "action_track")
    xp = _need(track, "experience_at", list, f, "action_track")
    if any(not _whole(x) or not 0 <= x < track["markers"] for x in xp):
        _fail(f, "action_track.experience_at", "positions on the track, 0-based")
    conv = _need(t, "conversation", dict, f)
    hz = _need(conv, "horizontal", dict, f, "conversation")
    if set(hz) != {"ticket", "desire", "feature", "class1", "class2"} \
            or any(not _whole(v) or not 0 <= v <= 20 for v in hz.values()):
        _fail(f, "conversation.horizontal", "one count per clue kind: ticket, desire, feature, class1, class2")
    for k in ("green", "red"):
        if any(not isinstance(x, str) for x in _need(conv, k, list, f, "conversation")):
            _fail(f, f"conversation.{k}", "a list of names")
    for k in conv["green"]:
        if k not in REWARDS:
            _fail(f, "conversation.green", f"unknown reward {k!r}")
    if "aside" in conv and conv["aside"] not in REWARDS:   # the token set aside at the start: optional
        _fail(f, "conversation.aside", f"unknown reward {conv['aside']!r}")
    for k in conv["red"]:
        if k not in ("sanity", "health", "essence"):
            _fail(f, "conversation.red", f"unknown penalty {k!r}")
    ev = _need(t, "event_tokens", dict, f)
    for k in ("bag", "discard", "locomotive", "supply"):
        _need(ev, k, list, f, "event_tokens")


def _check_clues(c, f):
    """Clue tiles of the three kinds: each has its kind, a mystic flag and a name; ids are unique across kinds."""
    tickets, desires, features = (_need(c, k, list, f) for k in ("tickets", "desires", "features"))
    clues = {}
    for kind, lst in (("ticket", tickets), ("desire", desires), ("feature", features)):
        for i, x in enumerate(lst):
            if not isinstance(x, dict) or x.get("kind") != kind:
                _fail(f, f"{kind}s[{i}].kind", f"must be {kind!r}")
            _need(x, "mystic", bool, f, f"{kind}s[{i}]")
            _need(x, "name", str, f, f"{kind}s[{i}]")
        clues.update(_ids(lst, f, f"{kind}s"))
    if len(clues) != len(tickets) + len(desires) + len(features):
        _fail(f, "(ids)", "clue ids must be unique across kinds")
    return tickets, desires, features, clues


def _check_boards(c, f, tickets, desires, features):
    """The six suspect boards: 1st class, then 2nd; one spot per clue, and a desire spot on each."""
    boards = _need(c, "boards", list, f)
    if len(boards) != 6 or [b.get("class") if isinstance(b, dict) else None for b in boards] != [1, 1, 1, 2, 2, 2]:
        _fail(f, "boards", "six suspect boards: three 1st class, then three 2nd class")
    for i, b in enumerate(boards):
        _need(b, "spots", list, f, f"boards[{i}]")
    for kind, lst in (("ticket", tickets), ("desire", desires), ("feature", features)):
        spots = sum(b["spots"].count(kind) for b in boards)
        if spots != len(lst):
            _fail(f, "boards", f"{spots} {kind} spots for {len(lst)} {kind} clues: every clue needs a spot")
    for i, b in enumerate(boards):
        if "desire" not in b["spots"]:
            _fail(f, f"boards[{i}].spots", "each board needs a desire spot (the middle boards start with one revealed)")
    return boards


def _check_suspects(c, f, desires, features):
    """The suspect tiles, the quest cards the desires name, the feature cards and the stories."""
    suspects = _need(c, "suspects", list, f)
    if len(suspects) != 6:
        _fail(f, "suspects", "six suspect tiles")
    _ids(suspects, f, "suspects")
    for i, s in enumerate(suspects):
        check_effect(_need(s, "favor", dict, f, f"suspects[{i}]"), f, f"suspects[{i}].favor")
    quests = _need(c, "quests", dict, f)
    for d in desires:
        if not isinstance(d.get("quest"), str) or d["quest"] not in quests:
            _fail(f, f"desires.{d['id']}.quest", "names no quest card")
    for qid, q in quests.items():
        if not isinstance(q, dict):
            _fail(f, f"quests.{qid}", "must be an object")
        check_condition(_need(q, "requirement", dict, f, f"quests.{qid}"), f, f"quests.{qid}.requirement")
        for part in ("innocent", "cultist"):
            check_effect(_need(q, part, dict, f, f"quests.{qid}"), f, f"quests.{qid}.{part}")
        if "pay" in q:
            check_effect(q["pay"], f, f"quests.{qid}.pay")
    fcards = _need(c, "feature_cards", dict, f)
    for feat in features:
        if feat.get("ask") and (feat["mystic"] or feat["name"] not in fcards):
            _fail(f, f"features.{feat['id']}", "a feature one can ask about is non-mystic and has feature cards")
    for k, lst in fcards.items():
        if not isinstance(lst, list):
            _fail(f, f"feature_cards.{k}", "a list of effects")
        check_effect(lst, f, f"feature_cards.{k}")
    stories = _need(c, "stories", dict, f)
    check_effect(_need(stories, "01", list, f, "stories"), f, "stories.01")
    return suspects, quests, fcards, stories


def _check_investigators(inv, f, cars):
    """Each investigator's sanity track, starting car, unique ability and thirteen skill tiles."""
    invs = _need(inv, "investigators", list, f)
    _ids(invs, f, "investigators", named=True)
    if len(invs) < 4:
        _fail(f, "investigators", "at least four investigators")
    skills = {}
    for i, x in enumerate(invs):
        w = f"investigators[{i}]"
        for k in ("sanity", "unstable_at", "skull"):
            _need(x, k, int, f, w)
        if not 0 < x["unstable_at"] < x["sanity"]:
            _fail(f, f"{w}.unstable_at", "must lie between 0 and the starting sanity")
        if x.get("start_car") not in [car["id"] for car in cars]:
            _fail(f, f"{w}.start_car", "names no car")
        check_effect(_need(_need(x, "unique", dict, f, w), "effect", dict, f, f"{w}.unique"), f, f"{w}.unique.effect")
        sk = _need(x, "skills", list, f, w)
        _ids(sk, f, f"{w}.skills", named=True)
        levels = [s.get("level") for s in sk]
        if levels.count(1) != 5 or levels.count(2) != 5 or levels.count("specialty") != 3:
            _fail(f, f"{w}.skills", "five first-level, five second-level and three specialty skills")
        for j, s in enumerate(sk):
            check_effect(_need(s, "effect", dict, f, f"{w}.skills[{j}]"), f, f"{w}.skills[{j}].effect")
            if "condition" in s:
                check_condition(s["condition"], f, f"{w}.skills[{j}].condition")
            if s["id"] in skills:
                _fail(f, f"{w}.skills[{j}].id", "duplicate skill id")
            skills[s["id"]] = dict(s, owner=x["id"])
        for s in sk:
            up = s.get("upgrade")
            if s["level"] == 1 and (not isinstance(up, str) or skills.get(up, {}).get("level") != 2):
                _fail(f, f"{w}.skills.{s['id']}.upgrade", "a first-level skill names its second-level tile")
    return invs, skills


def _check_general(inv, f, skills):
    """The general skills and attributes of the draft, the starting track values and the rest tiles."""
    gens = _need(inv, "general_skills", list, f)
    _ids(gens, f, "general_skills", named=True)
    for j, s in enumerate(gens):
        if s["id"] in skills:
            _fail(f, f"general_skills[{j}].id", "duplicate skill id")
        check_effect(_need(s, "effect", (list, dict), f, f"general_skills[{j}]"), f, f"general_skills[{j}].effect")
        if "condition" in s:
            check_condition(s["condition"], f, f"general_skills[{j}].condition")
        skills[s["id"]] = dict(s, owner=None)
    atts = _need(inv, "attributes", list, f)
    _ids(atts, f, "attributes", named=True)
    for j, a in enumerate(atts):
        check_effect(_need(a, "effect", (list, dict), f, f"attributes[{j}]"), f, f"attributes[{j}].effect")
    if len(gens) < 6 or len(atts) < 6:
        _fail(f, "general_skills", "at least six general skills and six attributes for the draft")
    for k in ("stamina_start", "health_start", "health_max"):
        if k in inv and (not isinstance(inv[k], int) or isinstance(inv[k], bool) or not 1 <= inv[k] <= 30):
            _fail(f, k, "a whole number from 1 to 30")
    rest = _need(inv, "rest_tiles", dict, f)
    if "regular" not in rest:
        _fail(f, "rest_tiles", "needs the 'regular' rest tile")
    return gens, atts, rest


def _check_magic(mg, f):
    """Items (tomes and artifacts, each with its cost) and spells (each with an unstable side)."""
    items = _need(mg, "items", list, f)
    _ids(items, f, "items", named=True)
    for j, it in enumerate(items):
        if it.get("type") not in ("tome", "artifact"):
            _fail(f, f"items[{j}].type", "tome or artifact")
        cost = _need(it, "cost", dict, f, f"items[{j}]")
        if not set(cost) <= {"sanity", "health"} or not cost:
            _fail(f, f"items[{j}].cost", "costs sanity and/or health")
        check_effect(_need(it, "effect", (list, dict), f, f"items[{j}]"), f, f"items[{j}].effect")
    spells = _need(mg, "spells", list, f)
    _ids(spells, f, "spells", named=True)
    for j, s in enumerate(spells):
        check_effect(_need(s, "effect", (list, dict), f, f"spells[{j}]"), f, f"spells[{j}].effect")
        check_effect(_need(s, "unstable", (list, dict), f, f"spells[{j}]"), f, f"spells[{j}].unstable")
    if len(spells) < 6:
        _fail(f, "spells", "at least one spell per Grimoire slot")
    return items, spells


def _check_landscapes(ls, f, colours):
    """Landscape tiles, starting and drawn: their size and their portals."""
    starting = _need(ls, "starting", list, f)
    lands = _need(ls, "landscapes", list, f)
    for where, lst in (("starting", starting), ("landscapes", lands)):
        for j, l in enumerate(lst):
            if _need(l, "size", int, f, f"{where}[{j}]") not in (3, 4, 5):
                _fail(f, f"{where}[{j}].size", "3, 4 or 5 tracks")
            for k, p in enumerate(_need(l, "portals", list, f, f"{where}[{j}]")):
                if not isinstance(p, dict) or p.get("type") not in ("inscription", "monster"):
                    _fail(f, f"{where}[{j}].portals[{k}].type", "inscription or monster")
                pw = f"{where}[{j}].portals[{k}]"
                if p["type"] == "monster" and not p.get("colours"):
                    _fail(f, f"{pw}.colours", "a monster portal shows colours")
                if "colours" in p and (not isinstance(p["colours"], list)
                                       or any(not isinstance(x, str) or x not in colours for x in p["colours"])):
                    _fail(f, f"{pw}.colours", "a list of monster colours")
                if not 0 <= _need(p, "essence", int, f, pw) <= 20:
                    _fail(f, f"{pw}.essence", "a whole number from 0 to 20")
                _need(p, "printed", bool, f, pw)
                if "effect" in p:
                    check_effect(p["effect"], f, f"{where}[{j}].portals[{k}].effect")
            if "on_reveal" in l:
                check_effect(l["on_reveal"], f, f"{where}[{j}].on_reveal")
    return starting, lands


def _check_layouts(ls, f, t, colours, starting, lands):
    """The starting landscapes' monster order and free portal, and the six layouts of the Landscape Setup card."""
    if not starting:
        _fail(f, "starting", "needs at least one starting landscape")
    for j, s in enumerate(starting):
        mo = s.get("monster_order")
        if not isinstance(mo, list) or len(mo) != 3 or any(not isinstance(x, str) or x not in colours for x in mo):
            _fail(f, f"starting[{j}].monster_order", "three monster colours")
        if not any(not p.get("printed") for p in s["portals"]):
            _fail(f, f"starting[{j}].portals", "needs a portal without printed essence for the ritual's essence")
        if s["size"] != starting[0]["size"]:   # the layouts start where the starting landscape ends, whichever is drawn
            _fail(f, f"starting[{j}].size", "every starting landscape has the same size (the layouts follow it)")
    _ids(starting + lands, f, "landscapes")
    layouts = _need(ls, "layouts", list, f)
    if len(layouts) != 6:
        _fail(f, "layouts", "the Landscape Setup card has six layouts")
    by_size = {s: sum(1 for l in lands if l["size"] == s) for s in (3, 4, 5)}
    for j, lay in enumerate(layouts):
        if not isinstance(lay, list) or any(not _whole(x) for x in lay):
            _fail(f, f"layouts[{j}]", "a list of landscape sizes")
        if sum(lay) != t["start_space"] - starting[0]["size"] + 1:
            _fail(f, f"layouts[{j}]", "the tiles must cover the track from the starting landscape to space 0")
        for s in (3, 4, 5):
            if lay.count(s) > by_size[s]:
                _fail(f, f"layouts[{j}]", f"needs more size-{s} landscapes than there are")
    return layouts


def _check_rituals(rt, f, t):
    """The ritual cards: token counts, escalation and ritual effects, and the incantation's mode."""
    rits = _need(rt, "rituals", list, f)
    _ids(rits, f, "rituals", named=True)
    for j, r in enumerate(rits):
        for k in ("ritual_tokens", "essence_pool", "start_portal_essence"):
            if _need(r, k, int, f, f"rituals[{j}]") < 0:
                _fail(f, f"rituals[{j}].{k}", "must not be negative")
        if r["ritual_tokens"] > t["ritual_tokens_total"]:
            _fail(f, f"rituals[{j}].ritual_tokens", "more Ritual tokens than the box holds")
        check_effect(_need(r, "escalation", (list, dict), f, f"rituals[{j}]"), f, f"rituals[{j}].escalation")
        check_effect(_need(r, "ritual", (list, dict), f, f"rituals[{j}]"), f, f"rituals[{j}].ritual")
        inc = _need(r, "incantation", dict, f, f"rituals[{j}]")
        mode = inc.get("mode", "list")
        if mode not in ("list", "card", "fade"):
            _fail(f, f"rituals[{j}].incantation.mode", "list, card or fade")
        c = inc.get("count", "ritual_tokens")
        if c != "ritual_tokens" and (not _whole(c) or c < 0):
            _fail(f, f"rituals[{j}].incantation.count", "'ritual_tokens' or a whole number")
        for k in ("before", "steps"):
            if k in inc:
                check_effect(inc[k], f, f"rituals[{j}].incantation.{k}")
        if mode == "card":
            cards = _need(r, "incantation_cards", list, f, f"rituals[{j}]")
            _ids(cards, f, f"rituals[{j}].incantation_cards")
            for i, cd in enumerate(cards):
                check_effect(_need(cd, "effect", (list, dict), f, f"rituals[{j}].incantation_cards[{i}]"), f, f"rituals[{j}].incantation_cards[{i}].effect")
        if mode == "fade":
            for i, w in enumerate(_need(r, "witness_tampering", list, f, f"rituals[{j}]")):
                if not isinstance(w, dict) or not _whole(w.get("suspect")) or w["suspect"] not in range(6) \
                        or not isinstance(w.get("order"), list):
                    _fail(f, f"rituals[{j}].witness_tampering[{i}]", "a suspect (0-5) and an order of clue spots")
        if "setup" in r:
            check_effect(r["setup"], f, f"rituals[{j}].setup")
        if r["essence_pool"] + r["start_portal_essence"] > t["essence_tokens"]:
            _fail(f, f"rituals[{j}].essence_pool", "more essence than the box holds")
    return rits


def validate(raw: dict) -> SimpleNamespace:
    """Check every file of a data set in turn (the first mistake raises :class:`~rulebook.DataError`)."""
    t, c, inv, mg, ls, rt = (raw[f] for f in FILES)
    F = FILES
    cars, loco = _check_train(t, F[0])
    _check_tracks(t, F[0])
    tickets, desires, features, clues = _check_clues(c, F[1])
    boards = _check_boards(c, F[1], tickets, desires, features)
    suspects, quests, fcards, stories = _check_suspects(c, F[1], desires, features)
    invs, skills = _check_investigators(inv, F[2], cars)
    gens, atts, rest = _check_general(inv, F[2], skills)
    items, spells = _check_magic(mg, F[3])
    colours = set(_need(t, "monster_cards", dict, F[0]))
    starting, lands = _check_landscapes(ls, F[4], colours)
    layouts = _check_layouts(ls, F[4], t, colours, starting, lands)
    _check_part2(t, F[0])
    rits = _check_rituals(rt, F[5], t)
    return SimpleNamespace(
        table=t, cars={car["id"]: car for car in cars}, car_ids=tuple(car["id"] for car in cars), locomotive=loco,
        clues=clues, boards=boards, suspects={s["id"]: s for s in suspects}, suspect_ids=tuple(s["id"] for s in suspects),
        quests=quests, feature_cards=fcards, stories=stories,
        investigators={x["id"]: x for x in invs}, investigator_ids=tuple(x["id"] for x in invs), skills=skills,
        specialties={x["id"]: tuple(s["id"] for s in x["skills"] if s["level"] == "specialty") for x in invs},
        general_skills=tuple(s["id"] for s in gens), attributes={a["id"]: a for a in atts},
        attribute_ids=tuple(a["id"] for a in atts), rest_tiles=rest, slots=_need(inv, "slots", int, F[2]),
        stamina_start=inv.get("stamina_start", 7), health_start=inv.get("health_start", 7), health_max=inv.get("health_max", 7),
        items={i["id"]: i for i in items}, item_ids=tuple(i["id"] for i in items),
        spells={s["id"]: s for s in spells}, spell_ids=tuple(s["id"] for s in spells),
        starting={s["id"]: s for s in starting}, starting_ids=tuple(s["id"] for s in starting),
        landscapes={l["id"]: l for l in starting + lands}, land_ids=tuple(l["id"] for l in lands), layouts=layouts,
        rituals={r["id"]: r for r in rits}, ritual_ids=tuple(r["id"] for r in rits),
        # each event token's type and effect (None if it has none), from ``event_tokens.kinds``
        token_type={tok: k["type"] for tok, k in t["event_tokens"]["kinds"].items() if isinstance(k, dict)},
        token_effect={tok: k.get("effect") for tok, k in t["event_tokens"]["kinds"].items() if isinstance(k, dict)},
        illustrative=all(raw[f].get("illustrative") for f in FILES))


NAMES: dict = {}   # data id -> printed name, over every component set loaded (ids of the shipped set are unique)


def name_of(cid):
    """The printed name of a skill, attribute, item, spell or Fez Council card id, as a Msg (the name from the
    data, looked up like any text so a translation can be supplied); an unknown id is given back unchanged."""
    if not NAMES:
        load_components()
    name = NAMES.get(cid)
    return Msg(name) if name is not None else cid


def _remember_names(comp) -> None:
    for group in (comp.skills, comp.attributes, comp.items, comp.spells):
        for cid, d in group.items():
            if isinstance(d.get("name"), str):
                NAMES[cid] = d["name"]
    for card in comp.table.get("fez_council", ()):
        if isinstance(card, dict) and isinstance(card.get("name"), str):
            NAMES[card["id"]] = card["name"]


def load_components(data_dir: str | None = None) -> SimpleNamespace:
    """The checked components of a data set: ``None`` (the shipped illustrative files) or an allowed folder.

    A folder must have been allowed in this process (``new_game(data_dir=...)`` does it; see
    :mod:`rulebook.data_sets`), else :class:`~rulebook.LoadError`; a broken file raises
    :class:`~rulebook.DataError` naming the file and the field.
    """
    return guarded(_load_components, require(data_dir))


@lru_cache(maxsize=8)
def _load_components(data_dir: str | None = None) -> SimpleNamespace:
    folder = Path(data_dir) if data_dir else DATA_DIR
    raw = {f: _read(folder, f) for f in FILES}
    comp = validate(raw)
    comp.fingerprint = hashlib.sha256(json.dumps(raw, sort_keys=True).encode()).hexdigest()[:16]
    _remember_names(comp)
    return comp
