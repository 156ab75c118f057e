"""The end screen (issue 39): each player's score broken down by source, and the play controls that no longer
apply switched off.

The breakdown comes from each game's ``score_breakdown(state)`` hook (``rulebook/<game>/end_of_game.py`` or
``end.py``): rows of (label, value per seat), the score last. First Class's rows are measured here against
the engine's own scoring functions, wrapped to count the points each one adds while a random game is played.
"""
from __future__ import annotations

import random

import pytest

import rulebook
import widgets
from rulebook.first_class import end_of_game as fc_end
from rulebook.first_class import game_end_cards, scoring
from rulebook.i18n import Msg

SEATS = {"first_class": 2, "fracht_express": 2, "horror": 1}


def _played_out(name, seed, players=None):
    st = rulebook.GAMES[name].new_game(players=players or SEATS[name], seed=seed)
    rng = random.Random(seed)
    for _ in range(5000):
        if st.is_over:
            return st
        st.apply(rng.choice(st.legal_actions()))
    raise AssertionError(f"a random {name} game did not end in 5000 decisions")


@pytest.mark.parametrize("name", sorted(SEATS))
def test_breakdown_rows_end_with_the_score(name):
    """Every game has a breakdown at the end (none before): rows of a label and one value per seat, the last
    row the outcome's score of each seat."""
    game = rulebook.GAMES[name]
    st = game.new_game(players=SEATS[name], seed=1)
    assert game.score_breakdown(st) is None
    st = _played_out(name, 1)
    rows = game.score_breakdown(st)
    assert len(rows) >= 3
    for label, values in rows:
        assert isinstance(label, Msg) and label.text("en")
        assert len(values) == st.num_players
    assert tuple(rows[-1][1]) == tuple(st.outcome().scores)


@pytest.mark.parametrize("seed", [2, 5])
def test_first_class_breakdown_matches_what_the_engine_scored(monkeypatch, seed):
    """First Class: the trains row is what the three scoring phases gave, the Game End row what the Game End
    cards gave, the coins row the coins left at the end; the points along the way are the rest, never negative."""
    got = {"trains": [0] * 3, "ge": [0] * 3}

    def counting(fn, key):
        def wrapped(st, p, ev):
            before = st.players[p].score
            fn(st, p, ev)
            got[key][p] += st.players[p].score - before
        return wrapped

    monkeypatch.setattr(scoring, "score_trains", counting(scoring.score_trains, "trains"))
    monkeypatch.setattr(game_end_cards, "score", counting(game_end_cards.score, "ge"))
    st = _played_out("first_class", seed, players=3)
    trains, ge, coins, along, total = (tuple(v) for _l, v in fc_end.score_breakdown(st))
    assert trains == tuple(got["trains"]) and any(trains)
    assert ge == tuple(got["ge"])
    assert coins == tuple(sum(pl.coins) for pl in st.players)
    assert all(a >= 0 for a in along)
    assert total == tuple(t + g + c + a for t, g, c, a in zip(trains, ge, coins, along))


@pytest.mark.parametrize("name", sorted(SEATS))
def test_end_screen_shows_the_breakdown_and_turns_off_play_controls(name):
    """Student mode, game over: the status bar shows the breakdown table (each row's label), the choices are
    gone, Undo, Redo and Hint are off, and pressing Undo anyway takes nothing back."""
    st = _played_out(name, 3)
    panel = widgets.play(st, mode="student")
    end = panel._bar.end.value
    assert "rb-breakdown" in end
    for label, _v in st.game.score_breakdown(st):
        assert label.text("en").replace("'", "&#x27;") in end
    assert not panel.button_labels
    assert panel._undo_btn.disabled and panel._redo_btn.disabled and panel._bar.hint_btn.disabled
    n = len(st.history)
    assert not panel.undo()
    assert len(st.history) == n


def test_explore_mode_may_still_take_back_the_last_move():
    """Explore mode (a teacher looking into a finished game) keeps Undo at the end."""
    st = _played_out("first_class", 3)
    panel = widgets.play(st, mode="explore")
    assert not panel._undo_btn.disabled
    assert panel.undo() and not panel.state.is_over


def test_a_game_nobody_wins_says_why_it_ended():
    """Horror lost: the prompt says nobody wins and why (the outcome's reason), not an empty list of winners."""
    from rulebook.i18n import translate
    for seed in range(3, 40):
        st = _played_out("horror", seed)
        if not st.outcome().winners:
            break
    else:
        raise AssertionError("every random Horror game was won")
    panel = widgets.play(st, mode="student")
    text = panel._prompt.value
    assert "nobody wins" in text and "Winners: ." not in text
    assert translate(st.outcome().reason, "en").replace("'", "&#x27;") in text
