"""Pictures without a system Graphviz (issue 37): the package carries @viz-js/viz and the browser widget sends it.

``hatch_build.py`` puts ``widgets/vendor/viz-js/viz.js`` into the package when it is built (an editable install
too, when the registry or the Lite build's cache can be reached); :func:`widgets.graphviz_view.local_viz_js` finds
it, after ``RULEBOOK_VIZ_JS``; a static export without ``dot`` is a project error in one sentence.

viz.js crosses to the browser once per kernel, not once per picture: every :class:`GraphvizView` names the
kernel's one :class:`VizJsLoader`, which holds the module as a binary buffer. Checked on the widgets' state
here, and in the saved widget state of a notebook with three pictures run in a real kernel.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.core import RulebookError
from widgets import graphviz_view as G


def test_the_packaged_viz_js_is_sent_with_the_widget(tmp_path, monkeypatch):
    """With no RULEBOOK_VIZ_JS, the widget's loader carries the package's own copy, byte for byte."""
    packaged = tmp_path / "viz.js"
    packaged.write_text("export function instance() {}  // packaged", encoding="utf-8")
    monkeypatch.delenv("RULEBOOK_VIZ_JS", raising=False)
    monkeypatch.setattr(G, "PACKAGED_VIZ_JS", packaged)
    assert G.local_viz_js() == packaged
    view = G.GraphvizView("digraph { a -> b }", inline=True)
    assert view._loader._viz_source == packaged.read_bytes()


def _fake_viz(path, marker: str):
    path.write_text(f"export async function instance() {{}}  // {marker}", encoding="utf-8")
    return path


def test_three_pictures_share_one_loader_and_carry_no_copy_of_their_own(tmp_path, monkeypatch):
    """Three browser pictures in one kernel name the same loader; the module is in the loader's state only,
    once, as a binary buffer (not in any picture's state)."""
    import ipywidgets as W

    monkeypatch.setenv("RULEBOOK_VIZ_JS", str(_fake_viz(tmp_path / "viz.js", "MARK-ONE")))
    views = [G.show_dot(f"digraph {{ a -> b{i} }}", prefer="browser") for i in range(3)]
    loader = views[0]._loader
    assert isinstance(loader, G.VizJsLoader) and all(v._loader is loader for v in views)
    for v in views:
        state = v.get_state()
        assert state["_loader"] == f"IPY_MODEL_{loader.model_id}"
        assert "MARK-ONE" not in repr(state)
    manager = W.Widget.get_manager_state(widgets=[*views, loader])["state"]
    import base64
    buffers = [base64.b64decode(b["data"]) for m in manager.values() for b in m.get("buffers", [])]
    assert [b for b in buffers if b"MARK-ONE" in b] == [(tmp_path / "viz.js").read_bytes()]
    assert "MARK-ONE" not in repr({k: m["state"] for k, m in manager.items()})


def test_a_closed_loader_or_a_changed_file_gives_a_new_loader(tmp_path, monkeypatch):
    """The loader is made again when the old one was closed (its comm gone) or the file changed, never
    otherwise; a picture for a page with its own copy (inline=False, the Lite site) names no loader."""
    path = _fake_viz(tmp_path / "viz.js", "first")
    monkeypatch.setenv("RULEBOOK_VIZ_JS", str(path))
    first = G.shared_loader()
    assert G.shared_loader() is first
    first.close()
    second = G.shared_loader()
    assert second is not first and second.comm is not None
    _fake_viz(path, "second, a longer text")
    third = G.shared_loader()
    assert third is not second and b"second" in third._viz_source
    assert G.GraphvizView("digraph { a }", inline=False)._loader is None
    monkeypatch.setenv("RULEBOOK_VIZ_JS", str(tmp_path / "absent.js"))
    monkeypatch.setattr(G, "PACKAGED_VIZ_JS", tmp_path / "absent-too.js")
    monkeypatch.setattr(G, "local_viz_js", lambda: None)
    assert G.shared_loader() is None and G.GraphvizView("digraph { a }", inline=True)._loader is None


def test_a_notebook_with_three_pictures_saves_viz_js_once(tmp_path):
    """Run in a kernel and saved with its widget state (as nbclient and JupyterLab save it), a notebook with
    three browser pictures holds one copy of viz.js: about its size (base64, 4/3), not three times it."""
    import base64
    import json
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    viz = G.local_viz_js()
    if viz is None:   # a fake module of the real one's size, so the measure means the same
        viz = tmp_path / "viz.js"
        viz.write_bytes(b"/* MARK */" + b"x" * 1_200_000)
    root = Path(G.__file__).resolve().parents[1]
    cells = [f"import sys; sys.path.insert(0, {str(root)!r})\nimport os; os.environ['RULEBOOK_VIZ_JS'] = {str(viz)!r}",
             "from widgets.graphviz_view import show_dot",
             *[f"show_dot('digraph {{ a -> b{i} }}', prefer='browser')" for i in range(3)]]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(tmp_path)}}).execute()
    assert not [o for c in nb.cells for o in c.outputs if o.get("output_type") == "error"]
    state = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    module = viz.read_bytes()
    copies = [b for m in state.values() for b in m.get("buffers", []) if base64.b64decode(b["data"]) == module]
    views = [m for m in state.values() if "dot" in m["state"]]
    assert len(views) == 3 and len(copies) == 1
    assert len({v["state"]["_loader"] for v in views}) == 1
    saved = len(json.dumps(state, ensure_ascii=False).encode())
    print(f"viz.js {len(module)} bytes; widget state of three pictures {saved} bytes")
    assert saved < 1.5 * len(module) + 100_000, saved      # three copies would be over 4 times the module


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
