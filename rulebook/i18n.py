"""One translation layer for every text a person reads.

The engines never build sentences. They emit a :class:`Msg`: a message id (the
English template, as gettext expects) and its parameters. Widgets and the
command line render a message in the language the person chose; English needs
no catalogue, other languages use the gettext catalogues under
``rulebook/locale/<lang>/LC_MESSAGES/rulebook.mo`` (compiled from ``.po`` by
``make i18n``). A message missing from a catalogue falls back to English, never
to a bare id.

A count that meets a noun is one message with two English forms, marked with
``NN_(singular, plural)`` and rendered through gettext's ``ngettext`` with the
parameter ``n`` (or the one named by ``count=``, e.g. ``NN_(..., count="pts")``) as the count, so every
language gets its own plural forms (its catalogue's ``Plural-Forms`` header).
One English word that needs two words in another language carries a context,
``NC_(context, msgid)`` (``NCN_(context, singular, plural)`` with a count),
rendered through ``pgettext``/``npgettext``.

Examples
--------
>>> m = Msg("{player} scores {n} points.", {"player": Seat(1), "n": 3})
>>> m.text()
'Player 2 scores 3 points.'
>>> [Msg(NN_("{n} card left", "{n} cards left"), {"n": k}).text() for k in (1, 2)]
['1 card left', '2 cards left']
>>> Msg(NC_("badge", "Score {n}"), {"n": 4}).text()
'Score 4'
"""
from __future__ import annotations

import gettext
from functools import lru_cache
from pathlib import Path

LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "rulebook"
LANGUAGES = ("en", "es")


N_ = str
"""``N_(msgid)`` marks a message id for extraction (Babel keyword ``N_``) and returns it unchanged: the built-in
``str``, which hands back the very string it is given. The engines mark every log line with it as they play, and a
call of ``str`` costs less than a call of a function of our own."""


class MsgId(tuple):
    """A message id with a plural form and/or a context: ``(msgid, plural or None, context or None, count)``;
    ``count`` names the parameter a plural message counts."""

    __slots__ = ()

    def __new__(cls, msgid: str, plural: str | None = None, ctx: str | None = None, count: str = "n"):
        return tuple.__new__(cls, (msgid, plural, ctx, count))

    def __getnewargs__(self):
        """The arguments ``__new__`` takes, so that a copy (``copy.copy``, ``copy.deepcopy``, the standard
        serialiser) is this MsgId again: tuple's own hands back the whole tuple as one argument, which nested it
        inside a new id."""
        return tuple(self)


# The markers below hand back one shared MsgId per message (cached: engines mark log lines with them as they play,
# and building a MsgId costs several times a cache lookup; a MsgId is an immutable tuple, so sharing it is safe).
@lru_cache(maxsize=None)
def NN_(singular: str, plural: str, count: str = "n") -> MsgId:
    """Mark a message with a count (Babel keyword ``NN_:1,2``): its English singular and plural forms, and the
    name of the parameter that holds the count."""
    return MsgId(singular, plural, None, count)


@lru_cache(maxsize=None)
def NC_(context: str, msgid: str) -> MsgId:
    """Mark a message whose words depend on a context (Babel keyword ``NC_:1c,2``), e.g. a noun vs a verb."""
    return MsgId(msgid, None, context)


@lru_cache(maxsize=None)
def NCN_(context: str, singular: str, plural: str, count: str = "n") -> MsgId:
    """A message with both a context and a count (Babel keyword ``NCN_:1c,2,3``)."""
    return MsgId(singular, plural, context, count)


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


def lookup(msgid: str, plural: str | None, ctx: str | None, n, lang: str = "en") -> str:
    """The template of a message in ``lang``, through ngettext/pgettext/npgettext as its marks ask.

    ``n`` is the count (anything that is not a whole number counts as "many").
    """
    if plural is None and ctx is None:
        return translate(msgid, lang)
    t = translations(lang)
    if plural is None:
        return t.pgettext(ctx, msgid)
    n = n if type(n) is int else 2
    if ctx is None:
        return t.ngettext(msgid, plural, n)
    return t.npgettext(ctx, msgid, plural, n)


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
    the same language. ``msgid`` may be a :class:`MsgId` from :func:`NN_`,
    :func:`NC_` or :func:`NCN_`; a plural message counts the parameter named
    ``count`` (``n`` unless given).
    """

    __slots__ = ("id", "params", "plural", "ctx", "count")

    def __init__(self, msgid, params: dict | None = None, count: str | None = None):
        if type(msgid) is MsgId:
            self.id, self.plural, self.ctx, c = msgid
            self.count = count or c
        else:
            self.id, self.plural, self.ctx, self.count = msgid, None, None, count or "n"
        self.params = params or {}

    def with_params(self, params: dict) -> "Msg":
        """The same message (plural form, context and count included) with other parameters."""
        m = Msg.__new__(Msg)
        m.id, m.plural, m.ctx, m.count, m.params = self.id, self.plural, self.ctx, self.count, params
        return m

    def template(self, lang: str = "en") -> str:
        """The (untranslated-parameter) template in ``lang``: the right plural form for the count."""
        if self.plural is None and self.ctx is None:
            return translate(self.id, lang)
        return lookup(self.id, self.plural, self.ctx, self.params.get(self.count), lang)

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``. Safe for any id and parameters (a save's log comes from a file): only
        plain ``{name}`` and ``{name!r}`` fields are filled, a missing parameter stays as ``{name}``, any
        other field is shown as written, and the result is at most :data:`MAX_TEXT` characters."""
        template = self.template(lang)
        if not self.params and "{" not in template and "}" not in template:
            return template[:MAX_TEXT]
        return _render(template, self.params, lang)

    def to_dict(self) -> dict:
        d = {"id": self.id, "params": {k: _param_to_json(v) for k, v in self.params.items()}}
        if self.plural is not None:
            d["plural"] = self.plural
            if self.count != "n":
                d["count"] = self.count
        if self.ctx is not None:
            d["ctx"] = self.ctx
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Msg":
        msgid = d["id"]
        if d.get("plural") is not None or d.get("ctx") is not None:
            msgid = MsgId(msgid, d.get("plural"), d.get("ctx"), d.get("count", "n"))
        return cls(msgid, {k: _param_from_json(v) for k, v in d.get("params", {}).items()})

    def __eq__(self, other):
        return (isinstance(other, Msg) and self.id == other.id and self.params == other.params
                and self.plural == other.plural and self.ctx == other.ctx)

    def __hash__(self):
        return hash(self.id)

    def __str__(self):
        return self.text()

    def __repr__(self):
        extra = "".join(f", {k}={getattr(self, k)!r}" for k in ("plural", "ctx") if getattr(self, k) is not None)
        return f"Msg({self.id!r}, {self.params!r}{extra})"


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
            v = _render(v.template(lang), v.params, lang, depth + 1) if depth < 4 else v.id
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


class Num:
    """A number in a message, written the reader's way by Babel: ``Num(6.8)`` is "6.8" in English and "6,8" in
    Spanish; ``sign=True`` writes "+0.0" / "+0,0"; ``percent=True`` takes a share (0.839) and writes it with the
    language's own percent pattern ("83.9%", "83,9 %"). ``digits`` decimals are always shown.

    >>> Num(6.8).text("es"), Num(0.0, sign=True).text("es"), Num(1.0, percent=True).text("es")
    ('6,8', '+0,0', '100,0\xa0%')
    >>> Num(0.839, percent=True).text("en"), Num(-0.25, sign=True).text("en"), Num(12345.5, digits=0).text("es")
    ('83.9%', '-0.2', '12.346')
    """

    __slots__ = ("value", "digits", "sign", "percent")

    def __init__(self, value, digits: int = 1, sign: bool = False, percent: bool = False):
        self.value, self.digits, self.sign, self.percent = float(value), int(digits), bool(sign), bool(percent)

    def text(self, lang: str = "en") -> str:
        try:
            from babel import Locale
            from babel.numbers import format_decimal, format_percent
        except ImportError:   # Babel is an optional extra: the same digits, the decimal mark by hand
            return self._plain(lang)
        try:
            locale = Locale.parse(lang or "en")
        except Exception:  # noqa: BLE001 - an unknown language writes numbers the English way
            locale = Locale.parse("en")
        places = "0." + "0" * self.digits if self.digits else "0"
        if self.percent:
            pattern = locale.percent_formats[None].pattern.replace("#,##0", "#,##" + places, 1)
            return format_percent(self.value, pattern, locale=locale)
        pattern = "#,##" + places
        if self.sign:
            pattern = f"+{pattern};-{pattern}"
        return format_decimal(self.value, pattern, locale=locale)

    def _plain(self, lang: str) -> str:
        v = self.value * 100 if self.percent else self.value
        out = f"{v:{'+' if self.sign else ''}.{self.digits}f}"
        if lang != "en":
            out = out.replace(".", ",")
        return out + (("%" if lang == "en" else "\u00a0%") if self.percent else "")

    def _key(self):
        return (self.value, self.digits, self.sign, self.percent)

    def __eq__(self, other):
        return isinstance(other, Num) and other._key() == self._key()

    def __hash__(self):
        return hash(("num",) + self._key())

    def __repr__(self):
        return f"Num({self.value!r}, digits={self.digits}, sign={self.sign}, percent={self.percent})"


def _param_to_json(v):
    if isinstance(v, Msg):
        return {"msg": v.to_dict()}
    if isinstance(v, Seat):
        return {"seat": v.n}
    if isinstance(v, Num):
        return {"num": [v.value, v.digits, v.sign, v.percent]}
    return v


def _param_from_json(v):
    if isinstance(v, dict) and "msg" in v:
        return Msg.from_dict(v["msg"])
    if isinstance(v, dict) and "seat" in v:
        return Seat(v["seat"])
    if isinstance(v, dict) and "num" in v and isinstance(v["num"], list) and len(v["num"]) == 4:
        value, digits, sign, percent = v["num"]
        if isinstance(value, (int, float)) and isinstance(digits, int) and 0 <= digits <= 6:
            return Num(value, digits, bool(sign), bool(percent))
    return v
