"""The readable view (issue #17, DESIGN "Names the next capabilities share": ``state.view(seat)``).

Requirements checked: a view is plain JSON data; every top-level field (and every per-player field) is
listed in the game's ``view.py`` docstring; a train card is named (``{"mail": 2}``, ``{"locomotive": i}``,
``{"car": v}``); two seats' views differ only in what each may see; and over random playouts no seat's view
holds another seat's hidden cards (nor any face-down card).
"""
from __future__ import annotations

import importlib
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as hs

import rulebook

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
GAMES = {"first_class": 3, "fracht_express": 3, "horror": 2}


def _played(name, players, seed, steps):
    s = rulebook.GAMES[name].new_game(players=players, seed=seed)
    r = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(r.choice(s.legal_actions()))
    return s


def _leaves(x, out):
    if isinstance(x, dict):
        for k, v in x.items():
            out.add(k)
            _leaves(v, out)
    elif isinstance(x, list):
        for v in x:
            _leaves(v, out)
    else:
        out.add(x)
    return out


def _documented(name):
    return importlib.import_module(f"rulebook.{name}.view").__doc__


@pytest.mark.parametrize("name", sorted(GAMES))
def test_view_is_json_and_every_field_is_documented(name):
    """A view survives ``json.dumps``/``loads`` unchanged, and its docstring names each of its fields."""
    s = _played(name, GAMES[name], 4, 60)
    doc = _documented(name)
    for seat in range(s.num_players):
        v = s.view(seat)
        assert json.loads(json.dumps(v)) == v
        assert v["seat"] == seat and v["turn"] == s.current_player and v["phase"] == s.phase
        assert v["prompt"] == s.prompt.to_dict()
        missing = [k for k in v if f"``{k}``" not in doc]
        assert missing == [], missing
        for pl in v.get("players", []):
            missing = [k for k in pl if f"``{k}``" not in doc]
            assert missing == [], missing


def test_first_class_train_cards_are_named():
    """First Class: a mail car is ``{"mail": m}``, a locomotive tile ``{"locomotive": i}``, a car ``{"car": v}``."""
    from rulebook.first_class.scenario import scenario
    s = scenario(players=2, seed=3, round=3, cur=1,
                 p1={"trains": [[4, 2, 1, 1, 0, "mail2", 0, 0, 0, "tile3"], [0]]})
    assert s.view(0)["players"][1]["trains"][0] == [
        {"car": 4}, {"car": 2}, {"car": 1}, {"car": 1}, {"car": 0}, {"mail": 2},
        {"car": 0}, {"car": 0}, {"car": 0}, {"locomotive": 3}]


def _without_own(v, seat, name):
    """The view with what only ``seat`` may see blanked, to compare with another seat's view."""
    v = json.loads(json.dumps(v))
    v["seat"] = None
    if name == "first_class":
        v["draft_hand"] = None
        for pl in v["players"]:
            pl["completed"] = pl["game_end"] = None
    elif name == "fracht_express":
        for pl in v["players"]:
            pl["hand"] = pl["ticket"] = pl["objection"] = pl["stations"] = None
    return v


@pytest.mark.parametrize("name", sorted(GAMES))
def test_views_differ_only_in_what_each_seat_may_see(name):
    """Two seats' views are equal once each seat's own secrets (hand, completed pile ...) are blanked."""
    for seed in (1, 2):
        s = _played(name, GAMES[name], seed, 40 * seed)
        views = [_without_own(s.view(seat), seat, name) for seat in range(s.num_players)]
        assert all(v == views[0] for v in views)


def _hidden_from(s, name, seat) -> set:
    """Card ids that ``seat`` may not see in ``s`` (other seats' secrets, face-down piles and decks)."""
    out = set()
    if name == "first_class":
        out |= {c for p in s.piles for c in p} | set(s.removed) | set(s.ge_deck)
        if not (s.phase == "draft" and s.current_player == seat):
            out |= set(s.draft_hand)
        for p, pl in enumerate(s.players):
            if p != seat:
                out |= set(pl.completed) | set(pl.ge)
    elif name == "fracht_express":
        out |= set(s.deck)
        for p, pl in enumerate(s.players):
            out |= set(pl.delivered)
            if p != seat:
                out |= set(pl.hand)
    else:
        for k in ("item_deck", "spell_deck", "passenger_deck", "unleashed_deck", "incantation_deck"):
            out |= {x for x in getattr(s, k) if isinstance(x, str)}
    return out


@settings(max_examples=6 if QUICK else 40, deadline=None, suppress_health_check=list(HealthCheck))
@given(name=hs.sampled_from(sorted(GAMES)), seed=hs.integers(0, 10_000), steps=hs.integers(0, 150))
def test_no_view_holds_another_seats_hidden_cards(name, seed, steps):
    """No-peeking: over random playouts, no value in ``view(seat)`` is a card ``seat`` may not see (and every
    view is plain JSON)."""
    s = _played(name, GAMES[name], seed, steps)
    for seat in range(s.num_players):
        v = s.view(seat)
        assert json.loads(json.dumps(v)) == v
        seen = _leaves(v, set())
        assert not (seen & _hidden_from(s, name, seat)), (seat, seen & _hidden_from(s, name, seat))
