"""The facts and rule statements the First Class lessons mark (``data-fact``, ``data-rule``), read from the
engine and its data; the checks are generic (:mod:`widgets.lessons.facts` gathers every game's tables)."""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def _fc():
    from rulebook.first_class.data import load_components
    return load_components()


# ------------------------------------------------------------------ First Class
def _fc_ladder():
    from rulebook.first_class.cars import VALUES
    return " → ".join(map(str, VALUES))


def _fc_ge_price():
    """The fewest coins with which a face-up Game End card can be bought (the engine's legal actions)."""
    from rulebook.first_class.actions import BuyGameEnd
    from widgets.first_class.lessons.game_end_cards import position
    for coins in range(0, 13):
        if any(isinstance(a, BuyGameEnd) for a in position(coins=coins).legal_actions()):
            return coins
    raise AssertionError("no number of coins buys a Game End card")


def _fc_rounds():
    """Rounds in a game: two per pile, one pile per colour (``round.py`` takes pile ``(round - 1) // 2``)."""
    from rulebook.first_class.data import COLOURS
    return 2 * len(COLOURS)


def _fc_per_colour(prefix_is_base: bool):
    """Cards of one colour in the base set (``X``) or in one module."""
    from collections import Counter
    n = Counter((k[0], c.colour) for k, c in _fc().cards.items())
    return n[("X", "green")] if prefix_is_base else n[("A", "green")]


def _fc_pile():
    """Cards in one colour's pile: the base cards of that colour and those of the two modules in play."""
    return _fc_per_colour(True) + 2 * _fc_per_colour(False)


def _fc_scoring_rounds():
    """The rounds after which a scoring phase comes: the second round of each pile."""
    r = list(range(2, _fc_rounds() + 1, 2))
    return ", ".join(map(str, r[:-1])) + " and " + str(r[-1])


def _fc_faces():
    """The two faces of each car card: the ladder's values paired in order."""
    from rulebook.first_class.cars import VALUES
    pairs = [f"{a}/{b}" for a, b in zip(VALUES[::2], VALUES[1::2])]
    return ", ".join(pairs[:-1]) + " and " + pairs[-1]


def _fc_tiles(upgrades: int) -> str:
    """The locomotive tiles' values that grant ``upgrades`` upgrades, low to high."""
    v = [str(val) for val, up in _fc().locomotive_tiles if up == upgrades]
    return ", ".join(v[:-1]) + " and " + v[-1]


def _fc_range(values) -> str:
    values = sorted(set(values))
    return f"{values[0]} to {values[-1]}"


def _fc_caps():
    from rulebook.first_class.coins import CAPS
    return CAPS


def _fc_rows():
    from rulebook.first_class.round import PER_ROW, ROWS
    return ROWS, PER_ROW


def _fc_special():
    from rulebook.first_class import special_cars
    return special_cars.MAIL_POS + 2, special_cars.LOCO_POS + 2


FACTS = {
    "fc.ladder": _fc_ladder,
    "fc.tiles_two_upgrades": lambda: _fc_tiles(2),
    "fc.tiles_one_upgrade": lambda: _fc_tiles(1),
    "fc.route_stations": lambda: _fc_range(len(c.stations) for c in _fc().cards.values() if c.type == "route"),
    "fc.ge_points": lambda: _fc_range(g.points for g in _fc().game_end_cards.values()),
    "fc.printed_stations": lambda: len(_fc().printed_route),
    "fc.constantinople_places": lambda: len(_fc().constantinople),
    "fc.coin_column_1": lambda: _fc_caps()[0],
    "fc.coin_column_2": lambda: _fc_caps()[1],
    "fc.coin_column_3": lambda: _fc_caps()[2],
    "fc.modules": lambda: len(__import__("rulebook.first_class.data", fromlist=["x"]).MODULES),
    "fc.mail_cars": lambda: _fc().mail_cars,
    "fc.scoring_rounds": _fc_scoring_rounds,
    "fc.car_faces": _fc_faces,
    "fc.module_cards": lambda: 3 * _fc_per_colour(False),
    "fc.module_per_colour": lambda: _fc_per_colour(False),
    "fc.base_per_colour": lambda: _fc_per_colour(True),
    "fc.pile": _fc_pile,
    "fc.pile_left": lambda: _fc_pile() - 2 * _fc_rows()[0] * _fc_rows()[1],
    "fc.top_value": lambda: max(int(v) for v in _fc_ladder().split(" → ")),
    "fc.max_cards": lambda: __import__("rulebook.first_class.cars", fromlist=["MAX_CARDS"]).MAX_CARDS,
    "fc.coin_columns": lambda: "{}, {} and {}".format(*_fc_caps()),
    "fc.coin_spaces": lambda: sum(_fc_caps()),
    "fc.starting_coins": lambda: _fc().starting_coins,
    "fc.rows": lambda: _fc_rows()[0],
    "fc.per_row": lambda: _fc_rows()[1],
    "fc.cards_per_round": lambda: _fc_rows()[0] * _fc_rows()[1],
    "fc.rounds": _fc_rounds,
    "fc.ge_price": _fc_ge_price,
    "fc.ge_cards": lambda: len(_fc().game_end_cards),
    "fc.constantinople_1": lambda: _fc().constantinople[0],
    "fc.constantinople_2": lambda: _fc().constantinople[1],
    "fc.constantinople_3": lambda: _fc().constantinople[2],
    "fc.base_cards": lambda: sum(1 for k in _fc().cards if k.startswith("X")),
    "fc.mail_car_at": lambda: _fc_special()[0],
    "fc.locomotive_tile_at": lambda: _fc_special()[1],
    "fc.locomotive_tiles": lambda: len(_fc().locomotive_tiles),
}


#: rule id -> its one wording (see :mod:`widgets.lessons.facts`)
RULES = {
    "fc.upgrade_choice": "an upgrade of your choice lifts any one car of either train one step, or instead adds a "
                         "new 0-value car at the right-hand end of either train",
    "fc.tile_upgrades": "a locomotive tile's upgrades lift cars of either train one step each, but they are not "
                        "upgrades of your choice: they cannot add a car (the default reading; the named ruling "
                        "`loco_tile_may_add_car` allows it)",
    "fc.draft_order": "the player just before the start player in turn order (on the start player's right) takes "
                      "the hand first, and it passes on backwards in turn order (counter-clockwise), so the start "
                      "player chooses last",
    "fc.conductor_symbols": "two conductor figures before the arrows move both conductors, one card per arrow each; "
                            "a single conductor figure before the arrows gives that many steps to share between them",
}

#: rule id -> its one Spanish wording
RULES_ES = {
    "fc.upgrade_choice": "una mejora a tu elección sube un peldaño cualquier vagón de cualquiera de los dos trenes, "
                         "o en su lugar añade un vagón nuevo de valor 0 al extremo derecho de cualquiera de ellos",
    "fc.tile_upgrades": "las mejoras de una loseta de locomotora suben un peldaño vagones de cualquiera de los dos "
                        "trenes, pero no son mejoras a tu elección: no pueden añadir un vagón (la lectura por "
                        "defecto; la aclaración `loco_tile_may_add_car` lo permite)",
    "fc.draft_order": "recibe la mano primero el jugador que va justo antes del jugador inicial en el orden de turno "
                      "(el sentado a su derecha), y la mano sigue hacia atrás en el orden de turno (en sentido "
                      "contrario a las agujas del reloj), así que el jugador inicial elige el último",
    "fc.conductor_symbols": "dos figuras de conductor delante de las flechas mueven a los dos conductores, una carta "
                            "por flecha cada uno; una sola figura delante de las flechas da esos pasos para "
                            "repartir entre los dos",
}

#: rule id -> readings that contradict it
CONTRADICTIONS = {
    "fc.draft_order": (r"(draft|Game End cards?)[^.]{0,120}(?<!counter-)(?<!counter )\bclockwise",
                       r"\bleft of the start player", r"after the start player[^.]*(draws|drafts|takes the hand) first",
                       r"(selección|Fin del Juego)[^.]{0,120}sentido de las agujas del reloj",
                       r"izquierda del jugador inicial"),
    "fc.tile_upgrades": (r"tile[^.]{0,40}\bupgrades? of your choice", r"\b(1|one) or (2|two) upgrades of your choice",
                         r"loseta[^.]{0,40}\bmejoras? a tu elección", r"\b(1|una) o (2|dos) mejoras a tu elección"),
}
