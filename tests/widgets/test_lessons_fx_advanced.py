"""The FrachtExpress lessons of the advanced game and the variants, played through the turn panel by clicking
the picture.

For each lesson (``advanced``, ``station_b`` ... ``station_j``, ``variants``): the goal is not reached at the
start; clicks on the picture keys -- the arrival question (``use`` / ``skip`` or the station itself), players
(``target:<seat>``), stations to close, cars and hand cards, lifting and laying a card of the rail system, the
plane marks of a flight, the objection round -- reach it, checked by ``goal_reached`` on the engine's state and
by a ``Target`` watching the panel; one refused click shows the refusing section's title and the engine's own
reason, and changes nothing; undo gives back the exact previous position (``to_json``); the edge case builds a
valid position the panel can show. The lessons' doctests run too, and the picture of every position met on
the way parses and shows the key of every legal action.
"""
from __future__ import annotations

import doctest
import re
import xml.etree.ElementTree as ET

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
import widgets  # noqa: E402
from widgets.fracht_express import keys as K  # noqa: E402
from widgets.fracht_express.lessons import (advanced, station_b, station_c, station_d, station_e,  # noqa: E402
                                            station_f, station_g, station_h, station_i, station_j, variants)
import lesson_helpers as L  # noqa: E402
from lesson_helpers import active_keys, check_lesson_shape, keys, run_doctests, text as _text  # noqa: E402

FX = rulebook.GAMES["fracht_express"]
LESSONS = (advanced, station_b, station_c, station_d, station_e, station_f, station_g, station_h, station_i,
           station_j, variants)


def table(panel) -> str:
    """The table picture: the panel's first picture (the symbol legend follows it as a tab)."""
    return panel.svg[:panel.svg.index("</svg>") + len("</svg>")]


def check_picture(panel):
    """The picture parses, and every legal action's key is drawn."""
    ET.fromstring(table(panel))
    st = panel.state
    missing = {K.key_of(st, a) for a in st.legal_actions()} - set(keys(panel)) - {None}
    assert not missing, missing


def open_panel(lesson, state=None):
    return L.open_panel(lesson, state, check=check_picture)


def click(panel, *ks):
    L.click(panel, *ks, after=check_picture)


def assert_refused(panel, key, section_id, phrase=None):
    """A click on ``key`` is refused: nothing changes, and the note names the section and the engine's reason."""
    L.assert_refused_key(FX, panel, key, section_id, K.actions_for_key, phrase=phrase)


def undo_restores(panel, *ks):
    L.undo_restores(panel, *ks, clicker=click)


# --------------------------------------------------------------------------- every lesson
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.SECTION)
def test_lesson_shape(lesson):
    s, panel = check_lesson_shape(FX, lesson)
    assert s.options["advanced"]
    check_picture(panel)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.SECTION)
def test_lesson_doctests(lesson):
    run_doctests(lesson, doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)


def test_every_advanced_section_has_a_lesson():
    ids = [s.id for s in FX.SECTIONS]
    assert [m.SECTION for m in LESSONS] == ids[ids.index("advanced"):]


# --------------------------------------------------------------------------- the lessons, clicked
def test_advanced_every_arrival_asks_first():
    panel, target = open_panel(advanced)
    click(panel, "move:D12")
    assert {"use", "skip", "station:B"} <= set(active_keys(panel))
    assert "use the special action of Station B" in _text(table(panel))
    assert_refused(panel, "move:D08", "advanced", "before anything else")
    click(panel, "use")
    assert panel.state.players[0].ticket and not target.reached
    click(panel, "hand:D08", "dest:S:E")                  # starts the drive; it waits for the way out of B
    assert panel.state.stack[-1].KIND == "move" and {"go:1:1:0", "go:2:0:0"} <= set(active_keys(panel))
    click(panel, "dest:S:E")                              # the same place again: south, not east off the rails
    assert panel.state.players[0].pos == ["S", "E"]
    click(panel, "skip", "move:D24", "go:1:4:0")
    assert (panel.state.stack[-1].KIND, panel.state.stack[-1].seat, panel.state.stack[-1].station) == ("special", 0, "G")
    click(panel, "station:G")                             # a click on the station uses its action
    assert target.reached


def test_advanced_undo():
    panel, _ = open_panel(advanced)
    undo_restores(panel, "move:D12", "use", "move:D08", "go:1:1:0")


def test_advanced_shoved_in_gets_no_question():
    panel, _ = open_panel(advanced, advanced.edge_case())
    click(panel, "move:D09")
    assert panel.state.players[1].pos == ["S", "B"] and not panel.state.stack
    assert "use" not in keys(panel)


def test_advanced_a_rival_objection_card_asks_player_2():
    panel, target = open_panel(advanced, advanced.position(rival_objection=True))
    click(panel, "move:D12", "use")
    assert panel.state.current_player == 1 and {"object", "noobject"} <= set(active_keys(panel))
    click(panel, "noobject")
    assert panel.state.players[0].ticket


def test_station_b_take_a_ticket_and_fly():
    panel, target = open_panel(station_b)
    click(panel, "move:D12", "station:B", "move:D09")
    assert panel.state.players[0].ticket and panel.state.players[0].pos == ["T", 2, 0, 0, 2]
    assert "fly:2:-3:0" in active_keys(panel)             # the plane mark on the lone card
    click(panel, "hand:D11")
    assert_refused(panel, "fly:2:-3:0", "station_b", "passes over 2 empty spaces")
    click(panel, "hand:D04", "fly:2:-3:0")
    assert target.reached and not panel.state.players[0].ticket and panel.state.tickets == 2


def test_station_b_undo():
    panel, _ = open_panel(station_b)
    undo_restores(panel, "move:D12", "use", "move:D09", "fly:2:-3:0")


def test_station_c_rob_player_2():
    panel, target = open_panel(station_c)
    click(panel, "move:D12", "use")
    assert {"target:1", "target:2"} <= set(active_keys(panel)) and "target:0" not in active_keys(panel)
    assert_refused(panel, "target:0", "station_c", "rob yourself")
    click(panel, "target:1")
    assert target.reached
    assert "hands over 2 cards with action number 4" in _text(panel._log.value)


def test_station_c_robbing_the_wrong_player_costs_a_card():
    panel, target = open_panel(station_c)
    undo_restores(panel, "move:D12", "use", "target:2")
    click(panel, "move:D12", "use", "target:2")
    assert panel.state.players[0].hand == [] and "D05" in panel.state.players[2].hand and not target.reached


def test_station_d_close_station_f():
    panel, target = open_panel(station_d)
    click(panel, "move:D12", "use", "hand:D05", "turn:1")
    assert {"station:C", "station:F"} <= set(active_keys(panel)) and "station:A" not in active_keys(panel)
    assert_refused(panel, "station:A", "station_d", "never closed")
    click(panel, "station:F")
    assert target.reached and "closed" in _text(table(panel))


def test_station_d_undo():
    panel, _ = open_panel(station_d)
    undo_restores(panel, "move:D12", "use", "hand:D13", "station:F")


def test_station_e_rob_and_use_the_cards():
    panel, target = open_panel(station_e)
    click(panel, "move:D12", "use", "target:1", "target:2", "target:1")
    hand = list(panel.state.players[0].hand)
    assert len(hand) == 3 and panel.state.no_draw
    assert_refused(panel, f"draw:{hand[0]}", "station_e", "no new cards")
    click(panel, *(f"pickup:{c}" for c in hand), "end")
    assert target.reached


def test_station_e_undo():
    panel, _ = open_panel(station_e)
    undo_restores(panel, "move:D12", "use", "target:2", "target:2")


def test_station_f_rapid_delivery():
    panel, target = open_panel(station_f)
    click(panel, "move:D12", "use")
    assert {"car:0:D07", "car:0:D05"} <= set(active_keys(panel)) and "car:0:D02" not in active_keys(panel)
    assert "turned over: D16" in _text(table(panel))
    assert_refused(panel, "car:0:D02", "station_f", "does not have action number 4")
    click(panel, "car:0:D07")
    assert target.reached


def test_station_f_undo_and_the_f_ruling():
    panel, _ = open_panel(station_f)
    undo_restores(panel, "move:D12", "use", "car:0:D05")
    both = widgets.play(station_f.position(rulings={"objection_station": "F"}))
    click(both, "move:D12", "use")                        # first the objection card ...
    assert both.state.players[0].objection
    click(both, "use")                                    # ... then the rapid delivery: now that an objection
    assert both.state.current_player == 1                 # card is held, the others are asked (Player 2 holds none)
    click(both, "noobject", "car:0:D07")
    assert station_f.goal_reached(both.state)


def test_station_g_the_objection_round_asks_another_seat():
    panel, target = open_panel(station_g)
    click(panel, "move:D12", "use")
    st = panel.state
    assert st.cur == 0 and st.current_player == 1
    assert "Player 2: object to Player 1's special action in Station C?" in _text(panel._prompt.value)
    assert {"object", "noobject"} <= set(active_keys(panel))
    assert_refused(panel, "target:1", "station_g", "First the other players say")
    click(panel, "object")
    assert target.reached and panel.state.current_player == 0


def test_station_g_play_mode_shows_the_asked_seat_its_own_card_only():
    panel = widgets.play(station_g.asked(), mode="play")
    svg = table(panel)
    assert "Player 2 holds an objection card" in svg
    assert "Whether Player 1 holds a flight ticket is hidden from you" in svg
    assert "Your objection card" in svg
    click(panel, "noobject")
    assert panel.state.current_player == 2
    assert "Play objection card" in _text(table(panel))
    assert_refused(panel, "object", "station_g", "holds no objection card")


def test_station_g_undo():
    panel, _ = open_panel(station_g)
    undo_restores(panel, "move:D12", "use", "noobject", "noobject", "target:2")


def test_station_h_route_change_by_lifting_cards():
    panel, target = open_panel(station_h)
    click(panel, "move:D12", "use", "hand:D05")
    assert_refused(panel, "spot:5:6", "station_h", "action number 4; the card to move, D02, has 3")
    click(panel, "hand:D09")
    assert {"spot:5:6", "spot:4:7"} <= set(active_keys(panel)) and "spot:3:6" not in active_keys(panel)
    click(panel, "spot:5:6")                              # lifted
    assert K.lifted(panel.state) == (5, 6, 0) and "Turn D02:" in _text(table(panel))
    click(panel, "turn:1", "spot:5:6")                    # turned on its own space
    assert panel.state.top[(5, 6)] == ("D02", 1) and not target.reached
    click(panel, "hand:D18", "spot:4:7", "turn:1", "spot:6:6")
    assert target.reached and not panel.state.stack


def test_station_h_undo_and_putting_a_card_back():
    panel, _ = open_panel(station_h)
    click(panel, "move:D12", "use", "hand:D09", "spot:4:7")
    assert K.lifted(panel.state) == (4, 7, 0)
    click(panel, "spot:4:7")                              # the same space, same turn: put back
    assert K.lifted(panel.state) is None
    undo_restores(panel, "spot:5:6", "turn:1", "spot:5:6", "done")


def test_station_i_rapid_pick_up():
    panel, target = open_panel(station_i)
    click(panel, "move:D12", "use")
    assert {"attach:D40", "attach:D17"} <= set(active_keys(panel)) and "turned over: D08" in _text(table(panel))
    assert_refused(panel, "hand:D05", "station_i", "does not have action number 1")
    click(panel, "hand:D40")                              # the card itself
    assert target.reached


def test_station_i_undo_and_the_waiting_car():
    panel, _ = open_panel(station_i)
    undo_restores(panel, "move:D12", "use", "attach:D17")
    edge = widgets.play(station_i.edge_case())
    click(edge, "move:D12", "use")
    assert edge.state.players[0].attached == ["D02"]
    assert "delivered only after leaving Station I" in edge.svg
    assert_refused(edge, "car:0:D02", "station_i", "only after leaving")


def test_station_j_car_robbery():
    panel, target = open_panel(station_j)
    click(panel, "move:D12", "use", "target:1")
    assert {"car:1:D18", "car:1:D36"} <= set(active_keys(panel))
    assert_refused(panel, "car:0:D11", "station_j", "you take one, you give none")
    click(panel, "car:1:D36")
    assert target.reached


def test_station_j_undo():
    panel, _ = open_panel(station_j)
    undo_restores(panel, "move:D12", "use", "target:2")


def test_variants_hijack():
    panel, target = open_panel(variants)
    click(panel, "move:D12")
    assert "hijack another player" in _text(table(panel)) and "variant" in _text(table(panel))
    click(panel, "use")
    note = K.actions_for_key(panel.state, "target:1")
    assert "First choose the hand card" in note.text()
    click(panel, "hand:D05")
    assert "target:1" in active_keys(panel) and "target:2" not in active_keys(panel)
    assert_refused(panel, "target:2", "variants", "stands in a station")
    click(panel, "target:1")
    assert panel.state.current_player == 0 and {"go:6:3:0", "go:6:3:1"} <= set(active_keys(panel))
    click(panel, "go:6:3:1")
    assert target.reached


def test_variants_hijack_by_destination_and_undo():
    panel, target = open_panel(variants)
    click(panel, "move:D12", "use", "hand:D05", "target:1")
    dests = [k for k in active_keys(panel) if k.startswith("dest:T:6:3:1:")]
    assert dests                                           # the hijacked drive's end places are marked
    undo_restores(panel, dests[0])


def test_variants_dealt_layout():
    panel = widgets.play(variants.edge_case())
    check_picture(panel)
    L = panel.state.players[0].stations[0]
    click(panel, f"hand:{L}", "spot:0:0")
    assert panel.state.stations[L] == [0, 0]
    L2 = panel.state.players[1].stations[0]
    click(panel, f"hand:{L2}")
    assert_refused(panel, "spot:1:0", "variants", "shares an edge")
    click(panel, "spot:1:1")
    assert panel.state.stations[L2] == [1, 1]


# --------------------------------------------------------------------------- random play from each lesson, pictured
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.SECTION)
def test_random_play_from_the_lesson_always_draws(lesson):
    """Random play from the lesson's position (laying cards only now and then, so the station actions come up),
    with a hand card selected now and then and a card lifted during a route change: at every decision the
    picture parses, shows every legal action's key, and each key drawn for a legal action leads back to it."""
    import random
    rng = random.Random(len(lesson.SECTION))
    kinds = set()
    for st in (lesson.position(), lesson.edge_case()):
        for _ in range(60):
            if st.is_over:
                break
            legal = st.legal_actions()
            if st.phase == "turn" and st.players[st.cur].hand and rng.random() < 0.4:
                K.actions_for_key(st, "hand:" + rng.choice(st.players[st.cur].hand))
            card = K.selection(st)[0]
            if st.stack and st.stack[-1].KIND == "route" and card is not None:
                starts = [a for a in legal if type(a).__name__ == "Relocate" and a.card == card]
                if starts:
                    K.lift(st, starts[0].x0, starts[0].y0, starts[0].turn)
            active = frozenset(k for k in (K.key_of(st, a) for a in legal) if k)
            svg = K.render(st, active=active)
            ET.fromstring(svg)
            drawn = set(re.findall(r'data-key="([^"]+)"', svg))
            assert not (active - drawn), active - drawn
            for a in legal:
                k = K.key_of(st, a)
                kinds.add(type(a).__name__)
                if k and not k.startswith(("hand:", "dest:")):
                    got = K.actions_for_key(st, k)
                    assert isinstance(got, list) and a in got, (a, k, got)
            calm = [a for a in legal if type(a).__name__ not in ("Extend", "Cover")]
            st.apply(rng.choice(calm if calm and rng.random() < 0.9 else legal))
    assert "UseSpecial" in kinds
