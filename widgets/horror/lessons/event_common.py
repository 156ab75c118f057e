"""Positions for the event-step lessons (part 2): the lesson table with the event tokens laid by hand.

Every event lesson starts from :func:`common.table` (the Doctor alone, the
standard train), marks the main action as done, so that one click on the "end
the actions" mark starts the event step, and puts exactly the chosen tokens in
the event bag, the discard and the four board spaces (``scenario.set_tokens``;
the rest of the set waits in the supply). With one token in the bag the draw is
certain, so each lesson's outcome is too.

The ritual lessons need the ritual's own setup (illness markers, fade tokens,
numbered effects), so they start from ``scenario.ready`` with a fixed seed
instead of the hand-laid table.

>>> s = ready_to_end(bag=["ritual"])
>>> s.main_done, s.event_bag, s.check_invariants()
(True, ['ritual'], [])
"""
from __future__ import annotations

from rulebook.horror import grimoire
from rulebook.horror import scenario as S

from .common import table


def ready_to_end(*, bag=(), discard=(), board=None, main=True, **table_kw):
    """The lesson table with these event tokens; ``main=False`` leaves the main action still to take."""
    st = table(**table_kw)
    S.set_tokens(st, bag=list(bag), discard=list(discard), board=board)
    st.main_done = main
    return S.rebase(st)


def ritual_table(ritual, *, bag=("incantation_slow",), main=True, seed=0, ritual_tokens=None, occult=0):
    """A one-investigator game with ``ritual`` set up, the draft done and these event tokens in the bag.

    ``ritual_tokens`` puts that many Ritual tokens on the sheet (the Incantation's usual strength; default: the
    sheet's own start); ``occult`` Occult tokens are taken from the Grimoire the way the game gains them.
    """
    st = S.ready(players=1, investigators=["doctor"], ritual=ritual, seed=seed, first_player=0,
                 starting_landscape="start0", layout=0)
    S.set_tokens(st, bag=list(bag))
    if ritual_tokens is not None:
        st.ritual_tokens = ritual_tokens
    for _ in range(occult):
        grimoire.gain_occult(st, "grimoire", [])
    st.main_done = main
    return S.rebase(st)


def step_log(state, rules=(), action=None) -> list:
    """What ending the actions (or ``action``) does to a copy of ``state``: the engine's own log lines, only
    those filed under one of ``rules`` (all when empty). The copy is returned as well, to look at afterwards.

    >>> lines, after = step_log(ready_to_end(bag=["lucky"]), rules=("train",))
    >>> lines, after.space
    (['The train moves to space 42.'], 42)
    """
    from rulebook.horror.actions import EndActions
    st = state.copy()
    ev = st.apply(action if action is not None else EndActions())
    return [e.text for e in ev if not rules or e.rule in rules], st


def count(state, status) -> int:
    """How many passengers have ``status``."""
    return sum(1 for q in state.passengers if q.status == status)
