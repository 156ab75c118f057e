"""Horror's ``clues.json``: the clue tokens, the suspect boards and their spots, the suspects, quests and
feature cards.
"""
from __future__ import annotations

from .data_schema import check_condition, check_effect, fail, ids, need


def check_clues(c, f):
    """Clue tiles of the three kinds: each has its kind, a mystic flag and a name; ids are unique across kinds."""
    tickets, desires, features = (need(c, k, list, f) for k in ("tickets", "desires", "features"))
    clues = {}
    for kind, lst in (("ticket", tickets), ("desire", desires), ("feature", features)):
        for i, x in enumerate(lst):
            if not isinstance(x, dict) or x.get("kind") != kind:
                fail(f, f"{kind}s[{i}].kind", f"must be {kind!r}")
            need(x, "mystic", bool, f, f"{kind}s[{i}]")
            need(x, "name", str, f, f"{kind}s[{i}]")
        clues.update(ids(lst, f, f"{kind}s"))
    if len(clues) != len(tickets) + len(desires) + len(features):
        fail(f, "(ids)", "clue ids must be unique across kinds")
    return tickets, desires, features, clues


def check_boards(c, f, tickets, desires, features):
    """The six suspect boards: 1st class, then 2nd; one spot per clue, and a desire spot on each."""
    boards = need(c, "boards", list, f)
    if len(boards) != 6 or [b.get("class") if isinstance(b, dict) else None for b in boards] != [1, 1, 1, 2, 2, 2]:
        fail(f, "boards", "six suspect boards: three 1st class, then three 2nd class")
    for i, b in enumerate(boards):
        need(b, "spots", list, f, f"boards[{i}]")
    for kind, lst in (("ticket", tickets), ("desire", desires), ("feature", features)):
        spots = sum(b["spots"].count(kind) for b in boards)
        if spots != len(lst):
            fail(f, "boards", f"{spots} {kind} spots for {len(lst)} {kind} clues: every clue needs a spot")
    for i, b in enumerate(boards):
        if "desire" not in b["spots"]:
            fail(f, f"boards[{i}].spots", "each board needs a desire spot (the middle boards start with one revealed)")
    return boards


def check_suspects(c, f, desires, features):
    """The suspect tiles, the quest cards the desires name, the feature cards and the stories."""
    suspects = need(c, "suspects", list, f)
    if len(suspects) != 6:
        fail(f, "suspects", "six suspect tiles")
    ids(suspects, f, "suspects")
    for i, s in enumerate(suspects):
        check_effect(need(s, "favor", dict, f, f"suspects[{i}]"), f, f"suspects[{i}].favor")
    quests = need(c, "quests", dict, f)
    for d in desires:
        if not isinstance(d.get("quest"), str) or d["quest"] not in quests:
            fail(f, f"desires.{d['id']}.quest", "names no quest card")
    for qid, q in quests.items():
        if not isinstance(q, dict):
            fail(f, f"quests.{qid}", "must be an object")
        check_condition(need(q, "requirement", dict, f, f"quests.{qid}"), f, f"quests.{qid}.requirement")
        for part in ("innocent", "cultist"):
            check_effect(need(q, part, dict, f, f"quests.{qid}"), f, f"quests.{qid}.{part}")
        if "pay" in q:
            check_effect(q["pay"], f, f"quests.{qid}.pay")
    fcards = need(c, "feature_cards", dict, f)
    for feat in features:
        if feat.get("ask") and (feat["mystic"] or feat["name"] not in fcards):
            fail(f, f"features.{feat['id']}", "a feature one can ask about is non-mystic and has feature cards")
    for k, lst in fcards.items():
        if not isinstance(lst, list):
            fail(f, f"feature_cards.{k}", "a list of effects")
        check_effect(lst, f, f"feature_cards.{k}")
    stories = need(c, "stories", dict, f)
    check_effect(need(stories, "01", list, f, "stories"), f, "stories.01")
    return suspects, quests, fcards, stories
