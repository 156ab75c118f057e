"""Shared helpers for the FrachtExpress rule tests.

Positions are built with :func:`rulebook.fracht_express.scenario.scenario`. A refusal is checked with the
``refused`` fixture::

    with refused(s, "change", "locomotive"):
        s.apply(Cover(...))

which asserts that the action raises ``IllegalAction`` whose violation names the given section id and whose
reason contains the phrase, and that the saved game is byte for byte what it was before.

Card shapes of the illustrative set (``data/cards.json``): D01-D12 straight N-S (4 ties), D13-D23 curve N-E
(3 ties), D24-D30 N-S plus N-E (a switch at N), D31-D35 N-E plus S-W, D36-D38 N-S, N-E and N-W, D39-D41 N-E plus
E-S, D42-D45 N-S plus E-S, D46-D50 crossings. Station A lies on (4, 3), F on (7, 3), E on (1, 3).
A straight card turned 1 quarter runs E-W; its tie 0 is at the east edge.
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
    assert violation.rule == rule, f"refused by {violation.rule!r}, expected {rule!r}: {violation}"
    assert phrase.lower() in violation.reason.lower(), f"{phrase!r} not in {violation.reason!r}"
    assert state.to_json() == before, "a refused action changed the game"


@pytest.fixture
def refused():
    return _refused
