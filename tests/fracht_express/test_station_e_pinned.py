"""Station E rules that mutation testing found unpinned (issue 21): a robbery waiting for the objection round
is saved as not yet started; its draws, the final hand size and the end-of-turn discard are Station E log
lines of the robber; a seat not at the table is refused under Station E."""
import json

from rulebook.fracht_express.actions import EndTurn, Target, UseSpecial

from fe_helpers import arrival
from test_station_e import robbing


def test_a_robbery_waiting_for_the_objection_round_is_saved_as_not_started():
    """Station E with an objection card out: the group robbery waits under the objection round, saved as a
    robbery not yet started (its no-draw announcement still to come)."""
    s = arrival("E", players=3, hand=["D05"], hands={1: ["D11", "D18", "D13"], 2: ["D25", "D26"]},
                objections={1: True})
    s.apply(UseSpecial())
    assert json.loads(s.to_json())["state"]["stack"][0] == ["group", 0, 0]
    assert not s.no_draw


def test_the_draws_and_the_final_hand_are_logged_for_the_robber(refused):
    """Station E: each blind draw names the hand drawn from, and the robber's final hand size closes the
    robbery; all are Station E lines of the robber. A seat not at the table is refused under Station E."""
    s = robbing(players=4, hand=["D05"], hands={1: ["D11", "D18", "D13"], 2: ["D25", "D26"], 3: []})
    with refused(s, "station_e", "no player 6"):
        s.apply(Target(5))
    ev = s.apply(Target(1)) + s.apply(Target(2))
    assert [(e.rule, e.player) for e in ev] == [("station_e", 0)] * 3
    assert [e.text for e in ev] == ["Player 1 draws a card from Player 2's hand.",
                                    "Player 1 draws a card from Player 3's hand.", "Player 1 now holds 3 cards."]


def test_the_end_of_turn_discard_is_logged_with_the_count():
    """Station E: the cards left in hand at the end of the robber's turn are discarded, logged (Station E, the
    robber) with their number."""
    s = robbing(players=2, hand=["D05", "D06"], hands={1: ["D11", "D18", "D13"]})
    ev = s.apply(EndTurn())
    line = next(e for e in ev if e.rule == "station_e")
    assert line.player == 0 and line.text == "Player 1 discards the 3 cards left in hand after the group card robbery."
