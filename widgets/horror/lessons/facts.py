"""The facts and rule statements the Horror lessons mark (``data-fact``, ``data-rule``), read from the
engine and its data; the checks are generic (:mod:`widgets.lessons.facts` gathers every game's tables)."""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def _horror():
    from rulebook.horror.data import load_components
    return load_components()


def _board():
    return _horror().table["event_board"]


# ------------------------------------------------------------------ Horror on the Orient Express
def _conversation():
    """The conversation bag at the start (the Clue token aside): information, green and red tokens, and how
    many of each information kind (one number when they are all alike)."""
    conv = _horror().table["conversation"]
    kinds = set(conv["horizontal"].values())
    return (sum(conv["horizontal"].values()), len(conv["green"]), len(conv["red"]),
            kinds.pop() if len(kinds) == 1 else None)


def _token_names(kind: str) -> str:
    """The event tokens of one type (``fast``/``slow``), by their English names, as "A, B and C"."""
    from rulebook.horror.events import token_msg
    kinds = _horror().table["event_tokens"]["kinds"]
    names = sorted({token_msg(t).text("en") for t, d in kinds.items() if d["type"] == kind})
    return ", ".join(names[:-1]) + " and " + names[-1]


FACTS = {
    "horror.board_spaces": lambda: len(_board()["spaces"]),
    "horror.board_resolve_at": lambda: _board()["resolve_at"],
    "horror.monster_move": lambda: _horror().table["monster_move"],
    "horror.move_all": lambda: _board()["monster_events"][3]["move_all"],
    "horror.speed_boosts": lambda: _horror().table["locomotive"]["uses"],
    "horror.max_speed": lambda: 1 + _horror().table["locomotive"]["uses"],
    "horror.start_space": lambda: _horror().table["start_space"],
    "horror.landscape_sizes": lambda: "{}, {} or {}".format(
        *sorted({ls["size"] for ls in _horror().landscapes.values()}, reverse=True)),
    "horror.basic_actions": lambda: __import__("rulebook.horror.turn", fromlist=["x"]).BASICS_PER_TURN,
    "horror.stamina_start": lambda: _horror().stamina_start,
    "horror.health_start": lambda: _horror().health_start,
    "horror.action_markers": lambda: _horror().table["action_track"]["markers"],
    "horror.occult_tokens": lambda: sum(_horror().table["occult_rows"]),
    "horror.occult_rows": lambda: ", ".join(map(str, _horror().table["occult_rows"][:-1])) + " and "
                                  + str(_horror().table["occult_rows"][-1]),
    "horror.bag_tokens": lambda: _conversation()[0] + _conversation()[1] + _conversation()[2],
    "horror.bag_information": lambda: _conversation()[0],
    "horror.bag_each_kind": lambda: _conversation()[3],
    "horror.bag_green": lambda: _conversation()[1],
    "horror.bag_red": lambda: _conversation()[2],
    "horror.locomotive_spots": lambda: _horror().table["locomotive_capacity"],
    "horror.car_spots": lambda: _horror().table["car_capacity"],
    "horror.plaques": lambda: len(_horror().cars),
    "horror.rest_stamina": lambda: _horror().rest_tiles["regular"]["stamina"],
    "horror.sleeping2_stamina": lambda: _horror().cars["sleeping2"]["action"]["n"],
    "horror.grimoire_slots": lambda: len(_horror().table["occult_rows"]),
    "horror.clue_kinds": lambda: len(__import__("rulebook.horror.data_schema", fromlist=["x"]).CLUE_KINDS),
    "horror.tickets": lambda: sum(1 for c in _horror().clues.values() if c["kind"] == "ticket"),
    "horror.constantinople_tickets": lambda: sum(1 for c in _horror().clues.values() if c.get("constantinople")),
    "horror.artifact_desires": lambda: sum(1 for c in _horror().clues.values() if c.get("artifact")),
    "horror.elder_signs": lambda: sum(1 for c in _horror().clues.values() if c.get("elder_sign")),
    "horror.zealot_mystic": lambda: __import__("rulebook.horror.clues", fromlist=["x"]).MYSTIC_ZEALOT,
    "horror.suspects": lambda: len(_horror().suspects),
    "horror.active_car_actions": lambda: _horror().table["active_car_actions"],
    "horror.move_reach": lambda: __import__("rulebook.horror.basic_actions", fromlist=["x"]).MOVE_REACH,
    "horror.basic_cost": lambda: __import__("rulebook.horror.turn", fromlist=["x"]).BASIC_COST,
    "horror.bell_tolls_steps": lambda: len(next(r for r in _horror().rituals.values() if r["id"] == "bell_tolls")
                                           ["incantation"]["steps"]),
    "horror.fast_tokens": lambda: _token_names("fast"),
    "horror.slow_tokens": lambda: _token_names("slow"),
    "horror.monsters_per_colour": lambda: _horror().table["monsters_per_colour"],
    "horror.unleashed_cards": lambda: len(_horror().table["unleashed_cards"]),
}


#: rule id -> its one wording (see :mod:`widgets.lessons.facts`)
RULES = {
    "horror.pool_loss": "the game is lost only when the monster pool holds no monster of any colour; one colour "
                        "running out loses nothing",
    "horror.spawn_overflow": "a spawn that needs a colour the pool no longer holds takes a monster of the next colour "
                             "in the starting landscape's portal order that still has one",
    "horror.grimoire_essence": "one essence is banished for every sanity token lying at the bottom of the Grimoire "
                               "after the move -- those from earlier Grimoire events as well as the new ones",
    "horror.basic_stamina": "a basic action that gives stamina still costs 1 stamina first, so it cannot be taken "
                            "with 0 stamina",
    "horror.prepared_tokens": "the tokens kept while preparing count together with those drawn while conversing: "
                              "they make pairs, and a third token of a kind among all of them fails the talk",
}

#: rule id -> its one Spanish wording
RULES_ES = {}

#: rule id -> readings that contradict it
CONTRADICTIONS = {
    "horror.pool_loss": (r"empty colou?r loses", r"\b(a|one|any) colou?r (is empty|runs out)[^.;]*\blos(es|t)\b"),
    "horror.grimoire_essence": (r"for every token gathered there",),
    "horror.spawn_overflow": (r"no (monster )?spawns? when the pool",),
}
