"""Passenger rules pinned for issue 21: which cars gathering and sending reach (the last car is a car like the
others; ``from``/``to`` left out mean any car and the adjacent cars), which cars a game's change "in the cars
with open curtains" acts in, and the log line of an investigator's move. Positions are built by hand: an empty
train and only the passengers a rule needs."""
from rulebook.horror import passengers
from rulebook.horror.actions import MoveTo, Relocate
from rulebook.horror.scenario import clear_car, place, rebase, scenario
from rulebook.horror.records import Passenger


def train(passengers=None, car=3, **fields):
    """The Doctor alone in ``car`` of an otherwise empty train, with only the given passengers ({car: [statuses]})."""
    return scenario(players=1, seed=5, investigators=["doctor"], empty_train=True, passengers=passengers or {},
                    inv={0: {"car": car}}, **fields)


def moves(options):
    return {(a.kind, a.who, a.frm, a.to) for a in options}


def test_gather_from_the_adjacent_cars_reaches_the_last_car():
    """Car 6, the last car, is adjacent to car 5: from car 5 a passenger there can be gathered, as one from car
    4 can."""
    s = train({6: ["calm"], 4: ["happy"]}, car=5)
    got = moves(passengers.gather_options(s, {"do": "gather", "from": "adjacent", "what": ["passenger"]}, 5, 0))
    assert got == {("passenger", "calm", 6, 5), ("passenger", "happy", 4, 5)}


def test_send_to_the_adjacent_cars_reaches_the_last_car():
    """Sending from car 5 to an adjacent car may put the passenger into car 6 as well as car 4."""
    s = train({5: ["calm"]}, car=5)
    got = moves(passengers.send_options(s, {"do": "send", "to": "adjacent", "what": ["passenger"]}, 5, 0, None))
    assert got == {("passenger", "calm", 5, 6), ("passenger", "calm", 5, 4)}


def test_gather_without_a_range_reaches_every_car():
    """A gather that names no ``from`` may take from any car of the train (its default), here one five cars
    away."""
    s = train({1: ["angry"]}, car=6)
    got = passengers.gather_options(s, {"do": "gather", "what": ["passenger"]}, 6, 0)
    assert got == [Relocate.of("passenger", "angry", 1, 6)]


def test_send_without_a_range_goes_to_the_adjacent_cars():
    """A send that names no ``to`` sends into one of the two neighbouring cars (its default), never further."""
    s = train({3: ["calm"]})
    got = moves(passengers.send_options(s, {"do": "send", "what": ["passenger"]}, 3, 0, None))
    assert got == {("passenger", "calm", 3, 2), ("passenger", "calm", 3, 4)}


def test_a_game_change_in_open_cars_skips_the_cars_with_closed_curtains():
    """A game effect acting in the cars with open curtains changes one fitting passenger in each such car and
    leaves the cars whose curtains are closed (and the Locomotive, always closed) as they are."""
    s = train({0: ["calm"], 2: ["calm"], 4: ["calm"], 5: ["calm"]},
              fields={"curtains": ["closed", "open", "closed", "open", "open", "closed", "open"]})
    ev = []
    passengers.game_status(s, {"do": "status", "from": ["calm"], "to": "panicked", "where": "open"}, None, "x", ev)
    assert sorted(s.passengers, key=lambda q: (q.car, q.status)) == [Passenger(0, "calm"), Passenger(2, "calm"), Passenger(4, "panicked"), Passenger(5, "calm")]


def test_an_investigators_move_is_logged_with_the_car_left_and_the_car_entered():
    """Gathering or sending an investigator logs their move from the car they stood in to the new car."""
    s = scenario(players=2, seed=5, investigators=["doctor", "detective"], empty_train=True,
                 inv={0: {"car": 3}, 1: {"car": 5}})
    ev = []
    passengers.relocate(s, Relocate.of("investigator", "1", 5, 3), "x", ev)
    assert s.inv[1].car == 3
    assert [(e.msg.params["frm"], e.msg.params["to"], e.player) for e in ev] == [(5, 3, 1)]



# ---------------------------------------------------------------- the second, wider sample (80 mutants)
def test_a_game_change_with_a_choice_of_faces_takes_the_first():
    """A status change caused by the game that names several target faces (``to: [calm, happy]``) has no one to
    choose: it takes the first face named."""
    s = train({3: ["angry"]})
    passengers.game_status(s, {"do": "status", "from": "any", "to": ["calm", "happy"]}, 3, "x", [])
    assert s.passengers == [Passenger(3, "calm")]


def test_a_game_change_anywhere_acts_on_the_whole_train_even_given_a_car():
    """``where: any``: the car that counts as here does not limit a game's change -- the universal order runs
    from the Locomotive over every car."""
    s = train({1: ["calm"], 3: ["calm"]})
    passengers.game_status(s, {"do": "status", "from": ["calm"], "to": "panicked", "where": "any", "n": 2}, 3, "x", [])
    assert sorted(s.passengers, key=lambda q: (q.car, q.status)) == [Passenger(1, "panicked"), Passenger(3, "panicked")]


def test_gathered_and_sent_investigators_are_offered_as_investigator_moves():
    """The choices of a gather or a send that moves another investigator name them as an investigator (the
    action a player or a client sends back)."""
    s = scenario(players=2, seed=5, investigators=["doctor", "detective"], empty_train=True,
                 inv={0: {"car": 3}, 1: {"car": 5}})
    e = {"do": "gather", "from": "any", "what": ["investigator"]}
    assert passengers.gather_options(s, e, 3, 0) == [Relocate.of("investigator", "1", 5, 3)]
    e = {"do": "send", "to": "adjacent", "what": ["investigator"]}
    assert set(passengers.send_options(s, e, 5, 0, None)) == {Relocate.of("investigator", "1", 5, 4),
                                                             Relocate.of("investigator", "1", 5, 6)}


def test_entering_a_full_car_by_a_swap_logs_the_move_from_the_car_left():
    """Overcrowded cars: the Doctor moving from car 3 into full car 4 swaps with a Calm passenger, who goes to car
    3 (the first car with room back the way the Doctor came); the Doctor's move is logged from car 3 to car 4."""
    s = train(car=3)
    clear_car(s, 4, keep=[3])
    place(s, car=4, passengers=["happy"] * 5 + ["calm"])
    keys = set(vars(s.inv[0]))
    n = len(s.log)
    s.apply(MoveTo(4, "calm"))
    moved = [e for e in s.log[n:] if e.msg.id.startswith("{player} moves from car")]
    assert [(e.msg.params["frm"], e.msg.params["to"]) for e in moved] == [(3, 4)]
    assert s.inv[0].car == 4 and set(vars(s.inv[0])) == keys and Passenger(3, "calm") in s.passengers


def test_passengers_moving_back_are_taken_from_the_front_so_a_full_car_stays_full():
    """Passengers moved by the game go one at a time from the front: a Calm passenger in car 3 finds car 4 full
    and stays, although the Angry passenger of car 4 moves on to car 5 after it."""
    s = train({3: ["calm"]}, car=2)
    clear_car(s, 4, keep=[2, 3])
    place(s, car=4, passengers=["angry"] + ["happy"] * 5)
    passengers.move_all(s, {"do": "move_passengers", "from": ["angry", "calm"], "dir": "back"}, None, "x", [])
    assert Passenger(3, "calm") in s.passengers and Passenger(5, "angry") in s.passengers and Passenger(4, "angry") not in s.passengers


def test_only_the_passengers_that_could_not_move_are_counted_in_the_log():
    """When every passenger named moves, no "cannot move" line is logged; when one of three is blocked (off the
    train), the line counts that one."""
    s = train({2: ["angry"], 4: ["angry"]})
    ev = []
    passengers.move_all(s, {"do": "move_passengers", "from": ["angry"], "dir": "back"}, None, "x", ev)
    assert sorted(s.passengers, key=lambda q: (q.car, q.status)) == [Passenger(3, "angry"), Passenger(5, "angry")]
    assert not any("cannot move" in e.msg.id for e in ev)
    s = train({2: ["angry"], 4: ["angry"], 6: ["angry"]})
    ev = []
    passengers.move_all(s, {"do": "move_passengers", "from": ["angry"], "dir": "back"}, None, "x", ev)
    assert [e.msg.params["n"] for e in ev if "cannot move" in e.msg.id] == [1]


def test_the_illness_outcomes_are_logged_under_the_pestilence_section():
    """Pestilence: a harmful change to an Ill passenger kills them instead, and a healing change only takes the
    Illness marker off; both outcomes are logged under the ritual's section (the death itself under the
    effect's)."""
    s = train({3: ["calm", "wounded"]}, ritual="pestilence")
    s.ill = [s.passengers.index(Passenger(3, "calm")), s.passengers.index(Passenger(3, "wounded"))]
    rebase(s)
    ev = []
    passengers.set_status(s, 3, "calm", "panicked", "x", ev)
    assert [e.rule for e in ev] == ["pestilence", "x"] and Passenger(3, "dead") in s.passengers
    ev = []
    passengers.set_status(s, 3, "wounded", "calm", "x", ev)
    assert [e.rule for e in ev] == ["pestilence"] and Passenger(3, "wounded") in s.passengers and len(s.ill) == 0


def test_a_game_change_anywhere_reaches_the_last_car():
    """A status change the game makes anywhere on the train runs over every car, car 6 (the last) included: the
    only calm passenger, in car 6, panics."""
    s = train({6: ["calm"]})
    passengers.game_status(s, {"do": "status", "from": ["calm"], "to": "panicked", "where": "any"}, None, "x", [])
    assert s.passengers == [Passenger(6, "panicked")]


def test_a_suspect_moving_back_may_enter_the_last_car():
    """Suspects moved towards the back go one car on, and car 6, the last car, is a car they may enter: the
    suspect in car 5 moves to car 6 (and the log says so)."""
    s = train()
    i = next(k for k, x in enumerate(s.suspects) if x.car == 5)
    ev = []
    passengers.move_suspects(s, {"do": "move_suspects", "dir": "back"}, 5, "x", ev)
    assert s.suspects[i].car == 6
    assert [(e.msg.params["frm"], e.msg.params["to"]) for e in ev] == [(5, 6)]


def test_an_ill_passenger_gathered_or_sent_is_offered_as_ill():
    """Pestilence: an Ill passenger's die carries its Illness marker wherever it goes, so a gather or a send
    offers it as Ill (a different choice from a healthy die of the same face)."""
    s = train({3: ["calm"], 4: ["calm"]}, ritual="pestilence")
    s.ill = [s.passengers.index(Passenger(4, "calm"))]
    rebase(s)
    e = {"do": "gather", "from": "adjacent", "what": ["passenger"]}
    assert passengers.gather_options(s, e, 3, 0) == [Relocate.of("passenger", "calm", 4, 3, True)]
    e = {"do": "send", "to": "adjacent", "what": ["passenger"]}
    assert set(passengers.send_options(s, e, 4, 0, None)) == {Relocate.of("passenger", "calm", 4, 3, True),
                                                              Relocate.of("passenger", "calm", 4, 5, True)}
