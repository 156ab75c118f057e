"""Horror's ``investigators.json``: the investigators and their skills, the general skills, the attributes and
the rest tiles.
"""
from __future__ import annotations

from .data_schema import check_condition, check_effect, fail, ids, need


def check_investigators(inv, f, cars):
    """Each investigator's sanity track, starting car, unique ability and thirteen skill tiles."""
    invs = need(inv, "investigators", list, f)
    ids(invs, f, "investigators", named=True)
    if len(invs) < 4:
        fail(f, "investigators", "at least four investigators")
    skills = {}
    for i, x in enumerate(invs):
        w = f"investigators[{i}]"
        for k in ("sanity", "unstable_at", "skull"):
            need(x, k, int, f, w)
        if not 0 < x["unstable_at"] < x["sanity"]:
            fail(f, f"{w}.unstable_at", "must lie between 0 and the starting sanity")
        if x.get("start_car") not in [car["id"] for car in cars]:
            fail(f, f"{w}.start_car", "names no car")
        check_effect(need(need(x, "unique", dict, f, w), "effect", dict, f, f"{w}.unique"), f, f"{w}.unique.effect")
        sk = need(x, "skills", list, f, w)
        ids(sk, f, f"{w}.skills", named=True)
        levels = [s.get("level") for s in sk]
        if levels.count(1) != 5 or levels.count(2) != 5 or levels.count("specialty") != 3:
            fail(f, f"{w}.skills", "five first-level, five second-level and three specialty skills")
        for j, s in enumerate(sk):
            check_effect(need(s, "effect", dict, f, f"{w}.skills[{j}]"), f, f"{w}.skills[{j}].effect")
            if "condition" in s:
                check_condition(s["condition"], f, f"{w}.skills[{j}].condition")
            if s["id"] in skills:
                fail(f, f"{w}.skills[{j}].id", "duplicate skill id")
            skills[s["id"]] = dict(s, owner=x["id"])
        for s in sk:
            up = s.get("upgrade")
            if s["level"] == 1 and (not isinstance(up, str) or skills.get(up, {}).get("level") != 2):
                fail(f, f"{w}.skills.{s['id']}.upgrade", "a first-level skill names its second-level tile")
    return invs, skills


def check_general(inv, f, skills):
    """The general skills and attributes of the draft, the starting track values and the rest tiles."""
    gens = need(inv, "general_skills", list, f)
    ids(gens, f, "general_skills", named=True)
    for j, s in enumerate(gens):
        if s["id"] in skills:
            fail(f, f"general_skills[{j}].id", "duplicate skill id")
        check_effect(need(s, "effect", (list, dict), f, f"general_skills[{j}]"), f, f"general_skills[{j}].effect")
        if "condition" in s:
            check_condition(s["condition"], f, f"general_skills[{j}].condition")
        skills[s["id"]] = dict(s, owner=None)
    atts = need(inv, "attributes", list, f)
    ids(atts, f, "attributes", named=True)
    for j, a in enumerate(atts):
        check_effect(need(a, "effect", (list, dict), f, f"attributes[{j}]"), f, f"attributes[{j}].effect")
    if len(gens) < 6 or len(atts) < 6:
        fail(f, "general_skills", "at least six general skills and six attributes for the draft")
    for k in ("stamina_start", "health_start", "health_max"):
        if k in inv and (not isinstance(inv[k], int) or isinstance(inv[k], bool) or not 1 <= inv[k] <= 30):
            fail(f, k, "a whole number from 1 to 30")
    rest = need(inv, "rest_tiles", dict, f)
    if "regular" not in rest:
        fail(f, "rest_tiles", "needs the 'regular' rest tile")
    return gens, atts, rest
