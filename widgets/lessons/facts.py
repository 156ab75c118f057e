"""Numbers and sequences the lessons state about the rules, read from the engine and its data.

A notebook marks a fact in its markdown as ``<span data-fact="fc.ge_price">4</span>``:
the text stays readable in any viewer, and ``tests/test_notebook_facts.py``
checks every marked literal against :data:`FACTS` -- an unknown id or a literal
that differs from the engine's value fails, so prose and engine cannot drift
apart. A whole number may be written in digits or as an English word
("three"); a sequence is written as :func:`value` renders it.

Each fact is a function of nothing, reading the engine's own constants, its
shipped data or (where the engine has no named constant) what the engine does
in a small position built for the question.

A *statement* of a rule that more than one place makes is marked the same way,
``<span data-rule="fc.draft_order">...</span>``, and worded exactly as its one
source in :data:`RULES` (:data:`RULES_ES` for the Spanish lessons);
:data:`CONTRADICTIONS` lists readings that would contradict one of them, which
the tests look for in every lesson and every message (:func:`check_rules`).

Examples
--------
>>> value("fc.ladder")
'0 → 1 → 2 → 4 → 7 → 12'
>>> check('The train <span data-fact="fc.max_cards">ten</span> cards long.')
[]
>>> check('Buy one for <span data-fact="fc.ge_price">5</span> coins; <span data-fact="fc.nope">1</span>.')
["fc.ge_price: the text says '5', the engine 4", "fc.nope: no such fact (the text says '1')"]
"""
from __future__ import annotations

import re
from functools import lru_cache

#: a marked fact in markdown: its id and the literal shown
MARK = re.compile(r"""<span\s+data-fact\s*=\s*["']([\w.]+)["']\s*>(.*?)</span>""", re.S)
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
#: Spanish number words (the Spanish edition of the First Class lessons); "una"/"uno" and "dos veces" alike
WORDS_ES = {0: ("cero",), 1: ("uno", "una", "un"), 2: ("dos", "dos veces"), 3: ("tres",), 4: ("cuatro",), 5: ("cinco",),
            6: ("seis",), 7: ("siete",), 8: ("ocho",), 9: ("nueve",), 10: ("diez",), 11: ("once",), 12: ("doce",),
            18: ("dieciocho",), 20: ("veinte",), 21: ("veintiuno", "veintiuna"), 24: ("veinticuatro",), 40: ("cuarenta",)}
EXTRA_WORDS = {"fifty": 50, "twenty": 20, "eighteen": 18, "twice": 2, "once": 1}


# ------------------------------------------------------------------ every game's tables
def _tables() -> list:
    """The ``facts`` module of each registered game's lessons (``widgets/<game>/lessons/facts.py``), if it has one."""
    import importlib

    import rulebook
    out = []
    for name in rulebook.GAMES:
        views = rulebook.GAMES[name].VIEWS
        if not views:
            continue
        try:
            out.append(importlib.import_module(f"{views}.lessons.facts"))
        except ModuleNotFoundError as e:     # a game whose lessons mark no facts
            if not f"{views}.lessons.facts".startswith(e.name or "\0"):
                raise
    return out


_MODULES = _tables()
#: every fact id -> the function reading its value
FACTS = {k: v for m in _MODULES for k, v in getattr(m, "FACTS", {}).items()}


@lru_cache(maxsize=None)
def value(fact: str) -> str:
    """The fact's value as the prose shows it (a number in digits; a sequence as written)."""
    return str(FACTS[fact]())


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[*_`]", "", text)).strip()


def matches(literal: str, expected: str) -> bool:
    """Whether a literal in the prose states ``expected``: the same text, or a number's English or Spanish word
    (a sequence may join its last item with Spanish "y", a range with "a").

    >>> matches("tres", "3"), matches("2, 4 y 6", "2, 4 and 6"), matches("1 a 4", "1 to 4"), matches("cuatro", "3")
    (True, True, True, False)
    """
    lit = _plain(literal)
    if lit == expected or lit.replace(" y ", " and ").replace(" a ", " to ") == expected:
        return True
    if expected.isdigit():
        n = int(expected)
        word = lit.lower()
        return ((n < len(WORDS) and word == WORDS[n]) or EXTRA_WORDS.get(word) == n
                or word in WORDS_ES.get(n, ()))
    return False


def check(text: str) -> list[str]:
    """Problems with the facts marked in ``text``: unknown ids and literals that differ from the engine."""
    out = []
    for fact, literal in MARK.findall(text):
        if fact not in FACTS:
            out.append(f"{fact}: no such fact (the text says {_plain(literal)!r})")
        elif not matches(literal, value(fact)):
            out.append(f"{fact}: the text says {_plain(literal)!r}, the engine {value(fact)}")
    return out


# ------------------------------------------------------------------ statements of a rule
#: A rule stated in more than one place has ONE wording, here; every place that states it marks it
#: ``<span data-rule="fc.draft_order">...</span>`` with exactly this text (the Spanish lessons: :data:`RULES_ES`),
#: so two places cannot say it differently. Markdown emphasis and line breaks do not count.
RULES = {k: v for m in _MODULES for k, v in getattr(m, "RULES", {}).items()}
RULES_ES = {k: v for m in _MODULES for k, v in getattr(m, "RULES_ES", {}).items()}
#: Readings that contradict a rule above: a match anywhere in a lesson (prose, quiz, code) or in a message the
#: program shows is reported, so an old wording left in a second place fails too.
CONTRADICTIONS = {k: v for m in _MODULES for k, v in getattr(m, "CONTRADICTIONS", {}).items()}

RULE_MARK = re.compile(r"""<span\s+data-rule\s*=\s*["']([\w.]+)["']\s*>(.*?)</span>""", re.S)


def _said(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[*_]", "", text)).strip().rstrip(".").lower()


def check_rules(text: str, lang: str = "en") -> list[str]:
    """Problems with the rule statements in ``text``: an unknown rule id, a marked statement worded otherwise
    than its one source (:data:`RULES`, or :data:`RULES_ES` for ``lang="es"``), or a reading that contradicts a
    rule (:data:`CONTRADICTIONS`).

    >>> check_rules('<span data-rule="horror.pool_loss">The game is lost only when the monster pool holds no '
    ...             'monster of any colour; one colour running out loses nothing</span>.')
    []
    >>> check_rules('<span data-rule="horror.pool_loss">An empty colour loses the game</span>')[0]
    'horror.pool_loss: the text says "An empty colour loses the game", the rule says "the game is lost only when the monster p ..."'
    >>> check_rules('The Monster pool: an empty colour loses.')
    ['horror.pool_loss: "empty colour loses" contradicts "the game is lost only when the monster p ..."']
    """
    rules = RULES_ES if lang == "es" else RULES
    out = []
    for rid, literal in RULE_MARK.findall(text):
        if rid not in rules:
            out.append(f"{rid}: no such rule statement (the text says {_plain(literal)!r})")
        elif _said(literal) != _said(rules[rid]):
            out.append(f'{rid}: the text says "{_plain(literal)}", the rule says "{_short(rules[rid])}"')
    out.extend(contradictions(text))
    return out


def _short(s: str) -> str:
    return s if len(s) <= 44 else s[:40].rstrip() + " ..."


def contradictions(text: str) -> list[str]:
    """Readings in ``text`` that contradict a rule statement (:data:`CONTRADICTIONS`)."""
    plain = re.sub(r"\s+", " ", re.sub(r"[*_`]", "", text))
    out = []
    for rid, patterns in CONTRADICTIONS.items():
        for pat in patterns:
            for m in re.finditer(pat, plain, re.I):
                out.append(f'{rid}: "{m.group(0)}" contradicts "{_short(RULES.get(rid) or RULES_ES[rid])}"')
    return out
