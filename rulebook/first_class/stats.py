"""Per-player statistics of a First Class position, for batch simulation.

:func:`stats` is the game's ``stats(state, seat)`` hook: a flat dict of
numbers that :func:`rulebook.analysis.simulate` turns into one column per
statistic and seat (``cars_0``, ``cars_1``, ...). It reads the position only;
at the end of a game it describes the final boards.

``cars``
    railroad cars in both trains (any value, 0 included);
``mail``
    mail cars in the trains;
``tiles``
    locomotive tiles in the trains;
``train0``, ``train1``
    what the upper and lower train score now: the values of the cards up to
    and including the conductor (a locomotive tile counts its value);
``coins``
    coins on the board;
``stations``
    stations the locomotive has passed (0 = still in Paris);
``route_cards``
    route cards added to the route;
``completed``
    cards in the completed pile;
``contracts_open``
    contracts carried out but not fulfilled (at the end: none are left, they
    leave the game unfulfilled);
``game_end``
    Game End cards held.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> stats(s, 0)["cars"], stats(s, 0)["coins"]
(2, 1)
"""
from __future__ import annotations

from ..i18n import N_
from .cars import cell_value

ILLUSTRATIVE_NOTE = N_("First Class card data is the project's illustrative set, not the printed cards: "
                        "figures describe that set.")


def stats(state, seat: int) -> dict:
    """Numbers describing ``seat``'s board in ``state`` (see the module docstring)."""
    pl = state.players[seat]
    cells = [c for tr in pl.trains for c in tr]
    out = {
        "cars": sum(1 for c in cells if 0 <= c <= 12),
        "mail": sum(1 for c in cells if c < 0),
        "tiles": sum(1 for c in cells if c >= 100),
    }
    for t in (0, 1):
        out[f"train{t}"] = sum(cell_value(state, c) for c in pl.trains[t][:pl.cond[t] + 1])
    out["coins"] = sum(pl.coins)
    out["stations"] = pl.loco
    out["route_cards"] = len(pl.route)
    out["completed"] = len(pl.completed)
    out["contracts_open"] = len(pl.contracts)
    out["game_end"] = len(pl.ge)
    return out


def data_note(state) -> str | None:
    """A warning when the component data in use is the illustrative set, else ``None``.

    The text is an English message id (render it with :func:`rulebook.i18n.translate`).
    """
    return ILLUSTRATIVE_NOTE if state.comp.illustrative else None
