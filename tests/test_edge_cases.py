"""The edge-case library (rulebook/<game>/edge_cases/*.json): every file is a regression test.

Each case is built (new game or the game's scenario helper, then its actions)
and its expectations checked: the legal actions, the refusals with their
section and reason, fields of the position, log lines and the outcome, then the
same for each further step. See rulebook/analysis/edge_cases.py for the format.
"""
from __future__ import annotations

import copy
import json

import pytest

import rulebook
from rulebook import ConfigError
from rulebook.analysis.edge_cases import (check_edge_case, edge_case_files, edge_case_folder, load_edge_case,
                                          read_case)

FILES = edge_case_files()
IDS = [f"{p.parent.parent.name}/{p.stem}" for p in FILES]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_edge_case_holds(path):
    problems = check_edge_case(path)
    assert not problems, f"{path.relative_to(path.parent.parent)}:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_edge_case_is_documented(path):
    case = read_case(path)
    game = rulebook.GAMES[case["game"]]
    assert path.parent == edge_case_folder(game.NAME)     # in its own game's folder
    assert case.get("about") and len(case["about"]) > 40, "say in own words what is tricky"
    game.section(case["section"])  # a real section id
    assert case.get("expect") or case.get("then"), "a case with nothing to check"


def test_first_class_has_a_library_covering_the_tricky_rules():
    cases = [read_case(p) for p in edge_case_files("first_class")]
    assert len(cases) >= 8
    sections = {c["section"] for c in cases}
    assert {"start_player", "coins", "cars", "special_cars", "constantinople", "scoring",
            "end_of_game"} <= sections


def test_a_case_loads_as_a_position_to_play_on():
    s = load_edge_case(edge_case_folder("first_class") / "no-coins-in-the-middle-of-a-card.json")
    assert s.current_player == 0 and s.check_invariants() == []
    s.undo()  # back to the hand-made position, not further
    assert s.phase == "card"
    ipywidgets = pytest.importorskip("ipywidgets")  # noqa: F841 - the widget needs it
    import widgets
    panel = widgets.play(load_edge_case(edge_case_folder("first_class") / "constantinople-twice.json"))
    assert panel.state.players[0].score == 20


def test_a_wrong_expectation_is_reported():
    case = read_case(edge_case_folder("first_class") / "upgrade-leftmost-first.json")
    bad = copy.deepcopy(case)
    bad["expect"]["refused"][0]["reason"] = "some other reason"
    bad["expect"]["refused"][0]["rule"] = "coins"
    bad["expect"]["legal_include"].append({"type": "Upgrade", "train": 0, "pos": 3, "to": 2})
    bad["then"][0]["expect"]["fields"]["players.0.trains.0"] = [2, 1, 1, 1]
    problems = check_edge_case(bad)
    assert len(problems) == 3, problems  # the `then` step is not reached once the position fails
    assert any("some other reason" in p for p in problems) and any("'cars'" in p for p in problems)
    bad = copy.deepcopy(case)
    bad["then"][0]["expect"]["fields"]["players.0.trains.0"] = [2, 1, 1, 1]
    assert check_edge_case(bad) == ["step 1: players.0.trains.0 is [2, 2, 1, 1], expected [2, 1, 1, 1]"]
    bad = copy.deepcopy(case)
    bad["expect"]["refused"].append({"action": {"type": "Upgrade", "train": 0, "pos": 1, "to": 2}})
    assert "should be refused, but it is legal" in check_edge_case(bad)[0]


def test_malformed_cases_are_refused(tmp_path):
    with pytest.raises(ConfigError, match="Unknown edge case key"):
        read_case({"game": "first_class", "players": 2, "expectations": {}})
    with pytest.raises(ConfigError, match="Unknown expectation"):
        read_case({"game": "first_class", "players": 2, "expect": {"legal_actions": []}})
    with pytest.raises(ConfigError, match="Unknown game"):
        read_case({"game": "chess", "players": 2})
    p = tmp_path / "broken.json"
    p.write_text("{not json")
    with pytest.raises(ConfigError, match="Cannot read"):
        read_case(p)
    p.write_text(json.dumps({"game": "first_class", "players": 2, "seed": 3}))
    assert read_case(p)["name"] == "broken" and check_edge_case(p) == []


# --------------------------------------------------------------------------- rulings on the same position
def test_compare_rulings_lists_actions_gained_and_lost():
    from rulebook.analysis.rulings import compare_rulings
    from rulebook.first_class.actions import AddCar, ResolveSymbol
    tile = edge_case_folder("first_class") / "locomotive-tile-closes-a-train.json"
    default, other = compare_rulings("first_class", tile, "loco_tile_may_add_car")
    assert default.default and default.value is False and not default.gained and not default.lost
    assert other.value is True and other.gained == [AddCar(1)] and other.lost == []
    mixed = edge_case_folder("first_class") / "coins-that-do-not-fit.json"
    printed, any_order = compare_rulings("first_class", mixed, "card_symbol_order", ["any"])
    assert printed.value == "printed" and printed.default  # the default is always compared too
    assert any_order.gained == [ResolveSymbol(0), ResolveSymbol(1)]
    assert set(any_order.lost) == {AddCar(0), AddCar(1)}
    assert all(v.rule == "turn" for v in any_order.why_lost.values())


def test_compare_rulings_follows_actions_and_accepts_a_state():
    from rulebook.analysis.rulings import compare_rulings
    mixed = edge_case_folder("first_class") / "coins-that-do-not-fit.json"
    state = load_edge_case(mixed)
    lose, partial = compare_rulings("first_class", state, "coins_no_room", actions=[{"type": "AddCar", "train": 1}])
    assert lose.state.players[0].coins == [5, 5, 1] and partial.state.players[0].coins == [5, 5, 2]
    assert "players.0.coins.2" in partial.changed and lose.changed == []
    assert any("lost" in t for t in lose.events)
    assert state.players[0].coins == [5, 5, 1] and state.rulings["coins_no_room"] == "lose"  # untouched
    with pytest.raises(ConfigError):
        compare_rulings("first_class", state, "no_such_ruling")
    with pytest.raises(ConfigError):
        compare_rulings("first_class", state, "coins_no_room", ["sometimes"])


# --------------------------------------------------------------------------- every open reading has a case
def _cases_by_ruling():
    by = {}
    for p in FILES:
        case = read_case(p)
        if case.get("readings"):
            by.setdefault((case["game"], case["readings"]["ruling"]), []).append(p)
    return by


def test_every_ruling_of_every_game_has_an_edge_case():
    """Issue #17: each entry of every game's RULINGS has an edge case showing what each reading changes."""
    by = _cases_by_ruling()
    missing = [f"{name}.{ruling}" for name, game in rulebook.GAMES.items() for ruling in game.RULINGS
               if (name, ruling) not in by]
    assert not missing, f"rulings without an edge case: {missing}"


@pytest.mark.parametrize("key", sorted(_cases_by_ruling()), ids=lambda k: f"{k[0]}.{k[1]}")
def test_each_reading_really_gives_a_different_result(key):
    """On the ruling's case every value differs from the default: legal actions, events or the position."""
    from rulebook.analysis.edge_cases import check_readings, read_both_ways
    from rulebook.analysis.edge_cases import state_differences
    game, ruling = key
    for path in _cases_by_ruling()[key]:
        assert check_readings(path) == []
        results = read_both_ways(path)
        assert sorted(map(repr, (r["value"] for r in results))) == sorted(map(repr, rulebook.GAMES[game]
                                                                              .RULINGS[ruling].choices))
        default = next(r for r in results if r["value"] == rulebook.GAMES[game].RULINGS[ruling].choices[0])
        for r in results:
            if r is not default:
                assert (set(r["legal"]) != set(default["legal"]) or state_differences(default["dump"], r["dump"])
                        or [e.text for e in r["events"]] != [e.text for e in default["events"]])


def test_compare_rulings_reads_a_case_with_readings():
    """compare_rulings on a ruling's case shows the same parting of ways (here: actions gained)."""
    from rulebook.analysis.rulings import compare_rulings
    exact, up_to = compare_rulings("fracht_express", edge_case_folder("fracht_express") / "drive-may-stop-short.json",
                                   "move_distance", actions=[{"type": "Move", "card": "D10"}])
    assert exact.state.players[0].pos == ["S", "F"] and up_to.state.players[0].pos == ["T", 6, 3, 0, 1]
    assert "players.0.pos" in up_to.changed


def test_readings_that_change_nothing_or_miss_are_reported():
    """A reading whose expectation fails, a value left out, or a ruling that changes nothing is a problem."""
    case = read_case(edge_case_folder("fracht_express") / "cover-turned-the-other-way.json")
    bad = copy.deepcopy(case)
    bad["readings"]["values"][1]["expect"] = {"legal_include": [{"type": "Cover", "card": "D30", "x": 5, "y": 3,
                                                                 "turn": 3}]}
    assert any("should be legal" in p and "cover_orientation='card'" in p for p in check_edge_case(bad))
    bad = copy.deepcopy(case)
    del bad["readings"]["values"][1]
    assert any("list each value" in p for p in check_edge_case(bad))
    bad = copy.deepcopy(case)
    bad["readings"]["ruling"] = "push_derail"
    bad["readings"]["values"] = [{"value": True}, {"value": False}]
    assert any("changes nothing" in p for p in check_edge_case(bad))
    with pytest.raises(ConfigError, match="readings"):
        read_case(dict(case, readings={"ruling": "x", "values": [{"val": 1}]}))
