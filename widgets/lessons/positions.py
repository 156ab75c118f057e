"""Which lesson module builds the position of each section notebook, and a fingerprint to tell positions apart.

Every section notebook of a game starts from ``lesson.position()`` of one
module under ``widgets/lessons/<game>/``; :data:`LESSONS` names that module per
notebook (the file name without ``.ipynb``). ``tests/test_lesson_positions.py``
checks that each notebook imports its own module as ``lesson`` and calls its
``position``, and that no two notebooks of a game start from the same position
(:func:`fingerprint`: the canonical dump of the position, random generator
left out).

Examples
--------
>>> s = position("horror", "14_event_board")
>>> s.event_board[0]
['portal']
>>> fingerprint(s) == fingerprint(position("horror", "23_monsters"))
False
"""
from __future__ import annotations

import importlib
import json

#: game -> notebook name -> lesson module (under widgets.lessons.<game>); whole-game demos have none
LESSONS = {
    "first_class": {
        "01_setup": "setup", "02_round": "round", "03_turn": "turn", "04_cars": "cars",
        "05_upgrade_choice": "upgrade_choice", "06_conductors": "conductors", "07_locomotive": "locomotive",
        "08_contracts": "contracts", "09_start_player": "start_player", "10_game_end_cards": "game_end_cards",
        "11_special_cars": "special_cars", "12_constantinople": "constantinople", "13_coins": "coins",
        "14_end_of_round": "end_of_round", "15_scoring": "scoring", "16_end_of_game": "end_of_game",
        "17_modules": "modules",
    },
    "fracht_express": {
        "01_preparation": "preparation", "02_distance_cards": "distance_cards", "03_turn": "turn",
        "04_extend": "extend", "05_change": "change", "06_pick_up": "pick_up", "07_deliver": "deliver",
        "08_move": "move", "09_ramming": "ramming", "10_derail": "derail", "11_crossings": "crossings",
        "12_draw": "draw", "13_end_of_game": "end_of_game", "15_advanced": "advanced",
        "16_station_b": "station_b", "17_station_c": "station_c", "18_station_d": "station_d",
        "19_station_e": "station_e", "20_station_f": "station_f", "21_station_g": "station_g",
        "22_station_h": "station_h", "23_station_i": "station_i", "24_station_j": "station_j",
        "25_variants": "variants",
    },
    "horror": {
        "01_setup": "setup", "02_turn": "turn", "03_talk": "talk", "04_fight": "fight",
        "05_essence_and_passengers": "essence", "06_rest": "rest", "07_moving_and_cars": "basic_actions",
        "08_suspects": "suspects", "09_items_and_spells": "items", "10_grimoire": "grimoire",
        "11_clues_and_cultists": "clues", "12_winning_and_losing": "end", "13_event_tokens": "event_tokens",
        "14_event_board": "event_board", "15_portals": "portals", "16_vampire": "vampire", "17_ritual": "ritual",
        "18_black_magic": "black_magic", "19_pestilence": "pestilence", "20_fade_to_black": "fade_to_black",
        "21_bell_tolls": "bell_tolls", "22_passengers": "passengers", "23_monsters": "monsters",
        "24_train": "train", "25_landscapes": "landscapes", "27_block_tokens_and_speed": "blocks",
        "28_blood_red_fez": "fez_arc", "29_difficulty": "difficulty",
    },
}


def lesson(game: str, notebook: str):
    """The lesson module of ``notebook`` (a name from :data:`LESSONS`)."""
    return importlib.import_module(f"widgets.lessons.{game}.{LESSONS[game][notebook]}")


def position(game: str, notebook: str):
    """The position ``notebook`` starts from: its lesson module's ``position()`` with no arguments."""
    return lesson(game, notebook).position()


def fingerprint(state) -> str:
    """The position as canonical JSON without its random generator (two lessons differing only in the seed
    of later draws still show the same table)."""
    d = dict(state.to_dict()["state"])
    d.pop("rng", None)
    return json.dumps(d, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
