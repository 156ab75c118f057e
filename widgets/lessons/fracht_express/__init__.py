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
