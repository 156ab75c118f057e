"""A whole game of each game played through the student's screen in Chromium (issue 39).

The app is ``surface_harness.write_whole_game_app``: the game from its set-up in a Voila page, student mode,
one person in seat 1 against a random bot (Horror: one investigator). The test plays by clicking the status
bar's choice buttons (a seeded random one each time; nothing calls the engine) until the game is over, and at
every decision checks what a student must see:

* at 1366x768: the prompt and the choices' box inside the viewport, every choice inside that box (its own
  scrolling brings any of them into view) and the one clicked inside the viewport when clicked; the status bar
  no taller than ``BAR_MAX``; the picture tab on screen holds the most parts to press now; with the page
  scrolled 400 px down (once a game), the status bar still at the top with the prompt and the choices;
* at 390x844: the same, with no sideways scrolling anywhere on the page, no text of the pictures on screen
  under 11 CSS px (a wide table shows as tiles, ``widgets/phone_tiles.js``) and, when the picture has parts to
  press, one of them on the first screen (the tiles holding them come first);
* at the end: the score broken down by source (a row per source and a cell per player), the choices gone, and
  Undo and Hint off.

The whole games are ``slow`` (each takes minutes on a busy 2-core machine); the quick suite plays the first
``QUICK_DECISIONS`` decisions of each game at both sizes with the same checks. Run one at a time.
"""
from __future__ import annotations

import random

import pytest

import classroom_harness as C
import jupyter_harness as H
import surface_harness as S

pytestmark = [pytest.mark.browser, pytest.mark.timeout(1500)]

BAR_MAX = {(1366, 768): 170, (390, 844): 260}   # the status bar's greatest height, CSS px
QUICK_DECISIONS = 6
MAX_DECISIONS = 400
SIZES = [(1366, 768), (390, 844)]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    reason = C.voila_missing_reason()
    if reason:
        pytest.skip(reason)
    server = C.VoilaServer(S.write_whole_game_app(tmp_path_factory.mktemp("whole")))
    try:
        server.start()
        yield server
    finally:
        server.stop()
        server.cleanup()


#: what the page shows now: the prompt's marks, the boxes of the bar, the prompt and the choices, the tabs'
#: parts to press, the widest thing on the page and the smallest text of the pictures on screen
LOOK_JS = """() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
    return {x: r.x, y: r.y, width: r.width, height: r.height, bottom: r.bottom, right: r.right}; };
  const mark = document.querySelector('.rb-prompt [data-moves]');
  const actions = document.querySelector('.rb-status .rb-actions');
  const buttons = [...document.querySelectorAll('.rb-status .rb-actions button')];
  const tabs = [...document.querySelectorAll('.rb-picture-tabs > .widget-tab-contents > *')];
  const active = (el) => el.querySelectorAll('[data-key].rb-active').length;
  const shownTab = tabs.findIndex(t => t.getBoundingClientRect().width > 0);
  const svgs = [...document.querySelectorAll('.rb-svg svg')].filter(s => {
    const r = s.getBoundingClientRect(); return r.width > 0 && r.bottom > 0 && r.top < innerHeight; });
  let font = 1e9;
  svgs.forEach(svg => {
    const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
    if (!vb || !vb.width) return;
    const k = Math.min(r.width / vb.width, r.height / vb.height);
    svg.querySelectorAll('text').forEach(t => { if (!t.textContent.trim() || t.getBoundingClientRect().width <= 0) return;
      font = Math.min(font, parseFloat(getComputedStyle(t).fontSize) * k); });
  });
  let widest = 0;
  document.querySelectorAll('body *').forEach(e => { if (e.ownerSVGElement) return;   // an svg clips its drawing
    const r = e.getBoundingClientRect(); if (r.width > 0 && r.height > 0) widest = Math.max(widest, r.right); });
  const scrollers = [...document.querySelectorAll('*')].filter(e => e.scrollWidth > e.clientWidth + 1 &&
    ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)).map(e => e.className.toString().slice(0, 60));
  const lit = [...document.querySelectorAll('.rb-svg svg [data-key].rb-active')].map(g => g.getBoundingClientRect())
    .filter(r => r.width > 0);
  const litSeen = lit.some(r => r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth);
  return {lit: lit.length, litSeen, moves: mark ? Number(mark.dataset.moves) : -1, choices: mark ? Number(mark.dataset.choices) : -1,
          over: mark ? mark.dataset.over === '1' : false, prompt: box(document.querySelector('.rb-prompt')),
          promptText: mark ? mark.textContent : '', status: box(document.querySelector('.rb-status')),
          actions: box(actions), buttons: buttons.map(box), shown: buttons.length,
          tabs: tabs.map(active), shownTab, font, widest, scrollers,
          pageWidth: document.scrollingElement.scrollWidth, innerWidth, innerHeight};
}"""

#: scroll the panel's scroller (Voila's page scrolls in a box of its own) by ``dy``; how far it went
SCROLL_JS = """(dy) => { let sc = document.querySelector('.rb-panel');
  while (sc && !(['auto', 'scroll'].includes(getComputedStyle(sc).overflowY) && sc.scrollHeight > sc.clientHeight + 1))
    sc = sc.parentElement;
  sc = sc || document.scrollingElement; const before = sc.scrollTop; sc.scrollTop += dy; return sc.scrollTop - before; }"""

def _inside(b, w, h, what):
    assert b is not None, f"{what} is not on the page"
    assert b["y"] >= -0.5 and b["bottom"] <= h + 0.5 and b["x"] >= -0.5 and b["right"] <= w + 0.5, \
        f"{what} is outside the viewport: {b}"


def _check_decision(look, size, n):
    w, h = size
    where = f"decision {n} ({look['promptText'][:70]!r})"
    _inside(look["prompt"], w, h, f"the prompt at {where}")
    _inside(look["actions"], w, h, f"the choices' box at {where}")
    box = look["actions"]
    for i, b in enumerate(look["buttons"]):   # inside the box across; the box's own scrolling reaches the rest
        assert b["x"] >= box["x"] - 0.5 and b["right"] <= box["right"] + 0.5, f"choice {i} sticks out at {where}: {b}"
    assert look["status"]["height"] <= BAR_MAX[size], \
        f"the status bar is {look['status']['height']:.0f} px tall at {where} (at most {BAR_MAX[size]})"
    tabs = look["tabs"]
    if tabs and max(tabs):
        assert tabs[look["shownTab"]] == max(tabs), \
            f"the tab on screen has {tabs[look['shownTab']]} parts to press, another has {max(tabs)} at {where}"
    if size == (390, 844):
        assert look["pageWidth"] <= w and look["widest"] <= w + 0.5, \
            f"the page is {max(look['pageWidth'], look['widest']):.0f} px wide at {where}"
        assert not look["scrollers"], f"something scrolls sideways at {where}: {look['scrollers'][:3]}"
        assert look["font"] >= 11 - 0.05, f"the smallest text on screen is {look['font']:.1f} CSS px at {where}"
        assert not look["lit"] or look["litSeen"], f"no part to press of the {look['lit']} is on the first screen at {where}"


def _play(page, size, game, decisions: int, artifacts=None) -> dict:
    """Click choices until the game is over or ``decisions`` were made; check every decision; the last look."""
    rng = random.Random(f"{game}{size}")
    look = page.evaluate(LOOK_JS)
    n = 0
    tallest = 0
    while not look["over"] and n < decisions:
        _check_decision(look, size, n)
        tallest = max(tallest, look["status"]["height"])
        assert look["shown"] > 0, f"no choice on offer at decision {n}: {look['promptText']!r}"
        i = rng.randrange(look["shown"])
        button = page.locator(".rb-status .rb-actions button").nth(i)
        button.scroll_into_view_if_needed()
        b = button.bounding_box()
        _inside({"x": b["x"], "y": b["y"], "bottom": b["y"] + b["height"], "right": b["x"] + b["width"]},
                 size[0], size[1], f"choice {i} at decision {n}")
        if n == 2:   # the bar stays at the top while the table scrolls under it
            moved = page.evaluate(SCROLL_JS, 400)
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            if moved > 100:
                held = page.evaluate(LOOK_JS)
                assert 0 <= held["status"]["y"] <= 40, f"the status bar left the top when the page scrolled: {held['status']}"
                _inside(held["prompt"], size[0], size[1], "the prompt with the page scrolled")
                _inside(held["actions"], size[0], size[1], "the choices with the page scrolled")
            page.evaluate(SCROLL_JS, -100_000)
        if artifacts is not None and n == 3:
            page.screenshot(path=str(artifacts / f"whole-{game}-{size[0]}x{size[1]}.png"))
        button.click()
        S.settle(page, look["moves"])
        look = page.evaluate(LOOK_JS)
        n += 1
    print(f"{game} {size[0]}x{size[1]}: {n} decisions, the status bar at most {tallest:.0f} px tall")
    return look | {"decisions": n}


def _check_end(page, look, game):
    assert look["over"], f"{game}: not over after {look['decisions']} decisions"
    end = page.evaluate("""() => { const t = document.querySelector('.rb-status .rb-end table.rb-breakdown');
      const off = (label) => { const b = [...document.querySelectorAll('.rb-status button')]
        .find(x => x.textContent.trim() === label); return b ? b.disabled : null; };
      return {rows: t ? [...t.querySelectorAll('tbody tr')].map(r => [...r.children].map(c => c.textContent)) : [],
              buttons: document.querySelectorAll('.rb-status .rb-actions button').length,
              undo: off('Undo'), hint: off('Hint')}; }""")
    players = {"horror": 1}.get(game, 2)
    assert len(end["rows"]) >= 3, f"{game}: no score breakdown at the end: {end}"
    assert all(len(r) == players + 1 and r[0] for r in end["rows"]), end["rows"]
    assert end["buttons"] == 0 and end["undo"] is True and end["hint"] is True, end


def _open(chromium, app, game, size):
    page = H.new_page(chromium, width=size[0], height=size[1])
    S.open_game(page, app.base, game)
    page.wait_for_function("() => document.querySelector('.rb-prompt [data-moves]')")
    return page


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=["1366x768", "390x844"])
@pytest.mark.parametrize("game", S.GAMES)
def test_a_whole_game_through_the_students_screen(app, chromium, artifacts, game, size):
    """A whole game, every decision clicked on a choice: the checks of the module's notes at every decision,
    and the score breakdown with the play controls off at the end."""
    page = _open(chromium, app, game, size)
    try:
        look = _play(page, size, game, MAX_DECISIONS, artifacts)
        page.screenshot(path=str(artifacts / f"whole-{game}-{size[0]}x{size[1]}-end.png"))
        _check_end(page, look, game)
    finally:
        page.context.close()


@pytest.mark.parametrize("size", SIZES, ids=["1366x768", "390x844"])
@pytest.mark.parametrize("game", S.GAMES)
def test_the_first_decisions_through_the_students_screen(app, chromium, game, size):
    """The quick suite's share: the first decisions of each game with the same checks at every one."""
    page = _open(chromium, app, game, size)
    try:
        look = _play(page, size, game, QUICK_DECISIONS)
        assert look["decisions"] == QUICK_DECISIONS or look["over"]
    finally:
        page.context.close()
