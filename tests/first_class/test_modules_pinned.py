"""Module choice rules that mutation testing found unpinned (issue 21)."""
import pytest

import rulebook
from rulebook import ConfigError

FC = rulebook.GAMES["first_class"]


@pytest.mark.parametrize("modules", [("A", "A", "B"), ["C", "D", "D"], {"A", "B"}, {"A": 1, "B": 2}, 7])
def test_modules_are_exactly_two_named_in_a_tuple_or_list(modules):
    """A game is set up with exactly two modules, given as a tuple, list or two-letter text: three names (even
    with one repeated), a set, a mapping or a number is refused with a ConfigError naming the option."""
    with pytest.raises(ConfigError, match="Option 'modules' must name exactly two different modules"):
        FC.new_game(players=2, seed=1, modules=modules)

