"""Pending work on Horror's ``state.stack``: one small slots dataclass per kind of frame, read by field name.

Every frame has ``ctx`` (who acts and why: ``p`` the seat, ``rule``, ``by``, ``at``, ``u``; see ``effects.py``)
and ``seat`` (``ctx["p"]``). A frame is changed in place while it waits (an ``Ask`` counts its uses down, a talk
records the tokens drawn); :meth:`Frame.copy` makes the independent one a copied state needs.

Each frame saves as the same JSON list as before these classes (:meth:`Frame.to_json`, :func:`from_json`), so old
saves load and a game saves byte for byte as it did:

==================================  =============================================================
``["eff", effect, ctx]``            :class:`Eff` -- an effect still to do
``["ask", kind, prim, ctx, left]``  :class:`Ask` -- a decision for the seat (``left`` uses remain)
``["talk", ctx, talk]``             :class:`Talk` -- a conversation in progress (``talk.py``)
``["rest", ctx, xp_left]``          :class:`Rest` -- experience to spend while resting (``rest.py``)
==================================  =============================================================

>>> fr = from_json(["talk", {"p": 0, "rule": "talk"}, {"drawn": ["pass"], "stage": "converse"}])
>>> fr.seat, fr.drawn, fr.stage
(0, ['pass'], 'converse')
>>> fr.to_json()
['talk', {'p': 0, 'rule': 'talk'}, {'drawn': ['pass'], 'stage': 'converse'}]
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .fields import clone


@dataclass(slots=True)
class Frame:
    """Base of the stack frames. ``KIND`` is the first element of the saved list."""

    KIND: ClassVar[str] = ""

    @property
    def seat(self) -> int:
        """The seat that decides (``ctx["p"]``)."""
        return self.ctx["p"]


@dataclass(slots=True)
class Eff(Frame):
    """An effect still to do (a primitive, a list of them or a combinator), for ``ctx``."""

    effect: object
    ctx: dict
    KIND: ClassVar[str] = "eff"

    def to_json(self) -> list:
        return ["eff", clone(self.effect), clone(self.ctx)]

    def copy(self) -> "Eff":
        return Eff(clone(self.effect), clone(self.ctx))


@dataclass(slots=True)
class Ask(Frame):
    """A decision of kind ``kind`` about primitive ``prim``, answered ``left`` more times."""

    kind: str
    prim: dict
    ctx: dict
    left: int
    KIND: ClassVar[str] = "ask"

    def to_json(self) -> list:
        return ["ask", self.kind, clone(self.prim), clone(self.ctx), self.left]

    def copy(self) -> "Ask":
        return Ask(self.kind, clone(self.prim), clone(self.ctx), self.left)


@dataclass(slots=True)
class Talk(Frame):
    """A conversation in progress; ``talk`` holds ``drawn`` (the tokens drawn so far) and ``stage``
    ("prepare", then "converse")."""

    ctx: dict
    talk: dict
    KIND: ClassVar[str] = "talk"

    @property
    def drawn(self) -> list:
        """The conversation tokens drawn so far (the same list the frame holds)."""
        return self.talk["drawn"]

    @property
    def stage(self) -> str:
        return self.talk["stage"]

    def to_json(self) -> list:
        return ["talk", clone(self.ctx), clone(self.talk)]

    def copy(self) -> "Talk":
        return Talk(clone(self.ctx), clone(self.talk))


@dataclass(slots=True)
class Rest(Frame):
    """Resting: ``xp`` experience left to spend."""

    ctx: dict
    xp: int
    KIND: ClassVar[str] = "rest"

    def to_json(self) -> list:
        return ["rest", clone(self.ctx), self.xp]

    def copy(self) -> "Rest":
        return Rest(clone(self.ctx), self.xp)


BY_KIND = {c.KIND: c for c in (Eff, Ask, Talk, Rest)}


def from_json(fr) -> Frame:
    """The frame a saved list describes (its data copied). ValueError for a list of the wrong length."""
    cls = BY_KIND[fr[0]]
    want = len(cls.__slots__)
    if len(fr) - 1 != want:
        raise ValueError(f"a {fr[0]!r} frame has {want} fields, not {len(fr) - 1}")
    return cls(*[clone(x) for x in fr[1:]])


def stack_to_json(stack) -> list:
    """The stack as the JSON list a save holds."""
    return [fr.to_json() for fr in stack]
