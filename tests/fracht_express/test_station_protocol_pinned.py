"""The station interface's member list and refusals, pinned where mutation testing found them loose (issue 21).

The list of members is worked out once at import (``MEMBERS``), so it is checked by calling the function that
works it out on the interface and on a small protocol of its own."""
import types
from typing import Protocol

import pytest

from rulebook.fracht_express import station_protocol
from rulebook.fracht_express.station_protocol import Station, check_station


class _Small(Protocol):
    LIMIT: int

    def go(self) -> None:
        """A public function: a member."""

    def _helper(self) -> None:
        """A private function: not a member."""


def test_the_interface_members_are_its_constants_and_public_functions():
    """The members a special-action module must have: every annotated constant and every public function of
    the interface, sorted; private functions are not members."""
    assert station_protocol._members(Station) == ("KIND", "NAME", "RULE", "UNITS", "WHAT", "available", "begin",
                                                   "do", "legal", "prompt", "settle", "why_not")
    assert station_protocol._members(_Small) == ("LIMIT", "go")
    assert station_protocol.CALLABLE == {"available", "begin", "do", "legal", "prompt", "settle", "why_not"}


def test_a_station_without_a_name_is_refused_under_its_repr():
    """A would-be station object with no ``__name__`` is named by its repr in the refusal."""
    fake = types.SimpleNamespace(KIND="Z")
    with pytest.raises(TypeError, match=r"namespace\(KIND='Z'\) lacks the member 'NAME'"):
        check_station(fake)
