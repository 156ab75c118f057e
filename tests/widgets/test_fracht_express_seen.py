"""The FrachtExpress table picture draws only what a seat may see (issue #17: "the same view the pictures
draw from").

* Scrambling everything ``state.view(seat)`` hides -- the supply's order, the other seats' hands, every
  delivered pile, the station cards other seats still hold -- leaves ``view(seat)`` equal and the picture
  for ``seat`` byte for byte the same, in positions of games of 2 to 4 players, basic and advanced, with
  the stations dealt or placed; and the scramble does change the all-seeing picture somewhere (so the
  test would notice a renderer that read the hidden parts).
* ``view(None)`` is the all-seeing view: every hand, station card, flight ticket and objection card.
* The renderer module itself never reaches into the state's hidden parts.
"""
from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import rulebook
from rulebook.fracht_express.plan_bot import PlannerBot
from widgets.fracht_express.svg import render_table

FX = rulebook.GAMES["fracht_express"]
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
STEPS = 90 if QUICK else 300
EVERY = 15 if QUICK else 10
GAMES = [(2, {}), (3, {"advanced": True}), (4, {"advanced": True, "layout": "dealt"}), (3, {"layout": "dealt"})]


def positions():
    for n, opts in GAMES:
        st = FX.new_game(players=n, seed=n, **opts)
        bot, rng = PlannerBot(n), random.Random(n)
        for step in range(STEPS):
            if st.is_over:
                break
            if step % EVERY == 0:
                yield f"{n}-{sorted(opts)}-{step}", st.copy()
            st.apply(bot.choose(st) if rng.random() < 0.8 else rng.choice(st.legal_actions()))


def scrambled(st, seat: int, rng: random.Random):
    """A copy of ``st`` with everything ``seat`` may not see dealt again at random (sizes kept)."""
    s = st.copy()
    others = [pl for p, pl in enumerate(s.players) if p != seat]
    for pl in s.players:
        pl.delivered = list(pl.delivered)
    for pl in others:
        pl.hand = list(pl.hand)
        pl.stations = list(pl.stations)
    pool = list(s.deck) + [c for pl in others for c in pl.hand] + [c for pl in s.players for c in pl.delivered]
    rng.shuffle(pool)
    s.deck = [pool.pop() for _ in s.deck]
    for pl in others:
        pl.hand = [pool.pop() for _ in pl.hand]
    for pl in s.players:
        pl.delivered = [pool.pop() for _ in pl.delivered]
    held = [L for pl in others for L in pl.stations]
    rng.shuffle(held)
    for pl in others:
        pl.stations = [held.pop() for _ in pl.stations]
    s._cache = None
    return s


def test_a_seat_picture_changes_only_with_its_view():
    """Issue #17: the picture for ``seat`` is drawn from ``state.view(seat)`` only: hidden parts scrambled,
    equal view, equal SVG (every seat, both languages); the all-seeing picture does notice the scramble."""
    rng = random.Random(5)
    checked = noticed = 0
    for name, st in positions():
        for seat in range(st.n):
            s2 = scrambled(st, seat, rng)
            assert s2.view(seat) == st.view(seat), name
            for lang in ("en", "es"):
                assert render_table(s2, seat=seat, lang=lang) == render_table(st, seat=seat, lang=lang), \
                    (name, seat, lang)
            checked += 1
            noticed += render_table(s2) != render_table(st)
    assert checked >= 20 and noticed >= 1


def test_view_none_sees_everything():
    """``view(None)`` (the all-seeing picture's view) shows every hand and every held card; a seat's view
    shows only its own, and both are JSON."""
    st = FX.new_game(players=3, seed=2, advanced=True)
    full, mine = st.view(None), st.view(1)
    assert [p["hand"] for p in full["players"]] == [list(pl.hand) for pl in st.players]
    assert all(p["ticket"] is not None and p["objection"] is not None for p in full["players"])
    assert [p["hand"] is None for p in mine["players"]] == [True, False, True]
    assert json.loads(json.dumps(full)) == full and full["advanced"] is True
    assert full["station_actions"]["A"] == [] and len(full["station_actions"]) == len(st.stations)


def test_the_renderer_reads_no_hidden_state():
    """The drawing class takes the view (``Seen``) and the engine's answers, never the state: no
    ``state`` name and no secret-free dump inside it."""
    src = Path(__file__).resolve().parents[2].joinpath("widgets", "fracht_express", "svg.py").read_text()
    body = src[src.index("class _Table"):src.index("def hover_css")]
    assert "_secret_free_dump" not in src
    assert not re.search(r"\bstate\b", body.replace("the state itself", ""))
