"""Car actions, pinned where mutation testing found them loose (issue 21): a car whose plaque shows its inactive
side refuses its action under the car actions section, an action that would change nothing is refused under
the general "no null choices" rule, and using a car's action is logged as the acting seat's, under the car
actions section."""
from rulebook.horror.actions import CarAction
from rulebook.horror.scenario import clear_car, place, ready, rebase


def _doctor_in(car, seed=5):
    s = ready(players=1, seed=seed, investigators=["doctor"])
    s.inv[0].rest = "regular"
    return place(rebase(s), 0, car)


def test_an_inactive_car_action_is_refused_by_the_car_actions_section():
    """The Dining car starts with its action plaque on the inactive side: its action is not offered, and the
    refusal is the car actions section's."""
    s = _doctor_in(4)
    assert s.cars[4] == "dining" and not s.active[4]
    assert CarAction() not in s.legal_actions()
    v = s.explain(CarAction())
    assert v.rule == "car_actions" and "inactive" in v.reason


def test_a_car_action_that_changes_nothing_is_refused_as_a_null_choice():
    """The 2nd Class Sleeping car gives stamina: with the investigator's stamina full it would change nothing,
    so it is refused under the general rule against null choices."""
    s = _doctor_in(2)             # a fresh investigator's stamina is full
    assert s.cars[2] == "sleeping2" and s.active[2]
    assert CarAction() not in s.legal_actions()
    v = s.explain(CarAction())
    assert v.rule == "general" and "change nothing" in v.reason


def test_using_a_car_action_is_logged_as_the_seats_under_car_actions():
    """Using a car's action logs one line naming the car, as the acting seat's, under the car actions section."""
    s = _doctor_in(2)
    s.inv[0].stamina -= 2
    s = rebase(s)
    ev = s.apply(CarAction())
    (e,) = [e for e in ev if "Sleeping action" in e.text]
    assert e.rule == "car_actions" and e.player == 0


def test_the_locomotive_action_after_its_two_uses_is_refused_by_the_car_actions_section():
    """The Locomotive's action works twice a game, its two Train Moves tokens counting the uses left: with both
    tokens gone (the speed up to 3), it is refused, and the refusal cites the car actions section."""
    s = _doctor_in(0)
    s.speed = 3
    s.event_discard += s.loco_tokens
    s.loco_tokens = []
    s = rebase(s)
    assert CarAction() not in s.legal_actions()
    v = s.explain(CarAction())
    assert v.rule == "car_actions" and "twice" in v.reason


def test_an_unmet_car_action_condition_is_refused_by_the_car_actions_section():
    """The Fourgon's action works only in a car with no suspect in it: with a suspect in the investigator's
    car it is refused under the car actions section; with that car cleared of suspects it is offered."""
    s = _doctor_in(3)
    assert s.cars[3] == "fourgon" and s.active[3]
    assert any(x.car == 3 for x in s.suspects)
    assert CarAction() not in s.legal_actions()
    v = s.explain(CarAction())
    assert v.rule == "car_actions" and "Fourgon" in v.reason
    clear_car(s, 3)
    s = rebase(s)
    assert s.explain(CarAction()) is None and CarAction() in s.legal_actions()
