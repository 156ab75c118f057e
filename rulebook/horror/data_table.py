"""Horror's ``table.json``: the train, its tracks and counts, the starting passengers, and part 2 of the game
(event tokens and board, monsters, passenger and unleashed cards, the vampire board, the Fez Council).
"""
from __future__ import annotations

from .data_schema import REWARDS, STATUSES, check_condition, check_effect, fail, ids, need, whole

APPENDIX = ("incantation", "train_moves", "occult", "favor", "grimoire", "fez", "lucky", "still_time")


def check_train(t, f):
    """The cars, the Locomotive, the table's counts and the starting passengers."""

    cars = need(t, "cars", list, f)
    if len(cars) != 6:
        fail(f, "cars", "the train has exactly six cars behind the Locomotive")
    for i, car in enumerate(cars):
        check_effect(need(car, "action", dict, f, f"cars[{i}]"), f, f"cars[{i}].action")
        if "condition" in car:
            check_condition(car["condition"], f, f"cars[{i}].condition")
    ids(cars, f, "cars")
    loco = need(t, "locomotive", dict, f)
    check_effect(need(loco, "action", dict, f, "locomotive"), f, "locomotive.action")
    for k in ("start_space", "train_length", "car_capacity", "locomotive_capacity", "coffins", "essence_tokens",
              "monsters_per_colour", "block_tokens", "passenger_dice", "active_car_actions"):
        if not 1 <= need(t, k, int, f) <= 100:
            fail(f, k, "must be a whole number from 1 to 100")
    sp = need(t, "starting_passengers", dict, f)
    for mode in ("base", "harder"):
        m = need(sp, mode, dict, f, "starting_passengers")
        rows = need(m, "by_position", list, f, f"starting_passengers.{mode}")
        if len(rows) != 7 or any(not isinstance(r, list) or any(s not in STATUSES for s in r) for r in rows):
            fail(f, f"starting_passengers.{mode}.by_position", "needs 7 lists of die faces (Locomotive first)")
        if sum(map(len, rows)) > t["passenger_dice"]:
            fail(f, f"starting_passengers.{mode}", "more passengers than dice")
        if need(m, "vampire", int, f, f"starting_passengers.{mode}") not in range(1, 7):
            fail(f, f"starting_passengers.{mode}.vampire", "the vampire hangs by car position 1 to 6")
    return cars, loco


def check_tracks(t, f):
    """The Grimoire's Occult rows, the action track, the conversation board and the event token piles."""
    rows = need(t, "occult_rows", list, f)
    if len(rows) != 6 or any(not whole(x) or x < 1 for x in rows):
        fail(f, "occult_rows", "six Grimoire slots, each with at least one Occult token")
    track = need(t, "action_track", dict, f)
    need(track, "markers", int, f, "action_track")
    xp = need(track, "experience_at", list, f, "action_track")
    if any(not whole(x) or not 0 <= x < track["markers"] for x in xp):
        fail(f, "action_track.experience_at", "positions on the track, 0-based")
    conv = need(t, "conversation", dict, f)
    hz = need(conv, "horizontal", dict, f, "conversation")
    if set(hz) != {"ticket", "desire", "feature", "class1", "class2"} \
            or any(not whole(v) or not 0 <= v <= 20 for v in hz.values()):
        fail(f, "conversation.horizontal", "one count per clue kind: ticket, desire, feature, class1, class2")
    for k in ("green", "red"):
        if any(not isinstance(x, str) for x in need(conv, k, list, f, "conversation")):
            fail(f, f"conversation.{k}", "a list of names")
    for k in conv["green"]:
        if k not in REWARDS:
            fail(f, "conversation.green", f"unknown reward {k!r}")
    if "aside" in conv and conv["aside"] not in REWARDS:   # the token set aside at the start: optional
        fail(f, "conversation.aside", f"unknown reward {conv['aside']!r}")
    for k in conv["red"]:
        if k not in ("sanity", "health", "essence"):
            fail(f, "conversation.red", f"unknown penalty {k!r}")
    ev = need(t, "event_tokens", dict, f)
    for k in ("bag", "discard", "locomotive", "supply"):
        need(ev, k, list, f, "event_tokens")


def check_part2(t, f):
    """The event tokens, the event board, monsters, passenger cards, the vampire board and the fez cards."""
    ev = t["event_tokens"]
    kinds = need(ev, "kinds", dict, f, "event_tokens")
    for k in ("bag", "discard", "locomotive", "supply"):
        if any(not isinstance(tok, str) for tok in ev[k]):
            fail(f, f"event_tokens.{k}", "a list of event token names")
    for tok in sorted(set(ev["bag"] + ev["discard"] + ev["locomotive"] + ev["supply"])):
        k = kinds.get(tok)
        if not isinstance(k, dict) or k.get("type") not in ("regular", "fast", "slow"):
            fail(f, f"event_tokens.kinds.{tok}", "every token needs a kind: regular, fast or slow")
        if k["type"] == "regular" and (not whole(k.get("space")) or k["space"] not in range(4)):
            fail(f, f"event_tokens.kinds.{tok}.space", "a Regular token names its space, 0 to 3")
        if k["type"] != "regular" and k.get("effect") not in APPENDIX:
            fail(f, f"event_tokens.kinds.{tok}.effect", f"one of {', '.join(APPENDIX)}")
    for k in ("ritual_tokens_total", "illness_markers", "fade_tokens", "monster_move"):
        if not 0 <= need(t, k, int, f) <= 100:
            fail(f, k, "must be a whole number from 0 to 100")
    eb = need(t, "event_board", dict, f)
    if need(eb, "spaces", list, f, "event_board") != ["portal", "vampire", "ritual", "passenger"]:
        fail(f, "event_board.spaces", "the four spaces, top to bottom: portal, vampire, ritual, passenger")
    if need(eb, "resolve_at", int, f, "event_board") not in range(1, 5):
        fail(f, "event_board.resolve_at", "the board resolves when 1 to 4 spaces are held")
    me = need(eb, "monster_events", list, f, "event_board")
    if len(me) != 4 or any(not isinstance(x, dict) for x in me) or "move_all" not in me[3] \
            or any(set(x) != {"all", "front", "spawn"} or any(not isinstance(v, str) for v in x.values())
                   for x in me[:3]):
        fail(f, "event_board.monster_events", "three attack-and-spawn events (all, front, spawn), then the all-move event")
    cards = need(t, "monster_cards", dict, f)
    for col, c in cards.items():
        check_effect(need(c, "attack", (list, dict), f, f"monster_cards.{col}"), f, f"monster_cards.{col}.attack")
    for x in me[:3]:
        if not set(x.values()) <= set(cards):
            fail(f, "event_board.monster_events", "names a colour without a monster card")
    for name in ("unleashed_cards", "passenger_cards"):
        lst = need(t, name, list, f)
        if not lst:
            fail(f, name, "needs at least one card")
        ids(lst, f, name, named=True)
        for i, c in enumerate(lst):
            check_effect(need(c, "effect", (list, dict), f, f"{name}[{i}]"), f, f"{name}[{i}].effect")
    vb = need(t, "vampire_board", dict, f)
    tiles = need(vb, "tiles", dict, f, "vampire_board")
    for tid in need(t, "vampire_strength", list, f):
        if not isinstance(tid, str) or tid not in tiles:
            fail(f, f"vampire_board.tiles.{tid}", "every strength tile needs its table")
    for tid, tab in list(tiles.items()) + [("bare", need(vb, "bare", dict, f, "vampire_board"))]:
        for row in ("closed", "open"):
            r = need(tab, row, dict, f, f"vampire_board.{tid}")
            if any(k not in STATUSES or v not in STATUSES + ("dead",) for k, v in r.items()):
                fail(f, f"vampire_board.{tid}.{row}", "maps passenger statuses to new statuses (or dead)")
    fez = need(t, "fez_council", list, f)
    ids(fez, f, "fez_council")
    for i, c in enumerate(fez):
        check_effect(need(c, "choose", (list, dict), f, f"fez_council[{i}]"), f, f"fez_council[{i}].choose")
        check_effect(need(c, "token", (list, dict), f, f"fez_council[{i}]"), f, f"fez_council[{i}].token")
        need(c, "name", str, f, f"fez_council[{i}]")
