"""Build the book ``dist/book/``: every notebook, executed, as a static website (what ``make book`` runs).

1. **Executed notebooks.** Each notebook under ``notebooks/`` is taken from
   ``build/executed/`` when ``tests/test_notebooks.py`` (or an earlier build)
   left a current copy there (``tools/notebook_cache.py``); the others are run
   now, in the ``python3`` kernel of this interpreter, and kept for next time.
   A notebook with an error output stops the build, naming the cell.
2. **Static pages.** Every widget output is drawn as plain HTML
   (``tools/static_widgets.py``), and a link under each notebook's title opens
   the same notebook live in the offline JupyterLite site, which ``make lite``
   builds beside the book: ``dist/lite/lab/index.html?path=<notebook>``. The
   notebooks and the pages of ``book/`` (landing pages per audience, licence,
   ``conf.py``) are laid out in ``build/book-src/``, rewriting only files that
   changed, so Sphinx rebuilds only what changed.
3. **Sphinx** (myst-nb, execution off, sphinx-book-theme) writes
   ``dist/book/``; ``dist/index.html`` points at the book and the Lite site.
   **Two editions**, each a Sphinx project of its own, so that a page's frame
   (``<html lang>``, the theme's words, "previous"/"next") is in the page's
   language and its navigation stays within its edition: English
   (``book/``, every notebook but ``notebooks/es/``) in ``dist/book/``, and
   Spanish (``book/es/``: ``language = "es"``, the notebooks of
   ``notebooks/es/``) in ``dist/book/es/``.
4. **No outside requests.** Every built page, script and stylesheet is scanned
   for a resource loaded from another host (script, stylesheet, image, frame,
   font, CSS ``url()``, ``@import``); one found fails the build.

    python tools/build_book.py              # build dist/book
    python tools/build_book.py --check      # only scan an existing dist/book
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import notebook_cache as cache  # noqa: E402
import static_widgets  # noqa: E402

REPO = cache.REPO
PAGES = REPO / "book"
SRC = REPO / "build" / "book-src"
DOCTREES = REPO / "build" / "book-doctrees"
HTML = REPO / "build" / "book" / "html"   # Sphinx's output (myst-nb keeps its files beside it, in build/book/)
DIST = REPO / "dist"
OUT = DIST / "book"


class Edition:
    """One edition of the book: its language, its pages (``pages``; ``shared`` files of ``book/`` too), which
    notebooks it holds (those under ``notebooks/<prefix>``, placed under ``notebooks/`` without the prefix), and
    where Sphinx reads and writes it."""

    def __init__(self, lang: str, pages: Path, prefix: str, out: Path, name: str):
        self.lang, self.pages, self.prefix, self.out = lang, pages, prefix, out
        self.src = REPO / "build" / f"book-src{name}"
        self.doctrees = REPO / "build" / f"book-doctrees{name}"
        self.html = REPO / "build" / f"book{name}" / "html"

    def holds(self, rel: str) -> bool:
        """Whether notebook ``rel`` (path under notebooks/) is a page of this edition."""
        spanish = rel.startswith("es/")
        return spanish if self.lang == "es" else not spanish

    def target(self, rel: str) -> str:
        return rel[len(self.prefix):]


#: English first: its output folder holds the Spanish one (dist/book/es/), which is written after it.
EDITIONS = (Edition("en", PAGES, "", OUT, ""), Edition("es", PAGES / "es", "es/", OUT / "es", "-es"))

LIVE = {
    "en": ("Open live", "runs in your browser, in the offline site; nothing to install"),
    "es": ("Abrir en vivo", "se ejecuta en tu navegador, en el sitio sin conexión; no hay nada que instalar"),
}

#: A resource from another host: src/href of script, link, img, iframe, source, or CSS url()/@import.
OUTSIDE = [
    re.compile(r"<(?:script|img|iframe|source|embed|audio|video)\b[^>]*\bsrc\s*=\s*[\"']?\s*(?:https?:)?//", re.I),
    re.compile(r"<link\b[^>]*\bhref\s*=\s*[\"']?\s*(?:https?:)?//", re.I),
    re.compile(r"url\(\s*[\"']?\s*(?:https?:)?//", re.I),
    re.compile(r"@import\s+[\"'](?:https?:)?//", re.I),
]


def live_url(rel: str) -> str:
    """The Lite link of notebook ``rel`` (path under notebooks/) from its page in dist/book/notebooks/."""
    ups = "../" * (rel.count("/") + 2)
    return f"{ups}lite/lab/index.html?path={rel}"


def add_live_link(nb, rel: str) -> None:
    """Put the "Open live" link under the notebook's title (adding a title if it has none)."""
    label, note = LIVE["es" if rel.startswith("es/") else "en"]
    link = (f'<p><a class="rb-live" href="{live_url(rel)}">&#9654; {label}</a> '
            f'<span class="rb-live-note">{note}</span></p>')
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            lines = cell.source.splitlines()
            for i, line in enumerate(lines):
                if line.startswith("# "):
                    cell.source = "\n".join(lines[:i + 1] + ["", link, ""] + lines[i + 1:])
                    return
            break
    import nbformat

    # a notebook that opens with code rather than a title names its page in its metadata ("title")
    title = nb.metadata.get("title") or Path(rel).stem.replace("_", " ").capitalize()
    nb.cells.insert(0, nbformat.v4.new_markdown_cell(f"# {title}\n\n{link}"))


def _dot_svg():
    try:
        from widgets.graphviz_view import dot_svg, has_dot
    except Exception:  # noqa: BLE001 - no widgets package: Graphviz views show their source
        return None
    return (lambda source, engine: dot_svg(source, engine=engine)) if has_dot() else None


def executed(paths: list[Path]) -> dict[Path, object]:
    """Executed notebooks for ``paths``: stored runs where current, else run now (and stored)."""
    out, failed = {}, []
    todo = []
    for path in paths:
        nb = cache.load(path)
        if nb is None:
            todo.append(path)
        else:
            out[path] = nb
    print(f"book: {len(out)} notebooks already executed, {len(todo)} to run", flush=True)
    for n, path in enumerate(todo, 1):
        rel = path.relative_to(cache.NB_DIR).as_posix()
        start = time.perf_counter()
        nb = cache.execute(path)
        problems = cache.errors(nb)
        print(f"  [{n}/{len(todo)}] {rel}: {time.perf_counter() - start:.1f} s"
              + (" -- ERROR" if problems else ""), flush=True)
        if problems:
            failed.append(f"{rel}: " + "\n".join(problems))
            continue
        cache.store(path, nb)
        out[path] = nb
    if failed:
        raise SystemExit("book: notebooks with error output:\n" + "\n\n".join(failed))
    return out


def _write_if_changed(target: Path, data: bytes) -> None:
    if target.exists() and target.read_bytes() == data:
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)


def lay_out(notebooks: dict[Path, object], edition: Edition = EDITIONS[0]) -> None:
    """build/book-src[-es]/: the edition's pages and its static notebooks under notebooks/.

    The English edition takes ``book/`` without ``book/es/``; the Spanish one takes ``book/es/``, the shared
    ``_static/`` and ``_templates/`` and the English configuration as ``conf_en.py`` (its ``conf.py`` reads it)."""
    import nbformat

    wanted = set()
    if edition.lang == "en":
        pages = [(p, p.relative_to(PAGES)) for p in PAGES.rglob("*") if p.is_file() and "es" != p.relative_to(PAGES).parts[0]]
    else:
        pages = [(p, p.relative_to(edition.pages)) for p in edition.pages.rglob("*") if p.is_file()]
        pages += [(p, p.relative_to(PAGES)) for folder in ("_static", "_templates") for p in (PAGES / folder).rglob("*")
                  if p.is_file()]
        pages.append((PAGES / "conf.py", Path("conf_en.py")))
    for page, rel_page in pages:
        if "__pycache__" in page.parts:
            continue
        target = edition.src / rel_page
        _write_if_changed(target, page.read_bytes())
        wanted.add(target)
    dot_svg = _dot_svg()
    for path, nb in notebooks.items():
        rel = path.relative_to(cache.NB_DIR).as_posix()
        if not edition.holds(rel):
            continue
        nb = nbformat.from_dict(json.loads(json.dumps(nb)))
        static_widgets.render_notebook(nb, dot_svg)
        add_live_link(nb, rel)
        nb.metadata.pop(cache.KEY, None)
        target = edition.src / "notebooks" / edition.target(rel)
        _write_if_changed(target, nbformat.writes(nb).encode("utf-8"))
        wanted.add(target)
    for stale in [p for p in edition.src.rglob("*") if p.is_file() and p not in wanted]:
        stale.unlink()


def sphinx(edition: Edition = EDITIONS[0]) -> None:
    """Build the edition into build/book[-es]/html (incremental), then copy the site to its output folder (the
    English one first: copying it replaces dist/book/, Spanish folder included)."""
    cmd = [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-j", "2", "-d", str(edition.doctrees),
           str(edition.src), str(edition.html)]
    print("book:", " ".join(cmd[1:]), flush=True)
    subprocess.run(cmd, check=True, cwd=REPO)
    shutil.rmtree(edition.out, ignore_errors=True)
    shutil.copytree(edition.html, edition.out, ignore=shutil.ignore_patterns(".buildinfo", ".doctrees"))


def outside_resources(root: Path) -> list[str]:
    """``file: snippet`` for every resource under ``root`` loaded from another host."""
    found = []
    for path in sorted(root.rglob("*")):
        if path.suffix not in (".html", ".css", ".js") or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for pattern in OUTSIDE:
            for m in pattern.finditer(text):
                found.append(f"{path.relative_to(root)}: {text[m.start():m.end() + 60]!r}")
    return found


def root_page() -> None:
    """dist/index.html: the book and the offline site from one static root."""
    _write_if_changed(DIST / "index.html", (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta http-equiv="refresh" content="0; url=book/index.html">'
        "<title>Rulebook Express</title>"
        '<link rel="icon" href="book/_static/favicon.svg"></head><body>'
        '<p><a href="book/index.html">The book</a> (lessons to read) &middot; '
        '<a href="lite/lab/index.html">the offline site</a> (notebooks that run in the browser).</p>'
        "</body></html>\n").encode("utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only scan an existing dist/book")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    if not args.check:
        sys.path.insert(0, str(REPO))
        notebooks = executed(cache.notebooks())
        for edition in EDITIONS:
            lay_out(notebooks, edition)
            sphinx(edition)
        root_page()
    found = outside_resources(OUT)
    if found:
        print("book: resources from outside hosts:\n  " + "\n  ".join(found[:20]), file=sys.stderr)
        return 1
    print(f"book: {OUT.relative_to(REPO)} ready in {time.perf_counter() - start:.0f} s; nothing loads from outside",
          flush=True)
    if not (DIST / "lite" / "lab" / "index.html").exists():
        print("book: dist/lite is not built, so the Open live links have nothing to open yet: run `make lite`")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
