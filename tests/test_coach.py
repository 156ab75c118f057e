"""The coach (rulebook.analysis.coach): hints are legal and name only what the seat sees; review of a saved game.

Size: ``RULEBOOK_QUICK=1`` (default) checks hints in a few positions per game; ``RULEBOOK_QUICK=0`` in more.
"""
import json
import os
import re

import pytest

import rulebook
from rulebook.analysis import make_bot
from rulebook.analysis.coach import hint, position, review
from rulebook.i18n import Msg

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
POSITIONS = 3 if QUICK else 12
CARD = re.compile(r"^D\d\d$")


def _params(m):
    """Every parameter value of a Msg, nested Msgs opened."""
    out = []
    for v in m.params.values():
        if isinstance(v, Msg):
            out += _params(v)
        else:
            out.append(v)
    return out


def _positions(game, seed, n):
    s = rulebook.GAMES[game].new_game(players=2, seed=seed)
    bots = [make_bot("random", 1), make_bot("random", 2)]
    out = []
    step = 0
    while not s.is_over and len(out) < n:
        if step % 9 == 4:
            out.append(s.copy())
        s.apply(bots[s.current_player].choose(s))
        step += 1
    return out


@pytest.mark.parametrize("game", ["fracht_express", "first_class", "horror"])
def test_hint_is_legal_and_says_why(game):
    """Coach requirement: the hinted move is legal for the seat to decide, and the reason is a Msg with
    parameters (the move and the change of the bot's estimate), rendered in English and Spanish."""
    for s in _positions(game, 21, POSITIONS):
        h = hint(s, s.current_player, "en")
        assert h.action in s.legal_actions()
        assert h.reason.params["move"] == h.action.describe()
        assert h.text and h.reason.text("es")


def test_fracht_express_hint_names_only_what_the_seat_sees():
    """Coach requirement: every card and station a FrachtExpress hint names is in ``state.view(seat)`` (no
    card from the supply or another hand, though the look-ahead draws and drives)."""
    for s in _positions("fracht_express", 8, POSITIONS * 2):
        seat = s.current_player
        seen = json.dumps(s.view(seat))
        h = hint(s, seat)
        for v in _params(h.reason):
            if isinstance(v, str) and CARD.match(v):
                assert f'"{v}"' in seen, (v, h.text)
            if isinstance(v, str) and len(v) == 1 and v.isupper():
                assert v in s.view(seat)["stations"], (v, h.text)


def test_fracht_express_hint_reason_comes_from_the_evaluation():
    """The reason lists what changes by the planner's estimate: when the hinted move delivers, the car and its
    points are named (the car is attached, so in the seat's view)."""
    s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=101)
    bots = [make_bot("planner", 101), make_bot("random", 102)]
    while not s.is_over:
        if s.current_player == 0 and any(type(a).__name__ == "Deliver" for a in s.legal_actions()):
            h = hint(s, 0)
            assert type(h.action).__name__ == "Deliver"
            assert f"{h.action.card} is delivered for" in h.text
            return
        s.apply(bots[s.current_player].choose(s))
    pytest.fail("the planner never delivered in this game")


def test_review_of_a_saved_game():
    """Coach requirement: the review runs on a saved game (to_json -> review) and lists the 3 costliest moves,
    each better move legal in its position (rebuilt with ``position``) and each loss positive, costliest first."""
    s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=4)
    bots = [make_bot("random", 1), make_bot("random", 2)]
    while not s.is_over and len(s.history) < 80:
        s.apply(bots[s.current_player].choose(s))
    saved = s.to_json()
    got = review(saved)
    assert len(got) == 3
    assert [m.loss for m in got] == sorted((m.loss for m in got), reverse=True)
    for m in got:
        pos = position(saved, m.index)
        assert pos.current_player == m.seat
        assert m.better in pos.legal_actions() and m.played in pos.legal_actions()
        assert m.loss > 0 and m.better != m.played
        assert m.describe().text("en")


@pytest.mark.parametrize("game", ["first_class", "horror"])
def test_first_class_and_horror_hints_speak_a_learners_words(game):
    """Coach requirement (issue 16, issue 39): a First Class or Horror hint names what changes in words a learner
    knows (First Class: its own phrases of a move's changes; Horror: coach_reasons' quantities), never a field of
    the state such as ``cur`` or ``completed.count``."""
    from rulebook.analysis.coach_reasons import features
    names = {m.id for m, _ in features(rulebook.GAMES[game].new_game(players=2, seed=1), 0)}
    for s in _positions(game, 5, POSITIONS * 2):
        h = hint(s, s.current_player, "en")
        for c in h.changes:
            if game == "horror":
                assert c.msg.params["what"].id in names, c.msg.text()
            assert not re.search(r"\b\w+\.\w+\b|\b(cur|cond|loco|basics|bag)\b", c.msg.text()), c.msg.text()
        assert not re.search(r"\b\w+\.\w+\b goes from|\b(cur|basics|bag) goes from", h.text), h.text


def test_first_class_hint_counts_the_coin_it_spends():
    """Coach requirement: when the hinted First Class move spends a coin for a car, the reason says both what
    was spent and what was gained (coins down by one, cars up by one), as the evaluation sees them."""
    from rulebook.analysis.coach_reasons import changes, features
    s = rulebook.GAMES["first_class"].new_game(players=2, seed=5)
    after = s.copy()
    seat = s.current_player
    after.players[seat].coins = [c + 1 for c in after.players[seat].coins]
    (c,) = changes(s, after, seat)
    assert c.params["what"].id == "your coins" and c.params["b"] == c.params["a"] + len(s.players[seat].coins)
    assert features(s, seat)[0][1] == s.players[seat].score
