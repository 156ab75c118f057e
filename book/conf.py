"""Sphinx configuration of the book (``make book``; tools/build_book.py builds it from a copy).

The sources are laid out by tools/build_book.py in build/book-src/: these
pages at the top, the executed notebooks under ``notebooks/``, each with its
widgets drawn as static HTML and an "Open live" link into the JupyterLite
site. Nothing is executed here (``nb_execution_mode = "off"``) and no page
loads anything from outside the site: no widget scripts, no MathJax, no web
fonts (the theme's icons are files of the theme).

The book has two editions, each a Sphinx project of its own so that its frame (``<html lang>``, the theme's
words, "previous"/"next") is in its language and its navigation stays within it: this one (English, every
notebook but ``notebooks/es/``) in ``dist/book/``, and the Spanish one (``book/es/conf.py``, which reads this
file and changes the language, the titles and the footer) in ``dist/book/es/``. A link under the navigation of
every page (``_templates/rb-edition.html``) switches between them.
"""
from __future__ import annotations

project = "Rulebook Express"
author = "the Rulebook Express authors"
copyright = "2026, the Rulebook Express authors"  # noqa: A001 - Sphinx's name
language = "en"

extensions = ["myst_nb"]
root_doc = "index"
exclude_patterns = ["_build", "**.ipynb_checkpoints", "conf.py"]

# The notebooks arrive executed (build/executed/, the same runs as tests/test_notebooks.py).
nb_execution_mode = "off"
nb_ipywidgets_js = {}          # widgets are already static HTML: no html-manager, no require.js
nb_merge_streams = True
myst_heading_anchors = 3
suppress_warnings = ["myst.header", "mystnb.unknown_mime_type"]

# No MathJax from a CDN: a local stub (_static/no-mathjax.js); a page with maths would show its TeX source.
mathjax_path = "no-mathjax.js"

templates_path = ["_templates"]

html_theme = "sphinx_book_theme"
html_title = "Rulebook Express"
html_static_path = ["_static"]
html_favicon = "_static/favicon.svg"   # a page without one makes the browser ask the server root for /favicon.ico
html_css_files = ["rulebook-book.css"]
html_show_sourcelink = False
html_copy_source = False
html_last_updated_fmt = None
# The pictures are drawn for a light page (the theme's switch still offers dark); an unset mode also makes the
# theme's script log a console error.
html_context = {
    "default_mode": "light",
    # the other edition, from the root of this one's output (the switch under the navigation)
    "rb_edition": {"href": "es/index.html", "label": "Edición en español", "lang": "es", "aria": "Other edition"},
}
html_sidebars = {"**": ["navbar-logo.html", "icon-links.html", "search-button-field.html", "sbt-sidebar-nav.html",
                        "rb-edition.html"]}
html_theme_options = {
    "home_page_in_toc": True,
    "show_navbar_depth": 1,
    "use_download_button": False,
    "use_fullscreen_button": False,
    "use_repository_button": False,
    "navigation_with_keys": False,
    "extra_footer": (
        '<p class="rb-footer">Code: MIT licence. Lessons and this book: CC BY 4.0 '
        "(you may copy and adapt them, with credit). "
        "The games&rsquo; names, rulebooks and printed components belong to their publishers; "
        "the component data used here is an illustrative stand-in, not the printed cards. "
        '<a href="licence.html">Licence and notice</a>.</p>'
    ),
}
