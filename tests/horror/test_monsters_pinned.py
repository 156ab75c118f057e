"""Monster rules that mutation testing found unpinned (issue 21): an attack-and-spawn Monster event
does all three parts (the spawn too), and an activation or a move reaches the monster of that colour
by that car and no other."""
from rulebook.horror import effects, monsters
from rulebook.horror.scenario import ready


def base():
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.passengers = []          # nobody to attack: every activated monster moves two cars forward
    s.pursuit = []
    return s


def place(s, mons):
    s.pool = {c: 5 for c in s.colours}
    for col, _ in mons:
        s.pool[col] -= 1
    s.monsters = [list(m) for m in mons]
    return s


def run(s, fn):
    ev = []
    fn(s, ev)
    effects.settle(s, ev)
    return ev


def game_effect(e):
    return lambda st, ev: effects.push(st, e, effects.ctx(0, "monsters", by="game"))


def test_attack_event_activates_then_spawns(monkeypatch):
    """A Monster event with all=red, front=green, spawn=blue: every red monster activates, then the
    frontmost green one, then one blue monster spawns per active blue Monster Portal (two here), placed
    from the rearmost car forward."""
    s = place(base(), [["green", 3], ["green", 5], ["red", 6]])
    monkeypatch.setattr(monsters, "active_portals",
                        lambda st, colour, ev, use_blocks=True: 2 if colour == "blue" else 0)
    blue = s.pool["blue"]
    run(s, lambda st, ev: monsters.attack_event(st, {"all": "red", "front": "green", "spawn": "blue"}, ev))
    assert sorted(map(tuple, s.monsters)) == sorted([("green", 1), ("green", 5), ("red", 4), ("blue", 6), ("blue", 5)])
    assert s.pool["blue"] == blue - 2
    assert s.stack == []


def test_every_monster_of_a_colour_activates_once_each():
    """'Every monster of one colour activates': two red monsters by empty cars each move two cars
    forward, once -- the one in front is not moved twice into the Locomotive."""
    s = place(base(), [["red", 3], ["red", 5]])
    run(s, game_effect({"do": "monsters_all", "colour": "red"}))
    assert sorted(map(tuple, s.monsters)) == [("red", 1), ("red", 3)]
    assert s.pursuit == []


def test_activation_picks_the_monster_of_that_colour_not_its_neighbour_in_the_car():
    """Two monsters by the same car: activating the frontmost blue one moves the blue monster, never
    the green one beside it."""
    s = place(base(), [["green", 4], ["blue", 4]])
    run(s, game_effect({"do": "monster_front", "colour": "blue"}))
    assert sorted(map(tuple, s.monsters)) == [("blue", 2), ("green", 4)]


def test_all_move_event_moves_each_monster_once():
    """The all-move event moves every monster n cars forward, each once, from the frontmost: two red
    monsters one car apart both advance one car, none is moved twice."""
    s = place(base(), [["red", 2], ["red", 4], ["green", 4]])
    run(s, lambda st, ev: monsters.move_event(st, 1, ev))
    assert sorted(map(tuple, s.monsters)) == [("green", 3), ("red", 1), ("red", 3)]
    assert s.pursuit == []
