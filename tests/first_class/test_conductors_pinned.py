"""Conductor rules that mutation testing found unpinned (issue 21)."""
import pytest

from rulebook.first_class.actions import CoinConductor
from rulebook.first_class.scenario import scenario


@pytest.mark.parametrize("train", [2, -1])
def test_a_coin_step_for_a_train_that_does_not_exist_is_refused_by_the_conductors(train, refused):
    """A player has two trains only: a conductor step bought with a column-2 coin for any other train is refused
    by the section "conductors", naming the two trains, and nothing is paid."""
    s = scenario(players=2, seed=1, round=2, phase="scoring", p0={"coins": [0, 1, 0]})
    with refused(s, "conductors", "only two trains"):
        s.apply(CoinConductor(train))
