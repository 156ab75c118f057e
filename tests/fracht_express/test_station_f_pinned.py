"""Station F rules that mutation testing found unpinned (issue 21): the turned-over card, the delivery and the
given-up car are Station F log lines; the prompt says whether a car is delivered or given up; a car not
attached is refused for delivery under Station F."""
from rulebook.fracht_express.actions import Deliver, Discard, UseSpecial

from fe_helpers import arrival

TOP = ["D09"]            # action number 3


def test_a_rapid_delivery_is_logged_under_station_f():
    """Station F: the card turned over and the car delivered face down are Station F lines (the delivery's
    of the player)."""
    s = arrival("F", attached={0: ["D02", "D05"]}, top=TOP)
    ev = s.apply(UseSpecial())
    turned = next(e for e in ev if "turned over" in e.text)
    assert turned.rule == "station_f"
    assert (ev[-1].rule, ev[-1].player) == ("station_f", 0) and "by rapid delivery" in ev[-1].text


def test_choosing_which_car_to_deliver(refused):
    """Station F, several matching cars: the prompt asks for a car to deliver; a car not attached is refused
    under Station F."""
    s = arrival("F", attached={0: ["D02", "D11", "D05"]}, top=TOP)
    s.apply(UseSpecial())
    assert "to deliver" in s.prompt.text()
    with refused(s, "station_f", "not a car attached"):
        s.apply(Deliver("D07"))


def test_giving_up_a_car_is_prompted_and_logged():
    """Station F, no matching car: the prompt asks for a car to give up, and giving it up is a Station F line
    of the player naming the car."""
    s = arrival("F", attached={0: ["D05", "D06"]}, top=TOP)
    s.apply(UseSpecial())
    assert "give up" in s.prompt.text()
    ev = s.apply(Discard("D06"))
    assert (ev[-1].rule, ev[-1].player) == ("station_f", 0) and "gives up the car D06" in ev[-1].text
