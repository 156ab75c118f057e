"""Sphinx configuration of the book's Spanish edition (``dist/book/es/``; tools/build_book.py lays it out).

The English configuration (``book/conf.py``, copied beside this file as ``conf_en.py``) with the Spanish
language, so that the theme's own words come from its Spanish catalogue and the pages say ``lang="es"``; the
Spanish titles and footer; and the switch pointing back at the English edition.
"""
from __future__ import annotations

from pathlib import Path

_english: dict = {"__file__": __file__}
exec((Path(__file__).resolve().parent / "conf_en.py").read_text(encoding="utf-8"), _english)  # our own file
globals().update({k: v for k, v in _english.items() if not k.startswith("_")})

language = "es"
# Sphinx's and the theme's words that their Spanish catalogues leave in English ("Link to this heading", the
# navigations' labels): our own small catalogue, locale/es/LC_MESSAGES/sphinx.po, read before theirs.
locale_dirs = ["locale"]
html_title = "Rulebook Express en español"
copyright = "2026, los autores de Rulebook Express"  # noqa: A001 - Sphinx's name
html_context = {
    "default_mode": "light",
    "rb_edition": {"href": "../index.html", "label": "English edition", "lang": "en", "aria": "Otra edición"},
}
html_theme_options = dict(_english["html_theme_options"])
html_theme_options["toc_title"] = "Contenido"
html_theme_options["search_bar_text"] = "Buscar..."
html_theme_options["extra_footer"] = (
    '<p class="rb-footer">Código: licencia MIT. Lecciones y este libro: CC BY 4.0 '
    "(puedes copiarlos y adaptarlos, citando la fuente). "
    "Los nombres de los juegos, sus reglamentos y sus componentes impresos pertenecen a sus editoriales; "
    "los datos de componentes que se usan aquí son sustitutos ilustrativos, no las cartas impresas. "
    '<a href="../licence.html">Licencia y aviso</a> (en inglés).</p>'
)
