"""Horror on the Orient Express's views: the train, boards and sheets, their click keys, the legend, the
position editor's choices, the lessons that teach each section and the event-flow picture (the game's
widgets slice)."""
from rulebook.i18n import N_, Msg

from ..views import GameView
from . import keys as ho
from .edit import edit_choices
from .svg import render_table

#: section id -> the notebook that teaches it (several sections share a lesson)
SECTION_NOTEBOOKS = {
    "setup": "01_setup", "general": "02_turn", "effects": "02_turn", "turn": "02_turn",
    "investigators": "12_winning_and_losing", "basic_actions": "07_moving_and_cars",
    "car_actions": "07_moving_and_cars", "suspects": "08_suspects", "items": "09_items_and_spells",
    "grimoire": "10_grimoire", "skills": "02_turn", "talk": "03_talk", "fight": "04_fight",
    "essence": "05_essence_and_passengers", "passengers": "05_essence_and_passengers", "rest": "06_rest",
    "clues": "11_clues_and_cultists", "event_step": "13_event_tokens", "event_tokens": "13_event_tokens",
    "event_board": "14_event_board", "portals": "15_portals", "vampire": "16_vampire", "ritual": "17_ritual",
    "pestilence": "19_pestilence", "fade_to_black": "20_fade_to_black", "reactions": "22_passengers",
    "monsters": "23_monsters", "fez": "28_blood_red_fez", "difficulty": "29_difficulty", "train": "24_train",
    "end": "12_winning_and_losing",
}

VIEW = GameView(ho.render, ho.key_of, ho.actions_for_key, parts=ho.parts, fit="screen",
                edit_options=(("editing", True),), plain=render_table, edit_choices=edit_choices,
                edit_parts=Msg(N_("a car of the train, an event board space or the Grimoire's Occult tokens")),
                lessons=SECTION_NOTEBOOKS)

#: the pictures ``tools/picture_screenshots.py`` photographs (``docs/screenshots/horror-*``)
SHOWCASE = __name__ + ".showcase:shots"
