"""Loading a Horror position from save data (checking every field) and the conservation invariants
that every reachable position keeps: clue tokens, monsters, essence, coffins, Occult and sanity tokens,
items, spells, conversation and event tokens; stamina never above health; cars never over capacity."""
from __future__ import annotations

from collections import Counter

from ..core import DataError, LoadError, Rng
from .data import STATUSES, load_components
from .fields import FIELDS, clone
from .frames import from_json as frame_from_json
from .records import RECORDS, records_of

INTS = ("n", "cur", "first", "turns", "basics", "draft_i", "space", "speed", "layout", "vampire", "coffins", "blocks",
        "essence_pool", "essence_banished", "essence_box", "grimoire_bottom", "occult", "occult_banished",
        "sanity_supply", "ritual_tokens", "escalations", "fast_chain", "weaken", "board_i")
BOOLS = ("ran", "main_done", "ended", "hold_train")
DICTS = ("options", "pool", "portals", "block_on")
MAYBE = ("phase_from", "result", "last_portal", "drawn", "last_token", "fez_card", "redrawn")


def _bad(field, problem="is missing or has the wrong kind of value"):
    raise LoadError.at(field, problem)


def read(st, d, trusted=False):
    """Every field of the position ``d`` (a ``_dump()``) describes, checked, set on ``st``; the log is checked to be
    there (``State._load``, the core's load skeleton, reads it, then the invariants through ``load_problems``).
    ``trusted``: ``d`` is a base position the engine made itself (undo replays from it), so the field schema is not
    checked again."""
    cls = type(st)
    for f in FIELDS + ("data", "rng", "log"):
        if f not in d:
            _bad(f)
    for f in INTS:
        if not isinstance(d[f], int) or isinstance(d[f], bool):
            _bad(f)
    for f in BOOLS:
        if not isinstance(d[f], bool):
            _bad(f)
    for f in DICTS:
        if not isinstance(d[f], dict):
            _bad(f)
    for f in FIELDS:
        if f not in INTS + BOOLS + DICTS + MAYBE + ("phase", "ritual") and not isinstance(d[f], list):
            _bad(f)
    opts = d["options"]
    try:
        norm = cls.game.check_options({k: (tuple(v) if isinstance(v, list) else v) for k, v in opts.items()}, d["n"])
    except (TypeError, ValueError) as e:
        _bad("options", f"is not accepted ({e})")
    if not 1 <= d["n"] <= 4:
        _bad("n", "must be 1 to 4")
    try:
        st.comp = load_components(norm["data_dir"])
    except (DataError, OSError) as e:
        _bad("options.data_dir", f"names component data that cannot be read ({type(e).__name__})")
    if d["data"] != st.comp.fingerprint:
        _bad("data", "names different component data than the files in use")
    from .save_check import schema
    if not trusted:
        schema(st.comp).check(d, "")
    if d["cur"] >= d["n"] or d["first"] >= d["n"] or len(d["inv"]) != d["n"]:
        _bad("cur" if d["cur"] >= d["n"] else "first" if d["first"] >= d["n"] else "inv",
             "names a seat beyond the number of investigators")
    from .save_check import Frame
    for i, fr in enumerate(d["stack"]):
        if Frame.context(fr)["p"] >= d["n"]:
            _bad(f"stack[{i}]", "names a seat beyond the number of investigators")
    for f in FIELDS:
        setattr(st, f, records_of(f, d[f]) if f in RECORDS else clone(d[f]))
    try:
        st.stack = [frame_from_json(fr) for fr in d["stack"]]
    except (KeyError, TypeError, ValueError) as e:
        _bad("stack", f"holds a frame that is not a pending decision ({type(e).__name__})")
    st.options = norm
    from .phases import PHASES
    if st.phase not in PHASES:
        _bad("phase", "is not a phase of the game")
    if not isinstance(d["rng"], int) or not 0 <= d["rng"] < 1 << 64:
        _bad("rng")
    st.rng = Rng(0)
    st.rng.state = d["rng"]


def load_problems(st) -> list:
    """``invariant_problems`` as loading asks it: a position malformed in a way the field checks let through is
    refused as malformed, naming the error."""
    try:
        return invariant_problems(st)
    except (KeyError, TypeError, IndexError, ValueError, AttributeError) as e:
        _bad("", f"is malformed ({type(e).__name__})")


def invariant_problems(st) -> list:
    """Problems with the position, as sentences; empty for every reachable position. Checked part by part of the
    table, in this order: the investigators, the figures on the train and the suspects, the tokens and the two bags,
    the decks and the ritual, the train itself."""
    out = []
    for part in (_investigator_problems, _figure_problems, _token_problems, _deck_problems, _train_problems):
        part(st, out)
    return out


def _investigator_problems(st, out):
    """Health, stamina and sanity, skill slots and the skills on display."""
    comp = st.comp
    over = st.phase == "over"
    for p, x in enumerate(st.inv):
        if not 0 <= x.stamina <= x.health:
            out.append(f"investigator {p + 1} has stamina {x.stamina} above health {x.health} (or below 0)")
        if x.health > comp.health_max or x.sanity < 0:
            out.append(f"investigator {p + 1} has impossible health or sanity")
        if not over and (x.sanity <= 0 or x.health <= comp.investigators[x.id]["skull"]):
            out.append(f"investigator {p + 1} is insane or dead but the game goes on")
        if len(x.slots) != comp.slots or len(x.marked) != comp.slots:
            out.append(f"investigator {p + 1} has the wrong number of skill slots")
        if not 0 <= x.car <= 6:
            out.append(f"investigator {p + 1} is off the train")
    if any(g not in comp.general_skills for g in st.general_display) \
            or any(a not in comp.attribute_ids for a in st.attr_display):
        out.append("a skill on display is not a skill of the game")
    if any(k is not None and k not in comp.skills and k not in comp.attribute_ids for x in st.inv for k in x.slots):
        out.append("an investigator's skill slot holds a skill the game does not have")


def _figure_problems(st, out):
    """The suspects' clue tokens, the monsters, essence, coffins and passengers, and what each car holds."""
    comp, t = st.comp, st.comp.table
    if any(not len(s.clues) == len(s.up) == len(s.asked) == len(s.fade) for s in st.suspects):
        out.append("a suspect board's clues, face-up marks, questions and fade tokens do not line up")
    if sorted(c for s in st.suspects for c in s.clues) != sorted(comp.clues):
        out.append("the clue tokens on the suspect boards are not exactly the set of clue tokens")
    for col in st.colours:
        k = st.pool[col] + sum(1 for m in st.monsters if m.colour == col) + st.pursuit.count(col)
        if k != t["monsters_per_colour"] or st.pool[col] < 0:
            out.append(f"{col} monsters: {k} in pool, train and Pursuit instead of {t['monsters_per_colour']}")
    if any(not 0 <= m.car <= 6 for m in st.monsters) or st.monsters != sorted(st.monsters, key=lambda m: m.car):
        out.append("monsters are not by cars in front-to-back order")
    ess = st.essence_pool + sum(st.portals.values()) + st.essence_banished + st.essence_box
    if ess != t["essence_tokens"] or min([st.essence_pool] + list(st.portals.values())) < 0:
        out.append(f"essence adds up to {ess}, not {t['essence_tokens']}")
    dead = sum(1 for q in st.passengers if q.status == "dead")
    if st.coffins + dead != t["coffins"] or st.coffins < 0:
        out.append("coffins in the pool and on dead passengers do not add up")
    if any(q.status not in STATUSES + ("dead",) or not 0 <= q.car <= 6 for q in st.passengers):
        out.append("a passenger has an unknown status or is off the train")
    for car in range(7):
        cap = t["locomotive_capacity"] if car == 0 else t["car_capacity"]
        occ = (sum(1 for q in st.passengers if q.car == car) + sum(1 for s in st.suspects if s.car == car)
               + sum(1 for x in st.inv if x.car == car))
        if occ > cap:
            out.append(f"car {car} holds {occ} figures but has {cap} spots")


def _token_problems(st, out):
    """Occult and sanity tokens, items and spells, the conversation bag and the event tokens."""
    comp, t = st.comp, st.comp.table
    occ = sum(s[0] for s in st.grimoire) + st.occult + st.occult_banished
    if occ != sum(t["occult_rows"]):
        out.append(f"Occult tokens add up to {occ}")
    san = sum(x.sanity for x in st.inv) + sum(s[2] for s in st.grimoire) + st.grimoire_bottom + st.sanity_supply
    if san != t.get("sanity_markers", 28) or st.sanity_supply < 0:
        out.append(f"sanity tokens add up to {san}")
    if sorted(st.item_deck + st.items + st.items_banished) != sorted(comp.item_ids):
        out.append("items in the deck, the pool and the box are not the item set")
    if sorted(st.spell_deck + [s[1] for s in st.grimoire if s[1]]) != sorted(comp.spell_ids):
        out.append("spells in the deck and the Grimoire are not the spell set")
    drawn = [tok for fr in st.stack if fr.KIND == "talk" for tok in fr.drawn]
    conv = t["conversation"]
    want = Counter({h: k for h, k in conv["horizontal"].items()})
    want.update(["g:" + g for g in conv["green"]] + ["r:" + r for r in conv["red"]] + (["g:" + conv["aside"]] if conv.get("aside") else []))
    if Counter(st.bag + st.conv_aside + drawn) != want:
        out.append("conversation tokens are missing or extra")
    evt = t["event_tokens"]
    have = Counter(st.event_bag + st.event_discard + [x for sp in st.event_board for x in sp] + st.loco_tokens
                   + st.event_supply + ([st.drawn] if st.drawn is not None else []))
    if have != Counter(evt["bag"] + evt["discard"] + evt["locomotive"] + evt["supply"]):
        out.append("event tokens are missing or extra")
    if len(st.event_board) != 4 or any(evt["kinds"][x].get("space") != i for i, sp in enumerate(st.event_board) for x in sp):
        out.append("an event token lies on a board space that is not its own")
    if st.drawn is not None and st.phase not in ("draw", "redraw", "token", "weaken", "fez", "fez_cards", "incantation", "appendix", "place"):
        out.append("an event token is in hand outside the event step")


def _deck_problems(st, out):
    """The passenger, Monster Unleashed and Incantation decks, the ritual's tokens, the vampire, blocks, illness
    markers and fade tokens."""
    comp, t = st.comp, st.comp.table
    if sorted(st.passenger_deck) != sorted(c["id"] for c in t["passenger_cards"]):
        out.append("the passenger deck is not the set of passenger cards")
    if sorted(st.unleashed_deck) != sorted(c["id"] for c in t["unleashed_cards"]):
        out.append("the Monster Unleashed deck is not its set of cards")
    rit = comp.rituals[st.ritual]
    if sorted(st.incantation_deck) != sorted(c["id"] for c in rit.get("incantation_cards", [])):
        out.append("the Incantation deck is not the ritual's set of cards")
    if sorted(st.wt_left + st.wt_right) != list(range(len(rit.get("witness_tampering", [])))):
        out.append("witness tampering tokens are missing or extra")
    if not 0 <= st.ritual_tokens <= t["ritual_tokens_total"]:
        out.append(f"{st.ritual_tokens} Ritual tokens on the sheet")
    if not 1 <= st.vampire <= 6:
        out.append("the vampire hangs by the Locomotive or off the train")
    if len(set(st.vampire_strength)) != len(st.vampire_strength) or not set(st.vampire_strength) <= set(t["vampire_strength"]) \
            or st.vampire_strength != [v for v in t["vampire_strength"] if v in st.vampire_strength]:
        out.append("the vampire's strength tiles are not a leftmost-first part of the starting row")
    placed = sum(len(v) for v in st.block_on.values())
    if st.blocks < 0 or st.blocks + placed != t["block_tokens"]:
        out.append(f"block tokens add up to {st.blocks + placed}, not {t['block_tokens']}")
    if len(set(st.ill)) != len(st.ill) or len(st.ill) > t["illness_markers"] \
            or any(not 0 <= i < len(st.passengers) or st.passengers[i].status == "dead" for i in st.ill):
        out.append("Illness markers are on dead or missing passengers, twice, or more than the box holds")
    fades = sum(sum(s.fade) for s in st.suspects)
    if fades > t["fade_tokens"] or any(f and up for s in st.suspects for f, up in zip(s.fade, s.up)):
        out.append("fade tokens: more than the box holds, or on a face-up clue")


def _train_problems(st, out):
    """No monster by the Locomotive, the suspects aboard, the speed, the track space, a finished game's result."""
    t = st.comp.table
    if any(m.car == 0 for m in st.monsters) and st.phase not in ("over",):
        out.append("a monster stands by the Locomotive instead of being unleashed")
    if len(st.suspects) != 6 or any(not 0 <= s.car <= 6 for s in st.suspects):
        out.append("a suspect is off the train")
    if st.speed != 1 + len(t["event_tokens"]["locomotive"]) - len(st.loco_tokens):
        out.append("the train's speed does not match the Locomotive tokens used")
    if not 0 <= st.space <= t["start_space"]:
        out.append("the train is off the track")
    if st.phase == "over" and st.result is None:
        out.append("the game is over without a result")


# ---- the log of earlier save versions (rulebook/saves.py: a reworded log line bumps the version) ----------------
#: the log lines whose ``p`` was a portal id in version 1 and is the portal as the picture names it in version 2
_PORTAL_LINES_V1 = frozenset({
    "Inscription Portal {p} is active and resolves.",
    "A block token ({side}) is placed on the effect of portal {p}.",
    "Portal {p} is blocked for the rest of the game.",
    "A x1 block token cancels portal {p} this time and goes back to the supply.",
    "One essence goes from portal {p} back to the pool ({k} left on it).",
    "{k} essence goes onto portal {p}.",
})
#: the log lines whose ``quest`` was a quest card's id in version 1 and is its desire clue's name in version 2
_QUEST_LINES_V1 = frozenset({"Quest card {quest} is placed under suspect {s}.",
                             "{player} fulfils quest {quest} of suspect {s}."})


def _log_v1_to_v2(st, entry: dict) -> dict:
    """A version-1 log entry in version 2's words: a portal named by its place on its landscape and the
    landscape's name instead of its id, a quest card by its desire clue's name instead of its id (both worked out
    from the position's components by the engine's own functions)."""
    from ..i18n import Msg
    from .clues import quest_name
    from .train import portal_words
    m = entry["msg"]
    params = m.get("params")
    if type(params) is not dict:
        return entry
    msgid = m.get("id")
    if msgid in _PORTAL_LINES_V1 and type(params.get("p")) is str:
        words = portal_words(st, params["p"])
        params = dict(params, p={"msg": words.to_dict()} if isinstance(words, Msg) else words)
    elif msgid in _QUEST_LINES_V1 and type(params.get("quest")) is str:
        name = quest_name(st, params["quest"])
        params = dict(params, quest={"msg": name.to_dict()} if isinstance(name, Msg) else name)
    else:
        return entry
    return dict(entry, msg=dict(m, params=params))


#: one step per earlier save version: ``{v: step}``, ``step(st, entry)`` gives the entry in version v+1's words
LOG_MIGRATIONS = {1: _log_v1_to_v2}
