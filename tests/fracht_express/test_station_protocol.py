"""The station interface (issue 13): every special-action module follows ``station_protocol.Station`` and the
table of special actions refuses, by name, a module that lacks a member."""
import types

import pytest

from rulebook.fracht_express import advanced
from rulebook.fracht_express.station_protocol import MEMBERS, Station, check_station


def test_every_special_action_module_follows_the_interface():
    """Each module in the table (Stations B to J and the Hijack) has every member of the interface."""
    assert set(advanced.KINDS) == set("BCDEFGHIJ") | {"hijack"}
    for mod in advanced.KINDS.values():
        assert isinstance(mod, Station), mod.__name__
        check_station(mod)
    assert {"KIND", "NAME", "UNITS", "RULE", "WHAT", "available", "begin", "settle", "legal", "do", "why_not",
            "prompt"} == set(MEMBERS)


def _copy_without(mod, member):
    fake = types.ModuleType("rulebook.fracht_express.station_fake")
    fake.__dict__.update({k: v for k, v in vars(mod).items() if k != member and not k.startswith("__")})
    return fake


@pytest.mark.parametrize("member", ["KIND", "prompt", "why_not"])
def test_a_module_missing_a_member_is_refused_by_name(member):
    """Building the table with a module that lacks a member fails at once, naming the module and the member."""
    fake = _copy_without(advanced.KINDS["C"], member)
    with pytest.raises(TypeError, match=rf"station_fake .*'{member}'"):
        advanced.station_table([advanced.KINDS["B"], fake])


def test_a_member_that_should_be_a_function_must_be_one():
    """A module whose ``settle`` is not callable is refused, naming the member."""
    fake = _copy_without(advanced.KINDS["D"], "settle")
    fake.settle = True
    with pytest.raises(TypeError, match="'settle'"):
        advanced.station_table([fake])
