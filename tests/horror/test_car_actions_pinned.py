"""Car actions, pinned where mutation testing found them loose (issue 21): a car whose plaque shows its inactive
side refuses its action under the car actions section, an action that would change nothing is refused under
the general "no null choices" rule, and using a car's action is logged as the acting seat's, under the car
actions section."""
from rulebook.horror.actions import CarAction
from rulebook.horror.scenario import place, ready, rebase


def _doctor_in(car, seed=5):
    s = ready(players=1, seed=seed, investigators=["doctor"])
    s.inv[0]["rest"] = "regular"
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
    s.inv[0]["stamina"] -= 2
    s = rebase(s)
    ev = s.apply(CarAction())
    (e,) = [e for e in ev if "Sleeping action" in e.text]
    assert e.rule == "car_actions" and e.player == 0
