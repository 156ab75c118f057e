"""Lesson for the section "end" (Winning and losing).

The game is lost at once when

* the monster pool is empty (monsters in the Pursuit are not in it),
* the essence pool is empty,
* the coffin pool is empty,
* an investigator loses their last sanity token, or
* an investigator's health reaches the skull.

It is won only at the end of the line: when the train reaches space 0, the
investigators mark every suspect as a cultist or not, all clues turn face
up, and a single wrong mark loses.

Here the train has arrived. Two tokens are still face down -- one on suspect
2, one on suspect 6 -- but neither can change what the other tokens prove.

Examples
--------
>>> from widgets.horror.lessons import end as lesson
>>> from rulebook.horror.actions import Accuse
>>> s = lesson.position()
>>> s.phase, s.space, s.suspects[1].up
('accuse', 0, [True, True, False, True, True, True])
>>> for i, c in enumerate((False, True, False, True, True, False)):
...     _ = s.apply(Accuse(i, c))
>>> s.is_over, s.outcome().winners, lesson.goal_reached(s)
(True, (0,), True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import table

SECTION = "end"
SEAT = 0
GOAL = N_("Mark every suspect correctly and win the game.")
HIDDEN = ((1, 2), (5, 1))
SPOTS = [(i, k) for i in range(6) for k in range(6 if i < 3 else 5)]


def position(*, hidden=HIDDEN):
    """The train at space 0, every clue token face up except the (board, spot) pairs ``hidden``.

    Examples
    --------
    >>> s = position(hidden=())
    >>> all(all(x.up) for x in s.suspects)
    True
    """
    st = table(investigators=("detective",), space=0, up=[p for p in SPOTS if p not in set(hidden)])
    st.phase = "accuse"
    st.phase_from = "train"
    from rulebook.horror.scenario import rebase
    return rebase(st)


def goal_reached(state) -> bool:
    """The game is over and won."""
    out = state.outcome()
    return out is not None and bool(out.winners)


def edge_case():
    """Losing before the end: the Occultist, Unstable with one sanity token left, could cast a spell ...

    Examples
    --------
    >>> from rulebook.horror.actions import CastSpell
    >>> s = edge_case()
    >>> _ = s.apply(CastSpell(0))
    >>> s.is_over, s.outcome().reason
    (True, 'An investigator lost the last sanity token and went insane.')
    """
    return table(investigators=("occultist",), inv=[{"sanity": 1, "unstable": True, "health": 5, "stamina": 5}],
                 grimoire=[[0, "SP04", 0], [1, None, 0], [2, None, 0], [2, None, 0], [3, None, 0], [3, None, 0]])
