"""Horror on the Orient Express for the research interfaces (:mod:`rulebook.environments`).

The game is cooperative: every seat's view is the same table (face-down bags, decks, clues and landscapes are
counts or ``None``), so the observation differs between seats only in who the observer is. It is a function of
``state.view(seat)`` alone; ``encoding(state).feature_names(view)`` names every number.

Observation, in order
    *Flow*: ``phase`` (one-hot over ``phases.PHASE_LIST``), ``to_move``, ``cur`` (relative seat), ``turns``,
    ``main_done``, ``basics``, ``ended``; the face-down counts (bag, event bag, spell, item, passenger,
    unleashed and incantation decks, right witness stack); ``bag`` (the conversation bag per token kind);
    ``talk_odds`` (as a number).
    *Train*: per car 0-6: ``active``, ``curtains`` open, passengers per status (``data.STATUSES``), monsters
    per colour, investigators there; ``space``, ``speed``.
    *Suspects* (six boards): car (one-hot), ``favor``, clues shown, clues asked, ``quest_done``, ``accused``
    (unknown / cultist / not).
    *Threats and knowledge*: monster pool per colour, ``pursuit``, ``vampire``, ``coffins``, ``blocks``, essence
    (pool, banished, box), portals open (count and essence on them), grimoire spells, ``occult``,
    ``occult_banished``, ``sanity_supply``, items held, ``ritual`` (one-hot), ``ritual_tokens``,
    ``escalations``.
    *Investigators* (four slots from the observer's seat): ``present``, ``car`` (one-hot), sanity, health,
    stamina, ``unstable``, skills learnt (count).

Action ids (flat, :class:`~rulebook.encoding.Vocabulary`)
    Every action type of ``actions.py`` in its order there gets a block of ids, its fields numbered over these
    domains (from the data set): ``skill`` (every skill id, general skills included), ``attribute``, ``car``
    0-6 (also ``Relocate.frm``/``to``), ``swap`` ("" or a status), ``ill``, ``suspect`` 0-5, ``spot`` 0-5,
    ``item``, ``slot``, ``status`` (``ChangeStatus.frm``/``to``: the statuses and ``dead``), ``kind``,
    ``who`` (a suspect or seat number 0-5, a status, an investigator id), ``colour``, ``portal`` (landscape id
    and portal number 0-3), ``token`` (conversation token kinds), ``cultist``, ``n`` 0-7, ``index`` 0-15, the
    Fez Council ``card`` ids. ``vocabulary.name(id)`` reads an id back.
"""
from __future__ import annotations

from fractions import Fraction

from ..encoding import Encoding, Features, Vocabulary, place_in, seats_from
from ..i18n import Msg, N_
from .actions import ACTIONS, CONV_TOKEN_NAMES
from .data import STATUSES
from .phases import PHASE_LIST

COLOURS = ("red", "blue", "green")
CARS = tuple(range(7))
MAX_PLAYERS = 4


class HorrorEncoding(Encoding):
    score_range = (-1.0, 1.0)
    cooperative = True

    def __init__(self, state):
        comp = state.comp
        self.phases = tuple(p.id for p in PHASE_LIST)
        self.rituals = tuple(comp.ritual_ids)
        self.suspects = tuple(comp.suspect_ids)
        skills = tuple(dict.fromkeys((*sorted(comp.skills), *comp.general_skills)))
        fez = tuple(c["id"] for c in comp.table.get("fez_council", ()))
        self.vocabulary = Vocabulary(ACTIONS, {
            "skill": skills, "attribute": comp.attribute_ids, "car": CARS, "swap": ("",) + STATUSES,
            "ill": (False, True), "suspect": range(6), "spot": range(6), "item": comp.item_ids,
            "slot": range(max(comp.slots, 8)), "status": STATUSES + ("dead",),
            "kind": ("passenger", "suspect", "investigator"),
            "who": tuple(str(i) for i in range(6)) + STATUSES + tuple(comp.investigator_ids), "colour": COLOURS,
            "portal": tuple(f"{land}.{i}" for land in comp.landscapes for i in range(4)),
            "token": tuple(CONV_TOKEN_NAMES), "cultist": (False, True), "n": range(8), "index": range(16),
            "card": fez},
            {"ChangeStatus.frm": "status", "ChangeStatus.to": "status", "Relocate.frm": "car", "Relocate.to": "car"},
            bound=Msg(N_("Horror numbers choices up to 16 and learnt-skill slots up to 8.")))
        super().__init__(state)

    def features(self, f: Features, v: dict, seat) -> None:
        n = v["players_count"]
        order = seats_from(seat, n, MAX_PLAYERS)

        def relative(s):
            return place_in(order, s)

        f.onehot("phase", v["phase"], self.phases)
        f.flag("to_move", v["turn"] is not None and v["turn"] == seat)
        f.onehot("cur", relative(v["cur"]), range(MAX_PLAYERS))
        f.num("turns", v["turns"], 20)
        f.flag("main_done", v["main_done"])
        f.num("basics", v["basics"], 2)
        f.flag("ended", v["ended"])
        for key in ("bag_count", "event_bag_count", "spell_deck_count", "item_deck_count", "passenger_deck_count",
                    "unleashed_deck_count", "incantation_deck_count", "wt_right_count"):
            f.num(key, v[key], 20)
        for kind in CONV_TOKEN_NAMES:
            f.num(f"bag#{kind}", v["bag_counts"].get(kind, 0), 5)
        f.num("talk_odds", float(Fraction(v["talk_odds"])))
        passengers = v["passengers"]
        monsters = v["monsters"]
        invs = v["inv"]
        for c in CARS:
            f.flag(f"car{c}.active", v["active"][c] if c < len(v["active"]) else False)
            f.flag(f"car{c}.open", v["curtains"][c] == "open" if c < len(v["curtains"]) else False)
            f.counts(f"car{c}.passengers", [st for car, st in passengers if car == c], STATUSES, 3)
            f.counts(f"car{c}.monsters", [col for col, car in monsters if car == c], COLOURS, 2)
            f.num(f"car{c}.investigators", sum(1 for i in invs if i["car"] == c), 2)
        f.num("space", v["space"], 50)
        f.num("speed", v["speed"], 3)
        for k in range(6):
            s = v["suspects"][k] if k < len(v["suspects"]) else None
            f.onehot(f"suspect{k}.car", s["car"] if s else None, CARS)
            f.flag(f"suspect{k}.favor", s and s["favor"])
            f.num(f"suspect{k}.clues_up", sum(s["up"]) if s else 0, 6)
            f.num(f"suspect{k}.asked", sum(s["asked"]) if s else 0, 6)
            f.flag(f"suspect{k}.quest_done", s and s["quest_done"])
            f.onehot(f"suspect{k}.accused", v["accused"][k] if k < len(v["accused"]) else None, (True, False))
        for col in COLOURS:
            f.num(f"pool.{col}", v["pool"].get(col, 0), 5)
        f.num("pursuit", len(v["pursuit"]), 3)
        f.num("vampire", v["vampire"], 7)
        f.num("coffins", v["coffins"], 7)
        f.num("blocks", v["blocks"], 8)
        for key in ("essence_pool", "essence_banished", "essence_box"):
            f.num(key, v[key], 20)
        f.num("portals", len(v["portals"]), 5)
        f.num("portal_essence", sum(v["portals"].values()), 10)
        f.num("grimoire", sum(1 for g in v["grimoire"] if g[1] is not None), 6)
        f.num("occult", v["occult"], 5)
        f.num("occult_banished", v["occult_banished"], 5)
        f.num("sanity_supply", v["sanity_supply"], 20)
        f.num("items", len(v["items"]), 5)
        f.onehot("ritual", v["ritual"], self.rituals)
        f.num("ritual_tokens", v["ritual_tokens"], 5)
        f.num("escalations", v["escalations"], 5)
        for k, s in enumerate(order):
            i = invs[s] if s is not None and s < len(invs) else None
            f.flag(f"inv{k}.present", i is not None)
            f.onehot(f"inv{k}.car", i["car"] if i else None, CARS)
            f.num(f"inv{k}.sanity", i["sanity"] if i else 0, 7)
            f.num(f"inv{k}.health", i["health"] if i else 0, 7)
            f.num(f"inv{k}.stamina", i["stamina"] if i else 0, 7)
            f.flag(f"inv{k}.unstable", i and i["unstable"])
            f.num(f"inv{k}.skills", sum(1 for x in i["slots"] if x) if i else 0, 7)


def encoding(state) -> HorrorEncoding:
    """The encoding of a Horror game set up as ``state`` (its data set; nothing hidden is read)."""
    return HorrorEncoding(state)
