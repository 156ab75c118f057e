"""Station D rules that mutation testing found unpinned (issue 21): reopening the closed station and closing
another are Station D log lines of the player, in that order."""
from rulebook.fracht_express.actions import CloseStation

from test_station_d import closing


def test_reopening_and_closing_are_logged_in_order():
    """Station D: closing a station while another is closed first reopens that one (its card to the discard
    pile), then closes the new one; both are Station D lines of the player who closes."""
    s = closing(table=[(4, 6, "D03", 0)], closed="H")
    ev = s.apply(CloseStation("D05", "C", 0))
    assert [(e.rule, e.player) for e in ev] == [("station_d", 0), ("station_d", 0)]
    assert ev[0].text == "Station H is open again; 1 card lying on it goes to the discard pile."
    assert "lays D05 on Station C" in ev[1].text
