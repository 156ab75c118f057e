"""Horror's component data checks (``rulebook/horror/data.py``, issue 21): one table, one row per refusal.

Each row breaks exactly one thing in a deep copy of the shipped files (parsed once per module) and hands the
copy to ``validate``: the DataError names the file, the field (the path to what is wrong) and the problem. The
rows without a problem are the accepted side of a check -- an optional part left out or well formed, a number at
the edge of its range -- and must load. Ids name the rule of the data format a row pins (data/README.md).
"""
import copy
import json

import pytest
from data_copies import edited_copy

import rulebook
from rulebook import DataError
from rulebook.horror.data import DATA_DIR, FILES, _read, name_of, validate

RAW = {name: json.loads((DATA_DIR / name).read_text("utf-8")) for name in FILES}
T, C, I, M, L, R = FILES   # table, clues, investigators, magic, landscapes, rituals

# the start of the lists the refusals print (the steps a data file may use by name, the condition keys in the order
# conditions.py registers them, APPENDIX in data.py)
EFFECTS = "known: banish_item, block, clue_token, difficulty_token, escalate, essence, essence_pool, favor, gain"
CONDS = "known: count, in_car, unstable, no_items, has_item, suspects_here, suspect_here, monster_here"
APPENDIX = "one of incantation, train_moves, occult, favor, grimoire, fez, lucky, still_time"


def _at(d, keys):
    for k in keys:
        d = d[k]
    return d


def put(*path):
    """Set the value at ``path`` (keys and indexes) to the path's last item."""
    *keys, last, value = path

    def edit(d):
        _at(d, keys)[last] = value
    return edit


def drop(*path):
    """Delete the key (or list item) at ``path``."""
    *keys, last = path

    def edit(d):
        del _at(d, keys)[last]
    return edit


def keep(n, *path):
    """Cut the list at ``path`` to its first ``n`` items."""
    def edit(d):
        del _at(d, path)[n:]
    return edit


def both(*edits):
    def edit(d):
        for e in edits:
            e(d)
    return edit


def same_id(path_from, path_to):
    """Give the item at ``path_to`` the id of the item at ``path_from``."""
    def edit(d):
        _at(d, path_to)["id"] = _at(d, path_from)["id"]
    return edit


def gen(effect):
    """The first general skill's effect replaced (an effect of investigators.json, a list or an object)."""
    return put("general_skills", 0, "effect", effect)


def cond(condition):
    """The first general skill given a condition (conditions are optional on skills)."""
    return put("general_skills", 0, "condition", condition)


GE = "general_skills[0].effect"
GC = "general_skills[0].condition"


def bad(value, kind):
    return f"{value} is not a valid value here ({kind})"


def no_size_5_but(n):
    """Landscapes of size 5 cut down to ``n`` (the layouts ask for three)."""
    def edit(d):
        fives = [x for x in d["landscapes"] if x["size"] == 5]
        for x in fives[n:]:
            d["landscapes"].remove(x)
    return edit


def move_desire_spots(d):
    """Board 0's two desire spots swapped with two feature spots of board 1: the counts stay right."""
    d["boards"][0]["spots"] = ["ticket", "feature", "feature", "feature", "feature", "feature"]
    d["boards"][1]["spots"] = ["ticket", "desire", "desire", "desire", "desire", "feature"]


def all_printed(d):
    for p in d["starting"][0]["portals"]:
        p["printed"] = True


ROWS = [
    # ---- _need: what every required field is refused for (shown at one site each) ----
    (T, drop("cars"), "cars", "is missing", "a required field left out"),
    (T, put("cars", {}), "cars", "must be a list", "a field of the wrong JSON type: list"),
    (T, put("locomotive", []), "locomotive", "must be a dict", "a field of the wrong JSON type: object"),
    (T, put("coffins", True), "coffins", "must be a whole number", "true is not a whole number"),
    (T, put("coffins", "7"), "coffins", "must be a whole number", "a quoted number is not a whole number"),
    (T, put("unleashed_cards", 0, "effect", "x"), "unleashed_cards[0].effect", "must be a list or object",
     "an effect field holds a list or an object"),
    (T, put("cars", 0, "x"), "cars[0].action", "is missing", "an item that is no object has none of its fields"),
    (C, put("tickets", 0, "name", 5), "tickets[0].name", "must be a str", "a name is text"),
    (L, put("starting", 0, "portals", 0, "printed", 1), "starting[0].portals[0].printed", "must be a bool",
     "printed essence is true or false"),

    # ---- table.json: the train ----
    (T, keep(5, "cars"), "cars", "the train has exactly six cars behind the Locomotive", "six cars: five refused"),
    (T, lambda d: d["cars"].append(dict(d["cars"][0], id="extra")), "cars",
     "the train has exactly six cars behind the Locomotive", "six cars: seven refused"),
    (T, drop("cars", 0, "action"), "cars[0].action", "is missing", "every car has an action"),
    (T, put("cars", 0, "action", {"do": "fly"}), "cars[0].action", f"unknown effect 'fly'; {EFFECTS}",
     "a car action is an effect"),
    (T, put("cars", 0, "condition", {"bogus": 1}), "cars[0].condition.bogus", f"unknown condition; {CONDS}",
     "a car's condition is a condition"),
    (T, drop("cars", 0, "condition"), None, None, "a car's condition is optional"),
    (T, drop("cars", 1, "id"), "cars[1].id", "is missing", "every car has an id"),
    (T, same_id(("cars", 0), ("cars", 1)), "cars[1].id", "duplicate id 'sleeping1'", "car ids are unique"),
    (T, drop("locomotive"), "locomotive", "is missing", "the Locomotive is described"),
    (T, drop("locomotive", "action"), "locomotive.action", "is missing", "the Locomotive has an action"),
    (T, put("locomotive", "action", {"do": "speed"}), "locomotive.action.n", "'speed' needs the parameter 'n'",
     "the Locomotive's action is an effect"),
    (T, drop("start_space"), "start_space", "is missing", "the track's start space is given"),
    (T, drop("active_car_actions"), "active_car_actions", "is missing", "the active car actions are counted"),
    (T, put("coffins", 0), "coffins", "must be a whole number from 1 to 100", "a box count is at least 1"),
    (T, put("coffins", 101), "coffins", "must be a whole number from 1 to 100", "a box count is at most 100"),
    (T, put("coffins", 1), None, None, "a box count of 1 is accepted"),
    (T, put("coffins", 100), None, None, "a box count of 100 is accepted"),
    (T, drop("starting_passengers"), "starting_passengers", "is missing", "starting passengers are given"),
    (T, drop("starting_passengers", "base"), "starting_passengers.base", "is missing",
     "starting passengers for the base game"),
    (T, drop("starting_passengers", "harder"), "starting_passengers.harder", "is missing",
     "starting passengers for the harder game"),
    (T, drop("starting_passengers", "base", "by_position"), "starting_passengers.base.by_position", "is missing",
     "passengers are placed by position"),
    (T, keep(6, "starting_passengers", "base", "by_position"), "starting_passengers.base.by_position",
     "needs 7 lists of die faces (Locomotive first)", "seven positions: the Locomotive and six cars"),
    (T, put("starting_passengers", "base", "by_position", 0, "calm"), "starting_passengers.base.by_position",
     "needs 7 lists of die faces (Locomotive first)", "each position is a list of faces"),
    (T, put("starting_passengers", "harder", "by_position", 0, ["dead"]), "starting_passengers.harder.by_position",
     "needs 7 lists of die faces (Locomotive first)", "a starting passenger shows a die face"),
    # the base set places 13 passengers, the harder one 16
    (T, put("passenger_dice", 15), "starting_passengers.harder", "more passengers than dice",
     "no more starting passengers than passenger dice"),
    (T, put("passenger_dice", 16), None, None, "as many starting passengers as dice is accepted"),
    (T, drop("starting_passengers", "base", "vampire"), "starting_passengers.base.vampire", "is missing",
     "the vampire's starting car is given"),
    (T, put("starting_passengers", "base", "vampire", 0), "starting_passengers.base.vampire",
     "the vampire hangs by car position 1 to 6", "the vampire is not by the Locomotive"),
    (T, put("starting_passengers", "harder", "vampire", 7), "starting_passengers.harder.vampire",
     "the vampire hangs by car position 1 to 6", "the vampire is by one of six cars"),
    (T, put("starting_passengers", "base", "vampire", 1), None, None, "the vampire by car 1 is accepted"),
    (T, put("starting_passengers", "base", "vampire", 6), None, None, "the vampire by car 6 is accepted"),

    # ---- table.json: Grimoire rows, action track, conversation board, event token piles ----
    (T, drop("occult_rows"), "occult_rows", "is missing", "the Grimoire's Occult rows are given"),
    (T, keep(5, "occult_rows"), "occult_rows", "six Grimoire slots, each with at least one Occult token",
     "six Grimoire slots"),
    (T, put("occult_rows", 0, 0), "occult_rows", "six Grimoire slots, each with at least one Occult token",
     "a Grimoire slot holds at least one Occult token"),
    (T, put("occult_rows", 0, "1"), "occult_rows", "six Grimoire slots, each with at least one Occult token",
     "a Grimoire slot's count is a number"),
    (T, put("occult_rows", 0, True), "occult_rows", "six Grimoire slots, each with at least one Occult token",
     "a Grimoire slot's count is no true/false"),
    (T, drop("action_track"), "action_track", "is missing", "the action track is described"),
    (T, drop("action_track", "markers"), "action_track.markers", "is missing", "the action track has markers"),
    (T, drop("action_track", "experience_at"), "action_track.experience_at", "is missing",
     "the action track marks its experience spaces"),
    (T, put("action_track", "experience_at", [1, 8]), "action_track.experience_at",
     "positions on the track, 0-based", "an experience space lies before the last marker"),
    (T, put("action_track", "experience_at", [-1]), "action_track.experience_at",
     "positions on the track, 0-based", "experience spaces count from 0"),
    (T, put("action_track", "experience_at", ["1"]), "action_track.experience_at",
     "positions on the track, 0-based", "an experience space is a number"),
    (T, put("action_track", "experience_at", [True]), "action_track.experience_at",
     "positions on the track, 0-based", "an experience space is no true/false"),
    (T, put("action_track", "experience_at", [0, 7]), None, None, "experience on the first and last space"),
    (T, drop("conversation"), "conversation", "is missing", "the conversation board is described"),
    (T, drop("conversation", "horizontal"), "conversation.horizontal", "is missing",
     "the conversation board's counts per clue kind"),
    (T, drop("conversation", "horizontal", "class2"), "conversation.horizontal",
     "one count per clue kind: ticket, desire, feature, class1, class2", "a count for each of five kinds"),
    (T, put("conversation", "horizontal", "ticket", 21), "conversation.horizontal",
     "one count per clue kind: ticket, desire, feature, class1, class2", "a kind's count is at most 20"),
    (T, put("conversation", "horizontal", "ticket", -1), "conversation.horizontal",
     "one count per clue kind: ticket, desire, feature, class1, class2", "a kind's count is not negative"),
    (T, put("conversation", "horizontal", "ticket", True), "conversation.horizontal",
     "one count per clue kind: ticket, desire, feature, class1, class2", "a kind's count is no true/false"),
    (T, put("conversation", "horizontal", "ticket", "3"), "conversation.horizontal",
     "one count per clue kind: ticket, desire, feature, class1, class2", "a kind's count is a number"),
    (T, both(put("conversation", "horizontal", "ticket", 0), put("conversation", "horizontal", "desire", 20)),
     None, None, "kind counts of 0 and 20 are accepted"),
    (T, drop("conversation", "green"), "conversation.green", "is missing", "the green rewards are listed"),
    (T, drop("conversation", "red"), "conversation.red", "is missing", "the red penalties are listed"),
    (T, put("conversation", "green", [1]), "conversation.green", "a list of names", "a reward is a name"),
    (T, put("conversation", "red", [1]), "conversation.red", "a list of names", "a penalty is a name"),
    (T, put("conversation", "green", ["gold"]), "conversation.green", "unknown reward 'gold'",
     "a green reward is favor, item, occult or clue"),
    (T, put("conversation", "green", ["clue"]), None, None, "a clue is a green reward"),
    (T, put("conversation", "aside", "gold"), "conversation.aside", "unknown reward 'gold'",
     "the set-aside reward is one of the rewards"),
    (T, drop("conversation", "aside"), None, None, "no token set aside is accepted"),
    (T, put("conversation", "red", ["gold"]), "conversation.red", "unknown penalty 'gold'",
     "a red penalty is sanity, health or essence"),
    (T, drop("event_tokens"), "event_tokens", "is missing", "the event tokens are described"),
    (T, drop("event_tokens", "bag"), "event_tokens.bag", "is missing", "the event bag is listed"),
    (T, drop("event_tokens", "discard"), "event_tokens.discard", "is missing", "the discard pile is listed"),
    (T, drop("event_tokens", "locomotive"), "event_tokens.locomotive", "is missing",
     "the tokens on the Locomotive are listed"),
    (T, drop("event_tokens", "supply"), "event_tokens.supply", "is missing", "the token supply is listed"),

    # ---- clues.json: clue tiles ----
    (C, drop("tickets"), "tickets", "is missing", "ticket clues listed"),
    (C, drop("desires"), "desires", "is missing", "desire clues listed"),
    (C, drop("features"), "features", "is missing", "feature clues listed"),
    (C, put("tickets", 0, "kind", "desire"), "tickets[0].kind", "must be 'ticket'", "a ticket says it is a ticket"),
    (C, put("desires", 0, "kind", "ticket"), "desires[0].kind", "must be 'desire'", "a desire says it is a desire"),
    (C, put("features", 0, "kind", "ticket"), "features[0].kind", "must be 'feature'",
     "a feature says it is a feature"),
    (C, put("tickets", 0, "T0"), "tickets[0].kind", "must be 'ticket'", "a clue is an object"),
    (C, drop("tickets", 0, "mystic"), "tickets[0].mystic", "is missing", "every clue says whether it is mystic"),
    (C, put("desires", 0, "mystic", "yes"), "desires[0].mystic", "must be a bool", "the mystic flag is true or false"),
    (C, drop("features", 0, "name"), "features[0].name", "is missing", "every clue has a name"),
    (C, drop("tickets", 0, "id"), "tickets[0].id", "is missing", "every clue has an id"),
    (C, same_id(("tickets", 0), ("tickets", 1)), "tickets[1].id", "duplicate id 'T0'", "clue ids unique in a kind"),
    (C, same_id(("tickets", 0), ("desires", 0)), "(ids)", "clue ids must be unique across kinds",
     "clue ids unique across the kinds"),

    # ---- clues.json: suspect boards ----
    (C, drop("boards"), "boards", "is missing", "the suspect boards are described"),
    (C, keep(5, "boards"), "boards", "six suspect boards: three 1st class, then three 2nd class", "six boards"),
    (C, put("boards", 0, "class", 2), "boards", "six suspect boards: three 1st class, then three 2nd class",
     "three 1st-class boards before three 2nd-class ones"),
    (C, put("boards", 5, "S5"), "boards", "six suspect boards: three 1st class, then three 2nd class",
     "a board is an object"),
    (C, drop("boards", 2, "spots"), "boards[2].spots", "is missing", "each board lists its clue spots"),
    (C, lambda d: d["boards"][0]["spots"].remove("ticket"), "boards",
     "5 ticket spots for 6 ticket clues: every clue needs a spot", "one spot per ticket clue"),
    (C, lambda d: d["boards"][0]["spots"].remove("desire"), "boards",
     "11 desire spots for 12 desire clues: every clue needs a spot", "one spot per desire clue"),
    (C, lambda d: d["boards"][0]["spots"].remove("feature"), "boards",
     "14 feature spots for 15 feature clues: every clue needs a spot", "one spot per feature clue"),
    (C, move_desire_spots, "boards[0].spots",
     "each board needs a desire spot (the middle boards start with one revealed)", "a desire spot on every board"),

    # ---- clues.json: suspects, quests, feature cards, stories ----
    (C, drop("suspects"), "suspects", "is missing", "the suspect tiles are listed"),
    (C, keep(5, "suspects"), "suspects", "six suspect tiles", "six suspect tiles"),
    (C, drop("suspects", 0, "id"), "suspects[0].id", "is missing", "every suspect has an id"),
    (C, same_id(("suspects", 0), ("suspects", 3)), "suspects[3].id", "duplicate id 'professor'",
     "suspect ids are unique"),
    (C, drop("suspects", 0, "favor"), "suspects[0].favor", "is missing", "every suspect's favor is given"),
    (C, put("suspects", 0, "favor", [{"do": "refresh"}]), "suspects[0].favor", "must be a dict",
     "a favor is one effect object"),
    (C, put("suspects", 0, "favor", {"do": "reveal", "kind": "class3", "n": 1}), "suspects[0].favor.kind",
     bad("'class3'", "reveal"), "a favor is an effect"),
    (C, drop("quests"), "quests", "is missing", "the quest cards are given"),
    (C, put("desires", 0, "quest", "Q_none"), "desires.D0.quest", "names no quest card",
     "a desire names a quest card that exists"),
    (C, drop("desires", 0, "quest"), "desires.D0.quest", "names no quest card", "every desire names a quest"),
    (C, put("quests", "Q_artifact", []), "quests.Q_artifact", "must be an object", "a quest card is an object"),
    (C, drop("quests", "Q_artifact", "requirement"), "quests.Q_artifact.requirement", "is missing",
     "a quest has a requirement"),
    (C, put("quests", "Q_artifact", "requirement", {"has_item": "scroll"}), "quests.Q_artifact.requirement.has_item",
     bad("'scroll'", "item_type"), "a quest's requirement is a condition"),
    (C, drop("quests", "Q_artifact", "innocent"), "quests.Q_artifact.innocent", "is missing",
     "a quest rewards an innocent"),
    (C, drop("quests", "Q_artifact", "cultist"), "quests.Q_artifact.cultist", "is missing",
     "a quest says what a cultist does"),
    (C, put("quests", "Q_artifact", "cultist", {"do": "lose", "what": "occult", "n": 1}),
     "quests.Q_artifact.cultist.what", bad("'occult'", "lose"), "the cultist side is an effect"),
    (C, put("quests", "Q_artifact", "pay", {"do": "pay_up"}), "quests.Q_artifact.pay", "unknown effect 'pay_up'",
     "a quest's payment is an effect"),
    (C, drop("quests", "Q_artifact", "pay"), None, None, "a quest's payment is optional"),
    (C, drop("feature_cards"), "feature_cards", "is missing", "the feature cards are given"),
    (C, put("features", 2, "mystic", True), "features.F2",
     "a feature one can ask about is non-mystic and has feature cards", "one asks only about a non-mystic feature"),
    (C, drop("feature_cards", "Elder Sign"), "features.F2",
     "a feature one can ask about is non-mystic and has feature cards", "an askable feature has its cards"),
    (C, put("feature_cards", "Old Map", {"do": "refresh"}), "feature_cards.Old Map", "a list of effects",
     "a feature's cards are a list"),
    (C, put("feature_cards", "Old Map", [{"do": "fly"}]), "feature_cards.Old Map[0]", "unknown effect 'fly'",
     "each feature card is an effect"),
    (C, drop("stories"), "stories", "is missing", "the story cards are given"),
    (C, drop("stories", "01"), "stories.01", "is missing", "story 01 is given"),
    (C, put("stories", "01", {"do": "refresh"}), "stories.01", "must be a list", "a story is a list of effects"),
    (C, put("stories", "01", [{"do": "refresh", "n": 1}]), "stories.01[0].n", "'refresh' takes no parameter 'n'",
     "a story's steps are effects"),

    # ---- investigators.json: the investigators ----
    (I, drop("investigators"), "investigators", "is missing", "the investigators are listed"),
    (I, drop("investigators", 0, "id"), "investigators[0].id", "is missing", "every investigator has an id"),
    (I, drop("investigators", 1, "name"), "investigators[1].name", "is missing", "every investigator has a name"),
    (I, same_id(("investigators", 0), ("investigators", 2)), "investigators[2].id", "duplicate id 'doctor'",
     "investigator ids are unique"),
    (I, keep(3, "investigators"), "investigators", "at least four investigators", "four investigators at least"),
    (I, keep(4, "investigators"), None, None, "four investigators are enough"),
    (I, drop("investigators", 0, "sanity"), "investigators[0].sanity", "is missing", "an investigator's sanity"),
    (I, drop("investigators", 0, "unstable_at"), "investigators[0].unstable_at", "is missing",
     "where an investigator turns unstable"),
    (I, drop("investigators", 0, "skull"), "investigators[0].skull", "is missing", "an investigator's skull"),
    (I, put("investigators", 0, "unstable_at", 0), "investigators[0].unstable_at",
     "must lie between 0 and the starting sanity", "unstable above 0"),
    (I, put("investigators", 0, "unstable_at", 6), "investigators[0].unstable_at",
     "must lie between 0 and the starting sanity", "unstable below the starting sanity"),
    (I, put("investigators", 0, "unstable_at", 1), None, None, "unstable at 1 is accepted"),
    (I, put("investigators", 0, "unstable_at", 5), None, None, "unstable one below the sanity is accepted"),
    (I, put("investigators", 0, "start_car", "roof"), "investigators[0].start_car", "names no car",
     "an investigator starts in a car of the train"),
    (I, drop("investigators", 0, "start_car"), "investigators[0].start_car", "names no car",
     "an investigator's starting car is given"),
    (I, drop("investigators", 0, "unique"), "investigators[0].unique", "is missing", "a unique ability"),
    (I, drop("investigators", 0, "unique", "effect"), "investigators[0].unique.effect", "is missing",
     "the unique ability has an effect"),
    (I, put("investigators", 0, "unique", "effect", {"do": "gain", "what": "fame", "n": 1}),
     "investigators[0].unique.effect.what", bad("'fame'", "gain"), "the unique ability is an effect"),
    (I, drop("investigators", 0, "skills"), "investigators[0].skills", "is missing", "skill tiles listed"),
    (I, drop("investigators", 0, "skills", 3, "name"), "investigators[0].skills[3].name", "is missing",
     "every skill tile has a name"),
    (I, same_id(("investigators", 0, "skills", 0), ("investigators", 0, "skills", 12)),
     "investigators[0].skills[12].id", "duplicate id 'doc_talk'", "skill ids unique on one investigator"),
    (I, put("investigators", 0, "skills", 0, "level", 2), "investigators[0].skills",
     "five first-level, five second-level and three specialty skills", "five first-level tiles"),
    (I, put("investigators", 0, "skills", 1, "level", 1), "investigators[0].skills",
     "five first-level, five second-level and three specialty skills", "five second-level tiles"),
    (I, put("investigators", 0, "skills", 10, "level", 1), "investigators[0].skills",
     "five first-level, five second-level and three specialty skills", "three specialty tiles"),
    (I, put("investigators", 0, "skills", 0, "level", 3), "investigators[0].skills",
     "five first-level, five second-level and three specialty skills", "no skill tile of a third level"),
    (I, drop("investigators", 0, "skills", 2, "effect"), "investigators[0].skills[2].effect", "is missing",
     "every skill tile has an effect"),
    (I, put("investigators", 0, "skills", 2, "effect", {"do": "status", "from": "some", "to": "calm"}),
     "investigators[0].skills[2].effect.from", bad("'some'", "statuses_or_any"), "a skill's effect is an effect"),
    (I, put("investigators", 0, "skills", 2, "condition", {"curtains": "half"}),
     "investigators[0].skills[2].condition.curtains", bad("'half'", "curtains"), "a skill's condition"),
    (I, same_id(("investigators", 0, "skills", 0), ("investigators", 1, "skills", 0)),
     "investigators[1].skills[0].id", "duplicate skill id", "skill ids unique across investigators"),
    (I, drop("investigators", 0, "skills", 0, "upgrade"), "investigators[0].skills.doc_talk.upgrade",
     "a first-level skill names its second-level tile", "a first-level skill names its upgrade"),
    (I, put("investigators", 0, "skills", 0, "upgrade", "doc_calm"), "investigators[0].skills.doc_talk.upgrade",
     "a first-level skill names its second-level tile", "a first-level skill upgrades to a second-level one"),
    (I, put("investigators", 0, "skills", 0, "upgrade", "nowhere"), "investigators[0].skills.doc_talk.upgrade",
     "a first-level skill names its second-level tile", "the upgrade is a tile of the set"),

    # ---- investigators.json: general skills, attributes, track values, rest tiles ----
    (I, drop("general_skills"), "general_skills", "is missing", "the general skills are listed"),
    (I, drop("general_skills", 0, "name"), "general_skills[0].name", "is missing", "a general skill has a name"),
    (I, same_id(("general_skills", 0), ("general_skills", 1)), "general_skills[1].id", "duplicate id 'gen0'",
     "general skill ids are unique"),
    (I, same_id(("investigators", 0, "skills", 0), ("general_skills", 1)), "general_skills[1].id",
     "duplicate skill id", "no general skill shares an investigator's skill id"),
    (I, drop("general_skills", 0, "effect"), GE, "is missing", "a general skill has an effect"),
    (I, keep(5, "general_skills"), "general_skills",
     "at least six general skills and six attributes for the draft", "six general skills for the draft"),
    (I, keep(6, "general_skills"), None, None, "six general skills are enough"),
    (I, drop("attributes"), "attributes", "is missing", "the attributes are listed"),
    (I, drop("attributes", 2, "id"), "attributes[2].id", "is missing", "an attribute has an id"),
    (I, drop("attributes", 2, "name"), "attributes[2].name", "is missing", "an attribute has a name"),
    (I, drop("attributes", 2, "effect"), "attributes[2].effect", "is missing", "an attribute has an effect"),
    (I, put("attributes", 2, "effect", {"do": "rest_tile", "tile": ""}), "attributes[2].effect.tile",
     bad("''", "str"), "an attribute's effect is an effect"),
    (I, keep(5, "attributes"), "general_skills",
     "at least six general skills and six attributes for the draft", "six attributes for the draft"),
    (I, keep(6, "attributes"), None, None, "six attributes are enough"),
    (I, put("stamina_start", 0), "stamina_start", "a whole number from 1 to 30", "stamina starts at 1 or more"),
    (I, put("health_start", 31), "health_start", "a whole number from 1 to 30", "health starts at 30 or less"),
    (I, put("health_max", True), "health_max", "a whole number from 1 to 30", "maximum health is no true/false"),
    (I, put("health_max", "7"), "health_max", "a whole number from 1 to 30", "maximum health is a number"),
    (I, both(put("stamina_start", 1), put("health_start", 30)), None, None, "track values 1 and 30 are accepted"),
    (I, both(drop("stamina_start"), drop("health_start"), drop("health_max")), None, None,
     "the starting track values are optional"),
    (I, drop("rest_tiles"), "rest_tiles", "is missing", "the rest tiles are given"),
    (I, drop("rest_tiles", "regular"), "rest_tiles", "needs the 'regular' rest tile", "the regular rest tile"),
    (I, drop("slots"), "slots", "is missing", "the number of slots is given"),

    # ---- magic.json ----
    (M, drop("items"), "items", "is missing", "the items are listed"),
    (M, drop("items", 0, "name"), "items[0].name", "is missing", "an item has a name"),
    (M, same_id(("items", 0), ("items", 1)), "items[1].id", "duplicate id 'I00'", "item ids are unique"),
    (M, put("items", 0, "type", "scroll"), "items[0].type", "tome or artifact", "an item is a tome or an artifact"),
    (M, put("items", 0, "type", "artifact"), None, None, "an artifact is an item type"),
    (M, drop("items", 0, "cost"), "items[0].cost", "is missing", "an item has a cost"),
    (M, put("items", 0, "cost", {}), "items[0].cost", "costs sanity and/or health", "an item costs something"),
    (M, put("items", 0, "cost", {"stamina": 1}), "items[0].cost", "costs sanity and/or health",
     "an item costs sanity or health, nothing else"),
    (M, put("items", 0, "cost", {"sanity": 1, "health": 1}), None, None, "an item may cost sanity and health"),
    (M, drop("items", 0, "effect"), "items[0].effect", "is missing", "an item has an effect"),
    (M, put("items", 0, "effect", {"do": "banish_item"}), "items[0].effect.type",
     "'banish_item' needs the parameter 'type'", "an item's effect is an effect"),
    (M, drop("spells"), "spells", "is missing", "the spells are listed"),
    (M, drop("spells", 0, "id"), "spells[0].id", "is missing", "a spell has an id"),
    (M, drop("spells", 0, "effect"), "spells[0].effect", "is missing", "a spell has an effect"),
    (M, drop("spells", 0, "unstable"), "spells[0].unstable", "is missing", "a spell has an unstable side"),
    (M, put("spells", 1, "effect", {"do": "move_self"}), "spells[1].effect.n", "'move_self' needs the parameter 'n'",
     "a spell's effect is an effect"),
    (M, put("spells", 0, "unstable", {"do": "essence", "n": 2, "portal": "far"}), "spells[0].unstable.portal",
     bad("'far'", "portal"), "a spell's unstable side is an effect"),
    (M, keep(5, "spells"), "spells", "at least one spell per Grimoire slot", "six spells for six Grimoire slots"),
    (M, keep(6, "spells"), None, None, "six spells are enough"),

    # ---- landscapes.json: tiles and portals ----
    (L, drop("starting"), "starting", "is missing", "the starting landscapes are listed"),
    (L, drop("landscapes"), "landscapes", "is missing", "the landscapes are listed"),
    (L, drop("starting", 0, "size"), "starting[0].size", "is missing", "a landscape has a size"),
    (L, put("starting", 0, "size", 6), "starting[0].size", "3, 4 or 5 tracks", "a landscape is 3, 4 or 5 long"),
    (L, put("landscapes", 0, "size", 2), "landscapes[0].size", "3, 4 or 5 tracks", "a drawn landscape too"),
    (L, drop("landscapes", 0, "portals"), "landscapes[0].portals", "is missing", "a landscape lists its portals"),
    (L, put("starting", 0, "portals", 0, "type", "gate"), "starting[0].portals[0].type", "inscription or monster",
     "a portal is an inscription or a monster portal"),
    (L, put("landscapes", 0, "portals", 1, "x"), "landscapes[0].portals[1].type", "inscription or monster",
     "a portal is an object"),
    (L, drop("starting", 0, "portals", 1, "colours"), "starting[0].portals[1].colours",
     "a monster portal shows colours", "a monster portal shows colours"),
    (L, put("landscapes", 0, "portals", 0, "colours", []), "landscapes[0].portals[0].colours",
     "a monster portal shows colours", "a monster portal shows at least one colour"),
    (L, put("starting", 0, "portals", 1, "colours", "red"), "starting[0].portals[1].colours",
     "a list of monster colours", "portal colours are a list"),
    (L, put("starting", 0, "portals", 1, "colours", ["purple"]), "starting[0].portals[1].colours",
     "a list of monster colours", "a portal colour has a monster card"),
    (L, put("starting", 0, "portals", 0, "colours", ["red"]), None, None,
     "an inscription portal may show colours too"),
    (L, drop("starting", 0, "portals", 0, "essence"), "starting[0].portals[0].essence", "is missing",
     "a portal's essence is given"),
    (L, put("landscapes", 0, "portals", 0, "essence", 21), "landscapes[0].portals[0].essence",
     "a whole number from 0 to 20", "a portal holds at most 20 essence"),
    (L, put("landscapes", 0, "portals", 0, "essence", -1), "landscapes[0].portals[0].essence",
     "a whole number from 0 to 20", "a portal's essence is not negative"),
    (L, put("landscapes", 0, "portals", 0, "essence", 20), None, None, "20 essence on a portal is accepted"),
    (L, drop("starting", 0, "portals", 0, "printed"), "starting[0].portals[0].printed", "is missing",
     "a portal says whether its essence is printed"),
    (L, put("landscapes", 0, "portals", 1, "effect", {"do": "status", "from": ["happy"], "to": "gone"}),
     "landscapes[0].portals[1].effect.to", bad("'gone'", "status_or_list"), "an inscription's effect is an effect"),
    (L, put("landscapes", 3, "on_reveal", {"do": "kill", "n": 1, "where": "far"}), "landscapes[3].on_reveal.where",
     bad("'far'", "where"), "an On Reveal text is an effect"),

    # ---- landscapes.json: starting landscapes and layouts ----
    (L, put("starting", []), "starting", "needs at least one starting landscape", "a starting landscape exists"),
    (L, drop("starting", 0, "monster_order"), "starting[0].monster_order", "three monster colours",
     "a starting landscape orders the monsters"),
    (L, put("starting", 0, "monster_order", ["red", "green"]), "starting[0].monster_order",
     "three monster colours", "three colours in the monster order"),
    (L, put("starting", 0, "monster_order", ["red", "green", "purple"]), "starting[0].monster_order",
     "three monster colours", "each colour in the order has a monster card"),
    (L, all_printed, "starting[0].portals",
     "needs a portal without printed essence for the ritual's essence", "a free portal for the ritual's essence"),
    (L, drop("starting", 1, "id"), "landscapes[1].id", "is missing", "every landscape has an id"),
    (L, same_id(("starting", 0), ("landscapes", 0)), "landscapes[6].id", "duplicate id 'start0'",
     "landscape ids unique over starting and drawn ones"),
    (L, drop("layouts"), "layouts", "is missing", "the layouts are given"),
    (L, keep(5, "layouts"), "layouts", "the Landscape Setup card has six layouts", "six layouts"),
    (L, put("layouts", 1, "x"), "layouts[1]", "a list of landscape sizes", "a layout is a list"),
    (L, put("layouts", 1, 0, True), "layouts[1]", "a list of landscape sizes", "a layout's sizes are numbers"),
    (L, put("layouts", 1, [5, 4, 3]), "layouts[1]",
     "the tiles must cover the track from the starting landscape to space 0", "a layout covers the track"),
    (L, both(*(put("starting", j, "size", 4) for j in range(len(RAW[L]["starting"])))), "layouts[0]",
     "the tiles must cover the track from the starting landscape to space 0",
     "the layouts are measured from the starting landscape's end"),
    (L, put("starting", 1, "size", 4), "starting[1].size",
     "every starting landscape has the same size (the layouts follow it)",
     "whichever starting landscape is drawn, the layouts fit behind it"),
    (L, put("layouts", 1, [3] * 13), "layouts[1]", "needs more size-3 landscapes than there are",
     "a layout uses no more size-3 tiles than the set has"),
    (L, put("layouts", 1, [4] * 9 + [3]), "layouts[1]", "needs more size-4 landscapes than there are",
     "a layout uses no more size-4 tiles than the set has"),
    (L, no_size_5_but(2), "layouts[0]", "needs more size-5 landscapes than there are",
     "a layout uses no more size-5 tiles than the set has"),
    (L, put("layouts", 1, [3] * 10 + [4, 5]), None, None, "a layout using all ten size-3 tiles is accepted"),

    # ---- table.json: event tokens, event board, monsters, cards, vampire board, fez council ----
    (T, drop("event_tokens", "kinds"), "event_tokens.kinds", "is missing", "the token kinds are given"),
    (T, put("event_tokens", "kinds", []), "event_tokens.kinds", "must be a dict", "token kinds are a table"),
    (T, put("event_tokens", "bag", 0, 1), "event_tokens.bag", "a list of event token names",
     "the bag holds token names"),
    (T, put("event_tokens", "discard", 0, 1), "event_tokens.discard", "a list of event token names",
     "the discard pile holds token names"),
    (T, put("event_tokens", "locomotive", 0, 1), "event_tokens.locomotive", "a list of event token names",
     "the Locomotive holds token names"),
    (T, put("event_tokens", "supply", 0, 1), "event_tokens.supply", "a list of event token names",
     "the supply holds token names"),
    (T, drop("event_tokens", "kinds", "ritual_x"), "event_tokens.kinds.ritual_x",
     "every token needs a kind: regular, fast or slow", "every token in a pile has a kind"),
    (T, put("event_tokens", "kinds", "occult", {"type": "odd", "effect": "occult"}), "event_tokens.kinds.occult",
     "every token needs a kind: regular, fast or slow", "a kind is regular, fast or slow"),
    (T, put("event_tokens", "kinds", "passenger", "space", 4), "event_tokens.kinds.passenger.space",
     "a Regular token names its space, 0 to 3", "a regular token's space is 0 to 3"),
    (T, put("event_tokens", "kinds", "passenger", "space", True), "event_tokens.kinds.passenger.space",
     "a Regular token names its space, 0 to 3", "a regular token's space is no true/false"),
    (T, put("event_tokens", "kinds", "passenger", "space", 1.0), "event_tokens.kinds.passenger.space",
     "a Regular token names its space, 0 to 3", "a regular token's space is a whole number"),
    (T, drop("event_tokens", "kinds", "portal", "space"), "event_tokens.kinds.portal.space",
     "a Regular token names its space, 0 to 3", "a regular token names its space"),
    (T, put("event_tokens", "kinds", "favor", "effect", "pizza"), "event_tokens.kinds.favor.effect", APPENDIX,
     "a fast token's effect is from the appendix"),
    (T, drop("event_tokens", "kinds", "fez", "effect"), "event_tokens.kinds.fez.effect", APPENDIX,
     "a slow token's effect is given"),
    (T, drop("ritual_tokens_total"), "ritual_tokens_total", "is missing", "the box's Ritual tokens are counted"),
    (T, drop("illness_markers"), "illness_markers", "is missing", "the Illness markers are counted"),
    (T, drop("fade_tokens"), "fade_tokens", "is missing", "the Fade tokens are counted"),
    (T, drop("monster_move"), "monster_move", "is missing", "how far monsters move is given"),
    (T, put("illness_markers", -1), "illness_markers", "must be a whole number from 0 to 100",
     "a pool count is not negative"),
    (T, put("fade_tokens", 101), "fade_tokens", "must be a whole number from 0 to 100",
     "a pool count is at most 100"),
    (T, both(put("illness_markers", 0), put("fade_tokens", 100)), None, None, "pool counts 0 and 100 are accepted"),
    (T, drop("event_board"), "event_board", "is missing", "the event board is described"),
    (T, drop("event_board", "spaces"), "event_board.spaces", "is missing", "the event board's spaces"),
    (T, put("event_board", "spaces", ["vampire", "portal", "ritual", "passenger"]), "event_board.spaces",
     "the four spaces, top to bottom: portal, vampire, ritual, passenger", "the event board's spaces in order"),
    (T, drop("event_board", "resolve_at"), "event_board.resolve_at", "is missing",
     "when the event board resolves"),
    (T, put("event_board", "resolve_at", 0), "event_board.resolve_at",
     "the board resolves when 1 to 4 spaces are held", "resolves at one held space at least"),
    (T, put("event_board", "resolve_at", 5), "event_board.resolve_at",
     "the board resolves when 1 to 4 spaces are held", "resolves at four held spaces at most"),
    (T, put("event_board", "resolve_at", 1), None, None, "resolving at 1 is accepted"),
    (T, put("event_board", "resolve_at", 4), None, None, "resolving at 4 is accepted"),
    (T, drop("event_board", "monster_events"), "event_board.monster_events", "is missing",
     "the monster events are given"),
    (T, keep(3, "event_board", "monster_events"), "event_board.monster_events",
     "three attack-and-spawn events (all, front, spawn), then the all-move event", "four monster events"),
    (T, put("event_board", "monster_events", 1, "red"), "event_board.monster_events",
     "three attack-and-spawn events (all, front, spawn), then the all-move event", "a monster event is an object"),
    (T, put("event_board", "monster_events", 3, {"all": "red"}), "event_board.monster_events",
     "three attack-and-spawn events (all, front, spawn), then the all-move event", "the fourth event moves all"),
    (T, drop("event_board", "monster_events", 2, "spawn"), "event_board.monster_events",
     "three attack-and-spawn events (all, front, spawn), then the all-move event", "an event spawns"),
    (T, put("event_board", "monster_events", 0, "front", 1), "event_board.monster_events",
     "three attack-and-spawn events (all, front, spawn), then the all-move event", "an event names colours"),
    (T, put("event_board", "monster_events", 0, "spawn", "purple"), "event_board.monster_events",
     "names a colour without a monster card", "an event's colour has a monster card"),
    (T, drop("monster_cards"), "monster_cards", "is missing", "the monster cards are given"),
    (T, drop("monster_cards", "blue", "attack"), "monster_cards.blue.attack", "is missing",
     "a monster card has an attack"),
    (T, put("monster_cards", "blue", "attack", {"do": "harm", "what": "health", "n": -1}),
     "monster_cards.blue.attack.n", bad("-1", "int"), "a monster's attack is an effect"),
    (T, drop("unleashed_cards"), "unleashed_cards", "is missing", "the Monster Unleashed cards are given"),
    (T, put("unleashed_cards", []), "unleashed_cards", "needs at least one card", "at least one Unleashed card"),
    (T, drop("unleashed_cards", 1, "name"), "unleashed_cards[1].name", "is missing", "an Unleashed card's name"),
    (T, same_id(("unleashed_cards", 0), ("unleashed_cards", 1)), "unleashed_cards[1].id", "duplicate id 'U1'",
     "Unleashed card ids are unique"),
    (T, drop("unleashed_cards", 1, "effect"), "unleashed_cards[1].effect", "is missing",
     "an Unleashed card has an effect"),
    (T, drop("passenger_cards"), "passenger_cards", "is missing", "the passenger cards are given"),
    (T, put("passenger_cards", []), "passenger_cards", "needs at least one card", "at least one passenger card"),
    (T, drop("passenger_cards", 0, "id"), "passenger_cards[0].id", "is missing", "a passenger card's id"),
    (T, put("passenger_cards", 0, "effect", {"do": "move_passengers", "from": "any", "dir": "up"}),
     "passenger_cards[0].effect.dir", bad("'up'", "dir"), "a passenger card's effect is an effect"),
    (T, drop("vampire_board"), "vampire_board", "is missing", "the vampire board is described"),
    (T, drop("vampire_board", "tiles"), "vampire_board.tiles", "is missing", "the strength tiles' tables"),
    (T, drop("vampire_strength"), "vampire_strength", "is missing", "the strength tiles are listed"),
    (T, lambda d: d["vampire_strength"].append("v9"), "vampire_board.tiles.v9",
     "every strength tile needs its table", "a strength tile has its table on the board"),
    (T, lambda d: d["vampire_strength"].append(5), "vampire_board.tiles.5",
     "every strength tile needs its table", "a strength tile is named"),
    (T, drop("vampire_board", "bare"), "vampire_board.bare", "is missing", "the bare board's table"),
    (T, drop("vampire_board", "tiles", "v2", "closed"), "vampire_board.v2.closed", "is missing",
     "a table for closed curtains"),
    (T, drop("vampire_board", "bare", "open"), "vampire_board.bare.open", "is missing",
     "a table for open curtains"),
    (T, put("vampire_board", "bare", "open", "calm", "gone"), "vampire_board.bare.open",
     "maps passenger statuses to new statuses (or dead)", "a status turns into a status or dead"),
    (T, put("vampire_board", "tiles", "v1", "closed", "dead", "dead"), "vampire_board.v1.closed",
     "maps passenger statuses to new statuses (or dead)", "only a living passenger's status is mapped"),
    (T, put("vampire_board", "tiles", "v1", "closed", "calm", "happy"), None, None,
     "a status may turn into another living one"),
    (T, drop("fez_council"), "fez_council", "is missing", "the Fez Council cards are given"),
    (T, drop("fez_council", 1, "id"), "fez_council[1].id", "is missing", "a Fez Council card's id"),
    (T, same_id(("fez_council", 0), ("fez_council", 1)), "fez_council[1].id", "duplicate id 'F1'",
     "Fez Council ids are unique"),
    (T, drop("fez_council", 1, "choose"), "fez_council[1].choose", "is missing", "a Fez card's choice"),
    (T, drop("fez_council", 1, "token"), "fez_council[1].token", "is missing", "a Fez card's token effect"),
    (T, drop("fez_council", 1, "name"), "fez_council[1].name", "is missing", "a Fez card's name"),
    (T, put("fez_council", 1, "choose", {"do": "block", "side": "x2"}), "fez_council[1].choose.side",
     bad("'x2'", "side"), "a Fez card's choice is an effect"),
    (T, put("fez_council", 1, "token", {"do": "essence_pool"}), "fez_council[1].token.n",
     "'essence_pool' needs the parameter 'n'", "a Fez card's token side is an effect"),

    # ---- rituals.json ----
    (R, drop("rituals"), "rituals", "is missing", "the ritual sheets are listed"),
    (R, drop("rituals", 1, "name"), "rituals[1].name", "is missing", "a ritual has a name"),
    (R, same_id(("rituals", 0), ("rituals", 1)), "rituals[1].id", "duplicate id 'black_magic'",
     "ritual ids are unique"),
    (R, drop("rituals", 0, "ritual_tokens"), "rituals[0].ritual_tokens", "is missing", "a ritual's token count"),
    (R, drop("rituals", 0, "essence_pool"), "rituals[0].essence_pool", "is missing", "a ritual's essence pool"),
    (R, drop("rituals", 0, "start_portal_essence"), "rituals[0].start_portal_essence", "is missing",
     "a ritual's essence on the starting portal"),
    (R, put("rituals", 0, "essence_pool", -1), "rituals[0].essence_pool", "must not be negative",
     "a ritual's essence pool is not negative"),
    (R, put("rituals", 0, "ritual_tokens", 0), None, None, "a ritual with no Ritual tokens is accepted"),
    (R, put("rituals", 0, "ritual_tokens", 11), "rituals[0].ritual_tokens", "more Ritual tokens than the box holds",
     "a ritual uses no more Ritual tokens than the box has"),
    (R, put("rituals", 0, "ritual_tokens", 10), None, None, "a ritual may use all ten Ritual tokens"),
    (R, drop("rituals", 0, "escalation"), "rituals[0].escalation", "is missing", "a ritual's escalation"),
    (R, drop("rituals", 0, "ritual"), "rituals[0].ritual", "is missing", "a ritual's Ritual effect"),
    (R, put("rituals", 0, "escalation", {"do": "speed", "n": 1, "where": "here"}), "rituals[0].escalation.where",
     "'speed' takes no parameter 'where'", "the escalation is an effect"),
    (R, put("rituals", 0, "ritual", {"do": "escalate", "n": 1}), "rituals[0].ritual.n",
     "'escalate' takes no parameter 'n'", "the Ritual effect is an effect"),
    (R, drop("rituals", 0, "incantation"), "rituals[0].incantation", "is missing", "a ritual's incantation"),
    (R, put("rituals", 0, "incantation", []), "rituals[0].incantation", "must be a dict",
     "an incantation is an object"),
    (R, put("rituals", 1, "incantation", "mode", "song"), "rituals[1].incantation.mode", "list, card or fade",
     "an incantation is a list, cards or fade"),
    (R, drop("rituals", 1, "incantation", "mode"), None, None, "the incantation's mode defaults to a list"),
    (R, put("rituals", 1, "incantation", "count", "x"), "rituals[1].incantation.count",
     "'ritual_tokens' or a whole number", "an incantation's count names the tokens or is a number"),
    (R, put("rituals", 1, "incantation", "count", -1), "rituals[1].incantation.count",
     "'ritual_tokens' or a whole number", "an incantation's count is not negative"),
    (R, put("rituals", 1, "incantation", "count", 0), None, None, "an incantation count of 0 is accepted"),
    (R, put("rituals", 1, "incantation", "count", True), "rituals[1].incantation.count",
     "'ritual_tokens' or a whole number", "an incantation's count is no true/false"),
    (R, drop("rituals", 1, "incantation", "count"), None, None, "the count defaults to the ritual tokens"),
    (R, put("rituals", 3, "incantation", "before", {"do": "reveal", "kind": "desire"}),
     "rituals[3].incantation.before.n", "'reveal' needs the parameter 'n'", "what comes before is an effect"),
    (R, put("rituals", 1, "incantation", "steps", 0, {"do": "illness"}), "rituals[1].incantation.steps[0].n",
     "'illness' needs the parameter 'n'", "the incantation's steps are effects"),
    (R, drop("rituals", 0, "incantation_cards"), "rituals[0].incantation_cards", "is missing",
     "card mode has incantation cards"),
    (R, same_id(("rituals", 0, "incantation_cards", 0), ("rituals", 0, "incantation_cards", 1)),
     "rituals[0].incantation_cards[1].id", "duplicate id 'C1'", "incantation card ids are unique"),
    (R, drop("rituals", 0, "incantation_cards", 1, "effect"), "rituals[0].incantation_cards[1].effect",
     "is missing", "an incantation card has an effect"),
    (R, put("rituals", 0, "incantation_cards", 1, "effect", {"do": "essence_pool", "n": "1"}),
     "rituals[0].incantation_cards[1].effect.n", bad("'1'", "int"), "an incantation card's effect is an effect"),
    (R, drop("rituals", 2, "witness_tampering"), "rituals[2].witness_tampering", "is missing",
     "fade mode has witness tampering tokens"),
    (R, put("rituals", 2, "witness_tampering", 0, "suspect", 6), "rituals[2].witness_tampering[0]",
     "a suspect (0-5) and an order of clue spots", "a tampering token names one of six suspects"),
    (R, put("rituals", 2, "witness_tampering", 0, "order", "01234"), "rituals[2].witness_tampering[0]",
     "a suspect (0-5) and an order of clue spots", "a tampering token's order is a list"),
    (R, put("rituals", 2, "witness_tampering", 0, "x"), "rituals[2].witness_tampering[0]",
     "a suspect (0-5) and an order of clue spots", "a tampering token is an object"),
    (R, put("rituals", 2, "witness_tampering", 0, "suspect", 5), None, None, "suspect 5 is the sixth suspect"),
    (R, put("rituals", 2, "witness_tampering", 0, "suspect", True), "rituals[2].witness_tampering[0]",
     "a suspect (0-5) and an order of clue spots", "a witness's suspect is no true/false"),
    (R, put("rituals", 0, "setup", {"do": "gain"}), "rituals[0].setup.what", "'gain' needs the parameter 'what'",
     "a ritual's setup is an effect"),
    (R, put("rituals", 0, "setup", {"do": "essence_pool", "n": 1}), None, None, "a ritual's setup is optional"),
    (R, put("rituals", 0, "essence_pool", 29), "rituals[0].essence_pool", "more essence than the box holds",
     "a ritual's pool and portal essence fit the box"),
    (R, put("rituals", 0, "essence_pool", 28), None, None, "a ritual may use all 30 essence tokens"),

    # ---- the effect language (at a general skill's effect) ----
    (I, gen({"seq": [5]}), f"{GE}.seq[0]", "an effect is an object or a list of effects",
     "an effect is an object or a list"),
    (I, gen([{"do": "refresh"}, {"do": "fly"}]), f"{GE}[1]", f"unknown effect 'fly'; {EFFECTS}",
     "a list's effects are checked each by place"),
    (I, gen({"each_car": {"monster_here": True}, "do": {"do": "kill", "n": 1}, "x": 1}), GE,
     "'each_car' takes a condition and 'do' (an effect) and nothing else", "each_car has only its two fields"),
    (I, gen({"each_car": {"monster_here": True}}), GE,
     "'each_car' takes a condition and 'do' (an effect) and nothing else", "each_car needs its effect"),
    (I, gen({"each_car": {"monster_here": 1}, "do": {"do": "kill", "n": 1}}), f"{GE}.each_car.monster_here",
     bad("1", "bool"), "each_car's condition is a condition"),
    (I, gen({"each_car": {"monster_here": True}, "do": {"do": "kill"}}), f"{GE}.do.n",
     "'kill' needs the parameter 'n'", "each_car's effect is an effect"),
    (I, gen({"seq": []}), GE, "'seq' takes a non-empty list and nothing else", "a sequence is not empty"),
    (I, gen({"or": {"do": "refresh"}}), GE, "'or' takes a non-empty list and nothing else", "a choice is a list"),
    (I, gen({"then": [{"do": "refresh"}], "x": 1}), GE, "'then' takes a non-empty list and nothing else",
     "a first-that-happens list has nothing beside it"),
    (I, gen({"or": [{"do": "refresh"}, {"do": "fly"}]}), f"{GE}.or[1]", "unknown effect 'fly'",
     "a choice's options are effects"),
    (I, gen({"then": [{"do": "escalate"}, {"do": "clue_token", "n": 1}]}), f"{GE}.then[1].n",
     "'clue_token' takes no parameter 'n'", "a first-that-happens list's effects are checked"),
    (I, gen({"if": {"unstable": True}}), GE, "'if' needs 'do' (and may have 'else')", "if needs do"),
    (I, gen({"if": {"unstable": True}, "do": {"do": "refresh"}, "x": 1}), GE,
     "'if' needs 'do' (and may have 'else')", "if takes do and else only"),
    (I, gen({"if": {"unstable": "yes"}, "do": {"do": "refresh"}}), f"{GE}.if.unstable", bad("'yes'", "bool"),
     "an if's condition is a condition"),
    (I, gen({"if": {"unstable": True}, "do": {"do": "fly"}}), f"{GE}.do", "unknown effect 'fly'",
     "an if's effect is an effect"),
    (I, gen({"if": {"unstable": True}, "do": {"do": "refresh"}, "else": {"do": "fly"}}), f"{GE}.else",
     "unknown effect 'fly'", "an if's else is an effect"),
    (I, gen({"if": {"unstable": True}, "do": {"do": "refresh"}, "else": {"do": "escalate"}}), None, None,
     "if with do and else loads"),
    (I, gen({"n": 1}), GE, f"unknown effect None; {EFFECTS}", "a primitive names what it does"),
    (I, gen({"do": 5}), GE, f"unknown effect 5; {EFFECTS}", "what a primitive does is a name"),
    (I, gen({"do": "gain", "n": 1}), f"{GE}.what", "'gain' needs the parameter 'what'",
     "a required parameter is given"),
    (I, gen({"do": "gain", "what": "item", "n": 1, "x": 1}), f"{GE}.x", "'gain' takes no parameter 'x'",
     "a primitive takes only its own parameters"),
    (I, gen({"do": "status", "from": "any", "to": "calm"}), None, None, "status may leave out n"),
    (I, gen({"do": "gather", "what": ["suspect"], "n": 1}), None, None, "gather may leave out from"),
    (I, gen({"do": "send", "what": ["passenger"], "n": 1}), None, None, "send may leave out to"),
    (I, gen({"do": "spend_occult"}), None, None, "spend_occult may leave out n"),
    (I, gen({"do": "push_all"}), None, None, "push_all may leave out cars"),
    (I, gen({"do": "talk", "x": 2}), None, None, "talk may leave out target"),
    (I, gen({"do": "essence", "n": 1}), None, None, "essence may leave out the portal"),
    (I, gen({"do": "kill", "n": 1}), None, None, "kill may leave out where"),
    (I, gen({"do": "move_suspects", "dir": "front"}), None, None, "move_suspects may leave out where"),

    # ---- conditions (at a general skill's condition) ----
    (I, cond(["unstable"]), GC, "a condition is an object", "a condition is an object"),
    (I, cond({"in_car": "sleeping1", "bogus": True}), f"{GC}.bogus", f"unknown condition; {CONDS}",
     "only known conditions"),
    (I, cond({"in_car": ""}), f"{GC}.in_car", bad("''", "str"), "in_car names a car"),
    (I, cond({"no_status_here": "happy"}), f"{GC}.no_status_here", bad("'happy'", "statuses"),
     "no_status_here is a list"),
    (I, cond({"no_status_here": ["dead"]}), f"{GC}.no_status_here", bad("['dead']", "statuses"),
     "no_status_here lists die faces"),
    (I, cond({"no_status_here": []}), None, None, "no_status_here may be empty"),
    (I, cond({"count": {"status": "calm"}}), f"{GC}.count", bad("{'status': 'calm'}", "count"),
     "a count gives its number"),
    (I, cond({"count": {"status": "dead", "n": 1}}), f"{GC}.count", bad("{'n': 1, 'status': 'dead'}", "count"),
     "a count counts a die face"),
    (I, cond({"count": 3}), f"{GC}.count", bad("3", "count"), "a count is an object"),
    (I, cond({"count": {"n": 3}}), f"{GC}.count", bad("{'n': 3}", "count"), "a count names a status"),
    (I, cond({"count": {"status": "calm", "n": 3}}), None, None, "a count of calm passengers loads"),
    (I, cond({"min_occult": 0, "max_stamina": 7, "has_item": "any", "curtains": "closed",
              "suspects_here": 0, "investigators_here": 2, "no_items": False, "suspect_here": True,
              "passenger_here": False, "person_here": True, "monster_here": False}), None, None,
     "every other condition with a good value loads"),

    # ---- the parameter values (at a general skill's effect) ----
    (I, gen({"do": "speed", "n": -1}), f"{GE}.n", bad("-1", "int"), "a count is not negative"),
    (I, gen({"do": "speed", "n": True}), f"{GE}.n", bad("True", "int"), "a count is no true/false"),
    (I, gen({"do": "speed", "n": 0}), None, None, "a count of 0 is accepted"),
    (I, gen({"do": "status", "from": [], "to": "calm"}), f"{GE}.from", bad("[]", "statuses_or_any"),
     "status from an empty list"),
    (I, gen({"do": "status", "from": ["dead"], "to": "calm"}), f"{GE}.from", bad("['dead']", "statuses_or_any"),
     "status from a die face"),
    (I, gen({"do": "status", "from": "calm", "to": "happy"}), f"{GE}.from", bad("'calm'", "statuses_or_any"),
     "status from a list of faces, not one face"),
    (I, gen({"do": "status", "from": ["calm"], "to": []}), f"{GE}.to", bad("[]", "status_or_list"),
     "status to an empty list"),
    (I, gen({"do": "status", "from": ["calm"], "to": ["dead"]}), f"{GE}.to", bad("['dead']", "status_or_list"),
     "a choice of faces holds faces only"),
    (I, gen({"do": "status", "from": ["calm"], "to": ["happy", "angry"]}), None, None,
     "status to a choice of faces"),
    (I, gen({"do": "status", "from": ["calm"], "to": "dead"}), None, None, "status to dead"),
    (I, gen({"do": "kill", "n": 1, "where": "adjacent"}), None, None, "where: adjacent"),
    (I, gen({"do": "gather", "what": ["suspect"], "n": 1, "from": "here"}), f"{GE}.from", bad("'here'", "range"),
     "gather from adjacent or any"),
    (I, gen({"do": "gather", "what": ["suspect"], "n": 1, "from": "adjacent"}), None, None, "gather from adjacent"),
    (I, gen({"do": "send", "what": [], "n": 1}), f"{GE}.what", bad("[]", "who"), "send someone"),
    (I, gen({"do": "send", "what": "passenger", "n": 1}), f"{GE}.what", bad("'passenger'", "who"),
     "who is sent is a list"),
    (I, gen({"do": "send", "what": ["monster"], "n": 1}), f"{GE}.what", bad("['monster']", "who"),
     "send a passenger, suspect, investigator or the anchor"),
    (I, gen({"do": "send", "what": ["anchor", "investigator"], "n": 1, "to": "any"}), None, None,
     "send the anchor and an investigator anywhere"),
    (I, gen({"do": "essence", "n": 1, "portal": "past"}), None, None, "essence from a past portal"),
    (I, gen({"do": "lose", "what": "stamina", "n": 1}), None, None, "lose stamina"),
    (I, gen({"do": "reveal", "kind": "class3", "n": 1}), f"{GE}.kind", bad("'class3'", "reveal"),
     "reveal a clue kind, a class or any"),
    (I, gen({"do": "reveal", "kind": "class2", "n": 1}), None, None, "reveal a 2nd-class clue"),
    (I, gen({"do": "talk", "x": 2, "target": "monster"}), f"{GE}.target", bad("'monster'", "target"),
     "talk to a passenger, suspect or person"),
    (I, gen({"do": "talk", "x": 2, "target": "suspect"}), None, None, "talk to a suspect"),
    (I, gen({"do": "banish_item", "type": "scroll"}), f"{GE}.type", bad("'scroll'", "item_type"),
     "banish a tome, an artifact or any item"),
    (I, gen({"do": "difficulty_token", "token": 5}), f"{GE}.token", bad("5", "str"), "a token is named"),
    (I, gen({"do": "block", "side": "x1"}), None, None, "block the x1 side"),
]


@pytest.mark.parametrize("file,edit,field,problem", [pytest.param(*r[:4], id=r[4]) for r in ROWS])
def test_a_broken_field_is_refused_by_name(file, edit, field, problem):
    raw = dict(RAW, **{file: copy.deepcopy(RAW[file])})   # only the edited file is copied: validate reads
    edit(raw[file])
    if problem is None:
        validate(raw)   # the accepted side of a check: the set still loads
        return
    with pytest.raises(DataError) as err:
        validate(raw)
    text = str(err.value)
    assert f"Data file '{file}', field '{field}': {problem}" in text, text


def test_the_shipped_set_loads():
    assert validate(copy.deepcopy(RAW)).illustrative


def test_printed_names_are_known_by_id():
    """A loaded set's names are looked up by id: skills, attributes, items, spells and the Fez Council cards
    (which sit in table.json, not beside the others); an unknown id comes back as it is."""
    assert [str(name_of(cid)) for cid in ("F1", "gen0", "att0", "I00", "SP00", "doc_talk")] == [
        "Hide the fez", "Small Talk", "Vigorous", "Pnakotic Manuscripts", "Banish Essence", "Bedside Manner"]
    assert name_of("no_such_card") == "no_such_card"


def test_a_data_file_is_an_object_at_its_top_level(tmp_path):
    """Each file holds one JSON object; a file that is a list is refused before any field is looked at."""
    (tmp_path / "magic.json").write_text("[]", "utf-8")
    with pytest.raises(DataError) as err:
        _read(tmp_path, "magic.json")
    assert "Data file 'magic.json', field '(top level)': must be an object" in str(err.value)
    (tmp_path / "magic.json").write_text("{}", "utf-8")
    assert _read(tmp_path, "magic.json") == {}


def test_a_set_with_no_token_set_aside_plays(tmp_path):
    """The Clue token set aside at the start is an optional part of the conversation board: a data set without
    one loads, and its game starts with nothing aside and every green and red token in the bag."""
    def edit(d):
        del d["conversation"]["aside"]
    folder = edited_copy(DATA_DIR, tmp_path, T, edit)
    st = rulebook.GAMES["horror"].new_game(players=2, seed=1, data_dir=folder)
    conv = RAW[T]["conversation"]
    assert st.conv_aside == []
    assert sorted(t for t in st.bag if t[:2] in ("g:", "r:")) == sorted(
        ["g:" + g for g in conv["green"]] + ["r:" + r for r in conv["red"]])
    st.apply(st.legal_actions()[0])   # and it plays


def test_the_checked_set_hands_back_its_parts():
    """What validate returns: the parts by id, the quest and feature cards, the stories and layouts as in the
    files, and the starting track values from investigators.json (7 each when the file leaves them out)."""
    raw = dict(RAW, **{I: copy.deepcopy(RAW[I])})
    raw[I].update(stamina_start=5, health_start=6, health_max=9)
    comp = validate(raw)
    assert (comp.stamina_start, comp.health_start, comp.health_max) == (5, 6, 9)
    assert comp.quests == RAW[C]["quests"] and comp.feature_cards == RAW[C]["feature_cards"]
    assert comp.stories == RAW[C]["stories"] and comp.layouts == RAW[L]["layouts"]
    assert comp.ritual_ids == tuple(r["id"] for r in RAW[R]["rituals"]) and set(comp.rituals) == set(comp.ritual_ids)
    for k in ("stamina_start", "health_start", "health_max"):
        del raw[I][k]
    comp = validate(raw)
    assert (comp.stamina_start, comp.health_start, comp.health_max) == (7, 7, 7)
