"""Fighting: the push example (Push +1 at speed 1 = power 2), kill and stun."""
from rulebook.horror.actions import TargetMonster, UseSkill
from rulebook.horror.scenario import empty_train, give_skill, put_monsters, rebase
from rulebook.horror.records import Monster


def _setup(s, car, monsters):
    empty_train(s)
    put_monsters(s, monsters)
    s.inv[0].car = car
    give_skill(s, 0, "doc_kill", 0)  # Scalpel: Push +1
    return rebase(s)


def test_push_off_the_back_from_second_to_last_car(doctor):
    s = _setup(doctor, 5, [["red", 5]])
    assert s.speed == 1
    red = s.pool["red"]
    s.apply(UseSkill("doc_kill"))  # one monster by the car: taken at once
    assert s.monsters == [] and s.pool["red"] == red + 1
    assert any("power 2" in e.text for e in s.log)


def test_push_from_third_to_last_to_last_car(doctor):
    s = _setup(doctor, 4, [["green", 4]])
    s.apply(UseSkill("doc_kill"))
    assert s.monsters == [Monster("green", 6)]


def test_push_chooses_among_monsters(doctor):
    s = _setup(doctor, 4, [["green", 4], ["red", 4]])
    s.apply(UseSkill("doc_kill"))
    assert set(s.legal_actions()) == {TargetMonster(4, "green"), TargetMonster(4, "red")}
    s.apply(TargetMonster(4, "red"))
    assert Monster("red", 6) in s.monsters and Monster("green", 4) in s.monsters


def test_kill_and_stun(doctor):
    s = _setup(doctor, 3, [["blue", 3]])
    give_skill(s, 0, "doc_kill2", 1)
    rebase(s)
    s.apply(UseSkill("doc_kill2"))
    assert s.monsters == []
    from rulebook.horror.scenario import ready
    s2 = _setup(ready(players=1, seed=5, investigators=["doctor"]), 3, [["blue", 3]])
    give_skill(s2, 0, "jou_stun", 1)
    rebase(s2)
    s2.apply(UseSkill("jou_stun"))
    assert s2.pursuit == ["blue"] and s2.monsters == []


def test_skill_needs_a_monster_here(doctor):
    s = _setup(doctor, 2, [["red", 6]])
    assert UseSkill("doc_kill") not in s.legal_actions()
    assert "condition" in s.explain(UseSkill("doc_kill")).reason
