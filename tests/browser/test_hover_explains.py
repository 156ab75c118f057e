"""Hovering (or focusing) a part of each game's picture explains it, in a real JupyterLab, in Debian's Chromium.

Requirement (issue #15, acceptance): "hovering 10 random elements per game in Chromium shows an explanation
naming a section". For each game a notebook written at test time shows a turn panel. Ten parts carrying a
``<title>`` are picked at random (seeded) among every picture of the panel (a part in another tab: its tab is
brought forward first) and hovered with the mouse, at a point where that very part is on top. Each time the
picture's explain box must show: the part's own words (the start of its title), one of the game's rulebook
sections by its translated number and title ("§4 Railroad cars and upgrades"), the section the renderer marked
on the part when it did, and a link whose address names that section's notebook
(:func:`widgets.lesson_links.notebook_of`); the box sits inside the picture (never over the status bar above
it), its text at 11 CSS px or more. Then Tab moves the focus from one clickable part to the next and the box
explains the part now focused. First Class is also checked in Spanish (the section's Spanish title). axe-core
finds no critical or serious problem in the open box. The notebook sits in the notebooks' tree (the game folders
linked in beside it), and in First Class the pointer moves onto the box and follows its link: JupyterLab opens
the section's notebook. A click on the box's words goes through to the picture beneath (its link alone takes the
pointer), so the box never stops a person pressing the next part. Screenshots: ``test-artifacts/browser/hover-*.png``.
"""
from __future__ import annotations

import random
import re

import pytest

import jupyter_harness as H
import rulebook
from rulebook.i18n import N_, Msg
from widgets.lesson_links import notebook_of

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420)]

CASES = [pytest.param("first_class", "en", id="first_class-en"),
         pytest.param("fracht_express", "en", id="fracht_express-en"),
         pytest.param("horror", "en", id="horror-en"),
         pytest.param("first_class", "es", id="first_class-es")]
HOVERS = 10

# Tags every titled part of the panel's pictures with data-rb-hover="<n>"; returns how many there are.
TAG_JS = """(panel) => {
  const all = [...panel.querySelectorAll('.rb-svg-picture *')].filter(
    (n) => [...n.children].some((c) => c.tagName.toLowerCase() === 'title'));
  all.forEach((n, i) => n.setAttribute('data-rb-hover', String(i)));
  return all.length;
}"""

# A point of the part where the part itself is the innermost titled element under the pointer (or null).
POINT_JS = """(el) => {
  el.scrollIntoView({block: 'center', inline: 'center'});
  const r = el.getBoundingClientRect();
  const titled = (n) => { for (; n; n = n.parentElement) {
      if ([...n.children].some((c) => c.tagName.toLowerCase() === 'title')) return n; } return null; };
  for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85]) for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    if (titled(document.elementFromPoint(x, y)) === el) return {x, y};
  }
  return null;
}"""

HIDDEN_JS = "() => [...document.querySelectorAll('.rb-svg-explain')].every((b) => b.hidden)"

# What the explain box of the picture holding ``el`` shows.
BOX_JS = """(el) => {
  const root = el.closest('.rb-svg');
  const box = root.querySelector('.rb-svg-explain');
  if (!box || box.hidden) return null;
  const link = box.querySelector('.rb-explain-link');
  const b = box.getBoundingClientRect(), a = root.getBoundingClientRect();
  const title = [...el.children].find((c) => c.tagName.toLowerCase() === 'title');
  const more = box.querySelector('.rb-explain-more');
  return {text: box.querySelector('.rb-explain-text').textContent, link: link.hidden ? '' : link.textContent,
          more: more && !more.hidden ? more.textContent : '', key: el.getAttribute('data-key') || '',
          href: link.href || '', section: box.dataset.section, own: el.getAttribute('data-section'),
          title: title ? title.textContent : '', top: b.top, rootTop: a.top,
          font: Math.min(parseFloat(getComputedStyle(box.querySelector('.rb-explain-text')).fontSize),
                         parseFloat(getComputedStyle(link).fontSize))};
}"""

BOX_FOR_JS = f"""(el) => {{ const s = ({BOX_JS})(el); if (!s) return false;
  const t = [...el.children].find((c) => c.tagName.toLowerCase() === 'title');
  return s.title === (t ? t.textContent : '') && s.text.length > 0 && t && t.textContent.startsWith(s.text); }}"""


# What a click at the middle of the open box's words and at its link would land on.
THROUGH_JS = """() => { const box = document.querySelector('.rb-svg-explain:not([hidden])');
  const t = box.querySelector('.rb-explain-text').getBoundingClientRect();
  const link = box.querySelector('.rb-explain-link');
  const under = document.elementFromPoint(t.left + t.width / 2, t.top + t.height / 2);
  const r = link.getBoundingClientRect();
  const onLink = link.hidden ? null : document.elementFromPoint(r.left + 4, r.top + r.height / 2);
  return {words: box.contains(under), picture: !!(under && under.closest('.rb-svg-picture')),
          link: link.hidden ? null : link.contains(onLink)}; }"""


def _clicks_go_through(page, where: str) -> None:
    """The open box lies over other parts of the picture; a click on its words reaches the part beneath (a
    person pressing the next card is not stopped by the box of the last one), while its link takes the click."""
    hit = page.evaluate(THROUGH_JS)
    assert not hit["words"] and hit["picture"], f"{where}: a click on the box's words does not reach the picture"
    assert hit["link"] in (None, True), f"{where}: the box's link does not take a click"


def _check(box: dict, game: str, labels: dict, where: str, lang: str = "en") -> None:
    """The box names a section of ``game`` by its label and links that section's notebook; a clickable part's box
    also says what the part does and points to the Symbols tab."""
    assert box is not None, f"{where}: no explain box"
    assert box["text"].strip(), f"{where}: the box has no words"
    assert box["title"].startswith(box["text"]), f"{where}: {box['text']!r} is not what {box['title']!r} says"
    sid = box["section"]
    assert sid in labels, f"{where}: the box names no section of {game} ({sid!r}); title {box['title']!r}"
    if box["own"]:
        assert sid == box["own"], f"{where}: the part is marked {box['own']!r}, the box says {sid!r}"
    assert labels[sid] in box["link"], f"{where}: the link {box['link']!r} does not name {labels[sid]!r}"
    nb = notebook_of(game, sid)
    assert re.search(rf"/{re.escape(nb)}$", box["href"]), f"{where}: {box['href']!r} does not lead to {nb}"
    assert box["top"] >= box["rootTop"] - 1, f"{where}: the box leaves the picture upwards (over the status bar)"
    assert box["font"] >= 11, f"{where}: the box's text is {box['font']} CSS px"
    if box["key"]:
        # issue 39: a clickable part says what it does (more than its name) and, below the lesson link, where the
        # Symbols tab explains its icons
        tab = Msg(N_("Symbols")).text(lang)
        assert tab in box["more"] and tab not in box["text"], f"{where}: no pointer to the Symbols tab: {box!r}"
        assert re.search(r"[.:;]\s+\S+(?:\s+\S+){3}", box["text"]), f"{where}: {box['text']!r} says only a name"


def _follow_the_link(page, part, server) -> None:
    """The pointer goes onto the open box, which stays open, and its link's address is JupyterLab's address of a
    notebook that exists in the notebooks' tree (asked of the server's contents API). The link is not clicked:
    the new tab would start a kernel of its own, and one left starting keeps later tests waiting for every
    kernel to be idle."""
    box = part.evaluate(BOX_JS)
    link = page.locator(".rb-svg-explain:not([hidden]) .rb-explain-link")
    target = link.bounding_box()
    page.mouse.move(target["x"] + 4, target["y"] + target["height"] / 2)
    assert page.locator(".rb-svg-explain:not([hidden]) .rb-explain-link").count() == 1, "the box closed"
    assert "/lab/tree/notebooks/first_class/" in box["href"], box["href"]
    path = box["href"].split("/lab/tree/", 1)[1].split("?", 1)[0]
    model = server.api("/api/contents/" + path + "?content=0")
    assert model["type"] == "notebook", model


@pytest.mark.parametrize("game,lang", CASES)
def test_hovering_parts_explains_them(lab_page, jupyter_lab, lab_root, artifacts, game, lang):
    page = lab_page
    G = rulebook.GAMES[game]
    labels = {s.id: G.section_label(s.id, lang) for s in G.SECTIONS}
    # the notebook sits in a folder of the notebooks' tree, as the lessons do, so its links lead somewhere real
    tree = lab_root / "notebooks"
    for folder in ("first_class", "fracht_express", "horror", "es"):
        if not (tree / folder).exists():
            tree.mkdir(exist_ok=True)
            (tree / folder).symlink_to(H.REPO / "notebooks" / folder, target_is_directory=True)
    notebook = f"notebooks/hover/hover_{game}_{lang}.ipynb"
    H.write_notebook(lab_root / notebook, [
        f'import widgets\npanel = widgets.play("{game}", players=2, seed=3, language="{lang}")', "panel"])
    H.open_and_run(page, jupyter_lab, notebook)
    assert H.cell_errors(page) == [], "a cell failed"
    panel = H.first_panel(page)
    panel.locator(".rb-svg svg").first.wait_for(state="visible")
    count = panel.evaluate(TAG_JS)
    assert count >= HOVERS, f"only {count} titled parts in the {game} pictures"

    order = list(range(count))
    random.Random(f"{game}-{lang}").shuffle(order)
    hovered = []
    for i in order:
        if len(hovered) == HOVERS:
            break
        page.mouse.move(1, 1)  # off the picture: the open box closes, so it covers no part to hover next
        page.wait_for_function(HIDDEN_JS, timeout=5_000)
        sel = f'[data-rb-hover="{i}"]'
        part = H.show_part(panel, sel)
        point = part.evaluate(POINT_JS)
        if point is None:  # wholly covered by parts of its own, or off the picture: another one
            continue
        page.mouse.move(point["x"], point["y"])
        page.wait_for_function(f"(el) => ({BOX_FOR_JS})(el)", arg=part.element_handle(), timeout=5_000)
        _check(part.evaluate(BOX_JS), game, labels, f"{game} ({lang}) part {i}", lang)
        hovered.append(i)
        if len(hovered) == 1:
            page.screenshot(path=str(artifacts / f"hover-{game}-{lang}.png"))
            _clicks_go_through(page, f"{game} ({lang})")
            H.assert_accessible(page, f"the {game} explain box", ".rb-svg-explain:not([hidden])")
            if game == "first_class" and lang == "en":
                _follow_the_link(page, part, jupyter_lab)
    assert len(hovered) == HOVERS, f"only {len(hovered)} of the {count} titled parts could be hovered"

    # the keyboard: Tab from one clickable part to the next; the box explains the part focused
    page.mouse.move(1, 1)
    page.wait_for_function(HIDDEN_JS, timeout=5_000)
    H.show_part(panel, ".rb-svg-picture [data-key][tabindex='0']")  # the tab with the first clickable part
    keys = panel.locator(".rb-svg-picture [data-key][tabindex='0']:visible")
    assert keys.count() >= 2, "fewer than two clickable parts to Tab between"
    keys.nth(0).focus()
    page.keyboard.press("Tab")
    focused = page.evaluate_handle("() => document.activeElement")
    assert page.evaluate("(el) => el.hasAttribute('data-key')", focused), "Tab left the picture's parts"
    page.wait_for_function(f"(el) => ({BOX_FOR_JS})(el)", arg=focused, timeout=5_000)
    _check(page.evaluate(BOX_JS, focused), game, labels, f"{game} ({lang}) focused with Tab", lang)
