"""The conditions of the effect language, key by key (issue 21: mutation testing found the plain reading
``conditions.holds_slow`` pinned only by a slow whole-game sweep). Each key is a test on the car that counts as
"here"; both the plain reading and the compiled test (``effects.holds``) must answer every case below."""
import pytest

from rulebook.horror import conditions, effects
from rulebook.horror.scenario import ready
from rulebook.horror.records import Monster, Passenger


@pytest.fixture(scope="module")
def pos():
    """Car 3: two Calm passengers, a dead one and an Angry one, one suspect, a monster, open curtains, the
    Doctor (stable, 7 stamina); car 5: nobody, closed curtains; 2 Occult tokens; one item of the first kind."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.passengers = [Passenger(3, "calm"), Passenger(3, "calm"), Passenger(3, "dead"), Passenger(3, "angry"), Passenger(4, "dead")]
    for i, x in enumerate(s.suspects):
        x.car = 3 if i == 0 else 1
    s.monsters = [Monster("green", 3)]
    s.curtains = ["closed", "open", "open", "open", "open", "closed", "open"]
    s.inv[0].car = 3
    s.inv[0].unstable = False
    s.occult = 2
    return s


# (condition, holds in car 3, holds in car 5, holds in car 4)
CASES = [
    ({"count": {"status": "calm", "n": 2}}, True, False, False),
    ({"count": {"status": "calm", "n": 3}}, False, False, False),
    ({"count": {"status": "angry", "n": 1}}, True, False, False),
    ({"in_car": "fourgon"}, True, False, False),
    ({"unstable": False}, True, True, True),
    ({"unstable": True}, False, False, False),
    ({"no_items": True}, True, True, True),
    ({"no_items": False}, False, False, False),
    ({"suspects_here": 1}, True, False, False),
    ({"suspects_here": 0}, False, True, True),
    ({"suspect_here": True}, True, False, False),
    ({"suspect_here": False}, False, True, True),
    ({"monster_here": True}, True, False, False),
    ({"monster_here": False}, False, True, True),
    ({"passenger_here": True}, True, False, False),
    ({"passenger_here": False}, False, True, True),
    ({"person_here": True}, True, False, False),
    ({"person_here": False}, False, True, True),
    ({"curtains": "open"}, True, False, True),
    ({"curtains": "closed"}, False, True, False),
    ({"no_status_here": ["happy", "wounded"]}, True, True, True),
    ({"no_status_here": ["happy", "angry"]}, False, True, True),
    ({"min_occult": 2}, True, True, True),
    ({"min_occult": 3}, False, False, False),
    ({"max_stamina": 7}, True, True, True),
    ({"max_stamina": 6}, False, False, False),
    ({"investigators_here": 1}, True, False, False),
    ({"investigators_here": 2}, False, False, False),
    ({"count": {"status": "calm", "n": 1}, "curtains": "closed"}, False, False, False),
]


@pytest.mark.parametrize("cond, car3, car5, car4", CASES, ids=[str(c[0]) for c in CASES])
def test_each_condition_key_is_a_test_on_the_car_here(pos, cond, car3, car5, car4):
    """A condition holds in a car exactly when every key holds there (the plain reading and the compiled one)."""
    for car, want in ((3, car3), (5, car5), (4, car4)):
        c = dict(effects.ctx(0, "effects"), car=car)
        assert conditions.holds_slow(pos, cond, c) is want, (cond, car)
        assert effects.holds(pos, cond, c) is want, (cond, car)


def test_the_car_here_is_the_acting_investigators_without_a_car_given(pos):
    """With no car in the context, "here" is the acting investigator's car (car 3)."""
    c = effects.ctx(0, "effects")
    assert conditions.holds_slow(pos, {"monster_here": True}, c) and effects.holds(pos, {"monster_here": True}, c)


def test_has_item_and_no_items_read_the_items_held(pos):
    """``has_item`` holds when an item of that kind (or ``any``) is held; ``no_items`` when none is."""
    s = pos.copy()
    kind = next(iter(s.comp.items.values()))["type"]
    c = effects.ctx(0, "effects")
    for cond, want in (({"has_item": "any"}, False), ({"no_items": True}, True)):
        assert conditions.holds_slow(s, cond, c) is want and effects.holds(s, cond, c) is want
    s.items = [next(iter(s.comp.items))]
    for cond, want in (({"has_item": "any"}, True), ({"has_item": kind}, True), ({"no_items": True}, False),
                       ({"has_item": "no-such-kind"}, False)):
        assert conditions.holds_slow(s, cond, c) is want and effects.holds(s, cond, c) is want
