"""Set up a FrachtExpress position by hand, for tests, notebooks and puzzles.

``scenario(players, seed, **fields)`` starts an ordinary game with ``new_game``
(options ``advanced``, ``rulings`` ... pass through), then writes the fields
you give over that position, moving cards so that none is created or lost: a
card you put on the table, in a hand, among the attached or delivered cars
leaves the place it was in (the supply, another hand ...); hands you name are
exactly what you give (cards they held before go back into the supply).

Every call is checked the way a save is loaded (:func:`rulebook.position_check.as_saved`):
a position that could not be on the table is refused with the sentence
loading it from a save would give, and the result is the base position that
``undo()`` and saves replay from.

Fields
------
``table``
    Cards laid in order: ``(x, y, card, turn)`` or, in words, ``(at, card, turn)``
    with ``at`` a place such as ``"east of A"`` (see *Places* below); a card laid
    on a card covers it.
``hands`` / ``attached`` / ``delivered``
    ``{seat: [cards]}``.
``pos``
    ``{seat: where}``: a station letter (``"A"``), a tie (see *Ties*), or the
    engine's ``(x, y, track, tie, facing)``.
``supply``
    The whole supply, the card drawn first first: ``[]`` for an empty supply.
    Every card no other field places then lies in the discard pile (given a
    ``discard`` too, such cards are refused: name where they go).
``draws``
    The next cards drawn, in order (``draws[0]`` first), taken from wherever
    they are; the rest of the supply stays under them. For exploring and
    tests only: with ``mode="play"`` it is refused, since a real game draws
    unknown cards. ``top`` is the older name of ``draws`` (``top[0]`` is
    drawn first too).
``discard``
    The discard pile, bottom first (the last card is the face-up one).
``cur``, ``closed``, ``tickets`` / ``objections`` (``{seat: True}``)
    The active player, a closed station, flight tickets and objection cards held.
``arrived``
    Start inside the pending decision of the current player who has just
    driven into this station under their own move card (advanced game): the
    station's special action is offered first. Refused when that station
    offers nothing to the current player here.
``stack``
    The engine's pending units as they are saved (``state.stack``), for any
    other pending decision; checked as a save's stack is.

Places
------
A space is ``(x, y)`` or words: ``"east of A"`` (a station by its letter, or
``"Station A"``), ``"north of D12"`` (the space of a card laid earlier),
``"2 spaces east of A"``, ``"one space south and 2 spaces east of D01"``.
North is ``y - 1``, east is ``x + 1`` (the picture's directions).

Ties
----
``tie(at, heading, track=None, nth=1)`` names the tie a locomotive stands on
by the way it faces: ``heading`` is the edge of the card (``"east"``) it
drives towards, ``nth`` counts the ties back from that edge (1 = the tie
next to the edge), and ``track`` (its two ends, ``"west-east"``) is needed
only when two tracks of the card lead to that edge. In JSON the same is
``{"at": ..., "heading": ..., "track": ..., "nth": ...}``. The engine's form
is ``(x, y, track, tie, facing)``: tie 0 lies at the end of the track listed
first in the card's data (after turning), and facing 0 drives towards tie 0.

Example
-------
A locomotive two ties before Station F (``"west of F"`` is the space D02 is
laid on; its track runs west--east, so heading east the second tie back from
the east edge is the engine's tie 1, facing 0):

>>> s = scenario(players=2, seed=1, table=[("west of F", "D02", 1)], hands={0: ["D10"]},
...              pos={0: tie("west of F", "east", nth=2)})
>>> s.players[0].pos, s.players[0].facing
(['T', 6, 3, 0, 1], 0)
>>> top_card(s, "west of F")
('D02', 1)

An empty supply, and the next two draws scripted:

>>> s = scenario(players=2, seed=1, supply=[])
>>> len(s.deck), len(s.discard) == 50 - 2 * 3 - 1
(0, True)
>>> s = scenario(players=2, seed=1, draws=["D30", "D31"])
>>> s.deck[-2:]
['D31', 'D30']
"""
from __future__ import annotations

import re
from typing import NamedTuple

from ..core import ConfigError, LoadError
from ..i18n import Msg, N_
from ..position_check import as_saved

SIDES = {"north": 0, "east": 1, "south": 2, "west": 3}
_DX = (0, 1, 0, -1)
_DY = (-1, 0, 1, 0)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
MODES = ("explore", "teacher", "play", "student")


class Tie(NamedTuple):
    """A tie named by the edge its locomotive faces: see :func:`tie`."""

    at: object
    heading: str
    track: object = None
    nth: int = 1


def tie(at, heading, track=None, nth=1) -> Tie:
    """The tie of the card on space ``at`` that is ``nth`` from the edge ``heading``, facing that edge.

    ``track``: the ends of the track (``"west-east"``) or its index, only when two tracks lead to ``heading``.
    """
    return Tie(at, heading, track, nth)


def _fail(msgid, params=None):
    raise ConfigError(Msg(msgid, params or {}))


# --------------------------------------------------------------------------- places in words
def _thing_cell(st, thing: str):
    name = thing.strip()
    if name.lower().startswith("station "):
        name = name[8:].strip()
    if name in st.stations:
        return tuple(st.stations[name])
    for x, y, c, _r in reversed(st.table):
        if c == name:
            return (x, y)
    _fail(N_("'{thing}' is neither a station on the table nor a card laid so far."), {"thing": thing})


def space(st, at) -> tuple:
    """The space ``at`` names: ``(x, y)`` as it is, or words such as ``"east of A"`` (see the module's notes)."""
    if isinstance(at, (tuple, list)) and len(at) == 2 and all(isinstance(v, int) for v in at):
        return (at[0], at[1])
    if not isinstance(at, str) or " of " not in at:
        _fail(N_("A place is (x, y) or words such as 'east of A', not {got!r}."), {"got": at})
    steps, thing = at.rsplit(" of ", 1)
    x, y = _thing_cell(st, thing)
    for part in steps.split(" and "):
        m = re.fullmatch(r"\s*(?:(\d+|one|two|three|four|five) spaces? )?(north|east|south|west)\s*", part.lower())
        if not m:
            _fail(N_("A place is (x, y) or words such as 'east of A', not {got!r}."), {"got": at})
        n = m.group(1)
        k = 1 if n is None else _NUMBERS.get(n) or int(n)
        s = SIDES[m.group(2)]
        x, y = x + _DX[s] * k, y + _DY[s] * k
    return (x, y)


def top_card(st, at):
    """The uppermost card on a space and its quarter turn, ``(card, turn)``; None on an empty space."""
    x, y = space(st, at)
    got = st.top.get((x, y))
    return None if got is None else (got[0], got[1])


def cards_at(st, at) -> list:
    """Every card on a space, bottom first, as ``(card, turn)``."""
    x, y = space(st, at)
    return [(c, r) for cx, cy, c, r in st.table if (cx, cy) == (x, y)]


def _ends_of(name):
    if isinstance(name, int):
        return name
    parts = re.split(r"\s*[-–]\s*", str(name).strip().lower())
    if len(parts) != 2 or any(p not in SIDES for p in parts):
        _fail(N_("A track is named by its two ends, such as 'west-east', not {got!r}."), {"got": name})
    return {SIDES[p] for p in parts}


def tie_position(st, spec) -> tuple:
    """The engine's ``(x, y, track, tie, facing)`` for a :class:`Tie` (or its JSON dict) on ``st``'s table."""
    if isinstance(spec, dict):
        unknown = sorted(set(spec) - set(Tie._fields))
        if unknown or "at" not in spec or "heading" not in spec:
            _fail(N_("A tie is {{\"at\": place, \"heading\": edge, \"track\": ends, \"nth\": n}}, not {got!r}."),
                  {"got": spec})
        spec = Tie(**spec)
    x, y = space(st, spec.at)
    got = top_card(st, (x, y))
    if got is None:
        _fail(N_("No card lies on the space {at}, so no locomotive can stand there."), {"at": spec.at})
    if spec.heading not in SIDES:
        _fail(N_("heading must be north, east, south or west, not {got!r}."), {"got": spec.heading})
    tracks, ends = st.comp.geometry[got]
    h = SIDES[spec.heading]
    choices = list(ends[h])
    if spec.track is not None:
        want = _ends_of(spec.track)
        choices = [e for e in choices if (e[0] == want if isinstance(want, int) else {tracks[e[0]][0],
                                                                                      tracks[e[0]][1]} == want)]
    if not choices:
        _fail(N_("No track of {card} leads {heading} on that space."), {"card": got[0], "heading": spec.heading})
    if len(choices) > 1:
        _fail(N_("Several tracks of {card} lead {heading}: name one with track (its two ends, such as "
                 "'west-east')."), {"card": got[0], "heading": spec.heading})
    track, edge_tie, facing = choices[0]
    n = tracks[track][2]
    if not isinstance(spec.nth, int) or not 1 <= spec.nth <= n:
        _fail(N_("That track of {card} has {n} ties: nth must be 1 to {n}, not {got!r}."),
              {"card": got[0], "n": n, "got": spec.nth})
    t = edge_tie + (spec.nth - 1) if facing == 0 else edge_tie - (spec.nth - 1)
    return (x, y, track, t, facing)


# --------------------------------------------------------------------------- moving cards
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


def _lay(st, entry):
    if len(entry) == 3:
        at, c, r = entry
        x, y = space(st, at)
    elif len(entry) == 4:
        x, y, c, r = entry
    else:
        _fail(N_("A table entry is (x, y, card, turn) or (place, card, turn), not {got!r}."), {"got": entry})
    _take(st, c)
    st.table.append([x, y, c, r])


def _set_supply(st, supply, discard_given):
    placed = set(supply)
    rest = [c for c in st.deck if c not in placed]
    for c in supply:
        _take(st, c)
    for c in rest:
        st.deck.remove(c)
    if rest and discard_given:
        _fail(N_("{n} card(s) ({cards}) would be nowhere: the supply and the discard pile are both given; put "
                 "them in one of them."), {"n": len(rest), "cards": ", ".join(rest[:5])})
    st.discard.extend(rest)
    st.deck.extend(reversed(supply))     # the top of the supply is the end of the list


def _arrive(st, letter):
    """Put the current player's locomotive in Station ``letter`` with its special action pending (one place for
    the pending unit's shape, should it change)."""
    from .advanced import arrive
    if not st.options["advanced"]:
        _fail(N_("Special actions of the stations belong to the advanced game: set advanced=True."))
    if letter not in st.stations:
        _fail(N_("There is no Station {s} on the table."), {"s": letter})
    pl = st.players[st.cur]
    pl.pos, pl.facing = ["S", letter], None
    arrive(st, st.cur, letter, [])
    st._cache = None
    st._resume([])
    if not st.stack:
        _fail(N_("Station {s} offers Player {p} no special action in this position."),
              {"s": letter, "p": st.cur + 1})


def scenario(players=2, seed=0, *, table=None, hands=None, attached=None, delivered=None, pos=None, cur=None,
             top=None, draws=None, supply=None, discard=None, closed=None, tickets=None, objections=None,
             arrived=None, stack=None, mode="explore", **options):
    """A position with the given fields written over a new game's (see the module's notes); checked as a save's."""
    from . import FRACHT_EXPRESS
    if mode not in MODES:
        _fail(N_("mode must be one of {allowed}, not {got!r}."), {"allowed": ", ".join(MODES), "got": mode})
    if draws is not None and top is not None:
        _fail(N_("Give draws or top (its older name), not both."))
    draws = top if draws is None else draws
    if draws and mode == "play":
        _fail(N_("Scripted draws are for exploring and tests; in play mode the cards are drawn unseen."))
    st = FRACHT_EXPRESS.new_game(players=players, seed=seed, **options)
    if hands is not None:
        for p, cards in hands.items():
            st.deck.extend(st.players[p].hand)
            st.players[p].hand = []
    for entry in table or ():
        _lay(st, entry)
    st.table_changed()
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
    if supply is not None:
        _set_supply(st, list(supply), discard is not None)
    for c in draws or ():
        _take(st, c)
    st.deck.extend(reversed(list(draws or ())))
    for p, where in (pos or {}).items():
        pl = st.players[p]
        if isinstance(where, str):
            pl.pos, pl.facing = ["S", where], None
            continue
        if isinstance(where, (Tie, dict)):
            where = tie_position(st, where)
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
    if stack is not None:
        from .load import read_stack
        read_stack(st, [u.to_json() if hasattr(u, "to_json") else list(u) if isinstance(u, (list, tuple)) else u
                        for u in stack])   # the loader's own check
    if arrived is not None:
        st = as_saved(st)                   # the table is checked before a rule runs on it
        _arrive(st, arrived)
    return as_saved(st)


def play(st, *actions):
    """Apply actions in order; returns the events of all of them."""
    ev = []
    for a in actions:
        ev.extend(st.apply(a))
    return ev


def scenario_from_json(fields: dict):
    """:func:`scenario` from JSON-shaped fields (an edge case's ``setup``): seat keys may be text, positions lists.

    ``players`` and ``seed`` come with the fields; ``{"0": [...]}`` means seat 0, a position on a tie is the list
    ``[x, y, track, tie, facing]`` or a dict ``{"at": ..., "heading": ...}``, a table entry ``[x, y, card, turn]``
    or ``[place, card, turn]``.
    """
    fields = dict(fields)
    for key in ("hands", "attached", "delivered", "pos", "tickets", "objections"):
        if key in fields and fields[key] is not None:
            fields[key] = {int(p): (tuple(v) if isinstance(v, list) and key == "pos" else v)
                           for p, v in fields[key].items()}
    if fields.get("table") is not None:
        fields["table"] = [tuple(t) for t in fields["table"]]
    return scenario(**fields)
