"""The book's Spanish edition (issue 35): a Sphinx project of its own with ``language = "es"``, so that its pages
say ``lang="es"``, the theme's frame is Spanish, "previous"/"next" stay within the Spanish lessons, and a switch
links the two editions.

The configuration is read without building; then a small book (two English and two Spanish lessons, not
executed) is built the way ``tools/build_book.py`` builds the real one, and its Spanish pages are read for the
words of the theme's English frame.
"""
from __future__ import annotations

import importlib.util
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"

#: words of the theme's frame that must not be left in English on a Spanish page (visible text, titles, labels)
FRAME_EN = ("Skip to main content", "Search", "Contents", "previous", "next page", "Toggle", "Copyright",
            "Back to top", "By the Rulebook", "English" + " lesson", "Link to this")
#: labels of the frame that are whole English words only when they stand alone (a navigation's aria-label)
FRAME_EN_LABELS = ("Main", "Page")


def _build_book():
    spec = importlib.util.spec_from_file_location("build_book", ROOT / "tools" / "build_book.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _conf(lang: str, tmp_path: Path) -> dict:
    folder = tmp_path / lang
    folder.mkdir()
    if lang == "en":
        shutil.copy(BOOK / "conf.py", folder / "conf.py")
    else:
        shutil.copy(BOOK / "es" / "conf.py", folder / "conf.py")
        shutil.copy(BOOK / "conf.py", folder / "conf_en.py")
    ns = {"__file__": str(folder / "conf.py")}
    exec((folder / "conf.py").read_text(encoding="utf-8"), ns)
    return ns


def test_each_edition_has_its_language_and_points_at_the_other(tmp_path):
    """book/conf.py is English, book/es/conf.py Spanish (theme words, title, footer), and each edition's switch
    names the other edition's root page in that edition's language."""
    en, es = _conf("en", tmp_path), _conf("es", tmp_path)
    assert en["language"] == "en" and es["language"] == "es"
    assert en["html_context"]["rb_edition"] == {"href": "es/index.html", "label": "Edición en español", "lang": "es",
                                                "aria": "Other edition"}
    assert es["html_context"]["rb_edition"]["href"] == "../index.html"
    assert es["html_theme_options"]["toc_title"] == "Contenido"
    assert "Lecciones" in es["html_theme_options"]["extra_footer"]
    assert "rb-edition.html" in es["html_sidebars"]["**"]


def test_the_spanish_lessons_are_the_spanish_editions_pages_only():
    """The English edition holds every notebook but notebooks/es/; the Spanish edition holds those, placed under
    notebooks/ without the es/ prefix, and writes into dist/book/es/."""
    build = _build_book()
    en, es = build.EDITIONS
    assert en.holds("first_class/01_setup.ipynb") and not en.holds("es/first_class/01_setup.ipynb")
    assert es.holds("es/first_class/01_setup.ipynb") and not es.holds("horror/01_setup.ipynb")
    assert es.target("es/first_class/01_setup.ipynb") == "first_class/01_setup.ipynb"
    assert es.out == en.out / "es" and es.lang == "es"


class _Text(HTMLParser):
    """Visible text and the title/label/placeholder attributes of a page, scripts and styles left out."""

    def __init__(self):
        super().__init__()
        self.parts, self.skip, self.lang = [], 0, None

    def handle_starttag(self, tag, attrs):
        if tag == "html":
            self.lang = dict(attrs).get("lang")
        if tag in ("script", "style"):
            self.skip += 1
        self.parts += [v for k, v in attrs if k in ("title", "aria-label", "placeholder") and v]

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip and data.strip():
            self.parts.append(data.strip())


def test_built_spanish_pages_have_a_spanish_frame(tmp_path):
    """A small book built like the real one: every Spanish page says lang="es" and shows none of the theme's
    English words (Sphinx's "Link to this heading" and the navigations' aria-labels "Main" and "Page" included);
    "previous" on the first Spanish lesson leads to the Spanish root page, not an English lesson;
    the English pages stay lang="en" and link the Spanish edition."""
    pytest.importorskip("sphinx")
    pytest.importorskip("myst_nb")
    pytest.importorskip("sphinx_book_theme")
    nbformat = pytest.importorskip("nbformat")
    build = _build_book()
    for edition in build.EDITIONS:
        name = edition.lang
        edition.src, edition.doctrees, edition.html = (tmp_path / f"src-{name}", tmp_path / f"dt-{name}",
                                                       tmp_path / f"html-{name}")
    build.EDITIONS[0].out = tmp_path / "book"
    build.EDITIONS[1].out = tmp_path / "book" / "es"
    nbs = {build.cache.NB_DIR / rel: nbformat.read(build.cache.NB_DIR / rel, as_version=4)
           for rel in ("first_class/01_setup.ipynb", "horror/01_setup.ipynb", "es/first_class/01_setup.ipynb",
                       "es/first_class/02_round.ipynb")}
    for edition in build.EDITIONS:
        build.lay_out(nbs, edition)
        build.sphinx(edition)
    spanish = sorted(p for p in (tmp_path / "book" / "es").rglob("*.html")
                     if "<html" in p.read_text(encoding="utf-8"))   # pages, not the theme's macro files
    assert len(spanish) >= 3
    problems = []
    for page in spanish:
        text = _Text()
        text.feed(page.read_text(encoding="utf-8"))
        if text.lang != "es":
            problems.append(f"{page.name}: lang={text.lang!r}")
        joined = "\n".join(text.parts)
        problems += [f"{page.relative_to(tmp_path)}: {w!r}" for w in FRAME_EN if re.search(re.escape(w), joined)]
        problems += [f"{page.relative_to(tmp_path)}: label {w!r}" for w in text.parts if w in FRAME_EN_LABELS]
    assert not problems, "English frame on Spanish pages:\n" + "\n".join(problems)
    first = (tmp_path / "book" / "es" / "notebooks" / "first_class" / "01_setup.html").read_text(encoding="utf-8")
    prev = re.search(r'class="left-prev"\s+href="([^"]+)"', first).group(1)
    assert prev == "../../index.html", prev
    assert 'href="../../../index.html" hreflang="en"' in first
    # the theme's words come from our catalogue (book/es/locale), not left out
    assert 'title="Enlace a este apartado"' in first
    assert 'aria-label="Índice de lecciones"' in first and 'aria-label="Contenido de la página"' in first
    english = (tmp_path / "book" / "notebooks" / "first_class" / "01_setup.html").read_text(encoding="utf-8")
    assert '<html lang="en"' in english and 'hreflang="es"' in english
    assert not (tmp_path / "book" / "notebooks" / "es").exists()
