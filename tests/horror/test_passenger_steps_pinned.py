"""The passenger primitives of the effect language (issue 21): when ``status``, ``gather``, ``send`` and
``move_passengers`` can change something (the compiled checks of ``passenger_steps``, asked through
``effects.can`` and compared with the plain reading, ``effects.can_slow``), and which cars a game effect with a
``where`` acts in. Each test builds a small train by hand: an empty train, a few passengers, the investigators
placed where the rule needs them."""
from rulebook.horror import effects
from rulebook.horror.scenario import rebase, scenario


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
        s.passengers = sorted(s.passengers + dead)
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
    assert all(x["car"] != 3 for x in s.suspects)
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
    assert sorted(s.passengers) == [[3, "panicked"], [4, "calm"]]


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
    assert s.ill == [s.passengers.index([5, "calm"])]


def test_moving_passengers_anywhere_moves_those_of_every_car():
    """``move_passengers`` with ``where: any`` moves the passengers of every car, not only those of the
    investigator's car."""
    s = train({3: ["angry"], 5: ["angry"]})
    settle(s, {"do": "move_passengers", "from": ["angry"], "dir": "back", "where": "any"},
           effects.ctx(0, "x", by="game"))
    assert sorted(s.passengers) == [[4, "angry"], [6, "angry"]]


def test_moving_suspects_here_moves_only_those_of_the_car():
    """``move_suspects`` without ``where: any`` acts in the car that counts as here only; with ``any`` every
    suspect moves one car the given way, those that cannot (off the train) stay."""
    s = train()
    before = [x["car"] for x in s.suspects]
    settle(s, {"do": "move_suspects", "dir": "front", "where": "here"}, effects.ctx(0, "x", by="game"))
    assert [x["car"] for x in s.suspects] == [k - 1 if k == 3 else k for k in before]
    s = train()
    settle(s, {"do": "move_suspects", "dir": "front", "where": "any"}, effects.ctx(0, "x", by="game"))
    assert [x["car"] for x in s.suspects] == [k - 1 for k in before]
