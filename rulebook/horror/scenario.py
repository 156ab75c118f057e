"""Building positions by hand for tests, lessons and notebooks.

>>> s = ready(players=1, investigators=["doctor"], seed=3)
>>> s.phase
'actions'
"""
from __future__ import annotations

from .actions import DraftAttribute


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


def set_tokens(st, bag=None, discard=None, board=None):
    """Put exactly these event tokens in the bag (drawn in random order), the discard and the four board
    spaces (bottom first) -- what is not given is empty; every other token of the set goes to the supply
    (out of play), except the Locomotive's."""
    from collections import Counter
    evt = st.comp.table["event_tokens"]
    total = Counter(evt["bag"] + evt["discard"] + evt["locomotive"] + evt["supply"])
    st.event_bag = list(bag or [])
    st.event_discard = list(discard or [])
    st.event_board = [list(x) for x in (board or [[], [], [], []])]
    used = Counter(st.event_bag + st.event_discard + [t for sp in st.event_board for t in sp] + st.loco_tokens)
    rest = total - used
    if used - total:
        raise ValueError(f"more tokens than the set holds: {dict(used - total)}")
    st.event_supply = sorted(rest.elements())
    return st


def end_turn(st, **tokens):
    """Make the current seat's main action done so ``EndActions()`` starts the event step; optionally set the
    event tokens (see :func:`set_tokens`). Rebases the position."""
    if tokens:
        set_tokens(st, **tokens)
    st.main_done = True
    return rebase(st)
