"""Action cards found by what they show, in words ("2 car upgrade", "locomotive 2 + coin").

A description is one or more parts joined by ``+``, ``,`` or ``and``; each part names one symbol of the
card, in any word order, with its count (a number, or none for 1) and, for an upgrade, the value it
lifts (``from 4``, ``of value 4`` or ``4-car``):

==========================================  =====================================
``2 cars`` / ``2 new cars``                 ``("car", 2)``: two new 0-value cars
``2 car upgrade`` / ``upgrade 2 cars``      ``("upgrade", 2, 0)``
``upgrade from 4`` / ``4-car upgrade``      ``("upgrade", 1, 4)``
``upgrade of choice`` / ``any upgrade``     ``("upgrade_any", 1)``
``conductors 2`` / ``move conductors 2``    ``("conductors", 2)``: both conductors
``split 3`` / ``3 conductor steps``         ``("conductor_split", 3)``
``locomotive 2``                            ``("locomotive", 2)``
``coin`` / ``2 coins``, ``3 points``        ``("coins", n)``, ``("points", n)``
``route`` / ``contract``                    a route card / a contract (by type)
==========================================  =====================================

A card matches when each part matches a different symbol of it; cards that show exactly the parts come
before cards that show more.
"""
from __future__ import annotations

import re

from ..i18n import N_

_SPLIT = re.compile(r"\s*(?:\+|,|\band\b|&)\s*")
_WORD = re.compile(r"\d+|[a-z]+")
_PLURAL = {"cars": "car", "upgrades": "upgrade", "coins": "coin", "points": "point", "conductors": "conductors",
           "steps": "step", "locomotives": "locomotive", "routes": "route", "contracts": "contract"}


def parse_part(text: str) -> dict | None:
    """One part of a description as ``{"do": ..., "n": count (1 when none is said), "from": value or None}``
    (or a card ``"type"``); None when no symbol is named."""
    t = text.lower().replace("-car", " car fromvalue")
    words = [_PLURAL.get(w, w) for w in _WORD.findall(t)]
    nums, frm = [], None
    for i, w in enumerate(words):
        if w.isdigit():
            prev = words[i - 1] if i else ""
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if prev in ("from", "value") or nxt == "car" and "fromvalue" in words[i + 1:i + 3]:
                frm = int(w)
            else:
                nums.append(int(w))
    n = nums[0] if nums else 1
    ws = set(words)
    if "route" in ws:
        return {"type": "route"}
    if "contract" in ws:
        return {"type": "contract"}
    if "upgrade" in ws:
        if ws & {"choice", "any"}:
            return {"do": "upgrade_any", "n": n, "from": None}
        return {"do": "upgrade", "n": n, "from": frm}
    if "split" in ws or "step" in ws:
        return {"do": "conductor_split", "n": n, "from": None}
    if "conductor" in ws or "conductors" in ws:
        return {"do": "conductors", "n": n, "from": None}
    if "locomotive" in ws:
        return {"do": "locomotive", "n": n, "from": None}
    if "coin" in ws:
        return {"do": "coins", "n": n, "from": None}
    if "point" in ws:
        return {"do": "points", "n": n, "from": None}
    if "car" in ws:
        return {"do": "car", "n": n, "from": None}
    return None


def parse(description: str) -> list:
    """A description as a list of parts (see :func:`parse_part`); ScenarioError for a part naming nothing."""
    from .scenario_check import _fail
    parts = []
    for piece in _SPLIT.split(description.strip()):
        if not piece:
            continue
        p = parse_part(piece)
        if p is None:
            _fail(N_("{part!r} names no symbol of an action card (say e.g. '2 cars', '2 car upgrade', "
                     "'upgrade from 4', 'locomotive 2', 'coin', 'route')."), {"part": piece})
        parts.append(p)
    return parts


def _fits(part, sym) -> bool:
    do, n, frm = sym
    return part["do"] == do and part["n"] == n and (part["from"] is None or part["from"] == frm)


def matches(card, parts) -> int:
    """0: ``card`` shows exactly ``parts``; 1: it shows them and more; -1: it does not show them."""
    syms = list(card.symbols)
    for p in parts:
        if "type" in p:
            if card.type != p["type"]:
                return -1
            continue
        for i, s in enumerate(syms):
            if _fits(p, s):
                del syms[i]
                break
        else:
            return -1
    typed = any("type" in p for p in parts)
    return 0 if not syms or typed and len(parts) == 1 else 1
