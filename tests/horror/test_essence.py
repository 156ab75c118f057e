"""Essence: the Joint Prayer example (in the Sanctuary; a second essence from the same portal with 3 Calm passengers)."""
from rulebook.horror.actions import PickPortal, UseSkill
from rulebook.horror.scenario import give_skill, rebase
from rulebook.horror.records import Passenger


def _prayer(s, calm):
    sanct = s.cars.index("sanctuary")
    s.inv[0].car = sanct
    s.passengers = [q for q in s.passengers if q.car != sanct] + [Passenger(sanct, "calm")] * calm
    s.passengers = [Passenger(q.car, q.status) for q in s.passengers]
    for sus in s.suspects:
        if sus.car == sanct:
            sus.car = next(k for k in range(1, 7) if k != sanct)
    # two portals with essence: the starting one and another
    pid = next(iter(s.portals))
    s.portals[pid] = 3
    s.essence_box -= 1
    give_skill(s, 0, "doc_sp2", 0)
    return rebase(s), pid


def test_joint_prayer_with_three_calm(doctor):
    s, pid = _prayer(doctor, 3)
    pool = s.essence_pool
    s.apply(UseSkill("doc_sp2"))
    assert s.portals[pid] == 1 and s.essence_pool == pool + 2


def test_joint_prayer_without_three_calm(doctor):
    s, pid = _prayer(doctor, 2)
    pool = s.essence_pool
    s.apply(UseSkill("doc_sp2"))
    assert s.portals[pid] == 2 and s.essence_pool == pool + 1


def test_joint_prayer_only_in_the_sanctuary(doctor):
    s, pid = _prayer(doctor, 3)
    s.inv[0].car = 0 if s.cars[1] == "sanctuary" else 1
    rebase(s)
    assert "condition" in s.explain(UseSkill("doc_sp2")).reason
    _ = PickPortal
