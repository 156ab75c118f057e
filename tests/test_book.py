"""The book and the index for people (issue 18), without building anything.

* every notebook is reachable from ``notebooks/index.ipynb`` by following links,
  and the index links every folder (rulings, balance, strength table, teachers',
  app);
* every notebook is in the book's toctree (``book/*.md``), every book page is
  reachable from the book's root page;
* every relative link in the notebooks and the book pages names a file that
  exists;
* widgets become static HTML (``tools/static_widgets.py``): pictures, buttons,
  quiz choices; hidden widgets stay out; no widget reference or state is left;
* the "Open live" link of a lesson points at the Lite site beside the book;
* the scan for outside resources (``tools/build_book.py``) catches scripts,
  stylesheets, fonts and images from other hosts and lets plain links pass;
* the licence: LICENSE, LICENSE-lessons, NOTICE, ``pyproject.toml``'s PEP 639
  fields, the README section and the book's footer.

The built book itself is checked in a browser by tests/browser/test_book_browser.py.
"""
from __future__ import annotations

import fnmatch
import importlib.util
import json
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NB_DIR = ROOT / "notebooks"
BOOK = ROOT / "book"
NOTEBOOKS = sorted(p for p in NB_DIR.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
LINK = re.compile(r"\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
TOCTREE = re.compile(r"```\{toctree\}\n(.*?)```", re.S)


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _markdown(path: Path) -> str:
    if path.suffix == ".ipynb":
        nb = json.loads(path.read_text(encoding="utf-8"))
        return "\n\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    return path.read_text(encoding="utf-8")


def _relative_links(path: Path) -> list[str]:
    out = []
    for target in LINK.findall(_markdown(path)):
        if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", target) or target.startswith("#"):
            continue
        out.append(target.split("#", 1)[0])
    return out


def _toctree_entries(page: Path) -> list[str]:
    entries = []
    for block in TOCTREE.findall(page.read_text(encoding="utf-8")):
        entries += [line.strip() for line in block.splitlines() if line.strip() and not line.startswith(":")]
    return entries


def test_every_notebook_is_reachable_from_the_index():
    """Issue 18: the index reaches every notebook (directly or through the notebooks it links)."""
    start = NB_DIR / "index.ipynb"
    seen, todo = {start}, [start]
    while todo:
        page = todo.pop()
        for target in _relative_links(page):
            found = (page.parent / target).resolve()
            if found.suffix == ".ipynb" and found.exists() and found not in seen:
                seen.add(found)
                todo.append(found)
    missing = [p.relative_to(NB_DIR).as_posix() for p in NOTEBOOKS if p.resolve() not in seen]
    assert not missing, f"notebooks no link path from notebooks/index.ipynb reaches: {missing}"


def test_index_links_every_folder_and_audience():
    """Issue 18: index.ipynb links the rulings, balance (issue 16: one per game), strength-table, teachers' and
    app notebooks directly, under a heading per audience (learn, teach, explore)."""
    text = _markdown(NB_DIR / "index.ipynb")
    links = set(_relative_links(NB_DIR / "index.ipynb"))
    for needed in ["teachers.ipynb", "app/first_class_play.ipynb", "explore/first_class_balance.ipynb",
                   "explore/fracht_express_balance.ipynb", "explore/horror_balance.ipynb",
                   "explore/strength_table.ipynb", "explore/first_class_rulings.ipynb",
                   "explore/fracht_express_rulings.ipynb", "explore/horror_rulings.ipynb",
                   "first_class/01_setup.ipynb", "fracht_express/01_preparation.ipynb", "horror/01_setup.ipynb",
                   "es/first_class/01_setup.ipynb"]:
        assert needed in links, f"notebooks/index.ipynb does not link {needed}"
    for audience in ("Learn a game", "Teach a class", "Explore"):
        assert audience in text, f"notebooks/index.ipynb has no '{audience}' part"


def _covered(book: Path, prefix: str, docs: set) -> set:
    """The notebooks one edition's toctree covers (its pages ``book/*.md``; its notebooks sit under ``notebooks/``
    without ``prefix``); every page of the edition must hang from its root page."""
    pages = {p.stem: p for p in book.glob("*.md")}
    covered, reached, todo = set(), {"index"}, ["index"]
    while todo:
        for entry in _toctree_entries(pages[todo.pop()]):
            full = entry.replace("notebooks/", "notebooks/" + prefix, 1) if entry.startswith("notebooks/") else entry
            matched = {d for d in docs if fnmatch.fnmatch(d, full)} | ({entry} & set(pages))
            assert matched, f"the book's toctree entry {entry!r} ({book.relative_to(ROOT)}) names nothing"
            covered |= matched & docs
            for page in matched & set(pages) - reached:
                reached.add(page)
                todo.append(page)
    assert reached == set(pages), f"book pages outside the toctree: {sorted(set(pages) - reached)}"
    return covered


def test_every_notebook_is_in_the_book():
    """Issue 18: every notebook is a page of the book (a toctree entry or glob in book/*.md names it),
    and every book page hangs from the root page's toctree. Issue 35: the Spanish lessons are the Spanish
    edition's pages (book/es/*.md) and not the English edition's."""
    docs = {"notebooks/" + p.relative_to(NB_DIR).with_suffix("").as_posix() for p in NOTEBOOKS}
    spanish = {d for d in docs if d.startswith("notebooks/es/")}
    english = _covered(BOOK, "", docs)
    assert not english & spanish, f"Spanish lessons in the English edition: {sorted(english & spanish)}"
    assert not docs - spanish - english, f"notebooks missing from the book's toctree: {sorted(docs - spanish - english)}"
    in_spanish = _covered(BOOK / "es", "es/", docs)
    assert in_spanish == spanish, f"Spanish lessons missing from book/es: {sorted(spanish - in_spanish)}"


@pytest.mark.parametrize("path", NOTEBOOKS + sorted(BOOK.glob("*.md")) + sorted(BOOK.glob("es/*.md")),
                         ids=lambda p: p.relative_to(ROOT).as_posix())
def test_relative_links_resolve(path):
    """Issue 18: every relative link in a notebook or a book page names an existing file; a notebook links only
    notebooks (the book has a page for each, not for other files)."""
    links = _relative_links(path)
    broken = [t for t in links if not (path.parent / t).exists()]
    assert not broken, f"{path.relative_to(ROOT)}: links to missing files {broken}"
    if path.suffix == ".ipynb":
        others = [t for t in links if not t.endswith(".ipynb")]
        assert not others, f"{path.relative_to(ROOT)}: links to files that are not pages of the book: {others}"


# --------------------------------------------------------------------------
# Static widgets
# --------------------------------------------------------------------------

def _state(models: dict) -> dict:
    return {"version_major": 2, "version_minor": 0, "state": {
        k: {"model_module": "anywidget" if name == "AnyModel" else "@jupyter-widgets/controls",
            "model_name": name, "state": st} for k, (name, st) in models.items()}}


def _widget_notebook():
    import nbformat

    models = {
        "box": ("VBoxModel", {"children": ["IPY_MODEL_pic", "IPY_MODEL_row", "IPY_MODEL_gone", "IPY_MODEL_fold"]}),
        "pic": ("AnyModel", {"svg": '<svg viewBox="0 0 10 10"><rect width="5" height="5"/></svg>', "note": "ok"}),
        "row": ("HBoxModel", {"children": ["IPY_MODEL_btn", "IPY_MODEL_pick"]}),
        "btn": ("ButtonModel", {"description": "Take X-G04 <now>", "button_style": "primary"}),
        "pick": ("DropdownModel", {"description": "Answer", "_options_labels": ["1 point", "3 points"], "index": 1}),
        "gone": ("HTMLModel", {"value": "<b>SECRET</b>", "layout": "IPY_MODEL_hidden"}),
        "hidden": ("LayoutModel", {"display": "none"}),
        "fold": ("AccordionModel", {"children": ["IPY_MODEL_log"], "titles": ["Log"], "selected_index": None}),
        "log": ("OutputModel", {"outputs": [{"output_type": "stream", "name": "stdout", "text": "a & b\n"}]}),
    }
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Cars\n\nText."),
                                         nbformat.v4.new_code_cell("panel")])
    nb.cells[1].outputs = [nbformat.v4.new_output("execute_result", execution_count=1, data={
        "text/plain": "VBox()", "application/vnd.jupyter.widget-view+json": {"model_id": "box", "version_major": 2}})]
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": _state(models)}
    return nb


def test_widgets_become_static_html():
    """The book shows a widget's picture, buttons, choices and log without scripts: static HTML in the output,
    hidden widgets left out, widget references and state dropped (no page asks for the widget manager)."""
    static = _tool("static_widgets")
    nb = _widget_notebook()
    assert static.render_notebook(nb) == 1
    data = nb.cells[1].outputs[0]["data"]
    page = data["text/html"]
    assert "application/vnd.jupyter.widget-view+json" not in data and "widgets" not in nb.metadata
    assert data["text/plain"] == "VBox()"
    assert '<rect width="5" height="5"/>' in page
    assert "Take X-G04 &lt;now&gt;" in page and "disabled" in page
    assert "<option selected>3 points</option>" in page and "<option>1 point</option>" in page
    assert "SECRET" not in page
    assert "<details" in page and "<summary>Log</summary>" in page and "a &amp; b" in page


def test_graphviz_view_is_drawn_or_shows_its_source():
    """A Graphviz view (drawn in the browser when live) is drawn at build time, or shows its DOT source."""
    static = _tool("static_widgets")
    state = _state({"g": ("AnyModel", {"dot": "digraph { a -> b }", "engine": "dot"})})
    assert "digraph { a -&gt; b }" in static.Renderer(state).view("g")
    drawn = static.Renderer(state, lambda src, engine: f"<svg>{engine}</svg>").view("g")
    assert "<svg>dot</svg>" in drawn and 'data-state="drawn"' in drawn


def test_live_link_opens_the_same_notebook_in_the_lite_site():
    """Issue 18: each lesson page links the same notebook in the offline site served beside the book
    (dist/book/notebooks/<path>.html -> dist/lite/lab/index.html?path=<path>), under the page's title."""
    build = _tool("build_book")
    nb = _widget_notebook()
    for rel in ("first_class/04_cars.ipynb", "es/first_class/04_cars.ipynb", "teachers.ipynb"):
        page = Path("/dist/book/notebooks") / rel
        url = build.live_url(rel)
        target, query = url.split("?")
        assert (page.parent / target).resolve() == Path("/dist/lite/lab/index.html"), url
        assert query == f"path={rel}"
    build.add_live_link(nb, "es/first_class/04_cars.ipynb")
    first = nb.cells[0].source
    assert first.startswith("# Cars\n") and "Abrir en vivo" in first and build.live_url("es/first_class/04_cars.ipynb") in first
    assert first.index("Abrir en vivo") < first.index("Text.")


def test_outside_resource_scan(tmp_path):
    """The build fails on anything loaded from another host (scripts, stylesheets, fonts, images, CSS url()),
    and lets ordinary links and local files pass."""
    build = _tool("build_book")
    (tmp_path / "ok.html").write_text('<a href="https://example.org/">a link</a><script src="_static/x.js"></script>'
                                      '<img src="data:image/png;base64,AA==">')
    assert build.outside_resources(tmp_path) == []
    for bad in ('<script src="https://cdn.example.org/require.js"></script>',
                '<link rel="stylesheet" href="//fonts.example.org/css">',
                '<img alt="" src="http://example.org/a.png">'):
        (tmp_path / "bad.html").write_text(bad)
        assert len(build.outside_resources(tmp_path)) == 1, bad
    (tmp_path / "bad.html").unlink()
    (tmp_path / "s.css").write_text('@font-face { src: url("https://fonts.example.org/a.woff2"); }')
    assert len(build.outside_resources(tmp_path)) == 1


# --------------------------------------------------------------------------
# Licence
# --------------------------------------------------------------------------

def test_licence_files_and_metadata():
    """Issue 18: an OSI licence for the code (MIT), CC BY 4.0 for the lessons, and a NOTICE that the games
    belong to their publishers and the shipped component data is an illustrative stand-in; pyproject.toml
    declares the code's licence the PEP 639 way."""
    assert "MIT License" in (ROOT / "LICENSE").read_text()
    assert "CC BY 4.0" in (ROOT / "LICENSE-lessons").read_text()
    notice = (ROOT / "NOTICE").read_text()
    for game in ("First Class", "FrachtExpress", "Horror on the Orient Express"):
        assert game in notice
    assert "publishers" in notice and "illustrative stand-in" in notice
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    # the wheel carries the code (MIT), the lessons (CC BY 4.0) and viz.js's Graphviz (EPL-1.0): issue 37
    licence = project["project"]["license"]
    assert licence.split(" AND ")[0] == "MIT" and {"CC-BY-4.0", "EPL-1.0"} <= set(licence.split(" AND ")), licence
    assert set(project["project"]["license-files"]) >= {"LICENSE", "NOTICE"}
    assert not any(c.startswith("License ::") for c in project["project"].get("classifiers", []))


def test_readme_and_book_footer_say_what_people_may_do():
    """Issue 18: the README and the footer of every book page state both licences and the publishers' rights."""
    readme = (ROOT / "README.md").read_text()
    conf = (BOOK / "conf.py").read_text()
    for text, where in ((readme, "README.md"), (conf, "book/conf.py footer")):
        assert "MIT" in text and "CC BY 4.0" in text, where
        assert "publishers" in text and "illustrative" in text, where
