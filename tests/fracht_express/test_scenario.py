"""The scenario helper (rulebook/fracht_express/scenario.py): positions built in words, checked as saves are.

Requirement (issue #17): the draw order reads naturally, places and ties can be
named in words, the supply can be emptied or given, a pending decision can be
the start, scripted draws are refused in play mode, and every impossible
position is refused with the sentence loading it from a save would give.
"""
from __future__ import annotations

import json

import pytest

import rulebook
from rulebook.core import ConfigError, LoadError
from rulebook.fracht_express.actions import DrawCards, EndTurn, Move, SkipSpecial, UseSpecial
from rulebook.fracht_express.scenario import (cards_at, scenario, scenario_from_json, space, tie, tie_position,
                                              top_card)

FX = rulebook.GAMES["fracht_express"]


def test_draws_come_out_in_the_order_written():
    """Scripted draws: draws[0] is the next card drawn, then draws[1] (and top, the older name, alike)."""
    s = scenario(players=2, seed=1, hands={0: ["D01"]}, draws=["D30", "D31", "D32"])
    t = scenario(players=2, seed=1, hands={0: ["D01"]}, top=["D30", "D31", "D32"])
    assert t.to_json() == s.to_json() and s.deck[-3:] == ["D32", "D31", "D30"]
    s.apply(DrawCards("D01"))                       # action number 1: one card, then the turn ends
    assert "D30" in s.players[0].hand
    assert s.players[1].hand[-1] == "D31"           # the next player's turn begins with a draw


def test_scripted_draws_are_refused_in_play_mode():
    """Draws known in advance are for exploring and tests; a game in play mode draws unseen cards."""
    with pytest.raises(ConfigError, match="play mode"):
        scenario(players=2, seed=1, draws=["D30"], mode="play")
    assert scenario(players=2, seed=1, mode="play").check_invariants() == []


def test_an_empty_or_given_supply():
    """supply=[] empties the supply (the rest lies in the discard); a given supply is exactly those cards."""
    s = scenario(players=2, seed=1, supply=[])
    assert s.deck == [] and len(s.discard) == 50 - 7
    s.apply(EndTurn())                              # the next draw reshuffles the discard pile
    assert len(s.players[1].hand) == 4 and len(s.deck) == 50 - 8
    s = scenario(players=2, seed=1, supply=["D40", "D41"])
    assert s.deck == ["D41", "D40"]                 # D40 on top: drawn first
    with pytest.raises(ConfigError, match="would be nowhere"):
        scenario(players=2, seed=1, supply=["D40"], discard=["D41"])


def test_places_in_words_are_the_same_spaces():
    """'east of A', 'west of F', '2 spaces east of A' and a laid card's neighbour name the spaces of the table."""
    s = scenario(players=2, seed=1, table=[("east of A", "D01", 1), ("west of F", "D02", 1)])
    assert s.stations["A"] == [4, 3] and s.stations["F"] == [7, 3]
    assert space(s, "east of A") == (5, 3) == space(s, "east of Station A") == space(s, (5, 3))
    assert space(s, "2 spaces east of A") == (6, 3) == space(s, "east of D01")
    assert space(s, "one space north and 2 spaces east of A") == (6, 2)
    assert top_card(s, "west of F") == ("D02", 1) and top_card(s, "north of A") is None
    with pytest.raises(ConfigError, match="neither a station"):
        space(s, "east of Z9")
    with pytest.raises(ConfigError, match="words such as"):
        space(s, "over there")


def test_top_card_and_the_cards_under_it():
    """The top card of a space is public, and so is the pile under it (bottom first)."""
    s = scenario(players=2, seed=1, table=[(5, 3, "D01", 1), (5, 3, "D30", 3)])
    assert top_card(s, (5, 3)) == ("D30", 3)
    assert cards_at(s, "east of A") == [("D01", 1), ("D30", 3)]


def test_a_tie_named_by_the_edge_it_faces():
    """tie(at, heading, nth) is the engine's (x, y, track, tie, facing), and the drive goes where it faces."""
    s = scenario(players=2, seed=1, table=[(5, 3, "D01", 1), (6, 3, "D02", 1)])
    assert tie_position(s, tie("west of F", "east", nth=2)) == (6, 3, 0, 1, 0)
    assert tie_position(s, tie("west of F", "east")) == (6, 3, 0, 0, 0)
    assert tie_position(s, tie("west of F", "west")) == (6, 3, 0, 3, 1)
    assert tie_position(s, {"at": [6, 3], "heading": "west", "nth": 4}) == (6, 3, 0, 0, 1)
    with pytest.raises(ConfigError, match="nth must be 1 to 4"):
        tie_position(s, tie("west of F", "east", nth=5))
    with pytest.raises(ConfigError, match="No track of D02 leads north"):
        tie_position(s, tie("west of F", "north"))
    with pytest.raises(ConfigError, match="No card lies"):
        tie_position(s, tie("north of A", "east"))
    s = scenario(players=2, seed=1, table=[(5, 3, "D01", 1), (6, 3, "D02", 1)], hands={0: ["D10"]},
                 pos={0: tie("west of F", "east", nth=2)})
    s.apply(Move("D10"))
    assert s.players[0].pos == ["S", "F"]
    s = scenario(players=2, seed=1, table=[("north of A", "D24", 0)])     # a switch: two tracks leave north
    with pytest.raises(ConfigError, match="name one with track"):
        tie_position(s, tie("north of A", "north"))
    assert tie_position(s, tie("north of A", "north", track="north-south")) == (4, 2, 0, 0, 0)
    assert tie_position(s, tie("north of A", "north", track="east-north")) == (4, 2, 1, 0, 0)


def test_json_fields_take_words_and_ties():
    """scenario_from_json reads table entries with places and ties as dicts, as edge cases write them."""
    s = scenario_from_json({"players": 2, "seed": 1, "table": [["east of A", "D01", 1], ["west of F", "D02", 1]],
                            "pos": {"0": {"at": "west of F", "heading": "east", "nth": 2}}})
    assert s.players[0].pos == ["T", 6, 3, 0, 1] and s.players[0].facing == 0


def test_start_inside_a_station_decision():
    """arrived='C' starts with the current player just driven into Station C, its special action pending."""
    s = scenario(players=2, seed=1, advanced=True, arrived="C")
    assert s.players[0].pos == ["S", "C"] and set(s.legal_actions()) == {UseSpecial(), SkipSpecial()}
    s.apply(SkipSpecial())
    s.undo()                                        # back to the decision, not before it
    assert set(s.legal_actions()) == {UseSpecial(), SkipSpecial()}
    assert FX.from_json(s.to_json()).to_json() == s.to_json()
    with pytest.raises(ConfigError, match="advanced game"):
        scenario(players=2, seed=1, arrived="C")
    with pytest.raises(ConfigError, match="no special action"):
        scenario(players=2, seed=1, advanced=True, arrived="F")     # rapid delivery, with no car to deliver
    s = scenario(players=2, seed=1, advanced=True, attached={0: ["D40"]}, arrived="F")
    assert UseSpecial() in s.legal_actions()


SIX = ["D10", "D11", "D12", "D13", "D14", "D15"]


def _six_cars(d):
    for pl in d["players"]:
        for lst in ("hand", "attached", "delivered"):
            pl[lst] = [c for c in pl[lst] if c not in SIX]
    d["deck"] = [c for c in d["deck"] if c not in SIX]
    d["discard"] = [c for c in d["discard"] if c not in SIX]
    d["players"][0]["attached"] = list(SIX)


@pytest.mark.parametrize("fields, edit", [
    ({"attached": {0: SIX}}, _six_cars),
    ({"pos": {0: (5, 3, 0, 1, 0), 1: (5, 3, 0, 1, 1)}},
     lambda d: [d["players"][p].update(pos=["T", 5, 3, 0, 1], facing=p) for p in (0, 1)]),
    ({"closed": "A"}, lambda d: d.update(closed="A")),
    ({"pos": {0: (9, 9, 0, 0, 0)}}, lambda d: d["players"][0].update(pos=["T", 9, 9, 0, 0], facing=0)),
], ids=["six cars", "two on one tie", "station A closed", "off the rails"])
def test_the_same_impossibility_gets_the_same_sentence(fields, edit):
    """A position the scenario refuses is refused by loading a save with the same sentence (the same checks)."""
    base = scenario(players=2, seed=1, table=[(5, 3, "D01", 1)])
    with pytest.raises(LoadError) as by_scenario:
        scenario(players=2, seed=1, table=[(5, 3, "D01", 1)], **fields)
    d = base.to_dict()
    edit(d["base"])
    edit(d["state"])
    with pytest.raises(LoadError) as by_load:
        FX.from_json(json.dumps(d))
    assert str(by_scenario.value) == str(by_load.value)
    assert "breaks a rule of the game" in str(by_load.value)


def test_the_helper_keeps_undo_and_saves_working():
    """The built position is the base: a save of it loads, and undo stops there."""
    s = scenario(players=2, seed=1, table=[("east of A", "D01", 1)], hands={0: ["D02", "D10"]},
                 pos={0: tie("east of A", "east", nth=2)})
    before = s.to_json()
    s.apply(s.legal_actions()[-1])
    s.undo()
    assert s.to_json() == before and FX.from_json(before).to_json() == before


def test_a_raw_pending_stack_is_checked_as_a_save():
    """stack=[...] takes the engine's pending units; one a save could not hold is refused by the loader's check."""
    with pytest.raises(LoadError, match="stack\\[0\\]"):
        scenario(players=2, seed=1, stack=[["nonsense", 0]])
    s = scenario(players=2, seed=1, advanced=True, arrived="C")
    t = scenario(players=2, seed=1, advanced=True, pos={0: "C"}, stack=s.stack)
    assert t.stack == s.stack and set(t.legal_actions()) == set(s.legal_actions())
