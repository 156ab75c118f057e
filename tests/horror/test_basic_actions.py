"""Basic actions: moving up to two cars, the overcrowded swap, curtains, stamina cost, the Locomotive twice."""
from rulebook.horror.actions import CarAction, MoveTo, ToggleCurtains
from rulebook.horror.scenario import rebase
from rulebook.horror.records import Monster, Passenger


def test_move_and_cost(doctor):
    s = doctor
    s.inv[0].car = 3
    rebase(s)
    legal = {a.car for a in s.legal_actions() if isinstance(a, MoveTo)}
    assert legal <= {1, 2, 4, 5}
    st = s.inv[0].stamina
    a = next(a for a in s.legal_actions() if isinstance(a, MoveTo))
    s.apply(a)
    assert s.inv[0].stamina == st - 1 and s.basics == 1
    assert "two cars" in s.explain(MoveTo(a.car + 3 if a.car < 4 else a.car - 3)).reason


def test_overcrowded_swap(doctor):
    s = doctor
    s.inv[0].car = 1
    full = 3
    s.passengers = [q for q in s.passengers if q.car != full]
    occ = sum(1 for x in s.suspects if x.car == full)
    s.passengers += [Passenger(full, "happy")] * (6 - occ)
    s.passengers = [Passenger(q.car, q.status) for q in s.passengers]
    s.passengers = [q for q in s.passengers if q.car != 2] + []
    rebase(s)
    assert MoveTo(3) not in s.legal_actions()
    s.apply(MoveTo(3, "happy"))
    assert s.inv[0].car == 3
    assert sum(1 for q in s.passengers if q.car == 2 and q.status == "happy") == 1  # first car with room, back the way we came


def test_curtains(doctor):
    s = doctor
    car = s.inv[0].car
    before = s.curtains[car]
    s.apply(ToggleCurtains())
    assert s.curtains[car] != before
    s.inv[0].car = 0
    rebase(s)
    assert "Locomotive" in s.explain(ToggleCurtains()).reason


def test_locomotive_twice(doctor):
    s = doctor
    s.inv[0].car = 0
    s.passengers = [q for q in s.passengers if q.car != 0]
    rebase(s)
    monsters = [Monster(m.colour, m.car) for m in s.monsters]
    s.apply(CarAction())
    assert s.speed == 2 and s.event_bag.count("train_moves") == 3
    assert len(s.monsters) == len([m for m in monsters if m.car < 6])  # the one by the last car is killed
    s.apply(CarAction())
    assert s.speed == 3 and s.loco_tokens == []
    s.inv[0].stamina = 5
    s.basics = 0
    rebase(s)
    assert "twice" in s.explain(CarAction()).reason
