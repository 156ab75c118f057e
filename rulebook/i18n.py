"""One translation layer for every text a person reads.

The engines never build sentences. They emit a :class:`Msg`: a message id (the
English template, as gettext expects) and its parameters. Widgets and the
command line render a message in the language the person chose; English needs
no catalogue, other languages use the gettext catalogues under
``rulebook/locale/<lang>/LC_MESSAGES/rulebook.mo`` (compiled from ``.po`` by
``make i18n``). A message missing from a catalogue falls back to English, never
to a bare id.

Examples
--------
>>> m = Msg("{player} scores {n} points.", {"player": Seat(1), "n": 3})
>>> m.text()
'Player 2 scores 3 points.'
"""
from __future__ import annotations

import gettext
from functools import lru_cache
from pathlib import Path

LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "rulebook"
LANGUAGES = ("en", "es")


def N_(msgid: str) -> str:
    """Mark a message id for extraction (Babel keyword ``N_``); returns it unchanged."""
    return msgid


@lru_cache(maxsize=None)
def translations(lang: str = "en") -> gettext.NullTranslations:
    """The gettext catalogue for ``lang`` (a null catalogue for English or a missing one)."""
    if lang in (None, "", "en"):
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang], fallback=True)


def translate(msgid: str, lang: str = "en") -> str:
    """Translate one message id; English or an unknown id comes back as it is."""
    if lang in (None, "", "en"):
        return msgid
    return translations(lang).gettext(msgid)


def glossary(lang: str = "es") -> list[dict]:
    """The terminology choices of a language: rows of ``rulebook/locale/<lang>/glossary.csv``.

    Each row has ``english``, ``spanish`` (the term the catalogue and the
    notebooks use), ``chosen_by_us`` ("yes" where the project had to choose),
    ``alternatives_in_rulebook`` and ``note``. A language without a glossary
    gives an empty list.
    """
    import csv

    path = LOCALE_DIR / lang / "glossary.csv"
    if not path.exists():
        return []
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


class Msg:
    """A message id with parameters, rendered late in a chosen language.

    Parameters may themselves be :class:`Msg` (or :class:`Seat`), rendered in
    the same language.
    """

    __slots__ = ("id", "params")

    def __init__(self, msgid: str, params: dict | None = None):
        self.id = msgid
        self.params = params or {}

    def text(self, lang: str = "en") -> str:
        template = translate(self.id, lang)
        if not self.params:
            return template
        rendered = {k: (v.text(lang) if hasattr(v, "text") else v) for k, v in self.params.items()}
        return template.format(**rendered)

    def to_dict(self) -> dict:
        return {"id": self.id, "params": {k: _param_to_json(v) for k, v in self.params.items()}}

    @classmethod
    def from_dict(cls, d: dict) -> "Msg":
        return cls(d["id"], {k: _param_from_json(v) for k, v in d.get("params", {}).items()})

    def __eq__(self, other):
        return isinstance(other, Msg) and self.id == other.id and self.params == other.params

    def __hash__(self):
        return hash(self.id)

    def __str__(self):
        return self.text()

    def __repr__(self):
        return f"Msg({self.id!r}, {self.params!r})"


class Seat:
    """A seat number (0-based) that renders as 'Player N' (1-based) in any language."""

    __slots__ = ("n",)

    def __init__(self, n: int):
        self.n = n

    def text(self, lang: str = "en") -> str:
        return translate(N_("Player {n}"), lang).format(n=self.n + 1)

    def __eq__(self, other):
        return isinstance(other, Seat) and other.n == self.n

    def __hash__(self):
        return hash(("seat", self.n))

    def __repr__(self):
        return f"Seat({self.n})"


def _param_to_json(v):
    if isinstance(v, Msg):
        return {"msg": v.to_dict()}
    if isinstance(v, Seat):
        return {"seat": v.n}
    return v


def _param_from_json(v):
    if isinstance(v, dict) and "msg" in v:
        return Msg.from_dict(v["msg"])
    if isinstance(v, dict) and "seat" in v:
        return Seat(v["seat"])
    return v
