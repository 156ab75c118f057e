"""Movement rules that mutation testing found unpinned (issue 21): leaving a station lifts the rapid
pick-up's delivery lock for good, and a hijacked drive never shoves a locomotive off the rails."""
from rulebook.fracht_express.actions import (Deliver, DropCar, EndTurn, Extend, Go, Hijack, Move, SkipSpecial, Stop,
                                            UseSpecial)
from rulebook.fracht_express.scenario import scenario

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


EAST = [(5, 3, "D01", 1), (6, 3, "D02", 1)]  # two straight cards between A (4, 3) and F (7, 3)


def _lines(ev):
    return [(e.rule, e.player) for e in ev]


def test_an_action_number_equal_to_the_attached_cars_may_move():
    """The card discarded to move needs an action number at least the number of attached cars: equal is
    enough (two attached cars, action number 2), one less is not offered."""
    from fe_helpers import card
    two = card(action_min=2, action_max=2, not_in=("D01", "D02", "D10", "D11"))
    one = card(action_min=1, action_max=1, not_in=("D01", "D02", "D10", "D11", two))
    s = scenario(2, 1, table=EAST, hands={0: [two, one]}, attached={0: ["D10", "D11"]})
    moves = [a for a in s.legal_actions() if isinstance(a, Move)]
    assert moves == [Move(two)]


def test_a_card_not_in_the_hand_is_refused_by_the_move_rule(refused):
    """Only a card of the player's own hand may be discarded to move; refused under "move"."""
    s = scenario(2, 1, table=EAST, hands={0: ["D12"]})
    with refused(s, "move", "not in your hand"):
        s.apply(Move("D13"))


def test_a_drive_logs_the_discard_and_the_halt_as_the_drivers_move():
    """A drive's lines -- the card discarded with the ties it gives, and where the locomotive halts -- are the
    driver's, in the section "move"."""
    from fe_helpers import card
    c = card(value=3, not_in=("D01", "D02"))
    s = scenario(2, 1, table=EAST, hands={0: [c]})
    ev = s.apply(Move(c))
    assert _lines(ev) == [("move", 0), ("move", 0)]
    assert c in ev[0].text and "3" in ev[0].text and "D01" in ev[1].text


def test_entering_a_station_and_stopping_are_logged_as_the_drivers_move():
    """Entering a station ends the drive (logged, the driver's, section "move"); under move_distance='up_to'
    stopping early is logged the same way."""
    from fe_helpers import card
    c = card(value=9, not_in=("D01", "D02"))
    s = scenario(2, 1, table=EAST, hands={0: [c]})
    ev = s.apply(Move(c))
    assert _lines(ev) == [("move", 0), ("move", 0)] and "F" in ev[1].text
    s = scenario(2, 1, table=EAST, hands={0: [c]}, rulings={"move_distance": "up_to"})
    s.apply(Move(c))
    s.apply(Go(5, 3, 0))
    ev = s.apply(Stop())
    assert _lines(ev) == [("move", 0), ("move", 0)]


def test_the_end_of_the_track_stops_the_drive_and_is_logged():
    """A drive that runs into a card with no track at that edge stops there (the rest of its ties are lost),
    logged as the driver's move; the locomotive halts on the last tie."""
    c = "D12"   # value 5: to the east end of D01, then a north-south card with no track to the west
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D02", 0)], hands={0: [c]}, pos={0: (5, 3, 0, 2, 0)})
    ev = s.apply(Move(c))
    assert not s.stack and s.players[0].pos == ["T", 5, 3, 0, 0]
    assert _lines(ev) == [("move", 0), ("move", 0), ("move", 0)] and "end of the track" in ev[1].text


def test_the_step_off_the_rails_is_offered_as_the_empty_space():
    """Under move_distance='up_to' every step is a decision, the one off the end of the track too: it is offered
    as the empty space itself (track -1), and taking it derails the locomotive."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D12"]}, pos={0: (5, 3, 0, 1, 0)},
                 rulings={"move_distance": "up_to"})
    s.apply(Move("D12"))
    s.apply(Go(5, 3, 0))
    assert [a for a in s.legal_actions() if isinstance(a, Go)] == [Go(6, 3, -1)]
    ev = s.apply(Go(6, 3, -1))
    assert any(e.rule == "derail" for e in ev)


def test_an_action_number_equal_to_the_attached_cars_is_refused_only_for_want_of_track(refused):
    """A card whose action number equals the attached cars may move: if it is refused, the reason is the missing
    track, not the action number."""
    from fe_helpers import card
    two = card(action_min=2, action_max=2, not_in=("D10", "D11"))
    s = scenario(2, 1, hands={0: [two]}, attached={0: ["D10", "D11"]})
    with refused(s, "move", "no track"):
        s.apply(Move(two))


def test_a_ram_and_a_shove_that_cannot_go_on_are_logged_as_the_drivers_ramming():
    """Meeting another locomotive is logged as the driver's, in the section "ramming": the ram itself, and --
    when the shoved locomotive may not be pushed off the rails (ruling push_derail=False) -- the stop."""
    from fe_helpers import card
    c = card(value=3, not_in=("D01", "D02"))
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D02", 1)], hands={0: [c]}, pos={1: (5, 3, 0, 2, 1)})
    ev = s.apply(Move(c))
    rams = [e for e in ev if "rams" in e.text]
    assert rams and all((e.rule, e.player) == ("ramming", 0) for e in rams)
    c = card(value=2, not_in=("D01",))
    t = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: [c], 1: ["D05"]}, pos={0: (5, 3, 0, 1, 0), 1: (5, 3, 0, 0, 0)},
                 rulings={"push_derail": False})
    ev = t.apply(Move(c))
    stops = [e for e in ev if "cannot shove" in e.text]
    assert stops and all((e.rule, e.player) == ("ramming", 0) for e in stops)


def test_the_rapid_pick_up_lock_is_lifted_by_the_very_step_out_of_the_station():
    """The delivery lock of a car taken by a rapid pick-up lasts only while the locomotive is in that station:
    the first step out of it lifts the lock, even when the drive stops on the first tie."""
    s = scenario(2, 1, table=F_TO_I, hands={0: ["D16"]}, attached={0: ["D02"]}, pos={0: "I"},
                 rulings={"move_distance": "up_to"})
    s.no_deliver = ["D02"]
    s.apply(Move("D16"))
    s.apply(Go(7, 5, 0))
    assert s.players[0].pos[0] == "T" and s.no_deliver == []


def test_a_derailed_locomotive_gets_no_special_action_in_the_station_it_is_sent_to():
    """Advanced game: a locomotive driven off the rails is put back in a station, but that is no arrival -- the
    drive is over and the station's special action is not offered."""
    from rulebook.fracht_express.actions import SkipSpecial as Skip
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D12", "D05"]}, pos={0: (5, 3, 0, 1, 0)},
                 advanced=True)
    ev = s.apply(Move("D12"))
    assert any(e.rule == "derail" for e in ev)
    assert s.players[0].pos[0] == "S" and not s.stack
    assert UseSpecial() not in s.legal_actions() and Skip() not in s.legal_actions()


def test_a_ram_at_a_switch_is_chosen_step_by_step_under_up_to():
    """Ruling move_distance='up_to' (every step a decision): driving step by step into a locomotive standing
    just before a switch, the driver still chooses the way it is shoved, and it stops just past the switch."""
    from fe_helpers import card

    from rulebook.fracht_express.actions import PushTo
    c = card(value=6, not_in=("D01", "D24"))
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D24", 3)], hands={0: [c]}, pos={1: (5, 3, 0, 0, 0)},
                 rulings={"move_distance": "up_to"})
    s.apply(Move(c))
    for _ in range(6):
        pushes = [a for a in s.legal_actions() if isinstance(a, PushTo)]
        if pushes:
            break
        s.apply(next(a for a in s.legal_actions() if isinstance(a, Go)))
    assert set(pushes) == {PushTo(6, 3, 0), PushTo(6, 3, 1)}
    s.apply(PushTo(6, 3, 1))
    assert s.players[1].pos == ["T", 6, 3, 1, 0]


def test_a_hijacked_drive_stopped_before_the_end_of_the_rails_is_the_hijacked_players_line():
    """Hijack variant: a hijacked drive whose only way on runs off the rails stops there, with a line of
    section "variants" that is the hijacked locomotive's owner's (player 2), not the hijacker's; the drive
    ends on the last tie."""
    s = arrival("J", players=2, hijack="J", hand=["D05"], table=ROW, pos={1: (4, -3, 0, 2, 0)})
    s.apply(UseSpecial())
    ev = s.apply(Hijack("D05", 1))          # action number 4: two ties, then only the empty space
    assert s.players[1].pos == ["T", 4, -3, 0, 0]
    [line] = [e for e in ev if e.rule == "variants" and "off the rails" in e.text]
    assert line.player == 1 and line.msg.params["player"].n == 1
    assert not s.stack


def test_a_hijacked_drive_at_a_dead_end_stops_as_any_drive():
    """Hijack variant: where the track simply ends against a card with no track on that edge (no way on at
    all, not even off the rails), the hijacked drive stops like any drive: a line of section "move", the
    owner's -- not the hijack's "may not be driven off the rails"."""
    s = arrival("J", players=2, hijack="J", hand=["D05"], table=ROW + [(5, -3, "D06", 0)],
                pos={1: (4, -3, 0, 2, 0)})
    s.apply(UseSpecial())
    ev = s.apply(Hijack("D05", 1))
    assert s.players[1].pos == ["T", 4, -3, 0, 0]
    assert not [e for e in ev if e.rule == "variants" and "off the rails" in e.text]
    [line] = [e for e in ev if e.rule == "move" and "end of the track" in e.text]
    assert line.player == 1


def test_a_locomotive_leaves_a_station_by_a_curve_whose_far_edge_has_no_track():
    """A locomotive in a station may leave whenever a card on a neighbouring space has a track end on the edge
    that faces the station -- whatever that card's other edges hold. A curve east of Station A running from its
    west edge to its north edge, or one south of A running from its north edge to its east edge, is a way out
    (the card discarded to move is offered); the same curve turned away from the station is none."""
    from rulebook.fracht_express.move import leaves_station
    for table, way_out in (([(5, 3, "D13", 3)], True),    # east of A: west edge -- north edge
                           ([(4, 4, "D13", 0)], True),    # south of A: north edge -- east edge
                           ([(5, 3, "D13", 1)], False)):  # east of A: east edge -- south edge, nothing faces A
        s = scenario(2, 1, table=table, hands={0: ["D12"]})
        assert s.players[0].pos == ["S", "A"]
        assert (Move("D12") in s.legal_actions()) is way_out, table
        assert leaves_station(s, "A") is way_out is bool(s.net.ahead(("S", "A"), None)), table


def test_a_closed_station_has_no_way_out():
    """A station with a card laid on it (closed) is no node of the rail system: no track leads out of it, even
    with a track running up to its space -- the table-read shortcut says so too."""
    from rulebook.fracht_express.move import leaves_station
    s = scenario(2, 1, table=[(6, 3, "D01", 1), (7, 3, "D02", 1)], closed="F")   # D02 lies on Station F
    assert not leaves_station(s, "F") and s.net.ahead(("S", "F"), None) == []


def test_listing_the_moves_of_a_locomotive_in_a_station_does_not_read_the_network():
    """Engine contract (``state.net``): whether a locomotive in a station can leave is read from the table, so a
    turn that starts in a station does not bring the rail system up to date -- a card laid since it was last
    read stays noted, unapplied, after the legal actions are listed (the Move is offered all the same)."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D12", "D02"]})
    assert s.net is not None                    # built and up to date
    s.apply(Extend("D02", 6, 3, 1))
    assert s.players[0].pos == ["S", "A"] and s._net_todo
    assert Move("D12") in s.legal_actions()
    assert s._net_todo == [((6, 3), ("D02", 1))]


def test_listing_the_moves_of_a_locomotive_on_a_tie_does_not_read_the_network():
    """Engine contract (``state.net``): whether a locomotive on a tie can go on is read from the table too. On
    the last tie of a straight track facing its end, it can while the space ahead is empty (a derail is a step)
    or holds a card with a track end on the shared edge, and cannot when the card there has none; listing the
    moves leaves the cards laid since the network was last read noted, unapplied."""
    from rulebook.fracht_express.move import leaves_tie
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D12", "D02", "D13"]})
    end = ("T", 5, 3, 0, 0)   # D01 turned once runs east to west: its tie 0, facing 0, is at the east edge
    assert [n[0] for n, _ in s.net.ahead(end, 0)] == ["E"]
    s.players[0].pos, s.players[0].facing = list(end), 0
    s._cache = None
    assert leaves_tie(s, list(end), 0) and Move("D12") in s.legal_actions()
    s.apply(Extend("D13", 6, 3, 1))           # a curve east of it, from its east edge to its south edge
    assert s._net_todo and not leaves_tie(s, list(end), 0)
    assert Move("D12") not in s.legal_actions() and s._net_todo == [((6, 3), ("D13", 1))]
    assert s.net.ahead(end, 0) == [] and not s._net_todo


def test_a_drive_that_runs_off_the_rails_after_giving_up_cars_ends_there():
    """A drive goes on after the cars demanded at a crossing's centre are given up; if it then runs off the
    rails, the drive is over: the locomotive is back in Station A and no step of it is left to choose."""
    X = "D46"   # a crossing east of Station A; east of it the rails end
    s = scenario(2, 1, table=[(5, 3, X, 0)], hands={0: ["D16"]}, attached={0: ["D10", "D11", "D12"]},
                 draws=["D15"])                  # D16: 9 ties; D15 turned over at the centre: action number 1
    s.apply(Move("D16"))
    assert s.stack[-1].KIND == "drop"
    s.apply(DropCar("D11"))
    ev = s.apply(DropCar("D10"))
    assert any(e.rule == "derail" for e in ev)
    assert s.players[0].pos == ["S", "A"] and not s.stack
    assert not [a for a in s.legal_actions() if isinstance(a, (Go, Stop))]


def test_a_drive_waiting_for_its_first_choice_can_be_copied():
    """A drive that waits for the driver's choice before its first step (two tracks lead out of the station) is
    part of the position: a copy offers the same ways on, and driving on in the copy leaves the original still
    waiting."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (4, 4, "D02", 0)], hands={0: ["D17"]})   # east and south of A; 2 ties
    s.apply(Move("D17"))
    ways = [a for a in s.legal_actions() if isinstance(a, Go)]
    assert len(ways) == 2 and s.stack[-1].KIND == "move" and s.players[0].pos == ["S", "A"]
    t = s.copy()
    assert [a for a in t.legal_actions() if isinstance(a, Go)] == ways
    t.apply(ways[0])
    assert t.players[0].pos[0] == "T" and s.players[0].pos == ["S", "A"]
    assert [a for a in s.legal_actions() if isinstance(a, Go)] == ways
