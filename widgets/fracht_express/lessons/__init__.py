"""FrachtExpress lessons, one module per section of the rulebook (see ``rulebook/fracht_express/sections.py``):
the basic game, the advanced game's stations (``advanced``, ``station_b`` ... ``station_j``; shared helpers for
positions next to a station live in ``advanced``) and the ``variants``.

Each module has ``SECTION``, ``GOAL`` (a message id), ``position(**knobs)``
(a position that isolates the rule, built with
:func:`rulebook.fracht_express.scenario.scenario`), ``goal_reached(state)``
and ``edge_case()``. Card ids come from the illustrative card set
(``rulebook/fracht_express/data/cards.json``): D01-D12 are straight N-S cards
(laid with one quarter turn they run E-W, tie 0 at the east edge), D13-D23
curves, D24-D45 cards with two or three tracks, D46-D50 crossings. Station A
lies on space (4, 3) and Station F three spaces east of it, on (7, 3).
"""
from rulebook.fracht_express.scenario import scenario  # noqa: F401  (re-exported for the notebooks)

#: the straight E-W line from Station A to Station F: two cards, eight ties, then the station (nine steps)
A_TO_F = [(5, 3, "D01", 1), (6, 3, "D02", 1)]

#: notebook name -> the lesson module (in this package) that builds its position; whole-game demos have none
NOTEBOOKS = {
    "01_preparation": "preparation", "02_distance_cards": "distance_cards", "03_turn": "turn",
    "04_extend": "extend", "05_change": "change", "06_pick_up": "pick_up", "07_deliver": "deliver",
    "08_move": "move", "09_ramming": "ramming", "10_derail": "derail", "11_crossings": "crossings",
    "12_draw": "draw", "13_end_of_game": "end_of_game", "15_advanced": "advanced",
    "16_station_b": "station_b", "17_station_c": "station_c", "18_station_d": "station_d",
    "19_station_e": "station_e", "20_station_f": "station_f", "21_station_g": "station_g",
    "22_station_h": "station_h", "23_station_i": "station_i", "24_station_j": "station_j",
    "25_variants": "variants",
}
