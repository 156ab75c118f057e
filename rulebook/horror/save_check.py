"""What every field of a saved Horror position may hold, declaratively (see :mod:`rulebook.validate`).

Every id must name a component of the data in use, every count must lie within
what the box holds; the conservation rules across fields are
:func:`rulebook.horror.load.invariant_problems`. ``schema(comp)`` is built once
per data set.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=1)
>>> d = s._dump(); d["general_display"][0] = "NOPE"
>>> schema(s.comp).check(d, "base")
Traceback (most recent call last):
...
rulebook.errors.LoadError: Field 'base.general_display[0]' names 'NOPE', which the game does not have.
"""
from __future__ import annotations

from ..i18n import Msg, N_
from ..validate import Any, Bool, Dict, Int, List, Map, Maybe, OneOf, Spec, Str, Tup, bad
from .data import STATUSES

COLOURS = ("red", "green", "blue")
FRAME_KINDS = ("ask", "rest", "talk", "eff")
CAR = Int(0, 6)
COUNT = Int(0, 1000)


class PortalId(Spec):
    """``<landscape id>.<spot>``: a portal spot on a landscape tile of the data."""

    def __init__(self, comp):
        self.lands = comp.landscapes

    def check(self, v, field):
        tile, _, spot = v.rpartition(".") if type(v) is str else ("", "", "")
        if tile not in self.lands or not spot.isdigit() or int(spot) > 9:
            bad(field, Msg(N_("names no portal spot of a landscape tile")))


class Frame(Spec):
    """A pending decision on the stack: its kind, then plain data naming a seat of the game."""

    def __init__(self, seats: int = 4):
        self.seats = seats

    @staticmethod
    def context(v):
        """The frame's context (the dict naming the seat ``p`` and the rule), or None."""
        if v[0] == "ask":
            return v[3] if len(v) > 3 else None
        if v[0] == "eff":
            return v[2] if len(v) > 2 else None
        return v[1]

    def check(self, v, field):
        if type(v) is not list or not 2 <= len(v) <= 6 or v[0] not in FRAME_KINDS:
            bad(field, Msg(N_("is not a pending decision of the game")))
        ctx = self.context(v)
        if type(ctx) is not dict or type(ctx.get("p")) is not int or not 0 <= ctx["p"] < self.seats \
                or type(ctx.get("rule")) is not str:
            bad(field, Msg(N_("names no seat of this game")))


_CACHE: dict = {}


def schema(comp) -> Dict:
    """The schema of a saved position for the component data ``comp``."""
    hit = _CACHE.get(comp.fingerprint)
    if hit is None:
        if len(_CACHE) > 8:
            _CACHE.clear()
        hit = _CACHE[comp.fingerprint] = _build(comp)
    return hit


def _build(comp) -> Dict:
    t = comp.table
    kinds = tuple(t["event_tokens"]["kinds"])
    conv = t["conversation"]
    conv_ids = set(conv["horizontal"]) | {"g:" + g for g in conv["green"]} | {"r:" + r for r in conv["red"]}
    if conv.get("aside"):
        conv_ids.add("g:" + conv["aside"])
    fez = {c["id"] for c in t.get("fez_council", [])}
    cards = {c["id"] for c in t["passenger_cards"]} | {c["id"] for c in t["unleashed_cards"]}
    cards |= {c["id"] for r in comp.rituals.values() for c in r.get("incantation_cards", [])}
    skills = set(comp.skills) | set(comp.attribute_ids)
    lands = Str(comp.landscapes)
    investigator = Dict({
        "id": Str(comp.investigators), "car": CAR, "sanity": Int(0, 50), "unstable": Bool(),
        "health": Int(0, comp.health_max), "stamina": Int(0, comp.health_max), "track": Int(0, 50),
        "slots": List(Maybe(Str(skills)), comp.slots, comp.slots), "marked": List(Bool(), comp.slots, comp.slots),
        "upgraded": List(Str(skills), 0, 50), "learned": List(Str(skills), 0, 50), "replaced": List(Str(skills), 0, 50),
        "rest": Str(comp.rest_tiles), "attribute": Maybe(Str(comp.attribute_ids)),
        "general": Maybe(Str(comp.general_skills)),
    })
    suspect = Dict({
        "tile": Str(comp.suspects), "car": CAR, "favor": Bool(), "clues": List(Str(comp.clues), 5, 6, unique=True),
        "up": List(Bool(), 5, 6), "asked": List(Bool(), 5, 6), "fade": List(Int(0, 10), 5, 6),
        "quest": Maybe(Str(comp.quests)), "quest_done": Bool(),
    })
    from .phases import PHASES
    token = Str(kinds)
    return Dict({
        "n": Int(1, 4), "options": Map(Str(), Any()), "phase": Str(PHASES), "phase_from": Maybe(Str(PHASES)),
        "ran": Bool(), "cur": Int(0, 3), "first": Int(0, 3), "turns": COUNT, "main_done": Bool(),
        "basics": Int(0, 2), "ended": Bool(), "draft_i": Int(0, 8), "result": Maybe(Tup(Str(("win", "loss")), Str())),
        "cars": List(Str(("locomotive",) + tuple(comp.car_ids)), 7, 7, unique=True),
        "active": List(Bool(), 7, 7), "curtains": List(Str(("open", "closed", "banished")), 7, 7),
        "space": Int(0, t["start_space"]), "speed": Int(0, 20), "loco_tokens": List(token, 0, 20),
        "layout": Int(0, max(len(comp.layouts) - 1, 0)),
        "passengers": List(Tup(CAR, Str(STATUSES + ("dead",))), 0, 100),
        "suspects": List(suspect, 6, 6), "inv": List(investigator, 1, 4),
        "monsters": List(Tup(Str(COLOURS), CAR), 0, 50), "pool": Map(Str(COLOURS), Int(0, 50)),
        "pursuit": List(Str(COLOURS), 0, 50), "colours": List(Str(COLOURS), 1, len(COLOURS), unique=True),
        "vampire": CAR, "vampire_strength": List(Str(t["vampire_strength"]), 0, len(t["vampire_strength"]), unique=True),
        "coffins": Int(0, t["coffins"]), "blocks": Int(0, t["block_tokens"]),
        "essence_pool": Int(0, t["essence_tokens"]), "essence_banished": Int(0, t["essence_tokens"]),
        "essence_box": Int(0, t["essence_tokens"]), "portals": Map(PortalId(comp), Int(0, t["essence_tokens"])),
        "tiles": List(Tup(lands, Int(0, 99), Int(0, 99), Bool()), 1, 40), "last_portal": Maybe(PortalId(comp)),
        "grimoire": List(Tup(Int(0, 20), Maybe(Str(comp.spells)), Int(0, 50)), 0, 20),
        "grimoire_bottom": Int(0, 50), "spell_deck": List(Str(comp.spells), 0, 100, unique=True),
        "occult": Int(0, 100), "occult_banished": Int(0, 100), "sanity_supply": Int(0, 100),
        "item_deck": List(Str(comp.items), 0, 200, unique=True), "items": List(Str(comp.items), 0, 200, unique=True),
        "items_banished": List(Str(comp.items), 0, 200, unique=True),
        "bag": List(Str(conv_ids), 0, 100), "conv_aside": List(Str(conv_ids), 0, 100),
        "event_bag": List(token, 0, 100), "event_discard": List(token, 0, 100),
        "event_board": List(List(token, 0, 20), 4, 4), "event_supply": List(token, 0, 100),
        "ritual": Str(comp.rituals), "ritual_tokens": Int(0, t["ritual_tokens_total"]), "escalations": Int(0, 100),
        "accused": List(Maybe(Bool()), 6, 6),
        "general_display": List(Str(comp.general_skills), 0, len(comp.general_skills), unique=True),
        "attr_display": List(Str(comp.attribute_ids), 0, len(comp.attribute_ids), unique=True),
        "stack": List(Frame(), 0, 50), "drawn": Maybe(token), "redrawn": Maybe(OneOf(Bool(), token)),
        "fast_chain": COUNT, "last_token": Maybe(token), "weaken": Int(-1, 1000),
        "board_run": List(Maybe(token), 0, 20), "board_i": Int(0, 20), "hold_train": Bool(),
        "passenger_deck": List(Str(cards), 0, 100, unique=True), "unleashed_deck": List(Str(cards), 0, 100, unique=True),
        "incantation_deck": List(Str(cards), 0, 100, unique=True), "ill": List(Int(0, 99), 0, 100, unique=True),
        "wt_right": List(Int(0, 99), 0, 100, unique=True), "wt_left": List(Int(0, 99), 0, 100, unique=True),
        "fez_card": Maybe(Str(fez)), "fez_offer": List(Str(fez), 0, 20, unique=True),
        "block_on": Map(PortalId(comp), List(Str(), 0, 10)),
        "data": Str(), "rng": Int(0, (1 << 64) - 1), "log": List(Any(), 0, 1_000_000),
    })
