"""Show a Graphviz DOT picture anywhere: the system ``dot`` where there is one, else Graphviz in the browser.

>>> view = show_dot("digraph { a -> b }", prefer="browser")
>>> type(view).__name__, view.dot
('GraphvizView', 'digraph { a -> b }')

* :func:`dot_svg` turns DOT into SVG text with the system's ``dot`` (the path
  for static output: exports, handouts, tests); :class:`GraphvizMissing` when
  there is none.
* :func:`show_dot` gives a widget: the system's SVG in an ``HTML`` widget when
  ``dot`` is installed, else a :class:`GraphvizView`, which draws the same DOT
  in the page with ``@viz-js/viz`` (Graphviz compiled to WebAssembly). There is
  no ``dot`` program in Pyodide, so this is the path in the JupyterLite site,
  where ``make lite`` puts the module at ``static/vendor/viz-js/viz.js`` of the
  site: it is loaded from the site's own server, never from a CDN. Outside the
  Lite site (a JupyterLab or Voila without ``dot``) a local copy of that file is
  sent to the page: the one the package carries (``widgets/vendor/viz-js/viz.js``,
  put there when the wheel is built: ``hatch_build.py``), or the one
  ``RULEBOOK_VIZ_JS`` names, or a built ``dist/lite``'s; only with none of them
  does the widget show the DOT source with a note.

viz.js is about 1.2 MB, so it is sent once per kernel, not once per picture: one
hidden :class:`VizJsLoader` widget holds it (:func:`shared_loader` makes it the
first time a picture needs it, and again only if it was closed or the file
changed), and each :class:`GraphvizView` names that loader in its ``_loader``
trait (a widget reference). The page evaluates the module once and keeps the
``Viz`` instance on ``globalThis``, shared by every picture of the page. The
loader holds the module as bytes, a binary buffer on the wire: a lesson with five
pictures sends 1.2 MB to the browser (1.6 MB, base64, in a saved notebook's widget
state), where five copies as JSON text were 17 MB. (The class tables draw their own SVG pictures and do
not use this widget.)

Games use it for their pictures (route networks, station maps): the DOT text is
the single source for all three ways of drawing it. The browser side is ``graphviz_view.js`` and
``graphviz_view.css`` beside this module.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import anywidget
import ipywidgets as W
import traitlets
from ipywidgets import widget_serialization

from rulebook.core import ConfigError
from rulebook.i18n import Msg, N_, translate

ENGINES = ("dot", "neato", "fdp", "sfdp", "circo", "twopi")
VIZ_JS_SITE_PATH = "static/vendor/viz-js/viz.js"
#: the copy of @viz-js/viz the package carries (hatch_build.py fetches it when the wheel is built)
PACKAGED_VIZ_JS = Path(__file__).resolve().parent / "vendor" / "viz-js" / "viz.js"


class GraphvizMissing(ConfigError, RuntimeError):
    """No system Graphviz (``dot``) to draw with: a static export (an SVG file, a handout) needs it, and says so
    in one sentence (a project error; still a ``RuntimeError`` for older callers)."""

    def __init__(self, msg=None):
        super().__init__(msg if msg is not None else Msg(N_(
            "This picture is exported with Graphviz's 'dot' program, which is not installed here: install Graphviz "
            "(https://graphviz.org/download/, or 'make sysdeps-graphviz' in a checkout). In JupyterLab and Voila "
            "the pictures draw in the browser without it.")))


def has_dot() -> bool:
    """True when the system's Graphviz can be run (never in Pyodide)."""
    return sys.platform != "emscripten" and shutil.which("dot") is not None


def dot_svg(source: str, *, engine: str = "dot", timeout: float = 60.0) -> str:
    """SVG text of a DOT graph, drawn by the system's Graphviz."""
    if engine not in ENGINES:
        raise ValueError(f"unknown Graphviz layout engine {engine!r}; one of {', '.join(ENGINES)}")
    if not has_dot():
        raise GraphvizMissing()
    out = subprocess.run(["dot", f"-K{engine}", "-Tsvg"], input=source.encode("utf-8"), capture_output=True,
                         timeout=timeout)
    if out.returncode != 0:
        raise ValueError(f"Graphviz refused the DOT source: {out.stderr.decode('utf-8', 'replace').strip()}")
    svg = out.stdout.decode("utf-8")
    start = svg.find("<svg")  # drop the XML prologue and doctype: the SVG goes inside HTML
    return svg[start:] if start >= 0 else svg


def local_viz_js() -> Path | None:
    """A local copy of @viz-js/viz's module: the one ``RULEBOOK_VIZ_JS`` names, else the package's own, else a
    built Lite site's in a checkout; None when there is none."""
    env = os.environ.get("RULEBOOK_VIZ_JS")
    candidates = [Path(env)] if env else []
    candidates.append(PACKAGED_VIZ_JS)
    candidates.append(Path(__file__).resolve().parents[1] / "dist" / "lite" / VIZ_JS_SITE_PATH)
    for p in candidates:
        if p.is_file():
            return p
    return None


class VizJsLoader(anywidget.AnyWidget):
    """The page's one copy of @viz-js/viz: never shown, only named by each :class:`GraphvizView` (see
    :func:`shared_loader`); the browser reads ``_viz_source`` from it once."""

    _esm = Path(__file__).with_name("graphviz_view.js")    # the same small module; a loader is never rendered
    #: the module's bytes: bytes travel as a binary buffer, 1.2 MB on the wire, where the same text as a JSON
    #: string would be 3.4 MB (the module holds the WebAssembly in a string full of characters JSON escapes)
    _viz_source = traitlets.Bytes(b"").tag(sync=True)
    #: the file the source was read from (with its size and modification time), to notice a changed copy
    _origin = traitlets.Unicode("")


_LOADER: VizJsLoader | None = None


def _origin(path: Path) -> str:
    st = path.stat()
    return f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}"


def shared_loader() -> VizJsLoader | None:
    """This kernel's :class:`VizJsLoader` holding the bytes of :func:`local_viz_js` (made on first use and kept, so
    the module crosses to the browser once); None when there is no local copy."""
    global _LOADER
    path = local_viz_js()
    if path is None:
        return None
    origin = _origin(path)
    loader = _LOADER
    if loader is None or loader.comm is None or loader._origin != origin:   # none yet, closed, or another file
        loader = VizJsLoader(_viz_source=path.read_bytes(), _origin=origin)
        _LOADER = loader
    return loader


class GraphvizView(anywidget.AnyWidget):
    """DOT drawn in the browser by @viz-js/viz (WebAssembly Graphviz), loaded from the page's own site."""

    _esm = Path(__file__).with_name("graphviz_view.js")    # the browser side, beside this file
    _css = Path(__file__).with_name("graphviz_view.css")
    dot = traitlets.Unicode("").tag(sync=True)
    engine = traitlets.Unicode("dot").tag(sync=True)
    #: where the viz module is; "" = the Lite site's copy (static/vendor/viz-js/viz.js)
    viz_url = traitlets.Unicode("").tag(sync=True)
    _site_path = traitlets.Unicode(VIZ_JS_SITE_PATH).tag(sync=True)
    #: the kernel's shared :class:`VizJsLoader` (a widget reference), None where the page has its own copy
    _loader = traitlets.Instance(VizJsLoader, allow_none=True).tag(sync=True, **widget_serialization)
    _missing_text = traitlets.Unicode("").tag(sync=True)

    def __init__(self, dot: str = "", *, engine: str = "dot", language: str = "en", inline: bool | None = None,
                 **kwargs):
        if engine not in ENGINES:
            raise ValueError(f"unknown Graphviz layout engine {engine!r}; one of {', '.join(ENGINES)}")
        if inline is None:  # the Lite site serves its own copy; elsewhere name the kernel's one copy, if any
            inline = sys.platform != "emscripten"
        loader = shared_loader() if inline else None
        missing = translate(N_("Graphviz is not available here, so the picture is shown as its DOT source. "
                               "Install Graphviz or use the JupyterLite site."), language)
        super().__init__(dot=dot, engine=engine, _loader=loader, _missing_text=missing, **kwargs)


def show_dot(source: str, *, engine: str = "dot", prefer: str = "auto", language: str = "en"):
    """A widget showing the DOT graph ``source``.

    ``prefer``: ``"auto"`` (system ``dot`` if installed, else the browser),
    ``"system"`` (system ``dot`` or :class:`GraphvizMissing`) or ``"browser"``.
    """
    if prefer not in ("auto", "system", "browser"):
        raise ValueError("prefer must be 'auto', 'system' or 'browser'")
    if prefer == "system" or (prefer == "auto" and has_dot()):
        return W.HTML(f'<div class="rb-graphviz" data-state="drawn">{dot_svg(source, engine=engine)}</div>')
    return GraphvizView(source, engine=engine, language=language)
