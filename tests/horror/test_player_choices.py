"""Choices an investigator's action leaves to the players: a skill move of "up to n cars" is one move (into a
full car by the Overcrowded Cars swap), any passenger die in the car may be chosen (an Ill one or not), and a
gather into a full car is refused by the Gather rule."""
import pytest

from rulebook.horror import HORROR, effects
from rulebook.horror.actions import ChangeStatus, MoveTo, PickCar, Relocate, UniqueAction, UseSkill
from rulebook.horror.scenario import clear_car, rebase, ready
from rulebook.horror.records import Passenger


def detective(car=6):
    """The Detective alone, in ``car``; cars 0-5 keep their starting figures (all with room)."""
    s = ready(players=1, seed=5, investigators=["detective"])
    s.inv[0].car = car
    return rebase(s)


def fill(s, car, status="happy"):
    """Fill ``car`` up to its capacity with ``status`` passengers (its suspects leave first)."""
    clear_car(s, car)
    cap = s.comp.table["locomotive_capacity"] if car == 0 else s.comp.table["car_capacity"]
    s.passengers = [q for q in s.passengers if q.car != car]
    others = sum(1 for x in s.inv if x.car == car)
    s.passengers += [Passenger(car, status) for _ in range(cap - others)]
    s.ill = []
    return s


# ---------------------------------------------------------------- move up to n cars: one move
def test_shadow_is_one_move_of_up_to_three_cars():
    """Rulebook, basic actions: "move up to n cars" moves the investigator once, any distance from 1 to n. The
    Detective's Shadow (n = 3) from car 6 ends after one car is picked: no second move, 1 stamina spent."""
    s = detective(6)
    stamina = s.inv[0].stamina
    s.apply(UniqueAction())
    assert {a.car for a in s.legal_actions()} == {3, 4, 5}
    s.apply(PickCar(3))
    assert s.inv[0].car == 3 and s.inv[0].stamina == stamina - 1
    assert s.stack == [] and not any(isinstance(a, PickCar) for a in s.legal_actions())
    assert PickCar(0) not in s.legal_actions()


@pytest.mark.parametrize("n", [1, 2, 3, 6])
def test_every_move_self_is_a_single_move(n):
    """The same rule for every card with a "move up to n cars" step (March n=1, House Call n=2, the Old Map
    feature n=3, Find Gate and the Map of the Dreamlands n=6): exactly one car is picked."""
    s = detective(6)
    ev = []
    effects.push(s, {"do": "move_self", "n": n}, effects.ctx(0, "basic_actions"))
    effects.settle(s, ev)
    if n > 1:
        assert {a.car for a in s.legal_actions()} == set(range(max(0, 6 - n), 6))
        s.apply(PickCar(6 - n))
    assert s.inv[0].car == 6 - n and s.stack == []


def test_skill_move_into_a_full_car_swaps_with_a_chosen_passenger():
    """Rulebook, Overcrowded Cars: an investigator entering a full car may trade places with a passenger of
    their choice, who goes to the first car with room the other way. A skill move offers that as Move does."""
    s = detective(6)
    fill(s, 4, "happy")
    s.passengers.append(Passenger(4, "calm"))   # one calm among the happy (over capacity is no matter: car 4 is full)
    s.passengers.remove(Passenger(4, "happy"))
    rebase(s)
    s.apply(UniqueAction())
    legal = s.legal_actions()
    assert PickCar(4) not in legal
    assert PickCar(4, "happy") in legal and PickCar(4, "calm") in legal
    assert set(legal) >= {a for a in (PickCar(3), PickCar(5))}
    s.apply(PickCar(4, "calm"))
    assert s.inv[0].car == 4 and Passenger(4, "calm") not in s.passengers
    assert sum(1 for q in s.passengers if q == Passenger(5, "calm")) >= 1     # the first car with room back toward car 6
    assert s.stack == []


def test_skill_move_is_possible_when_the_only_cars_in_reach_are_full():
    """No null choices only refuses a move that cannot happen: full cars in reach with passengers to swap with
    still allow the move (the Overcrowded Cars rule), so Shadow is usable."""
    s = detective(6)
    for k in (3, 4, 5):
        fill(s, k)
    rebase(s)
    assert UniqueAction() in s.legal_actions()
    s.apply(UniqueAction())
    assert set(s.legal_actions()) == {PickCar(k, "happy") for k in (3, 4, 5)}


# ---------------------------------------------------------------- any passenger die, Ill or not
def doctor_pestilence():
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="pestilence")
    s.inv[0].car = 2
    clear_car(s, 2)
    return s


def test_player_status_change_may_pick_the_healthy_die_over_an_ill_one():
    """Rulebook, changing passenger status: in an investigator's action the players choose any passenger die in
    the car. With an Ill Wounded and a healthy Wounded passenger, Bandage may heal the healthy one (the Ill one
    would only lose its marker); the engine used to take the Ill one without asking."""
    s = doctor_pestilence()
    s.passengers = [q for q in s.passengers if q.car != 2] + [Passenger(2, "wounded"), Passenger(2, "wounded")]
    sick, well = len(s.passengers) - 2, len(s.passengers) - 1
    s.ill = [sick]
    rebase(s)
    s.apply(UniqueAction())
    legal = s.legal_actions()
    assert set(legal) == {ChangeStatus(2, "wounded", "calm"), ChangeStatus(2, "wounded", "calm", True)}
    s.apply(ChangeStatus(2, "wounded", "calm"))
    assert s.passengers[well].status == "calm" and s.passengers[sick].status == "wounded" and s.ill == [sick]


def test_player_status_change_on_the_ill_die_follows_pestilence():
    """Choosing the Ill die: a healing change only removes its Illness marker (Pestilence and Plague)."""
    s = doctor_pestilence()
    s.passengers = [q for q in s.passengers if q.car != 2] + [Passenger(2, "wounded"), Passenger(2, "wounded")]
    sick = len(s.passengers) - 2
    s.ill = [sick]
    rebase(s)
    s.apply(UniqueAction())
    s.apply(ChangeStatus(2, "wounded", "calm", True))
    assert s.ill == [] and [q.status for q in s.passengers[-2:]] == ["wounded", "wounded"]


def test_player_gather_chooses_which_die_and_the_marker_moves_with_it():
    """Rulebook, Gather: the players pick the passenger moved. Between an Ill Calm and a healthy Calm die in the
    next car either may be gathered; the Illness marker stays on the die that was chosen."""
    s = doctor_pestilence()
    clear_car(s, 3)
    s.passengers = [q for q in s.passengers if q.car not in (2, 3)] + [Passenger(3, "calm"), Passenger(3, "calm")]
    sick, well = len(s.passengers) - 2, len(s.passengers) - 1
    s.ill = [sick]
    rebase(s)
    s.apply(UseSkill("doc_gather"))
    legal = set(s.legal_actions())
    assert {Relocate("passenger", "calm", 3, 2), Relocate("passenger", "calm", 3, 2, True)} <= legal
    s.apply(Relocate("passenger", "calm", 3, 2))
    assert s.passengers[well].car == 2 and s.passengers[sick].car == 3 and s.ill == [sick]


def test_without_illness_dice_of_one_face_are_one_choice():
    """Dice of one face are interchangeable when none is Ill: one choice per face present, as before."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.inv[0].car = 2
    clear_car(s, 2)
    s.passengers = [q for q in s.passengers if q.car != 2] + [Passenger(2, "angry"), Passenger(2, "angry"), Passenger(2, "wounded")]
    rebase(s)
    s.apply(UseSkill("doc_calm"))
    assert set(s.legal_actions()) == {ChangeStatus(2, "angry", "calm"), ChangeStatus(2, "wounded", "calm")}


def test_ill_choice_survives_a_save():
    """A chosen Ill die is part of the action, so a save replays the same choice."""
    s = doctor_pestilence()
    s.passengers = [q for q in s.passengers if q.car != 2] + [Passenger(2, "wounded"), Passenger(2, "wounded")]
    s.ill = [len(s.passengers) - 2]
    rebase(s)
    s.apply(UniqueAction())
    a = ChangeStatus(2, "wounded", "calm", True)
    assert a.to_dict()["ill"] is True and str(a) == "Turn a Wounded (Ill) passenger in car 2 to Calm."
    s.apply(a)
    back = HORROR.from_json(s.to_json())
    assert back.ill == s.ill == [] and back.passengers == s.passengers


def test_saves_from_before_the_choice_named_the_die_still_load():
    """Old saves wrote these choices without ``ill``: the field defaults to a healthy die."""
    assert HORROR.action_from_dict({"type": "ChangeStatus", "car": 2, "frm": "calm", "to": "happy"}) == \
        ChangeStatus(2, "calm", "happy")
    assert HORROR.action_from_dict({"type": "PickCar", "car": 4}) == PickCar(4)


# ---------------------------------------------------------------- gather into a full car
def test_gather_skill_in_a_full_car_is_refused_by_the_gather_rule():
    """Rulebook, Gather: nobody can be gathered into your car when it has no empty space. A gather skill used in
    a full car is refused for that reason (section passengers), not as a choice that changes nothing."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.inv[0].car = 3
    fill(s, 3)
    rebase(s)
    assert UseSkill("doc_gather") not in s.legal_actions()
    why = s.explain(UseSkill("doc_gather"))
    assert why.rule == "passengers" and "no empty space" in why.reason


def test_move_to_swap_keeps_working_with_an_ill_die():
    """The ordinary Move offers the same swap, the Ill die told apart from the healthy one."""
    s = doctor_pestilence()
    s.inv[0].car = 2
    fill(s, 3, "happy")
    s.ill = [len(s.passengers) - 1]
    rebase(s)
    legal = s.legal_actions()
    assert MoveTo(3, "happy") in legal and MoveTo(3, "happy", True) in legal
    s.apply(MoveTo(3, "happy", True))
    i = s.ill[0]
    assert s.inv[0].car == 3 and s.passengers[i].car != 3
