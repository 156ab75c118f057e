"""The records of Horror's effect language: one :class:`Step` per primitive ``{"do": name, ...}`` and one
:class:`Condition` per condition key, each holding everything about it -- what it does or tests, what a data file
may write, its words and, for a decision, why an answer is refused. The rules modules register them through
``effects.register`` and ``effects.condition``; the resolver (``effects.py``), the data checks
(``data_schema.py``), the refusals (``why_not.py``) and the widgets' words read them from here.

Plain records and the two tables only: this module imports nothing of the game, so anything may read it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Step:
    """One primitive ``{"do": name, ...}`` of the effect language.

    ``can(prim)`` compiles the question "would this change anything now?" into a function ``(state, ctx) ->
    bool`` (missing: "a decision with at least one option"). ``run(state, prim, ctx, events)`` does it
    (missing: the current seat decides ``n`` times, ``ask``). A decision also has ``options(state, prim, ctx)``
    (the legal answers, actions of type ``action``), ``choose(state, answer, prim, ctx, events)`` and ``ask``,
    the kind of decision kept on the stack (shared by steps that decide alike: kill, push and stun ask
    "monster"), with ``title`` naming it for the prompt, and ``why_not(state, answer, prim, ctx, car)``, the
    :class:`~rulebook.RuleViolation` for an answer of the right type that is not among the options (``car`` the
    car that counts as here).

    ``schema`` is what a data file may write: ``{parameter: kind}`` (the kinds of ``data_schema.check_value``),
    every parameter required but those in ``optional``; a step without a schema is the engine's own, never
    allowed in a data file. ``words(prim, comp)`` is the step in a few words, a :class:`~rulebook.i18n.Msg`
    (``comp`` the components, or None)."""
    name: str
    can: Callable | None = None
    run: Callable | None = None
    options: Callable | None = None
    choose: Callable | None = None
    ask: str | None = None
    action: type | None = None
    title: str | None = None
    why_not: Callable | None = None
    schema: dict | None = None
    optional: tuple = ()
    words: Callable | None = None


@dataclass(frozen=True)
class Condition:
    """One key of a condition (``{"monster_here": true, ...}``): ``test(state, ctx, car, value)``, the plain
    reading (``car`` the car that counts as "here"); ``compiled(value)``, the same test as a function
    ``(state, ctx, car) -> bool`` made once per condition; ``schema``, the kind of value a data file may give
    (``data_schema.check_value``); ``words(value, comp)``, the key in a few words (a Msg)."""
    key: str
    schema: str
    test: Callable
    compiled: Callable
    words: Callable


STEPS: dict = {}   # name -> Step
COND: dict = {}    # condition key -> Condition
