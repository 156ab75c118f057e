"""Per-investigator statistics of a Horror position, for batch simulation.

The game's hooks for :func:`rulebook.analysis.simulate` (``first_player`` is
the game's own: the seat holding the first-player marker, ``state.first``):

:func:`stats` (``stats(state, seat)``)
    a flat dict of numbers, one column per statistic and seat
    (``sanity_0``, ``sanity_1``, ...). Per investigator:

    ``sanity``, ``health``, ``stamina``
        what is left on the investigator's tracks;
    ``unstable``
        1 when the investigator is unstable, else 0;
    ``car``
        the car the investigator stands in (0 = Locomotive);
    ``learned``, ``upgraded``
        skills learned and skills upgraded during the game.

    The game is cooperative, so a few figures of the whole team are repeated
    in every seat's columns (equal for all seats): ``turns`` (turns played),
    ``escalations``, ``monsters`` (monsters on the train) and ``won`` (1 when
    the game ended in a win).
:func:`data_note` (``data_note(state)``)
    a warning when the component data in use is the illustrative set.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=1)
>>> st = stats(s, 0)
>>> st["sanity"] > 0, st["won"], data_note(s) is not None
(True, 0, True)
"""
from __future__ import annotations

from ..i18n import N_

ILLUSTRATIVE_NOTE = N_("Horror on the Orient Express component data is the project's illustrative set, not the "
                       "printed components: figures describe that set.")


def stats(state, seat: int) -> dict:
    """Numbers describing investigator ``seat`` and the team in ``state`` (see the module docstring)."""
    inv = state.inv[seat]
    return {
        "sanity": inv.sanity,
        "health": inv.health,
        "stamina": inv.stamina,
        "unstable": int(bool(inv.unstable)),
        "car": inv.car,
        "learned": len(inv.learned or ()),
        "upgraded": len(inv.upgraded or ()),
        "turns": state.turns,
        "escalations": state.escalations,
        "monsters": len(state.monsters),
        "won": int(bool(state.result) and state.result[0] == "win"),
    }


def data_note(state) -> str | None:
    """A warning (an English message id) when the component data in use is illustrative, else ``None``."""
    return ILLUSTRATIVE_NOTE if state.comp.illustrative else None
