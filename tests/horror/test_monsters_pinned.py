"""Monster rules that mutation testing found unpinned (issue 21): an attack-and-spawn Monster event
does all three parts (the spawn too), and an activation or a move reaches the monster of that colour
by that car and no other."""
from rulebook.horror import effects, monsters
from rulebook.horror.scenario import ready
from rulebook.horror.records import Monster, Passenger


def base():
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.passengers = []          # nobody to attack: every activated monster moves two cars forward
    s.pursuit = []
    return s


def place(s, mons):
    s.pool = {c: 5 for c in s.colours}
    for col, _ in mons:
        s.pool[col] -= 1
    s.monsters = [Monster(*m) for m in mons]
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
    assert sorted((m.colour, m.car) for m in s.monsters) == sorted([("green", 1), ("green", 5), ("red", 4), ("blue", 6), ("blue", 5)])
    assert s.pool["blue"] == blue - 2
    assert s.stack == []


def test_every_monster_of_a_colour_activates_once_each():
    """'Every monster of one colour activates': two red monsters by empty cars each move two cars
    forward, once -- the one in front is not moved twice into the Locomotive."""
    s = place(base(), [["red", 3], ["red", 5]])
    run(s, game_effect({"do": "monsters_all", "colour": "red"}))
    assert sorted((m.colour, m.car) for m in s.monsters) == [("red", 1), ("red", 3)]
    assert s.pursuit == []


def test_activation_picks_the_monster_of_that_colour_not_its_neighbour_in_the_car():
    """Two monsters by the same car: activating the frontmost blue one moves the blue monster, never
    the green one beside it."""
    s = place(base(), [["green", 4], ["blue", 4]])
    run(s, game_effect({"do": "monster_front", "colour": "blue"}))
    assert sorted((m.colour, m.car) for m in s.monsters) == [("blue", 2), ("green", 4)]


def test_all_move_event_moves_each_monster_once():
    """The all-move event moves every monster n cars forward, each once, from the frontmost: two red
    monsters one car apart both advance one car, none is moved twice."""
    s = place(base(), [["red", 2], ["red", 4], ["green", 4]])
    run(s, lambda st, ev: monsters.move_event(st, 1, ev))
    assert sorted((m.colour, m.car) for m in s.monsters) == [("green", 3), ("red", 1), ("red", 3)]
    assert s.pursuit == []


def test_a_monster_by_an_empty_car_moves_two_cars_and_one_reaching_the_locomotive_is_unleashed():
    """Activated by a car without living passengers a monster moves two cars forward (data monster_move);
    from car 3 it stops by car 1, from car 2 it reaches the Locomotive: it leaves the board for the Pursuit,
    the top Monster Unleashed card goes to the bottom of its deck and its effect is resolved."""
    s = place(base(), [["red", 3], ["blue", 2]])
    s.unleashed_deck = ["U2"] + [u for u in s.unleashed_deck if u != "U2"]
    deck = list(s.unleashed_deck)
    pool = s.essence_pool
    ev = run(s, game_effect([{"do": "monster_front", "colour": "red"}, {"do": "monster_front", "colour": "blue"}]))
    assert s.monsters == [Monster("red", 1)]
    assert s.pursuit == ["blue"]
    assert s.unleashed_deck == deck[1:] + deck[:1]
    assert s.essence_pool == pool - 2            # U2: two essence from the pool
    unleashed = [e for e in ev if "Unleashed" in e.text]
    assert len(unleashed) == 1 and unleashed[0].reveal and unleashed[0].rule == "monsters"


def test_a_monster_by_a_car_with_living_passengers_attacks_there():
    """Activated by a car with a living passenger, a monster attacks instead of moving: its card's attack
    happens in that car (the blue monster wounds a calm passenger there) and the monster stays."""
    s = place(base(), [["blue", 4]])
    s.passengers = [Passenger(4, "calm"), Passenger(2, "calm")]
    ev = run(s, game_effect({"do": "monster_front", "colour": "blue"}))
    assert s.stack == []
    assert s.monsters == [Monster("blue", 4)]
    assert Passenger(4, "wounded") in s.passengers and Passenger(2, "calm") in s.passengers
    assert any("attacks" in e.text and e.rule == "monsters" for e in ev)


def test_no_monster_of_the_colour_is_logged_and_nothing_moves():
    """'Every monster of a colour' and 'the frontmost of a colour' with none of it by the train: the log says
    so (monsters section) and no monster moves."""
    s = place(base(), [["green", 4]])
    ev = run(s, game_effect([{"do": "monsters_all", "colour": "red"}, {"do": "monster_front", "colour": "blue"}]))
    assert s.monsters == [Monster("green", 4)]
    lines = [e for e in ev if "No " in e.text]
    assert len(lines) == 2 and all(e.rule == "monsters" and e.player is None for e in lines)
    assert "red" in lines[0].text and "blue" in lines[1].text


def test_spawns_take_the_next_colour_of_the_starting_order_when_one_runs_out():
    """Short of a colour in the pool, a spawn takes the next colour in the starting portal's order that has
    one (wrapping round); with the pool empty there is none."""
    s = base()
    s.pool = {"red": 0, "blue": 0, "green": 1}
    assert monsters.next_colour(s, "red") == "green"
    s.pool = {"red": 1, "blue": 0, "green": 0}
    assert monsters.next_colour(s, "blue") == "red" and monsters.next_colour(s, "red") == "red"
    s.pool = {"red": 0, "blue": 0, "green": 0}
    assert monsters.next_colour(s, "green") is None


def test_a_spawn_is_placed_by_its_car_from_the_pool_and_logged():
    """One spawn takes a monster of the colour from the pool and places it by the given car (the board kept in
    car order); one of another colour is taken, and said so, when the colour is out."""
    s = place(base(), [["green", 4]])
    s.pool["red"] = 0
    blue, green = s.pool["blue"], s.pool["green"]
    ev = run(s, game_effect([{"do": "spawn_one", "colour": "blue", "car": 6},
                             {"do": "spawn_one", "colour": "red", "car": 5}]))
    assert s.monsters == [Monster("green", 4), Monster("blue", 5), Monster("blue", 6)]     # red is out: blue, next in the order
    assert s.pool["blue"] == blue - 2 and s.pool["green"] == green and s.pool["red"] == 0
    instead = [e.text for e in ev if "instead" in e.text]
    assert len(instead) == 1 and "red" in instead[0] and "blue" in instead[0]
    assert all(e.rule == "monsters" for e in ev if "spawn" in e.text)
    assert s.result is None


def test_a_spawn_at_the_locomotive_is_unleashed_at_once():
    """A spawn placed at the Locomotive (car 0) never stands on the board: it is unleashed -- to the Pursuit,
    the top Monster Unleashed card resolved."""
    s = place(base(), [])
    s.unleashed_deck = ["U2"] + [u for u in s.unleashed_deck if u != "U2"]
    pool = s.essence_pool
    run(s, game_effect({"do": "spawn_one", "colour": "red", "car": 0}))
    assert s.monsters == [] and s.pursuit == ["red"] and s.essence_pool == pool - 2


def test_the_last_monster_spawned_from_the_pool_loses_the_game():
    """A spawn that takes the last monster of the pool loses the game at once (the pool is empty)."""
    s = place(base(), [])
    s.pool = {"red": 1, "blue": 0, "green": 0}
    run(s, game_effect({"do": "spawn_one", "colour": "blue", "car": 6}))
    assert s.monsters == [Monster("red", 6)] and s.result is not None


def test_the_pursuit_comes_back_by_the_rearmost_car():
    """At the end of the board every monster in the Pursuit comes back by the rearmost car (car 6) and the
    Pursuit is empty; with nobody in it nothing happens."""
    s = place(base(), [["green", 6], ["red", 2]])
    s.pursuit = ["blue", "red"]
    ev = []
    monsters.pursuit(s, ev)
    assert s.pursuit == [] and sorted((m.colour, m.car) for m in s.monsters) == [("blue", 6), ("green", 6), ("red", 2), ("red", 6)]
    assert s.monsters[0] == Monster("red", 2)
    assert len(ev) == 1 and ev[0].rule == "monsters" and "2" in ev[0].text
    monsters.pursuit(s, ev)
    assert len(ev) == 1


def test_monster_events_are_logged_under_monsters_by_nobody():
    """The Monster event lines belong to the monsters section and to no player."""
    s = place(base(), [["red", 5]])
    ev = []
    monsters.move_event(s, 1, ev)
    monsters.attack_event(s, {"all": "red", "front": "green", "spawn": "blue"}, ev)
    assert [(e.rule, e.player) for e in ev] == [("monsters", None)] * 2
    effects.settle(s, ev)
    assert all(e.rule == "monsters" and e.player is None for e in ev if "monster" in e.text.lower())


def test_the_all_move_event_is_the_games_under_monsters():
    """The moves of the all-move event are scheduled as the game's doing (not a player's choice), under the
    monsters section, on the current player's turn: that is what the saved frame says until they are done."""
    s = place(base(), [["red", 3], ["green", 5]])
    s.cur = 0
    ev = []
    monsters.move_event(s, 1, ev)
    (frame,) = s.stack
    assert {k: frame.ctx[k] for k in ("p", "rule", "by")} == {"p": 0, "rule": "monsters", "by": "game"}
    assert all(e["do"] == "monster_move" for e in frame.effect)


def test_active_monster_portals_of_a_colour():
    """A spawn counts the active Monster Portals of its colour on face-up landscapes: printed ones, or ones
    holding essence; not portals of another colour, not inscription portals, not an empty unprinted one.
    (Starting landscape of seed 5: portal 1 printed red, portal 2 blue with 2 essence, portal 0 an
    inscription.)"""
    s = base()
    assert [monsters.active_portals(s, c, []) for c in ("red", "blue", "green")] == [1, 1, 0]
    s.portals["start3.2"] = 0
    assert monsters.active_portals(s, "blue", []) == 0


def test_a_blocked_monster_portal_spawns_nothing():
    """A block token on a Monster Portal cancels its spawn (an x1 token is used up and goes back to the supply);
    counting without blocks (use_blocks=False) leaves the token where it is."""
    s = place(base(), [])
    s.block_on = {"start3.1": ["x1"]}
    blocks = s.blocks
    assert monsters.active_portals(s, "red", [], use_blocks=False) == 1 and s.block_on == {"start3.1": ["x1"]}
    red = s.pool["red"]
    ev = run(s, game_effect({"do": "spawn", "colour": "red"}))
    assert s.monsters == [] and s.pool["red"] == red
    assert s.block_on == {} and s.blocks == blocks + 1
    assert [e.rule for e in ev if "block" in e.text] == ["monsters"]


def _who(frame):
    return {k: frame.ctx.get(k) for k in ("p", "rule", "by", "car")}


def test_a_monster_event_is_the_games_under_monsters():
    """The three parts of an attack-and-spawn Monster event are scheduled as the game's doing, under the
    monsters section, on the current player's turn."""
    s = place(base(), [["red", 3]])
    s.cur = 0
    monsters.attack_event(s, {"all": "red", "front": "green", "spawn": "blue"}, [])
    (frame,) = s.stack
    assert _who(frame) == {"p": 0, "rule": "monsters", "by": "game", "car": None}


def test_a_monster_unleashed_card_is_the_games_at_the_locomotive():
    """The Monster Unleashed card is resolved as the game's doing, under the monsters section, at the
    Locomotive (car 0: "here" for its effect)."""
    s = place(base(), [])
    s.cur = 0
    monsters.unleash(s, "red", [])
    assert _who(s.stack[-1]) == {"p": 0, "rule": "monsters", "by": "game", "car": 0}


def test_spawns_are_scheduled_in_the_monster_events_context(monkeypatch):
    """The spawns counted for a Monster event are scheduled one per portal, from the rearmost car forward, in
    the event's own context (the game's, under monsters)."""
    s = place(base(), [])
    monkeypatch.setattr(monsters, "active_portals", lambda st, colour, ev, use_blocks=True: 2)
    c = effects.ctx(0, "monsters", by="game")
    monsters._spawn(s, {"colour": "blue"}, c, [])
    frame = s.stack[-1]
    assert frame.ctx == c
    assert frame.effect == [{"do": "spawn_one", "colour": "blue", "car": 6}, {"do": "spawn_one", "colour": "blue", "car": 5}]


def test_activating_a_monster_that_is_no_longer_there_does_nothing():
    """An activation scheduled for a monster that has since left that car (moved or unleashed) does nothing."""
    s = place(base(), [["red", 5]])
    ev = run(s, game_effect({"do": "monster_act", "colour": "red", "car": 3}))
    assert s.monsters == [Monster("red", 5)] and s.pursuit == [] and ev == []


def test_a_spawn_from_an_empty_pool_loses_the_game():
    """With no monster left in the pool (of any colour) a spawn cannot be placed: the game is lost at once."""
    s = place(base(), [])
    s.pool = {"red": 0, "blue": 0, "green": 0}
    assert s.result is None
    run(s, game_effect({"do": "spawn_one", "colour": "red", "car": 6}))
    assert s.monsters == [] and s.result is not None


def test_a_blocked_portal_does_not_stop_the_count_of_the_others():
    """A blocked Monster Portal is left out of the count, and the other portals of the colour still count:
    a face-up red/green portal blocked, the printed red portal of the starting landscape behind it spawns."""
    s = base()
    tile = next(t for t in s.tiles if t[0] == "L03")
    tile[3] = True
    s.portals["L03.0"] = 1
    assert monsters.active_portals(s, "red", []) == 2
    s.block_on = {"L03.0": ["x1"]}
    assert monsters.active_portals(s, "red", []) == 1
