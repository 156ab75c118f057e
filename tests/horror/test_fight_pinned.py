"""Fighting rules that mutation testing found unpinned (issue 21): which monsters a fight may target (one
choice per colour and car; ``where: any`` reaches every car), where a pushed monster lands (power = X + the
train's speed, off the back beyond the last car) and the order the monsters are kept in, and the Rearguard's
push of every monster."""
from rulebook.horror.actions import TargetMonster, UseItem, UseSkill
from rulebook.horror.scenario import empty_train, give_skill, put_monsters, rebase
from rulebook.horror.records import Monster


def _setup(s, car, monsters, skill="doc_kill"):
    empty_train(s)
    put_monsters(s, monsters)
    s.inv[0].car = car
    give_skill(s, 0, skill, 0)
    return rebase(s)


def _with_item(s, iid):
    s.item_deck.remove(iid)
    s.items.append(iid)
    return rebase(s)


def test_two_monsters_of_one_colour_by_one_car_are_one_target(doctor):
    """Monsters are told apart by colour and car only: two red monsters by the investigator's car give one
    choice, so the push (Scalpel, Push +1 at speed 1) takes one of them at once and the other stays."""
    s = _setup(doctor, 4, [["red", 4], ["red", 4], ["green", 4]])
    s.apply(UseSkill("doc_kill"))
    assert sorted(s.legal_actions(), key=str) == sorted([TargetMonster(4, "green"), TargetMonster(4, "red")], key=str)
    s.apply(TargetMonster(4, "red"))
    assert not s.stack
    assert sorted(s.monsters, key=lambda m: (m.colour, m.car)) == [Monster("green", 4), Monster("red", 4), Monster("red", 6)] and s.monsters[-1] == Monster("red", 6)


def test_a_pushed_monster_is_kept_in_front_to_back_order(doctor):
    """After a push the monsters are listed from the front car to the back again: the pushed monster moves
    behind one that stood further back."""
    s = _setup(doctor, 2, [["green", 2], ["red", 3]])
    s.apply(UseSkill("doc_kill"))
    assert s.monsters == [Monster("red", 3), Monster("green", 4)]


def test_a_fight_anywhere_reaches_monsters_by_other_cars(doctor):
    """An item whose push reaches any car (Lightning Gun, Push +3 anywhere) may be used with no monster in
    the investigator's car; it offers every monster on the train, and the power is 3 + the train's speed."""
    s = _setup(doctor, 1, [["green", 2], ["red", 5]])
    s = _with_item(s, "I11")
    assert UseItem("I11") in s.legal_actions()
    s.apply(UseItem("I11"))
    assert set(s.legal_actions()) == {TargetMonster(2, "green"), TargetMonster(5, "red")}
    red = s.pool["red"]
    s.apply(TargetMonster(2, "green"))
    assert s.monsters == [Monster("red", 5), Monster("green", 6)]
    assert s.pool["red"] == red


def test_a_fight_anywhere_needs_a_monster_somewhere(doctor):
    """With no monster on the train at all, a fight that reaches any car changes nothing and is refused."""
    s = _setup(doctor, 1, [])
    s = _with_item(s, "I11")
    assert UseItem("I11") not in s.legal_actions()


def test_push_power_counts_the_trains_speed(doctor):
    """Push +1 at speed 2 is power 3: a monster by car 3 lands by car 6 (the last car), not thrown off."""
    s = _setup(doctor, 3, [["blue", 3]])
    s.speed = 2
    s.event_discard.append(s.loco_tokens.pop(0))
    s = rebase(s)
    s.apply(UseSkill("doc_kill"))
    assert s.monsters == [Monster("blue", 6)]


def test_killing_a_monster_returns_it_to_the_pool_of_its_colour(doctor):
    """A killed monster goes back to the pool of its own colour (one more there), no other pool changes."""
    s = _setup(doctor, 3, [["blue", 3]], skill="doc_kill2")
    pool = dict(s.pool)
    s.apply(UseSkill("doc_kill2"))
    assert s.monsters == [] and s.pool == dict(pool, blue=pool["blue"] + 1)


def test_rearguard_pushes_every_monster_back_and_off_the_last_car(doctor):
    """Rearguard pushes every monster one car back; one by the last car goes off the train, back to its pool."""
    s = _setup(doctor, 5, [["green", 2], ["blue", 5], ["red", 6]], skill="sol_sp1")
    red = s.pool["red"]
    s.apply(UseSkill("sol_sp1"))
    assert s.monsters == [Monster("green", 3), Monster("blue", 6)]
    assert s.pool["red"] == red + 1


def test_a_stun_is_logged_under_the_fight_section(doctor):
    """The line saying a monster is stunned is filed under the fighting section of the rulebook (so the game's
    flow and the explain box link that rule), as the kill line is."""
    s = _setup(doctor, 3, [["blue", 3]], skill="jou_stun")
    n = len(s.log)
    s.apply(UseSkill("jou_stun"))
    stun = [e for e in s.log[n:] if e.msg.params.get("colour") == "blue"]
    assert len(stun) == 1 and stun[0].rule == "fight" and s.pursuit == ["blue"]


def test_rearguard_says_every_monster_was_pushed(doctor):
    """Rearguard's push of every monster is written in the log once, with the number of cars, under the
    fighting section."""
    s = _setup(doctor, 5, [["green", 2]], skill="sol_sp1")
    n = len(s.log)
    s.apply(UseSkill("sol_sp1"))
    pushed = [e for e in s.log[n:] if e.rule == "fight"]
    assert len(pushed) == 1 and pushed[0].msg.params == {"n": 1}
