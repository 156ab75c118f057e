"""The passenger primitives of the effect language (issue 21): when ``status``, ``gather``, ``send`` and
``move_passengers`` can change something (the compiled checks of ``passenger_steps``, asked through
``effects.can`` and compared with the plain reading, ``effects.can_slow``), and which cars a game effect with a
``where`` acts in. Each test builds a small train by hand: an empty train, a few passengers, the investigators
placed where the rule needs them."""
from rulebook.horror import effects, passengers
from rulebook.horror.scenario import clear_car, place, rebase, scenario
from rulebook.horror.records import Passenger, records_of


def train(passengers=None, inv=None, players=1, clear=()):
    """An empty train with only the given passengers ({car: [statuses]}); seat 0 (the Doctor) in car 3 unless
    ``inv`` says otherwise; the cars in ``clear`` emptied of suspects."""
    inv = inv or {0: {"car": 3}}
    names = ["doctor", "detective", "professor", "journalist"][:players]
    passengers = passengers or {}
    living = {car: [x for x in q if x != "dead"] for car, q in passengers.items()}
    s = scenario(players=players, seed=5, investigators=names, empty_train=True, passengers=living,
                 inv=inv, clear=list(clear))
    dead = [[car, "dead"] for car, q in passengers.items() for x in q if x == "dead"]
    if dead:   # a dead passenger lies under a coffin taken from the pool
        s.passengers = sorted(s.passengers + records_of("passengers", dead), key=lambda q: (q.car, q.status))
        s.coffins -= len(dead)
        rebase(s)
    return s


def can(s, e, c=None):
    """``effects.can`` for seat 0 (a player's effect); checked against the reading, which lists the options."""
    c = c or effects.ctx(0, "x")
    got = effects.can(s, e, c)
    assert got == effects.can_slow(s, e, c), (e, got)
    return got


def settle(s, e, c):
    ev = []
    effects.push(s, e, c)
    effects.settle(s, ev)
    return ev


# ---------------------------------------------------------------- gather: which cars are in reach
def test_gather_from_adjacent_cars_reaches_the_car_in_front_and_the_car_behind_only():
    """Gather from the adjacent cars: a passenger one car toward the Locomotive (or one car back) can be
    gathered, one two cars away cannot."""
    e = {"do": "gather", "from": "adjacent", "what": ["passenger"]}
    assert can(train({2: ["calm"]}), e) is True
    assert can(train({4: ["calm"]}), e) is True
    assert can(train({1: ["calm"]}), e) is False
    assert can(train({5: ["calm"]}), e) is False


def test_gather_from_any_car_reaches_the_whole_train_but_never_the_own_car():
    """Gather from any car: a passenger anywhere else on the train can be brought in; one already in the car
    cannot be gathered into it (nothing would change), nor can a dead passenger (a coffin stays put)."""
    e = {"do": "gather", "from": "any", "what": ["passenger"]}
    assert can(train({6: ["angry"]}), e) is True
    assert can(train({3: ["calm", "happy"]}), e) is False
    assert can(train({3: ["calm"], 5: ["dead"]}), e) is False


def test_gather_of_an_investigator_takes_another_investigator_from_another_car():
    """Gather may bring another investigator into the car: the other seat standing elsewhere can be gathered,
    the other seat already in the car cannot, and the acting investigator never gathers themself."""
    e = {"do": "gather", "from": "any", "what": ["investigator"]}
    assert can(train(players=2, inv={0: {"car": 3}, 1: {"car": 5}}), e) is True
    assert can(train(players=2, inv={0: {"car": 3}, 1: {"car": 3}}), e) is False
    assert can(train(players=1), e) is False


def test_gather_of_a_suspect_takes_one_from_another_car():
    """Gather may bring a suspect: with the suspects all in other cars one can be gathered."""
    e = {"do": "gather", "from": "any", "what": ["suspect"]}
    s = train(clear=[3])
    assert all(x.car != 3 for x in s.suspects)
    assert can(s, e) is True


# ---------------------------------------------------------------- send: who is in the car, where they may go
def test_send_takes_a_passenger_out_of_the_own_car_to_an_adjacent_car():
    """Send (to the adjacent cars, also when ``to`` is left out): a living passenger in the car can be sent
    into a neighbouring car with room."""
    assert can(train({3: ["calm"]}), {"do": "send", "to": "adjacent", "what": ["passenger"]}) is True
    assert can(train({3: ["calm"]}), {"do": "send", "what": ["passenger"]}) is True
    assert can(train({3: ["calm"]}), {"do": "send", "to": "any", "what": ["passenger"]}) is True


def test_send_only_moves_someone_from_the_own_car():
    """Sending takes someone out of the acting investigator's car: passengers elsewhere on the train cannot be
    sent, and a dead passenger in the car is under a coffin and stays."""
    e = {"do": "send", "to": "any", "what": ["passenger"]}
    assert can(train({5: ["calm"], 1: ["happy"]}), e) is False
    assert can(train({3: ["dead"], 5: ["calm"]}), e) is False


def test_send_of_an_investigator_moves_another_seat_in_the_car():
    """Send may move another investigator standing in the car (never the acting one)."""
    e = {"do": "send", "to": "adjacent", "what": ["investigator"]}
    assert can(train(players=2, inv={0: {"car": 3}, 1: {"car": 3}}), e) is True
    assert can(train(players=2, inv={0: {"car": 3}, 1: {"car": 4}}), e) is False


def test_send_with_a_range_that_reaches_no_other_car_sends_nobody():
    """A send whose ``to`` names neither the adjacent cars nor any car (the data files never write one; an
    effect built by hand may) reaches only the car itself, so nobody can be sent: the compiled check says no, as
    the reading's empty option list does, instead of failing."""
    e = {"do": "send", "to": "here", "what": ["passenger"]}
    assert can(train({3: ["calm"]}), e) is False


# ---------------------------------------------------------------- status: which cars the change reaches
def test_status_change_anywhere_reaches_a_passenger_in_another_car():
    """A status change with ``where: any`` can change a passenger of a fitting status in any car, not only in
    the investigator's car."""
    e = {"do": "status", "from": ["calm"], "to": "panicked", "where": "any"}
    assert can(train({5: ["calm"]}), e) is True
    assert can(train({5: ["happy"]}), e) is False


def test_status_change_in_adjacent_cars_reaches_one_car_either_way():
    """A status change with ``where: adjacent`` reaches the car in front and the car behind, not the own car
    and not two cars away."""
    e = {"do": "status", "from": ["calm"], "to": "panicked", "where": "adjacent"}
    assert can(train({2: ["calm"]}), e) is True
    assert can(train({4: ["calm"]}), e) is True
    assert can(train({3: ["calm"]}), e) is False
    assert can(train({1: ["calm"], 5: ["calm"]}), e) is False


def test_game_status_change_here_acts_in_the_investigators_car():
    """A status change caused by the game (``by: game``: a quest card's back, an event) with no car of its own
    acts in the car of the investigator it concerns, in the universal order, and nowhere else."""
    s = train({3: ["calm"], 4: ["calm"]})
    settle(s, {"do": "status", "from": ["calm"], "to": "panicked"}, effects.ctx(0, "x", by="game"))
    assert sorted(s.passengers, key=lambda q: (q.car, q.status)) == [Passenger(3, "panicked"), Passenger(4, "calm")]


# ---------------------------------------------------------------- game moves
def test_moving_every_passenger_is_possible_while_any_passenger_lives():
    """``move_passengers`` from any status can happen while a living passenger is on the train; with only
    coffins left nothing would move."""
    e = {"do": "move_passengers", "from": "any", "dir": "back", "where": "any"}
    assert can(train({2: ["calm"]}), e) is True
    assert can(train({2: ["dead"]}), e) is False
    assert can(train({2: ["dead"], 5: ["angry"]}), e) is True


def test_illness_without_a_where_falls_on_the_first_healthy_passenger_of_the_train():
    """Illness names no car by default: the marker goes on the first healthy passenger in the universal order
    counted from the Locomotive, even when the investigator's car has none."""
    s = train({5: ["calm"]})
    settle(s, {"do": "illness"}, effects.ctx(0, "x", by="game"))
    assert s.ill == [s.passengers.index(Passenger(5, "calm"))]


def test_moving_passengers_anywhere_moves_those_of_every_car():
    """``move_passengers`` with ``where: any`` moves the passengers of every car, not only those of the
    investigator's car."""
    s = train({3: ["angry"], 5: ["angry"]})
    settle(s, {"do": "move_passengers", "from": ["angry"], "dir": "back", "where": "any"},
           effects.ctx(0, "x", by="game"))
    assert sorted(s.passengers, key=lambda q: (q.car, q.status)) == [Passenger(4, "angry"), Passenger(6, "angry")]


def test_moving_suspects_here_moves_only_those_of_the_car():
    """``move_suspects`` without ``where: any`` acts in the car that counts as here only; with ``any`` every
    suspect moves one car the given way, those that cannot (off the train) stay."""
    s = train()
    before = [x.car for x in s.suspects]
    settle(s, {"do": "move_suspects", "dir": "front", "where": "here"}, effects.ctx(0, "x", by="game"))
    assert [x.car for x in s.suspects] == [k - 1 if k == 3 else k for k in before]
    s = train()
    settle(s, {"do": "move_suspects", "dir": "front", "where": "any"}, effects.ctx(0, "x", by="game"))
    assert [x.car for x in s.suspects] == [k - 1 for k in before]


# ---------------------------------------------------------------- the second, wider sample (80 mutants)
def full(s, car, keep=()):
    """Fill ``car`` to its capacity with Calm passengers (its suspects first go to another car, not one in
    ``keep``)."""
    clear_car(s, car, keep=keep)
    cap = s.comp.table["locomotive_capacity"] if car == 0 else s.comp.table["car_capacity"]
    others = sum(1 for x in s.inv if x.car == car)
    place(s, car=car, passengers=["calm"] * (cap - others))
    assert not passengers.room(s, car)
    return s


def test_a_status_change_to_the_face_a_passenger_already_shows_changes_nothing():
    """A status change whose target face is the face the passenger shows does nothing: turning Calm passengers
    Calm (from any face) cannot happen when the car holds only Calm passengers, and a change from Calm to Calm
    never can."""
    assert can(train({3: ["calm", "calm"]}), {"do": "status", "from": "any", "to": "calm"}) is False
    assert can(train({3: ["calm", "angry"]}), {"do": "status", "from": "any", "to": "calm"}) is True
    assert can(train({3: ["calm"]}), {"do": "status", "from": ["calm"], "to": "calm"}) is False


def test_gather_without_a_range_takes_from_any_car():
    """A gather that names no ``from`` reaches every car of the train (its default), as the option list does."""
    assert can(train({6: ["happy"]}), {"do": "gather", "what": ["passenger"]}) is True


def test_gather_of_a_suspect_from_the_adjacent_cars():
    """Gathering a suspect from the adjacent cars: the suspect one car away can be brought in, one standing
    further off cannot."""
    s = train(clear=[3])
    e = {"do": "gather", "from": "adjacent", "what": ["suspect"]}
    assert any(x.car in (2, 4) for x in s.suspects)
    assert can(s, e) is True
    s = train(inv={0: {"car": 0}}, clear=[1])   # the Locomotive: its one neighbour, car 1, emptied of suspects
    assert can(s, e) is False


def test_send_of_a_suspect_takes_one_standing_in_the_own_car():
    """Send may move a suspect standing in the car; with no suspect in the car (all of them elsewhere) no
    suspect can be sent."""
    e = {"do": "send", "to": "adjacent", "what": ["suspect"]}
    s = train()
    assert any(x.car == 3 for x in s.suspects)
    assert can(s, e) is True
    assert can(train(clear=[3]), e) is False


def test_send_from_the_last_car_goes_to_the_car_in_front():
    """From car 6 the only adjacent car is car 5: a passenger can be sent there while it has room, and not at
    all once it is full (no car behind the last one)."""
    e = {"do": "send", "to": "adjacent", "what": ["passenger"]}
    assert can(train({6: ["calm"]}, inv={0: {"car": 6}}), e) is True
    s = full(train({6: ["calm"]}, inv={0: {"car": 6}}), 5, keep=[6])
    assert can(s, e) is False


def test_an_anchor_send_moves_the_favor_giving_suspect_to_a_neighbouring_car_with_room():
    """The psychologist's favor sends the suspect whose favor it is (the anchor), wherever the investigator
    stands, into a neighbouring car with room: possible while one of the two cars next to the suspect has room,
    not when the only neighbour is full."""
    e = {"do": "send", "to": "adjacent", "what": ["anchor"]}
    s = train()
    conductor = next(i for i, x in enumerate(s.suspects) if x.car == 6)
    assert can(s, e, effects.ctx(0, "x", at=conductor)) is True
    assert can(full(s, 5, keep=[6]), e, effects.ctx(0, "x", at=conductor)) is False
    s = train()
    nurse = next(i for i, x in enumerate(s.suspects) if x.car == 5)
    full(s, 4, keep=[5, 6])
    assert can(s, e, effects.ctx(0, "x", at=nurse)) is True


def test_moving_passengers_of_given_statuses_needs_one_of_them():
    """``move_passengers`` naming statuses can happen only while a living passenger of one of them is on the
    train."""
    e = {"do": "move_passengers", "from": ["angry"], "dir": "back", "where": "any"}
    assert can(train({2: ["angry"]}), e) is True
    assert can(train({2: ["calm"]}), e) is False


def test_moving_suspects_without_a_where_acts_in_the_car_only():
    """``move_suspects`` without ``where`` acts in the car that counts as here (its default), as ``where: here``
    does."""
    s = train()
    before = [x.car for x in s.suspects]
    settle(s, {"do": "move_suspects", "dir": "front"}, effects.ctx(0, "x", by="game"))
    assert [x.car for x in s.suspects] == [k - 1 if k == 3 else k for k in before]
