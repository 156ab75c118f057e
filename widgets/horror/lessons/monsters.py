"""Lesson for the event step (part 2): Monsters and the Pursuit.

The space left empty when the board resolves does its Monster event. Spaces 1-3
each name three colours: every monster of the first colour activates, then the
frontmost of the second, then one monster of the third spawns by each active
portal of that colour, from the rearmost car forward. An activated monster
attacks when its car holds passengers and otherwise moves two cars forward.
Space 4's Monster event moves every monster one car forward instead. A monster
that reaches the Locomotive is unleashed and goes to the Pursuit. Monsters in
the Pursuit (unleashed or stunned) are never activated; the last step of every
board resolution brings them all back by the rearmost car.

Here the Vampire space is empty when the board resolves.

Examples
--------
>>> from widgets.horror.lessons import monsters as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> _ = s.apply(EndActions())
>>> sum(1 for m in s.monsters if m.colour == "red")
2
"""
from __future__ import annotations

from rulebook.horror import scenario as S
from rulebook.i18n import Msg, N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "monsters"
SEAT = 0
#: the lesson table's monsters (colour, car)
MONSTERS = (("red", 6), ("green", 5), ("blue", 4))
GOAL = N_("End the actions: the empty Vampire space sends the green monsters in and a red one spawns.")


def position(*, bag=("passenger",), board=(("portal",), (), ("ritual",), ()), monsters=MONSTERS, pursuit=(),
             main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``monsters`` are (colour, car) pairs by the train, ``pursuit`` the colours waiting in the Pursuit (taken from
    the pool, as a stun or an unleashing would). ``main=False`` leaves the main action to take (ending the
    actions is then refused).
    """
    st = ready_to_end(bag=list(bag), board=[list(x) for x in board], monsters=monsters, main=main)
    for col in pursuit:
        st.pool[col] -= 1
        st.pursuit.append(col)
    return S.rebase(st)


def goal_reached(state) -> bool:
    """A second red monster is by the train."""
    return state.turns >= 2 and sum(1 for m in state.monsters if m.colour == "red") >= 2


def edge_case():
    """Space 4 is the empty one and a red monster stands by car 1: every monster moves one car forward, the red
    one reaches the Locomotive, is unleashed into the Pursuit -- and the last step of the same resolution
    brings it back by the rearmost car.

    >>> from rulebook.horror.actions import EndActions
    >>> s = edge_case()
    >>> _ = s.apply(EndActions())
    >>> s.monsters, s.pursuit
    ([Monster('green', 4), Monster('red', 6)], [])
    """
    return position(bag=("ritual",), board=(("portal",), ("vampire_front",), (), ()),
                    monsters=(("red", 1), ("green", 5)))


def stunned():
    """The lesson position without the green monster by car 5: it was stunned and waits in the Pursuit. The
    empty Vampire space activates every green monster, but not the one in the Pursuit, which comes back by
    the rearmost car at the end.

    >>> from rulebook.horror.actions import EndActions
    >>> s = stunned()
    >>> _ = s.apply(EndActions())
    >>> s.monsters[-1], s.pursuit
    (Monster('green', 6), [])
    """
    return position(monsters=(("red", 6), ("blue", 4)), pursuit=("green",))


def short_pool(colour="red"):
    """The lesson position with every monster of ``colour`` already by the train, so the pool holds none of that
    colour: the spawn of the empty Vampire space (red) takes the next colour of the starting landscape's portal
    order that the pool still holds -- and the game goes on.

    >>> from rulebook.horror.actions import EndActions
    >>> s = short_pool()
    >>> s.pool["red"], s.colours
    (0, ['red', 'green', 'blue'])
    >>> _ = s.apply(EndActions())
    >>> [e.text for e in s.log if "instead" in e.text], s.is_over
    (['No red monster left: a green one spawns instead.'], False)
    """
    from rulebook.horror.data import load_components
    n = load_components().table["monsters_per_colour"]
    by_train = [(colour, 6 - i % 2) for i in range(n)]
    return position(monsters=tuple(by_train) + tuple(m for m in MONSTERS if m[0] != colour))


def unleashed_cards(state) -> list:
    """The Monster Unleashed deck of ``state``'s data, top first: (id, name) pairs."""
    cards = {c["id"]: c for c in state.comp.table["unleashed_cards"]}
    return [(cid, Msg(cards[cid]["name"]).text()) for cid in state.unleashed_deck]


def attack_cards(state) -> dict:
    """Each colour's monster card: what one attack of that colour does, as the data holds it."""
    return {col: card["attack"] for col, card in state.comp.table["monster_cards"].items()}
