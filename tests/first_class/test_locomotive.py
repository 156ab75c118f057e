"""Rules of the section "locomotive": the locomotive moves away from Paris along the route; points
stations pay once on arrival or when passed, bonus stations pay in later scoring phases; route cards
lengthen the route; the locomotive stops at the end."""
import pytest

from rulebook.first_class.actions import CarryOut, ClaimBonus, CoinLocomotive, EndTurn, Forego, Skip
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario

COMP = load_components()
LOCO_1 = find_card(COMP, ("locomotive", 1), module="X", colour="green")
LOCO_2 = find_card(COMP, ("locomotive", 2), module="X", colour="green")
PRINTED = COMP.printed_route
POINTS_AT = next(i + 1 for i, st in enumerate(PRINTED) if st[0] == "points")
BONUS_AT = next(i + 1 for i, st in enumerate(PRINTED) if st[0] == "bonus")
ROUTES = sorted(c.id for c in COMP.cards.values() if c.type == "route" and c.module == "X" and c.colour == "green")


def carry(held, p0):
    s = scenario(players=3, seed=1, cur=0, held=held, p0=p0)
    events = s.apply(CarryOut())
    return s, events


def test_route_starts_in_paris_with_three_printed_stations():
    """Every board prints three stations after Paris; the locomotive starts in Paris (position 0),
    which is not a station; the first printed station is a bonus of 2 coins."""
    s = scenario(players=2, seed=1)
    for pl in s.players:
        assert pl.loco == 0 and len(pl.stations) == 3
    assert PRINTED[0] == ("bonus", (("coins", 2, 0),))


def test_each_arrow_is_one_station():
    """The locomotive moves one station per arrow."""
    s, _ = carry(LOCO_2, {})
    assert s.players[0].loco == 2


def test_points_station_pays_at_once_and_once_only():
    """Reaching a points station scores its points immediately; moving on does not score it again."""
    pts = PRINTED[POINTS_AT - 1][1]
    s, events = carry(LOCO_1, {"loco": POINTS_AT - 1})
    assert s.players[0].score == pts
    assert any(e.rule == "locomotive" and "scores" in e.text for e in events)
    s2 = scenario(players=3, seed=1, cur=0, held=LOCO_1, p0={"loco": POINTS_AT, "score": 0})
    s2.apply(CarryOut())
    assert s2.players[0].score == 0


def test_passing_a_points_station_also_pays():
    """Moving past a points station in one go still scores it."""
    pts = PRINTED[POINTS_AT - 1][1]
    s, _ = carry(LOCO_2, {"loco": POINTS_AT - 1, "route": []})
    assert s.players[0].loco == POINTS_AT + 1 and s.players[0].score == pts


def test_bonus_station_pays_nothing_now():
    """A bonus station reached on a turn gives nothing immediately; its bonus is claimable in scoring."""
    s, _ = carry(LOCO_1, {"loco": BONUS_AT - 1, "coins": 1})
    assert s.players[0].coins == [1, 0, 0] and s.players[0].score == 0
    assert ClaimBonus(BONUS_AT) not in s.legal_actions()
    later = scenario(players=3, seed=1, round=2, phase="scoring", start=0, p0={"loco": BONUS_AT})
    assert ClaimBonus(BONUS_AT) in later.legal_actions()


def test_locomotive_stops_at_the_end_of_the_route():
    """At the last station the locomotive stops; spare movement is lost."""
    s, events = carry(LOCO_2, {"loco": 2})
    assert s.players[0].loco == 3
    assert any(e.rule == "locomotive" and "lost" in e.text for e in events)


def test_no_coin_step_beyond_the_route(refused):
    """A column-2 coin cannot move the locomotive past the end of the route either."""
    s = scenario(players=3, seed=1, cur=0, p0={"loco": 3, "coins": [0, 1, 0]})
    with refused(s, "locomotive", "end of your route"):
        s.apply(CoinLocomotive())


def test_coin_moves_the_locomotive_one_station():
    """A column-2 coin moves the locomotive one station, scoring a points station reached."""
    s = scenario(players=3, seed=1, cur=0, p0={"loco": POINTS_AT - 1, "coins": [0, 1, 0]})
    s.apply(CoinLocomotive())
    assert s.players[0].loco == POINTS_AT and s.players[0].score == PRINTED[POINTS_AT - 1][1]


@pytest.mark.parametrize("card", ROUTES[:3])
def test_route_card_extends_the_route_beyond_the_printed_stations(card):
    """A carried-out route card joins the route after the printed stations (further from Paris)
    and stays out of the completed pile."""
    s, _ = carry(card, {"loco": 3})
    pl = s.players[0]
    assert pl.route == [card] and card not in pl.completed
    assert pl.stations == list(PRINTED) + list(COMP.cards[card].stations)
    assert 1 <= len(COMP.cards[card].stations) <= 4


def test_second_route_card_goes_beyond_the_first():
    """Each new route card is placed after the previous one."""
    first, second = ROUTES[0], ROUTES[1]
    s, _ = carry(second, {"route": [first]})
    pl = s.players[0]
    assert pl.route == [first, second]
    assert pl.stations == list(PRINTED) + list(COMP.cards[first].stations) + list(COMP.cards[second].stations)


def test_locomotive_can_travel_onto_a_new_route_card():
    """After a route card is added the locomotive can move on to its stations."""
    card = next(c for c in ROUTES if COMP.cards[c].stations[0][0] == "points")
    s, _ = carry(card, {"loco": 3, "coins": [0, 1, 0]})
    play(s, CoinLocomotive())
    assert s.players[0].loco == 4 and s.players[0].score == COMP.cards[card].stations[0][1]


def test_foregone_route_card_does_not_extend_the_route():
    """A foregone route card is just a completed card; the route stays as it was."""
    s = scenario(players=3, seed=1, cur=0, held=ROUTES[0])
    play(s, Forego(), Skip(), EndTurn())
    assert s.players[0].route == [] and len(s.players[0].stations) == 3
