"""Horror's ``landscapes.json``: the starting and other landscapes, their portals, and the layouts.
"""
from __future__ import annotations

from .data_schema import check_effect, fail, ids, need, whole


def check_landscapes(ls, f, colours):
    """Landscape tiles, starting and drawn: their size and their portals."""
    starting = need(ls, "starting", list, f)
    lands = need(ls, "landscapes", list, f)
    for where, lst in (("starting", starting), ("landscapes", lands)):
        for j, l in enumerate(lst):
            if need(l, "size", int, f, f"{where}[{j}]") not in (3, 4, 5):
                fail(f, f"{where}[{j}].size", "3, 4 or 5 tracks")
            for k, p in enumerate(need(l, "portals", list, f, f"{where}[{j}]")):
                if not isinstance(p, dict) or p.get("type") not in ("inscription", "monster"):
                    fail(f, f"{where}[{j}].portals[{k}].type", "inscription or monster")
                pw = f"{where}[{j}].portals[{k}]"
                if p["type"] == "monster" and not p.get("colours"):
                    fail(f, f"{pw}.colours", "a monster portal shows colours")
                if "colours" in p and (not isinstance(p["colours"], list)
                                       or any(not isinstance(x, str) or x not in colours for x in p["colours"])):
                    fail(f, f"{pw}.colours", "a list of monster colours")
                if not 0 <= need(p, "essence", int, f, pw) <= 20:
                    fail(f, f"{pw}.essence", "a whole number from 0 to 20")
                need(p, "printed", bool, f, pw)
                if "effect" in p:
                    check_effect(p["effect"], f, f"{where}[{j}].portals[{k}].effect")
            if "on_reveal" in l:
                check_effect(l["on_reveal"], f, f"{where}[{j}].on_reveal")
    return starting, lands


def check_layouts(ls, f, t, colours, starting, lands):
    """The starting landscapes' monster order and free portal, and the six layouts of the Landscape Setup card."""
    if not starting:
        fail(f, "starting", "needs at least one starting landscape")
    for j, s in enumerate(starting):
        mo = s.get("monster_order")
        if not isinstance(mo, list) or len(mo) != 3 or any(not isinstance(x, str) or x not in colours for x in mo):
            fail(f, f"starting[{j}].monster_order", "three monster colours")
        if not any(not p.get("printed") for p in s["portals"]):
            fail(f, f"starting[{j}].portals", "needs a portal without printed essence for the ritual's essence")
        if s["size"] != starting[0]["size"]:   # the layouts start where the starting landscape ends, whichever is drawn
            fail(f, f"starting[{j}].size", "every starting landscape has the same size (the layouts follow it)")
    ids(starting + lands, f, "landscapes")
    layouts = need(ls, "layouts", list, f)
    if len(layouts) != 6:
        fail(f, "layouts", "the Landscape Setup card has six layouts")
    by_size = {s: sum(1 for l in lands if l["size"] == s) for s in (3, 4, 5)}
    for j, lay in enumerate(layouts):
        if not isinstance(lay, list) or any(not whole(x) for x in lay):
            fail(f, f"layouts[{j}]", "a list of landscape sizes")
        if sum(lay) != t["start_space"] - starting[0]["size"] + 1:
            fail(f, f"layouts[{j}]", "the tiles must cover the track from the starting landscape to space 0")
        for s in (3, 4, 5):
            if lay.count(s) > by_size[s]:
                fail(f, f"layouts[{j}]", f"needs more size-{s} landscapes than there are")
    return layouts
