"""Movement rules that mutation testing found unpinned (issue 21): leaving a station lifts the rapid
pick-up's delivery lock for good, and a hijacked drive never shoves a locomotive off the rails."""
from rulebook.fracht_express.actions import Deliver, EndTurn, Go, Hijack, Move, SkipSpecial, UseSpecial

from fe_helpers import arrival

# two straight cards north-south between Station F (7, 3) and Station I (7, 6): 4 + 4 ties + the station
F_TO_I = [(7, 5, "D05", 0), (7, 4, "D06", 0)]


def test_leaving_the_station_lifts_the_rapid_pick_up_lock_for_good():
    """A car for Station I taken by a rapid pick-up in I waits until the locomotive has left I. Once it has
    left -- even straight into another station -- the lock is gone: driving back into I later, the car is
    delivered there."""
    # D02 (for I, action number 3) is picked up like D09 turned over; D16 and D08 are worth 9 ties each
    s = arrival("I", players=2, hand=["D02", "D16", "D08"], top=["D09"], table=F_TO_I)
    s.apply(UseSpecial())
    assert s.players[0].attached == ["D02"] and s.no_deliver == ["D02"]
    s.apply(Move("D16"))
    s.apply(Go(7, 5, 0))                    # north out of I, nine steps: into Station F
    assert s.players[0].pos == ["S", "F"]
    assert s.no_deliver == []               # it left I on the way: lifted, though it stands in a station
    s.apply(SkipSpecial())
    s.apply(EndTurn())
    s.apply(EndTurn())                      # the other player passes
    s.apply(Move("D08"))                    # the only way out of F: back south into I
    assert s.players[0].pos == ["S", "I"]
    s.apply(SkipSpecial())
    assert Deliver("D02") in s.legal_actions()
    s.apply(Deliver("D02"))
    assert s.players[0].delivered == ["D02"]


ROW = [(2, -3, "D02", 1), (3, -3, "D03", 1), (4, -3, "D04", 1)]    # three straight cards, east-west


def test_a_hijacked_drive_never_shoves_a_locomotive_off_the_rails():
    """Hijack variant: nobody may be driven off the rails by a hijacked drive -- not the hijacked
    locomotive, and not one it would shove into an empty space. The drive stops behind it instead."""
    s = arrival("J", players=3, hijack="J", hand=["D05"], table=ROW,
                pos={1: (4, -3, 0, 1, 0), 2: (4, -3, 0, 0, 0)})     # seat 2 on the last tie before the gap
    s.apply(UseSpecial())
    ev = s.apply(Hijack("D05", 1))
    assert s.players[2].pos == ["T", 4, -3, 0, 0]
    assert s.players[1].pos == ["T", 4, -3, 0, 1]
    assert not any("off the end" in e.text for e in ev)
    assert not s.stack
