"""FrachtExpress labels in words that mutation testing found unpinned (issue 21): a drive's steps name the track
by the side it leaves and where it leads, from a station and from a card; a place of the rail network in words."""
from rulebook.fracht_express import actions as A, words
from rulebook.fracht_express.scenario import scenario

# Station A (4, 3) - D01 (5, 3) - D02 (6, 3) - Station F (7, 3): two straight cards, both turned to run west-east
ROAD = [(5, 3, "D01", 1), (6, 3, "D02", 1)]


def driving():
    """Seat 0 starts a drive out of Station A; under the "up to" reading every step is a decision."""
    st = scenario(2, 1, table=ROAD, hands={0: ["D12", "D08"]}, rulings={"move_distance": "up_to"})
    st.apply(A.Move("D12"))
    return st


def test_leaving_a_station_names_the_track_by_where_it_leads():
    """The first step of a drive out of a station: the track is named by the side it leaves the card and the
    station it leads to, not by its two ends."""
    st = driving()
    assert [words.describe_in(st, a).text() for a in st.legal_actions() if type(a) is A.Go] == [
        "Leave Station A by the track of D01 leaving east, towards Station F."]


def test_entering_the_next_card_names_the_side_it_leaves_and_where_it_leads():
    """Driving from one card onto the next (entered from the west): the next card's track leaves east and leads
    on to Station F -- ahead of the locomotive, not back to Station A behind it."""
    st = driving()
    for _ in range(4):                                  # out of the station and along D01
        st.apply(next(a for a in st.legal_actions() if type(a) is A.Go))
    assert [words.describe_in(st, a).text() for a in st.legal_actions() if type(a) is A.Go] == [
        "Drive on onto the track of D02 leaving east, towards Station F."]


def test_a_place_of_the_rail_network_in_words():
    """A node of the rail network read out: a station by its letter, a tie by the track of the card it lies on,
    anything else as an empty space said by its neighbour."""
    st = scenario(2, 1, table=ROAD)
    assert words.node(st, ("S", "F")).text() == "Station F"
    assert words.node(st, ["T", 6, 3, 0, 1]).text() == "the west–east track of D02"
    assert words.node(st, ("T", 5, 3, 0, 2)).text() == "the west–east track of D01"
    assert words.node(st, ("E", 5, 2)).text() == "the empty space north of D01"


def test_a_shove_at_a_switch_names_each_way_the_other_locomotive_may_go():
    """Ramming at a switch: the driver's choices name the track the shoved locomotive takes, by the side it
    leaves the card and where it leads (a station, or off the rails)."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D24", 3)], hands={0: ["D05"]}, pos={1: (5, 3, 0, 0, 0)})
    s.apply(A.Move("D05"))
    assert [words.describe_in(s, a).text() for a in s.legal_actions()] == [
        "Shove the other locomotive onto the track of D24 leaving east, towards Station F.",
        "Shove the other locomotive onto the track of D24 leaving north, towards the edge of the rail system "
        "(derailing)."]


def test_a_flight_names_the_track_it_lands_on():
    """Station B: a flight is labelled with the card discarded and the track of the card it lands on, by its
    ends."""
    from test_station_b import flying
    f = flying()
    assert [words.describe_in(f, a).text() for a in f.legal_actions() if type(a) is A.Fly] == [
        "Fly with a flight ticket and D04 to the west–east track of D03."]


def test_a_space_touching_nothing_is_placed_by_the_nearest_station_in_steps():
    """A space with no neighbour is said by the nearest station or card, counting steps along rows and columns:
    so many spaces north or south first, then east or west ("one space" for a single step)."""
    import rulebook
    st = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)     # the ten stations, no card yet
    assert words.place(st, 4, -2).text() == "2 spaces north of Station C"                   # C on (4, 0)
    assert words.place(st, 4, 8).text() == "2 spaces south of Station H"                    # H on (4, 6)
    assert words.place(st, 12, 2).text() == "one space north and 2 spaces east of Station J"  # J on (10, 3)
    assert words.place(st, -1, 1).text() == "one space south and 2 spaces west of Station B"  # B on (1, 0)


def test_an_action_whose_card_is_not_in_the_set_is_said_without_the_table():
    """An action naming a card this game's set does not have cannot belong to the board in view: its label is
    the one that needs no table (no track, no place), even where the board has a card to land on."""
    from test_station_b import flying
    f = flying()
    assert words.describe_in(f, A.Fly("X99", 5, -3, 0)).text() == "Fly with a flight ticket and X99."
    assert words.describe_in(f, A.Fly("D04", 5, -3, 0)).text() != "Fly with a flight ticket and D04."
