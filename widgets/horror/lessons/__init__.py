"""Horror on the Orient Express lessons, one module per notebook (see ``rulebook/horror/sections.py``).

Every position is laid out by :mod:`.common` so that it stays the same when the game's setup changes.
"""

#: notebook name -> the lesson module (in this package) that builds its position; whole-game demos have none
NOTEBOOKS = {
    "01_setup": "setup", "02_turn": "turn", "03_talk": "talk", "04_fight": "fight",
    "05_essence_and_passengers": "essence", "06_rest": "rest", "07_moving_and_cars": "basic_actions",
    "08_suspects": "suspects", "09_items_and_spells": "items", "10_grimoire": "grimoire",
    "11_clues_and_cultists": "clues", "12_winning_and_losing": "end", "13_event_tokens": "event_tokens",
    "14_event_board": "event_board", "15_portals": "portals", "16_vampire": "vampire", "17_ritual": "ritual",
    "18_black_magic": "black_magic", "19_pestilence": "pestilence", "20_fade_to_black": "fade_to_black",
    "21_bell_tolls": "bell_tolls", "22_passengers": "passengers", "23_monsters": "monsters",
    "24_train": "train", "25_landscapes": "landscapes", "27_block_tokens_and_speed": "blocks",
    "28_blood_red_fez": "fez_arc", "29_difficulty": "difficulty",
}
