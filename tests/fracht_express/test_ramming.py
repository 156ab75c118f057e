"""Rules of the section "ramming": a locomotive met on the tracks is shoved one tie ahead of the driver; at a
switch the driver chooses its way and it stops just past the switch; a shoved locomotive stops in a station."""
from fe_helpers import card

from rulebook.fracht_express.actions import Go, Move, PushTo
from rulebook.fracht_express.scenario import scenario

SWITCH = [(5, 3, "D01", 1), (6, 3, "D24", 3)]  # E-W straight, then W-E plus W-N: a switch after (5, 3)


def test_ram_through_a_switch():
    c = card(value=6, not_in=("D01", "D24"))
    s = scenario(2, 1, table=SWITCH, hands={0: [c]}, pos={1: (5, 3, 0, 0, 0)})
    s.apply(Move(c))
    # three ties, then the fourth step meets player 2 on the last tie before the switch: the driver picks its way
    assert set(s.legal_actions()) == {PushTo(6, 3, 0), PushTo(6, 3, 1)}
    s.apply(PushTo(6, 3, 1))
    assert s.players[1].pos == ["T", 6, 3, 1, 0]          # the first tie past the switch
    assert s.players[0].pos == ["T", 5, 3, 0, 0]
    s.apply(Go(6, 3, 0))                                   # the driver goes the other way; player 2 stays
    assert s.players[1].pos == ["T", 6, 3, 1, 0]
    assert s.players[0].pos == ["T", 6, 3, 0, 1] and not s.stack   # six ties in all


def test_shoved_locomotive_stays_one_tie_ahead():
    c = card(value=3, not_in=("D01", "D02"))
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D02", 1)], hands={0: [c]}, pos={1: (5, 3, 0, 2, 1)})
    s.apply(Move(c))
    assert s.players[0].pos == ["T", 5, 3, 0, 1]
    assert s.players[1].pos == ["T", 5, 3, 0, 0] and s.players[1].facing == 0


def test_shoved_into_a_station_stops_there():
    c = card(value=3, not_in=("D01", "D02"))
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D02", 1)], hands={0: [c]},
                 pos={0: (6, 3, 0, 1, 0), 1: (6, 3, 0, 0, 0)})
    s.apply(Move(c))
    assert s.players[1].pos == ["S", "F"]
    assert s.players[0].pos == ["S", "F"]   # the driver follows it in, and a station ends the drive


def test_shoved_off_the_end_derails_unless_ruled_out():
    c = card(value=2, not_in=("D01",))
    kw = dict(table=[(5, 3, "D01", 1)], hands={0: [c], 1: ["D05"]}, pos={0: (5, 3, 0, 1, 0), 1: (5, 3, 0, 0, 0)})
    s = scenario(2, 1, **kw)
    s.apply(Move(c))
    assert s.players[1].pos == ["S", "A"] and s.players[1].hand == []
    t = scenario(2, 1, rulings={"push_derail": False}, **kw)
    t.apply(Move(c))
    assert t.players[1].pos == ["T", 5, 3, 0, 0] and t.players[0].pos == ["T", 5, 3, 0, 1]
