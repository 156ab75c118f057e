"""The Horror state (``state.py``, issue 21): the draft's log lines, the prompt at the end of the actions, the
legal-action index, and what a state without a base says."""
import pytest

from rulebook.horror import HORROR
from rulebook.horror.actions import MoveTo, Rest
from rulebook.horror.scenario import ready
from rulebook.horror.state import HorrorState


def test_each_draft_line_names_the_seat_that_took_the_skill_or_attribute():
    """The draft goes seat by seat from the first player; the setup line of each general skill and attribute taken
    names that seat (the player shown in the log)."""
    s = HORROR.new_game(players=2, seed=4, first_player=1)
    seats = []
    while s.phase in ("draft_skill", "draft_attribute") and not s.stack:
        p = s.current_player
        since = len(s.log)
        s.apply(s.legal_actions()[0])
        taken = [e for e in s.log[since:] if e.rule == "setup" and "takes the" in e.msg.id]
        assert [e.player for e in taken] == [p], [e.msg.id for e in s.log[since:]]
        seats.append(p)
        while s.stack:   # an attribute may ask a choice of its own
            s.apply(s.legal_actions()[0])
    assert seats == [1, 0, 1, 0]


def test_a_state_without_a_base_position_says_so_as_a_missing_attribute():
    """A state object not made by the engine has no base position: reading it is an AttributeError naming the
    attribute ``_base`` (so ``getattr(state, "_base", None)`` and ``hasattr`` work on it)."""
    st = HorrorState.__new__(HorrorState)
    with pytest.raises(AttributeError) as err:
        _ = st._base
    assert err.value.args == ("_base",)
    assert getattr(st, "_base", None) is None


def test_with_main_and_basic_actions_done_the_prompt_asks_to_end_the_actions():
    """When the main action and both basic actions are taken, the prompt says the actions are done and asks to end
    them to go on to the event step."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.apply(Rest())
    while s.stack:
        s.apply(s.legal_actions()[-1])   # finish resting
    s.apply(MoveTo(3))
    s.apply(MoveTo(2))
    assert s.main_done and s.basics == 2
    assert s.prompt.id == "{player}: your actions are done; end them to go on to the event step."


def test_the_legal_index_lists_the_legal_actions_in_order():
    """The index a position keeps of its legal actions iterates over them in the order ``legal_actions()`` gives,
    and counts them."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    idx = s._legal_set()
    assert list(idx) == s.legal_actions() and len(idx) == len(s.legal_actions()) > 0
