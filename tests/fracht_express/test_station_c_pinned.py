"""Station C rules that mutation testing found unpinned (issue 21): in a two-player game the robber robs the
other seat whichever seat robs; every outcome of a robbery is a Station C log line of the robber."""
from rulebook.fracht_express.actions import Move, Target, UseSpecial
from rulebook.fracht_express.scenario import scenario

from fe_helpers import arrival, at

TOP = ["D09"]            # action number 3


def _robbery(ev):
    """The (rule, player) of the log lines after the robbery's card is turned over, and their texts."""
    i = next(k for k, e in enumerate(ev) if "robs" in e.text)
    return [(e.rule, e.player) for e in ev[i:]], [e.text for e in ev[i:]]


def test_the_second_seat_robs_the_first_in_a_two_player_game():
    """Station C, two players: the only other player is robbed without a choice -- for seat 2 that is seat 1."""
    sx, sy = at("C")
    s = scenario(2, 1, table=[(sx - 1, sy, "D01", 1)], hands={0: ["D11", "D13"], 1: ["D12", "D05"]},
                 pos={1: (sx - 1, sy, 0, 0, 0)}, cur=1, top=TOP, advanced=True)
    s.apply(Move("D12"))
    assert s.players[1].pos == ["S", "C"]
    s.apply(UseSpecial())
    assert not s.stack
    assert sorted(s.players[1].hand) == ["D05", "D11"] and s.players[0].hand == ["D13"]


def test_handing_over_is_logged_for_the_robber():
    """Station C: the named player's handing over is a Station C line of the robber."""
    s = arrival("C", hand=["D05"], hands={1: ["D11", "D18", "D13"]}, top=TOP)
    s.apply(UseSpecial())
    lines, texts = _robbery(s.apply(Target(1)))
    assert lines[-1] == ("station_c", 0) and "Player 2 hands over 2 cards with action number 3" in texts[-1]


def test_handing_over_instead_is_logged_for_the_robber():
    """Station C: when the named player has no match, the robber's own matches go to them instead, and this is
    logged (Station C, the robber) with the count and the action number."""
    s = arrival("C", hand=["D25", "D05"], hands={1: ["D13"]}, top=TOP)
    s.apply(UseSpecial())
    lines, texts = _robbery(s.apply(Target(1)))
    assert lines[-1] == ("station_c", 0)
    assert texts[-1] == "So Player 1 hands over 1 card with action number 3 instead."


def test_nobody_having_one_is_logged_for_the_robber():
    """Station C: when neither has a match nothing changes hands, and the robber's "none either" line is a
    Station C line of the robber."""
    s = arrival("C", hand=["D05"], hands={1: ["D13"]}, top=TOP)
    s.apply(UseSpecial())
    lines, texts = _robbery(s.apply(Target(1)))
    assert lines[-1] == ("station_c", 0) and "has none either" in texts[-1]
