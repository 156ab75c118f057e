"""Numbers and sequences the lessons state about the rules, read from the engine and its data.

A notebook marks a fact in its markdown as ``<span data-fact="fc.ge_price">4</span>``:
the text stays readable in any viewer, and ``tests/test_notebook_facts.py``
checks every marked literal against :data:`FACTS` -- an unknown id or a literal
that differs from the engine's value fails, so prose and engine cannot drift
apart. A whole number may be written in digits or as an English word
("three"); a sequence is written as :func:`value` renders it.

Each fact is a function of nothing, reading the engine's own constants, its
shipped data or (where the engine has no named constant) what the engine does
in a small position built for the question.

A *statement* of a rule that more than one place makes is marked the same way,
``<span data-rule="fc.draft_order">...</span>``, and worded exactly as its one
source in :data:`RULES` (:data:`RULES_ES` for the Spanish lessons);
:data:`CONTRADICTIONS` lists readings that would contradict one of them, which
the tests look for in every lesson and every message (:func:`check_rules`).

Examples
--------
>>> value("fc.ladder")
'0 → 1 → 2 → 4 → 7 → 12'
>>> check('The train <span data-fact="fc.max_cards">ten</span> cards long.')
[]
>>> check('Buy one for <span data-fact="fc.ge_price">5</span> coins; <span data-fact="fc.nope">1</span>.')
["fc.ge_price: the text says '5', the engine 4", "fc.nope: no such fact (the text says '1')"]
"""
from __future__ import annotations

import re
from functools import lru_cache

#: a marked fact in markdown: its id and the literal shown
MARK = re.compile(r"""<span\s+data-fact\s*=\s*["']([\w.]+)["']\s*>(.*?)</span>""", re.S)
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
#: Spanish number words (the Spanish edition of the First Class lessons); "una"/"uno" and "dos veces" alike
WORDS_ES = {0: ("cero",), 1: ("uno", "una", "un"), 2: ("dos", "dos veces"), 3: ("tres",), 4: ("cuatro",), 5: ("cinco",),
            6: ("seis",), 7: ("siete",), 8: ("ocho",), 9: ("nueve",), 10: ("diez",), 11: ("once",), 12: ("doce",),
            18: ("dieciocho",), 20: ("veinte",), 21: ("veintiuno", "veintiuna"), 24: ("veinticuatro",), 40: ("cuarenta",)}
EXTRA_WORDS = {"fifty": 50, "twenty": 20, "eighteen": 18, "twice": 2, "once": 1}


# ------------------------------------------------------------------ the games' components
@lru_cache(maxsize=None)
def _horror():
    from rulebook.horror.data import load_components
    return load_components()


@lru_cache(maxsize=None)
def _fc():
    from rulebook.first_class.data import load_components
    return load_components()


@lru_cache(maxsize=None)
def _fx():
    from rulebook.fracht_express.data import load_components
    return load_components()


def _board():
    return _horror().table["event_board"]


# ------------------------------------------------------------------ First Class
def _fc_ladder():
    from rulebook.first_class.cars import VALUES
    return " → ".join(map(str, VALUES))


def _fc_ge_price():
    """The fewest coins with which a face-up Game End card can be bought (the engine's legal actions)."""
    from rulebook.first_class.actions import BuyGameEnd
    from widgets.lessons.first_class.game_end_cards import position
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


FC = {
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


# ------------------------------------------------------------------ FrachtExpress
def _fx_const(module, name):
    return lambda: getattr(__import__(f"rulebook.fracht_express.{module}", fromlist=[name]), name)


def _fx_numbers(field):
    """The distinct values a field takes over the distance cards, as "low to high"."""
    vals = sorted({getattr(c, field) for c in _fx().cards.values()})
    return f"{vals[0]} to {vals[-1]}"


FX = {
    "fx.hand": _fx_const("preparation", "HAND"),
    "fx.max_cars": _fx_const("pick_up", "MAX_CARS"),
    "fx.cards": _fx_const("data", "N_CARDS"),
    "fx.stations": lambda: len(_fx_const("data", "LETTERS")()),
    "fx.car_values": lambda: _fx_numbers("value"),
    "fx.action_numbers": lambda: _fx_numbers("action"),
    "fx.flight_tickets": lambda: _fx().flight_tickets,
    "fx.objection_cards": lambda: _fx().objection_cards,
    "fx.crossing_cards": lambda: sum(1 for c in _fx().cards.values() if c.crossing),
}


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


HORROR = {
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
    "horror.clue_kinds": lambda: len(__import__("rulebook.horror.data", fromlist=["x"]).CLUE_KINDS),
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

#: every fact id -> the function reading its value
FACTS = {**FC, **FX, **HORROR}


@lru_cache(maxsize=None)
def value(fact: str) -> str:
    """The fact's value as the prose shows it (a number in digits; a sequence as written)."""
    return str(FACTS[fact]())


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[*_`]", "", text)).strip()


def matches(literal: str, expected: str) -> bool:
    """Whether a literal in the prose states ``expected``: the same text, or a number's English or Spanish word
    (a sequence may join its last item with Spanish "y", a range with "a").

    >>> matches("tres", "3"), matches("2, 4 y 6", "2, 4 and 6"), matches("1 a 4", "1 to 4"), matches("cuatro", "3")
    (True, True, True, False)
    """
    lit = _plain(literal)
    if lit == expected or lit.replace(" y ", " and ").replace(" a ", " to ") == expected:
        return True
    if expected.isdigit():
        n = int(expected)
        word = lit.lower()
        return ((n < len(WORDS) and word == WORDS[n]) or EXTRA_WORDS.get(word) == n
                or word in WORDS_ES.get(n, ()))
    return False


def check(text: str) -> list[str]:
    """Problems with the facts marked in ``text``: unknown ids and literals that differ from the engine."""
    out = []
    for fact, literal in MARK.findall(text):
        if fact not in FACTS:
            out.append(f"{fact}: no such fact (the text says {_plain(literal)!r})")
        elif not matches(literal, value(fact)):
            out.append(f"{fact}: the text says {_plain(literal)!r}, the engine {value(fact)}")
    return out


# ------------------------------------------------------------------ statements of a rule
#: A rule stated in more than one place has ONE wording, here; every place that states it marks it
#: ``<span data-rule="fc.draft_order">...</span>`` with exactly this text (the Spanish lessons: :data:`RULES_ES`),
#: so two places cannot say it differently. Markdown emphasis and line breaks do not count.
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
    "fx.ram_end": "the rammed locomotive ends exactly one tie ahead of the tie where the driver's move ends: it is "
                  "shoved one tie for each step the driver makes, from the step onto its tie to the last one",
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

#: Readings that contradict a rule above: a match anywhere in a lesson (prose, quiz, code) or in a message the
#: program shows is reported, so an old wording left in a second place fails too.
CONTRADICTIONS = {
    "fc.draft_order": (r"(draft|Game End cards?)[^.]{0,120}(?<!counter-)(?<!counter )\bclockwise",
                       r"\bleft of the start player", r"after the start player[^.]*(draws|drafts|takes the hand) first",
                       r"(selección|Fin del Juego)[^.]{0,120}sentido de las agujas del reloj",
                       r"izquierda del jugador inicial"),
    "fc.tile_upgrades": (r"tile[^.]{0,40}\bupgrades? of your choice", r"\b(1|one) or (2|two) upgrades of your choice",
                         r"loseta[^.]{0,40}\bmejoras? a tu elección", r"\b(1|una) o (2|dos) mejoras a tu elección"),
    "horror.pool_loss": (r"empty colou?r loses", r"\b(a|one|any) colou?r (is empty|runs out)[^.;]*\blos(es|t)\b"),
    "horror.grimoire_essence": (r"for every token gathered there",),
    "horror.spawn_overflow": (r"no (monster )?spawns? when the pool",),
}

RULE_MARK = re.compile(r"""<span\s+data-rule\s*=\s*["']([\w.]+)["']\s*>(.*?)</span>""", re.S)


def _said(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[*_]", "", text)).strip().rstrip(".").lower()


def check_rules(text: str, lang: str = "en") -> list[str]:
    """Problems with the rule statements in ``text``: an unknown rule id, a marked statement worded otherwise
    than its one source (:data:`RULES`, or :data:`RULES_ES` for ``lang="es"``), or a reading that contradicts a
    rule (:data:`CONTRADICTIONS`).

    >>> check_rules('<span data-rule="horror.pool_loss">The game is lost only when the monster pool holds no '
    ...             'monster of any colour; one colour running out loses nothing</span>.')
    []
    >>> check_rules('<span data-rule="horror.pool_loss">An empty colour loses the game</span>')[0]
    'horror.pool_loss: the text says "An empty colour loses the game", the rule says "the game is lost only when the monster p ..."'
    >>> check_rules('The Monster pool: an empty colour loses.')
    ['horror.pool_loss: "empty colour loses" contradicts "the game is lost only when the monster p ..."']
    """
    rules = RULES_ES if lang == "es" else RULES
    out = []
    for rid, literal in RULE_MARK.findall(text):
        if rid not in rules:
            out.append(f"{rid}: no such rule statement (the text says {_plain(literal)!r})")
        elif _said(literal) != _said(rules[rid]):
            out.append(f'{rid}: the text says "{_plain(literal)}", the rule says "{_short(rules[rid])}"')
    out.extend(contradictions(text))
    return out


def _short(s: str) -> str:
    return s if len(s) <= 44 else s[:40].rstrip() + " ..."


def contradictions(text: str) -> list[str]:
    """Readings in ``text`` that contradict a rule statement (:data:`CONTRADICTIONS`)."""
    plain = re.sub(r"\s+", " ", re.sub(r"[*_`]", "", text))
    out = []
    for rid, patterns in CONTRADICTIONS.items():
        for pat in patterns:
            for m in re.finditer(pat, plain, re.I):
                out.append(f'{rid}: "{m.group(0)}" contradicts "{_short(RULES.get(rid) or RULES_ES[rid])}"')
    return out
