"""The First Class worked examples (``rulebook.first_class.examples``): what mutation testing found unpinned
(issue 21) -- each example's position is the one it describes."""
import pytest

from rulebook.first_class.actions import Upgrade
from rulebook.first_class.examples import EXAMPLES
from rulebook.first_class.scenario import scenario


def test_the_upgrade_of_choice_example_is_one_upgrade():
    """The example's symbol is one upgrade of choice: once the leftmost 4 of the lower train is lifted to 7,
    no further upgrade is offered."""
    s = EXAMPLES["upgrade_of_choice"].build()
    s.apply(Upgrade(1, 1, 7))
    assert s.players[0].trains[1] == [7, 7, 4, 2]
    assert not any(isinstance(a, Upgrade) for a in s.legal_actions())


def test_the_conductor_at_the_end_example_loses_two_and_three_steps():
    """Both conductors move 3: the upper one, on car 2 of the train 2-1-0, stops on its last car and loses two
    steps; the lower one, on the single starting car, loses all three."""
    s = EXAMPLES["conductor_at_the_end"].build()
    assert s.players[0].trains == [[2, 1, 0], [0]] and s.players[0].cond == [2, 0]
    lost = [e.text for e in s.log if "lost" in e.text]
    assert len(lost) == 2 and "2 steps" in lost[0] and "3 steps" in lost[1]


def test_the_constantinople_example_builds_up_only_the_upper_train():
    """Only the upper train is built up to its locomotive tile; the lower train is still the starting car."""
    s = EXAMPLES["constantinople"].build()
    assert s.players[0].trains[1] == [0] and s.players[0].cond == [9, 0]


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_example_is_dealt_from_seed_one(name):
    """All the examples share one deal (seed 1), so the worked-examples notebook shows the same table
    throughout: the red pile, untouched before round 5, is that of a new seed-1 scenario."""
    s = EXAMPLES[name].build()
    assert s.piles[2] == scenario(players=s.n, seed=1).piles[2]
