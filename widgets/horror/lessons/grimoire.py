"""Lesson for the section "grimoire" (Occult tokens, the Grimoire and spells).

The Grimoire has six spell slots holding 1, 1, 2, 2, 3 and 3 Occult tokens
at the start. Gaining an Occult token takes one from a slot with the fewest
tokens (the leftmost of equals, here); it goes to the investigators' shared
pool. A slot that loses its last token teaches a spell at once: the top card
of the spell deck goes face up into it, and every investigator may cast it.
Spent Occult tokens are banished.

Casting is a basic action paid with a sanity token, which stays on the spell
and blocks it until a Grimoire event. If that payment makes the caster
Unstable, the spell already works with its stronger effect.

The Professor (seat 1) has Research, a main action that gains an Occult
token. The top spell of the deck is Dread Curse (Kill 1, any car).

Examples
--------
>>> from widgets.horror.lessons import grimoire as lesson
>>> from rulebook.horror.actions import CastSpell, TargetMonster, UseSkill
>>> s = lesson.position()
>>> print(s.explain(CastSpell(0)))
[grimoire] Grimoire slot 1 holds no spell yet (1 Occult token still on it).
>>> for a in (UseSkill("pro_occ"), CastSpell(0), TargetMonster(6, "red")):
...     _ = s.apply(a)
>>> s.grimoire[0], s.occult, s.inv[0].sanity, lesson.goal_reached(s)
([0, 'SP01', 1], 1, 6, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import table

SECTION = "grimoire"
SEAT = 0
GOAL = N_("Learn a spell and cast it on a monster this turn.")
DECK = ("SP01", "SP05", "SP10", "SP00", "SP03", "SP04", "SP02", "SP06", "SP07", "SP08", "SP09", "SP11")


def position(*, sanity=7, deck=DECK):
    """The Professor in car 4 with ``sanity``; the spell deck in the order ``deck`` (top first).

    Examples
    --------
    >>> s = position(sanity=5)
    >>> s.inv[0].sanity, s.spell_deck[0]
    (5, 'SP01')
    """
    return table(investigators=("professor",), inv=[{"car": 4, "sanity": sanity}], spell_deck=deck)


def goal_reached(state) -> bool:
    """A spell lies in the Grimoire with a sanity token on it, and a monster went back to the pool."""
    cast = any(g[1] is not None and g[2] > 0 for g in state.grimoire)
    return cast and sum(state.pool.values()) > 3 * state.comp.table["monsters_per_colour"] - 3


def edge_case():
    """Sanity 5: paying the sanity token makes the Professor Unstable, so Dread Curse kills two monsters.

    Examples
    --------
    >>> from rulebook.horror.actions import CastSpell, UseSkill
    >>> s = edge_case()
    >>> for a in (UseSkill("pro_occ"), CastSpell(0)):
    ...     _ = s.apply(a)
    >>> s.inv[0].unstable, s.prompt.text()
    (True, 'Player 1: choose a monster (2 left).')
    """
    return position(sanity=5)


def grimoire_event(*, bottom=2, on_spell=1):
    """The Professor ends the actions; the event bag holds a Grimoire token on top of a Ritual token. ``on_spell``
    sanity tokens lie on the learned spell in slot 1 and ``bottom`` at the bottom of the Grimoire from earlier
    Grimoire events (taken from the sanity supply). The event moves the spell's tokens down and banishes one
    essence for every token now at the bottom, old and new.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> s = grimoire_event()
    >>> lines, after = step_log(s)
    >>> s.essence_pool - after.essence_pool, after.grimoire_bottom
    (3, 3)
    """
    from rulebook.horror import scenario as S
    from .event_common import ready_to_end
    slots = [[0, DECK[0], 0]] + [[n, None, 0] for n in (1, 2, 2, 3, 3)]
    st = ready_to_end(bag=["ritual", "grimoire"], investigators=("professor",), inv=[{"car": 4}], grimoire=slots,
                      spell_deck=DECK[1:])
    st.grimoire[0][2] = on_spell
    st.grimoire_bottom = bottom
    st.sanity_supply -= bottom + on_spell
    return S.rebase(st)
