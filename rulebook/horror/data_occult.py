"""Horror's ``magic.json`` and ``rituals.json``: the items and spells, and the ritual cards.
"""
from __future__ import annotations

from .data_schema import check_effect, fail, ids, need, whole


def check_magic(mg, f):
    """Items (tomes and artifacts, each with its cost) and spells (each with an unstable side)."""
    items = need(mg, "items", list, f)
    ids(items, f, "items", named=True)
    for j, it in enumerate(items):
        if it.get("type") not in ("tome", "artifact"):
            fail(f, f"items[{j}].type", "tome or artifact")
        cost = need(it, "cost", dict, f, f"items[{j}]")
        if not set(cost) <= {"sanity", "health"} or not cost:
            fail(f, f"items[{j}].cost", "costs sanity and/or health")
        check_effect(need(it, "effect", (list, dict), f, f"items[{j}]"), f, f"items[{j}].effect")
    spells = need(mg, "spells", list, f)
    ids(spells, f, "spells", named=True)
    for j, s in enumerate(spells):
        check_effect(need(s, "effect", (list, dict), f, f"spells[{j}]"), f, f"spells[{j}].effect")
        check_effect(need(s, "unstable", (list, dict), f, f"spells[{j}]"), f, f"spells[{j}].unstable")
    if len(spells) < 6:
        fail(f, "spells", "at least one spell per Grimoire slot")
    return items, spells


def check_rituals(rt, f, t):
    """The ritual cards: token counts, escalation and ritual effects, and the incantation's mode."""
    rits = need(rt, "rituals", list, f)
    ids(rits, f, "rituals", named=True)
    for j, r in enumerate(rits):
        for k in ("ritual_tokens", "essence_pool", "start_portal_essence"):
            if need(r, k, int, f, f"rituals[{j}]") < 0:
                fail(f, f"rituals[{j}].{k}", "must not be negative")
        if r["ritual_tokens"] > t["ritual_tokens_total"]:
            fail(f, f"rituals[{j}].ritual_tokens", "more Ritual tokens than the box holds")
        check_effect(need(r, "escalation", (list, dict), f, f"rituals[{j}]"), f, f"rituals[{j}].escalation")
        check_effect(need(r, "ritual", (list, dict), f, f"rituals[{j}]"), f, f"rituals[{j}].ritual")
        inc = need(r, "incantation", dict, f, f"rituals[{j}]")
        mode = inc.get("mode", "list")
        if mode not in ("list", "card", "fade"):
            fail(f, f"rituals[{j}].incantation.mode", "list, card or fade")
        c = inc.get("count", "ritual_tokens")
        if c != "ritual_tokens" and (not whole(c) or c < 0):
            fail(f, f"rituals[{j}].incantation.count", "'ritual_tokens' or a whole number")
        for k in ("before", "steps"):
            if k in inc:
                check_effect(inc[k], f, f"rituals[{j}].incantation.{k}")
        if mode == "card":
            cards = need(r, "incantation_cards", list, f, f"rituals[{j}]")
            ids(cards, f, f"rituals[{j}].incantation_cards")
            for i, cd in enumerate(cards):
                check_effect(need(cd, "effect", (list, dict), f, f"rituals[{j}].incantation_cards[{i}]"), f, f"rituals[{j}].incantation_cards[{i}].effect")
        if mode == "fade":
            for i, w in enumerate(need(r, "witness_tampering", list, f, f"rituals[{j}]")):
                if not isinstance(w, dict) or not whole(w.get("suspect")) or w["suspect"] not in range(6) \
                        or not isinstance(w.get("order"), list):
                    fail(f, f"rituals[{j}].witness_tampering[{i}]", "a suspect (0-5) and an order of clue spots")
        if "setup" in r:
            check_effect(r["setup"], f, f"rituals[{j}].setup")
        if r["essence_pool"] + r["start_portal_essence"] > t["essence_tokens"]:
            fail(f, f"rituals[{j}].essence_pool", "more essence than the box holds")
    return rits
