"""The Horror picture: well-formed SVG, keys that mean something, hidden things hidden, fast.

* Every picture parses as XML, on a light background panel, for 1 to 4
  investigators and in every phase a game goes through (draft, actions, a talk,
  resting, the accusation, game over).
* Keys: every ``data-key`` has a known prefix; every legal action the view maps
  to a key is drawn with that key, highlighted as active; a click on any active
  key offers a legal action; a few keys mean what a person would expect (a car
  moves you, a passenger starts a talk, a monster is fought, an item is used).
* Hidden information: the picture of a seat shows no face-down clue token, no
  face-down landscape and nothing of the conversation bag's order (two bags in
  different orders draw the same picture); ``peek=True`` shows the faces.
* Rendering takes at most 10 ms (best of several runs).
"""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import rulebook
from rulebook.horror import actions as A
from rulebook.horror.scenario import rebase
from widgets.horror import keys as K
from widgets.horror.svg import BG, KEY_PREFIXES, describe, render_table
from widgets.horror.words import pretty
from widgets.horror.lessons import common, talk
from widgets.views import view_for

H = rulebook.GAMES["horror"]
SVG_NS = "{http://www.w3.org/2000/svg}"


def keys(svg) -> list:
    return re.findall(r'data-key="([^"]+)"', svg)


def active_keys(svg) -> set:
    return set(re.findall(r'class="rb-click rb-active" data-key="([^"]+)"', svg))


def active(state) -> frozenset:
    return frozenset(k for k in (K.key_of(state, a) for a in state.legal_actions()) if k)


def parse(svg):
    root = ET.fromstring(svg)
    assert root.tag == SVG_NS + "svg"
    return root


def random_states(players, seed, every=5, limit=300):
    """States of a random game, every ``every`` decisions, until it ends."""
    s = H.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    out = [s.copy()]
    n = 0
    while not s.is_over and n < limit:
        s.apply(rng.choice(s.legal_actions()))
        n += 1
        if n % every == 0 or s.is_over:
            out.append(s.copy())
    return out


# --------------------------------------------------------------------------- well-formed, every phase
def test_registered_view():
    view = view_for("horror")
    assert view is not None and view.render is K.render
    assert view.key_of is K.key_of and view.actions_for_key is K.actions_for_key
    s = common.table(investigators=("soldier",), inv=[{"car": 6}])
    plain = active(s)
    assert "monster:6:red" not in plain and "passenger:6:calm" not in plain
    svg = K.render(s, active=plain)                     # the panel's picture: whom to fight or talk to, too
    assert {"monster:6:red", "passenger:6:calm"} <= active_keys(svg)
    assert K.render(s) == render_table(s)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_parses_through_a_whole_game(players):
    phases = set()
    for s in random_states(players, seed=players):
        svg = render_table(s, active=active(s))
        root = parse(svg)
        phases.add(s.phase)
        bg = root.find(SVG_NS + "rect")
        assert bg.get("fill") == BG                  # the light background panel
        for k in keys(svg):
            assert k.split(":")[0] in KEY_PREFIXES, k
    assert "actions" in phases and "over" in phases


def test_parses_in_draft_talk_rest_and_accusation():
    s = H.new_game(players=2, seed=5)
    svg = render_table(s, active=active(s))
    parse(svg)
    assert any(k.startswith("general:") for k in active_keys(svg))
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    svg = render_table(s, active=active(s))
    assert any(k.startswith("attribute:") for k in active_keys(svg))
    # a talk in progress: drawn tokens, odds, stop
    t = talk.position()
    for a in (A.UseSkill("det_talk"), A.ReturnToken("r:sanity"), A.Converse(), A.DrawToken()):
        t.apply(a)
    svg = render_table(t, active=active(t))
    parse(svg)
    assert {"bag", "stop"} <= active_keys(svg)
    assert "1/17" in svg                              # the exact chance that the next draw fails
    # resting with experience to spend
    r = common.table(inv=[{"stamina": 0, "track": 4, "marked": [True] * 4 + [False] * 3}])
    r.apply(A.Rest())
    svg = render_table(r, active=active(r))
    assert {"skill:0:doc_talk", "learn:0:doc_sp1", "occult", "rest:0"} <= active_keys(svg)
    # the accusation
    e = common.table(space=0)
    e.phase = "accuse"
    rebase(e)
    svg = render_table(e, active=active(e))
    assert {f"accuse:{i}:{m}" for i in range(6) for m in ("yes", "no")} <= active_keys(svg)


def test_shows_the_train_car_by_car():
    s = common.table(investigators=("doctor", "soldier"), curtains=["closed", "closed", "open", "banished", "open",
                                                                    "open", "open"],
                     passengers={0: ["calm"], 2: ["happy", "angry", "panicked"], 3: ["wounded", "insane", "dead"]},
                     items=("I00", "I11"), grimoire=[[0, "SP10", 1], [1, None, 0], [2, None, 0], [2, None, 0],
                                                     [3, None, 0], [3, None, 0]])
    svg = render_table(s)
    parse(svg)
    ks = keys(svg)
    for k in range(7):
        assert f"car:{k}" in ks and f"plaque:{k}" in ks
    assert "curtains:0" not in ks and {f"curtains:{k}" for k in range(1, 7)} <= set(ks)
    for status in ("happy", "angry", "panicked"):
        assert f"passenger:2:{status}" in ks
    assert "passenger:3:dead" not in ks and "A dead passenger under a coffin" in svg
    assert {f"suspect:{i}" for i in range(6)} <= set(ks) and {"favor:1", "quest:1", "quest:4"} <= set(ks)
    assert {"monster:4:blue", "monster:5:green", "monster:6:red"} <= set(ks)
    assert {"item:I00", "item:I11", "spell:0", "occult", "bag", "portal:start0.2"} <= set(ks)
    assert "curtains closed" in svg and "curtains banished (open)" in svg and "vampire" in svg
    assert "The Doctor" in svg and "The Soldier" in svg
    # every car name and the Locomotive's two uses
    for cid in s.cars[1:]:
        assert s.comp.cars[cid]["name"][:12] in svg
    assert "(2 left)" in svg


def test_module_doctests():
    import doctest

    from widgets.horror import svg as horror_svg
    for module in (horror_svg, K):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_words_for_effects():
    comp = H.new_game(players=1, seed=0).comp
    assert describe({"do": "push", "x": 1}) == "Push +1"
    assert describe(comp.skills["doc_sp2"]["effect"], comp) == (
        "discard 1 essence (any portal); if 3 Calm here: discard 1 essence (same portal)")
    assert describe({"do": "status", "from": ["angry", "panicked"], "to": "calm", "n": 1}) == "1× Angry/Panicked → Calm"
    assert pretty("blood_red_fez") == "Blood Red Fez"


# --------------------------------------------------------------------------- keys
@pytest.mark.parametrize("seed", [1, 2])
def test_legal_actions_are_drawn_and_clicks_offer_them(seed):
    for s in random_states(2 + seed, seed=seed, every=3, limit=150):
        legal = s.legal_actions()
        act = active(s)
        svg = render_table(s, active=act)
        drawn = set(keys(svg))
        assert act <= drawn, sorted(act - drawn)      # every clickable action is on the picture ...
        assert act <= active_keys(svg)                # ... and highlighted
        for k in act:
            cands = K.actions_for_key(s, k)
            assert any(a in legal for a in cands), (k, cands)


def test_clicks_mean_what_a_person_expects():
    s = common.table(investigators=("soldier",), inv=[{"car": 5}])
    assert K.actions_for_key(s, "car:3")[0] == A.MoveTo(3)
    assert K.actions_for_key(s, "monster:5:green")[0] == A.UseSkill("sol_kill")     # fight the monster by my car
    assert K.actions_for_key(s, "monster:6:red") == [A.TargetMonster(6, "red")]     # not by my car: refused
    assert K.actions_for_key(s, "passenger:5:calm")[0] == A.UseSkill("sol_talk")   # talk to a passenger here
    assert K.actions_for_key(s, "curtains:2") == []                                 # curtains of another car
    t = talk.position()
    assert K.actions_for_key(t, "suspect:1")[0] == A.UseSkill("det_talk")          # talk to the suspect here
    i = common.table(items=("I00",))
    assert A.UseItem("I00") in K.actions_for_key(i, "item:I00")
    # keys and actions agree both ways for every legal action of a few positions
    for st in (s, t, i):
        for a in st.legal_actions():
            k = K.key_of(st, a)
            if k is not None:
                assert a in K.actions_for_key(st, k), (k, a)


def test_full_car_is_entered_by_clicking_a_passenger():
    pas = dict(common.PASSENGERS)
    pas[2] = ["calm", "angry", "happy", "wounded", "calm"]
    s = common.table(investigators=("journalist",), inv=[{"car": 4}], passengers=pas)
    act = active(s)
    assert "passenger:2:happy" in act and "car:2" not in act
    assert K.actions_for_key(s, "passenger:2:happy")[0] == A.MoveTo(2, "happy")


# --------------------------------------------------------------------------- hidden information
def test_seat_view_hides_face_down_clues_and_landscapes():
    s = common.table(investigators=("doctor", "detective"))
    hidden_clues = {pretty(s.comp.clues[c]["name"]) for sus in s.suspects
                    for c, up in zip(sus.clues, sus.up) if not up}
    shown_clues = {pretty(s.comp.clues[c]["name"]) for sus in s.suspects for c, up in zip(sus.clues, sus.up) if up}
    blind = render_table(common.table(investigators=("doctor", "detective"), up=()))   # no clue face up at all
    secret = {n for n in hidden_clues - shown_clues if f">{n}<" not in blind}   # words only a hidden token could show
    down = [s.comp.landscapes[t[0]]["name"] for t in s.tiles if not t[3]]
    assert secret and down
    for seat in (None, 0, 1):
        svg = render_table(s, seat=seat)
        for name in secret:
            assert f">{name}<" not in svg, name
        for name in down:
            assert name not in svg, name
    peek = render_table(s, peek=True)
    assert all(name in peek for name in secret)
    assert "Starting Landscape 1" in render_table(s, seat=0)          # the face-up landscape is shown


def test_bag_order_never_shows():
    a = talk.position()
    b = talk.position()
    b.bag = list(reversed(b.bag))
    rebase(b)
    assert a.bag != b.bag
    for seat in (None, 0):
        assert render_table(a, seat=seat) == render_table(b, seat=seat)
    # during a talk the drawn tokens are on the table, the bag still only as counts
    for st in (a, b):
        st.apply(A.UseSkill("det_talk"))
    assert render_table(a, seat=0).count('data-key="drawn:') == 4


def test_view_is_used_for_seats():
    s = common.table()
    v = s.view(0)
    assert all(c is None for sus in v["suspects"] for c, up in zip(sus["clues"], sus["up"]) if not up)
    assert isinstance(v["bag_count"], int)
