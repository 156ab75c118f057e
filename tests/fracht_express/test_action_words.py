"""FrachtExpress actions in the game's words (issue 15): labels name places and tracks as a player sees them.

Requirement checked: no action label -- ``describe().text(lang)`` of every legal action, in English and
Spanish, in every position of random games (basic, advanced, dealt layout) -- contains a coordinate pair or
a count of quarter turns; with the board in view the labels of one position are all different (a player can
tell every button apart); ``repr()`` still pastes back to the same action.
"""
from __future__ import annotations

import os
import random
import re

import pytest

import rulebook
from rulebook.fracht_express import actions as A
from rulebook.fracht_express import words
from rulebook.fracht_express.scenario import scenario

FX = rulebook.GAMES["fracht_express"]
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
GAMES = 3 if QUICK else 24
STEPS = 60 if QUICK else 600
COORD = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)|-?\d+\s*,\s*-?\d+\s*\)|quarter|\{")


def games():
    for g in range(GAMES):
        opts = [dict(), dict(advanced=True), dict(layout="dealt"), dict(advanced=True, hijack="C")][g % 4]
        yield g, FX.new_game(players=2 + g % 3, seed=100 + g, **opts)


def play(st, seed):
    """Every position of one random game (bots prefer moves over laying cards, so drives happen)."""
    r = random.Random(seed)
    for _ in range(STEPS):
        if st.is_over:
            return
        yield st
        legal = st.legal_actions()
        other = [a for a in legal if type(a) not in (A.Extend, A.Cover)]
        st.apply(r.choice(other if other and r.random() < 0.7 else legal))


def test_no_label_has_coordinates_or_quarter_turns():
    """Every legal action's label, with and without the board in view, in both languages, is free of "(x, y)"
    pairs and quarter-turn counts; with the board, the labels of one position are pairwise different."""
    seen = set()
    for g, st in games():
        for pos in play(st, g):
            legal = pos.legal_actions()
            words.on_board(pos)
            labels = [a.describe().text("en") for a in legal]
            for i, (a, t) in enumerate(zip(legal, labels)):
                seen.add(type(a).__name__)
                assert not COORD.search(t), (repr(a), t)
                if i % 5 == 0 or type(a) not in (A.Extend, A.Cover):
                    assert not COORD.search(a.describe().text("es")), repr(a)
            assert len(set(labels)) == len(labels), [t for t in labels if labels.count(t) > 1][:4]
            words.on_board(None)
            for a in legal[:: max(1, len(legal) // 20)]:
                assert not COORD.search(a.describe().text("en")), repr(a)
    assert {"Extend", "Cover", "Go"} <= seen or QUICK


def test_repr_still_pastes_back():
    """``repr()`` of a placed action keeps its constructor arguments (saved games and notebooks paste it)."""
    for a in (A.Extend("D01", 2, 0, 1), A.Cover("D02", -1, 3, 2), A.Go(5, 3, 1), A.Relocate("D05", 1, 2, 3, 4, 1),
              A.PlaceStation("B", 1, -1), A.Fly("D07", 2, 2, 0), A.PushTo(4, 3, -1), A.CloseStation("D09", "B", 3)):
        assert eval(repr(a), vars(A)) == a


def test_lay_names_neighbour_and_compass_tracks():
    """Laying: the space by its neighbour (a station beside it first), the tracks by compass ends after the
    turn; a straight card turned a quarter reads west–east."""
    st = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D05", "D08"]})
    words.on_board(st)
    ax, ay = st.stations["A"]
    lay = [a for a in st.legal_actions() if type(a) is A.Extend and a.card == "D08"]
    assert lay
    texts = {a: a.describe().text() for a in lay}
    west_of_a = [a for a in lay if (a.x, a.y) == (ax - 1, ay)]
    for a in west_of_a:
        assert "west of Station A" in texts[a]
    stations = {tuple(c) for c in st.stations.values()}
    names = ("north", "east", "south", "west")
    by_card = 0
    for a in lay:
        around = [(a.x + dx, a.y + dy) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))]
        if (5, 3) in around and not stations & set(around):
            s = around.index((5, 3))
            assert f"{names[(s + 2) % 4]} of D01" in texts[a], texts[a]
            by_card += 1
    assert by_card
    d01 = st.comp.cards["D01"].tracks[0][:2]
    assert d01 in ((0, 2), (1, 3))
    straight = words.tracks(st.comp, "D01", 1 if d01 == (0, 2) else 0).text()
    assert straight == "track west–east"


def test_switch_names_the_branch_by_where_it_leads():
    """At a switch the choices name the card, the compass side each branch leaves by, and where it leads
    (a station, or off the rails)."""
    st = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D24", 3)], hands={0: ["D05", "D08"]})
    st.apply(A.Move("D08"))
    words.on_board(st)
    gos = [a for a in st.legal_actions() if type(a) is A.Go]
    if len(gos) < 2:
        pytest.skip("this card set has no switch here")
    texts = [a.describe().text() for a in gos]
    assert all(t.startswith("At the switch: take the track of D24 leaving ") for t in texts), texts
    assert any("towards Station F" in t for t in texts), texts
    assert any("derailing" in t for t in texts), texts


def test_labels_without_a_board_need_no_table():
    """With no board in view (or one that does not fit the action) the label still names the card and its
    tracks and no coordinates."""
    words.on_board(None)
    t = A.Extend("D01", 2, 0, 1).describe().text()
    assert t.startswith("Lay D01 ") and "track" in t and not COORD.search(t)
    assert not COORD.search(A.Go(5, 3, 1).describe().text())
    assert not COORD.search(A.Relocate("D05", 1, 2, 3, 4, 1).describe().text())


def test_state_describe_names_places_whatever_table_is_in_view():
    """``state.describe(action)`` describes against that state's own table, with no picture drawn first,
    and leaves the board in view as it was (the panel and the command line use it)."""
    import rulebook
    from rulebook.fracht_express import words

    words.on_board(None)
    st = rulebook.GAMES["fracht_express"].new_game(players=2, seed=3)
    other = rulebook.GAMES["fracht_express"].new_game(players=2, seed=4)
    words.on_board(other)
    placed = [a for a in st.legal_actions() if type(a).__name__ in ("Extend", "Cover")]
    assert placed
    for a in placed[:20]:
        assert st.describe(a).text("en") == words.describe_in(st, a).text("en")
    assert words.board() is other
    words.on_board(None)
