"""First Class lessons, one module per rulebook section (see ``rulebook/first_class/sections.py``)."""

#: notebook name -> the lesson module (in this package) that builds its position; whole-game demos have none
NOTEBOOKS = {
    "01_setup": "setup", "02_round": "round", "03_turn": "turn", "04_cars": "cars",
    "05_upgrade_choice": "upgrade_choice", "06_conductors": "conductors", "07_locomotive": "locomotive",
    "08_contracts": "contracts", "09_start_player": "start_player", "10_game_end_cards": "game_end_cards",
    "11_special_cars": "special_cars", "12_constantinople": "constantinople", "13_coins": "coins",
    "14_end_of_round": "end_of_round", "15_scoring": "scoring", "16_end_of_game": "end_of_game",
    "17_modules": "modules",
}
