"""Pictures without a system Graphviz (issue 37): the package carries @viz-js/viz and the browser widget sends it.

``hatch_build.py`` puts ``widgets/vendor/viz-js/viz.js`` into the package when it is built (an editable install
too, when the registry or the Lite build's cache can be reached); :func:`widgets.graphviz_view.local_viz_js` finds
it, after ``RULEBOOK_VIZ_JS``; a static export without ``dot`` is a project error in one sentence.
"""
from __future__ import annotations

import pytest

from rulebook.core import RulebookError
from widgets import graphviz_view as G


def test_the_packaged_viz_js_is_sent_with_the_widget(tmp_path, monkeypatch):
    packaged = tmp_path / "viz.js"
    packaged.write_text("export function instance() {}  // packaged", encoding="utf-8")
    monkeypatch.delenv("RULEBOOK_VIZ_JS", raising=False)
    monkeypatch.setattr(G, "PACKAGED_VIZ_JS", packaged)
    assert G.local_viz_js() == packaged
    view = G.GraphvizView("digraph { a -> b }", inline=True)
    assert view._viz_source.endswith("// packaged")


def test_rulebook_viz_js_wins_over_the_packaged_copy(tmp_path, monkeypatch):
    packaged, mine = tmp_path / "viz.js", tmp_path / "mine.js"
    packaged.write_text("packaged")
    mine.write_text("mine")
    monkeypatch.setattr(G, "PACKAGED_VIZ_JS", packaged)
    monkeypatch.setenv("RULEBOOK_VIZ_JS", str(mine))
    assert G.local_viz_js() == mine


def test_the_packaged_copy_is_the_es_module_of_viz_js_when_built():
    if not G.PACKAGED_VIZ_JS.is_file():
        pytest.skip("widgets/vendor/viz-js/viz.js is made by hatch_build.py when the package is built")
    head = G.PACKAGED_VIZ_JS.read_text(encoding="utf-8")[:200]
    assert head.startswith("/*!\nViz.js ") and (G.PACKAGED_VIZ_JS.parent / "LICENSE.md").is_file()


def test_a_static_export_without_dot_says_so_as_a_project_error(monkeypatch):
    monkeypatch.setattr(G, "has_dot", lambda: False)
    with pytest.raises(RulebookError) as e:
        G.dot_svg("digraph { a -> b }")
    assert isinstance(e.value, G.GraphvizMissing) and isinstance(e.value, RuntimeError)
    assert "Graphviz" in e.value.text("en") and "dot" in e.value.text("en")
    assert e.value.text("es") != e.value.text("en")
