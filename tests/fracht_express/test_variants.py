"""Rules of the section "variants": the Hijack station action (option ``hijack``) -- discard a card and drive
another player's locomotive, standing on a distance card, as many ties as its action number, never off the
rails; the dealt-stations layout is covered in ``test_properties``."""
from rulebook.fracht_express.actions import DropCar, EndTurn, Go, Hijack, UseSpecial

from fe_helpers import arrival

ROW = [(2, -3, "D02", 1), (3, -3, "D03", 1), (4, -3, "D04", 1)]    # three straight cards, east-west


def hijacking(**kw):
    s = arrival("J", hijack="J", **kw)
    assert "hijack" in str(s.prompt)
    s.apply(UseSpecial())
    return s


def test_drive_another_locomotive(refused):
    s = hijacking(hand=["D05", "D06"], table=ROW, pos={1: (2, -3, 0, 2, 0)})     # D05: action 4, D06: action 2
    assert s.legal_actions() == [Hijack("D05", 1), Hijack("D06", 1)]            # seat 2 stands in Station A
    with refused(s, "variants", "not your own"):
        s.apply(Hijack("D05", 0))
    with refused(s, "variants", "player 3's locomotive stands in a station"):
        s.apply(Hijack("D05", 2))
    with refused(s, "variants", "no player 4"):
        s.apply(Hijack("D05", 3))
    with refused(s, "variants", "not in your hand"):
        s.apply(Hijack("D07", 1))
    with refused(s, "variants", "first choose a card"):
        s.apply(EndTurn())
    s.apply(Hijack("D05", 1))
    assert s.players[1].pos == ["T", 3, -3, 0, 2] and s.players[1].facing == 0
    assert s.discard[-1] == "D05" and not s.stack and s.current_player == 0


def test_never_off_the_rails():
    s = hijacking(hand=["D05"], table=ROW, pos={1: (4, -3, 0, 1, 0)})
    ev = s.apply(Hijack("D05", 1))
    assert s.players[1].pos == ["T", 4, -3, 0, 0]                # stops on the last tie before the empty space
    assert any(e.rule == "variants" and "off the rails" in e.text for e in ev)


def test_the_hijacker_chooses_at_switches():
    row = [(2, -3, "D02", 1), (3, -3, "D24", 3)]                  # D24 turned 3: west-east and west-north
    s = hijacking(hand=["D05"], table=row, pos={1: (2, -3, 0, 0, 0)})
    s.apply(Hijack("D05", 1))
    assert s.current_player == 0 and set(s.legal_actions()) == {Go(3, -3, 0), Go(3, -3, 1)}


def test_the_owner_takes_the_crossing_check():
    row = [(2, -3, "D02", 1), (3, -3, "D46", 0)]                  # a crossing east of the straight card
    s = hijacking(hand=["D03"], table=row, pos={1: (2, -3, 0, 1, 0)}, top=["D17"],   # D03: action 5; D17: 1
                  attached={1: ["D04", "D05", "D06"]})
    s.apply(Hijack("D03", 1))
    assert s.current_player == 1 and s.legal_actions() == [DropCar("D04"), DropCar("D05"), DropCar("D06")]
    s.apply(DropCar("D05"))
    s.apply(DropCar("D04"))
    assert s.players[1].attached == ["D06"] and s.current_player == 0


def test_a_hijacked_arrival_gives_no_special_action():
    s = hijacking(hand=["D09"], pos={1: (9, 3, 0, 2, 0)})        # seat 1 on the road into J; D09: action 3
    s.apply(Hijack("D09", 1))
    assert s.players[1].pos == ["S", "J"] and not s.stack and s.current_player == 0


def test_not_offered_with_nobody_on_the_tracks():
    s = arrival("J", hijack="J", hand=["D05"])
    assert not s.stack
