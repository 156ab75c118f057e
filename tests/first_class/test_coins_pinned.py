"""Coin rules that mutation testing found unpinned (issue 21)."""
import pytest

from rulebook.first_class.actions import CoinPoint
from rulebook.first_class.scenario import scenario


@pytest.mark.parametrize("phase", ["post", "scoring"])
def test_a_coin_refused_after_a_card_or_in_scoring_is_refused_for_its_own_reason(phase, refused):
    """Coins may be spent after an action card and in a scoring phase: a coin action refused there is refused
    for what is wrong with it (here: the column holds no coin), not as spending in the middle of a card."""
    s = scenario(players=2, seed=1, round=2, phase=phase, p0={"coins": [0, 1, 0]})
    with refused(s, "coins", "column 1 of your coin area holds no coin"):
        s.apply(CoinPoint(0))
