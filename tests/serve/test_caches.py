"""The class-table server's caches (issue 34, cost per move) give the answers a fresh computation gives.

* the remembered pieces of the pictures (``widgets/first_class/memo.py``) and the remembered long elements of
  the cutting (``class_tables.patches._KNOWN``): for every game, N moves of a seeded table, every seat's page
  kept up to date by the patches it receives equals the page drawn afresh with nothing remembered;
* cutting a picture with long elements remembered gives the same elements as cutting it from nothing.
"""
import random

import pytest

from class_tables import pages, patches
from class_tables.room import RATE_BURST, Room
from class_tables.seats import _announce
from class_tables.store import MemoryStore
from widgets.first_class import memo

from .test_security import _apply


class _Page:
    """A seat's page as the announcer sees it (no socket): what it was sent, kept up to date like tables.js."""
    dashboard = False

    def __init__(self, table, seat, lang):
        self.table, self.seat, self.lang = table, seat, lang
        self.sent = self.sent_split = None
        self.held = None

    def push(self, payload):
        self.held = _apply(self.held, payload)

    def send_state(self, payload, cut=None):
        self.push(payload)
        self.sent, self.sent_split = payload, cut if cut is not None else patches.split(payload["svg"])


class _App:
    def __init__(self):
        self.settings = {"sockets": set()}


def _fresh(table, seat, lang):
    memo.ENABLED = False
    try:
        return pages.seat_payload(table, seat, lang)
    finally:
        memo.ENABLED = True


@pytest.fixture(autouse=True)
def _empty_caches():
    memo.clear()
    patches.forget()
    yield
    memo.ENABLED = True


@pytest.mark.parametrize("game,players,moves", [("first_class", 4, 40), ("fracht_express", 2, 25),
                                                ("horror", 2, 25)])
def test_patched_pages_equal_fresh_pages_move_by_move(game, players, moves):
    """Rule: whatever the server remembers between moves, a seat's page after each move's patch is exactly the
    page drawn from nothing for that seat (two tables of the same game, one seat in Spanish, so pieces are
    shared across tables, seats and languages where they may be and nowhere else)."""
    room = Room(MemoryStore(), teacher_code="CACHE-TEST-CODE")
    app = _App()
    room.add_listener(_announce(app))
    tables = [room.create(game, players=players, seed=11 + i) for i in range(2)]
    for t in tables:
        for seat in range(players):
            page = _Page(t, seat, "es" if seat == 1 else "en")
            page.send_state(pages.seat_payload(t, seat, page.lang))
            app.settings["sockets"].add(page)
    rng = random.Random(7)
    for n in range(moves):
        t = tables[n % 2]
        if t.state.is_over:
            continue
        mover = t.state.current_player
        t.seats[mover]._bucket[0] = RATE_BURST
        r = t.act(mover, version=t.serial, button=rng.randrange(len(t.buttons(mover))))
        assert r.ok
        for page in app.settings["sockets"]:
            want = _fresh(page.table, page.seat, page.lang)
            got = page.held
            assert {k: got[k] for k in want if k != "type"} == {k: v for k, v in want.items() if k != "type"}, \
                (game, n, page.seat)


@pytest.mark.parametrize("game,players", [("first_class", 4), ("fracht_express", 2), ("horror", 2)])
def test_cutting_with_remembered_elements_equals_cutting_from_nothing(game, players):
    """Rule: a remembered element is taken whole only where the picture continues with its exact text, which
    is the cut counting tags makes: every picture of a seeded game cuts the same both ways (and the memory
    was used)."""
    import rulebook
    from widgets.views import view_for
    g, v = rulebook.GAMES[game], view_for(game)
    s = g.new_game(players=players, seed=5)
    rng = random.Random(5)
    used = 0
    for _ in range(20):
        if s.is_over:
            break
        for seat in range(players):
            svg = v.render_plain(s, seat=seat)
            known = len(patches._KNOWN)
            with_memory = patches.split(svg)
            saved = dict(patches._KNOWN)
            patches._KNOWN.clear()
            assert with_memory == patches.split(svg)
            used += known > 0
            patches._KNOWN.clear()
            patches._KNOWN.update(saved)
        s.apply(rng.choice(s.legal_actions()))
    assert used


def test_a_remembered_element_is_not_taken_where_the_text_goes_on_differently():
    """Rule: a remembered element whose first characters match but whose text does not is cut afresh."""
    long = "x" * patches.KNOWN_BYTES
    a = f'<svg><g id="a"><text>{long}</text></g><rect/></svg>'
    b = f'<svg><g id="a"><text>{long}y</text><g/></g><rect/></svg>'
    assert patches.split(a)[1][0] == f'<g id="a"><text>{long}</text></g>'
    assert patches.split(b)[1] == [f'<g id="a"><text>{long}y</text><g/></g>', "<rect/>"]


def test_the_remembered_elements_stay_within_their_caps(monkeypatch):
    """Rule: the cut's memory is bounded: at most KNOWN_EACH elements share a prefix, and once the elements
    hold more than KNOWN_CHARS characters they are all forgotten before the next is kept."""
    import rulebook
    from widgets.first_class.svg import render_table
    monkeypatch.setattr(patches, "KNOWN_EACH", 3)
    monkeypatch.setattr(patches, "KNOWN_CHARS", 60_000)
    s = rulebook.GAMES["first_class"].new_game(players=4, seed=2)
    rng = random.Random(2)
    biggest = 0
    for _ in range(30):
        for seat in range(4):
            kids = patches.split(render_table(s, seat=seat))[1]
            biggest = max(biggest, *map(len, kids))
            held = [e for same in patches._KNOWN.values() for e in same]
            assert all(len(same) <= 3 for same in patches._KNOWN.values())
            assert sum(map(len, held)) == patches._known_chars[0] <= 60_000 + biggest
        s.apply(rng.choice(s.legal_actions()))
