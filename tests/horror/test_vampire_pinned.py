"""The vampire: rules mutation testing found unpinned (issue 21).

The vampire preys with the table of the leftmost Vampire Strength tile still on the board; blood (a victim
Wounded or killed) takes that tile away; it then moves to the nearest car with a living passenger, or stays.
Every line of its turn is logged under the vampire section."""
from rulebook.horror import vampire
from rulebook.horror.scenario import scenario
from rulebook.horror.records import Passenger


def position(passengers, at, closed=True, **fields):
    """Only the given passengers ({car: [statuses]}) on the train, the vampire by car ``at``."""
    s = scenario(players=1, seed=5, investigators=["doctor"], empty_train=True, passengers=passengers,
                 fields=dict(fields, vampire=at))
    s.curtains[at] = "closed" if closed else "open"
    return s


def test_the_table_in_force_is_the_leftmost_strength_tile_still_on_the_board():
    """With tiles 2 to 8 left, tile 2's closed-curtains row is used: it has no entry for Happy passengers,
    so a Happy passenger alone in the car is safe, although tile 3 (the next one) would wound them."""
    row = ["v2", "v3", "v4", "v5", "v6", "v7", "v8"]
    s = position({3: ["happy"]}, 3, vampire_strength=row)
    assert s.comp.table["vampire_board"]["tiles"]["v3"]["closed"].get("happy") == "wounded"
    assert vampire.victim(s) is None
    vampire.prey(s, [])
    assert s.passengers == [Passenger(3, "happy")] and s.vampire_strength == row


def test_blood_takes_the_leftmost_tile_and_says_so_under_the_vampire_section():
    """Tile 1, closed curtains: a Calm passenger is Wounded -- blood, so tile 1 leaves the board; the line
    saying so belongs to the vampire section."""
    s = position({3: ["calm"]}, 3)
    ev = []
    vampire.prey(s, ev)
    assert s.passengers == [Passenger(3, "wounded")] and s.vampire_strength[0] == "v2"
    blood = [e for e in ev if "strength tile" in e.text]
    assert len(blood) == 1 and blood[0].rule == "vampire"


def test_the_vampire_moves_and_the_move_is_logged_under_its_section():
    """Arrow to the front from car 4: the nearest car that way with a living passenger is car 2."""
    s = position({2: ["calm"], 6: ["calm"]}, 4)
    ev = []
    vampire.move(s, "front", ev)
    assert s.vampire == 2
    assert [e.rule for e in ev] == ["vampire"]


def test_with_no_living_passenger_elsewhere_the_vampire_stays():
    """Only a dead passenger elsewhere (and the Locomotive never counts): the vampire stays where it is, and
    the log says so under the vampire section."""
    s = position({0: ["calm"], 4: ["calm"]}, 4)
    s.passengers.append(Passenger(2, "dead"))
    ev = []
    vampire.move(s, "back", ev)
    assert s.vampire == 4
    assert len(ev) == 1 and ev[0].rule == "vampire" and "stays" in ev[0].text
