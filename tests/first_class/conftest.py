"""Shared helpers for the First Class rule tests.

Positions are built with :func:`rulebook.first_class.scenario.scenario`. A
refusal is checked with the ``refused`` fixture::

    with refused(s, "cars", "one step"):
        s.apply(Upgrade(0, 0, 4))

which asserts that the action raises ``IllegalAction`` whose violation names
the given section id and whose reason contains the phrase, and that the saved
game (``to_json()``) is byte for byte what it was before.
"""
from contextlib import contextmanager

import pytest

from rulebook import IllegalAction


@contextmanager
def _refused(state, rule, phrase):
    before = state.to_json()
    with pytest.raises(IllegalAction) as excinfo:
        yield excinfo
    violation = excinfo.value.violation
    assert excinfo.value.violation.rule == rule, f"refused by {violation.rule!r}, expected {rule!r}: {violation}"
    assert phrase.lower() in violation.reason.lower(), f"{phrase!r} not in {violation.reason!r}"
    assert state.to_json() == before, "a refused action changed the game"


@pytest.fixture
def refused():
    """Context manager: the body must be refused by section ``rule`` with ``phrase`` in the reason."""
    return _refused


def finish_turn(state):
    """Leave out whatever is pending, then end the turn (or the scoring step) once."""
    from rulebook.first_class.actions import EndTurn, FinishScoring, Skip
    while True:
        legal = state.legal_actions()
        for a in (Skip(), EndTurn(), FinishScoring()):
            if a in legal:
                state.apply(a)
                if a != Skip():
                    return
                break
        else:
            state.apply(legal[0])


@pytest.fixture
def end_turn():
    """Function: leave out pending parts and end the current player's turn."""
    return finish_turn


def last_turn_of_round(players=3, seed=1, round=1, tile=None, **kw):
    """A position at the last turn of a round: rows 1 and 2 cleared, row 3 holding the cards not yet
    taken (one more when the Start Player tile was taken instead of a card)."""
    from rulebook.first_class.scenario import scenario
    base = scenario(players=players, seed=seed, round=round)
    gone = players - 1 - (tile is not None)
    third = [None] * gone + base.rows[2][gone:]
    return scenario(players=players, seed=seed, round=round, rows=[[None] * 6, [None] * 6, third], tile=tile, **kw)


@pytest.fixture
def last_turn():
    """Function: a scenario at the last turn of a round (see ``last_turn_of_round``)."""
    return last_turn_of_round
