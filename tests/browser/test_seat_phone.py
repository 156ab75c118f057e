"""The class tables' seat page on a phone (issue 39), in Chromium: at 390x844 the status, the choices and the
picture at a readable size, without sideways scrolling.

For each game the teacher creates a table (FrachtExpress and First Class: two seats, Horror: one); the first
seat's page opens at 390x844 and plays a few decisions by clicking its choices. At every decision: the status
and the choices inside the viewport, nothing wider than the screen, the picture shown as tiles
(``widgets/phone_tiles.js``) whose smallest text on screen is at least 11 CSS px. The server is the real
``rulebook serve`` (``test_class_tables.Server``).
"""
from __future__ import annotations

import pytest

from test_class_tables import CODE, Server, _page, _serial, _wait_serial

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

GAMES = {"first_class": 2, "fracht_express": 2, "horror": 1}
DECISIONS = 4

LOOK_JS = """() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
    return {y: r.y, bottom: r.bottom, x: r.x, right: r.right}; };
  let widest = 0;
  document.querySelectorAll('body *').forEach(e => { if (e.ownerSVGElement) return;
    const r = e.getBoundingClientRect(); if (r.width > 0 && r.height > 0) widest = Math.max(widest, r.right); });
  let font = 1e9, tiles = 0;
  document.querySelectorAll('#rb-tiles svg, #rb-picture svg').forEach(svg => {
    const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
    if (!(r.width > 0) || r.bottom < 0 || r.top > innerHeight || !vb || !vb.width) return;
    if (svg.closest('#rb-tiles')) tiles += 1;
    const k = Math.min(r.width / vb.width, r.height / vb.height);
    svg.querySelectorAll('text').forEach(t => { if (!t.textContent.trim() || t.getBoundingClientRect().width <= 0) return;
      font = Math.min(font, parseFloat(getComputedStyle(t).fontSize) * k); });
  });
  return {status: box(document.querySelector('#rb-status')), choices: box(document.querySelector('#rb-choices')),
          n: document.querySelectorAll('.rb-choice').length, widest, font, tiles,
          pageWidth: document.scrollingElement.scrollWidth};
}"""


def _check(look, where):
    for what in ("status", "choices"):
        b = look[what]
        assert b and b["y"] >= 0 and b["bottom"] <= 844 and b["right"] <= 390.5, f"{what} off the screen {where}: {b}"
    assert look["pageWidth"] <= 390 and look["widest"] <= 390.5, f"the page is wider than the phone {where}: {look}"
    assert look["tiles"] > 0, f"the picture is not shown as tiles {where}"
    assert look["font"] >= 11 - 0.05, f"the smallest text on screen is {look['font']:.1f} px {where}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_seat_page_on_a_phone(chromium, tmp_path, artifacts, game):
    problems: list = []
    server = Server(tmp_path / "class.sqlite3").start()
    try:
        teacher = _page(chromium, 1366, 768, problems)
        teacher.goto(server.base + "/")
        teacher.fill("input[name=code]", CODE.lower())
        teacher.click("text=Open the dashboard")
        teacher.select_option("select[name=game] >> nth=0", game)
        teacher.fill("input[name=players]", str(GAMES[game]))
        teacher.fill("input[name=seed]", "5")
        teacher.click("button:has-text('Create')")
        link = teacher.locator("a:has-text('link')").first.get_attribute("href")
        page = _page(chromium, 390, 844, problems)
        page.goto(server.base + link)
        page.locator("#rb-conn.rb-ok").wait_for()
        made = 0
        for n in range(DECISIONS * 3):
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            look = page.evaluate(LOOK_JS)
            _check(look, f"at decision {made} of {game}")
            if n == 1:
                page.screenshot(path=str(artifacts / f"seat-{game}-390x844.png"))
            if made >= DECISIONS or not look["n"]:
                break
            before = _serial(page)
            page.locator(".rb-choice").first.click()
            _wait_serial(page, before + 1)
            made += 1
        assert made, f"{game}: the first seat never had a choice"
        assert not problems, problems[:5]
    finally:
        if server.proc and server.proc.poll() is None:
            server.kill()
