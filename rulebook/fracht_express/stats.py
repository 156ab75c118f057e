"""Per-player statistics of a FrachtExpress position, for batch simulation.

The game's hooks for :func:`rulebook.analysis.simulate`:

:func:`stats` (``stats(state, seat)``)
    a flat dict of numbers, one column per statistic and seat
    (``delivered_0``, ``delivered_1``, ...):

    ``delivered``, ``delivered_value``
        cars delivered (face down in front of the player) and their value --
        the score;
    ``attached``, ``attached_value``
        cars still attached to the locomotive and their value (the tie-break);
    ``hand``
        cards in hand;
    ``in_station``
        1 when the locomotive stands in a station, 0 when it is out on a tie;
    ``stations_used``
        stations whose special action the player used (advanced game).
:func:`data_note` (``data_note(state)``)
    a warning when the distance cards in use are the illustrative set.
:func:`first_player` (``first_player(state)``)
    the seat that takes the first turn: the first seat, always (the deal ends
    with that seat's turn).

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> st = stats(s, 0)
>>> st["delivered_value"], st["attached"], st["in_station"]
(0, 0, 1)
>>> first_player(s), data_note(s) is not None
(0, True)
"""
from __future__ import annotations

from ..i18n import N_
from .end_of_game import attached_value, delivered_value

ILLUSTRATIVE_NOTE = N_("FrachtExpress card data is the project's illustrative set, not the printed cards: "
                       "figures describe that set.")


def stats(state, seat: int) -> dict:
    """Numbers describing ``seat``'s position in ``state`` (see the module docstring)."""
    pl = state.players[seat]
    return {
        "delivered": len(pl.delivered),
        "delivered_value": delivered_value(state, seat),
        "attached": len(pl.attached),
        "attached_value": attached_value(state, seat),
        "hand": len(pl.hand),
        "in_station": int(pl.pos[0] == "S"),
        "stations_used": len(pl.stations),
    }


def data_note(state) -> str | None:
    """A warning (an English message id) when the card data in use is the illustrative set, else ``None``."""
    return ILLUSTRATIVE_NOTE if state.comp.illustrative else None


def first_player(state) -> int:
    """The seat of the first turn: seat 0 (the deal hands the first turn to the first seat)."""
    return 0
