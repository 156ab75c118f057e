"""The facts and rule statements the FrachtExpress lessons mark (``data-fact``, ``data-rule``), read from the
engine and its data; the checks are generic (:mod:`widgets.lessons.facts` gathers every game's tables)."""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def _fx():
    from rulebook.fracht_express.data import load_components
    return load_components()


# ------------------------------------------------------------------ FrachtExpress
def _fx_const(module, name):
    return lambda: getattr(__import__(f"rulebook.fracht_express.{module}", fromlist=[name]), name)


def _fx_numbers(field):
    """The distinct values a field takes over the distance cards, as "low to high"."""
    vals = sorted({getattr(c, field) for c in _fx().cards.values()})
    return f"{vals[0]} to {vals[-1]}"


FACTS = {
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


#: rule id -> its one wording (see :mod:`widgets.lessons.facts`)
RULES = {
    "fx.ram_end": "the rammed locomotive ends exactly one tie ahead of the tie where the driver's move ends: it is "
                  "shoved one tie for each step the driver makes, from the step onto its tie to the last one",
}

#: rule id -> its one Spanish wording
RULES_ES = {}

#: rule id -> readings that contradict it
CONTRADICTIONS = {}
