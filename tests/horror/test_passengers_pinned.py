"""Passenger rules pinned for issue 21: which cars gathering and sending reach (the last car is a car like the
others; ``from``/``to`` left out mean any car and the adjacent cars), which cars a game's change "in the cars
with open curtains" acts in, and the log line of an investigator's move. Positions are built by hand: an empty
train and only the passengers a rule needs."""
from rulebook.horror import passengers
from rulebook.horror.actions import Relocate
from rulebook.horror.scenario import scenario


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
    assert sorted(s.passengers) == [[0, "calm"], [2, "calm"], [4, "panicked"], [5, "calm"]]


def test_an_investigators_move_is_logged_with_the_car_left_and_the_car_entered():
    """Gathering or sending an investigator logs their move from the car they stood in to the new car."""
    s = scenario(players=2, seed=5, investigators=["doctor", "detective"], empty_train=True,
                 inv={0: {"car": 3}, 1: {"car": 5}})
    ev = []
    passengers.relocate(s, Relocate.of("investigator", "1", 5, 3), "x", ev)
    assert s.inv[1]["car"] == 3
    assert [(e.msg.params["frm"], e.msg.params["to"], e.player) for e in ev] == [(5, 3, 1)]

