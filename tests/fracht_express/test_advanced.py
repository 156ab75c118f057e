"""Rules of the section "advanced": a locomotive driven into a station under its owner's own move card may use
the station's special action, decided before anything else; not when shoved in, not after a derail, not in the
basic game; flight tickets and objection cards held are hidden from the other seats."""
import pytest

from rulebook import ConfigError
from rulebook.fracht_express import FRACHT_EXPRESS as G
from rulebook.fracht_express.actions import EndTurn, Extend, Go, Move, SkipSpecial, Target, UseSpecial
from rulebook.fracht_express.scenario import scenario

from fe_helpers import arrival, at


def test_arrival_asks_first(refused):
    s = arrival("C", hand=["D02"])
    assert s.current_player == 0 and s.stack[-1].KIND == "special"
    assert s.legal_actions() == [UseSpecial(), SkipSpecial()]
    assert "Station C" in str(s.prompt) and "card robbery" in str(s.prompt)
    with refused(s, "advanced", "before anything else"):
        s.apply(Extend("D02", 0, 0, 0))
    with refused(s, "advanced", "before anything else"):
        s.apply(EndTurn())
    s.apply(SkipSpecial())
    assert not s.stack and EndTurn() in s.legal_actions()


def test_no_special_action_in_station_a_or_in_the_basic_game(refused):
    # drive into A from the east: (5, 3) straight E-W, tie 3 is at the west edge
    s = scenario(3, 1, table=[(5, 3, "D01", 1)], hands={0: ["D12"]}, pos={0: (5, 3, 0, 3, 1)}, advanced=True)
    s.apply(Move("D12"))
    assert s.players[0].pos == ["S", "A"] and not s.stack
    x, y = at("C")
    b = scenario(3, 1, table=[(x - 1, y, "D01", 1)], hands={0: ["D12"]}, pos={0: (x - 1, y, 0, 0, 0)})
    b.apply(Move("D12"))
    assert b.players[0].pos == ["S", "C"] and not b.stack
    with refused(b, "advanced", "not in play"):
        b.apply(UseSpecial())


def test_shoved_in_gets_no_special_action():
    # player 2 stands on the tie next to Station F; player 1 drives east into it and shoves it into F
    x, y = at("F")
    s = scenario(3, 1, table=[(x - 1, y, "D01", 1)], hands={0: ["D09"]},
                 pos={0: (x - 1, y, 0, 2, 0), 1: (x - 1, y, 0, 0, 0)}, advanced=True)
    ev = s.apply(Move("D09"))   # two ties: the second one shoves player 2 into F
    assert s.players[1].pos == ["S", "F"]
    assert any(e.rule == "ramming" and "Station F" in e.text for e in ev)
    assert not any(u.KIND == "special" and u.seat == 1 for u in s.stack)
    # the driver stops one tie behind (it does not reach F itself): no special action for anyone
    assert s.players[0].pos[0] == "T" and not s.stack


def test_derailed_back_to_a_gets_no_special_action():
    s = scenario(3, 1, table=[(0, 0, "D01", 1)], hands={0: ["D12"]}, pos={0: (0, 0, 0, 3, 1)}, advanced=True)
    s.apply(Move("D12"))   # west off the card into the empty space (-1, 0)
    assert s.players[0].pos == ["S", "A"] and not s.stack


def test_no_special_to_decide_outside_an_arrival(refused):
    s = scenario(3, 1, advanced=True)
    with refused(s, "advanced", "none to decide now"):
        s.apply(UseSpecial())
    with refused(s, "advanced", "no robbery is under way"):
        s.apply(Target(1))


def test_every_arrival_asks_again():
    # west road into C, then two straight cards on to D
    x, y = at("C")
    s = scenario(3, 1, table=[(x - 1, y, "D01", 1), (x + 1, y, "D02", 1), (x + 2, y, "D03", 1)],
                 hands={0: ["D12", "D08", "D05"]}, pos={0: (x - 1, y, 0, 0, 0)}, advanced=True)
    s.apply(Move("D12"))
    s.apply(SkipSpecial())
    s.apply(Move("D08"))              # out of C: east (toward D) or back west -- a choice
    s.apply(Go(x + 1, y, 0))
    assert s.players[0].pos == ["S", "D"]
    assert (s.stack[-1].KIND, s.stack[-1].seat, s.stack[-1].station) == ("special", 0, "D")


def test_unavailable_special_is_not_offered():
    s = arrival("B", tickets={0: True})
    # the arrival found nothing to do: the special unit went at once
    assert not s.stack
    assert any("cannot use the special action of Station B" in e.text for e in s.log)


def test_hidden_tickets_and_objections():
    s = scenario(3, 1, advanced=True, tickets={1: True}, objections={2: True})
    v0 = s.view(0)
    assert v0["players"][1]["ticket"] is None and v0["players"][2]["objection"] is None
    assert v0["players"][0]["ticket"] is False
    v1 = s.view(1)
    assert v1["players"][1]["ticket"] is True and v1["players"][2]["objection"] is None
    assert v0["flight_tickets_left"] == 1 and v0["objection_cards_left"] == 3   # the piles beside the table are in plain sight


def test_hijack_needs_the_advanced_game():
    with pytest.raises(ConfigError):
        G.new_game(players=3, hijack="J")
    with pytest.raises(ConfigError):
        G.new_game(players=3, advanced=True, hijack="A")
