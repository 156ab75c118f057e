"""The Horror picture draws the readable view (DESIGN: "a seat's screen may receive only ``view(seat)``").

* Structural: the renderer, given an object that offers only ``view(seat)`` and the game data ``comp``,
  draws the very picture it draws from the state, for every part, every seat, ``peek`` and the event
  board alone -- so it cannot read anything the view leaves out.
* Equal view, equal picture: two states that differ only in what the table hides (the order of the
  conversation and event bags and of the decks, which face-down clue lies on which face-down spot)
  give equal views and byte-identical pictures; the full view (``peek``) does tell them apart.
* ``state.view(None)`` is the documented full view: every face shown, the same fields as a seat's view.
"""
from __future__ import annotations

import json
import random

import pytest

import rulebook
from widgets.horror.svg import PARTS, render_event_board, render_table

H = rulebook.GAMES["horror"]


class _ViewOnly:
    """A stand-in for a state: its view and the game data, nothing else (any other read fails)."""

    __slots__ = ("_st", "comp")

    def __init__(self, st):
        self._st = st
        self.comp = st.comp

    def view(self, seat):
        return self._st.view(seat)


def _played(players, seed, steps):
    s = H.new_game(players=players, seed=seed)
    r = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(r.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("players,seed,steps", [(1, 1, 0), (2, 3, 90), (3, 5, 200), (4, 2, 140)])
def test_renderer_reads_only_the_view(players, seed, steps):
    """Every part of the picture, for each seat, no seat and ``peek``, drawn from a view-only stand-in is the
    picture of the state itself (``AttributeError`` if the renderer reached for anything else)."""
    s = _played(players, seed, steps)
    stub = _ViewOnly(s)
    for part in ("all", *PARTS):
        for seat in (None, *range(players)):
            assert render_table(stub, seat=seat, part=part, lang="es") == render_table(s, seat=seat, part=part,
                                                                                        lang="es")
        assert render_table(stub, peek=True, part=part) == render_table(s, peek=True, part=part)
    assert render_event_board(stub, seat=0) == render_event_board(s, seat=0)


def _rearranged(s):
    """A copy of ``s`` whose hidden things lie differently: bags and decks reversed, and the face-down clues of
    one kind swapped between the first two spots of that kind that are face down."""
    t = s.copy()
    for pile in ("bag", "event_bag", "spell_deck", "item_deck", "passenger_deck"):
        getattr(t, pile).reverse()
    down: dict = {}
    for sus in t.suspects:
        for k, (cid, up) in enumerate(zip(sus.clues, sus.up)):
            if not up and cid is not None:
                down.setdefault(t.comp.clues[cid]["kind"], []).append((sus, k))
    swapped = False
    for spots in down.values():
        pair = [(sus, k) for sus, k in spots]
        for (a, i), (b, j) in zip(pair, pair[1:]):
            if a.clues[i] != b.clues[j]:
                a.clues[i], b.clues[j] = b.clues[j], a.clues[i]
                swapped = True
                break
        if swapped:
            break
    return t, swapped


@pytest.mark.parametrize("players,seed,steps", [(1, 4, 30), (2, 7, 0), (4, 9, 60)])
def test_equal_view_gives_equal_picture(players, seed, steps):
    """Hidden differences leave every seat's view and picture unchanged; the peeking picture shows them."""
    s = _played(players, seed, steps)
    t, swapped = _rearranged(s)
    assert swapped
    for seat in range(players):
        assert s.view(seat) == t.view(seat)
        for part in ("all", *PARTS):
            assert render_table(s, seat=seat, part=part) == render_table(t, seat=seat, part=part)
    assert render_table(s, peek=True, part="suspects") != render_table(t, peek=True, part="suspects")


def test_full_view_shows_every_face():
    """``view(None)``: the fields of a seat's view, JSON data, seat ``None``, no face-down clue or landscape
    hidden; a seat's view hides them."""
    s = _played(2, 5, 40)
    full, mine = s.view(None), s.view(0)
    assert json.loads(json.dumps(full)) == full
    assert set(full) == set(mine) and full["seat"] is None
    assert all(c is not None for sus in full["suspects"] for c in sus["clues"])
    assert all(t[0] is not None for t in full["tiles"])
    assert any(c is None for sus in mine["suspects"] for c in sus["clues"])
    assert full["bag_count"] == mine["bag_count"] and "bag" not in full
