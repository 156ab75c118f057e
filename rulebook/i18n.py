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
        """The message in ``lang``. Safe for any id and parameters (a save's log comes from a file): only
        plain ``{name}`` and ``{name!r}`` fields are filled, a missing parameter stays as ``{name}``, any
        other field is shown as written, and the result is at most :data:`MAX_TEXT` characters."""
        template = translate(self.id, lang)
        if not self.params and "{" not in template and "}" not in template:
            return template[:MAX_TEXT]
        return _render(template, self.params, lang)

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


MAX_TEXT = 2000        # characters of one rendered message
MAX_PARAM = 500        # characters of one rendered parameter


def _render(template: str, params: dict, lang: str, depth: int = 0) -> str:
    out = []
    for literal, name, conv in _pieces(template):
        out.append(literal)
        if name is None:
            continue
        if name not in params:
            out.append("{" + name + "}")
            continue
        v = params[name]
        if isinstance(v, Msg):
            v = _render(translate(v.id, lang), v.params, lang, depth + 1) if depth < 4 else v.id
        elif isinstance(v, Seat):
            v = v.text(lang)
        elif hasattr(v, "text") and callable(v.text):   # any other renderable (a RuleViolation's message)
            v = v.text(lang)
        v = repr(v) if conv == "r" else str(v) if not isinstance(v, str) else v
        out.append(v[:MAX_PARAM])
    return "".join(out)[:MAX_TEXT]


@lru_cache(maxsize=8192)
def _pieces(template: str) -> tuple:
    """A template as (literal, field name or None, conversion) pieces; unsafe fields become literal text."""
    import string
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return ((template, None, None),)
    out = []
    for literal, name, spec, conv in parsed:
        if name is None:
            out.append((literal, None, None))
        elif name.isidentifier() and not spec and conv in (None, "r", "s"):
            out.append((literal, name, conv))
        else:  # attribute or index access, a format spec, a positional field: shown as written
            shown = "{" + name + ("!" + conv if conv else "") + (":" + spec if spec else "") + "}"
            out.append((literal + shown, None, None))
    return tuple(out)


class Seat:
    """A seat number (0-based) that renders as 'Player N' (1-based) in any language."""

    __slots__ = ("n",)

    def __init__(self, n: int):
        self.n = n

    def text(self, lang: str = "en") -> str:
        return _render(translate(N_("Player {n}"), lang), {"n": self.n + 1}, lang)

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
