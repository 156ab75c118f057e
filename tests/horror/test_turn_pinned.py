"""A turn's actions (``turn.py``, issue 21): one main action and at most two basic actions; each refusal names the
turn section (or the section whose rule the action breaks)."""
from rulebook.horror.actions import EndActions, MoveTo, Rest, ToggleCurtains, UseSkill
from rulebook.horror.scenario import ready, set_fields


def _doctor():
    s = ready(players=1, seed=5, investigators=["doctor"])
    assert s.inv[0].car == 2 and s.phase == "actions"
    return s


def _refusal(s, a):
    assert a not in s.legal_actions()
    v = s.explain(a)
    return v.rule, v.msg.id, v.msg.params


def test_a_third_basic_action_is_refused_under_the_turn():
    """Two basic actions a turn: after two moves, a third basic action (curtains, another move) is refused under
    the turn section, however much stamina is left."""
    s = _doctor()
    s.apply(MoveTo(3))
    s.apply(MoveTo(2))
    assert s.basics == 2 and s.inv[0].stamina >= 1
    for a in (ToggleCurtains(), MoveTo(3)):
        assert _refusal(s, a) == ("turn", "You have taken two basic actions this turn already.", {})


def test_one_main_action_a_turn_and_it_comes_before_the_end():
    """The turn section refuses a second main action (a skill or a rest) and ending the actions before the main
    action is taken."""
    s = _doctor()
    assert _refusal(s, EndActions()) == ("turn", "A main action is required before the turn can go on.", {})
    s.apply(Rest())
    while s.stack:
        s.apply(s.legal_actions()[-1])   # finish resting
    for a in (UseSkill("doc_calm"), Rest()):
        assert _refusal(s, a) == ("turn", "You have taken your main action this turn.", {})


def test_a_basic_action_needs_a_stamina_point():
    """A basic action costs 1 stamina: with none left it is refused under the investigators section."""
    s = set_fields(_doctor(), inv={0: {"stamina": 0}})
    assert _refusal(s, ToggleCurtains()) == (
        "investigators", "A basic action costs 1 stamina and you have none left.", {})


def test_ending_the_actions_is_logged_for_the_seat_that_ends_them():
    """The turn's line for ending the actions names the seat whose turn it is (the player shown in the log)."""
    s = ready(players=2, seed=5, investigators=["doctor", "journalist"])
    p = s.cur
    s.apply(Rest())
    while s.stack:
        s.apply(s.legal_actions()[-1])   # finish resting
    since = len(s.log)
    s.apply(EndActions())
    (line,) = [e for e in s.log[since:] if e.msg.id == "{player} ends the actions of the turn."]
    assert line.rule == "turn" and line.player == p
