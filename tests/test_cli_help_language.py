"""``rulebook --help`` in the chosen language (issue #15: "bot names and `rulebook --help` in the chosen
language").

The language is read before the parser is built: ``--language`` (or an abbreviation such as ``--lang``) on the
command line, else ``RULEBOOK_LANG``, else the locale variables (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``), else English. Every text of the help -- descriptions, each option's help, the headings and
"usage:" that argparse would print in English -- goes through the catalogue: checked with a stand-in catalogue
that marks every text it translates, so a help text left out of gettext shows unmarked; and every message id the
help asks for is in ``rulebook/locale/rulebook.pot``, so the Spanish catalogue can translate it.
"""
from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from rulebook import i18n
from rulebook.cli import build_parser, chosen_language, language_from_environment, main

POT = Path(i18n.__file__).with_name("locale") / "rulebook.pot"


class _Marking:
    """A stand-in catalogue: every text comes back between « and », and every id asked for is recorded."""

    def __init__(self):
        self.asked: set = set()

    def gettext(self, m):
        self.asked.add(m)
        return f"«{m}»"

    def ngettext(self, s, p, n):
        self.asked.update((s, p))
        return f"«{s if n == 1 else p}»"

    def pgettext(self, c, m):
        return self.gettext(m)

    def npgettext(self, c, s, p, n):
        return self.ngettext(s, p, n)


@pytest.fixture
def marking(monkeypatch):
    cat = _Marking()
    monkeypatch.setattr(i18n, "translations", lambda lang="en": cat)
    return cat


def _parsers(parser):
    """The parser and every sub-command's parser."""
    out = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            out += list(action.choices.values())
    return out


def _texts(parser) -> list:
    """Every text of the help a person reads: descriptions, epilogs, headings, each option's help, the
    sub-commands' one-line help."""
    out = []
    for p in _parsers(parser):
        out += [t for t in (p.description, p.epilog) if t]
        out += [g.title for g in p._action_groups if g.title]
        for a in p._actions:
            if a.help and a.help is not argparse.SUPPRESS:
                out.append(a.help)
            if isinstance(a, argparse._SubParsersAction):
                out += [c.help for c in a._choices_actions]
    return out


def test_language_is_chosen_before_the_parser_is_built():
    """--language / --lang (also with =) wins; then RULEBOOK_LANG; then the locale variables; else English."""
    env = {"LANG": "C.UTF-8"}
    assert chosen_language(["play", "--language", "es", "--help"], env) == "es"
    assert chosen_language(["play", "--lang=es"], env) == "es"
    assert chosen_language(["play", "--lang", "xx"], env) == "en"
    assert chosen_language(["play", "--l", "es"], env) == "en"  # too short to name --language
    assert chosen_language(["play", "--language"], env) == "en"
    assert language_from_environment({"LANG": "es_ES.UTF-8"}) == "es"
    assert language_from_environment({"RULEBOOK_LANG": "en", "LANG": "es_ES.UTF-8"}) == "en"
    assert language_from_environment({"LANGUAGE": "fr:es", "LANG": "C"}) == "es"
    assert language_from_environment({}) == "en"
    assert chosen_language(["rules", "horror"], {"RULEBOOK_LANG": "es"}) == "es"


def test_every_help_text_goes_through_the_catalogue(marking):
    """Built in Spanish, every text of every command's help is the catalogue's (marked by the stand-in)."""
    parser = build_parser("es")
    texts = _texts(parser)
    assert len(texts) > 40
    bare = [t for t in texts if not (t.startswith("«") and t.endswith("»"))]
    assert not bare, f"help texts not translated: {bare[:5]}"
    for p in _parsers(parser):
        help_text = p.format_help()
        assert help_text.startswith("«usage: »"), help_text[:40]
        assert "show this help message and exit" not in help_text.replace("«show this help message and exit»", "")


def test_help_in_spanish_comes_from_the_command_line_and_the_environment(marking, monkeypatch, capsys):
    """`rulebook play --help --language es` and `RULEBOOK_LANG=es rulebook --help` print the catalogue's help."""
    assert main(["play", "--help", "--language", "es"]) == 0
    assert "«Play a game in the terminal." in capsys.readouterr().out
    monkeypatch.setenv("RULEBOOK_LANG", "es")
    assert main(["--help"]) == 0
    assert "«Rulebook Express: play, read and check" in capsys.readouterr().out


def test_every_help_text_is_in_the_pot(marking):
    """Every message id the help asks the catalogue for is in rulebook.pot (so Spanish can translate it; run
    `make i18n-extract` after changing a help text)."""
    from babel.messages.pofile import read_po

    build_parser("es")
    with POT.open("rb") as f:
        known = {i for m in read_po(f) if m.id for i in (m.id if isinstance(m.id, (tuple, list)) else (m.id,))}
    missing = sorted(m for m in marking.asked if m not in known)
    assert not missing, f"{len(missing)} help texts not in rulebook.pot (make i18n-extract): {missing[:5]}"
