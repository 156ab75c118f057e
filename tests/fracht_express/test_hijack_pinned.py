"""Hijack rules that mutation testing found unpinned (issue 21): a locomotive whose only way on runs off the
rails cannot be hijacked (not offered, refused as having no way on, and with no other target the special action
is not offered at all); the hijack's log line is of section "variants"."""
from rulebook.fracht_express.actions import Go, Hijack, UseSpecial

from fe_helpers import arrival

ROW = [(2, -3, "D02", 1), (3, -3, "D03", 1), (4, -3, "D04", 1)]    # three straight cards, east-west
EDGE = (4, -3, 0, 0, 0)     # the last tie before the empty space east of the row, facing it
BEHIND = (4, -3, 0, 1, 0)   # the tie behind it, facing the same way


def test_a_locomotive_facing_only_the_end_of_the_rails_is_no_target():
    """Player 3's locomotive can only go on into an empty space: nobody else stands on a card, so the Hijack
    cannot be used -- the decision is not even offered, a line says it cannot be used now."""
    s = arrival("J", players=3, hijack="J", hand=["D05"], table=ROW, pos={2: EDGE})
    assert not s.stack
    assert UseSpecial() not in s.legal_actions()


def test_hijacking_a_locomotive_with_no_way_on_is_refused(refused):
    """Player 2 (behind) can be hijacked, player 3 (facing the gap) not: only player 2 is offered, and
    choosing player 3 is refused by section "variants" as having no way on that stays on the rails. The
    hijack itself is logged under "variants" as the hijacker's."""
    s = arrival("J", players=3, hijack="J", hand=["D05"], table=ROW, pos={1: BEHIND, 2: EDGE})
    s.apply(UseSpecial())
    assert s.legal_actions() == [Hijack("D05", 1)]
    with refused(s, "variants", "no way on"):
        s.apply(Hijack("D05", 2))
    ev = s.apply(Hijack("D05", 1))
    [line] = [e for e in ev if "drives" in e.text]
    assert line.rule == "variants" and line.player == 0 and line.msg.params["card"] == "D05"


def test_a_locomotive_in_a_station_is_no_target_even_with_a_way_out():
    """Only a locomotive standing on a distance card can be hijacked: player 3 waits in Station J, whose road
    leads out west, and is still not offered; player 2, on a card with track ahead, is."""
    row = [(2, -3, "D02", 1), (3, -3, "D03", 1)]
    s = arrival("J", players=3, hijack="J", hand=["D05"], table=row, pos={1: (2, -3, 0, 0, 0), 2: "J"})
    assert s.net.ahead(s.players[2].pos, s.players[2].facing)     # the station has a way out
    s.apply(UseSpecial())
    assert s.legal_actions() == [Hijack("D05", 1)]


def test_a_locomotive_facing_a_cards_trackless_side_has_no_way_on():
    """A target needs some way on that stays on the rails; a locomotive facing the side of a card that carries
    no track has no way on at all, so it is no target (here nobody is, and the special action is not offered)."""
    row = [(2, -3, "D02", 1), (3, -3, "D03", 0)]                   # D03 turned to run north-south
    s = arrival("J", players=3, hijack="J", hand=["D05"], table=row, pos={1: (2, -3, 0, 0, 0), 2: "J"})
    assert s.net.ahead(s.players[1].pos, s.players[1].facing) == []
    assert not s.stack
    assert UseSpecial() not in s.legal_actions()


def test_the_hijackers_discarded_card_leaves_their_hand():
    """The hijack costs a hand card: the card chosen goes from the hijacker's hand to the discard pile, and the
    other cards stay in the hand."""
    s = arrival("J", players=3, hijack="J", hand=["D05", "D06"], table=ROW, pos={1: BEHIND})
    s.apply(UseSpecial())
    s.apply(Hijack("D05", 1))
    assert s.players[0].hand == ["D06"] and s.discard[-1] == "D05"


def test_the_hijack_asks_the_player_for_a_card_and_a_locomotive():
    """Once the Hijack is chosen, the prompt asks the hijacker (by name) to choose the card to discard and the
    locomotive to hijack."""
    s = arrival("J", players=3, hijack="J", hand=["D05"], table=ROW, pos={1: BEHIND})
    s.apply(UseSpecial())
    assert str(s.prompt) == "Player 1: choose a card to discard and the locomotive to hijack."


def test_a_hijacked_drive_waiting_at_a_switch_copies_as_it_stands():
    """A hijacked drive that waits for the hijacker at a switch is a position like any other: a copy offers the
    same ways on, and driving on in the copy leaves the original waiting."""
    row = [(2, -3, "D02", 1), (3, -3, "D24", 3)]                  # D24 turned 3: west-east and west-north
    s = arrival("J", players=3, hijack="J", hand=["D05"], table=row, pos={1: (2, -3, 0, 0, 0)})
    s.apply(UseSpecial())
    s.apply(Hijack("D05", 1))
    c = s.copy()
    assert c.legal_actions() == s.legal_actions() == [Go(3, -3, 0), Go(3, -3, 1)]
    c.apply(Go(3, -3, 0))
    assert s.legal_actions() == [Go(3, -3, 0), Go(3, -3, 1)] and s.players[1].pos == ["T", 2, -3, 0, 0]
