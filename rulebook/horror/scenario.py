"""Building positions by hand for tests, lessons and notebooks.

>>> s = ready(players=1, investigators=["doctor"], seed=3)
>>> s.phase
'actions'
"""
from __future__ import annotations

from .actions import DraftAttribute, DraftSkill


def ready(players=1, seed=0, attribute=None, **opts):
    """A new game with the draft done (each seat takes the first general skill and attribute on display,
    or ``attribute`` when given and free); any choice an attribute asks for takes the first option."""
    from . import HORROR
    st = HORROR.new_game(players=players, seed=seed, **opts)
    while st.phase in ("draft_skill", "draft_attribute") or st.stack:
        legal = st.legal_actions()
        pick = legal[0]
        if attribute and DraftAttribute(attribute) in legal:
            pick = DraftAttribute(attribute)
        st.apply(pick)
    return rebase(st)


def rebase(st):
    """Make the current (possibly hand-edited) position the base that undo and saves replay from."""
    st._cache = None
    st._start_history()
    return st


def empty_train(st):
    """Remove every passenger, suspect figure stays put; monsters go back to the pool."""
    st.passengers = []
    for col, _ in st.monsters:
        st.pool[col] += 1
    st.monsters = []
    return st


def put_monsters(st, monsters):
    """Place ``[colour, car]`` monsters (taken from the pool)."""
    for col, car in monsters:
        st.pool[col] -= 1
        st.monsters.append([col, car])
    st.monsters.sort(key=lambda m: m[1])
    return st


def give_skill(st, p, skill, slot=0):
    """Put ``skill`` in slot ``slot`` of seat ``p``'s board (unmarked)."""
    st.inv[p]["slots"][slot] = skill
    st.inv[p]["marked"][slot] = False
    return st


def clear_car(st, car):
    """Move suspects out of ``car`` into the first car with room, so tests control who is there."""
    from .passengers import room
    for s in st.suspects:
        if s["car"] == car:
            for k in range(1, 7):
                if k != car and room(st, k):
                    s["car"] = k
                    break
    return st
