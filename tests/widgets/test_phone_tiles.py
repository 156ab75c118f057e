"""The phone's tiles (issue 39): one script, ``widgets/phone_tiles.js``, turns a wide picture into tiles at a
readable scale below 600 px, for the turn panel's pictures and for the class tables' seat page.

The browser checks (no sideways scrolling, no text under 11 px) are in ``tests/browser/test_whole_game.py``;
here: both places use the same script, and the seat page loads it before its own and has a place for the tiles.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_seat_page_serves_the_same_tiles_script():
    """class_tables/static/phone_tiles.js is a copy of widgets/phone_tiles.js (the static folder is the only one
    the class-table server serves): the two never drift apart."""
    source = (ROOT / "widgets" / "phone_tiles.js").read_text(encoding="utf-8")
    assert "function rbTilePicture" in source
    assert (ROOT / "class_tables" / "static" / "phone_tiles.js").read_text(encoding="utf-8") == source


def test_the_seat_page_loads_the_tiles_before_its_script():
    """The seat page's HTML loads phone_tiles.js before tables.js, and has the tiles' place after the picture."""
    from class_tables.pages import seat_page
    payload = {"buttons": ["Take it"], "note": None, "log": ["Something happened."], "serial": 3, "table": "T1",
               "me": "Player 1", "status": "Your turn", "svg": '<svg viewBox="0 0 10 10"></svg>'}
    page = seat_page(payload, "/ws/seat/x", "en")
    assert page.index('src="/static/phone_tiles.js"') < page.index('src="/static/tables.js"')
    assert page.index('id="rb-picture"') < page.index('id="rb-tiles"')
    assert page.index('class="rb-bar"') < page.index('id="rb-choices"') < page.index('id="rb-picture"')
