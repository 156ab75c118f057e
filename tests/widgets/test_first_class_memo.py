"""The First Class picture's remembered pieces (``widgets/first_class/memo.py``): a picture put together from
remembered pieces is exactly the picture drawn afresh, for every seat, the mover's highlighted parts and both
languages, move after move of seeded games; and pieces are in fact reused (the class tables' cost per move)."""
import random

import pytest

import rulebook
from widgets.first_class import memo
from widgets.first_class.svg import render_table
from widgets.views import view_for

FC = rulebook.GAMES["first_class"]
VIEW = view_for("first_class")


def fresh(state, **kw) -> str:
    memo.ENABLED = False
    try:
        return render_table(state, **kw)
    finally:
        memo.ENABLED = True


@pytest.fixture(autouse=True)
def _empty_memo():
    memo.clear()
    yield
    memo.ENABLED = True
    memo.clear()


def _active(state):
    legal = state.legal_actions()
    return frozenset(k for k in (VIEW.key_of(state, a) for a in legal) if k)


@pytest.mark.parametrize("seed,players", [(1, 4), (2, 3), (5, 2)])
def test_remembered_pictures_equal_fresh_ones_move_by_move(seed, players):
    """Rule: a remembered piece is used only where a fresh drawing would give the same text -- every seat's
    picture (and the teacher's, seat None), the mover's with its highlighted parts, in English and Spanish,
    equals the picture drawn with nothing remembered, after every move of a seeded game."""
    s = FC.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    moves = 0
    while not s.is_over and moves < 40:
        mover = s.current_player
        for lang in ("en", "es"):
            for seat in [None, *range(players)]:
                active = _active(s) if seat == mover else frozenset()
                assert render_table(s, seat=seat, lang=lang, active=active) == \
                    fresh(s, seat=seat, lang=lang, active=active), (moves, seat, lang)
        s.apply(rng.choice(s.legal_actions()))
        moves += 1
    assert memo.stats()["hits"] > 0      # the comparison above did compare copies


def test_a_move_redraws_the_areas_it_changes_and_no_others():
    """Rule: after one move, a seat that did not move draws again only the players' areas the move changed
    (that player's cards, coins or score, or whether it is their turn); the other areas are copies."""
    s = FC.new_game(players=4, seed=3)
    rng = random.Random(3)
    for _ in range(12):         # out of the draft, into the turns
        s.apply(rng.choice(s.legal_actions()))
    for _ in range(10):
        watcher = (s.current_player + 2) % 4
        before = s.view(watcher)
        render_table(s, seat=watcher)
        s.apply(rng.choice(s.legal_actions()))
        after = s.view(watcher)
        if after["phase"] != before["phase"] or after["start_tile"] != before["start_tile"]:
            continue
        changed = sum(before["players"][p] != after["players"][p] or (before["turn"] == p) != (after["turn"] == p)
                      for p in range(4))
        areas = {k for k in memo._pieces if k[0][0] == "player"}
        render_table(s, seat=watcher)
        drawn = {k for k in memo._pieces if k[0][0] == "player"} - areas
        assert len(drawn) == changed < 4


def test_a_piece_drawn_in_one_language_is_not_used_for_another():
    """Rule: the language is part of every piece's key: a Spanish seat never gets an English piece."""
    s = FC.new_game(players=4, seed=8)
    en = render_table(s, seat=0, lang="en")
    es = render_table(s, seat=0, lang="es")
    assert en != es and es == fresh(s, seat=0, lang="es")


def test_the_owner_and_the_others_see_a_hidden_area_differently():
    """Rule: a player's area is remembered per what the seat may see of it: the owner's copy (its Game End
    cards face up, "(you)") is never shown to another seat, whose copy shows counts."""
    s = FC.new_game(players=4, seed=4)
    rng = random.Random(4)
    while s.phase == "draft":
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(4):
        assert render_table(s, seat=seat) == fresh(s, seat=seat)
    assert render_table(s, seat=0) != render_table(s, seat=1)


@pytest.mark.parametrize("prefix", ["ge:", "card:", "coin:", "contract:"])
def test_a_highlighted_part_is_never_a_copy_of_the_plain_one(prefix):
    """Rule: whether a part is highlighted (the mover may click it) is part of its key: where the mover may
    click a part of kind ``prefix``, the mover's picture, drawn after the other seats' plain pictures of the
    same position, equals a fresh drawing and differs from the plain one."""
    for seed in range(40):
        s = FC.new_game(players=4, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            active = _active(s)
            if any(k.startswith(prefix) for k in active):
                mover = s.current_player
                for seat in range(4):
                    render_table(s, seat=seat)
                lit = render_table(s, seat=mover, active=active)
                assert lit == fresh(s, seat=mover, active=active)
                assert lit != render_table(s, seat=mover)
                return
            s.apply(rng.choice(s.legal_actions()))
    pytest.skip(f"no seeded game offered a {prefix} click")
