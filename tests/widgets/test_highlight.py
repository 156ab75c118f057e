"""The marking of the parts that can be pressed now (widgets.highlight): one clear look in all three games.

Requirement (issue #15, "the highlight on clickable items is faint"; WCAG 2.1 SC 1.4.11): an active part gets a
solid outline whose colour has at least 3:1 contrast against every background the pictures draw parts on, in
every game's picture, and the panel's pictures carry that rule."""
import re

import pytest

import rulebook
from widgets.first_class import glyphs as FCG
from widgets.first_class import svg as FC
from widgets.fracht_express import glyphs as FXG
from widgets.fracht_express import svg as FX
from widgets.horror import glyphs as HOG
from widgets.horror import svg as HO
from widgets.highlight import OUTLINE, WIDTH, active_css, contrast
from widgets.views import view_for

GAMES = {"first_class": (FC, "rb-fc", (FCG.BG, FCG.CARD, FCG.PANEL)),
         "fracht_express": (FX, "rb-fx", (FXG.BG, FXG.CARD)),
         "horror": (HO, "rb-ho", (HOG.BG, HOG.PANEL))}


def test_contrast_formula():
    """The WCAG formula: black on white is 21:1, a colour on itself 1:1 (so the checks below mean something)."""
    assert contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast("#C8007A", "#C8007A") == pytest.approx(1.0)
    assert contrast("#FFFFFF", "#F6F1E6") < 3  # the old yellow tint alone was not enough


@pytest.mark.parametrize("name", sorted(GAMES))
def test_outline_stands_out_on_every_background(name):
    """The outline colour keeps 3:1 against each background of the game's picture, and is at least 3 units wide."""
    _mod, _cls, backgrounds = GAMES[name]
    for bg in backgrounds:
        assert contrast(OUTLINE, bg) >= 3.0, (name, bg)
    assert WIDTH >= 3


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_picture_uses_the_rule(name):
    """The picture the panel draws for a new game carries the shared rule: solid (no dashes), in OUTLINE, and
    some part is marked active with a highlight rectangle to draw it on."""
    mod, cls, _bg = GAMES[name]
    st = rulebook.GAMES[name].new_game(players=2, seed=3)
    view = view_for(name)
    active = frozenset(k for k in (view.key_of(st, a) for a in st.legal_actions()) if k)
    svg = view.render(st, active=active)
    assert active_css(cls) in svg
    rule = re.search(re.escape(f"svg.{cls} .rb-active>.rb-hl{{") + r"([^}]*)}", svg).group(1)
    assert f"stroke:{OUTLINE}" in rule and "dasharray" not in rule
    assert re.search(r'class="rb-click rb-active[^"]*" data-key="[^"]+"', svg)
    assert 'class="rb-hl"' in svg
