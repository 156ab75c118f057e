"""The check every scenario ends with (scenario_check.py), pinned (issue #21's mutation pass)."""
import pytest

from rulebook.first_class.scenario import scenario
from rulebook.first_class.scenario_check import ScenarioError, validated


def test_a_field_only_the_save_check_refuses_gives_the_save_sentence():
    """Scenarios: a position whose conservation rules hold but whose fields a save would be refused for is
    refused with the very sentence of the save check, naming the field (here ``turns`` beyond three per
    player)."""
    s = scenario(players=3, seed=1, cur=0)
    s.turns = 99
    assert s.check_invariants() == []
    with pytest.raises(ScenarioError) as info:
        validated(s)
    assert "'turns'" in str(info.value) and info.value.problem is None
