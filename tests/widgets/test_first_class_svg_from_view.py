"""The First Class picture draws from the readable view only (issue #17: ``state.view(seat)`` is "the same
structure the pictures draw from"): two positions a seat cannot tell apart give that seat the same picture,
and the renderer touches nothing of a state but its view, its component data and its game."""
import os
import random

import pytest

import rulebook
from rulebook.core import Rng
from rulebook.first_class.determinize import determinize
from widgets.first_class.svg import parts, render_table

FC = rulebook.GAMES["first_class"]
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
SEEDS = range(4 if QUICK else 16)
MODULES = (("A", "B"), ("C", "D"), ("D", "E"), ("B", "E"))


def positions(seed, every=17):
    """Positions of one random 2-4 player game (seeded), one every ``every`` moves plus the end."""
    players = 2 + seed % 3
    s = FC.new_game(players=players, seed=seed, modules=MODULES[seed % len(MODULES)])
    rng = random.Random(seed)
    step = 0
    while not s.is_over:
        if step % every == 0:
            yield s.copy()
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    yield s


class OnlyView:
    """A state that answers only what the picture may use: ``view(seat)``, ``comp`` and ``game``; any other
    attribute (the piles' order, the hands, the random generator...) raises."""

    def __init__(self, st):
        self._st = st

    def view(self, seat):
        return self._st.view(seat)

    @property
    def comp(self):
        return self._st.comp

    @property
    def game(self):
        return self._st.game

    def __getattr__(self, name):
        raise AssertionError(f"the picture read state.{name}, not the view")


def hidden_differs(a, b, seat) -> bool:
    """Whether two positions differ in something ``seat`` cannot see (the piles' order, removed cards, the
    Game End deck or the draft hand, another player's Game End cards or completed pile)."""
    if (a.piles, a.removed, a.ge_deck, a.draft_hand) != (b.piles, b.removed, b.ge_deck, b.draft_hand):
        return True
    return any((pa.ge, pa.completed) != (pb.ge, pb.completed)
               for p, (pa, pb) in enumerate(zip(a.players, b.players)) if p != seat)


@pytest.mark.parametrize("seed", SEEDS)
def test_same_view_same_picture(seed):
    """Rule: a seat's picture depends only on ``state.view(seat)``. The hidden cards are dealt again
    consistently with the view (``determinize``); every part of the picture, in English and Spanish, must come
    out byte for byte the same. A renderer that drew a hidden card or pile order would differ."""
    tried = 0
    for s in positions(seed):
        for seat in range(s.n):
            d = determinize(s, seat, Rng(seed * 31 + seat))
            assert d.view(seat) == s.view(seat)
            if not hidden_differs(s, d, seat):
                continue
            tried += 1
            for lang in ("en", "es"):
                for part, _ in parts(s, seat):
                    assert render_table(d, seat=seat, lang=lang, part=part) == \
                        render_table(s, seat=seat, lang=lang, part=part), (seat, lang, part)
    assert tried > 0


@pytest.mark.parametrize("seed", SEEDS)
def test_picture_reads_nothing_but_the_view(seed):
    """Rule: the renderer reads a position only through ``state.view(seat)`` (all-seeing with ``seat=None``),
    plus component data and section titles. Rendering a state that refuses every other attribute must work
    and give the same picture, for every seat, ``None`` and every part."""
    for s in positions(seed, every=29):
        for seat in [None, *range(s.n)]:
            for part, _ in parts(s, seat):
                assert render_table(OnlyView(s), seat=seat, part=part) == render_table(s, seat=seat, part=part)


def test_all_seeing_view_shows_every_secret():
    """Rule: ``state.view(None)`` hides nothing a seat's view hides (each player's Game End cards and completed
    pile, the draft hand), and a seat's view still shows a count in their place."""
    s = FC.new_game(players=3, seed=2)
    full = s.view(None)
    assert full["seat"] is None and full["draft_hand"] == list(s.draft_hand)
    other = (s.current_player + 1) % 3
    assert s.view(other)["draft_hand"] is None and s.view(other)["draft_hand_count"] == len(s.draft_hand)
    for s in positions(5, every=40):
        full = s.view(None)
        for p, pl in enumerate(s.players):
            assert full["players"][p]["game_end"] == list(pl.ge)
            assert full["players"][p]["completed"] == list(pl.completed)
            seen = s.view((p + 1) % s.n)["players"][p]
            assert seen["game_end"] is None and seen["game_end_count"] == len(pl.ge)
            assert seen["completed"] is None and seen["completed_count"] == len(pl.completed)


def test_view_fields_the_picture_needs():
    """Rule: the view carries what the picture showed from the state before (issue #17): ``winners`` once the
    game is over (the best scores, as ``outcome()``), ``None`` before; each player's ``contracts_met``, the open
    contracts whose requirement holds (the picture's "ready" mark)."""
    from rulebook.first_class.contracts import met
    seen_met = False
    for seed in (0, 4):          # module A: contracts
        for s in positions(seed, every=5):
            v = s.view(0)
            assert v["winners"] == (list(s.outcome().winners) if s.is_over else None)
            for p, pl in enumerate(s.players):
                want = [c for c in pl.contracts if met(s, p, s.comp.cards[c].requirement)]
                assert v["players"][p]["contracts_met"] == want
                seen_met = seen_met or bool(want)
    assert seen_met
