import pytest

from rulebook.horror import HORROR
from rulebook.horror.scenario import ready, rebase


@pytest.fixture
def game():
    return HORROR


@pytest.fixture
def doctor():
    """One investigator (the Doctor) in the actions phase, 1 player."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.inv[0].rest = "regular"  # whatever attribute was drafted, the regular rest tile
    return rebase(s)
