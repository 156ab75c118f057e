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

from ..data_sets import guarded, read_json, require
from ..i18n import Msg
from .data_clues import check_boards, check_clues, check_suspects
from .data_investigators import check_general, check_investigators
from .data_landscapes import check_landscapes, check_layouts
from .data_occult import check_magic, check_rituals
from .data_schema import CONDITIONS, PRIMITIVES, STATUSES, fail, need
from .data_table import check_part2, check_tracks, check_train

DATA_DIR = Path(__file__).with_name("data")
FILES = ("table.json", "clues.json", "investigators.json", "magic.json", "landscapes.json", "rituals.json")


def _read(folder: Path, name: str) -> dict:
    d = read_json(folder / name, name)
    if not isinstance(d, dict):
        fail(name, "(top level)", "must be an object")
    return d


def validate(raw: dict) -> SimpleNamespace:
    """Check every file of a data set in turn (the first mistake raises :class:`~rulebook.DataError`)."""
    t, c, inv, mg, ls, rt = (raw[f] for f in FILES)
    F = FILES
    cars, loco = check_train(t, F[0])
    check_tracks(t, F[0])
    tickets, desires, features, clues = check_clues(c, F[1])
    boards = check_boards(c, F[1], tickets, desires, features)
    suspects, quests, fcards, stories = check_suspects(c, F[1], desires, features)
    invs, skills = check_investigators(inv, F[2], cars)
    gens, atts, rest = check_general(inv, F[2], skills)
    items, spells = check_magic(mg, F[3])
    colours = set(need(t, "monster_cards", dict, F[0]))
    starting, lands = check_landscapes(ls, F[4], colours)
    layouts = check_layouts(ls, F[4], t, colours, starting, lands)
    check_part2(t, F[0])
    rits = check_rituals(rt, F[5], t)
    return SimpleNamespace(
        table=t, cars={car["id"]: car for car in cars}, car_ids=tuple(car["id"] for car in cars), locomotive=loco,
        clues=clues, boards=boards, suspects={s["id"]: s for s in suspects}, suspect_ids=tuple(s["id"] for s in suspects),
        quests=quests, feature_cards=fcards, stories=stories,
        investigators={x["id"]: x for x in invs}, investigator_ids=tuple(x["id"] for x in invs), skills=skills,
        specialties={x["id"]: tuple(s["id"] for s in x["skills"] if s["level"] == "specialty") for x in invs},
        general_skills=tuple(s["id"] for s in gens), attributes={a["id"]: a for a in atts},
        attribute_ids=tuple(a["id"] for a in atts), rest_tiles=rest, slots=need(inv, "slots", int, F[2]),
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


# the schema's names that outside callers read from here
__all__ = ["DATA_DIR", "FILES", "CONDITIONS", "PRIMITIVES", "STATUSES", "validate", "name_of", "load_components"]
