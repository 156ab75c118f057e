"""Rules of the section "station_d": closing a station with a card from the hand -- only a station a track
leads into and no locomotive stands in, one at a time, reopening the closed one (its cards to the discard
pile) unless a locomotive stands on it."""
from rulebook.fracht_express.actions import CloseStation, EndTurn, UseSpecial

from fe_helpers import arrival

C_LINK = [(5, 0, "D02", 1)]   # Station C is on (4, 0): a straight card east of it leads into it (and on to D)


def closing(**kw):
    s = arrival("D", hand=kw.pop("hand", ["D05"]), table=C_LINK + kw.pop("table", []), **kw)
    s.apply(UseSpecial())
    return s


def test_close_a_joined_station():
    s = closing()
    assert s.legal_actions() == [CloseStation("D05", "C", 0), CloseStation("D05", "C", 1)]
    s.apply(CloseStation("D05", "C", 1))
    g = s.network()
    assert s.closed == "C" and ("S", "C") not in g and [4, 0, "D05", 1] in s.table
    # the closing card's tracks are part of the rail system
    assert g.has_edge(("T", 5, 0, 0, 3), ("T", 4, 0, 0, 0))
    assert s.check_invariants() == [] and not s.stack


def test_close_refusals(refused):
    s = closing(hand=["D05", "D46"])
    with refused(s, "station_d", "never closed"):
        s.apply(CloseStation("D05", "A", 0))
    with refused(s, "station_d", "not joined to the rail system"):
        s.apply(CloseStation("D05", "B", 0))
    with refused(s, "station_d", "a locomotive stands in station d"):
        s.apply(CloseStation("D05", "D", 0))
    with refused(s, "crossings", "never covers"):
        s.apply(CloseStation("D46", "C", 0))
    with refused(s, "station_d", "no station z"):
        s.apply(CloseStation("D05", "Z", 0))
    with refused(s, "station_d", "smaller turn"):
        s.apply(CloseStation("D05", "C", 2))
    with refused(s, "station_d", "0 to 3"):
        s.apply(CloseStation("D05", "C", 4))
    with refused(s, "station_d", "not in your hand"):
        s.apply(CloseStation("D07", "C", 0))
    with refused(s, "station_d", "first close a station"):
        s.apply(EndTurn())


def test_no_closing_with_a_locomotive_inside(refused):
    f_link = [(7, 2, "D07", 0)]       # a north-south card leading into Station F (7, 3)
    s = closing(pos={1: "C"}, table=f_link)
    assert {a.station for a in s.legal_actions()} == {"F"}
    with refused(s, "station_d", "a locomotive stands in station c"):
        s.apply(CloseStation("D05", "C", 0))
    t = arrival("D", hand=["D05"], table=C_LINK, pos={1: "C"})
    assert not t.stack        # nothing could be closed: the special action is not offered


def test_closing_another_reopens_the_closed_one():
    s = closing(table=[(4, 6, "D03", 0)], closed="H")
    assert ("S", "H") not in s.network()
    s.apply(CloseStation("D05", "C", 0))
    assert s.closed == "C" and "D03" in s.discard and not any(t[2] == "D03" for t in s.table)
    assert ("S", "H") in s.network() and ("S", "C") not in s.network()


def test_no_reopening_under_a_locomotive():
    s = arrival("D", hand=["D05"], table=C_LINK + [(4, 6, "D03", 0)], closed="H", pos={1: (4, 6, 0, 1, 0)})
    assert not s.stack   # the special action cannot be used at all
    assert any("cannot use the special action of Station D" in e.text for e in s.log)


def test_already_closed(refused):
    s = closing(table=[(4, 6, "D03", 0), (4, 5, "D04", 0)], closed="H")
    with refused(s, "station_d", "closed already"):
        s.apply(CloseStation("D05", "H", 0))
