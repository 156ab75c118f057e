"""Set up a FrachtExpress position by hand, for tests, notebooks and puzzles.

``scenario(players, seed, **fields)`` starts an ordinary game with ``new_game``
(options ``advanced``, ``rulings`` ... pass through), then writes the fields
you give over that position, moving cards so that none is created or lost: a
card you put on the table, in a hand, among the attached or delivered cars
leaves the place it was in (the supply, another hand ...); hands you name are
exactly what you give (cards they held before go back into the supply).

Fields: ``table`` -- a list of ``(x, y, card, turn)`` laid in order;
``hands`` / ``attached`` / ``delivered`` -- ``{seat: [cards]}``; ``pos`` --
``{seat: "A"}`` (a station) or ``{seat: (x, y, track, tie, facing)}``;
``cur`` -- the active player; ``top`` -- cards to put on top of the supply, the
last one drawn first; ``discard`` -- the discard pile; ``closed`` -- a closed
station; ``tickets`` / ``objections`` -- ``{seat: True}``.

The result is checked (``check_invariants()`` must be empty) and becomes the
base position that ``undo()`` and saves replay from.

>>> s = scenario(players=2, seed=1, table=[(5, 3, "D01", 1)], hands={0: ["D02", "D10"]}, pos={0: (5, 3, 0, 1, 1)})
>>> s.players[0].pos, s.players[0].hand
(['T', 5, 3, 0, 1], ['D02', 'D10'])
>>> s.check_invariants()
[]
"""
from __future__ import annotations

from ..core import LoadError
from ..i18n import Msg, N_


def _take(st, card):
    """Remove ``card`` from wherever it is (supply, discard, a hand, cars, table)."""
    for lst in (st.deck, st.discard):
        if card in lst:
            lst.remove(card)
            return
    for pl in st.players:
        for lst in (pl.hand, pl.attached, pl.delivered):
            if card in lst:
                lst.remove(card)
                return
    for i, t in enumerate(st.table):
        if t[2] == card:
            del st.table[i]
            return
    raise LoadError(Msg(N_("Card {card} does not exist."), {"card": card}))


def scenario(players=2, seed=0, *, table=None, hands=None, attached=None, delivered=None, pos=None, cur=None,
             top=None, discard=None, closed=None, tickets=None, objections=None, **options):
    from . import FRACHT_EXPRESS
    st = FRACHT_EXPRESS.new_game(players=players, seed=seed, **options)
    if hands is not None:
        for p, cards in hands.items():
            st.deck.extend(st.players[p].hand)
            st.players[p].hand = []
    for x, y, c, r in table or ():
        _take(st, c)
        st.table.append([x, y, c, r])
    for field, given in (("hand", hands), ("attached", attached), ("delivered", delivered)):
        for p, cards in (given or {}).items():
            for c in cards:
                _take(st, c)
                getattr(st.players[p], field).append(c)
    if discard is not None:
        st.deck.extend(st.discard)
        st.discard = []
        for c in discard:
            _take(st, c)
            st.discard.append(c)
    for c in reversed(top or ()):
        _take(st, c)
    for c in top or ():
        st.deck.append(c)
    if top:
        st.deck[-len(top):] = list(reversed(top))
    for p, where in (pos or {}).items():
        pl = st.players[p]
        if isinstance(where, str):
            pl.pos, pl.facing = ["S", where], None
        else:
            x, y, t, i, f = where
            pl.pos, pl.facing = ["T", x, y, t, i], f
    if cur is not None:
        st.cur = cur
    st.closed = closed
    for p, v in (tickets or {}).items():
        st.players[p].ticket = v
        st.tickets -= 1
    for p, v in (objections or {}).items():
        st.players[p].objection = v
        st.objections -= 1
    st.table_changed()
    st._cache = None
    problems = st.check_invariants()
    if problems:
        raise LoadError(Msg(N_("The position breaks a rule of the game: {problem}"), {"problem": problems[0]}))
    st._start_history()
    return st


def play(st, *actions):
    """Apply actions in order; returns the events of all of them."""
    ev = []
    for a in actions:
        ev.extend(st.apply(a))
    return ev


def scenario_from_json(fields: dict):
    """:func:`scenario` from JSON-shaped fields (an edge case's ``setup``): seat keys may be text, positions lists.

    ``players`` and ``seed`` come with the fields; ``{"0": [...]}`` means seat 0, and a position on a tie is
    the list ``[x, y, track, tie, facing]``.
    """
    fields = dict(fields)
    for key in ("hands", "attached", "delivered", "pos", "tickets", "objections"):
        if key in fields and fields[key] is not None:
            fields[key] = {int(p): (tuple(v) if isinstance(v, list) and key == "pos" else v)
                           for p, v in fields[key].items()}
    if fields.get("table") is not None:
        fields["table"] = [tuple(t) for t in fields["table"]]
    return scenario(**fields)
