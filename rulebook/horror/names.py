"""Horror's things in words for labels and tooltips: the ids the engine keeps in its messages (portal
``start0.2``, quest card ``Q_artifact``, suspect number 3, a moved suspect's index) given by what a
player sees on the table (the landscape, the quest's name, the suspect's name).

Used by the flow pictures (:mod:`rulebook.horror.flow`), the table picture and the action labels of
:mod:`widgets.horror.keys`; standard library only, never on the engine's hot path.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=1, seed=1)
>>> portal_name(s, "start0.0")
'1 on Starting Landscape 1'
"""
from __future__ import annotations

import re

from ..i18n import N_, Msg, Seat

_PORTAL = re.compile(r"^([A-Za-z0-9_]+)\.(\d+)$")


def portal_msg(state, pid: str) -> Msg | None:
    """A portal id such as ``start0.2`` in words (``3 on Starting Landscape 1``), or None if it names none."""
    m = _PORTAL.match(pid)
    lands = state.comp.landscapes
    if not m or m.group(1) not in lands:
        return None
    return Msg(N_("{n} on {landscape}"), {"n": int(m.group(2)) + 1, "landscape": Msg(lands[m.group(1)]["name"])})


def quest_msg(state, qid: str) -> Msg | None:
    """A quest card id such as ``Q_artifact`` by the name of the desire clue that brings it (``Artifact``)."""
    if qid not in state.comp.quests:
        return None
    for c in state.comp.clues.values():
        if c.get("quest") == qid:
            return Msg(c["name"])
    return None


def suspect_msg(state, s: int) -> Msg | None:
    """Suspect number ``s`` (1-6, as the picture numbers them) with the name on its tile: ``3 (The Heiress)``."""
    if not isinstance(s, int) or isinstance(s, bool) or not 1 <= s <= len(state.suspects):
        return None
    tile = state.comp.suspects[state.suspects[s - 1].tile]
    return Msg(N_("{n} ({name})"), {"n": s, "name": Msg(tile["name"])})


def _text(m: Msg | None, lang: str) -> str | None:
    return None if m is None else m.text(lang)


def portal_name(state, pid: str, lang: str = "en") -> str | None:
    """:func:`portal_msg` in ``lang``."""
    return _text(portal_msg(state, pid), lang)


def quest_name(state, qid: str, lang: str = "en") -> str | None:
    """:func:`quest_msg` in ``lang``."""
    return _text(quest_msg(state, qid), lang)


def suspect_name(state, s: int, lang: str = "en") -> str | None:
    """:func:`suspect_msg` in ``lang``."""
    return _text(suspect_msg(state, s), lang)


def readable_msg(state, msg: Msg) -> Msg:
    """``msg`` with the ids among its parameters in words: a portal by its landscape (:func:`portal_msg`),
    a quest card by its name, a suspect's number with the suspect's name (still translatable)."""
    params = msg.params or {}
    fixed = None
    says_suspect = "suspect {s}" in msg.id.lower()
    kind = getattr(params.get("kind"), "id", None)     # a Relocate: {kind} {who}, who a 0-based index
    for k, v in params.items():
        name = None
        if k == "who" and isinstance(v, str) and v.isdigit() and kind in ("suspect", "investigator"):
            name = suspect_msg(state, int(v) + 1) if kind == "suspect" else Seat(int(v))
        elif isinstance(v, str):
            name = portal_msg(state, v) or quest_msg(state, v)
        elif k == "s" and says_suspect:
            name = suspect_msg(state, v)
        if name is not None:
            fixed = dict(params) if fixed is None else fixed
            fixed[k] = name
    return msg.with_params(fixed) if fixed is not None else msg


def readable(state, msg: Msg, lang: str = "en") -> str:
    """:func:`readable_msg` in ``lang``."""
    return readable_msg(state, msg).text(lang)
