"""The classroom play app in a real Voila server, clicked in Debian's Chromium.

``notebooks/app/first_class_play.ipynb`` runs as an app (``voila`` from this
virtual environment on a free loopback port, private Jupyter folders). The
tests work the page as people at one laptop would:

* ``test_first_class_hot_seat``: two people, seed 7. The table starts hidden
  behind the pass screen of the seat that drafts first; that person shows
  their view and keeps a Game End card by clicking it in the picture; the
  pass screen then comes up for the other person and the page holds no trace
  of the kept card, nor does the other person's view once shown. The draft is
  finished the same way, and a first turn is played by clicking an action
  card in the picture.
* ``test_every_game_plays_a_turn``: for every game in ``rulebook.GAMES``, the
  form is set to that game with two people, and one decision is made with the
  panel's buttons (games without a picture play with buttons only).
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import classroom_harness as C
import jupyter_harness as H

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

APP = H.REPO / "notebooks" / "app" / "first_class_play.ipynb"
SEED = 7
PASS = ".rb-pass-screen"
DRAFT = '.rb-svg [data-key^="draft:"].rb-active'
ACTION_CARD = '.rb-svg [data-key^="card:"].rb-active'
PICTURE_JS = "() => { const r = document.querySelector('.rb-svg-picture'); return r ? r.innerHTML : ''; }"
LOG_JS = """() => { const p = document.querySelector('.rb-svg');
  const panel = p ? p.closest('.widget-vbox') : null; if (!panel) return '';
  const kids = [...panel.children]; return kids[kids.length - 1].innerText; }"""


@pytest.fixture(scope="module")
def voila():
    reason = C.voila_missing_reason()
    if reason:
        pytest.skip(reason)
    if not APP.exists():
        pytest.skip(f"{APP.relative_to(H.REPO)} does not exist")
    server = C.VoilaServer(APP)
    try:
        server.start()
        yield server
    finally:
        server.stop()
        server.cleanup()


@pytest.fixture
def app_page(request, chromium, voila, artifacts):
    page = H.new_page(chromium)
    console: list[str] = []
    outside: list[str] = []
    page.on("pageerror", lambda e: console.append(f"pageerror: {e}"))
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type == "error" else None)
    page.on("request", lambda r: outside.append(r.url) if not _local(r.url) else None)
    page.rb_console, page.rb_outside = console, outside
    try:
        page.goto(voila.base + "/", wait_until="domcontentloaded", timeout=90_000)
        page.locator(".rb-setup-start").wait_for(timeout=90_000)
        yield page
    finally:
        rep = getattr(request.node, "rep_call", None)
        if rep is not None and rep.failed:
            page.screenshot(path=str(artifacts / f"failure-{request.node.name}.png"), full_page=True)
            print("--- browser console ---\n" + "\n".join(console[-30:]))
            print("--- voila log ---\n" + voila.log_tail())
        page.context.close()


DEAL_JS = "() => { const d = document.querySelector('.rb-setup-deal .rb-deal'); return d ? d.dataset.code + '|' + d.dataset.seats : ''; }"


def wait_for_form(page, code_prefix: str, *, seats: int | None = None) -> None:
    """Wait until the kernel's form says what the last click asked for.

    Every control of the form syncs with the kernel on its own; a dropdown sends the *index* of the
    option picked, so a click made before the kernel has redrawn the players list for a new game picks
    the wrong number (Horror's list starts at 1, First Class's at 2). The summary line
    ``.rb-setup-deal`` is redrawn by the kernel after each change, so waiting for it is waiting for the
    kernel to have caught up -- a condition, not a fixed time.
    """
    page.wait_for_function(
        f"([p, n]) => {{ const v = ({DEAL_JS})(); if (!v.startsWith(p)) return false;"
        f" return n === null || document.querySelectorAll('.widget-dropdown[class*=rb-seat-]').length === n; }}",
        arg=[code_prefix, seats], timeout=60_000)


def _local(url: str) -> bool:
    from urllib.parse import urlparse

    u = urlparse(url)
    return u.scheme in ("data", "blob", "about") or u.hostname in ("127.0.0.1", "localhost", "::1")


def assert_offline_and_clean(page) -> None:
    """Nothing the app page loaded came from outside the machine, and its console shows no error.

    Voila's stock template asks a CDN for Font Awesome (the app uses our ``rulebook`` template
    without it), and the JupyterLite kernel extension used to land in the same environment and fail
    on every page (it is now built in .venv-lite).
    """
    assert not page.rb_outside, f"requests that left the machine: {page.rb_outside[:5]}"
    assert not page.rb_console, "console errors:\n" + "\n".join(page.rb_console[:10])


def set_up(page, *, game: str = "first_class", game_title: str | None = None, players: int = 2,
           seed: int = SEED) -> None:
    if game_title:
        page.locator(".widget-dropdown select").first.select_option(label=game_title)
    wait_for_form(page, f"{game}:")
    page.locator(".rb-setup-players select").select_option(label=str(players))
    wait_for_form(page, f"{game}:{players}:", seats=players)
    seed_box = page.locator(".rb-setup-seed input")
    seed_box.fill(str(seed))
    seed_box.press("Enter")
    wait_for_form(page, f"{game}:{players}:{seed}", seats=players)
    for i in range(players):
        page.locator(f".rb-seat-{i} select").select_option(label="Person")
    wait_for_form(page, f"{game}:{players}:{seed}", seats=players)
    page.wait_for_function(f"(n) => ({DEAL_JS})().endsWith('|' + Array(n).fill('human').join(','))",
                           arg=players, timeout=60_000)
    page.locator(".rb-setup-start").click()


def pass_screen_for(page, seat: int) -> None:
    """The pass screen is up for ``seat`` (0-based) and the table is not on the page."""
    screen = page.locator(PASS)
    screen.wait_for(state="visible", timeout=90_000)  # a Voila kernel setting up a game is slow on a loaded machine
    button = screen.locator("button")
    assert re.search(rf"I am Player {seat + 1}\b", button.inner_text()), button.inner_text()
    assert page.locator(".rb-svg svg").count() == 0, "the table is on the page behind the pass screen"


def reveal(page) -> None:
    page.locator(PASS).locator("button").click()
    page.locator(PASS).wait_for(state="detached")
    page.locator(".rb-svg svg").first.wait_for(state="visible")


def engine_state():
    import rulebook

    return rulebook.GAMES["first_class"].new_game(players=2, seed=SEED)


def test_first_class_hot_seat(app_page, artifacts):
    page = app_page
    st = engine_state()
    set_up(page)
    pass_screen_for(page, st.current_player)
    page.screenshot(path=str(artifacts / "voila-01-pass-screen.png"))
    reveal(page)

    # the drafting person keeps a Game End card by clicking it in the picture
    card = page.locator('.rb-svg [data-key^="draft:"].rb-active').first
    kept = card.get_attribute("data-key").split(":", 1)[1]
    drafter = st.current_player
    assert any(a.describe().text("en") == f"Keep Game End card {kept}." for a in st.legal_actions())
    card.click()
    other = 1 - drafter
    pass_screen_for(page, other)
    assert kept not in page.content(), f"the kept card {kept} is still somewhere on the page"
    page.screenshot(path=str(artifacts / "voila-02-pass-to-other.png"))
    reveal(page)
    svg = page.evaluate(PICTURE_JS)
    assert kept not in svg, f"Player {other + 1} sees Player {drafter + 1}'s kept Game End card {kept}"
    page.screenshot(path=str(artifacts / "voila-03-other-view.png"))

    # finish the draft by clicking, handing over whenever the pass screen comes up. After a click the
    # kernel may redraw the picture once and bring the pass screen up a moment later, so each round
    # first waits for a settled page (the pass screen, or a draft card or action card to click) and a
    # click that finds its card gone is tried again from the top instead of waiting out its timeout.
    for _ in range(40):
        page.wait_for_function(f"() => document.querySelector('{PASS}') || document.querySelector('{DRAFT}')"
                               f" || document.querySelector('{ACTION_CARD}')", timeout=90_000)
        if page.locator(PASS).count():
            reveal(page)
            continue
        drafts = page.locator(DRAFT)
        if not drafts.count():
            break
        before = page.evaluate(PICTURE_JS)
        try:
            drafts.first.click(timeout=5_000)
        except PlaywrightTimeout:
            continue
        page.wait_for_function(f"(b) => document.querySelector('{PASS}') || ({PICTURE_JS})() !== b", arg=before)
    else:
        pytest.fail("the draft did not end within 40 rounds of clicks")
    if page.locator(PASS).count():
        reveal(page)

    # a turn: take an action card by clicking it in the picture
    card = page.locator(ACTION_CARD).first
    card_id = card.get_attribute("data-key").split(":", 1)[1]
    card.click()
    page.wait_for_function(f"(c) => ({LOG_JS})().includes('takes card ' + c)", arg=card_id)
    page.screenshot(path=str(artifacts / "voila-04-card-taken.png"))
    assert_offline_and_clean(page)


def game_titles():
    import rulebook

    return [(name, game.TITLE) for name, game in sorted(rulebook.GAMES.items())]


@pytest.mark.parametrize("name,title", game_titles(), ids=[n for n, _t in game_titles()])
def test_every_game_plays_a_turn(app_page, name, title):
    import rulebook

    page = app_page
    st = rulebook.GAMES[name].new_game(players=2, seed=SEED)
    set_up(page, game=name, game_title=title)
    pass_screen_for(page, st.current_player)
    page.locator(PASS).locator("button").click()
    page.locator(PASS).wait_for(state="detached")
    # the panel draws its buttons as the kernel sends them: wait until one of the legal decisions has
    # its button (a game's picture may take some decisions instead of buttons)
    labels = [st.describe(a).text("en") for a in st.legal_actions()]
    try:
        page.wait_for_function(
            "(ls) => { const s = new Set([...document.querySelectorAll('button.widget-button')]"
            ".map(b => b.innerText.trim())); return ls.some(l => s.has(l)); }", arg=labels, timeout=60_000)
    except Exception:
        shown = sorted({t.strip() for t in page.locator("button.widget-button").all_inner_texts()})
        raise AssertionError(f"no button for any legal action of {name}: {shown[:20]}") from None
    shown = {t.strip() for t in page.locator("button.widget-button").all_inner_texts()}
    action = next(a for a in st.legal_actions() if st.describe(a).text("en") in shown)
    button = page.locator("button.widget-button", has_text=st.describe(action).text("en")).first
    log_before = page.locator(".widget-html").all_inner_texts()
    button.click()
    st.apply(action)
    expected = st.log[-1].render("en")
    page.wait_for_function(f"(t) => document.querySelector('{PASS}') || document.body.innerText.includes(t)",
                           arg=expected)
    if page.locator(PASS).count():  # the decision handed the screen to the other person
        pass_screen_for(page, st.current_player)
        page.locator(PASS).locator("button").click()
        page.locator(PASS).wait_for(state="detached")
    page.wait_for_function("(t) => document.body.innerText.includes(t)", arg=expected)
    assert log_before != page.locator(".widget-html").all_inner_texts()
    assert_offline_and_clean(page)


NOTE_JS = """(sel) => new Promise((done) => {
  const target = document.querySelector(sel);
  const t0 = performance.now();
  const seen = () => [...document.querySelectorAll('.rb-svg-note')]
    .find(n => !n.hidden && n.offsetParent && n.textContent.trim()) || null;
  const obs = new MutationObserver(() => { if (seen()) { obs.disconnect(); done(performance.now() - t0); } });
  obs.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  setTimeout(() => { obs.disconnect(); done(-1); }, 20000);
})"""


def _box(page, selector):
    return page.locator(selector).first.bounding_box()


@pytest.mark.parametrize("name,title", game_titles(), ids=[n for n, _t in game_titles()])
def test_play_surface_fits_a_laptop_screen(app_page, name, title, artifacts):
    """At 1366x768 the status bar, its buttons and the top of the table are on the first screen, a click on a
    part that cannot be used now answers beside it inside that screen, a student sees no developer control,
    and axe-core finds no critical or serious accessibility problem on the form or the table."""
    import rulebook

    page = app_page
    page.set_viewport_size({"width": 1366, "height": 768})
    st = rulebook.GAMES[name].new_game(players=2, seed=SEED)
    H.assert_accessible(page, "the set-up form")
    set_up(page, game=name, game_title=title)
    pass_screen_for(page, st.current_player)
    reveal(page)
    page.locator(".rb-status button.widget-button").first.wait_for()
    H.assert_accessible(page, f"the {name} table")
    page.evaluate("() => window.scrollTo(0, 0)")
    status, svg = _box(page, ".rb-status"), _box(page, ".rb-svg svg")
    assert status["y"] >= 0 and status["y"] + status["height"] <= 768, status
    first_button = _box(page, ".rb-status button.widget-button")
    assert first_button["y"] + first_button["height"] <= 768
    assert svg["y"] < 768 - 120, f"the table starts at y={svg['y']:.0f}, below the first screen"
    assert svg["width"] <= 1366
    page.screenshot(path=str(artifacts / f"play-{name}-1366x768.png"))
    # nothing for developers on a student's screen
    texts = {t.strip() for t in page.locator("button").all_inner_texts()}
    assert not texts & {"New game", "Save", "Bot: one move", "Bots: whole game"}, texts
    assert page.locator(".widget-upload").count() == 0
    assert page.locator(".rb-setup-seed").count() == 0 or not page.locator(".rb-setup-seed").is_visible()
    # a part of the picture that cannot be used now: the refusal shows beside it, on the same screen
    # (the first one on the first screen; else the first one anywhere, scrolled to the middle of the screen)
    key = page.evaluate("""() => { const all = [...document.querySelectorAll('.rb-svg [data-key]:not(.rb-active)')];
      const shown = all.filter(g => g.getBoundingClientRect().width > 4);
      const seen = shown.find(g => { const r = g.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight - 80; });
      const g = seen || shown[0] || all[0]; if (!g) return null;
      return g.getAttribute('data-key'); }""")
    assert key, "the picture has no part that cannot be used now"
    part = H.show_part(page, f'.rb-svg [data-key="{key}"]')      # in another tab: bring it forward
    part.scroll_into_view_if_needed()
    ms = page.evaluate(NOTE_JS, f'.rb-svg [data-key="{key}"]')
    assert ms >= 0, "no answer to the click"
    note = page.locator(".rb-svg-note:visible").first
    box = note.bounding_box()
    assert 0 <= box["y"] and box["y"] + 20 <= 768, box
    print(f"{name}: click on {key} -> answer shown in {ms:.0f} ms")
    page.screenshot(path=str(artifacts / f"play-{name}-refusal-1366x768.png"))
    # the same part by keyboard: close the answer, focus the part, press Enter -> the answer comes back
    note.click()
    page.wait_for_function("() => ![...document.querySelectorAll('.rb-svg-note')].some(n => n.offsetParent)")
    assert part.get_attribute("tabindex") == "0" and part.get_attribute("role") == "button"
    part.focus()
    page.keyboard.press("Enter")
    page.locator(".rb-svg-note:visible").first.wait_for(state="visible")
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=str(artifacts / f"play-{name}-390x844.png"))
    assert_offline_and_clean(page)
