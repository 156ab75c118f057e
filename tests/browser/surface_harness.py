"""One turn panel per game in a Voila page, for the play-surface browser test and the screenshot tool.

:func:`write_app` writes a one-cell notebook that reads the page's query
string (``?game=horror``) and shows ``widgets.play(game, mode="student")``
for two people, past any opening draft (seeded random picks, so the table
shows a normal turn). :class:`classroom_harness.VoilaServer` serves it; every
page load runs a fresh kernel. Used by ``tests/browser/test_play_surface.py``
and ``tools/play_screenshots.py``; nothing here depends on pytest.

:func:`write_whole_game_app` writes the app of the whole-game test (``tests/browser/test_whole_game.py``,
issue 39): the game from the query string from its set-up, one person in seat 1 against a random bot (Horror:
one investigator, no bot), in student mode; a test plays it to the end by clicking the status bar's choices.
"""
from __future__ import annotations

from pathlib import Path

import jupyter_harness as H

GAMES = ("first_class", "fracht_express", "horror")
SEED = 7

CELL = '''import os, random, urllib.parse
import rulebook, widgets
game = urllib.parse.parse_qs(os.environ.get("QUERY_STRING", "")).get("game", ["first_class"])[0]
state = rulebook.GAMES[game].new_game(players=2, seed={seed})
rng = random.Random({seed})
while str(state.phase).startswith(("draft", "layout")) and not state.is_over:
    state.apply(rng.choice(state.legal_actions()))
widgets.play(state, mode="student")'''

WHOLE_CELL = '''import os, urllib.parse
import rulebook, widgets
game = urllib.parse.parse_qs(os.environ.get("QUERY_STRING", "")).get("game", ["first_class"])[0]
players = min(rulebook.GAMES[game].PLAYERS)
panel = widgets.play(game, players=players, seed={seed}, mode="student",
                     bots={{1: "random"}} if players > 1 else None)
panel'''


#: the first screen's parts: the status bar, the picture on screen, the answer bubble
BOXES_JS = """() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
    return {x: r.x, y: r.y, width: r.width, height: r.height, bottom: r.bottom, right: r.right}; };
  const shown = [...document.querySelectorAll('.rb-svg svg')].find(s => s.getBoundingClientRect().width > 0);
  const note = document.querySelector('.rb-svg-note:not([hidden])');
  return {status: box(document.querySelector('.rb-status')), prompt: box(document.querySelector('.rb-prompt')),
          picture: box(shown), note: box(note), message: box(document.querySelector('.rb-message .rb-note')),
          scroll: document.scrollingElement.scrollHeight, font: shown ? minFont(shown) : null};
  function minFont(svg) {   // the smallest text on screen, in CSS px, after the picture's scaling
    const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
    const k = Math.min(r.width / vb.width, r.height / vb.height);   // a letterboxed picture: the smaller
    let m = 1e9;
    svg.querySelectorAll('text').forEach(t => { const f = parseFloat(getComputedStyle(t).fontSize);
      if (t.getBoundingClientRect().width > 0) m = Math.min(m, f * k); });
    return m;
  }
}"""

#: click the first part of the picture on screen that does nothing now and lies in the viewport; its key
CLICK_GREY_JS = """() => {
  const svg = [...document.querySelectorAll('.rb-svg svg')].find(s => s.getBoundingClientRect().width > 0);
  const g = [...svg.querySelectorAll('[data-key]:not(.rb-active)')].find(g => { const r = g.getBoundingClientRect();
    return r.width > 4 && r.top >= 0 && r.bottom <= window.innerHeight; });
  if (!g) return null;
  window.__rbT0 = performance.now();
  g.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  return g.getAttribute('data-key');
}"""

#: the answer is on the page: in the bubble beside the part and in the status bar
NOTE_SHOWN_JS = """() => { const n = document.querySelector('.rb-svg-note:not([hidden])');
  return !!(n && n.textContent.trim() && document.querySelector('.rb-status .rb-message .rb-note')); }"""


def write_app(folder: Path) -> Path:
    """The app notebook in ``folder``."""
    return H.write_notebook(Path(folder) / "play_surface.ipynb", [CELL.format(seed=SEED)])


def write_whole_game_app(folder: Path) -> Path:
    """The whole-game app notebook in ``folder``."""
    return H.write_notebook(Path(folder) / "whole_game.ipynb", [WHOLE_CELL.format(seed=SEED)])


def open_game(page, base: str, game: str, *, timeout_ms: int = 120_000) -> None:
    """Load the app for ``game`` and wait until its status bar buttons and its picture are drawn."""
    page.goto(f"{base}/?game={game}", wait_until="domcontentloaded", timeout=timeout_ms)
    page.locator(".rb-status button.widget-button").first.wait_for(timeout=timeout_ms)
    page.wait_for_function("() => document.querySelector('.rb-svg svg [data-key]')", timeout=timeout_ms)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    page.evaluate("() => window.scrollTo(0, 0)")


def refuse_a_click(page, *, timeout_ms: int = 20_000) -> str | None:
    """Click a part that cannot be used now; wait for the answer bubble. Returns the key clicked."""
    key = page.evaluate(CLICK_GREY_JS)
    if key:
        page.wait_for_function(NOTE_SHOWN_JS, timeout=timeout_ms)
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return key


#: the panel drew a new decision after ``before`` moves: its prompt's marks changed and its choice buttons are all
#: on the page (the panel sends the prompt last; widgets/panel_parts/status.py)
SETTLED_JS = """(before) => { const m = document.querySelector('.rb-prompt [data-moves]');
  if (!m || Number(m.dataset.moves) === before) return false;
  const n = document.querySelectorAll('.rb-status .rb-actions button').length;
  return m.dataset.over === '1' || n === Number(m.dataset.choices); }"""


def moves(page) -> tuple[int, bool, int]:
    """``(moves played, game over, choices on offer)`` as the prompt on the page marks them."""
    return tuple(page.evaluate("""() => { const m = document.querySelector('.rb-prompt [data-moves]');
      return m ? [Number(m.dataset.moves), m.dataset.over === '1', Number(m.dataset.choices)] : [-1, false, 0]; }"""))


def settle(page, before: int, *, timeout_ms: int = 60_000) -> None:
    """Wait until the panel shows the decision after ``before`` moves (see SETTLED_JS), and two frames more."""
    page.wait_for_function(SETTLED_JS, arg=before, timeout=timeout_ms)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def play_to_end(page, rng, *, limit: int = 400) -> int:
    """Click a random choice (from ``rng``) of the status bar until the game is over; the decisions made."""
    n = 0
    played, over, choices = moves(page)
    while not over and n < limit:
        page.locator(".rb-status .rb-actions button").nth(rng.randrange(choices)).click()
        settle(page, played)
        played, over, choices = moves(page)
        n += 1
    return n
