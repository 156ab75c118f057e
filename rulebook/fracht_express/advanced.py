"""Rules of the section "advanced": the special actions of the stations, and how a turn makes room for them.

A locomotive that drives into a station under its owner's own move card (not one shoved in, not one sent back
to Station A by a derail, not one driven by a hijacker) may use that station's special action. The choice
comes at once, before anything else: the arrival puts a pending unit :class:`~.units.SpecialChoice` (``seat``,
``station``, ``kinds``) on the stack whose only choices are :class:`UseSpecial` and :class:`SkipSpecial`.
``kinds`` lists the special actions still to decide at this arrival, in order (usually one; see
:func:`specials`).

Using one puts the action's own unit on the stack (the station modules ``station_b`` ... ``station_j`` and
``hijack``), and on top of it the objection round of Station G (``station_g.open_objections``): if the round
ends with an objection, both go; if not, the action is carried out.

Every station module offers the same small interface (:class:`station_protocol.Station`, checked for each
module when :data:`KINDS` is built): ``KIND`` (the key in :func:`specials`), ``NAME`` (a
msgid naming the action), ``UNITS`` (the unit kinds it owns), ``RULE`` (its section id),
``available(st, seat)`` (may it be chosen now), ``begin(st, seat)`` (the unit to push), and per unit
``settle(st, unit, ev)`` (do what needs no choice; True when something changed), ``legal(st, unit, out)``,
``do(st, unit, action, ev)``, ``why_not(st, unit, action)``, ``prompt(st, unit, who)``, ``WHAT`` (a msgid
naming the pending unit) and optionally ``decider(st, unit)``.

Readings (``GAPS.md``): a special action that could do nothing now is not offered; a unit decision with
exactly one possible choice is taken at once (except the objection round, which asks every other seat so
that nobody learns who holds an objection card).
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import hijack, station_b, station_c, station_d, station_e, station_f, station_g, station_h, station_i, station_j
from .actions import (Attach, CloseStation, Discard, Done, Fly, GiveCar, Hijack, NoObjection, Object, Relocate,
                      SkipSpecial, TakeCar, Target, UseSpecial, memo)
from .end_of_game import turn_over  # noqa: F401  (kept here for callers of advanced.turn_over)
from .station_protocol import check_station
from .units import SpecialChoice

RULE = "advanced"


def station_table(mods) -> dict:
    """KIND -> module for the special-action modules ``mods``, each checked against the station interface."""
    for m in mods:
        check_station(m)
    return {m.KIND: m for m in mods}


KINDS = station_table((station_b, station_c, station_d, station_e, station_f, station_g, station_h, station_i,
                       station_j, hijack))
UNIT_MODULES = {u: m for m in KINDS.values() for u in m.UNITS}


def specials(st, letter) -> list:
    """The special actions a locomotive driving into Station ``letter`` may use, in the order they are offered.

    Station A has none. Option ``hijack=letter``: that station's action is the Hijack instead. Ruling
    ``objection_station="F"``: Station F first offers the objection card, then the rapid delivery, and Station
    G has none.
    """
    if letter == "A":
        return []
    if st.options["hijack"] == letter:
        return ["hijack"]
    if st.rulings["objection_station"] == "F":
        if letter == "G":
            return []
        if letter == "F":
            return ["G", "F"]
    return [letter]


def arrive(st, p, letter, ev):
    """Seat ``p``'s locomotive has driven into Station ``letter`` under its own move card."""
    kinds = specials(st, letter)
    if kinds:
        st.stack.append(SpecialChoice(p, letter, list(kinds)))


# --------------------------------------------------------------------------- dispatch of pending units
def _mod(u):
    return UNIT_MODULES[u.KIND]


def settle(st, u, ev) -> bool:
    if u.KIND == "special":
        kinds = u.kinds
        while kinds and not KINDS[kinds[0]].available(st, u.seat):
            k = kinds.pop(0)
            ev.append(st.event(N_("{player} cannot use the special action of Station {s} ({what}) now."),
                               {"s": u.station, "what": Msg(KINDS[k].NAME)}, KINDS[k].RULE, u.seat))
        if not kinds:
            st.stack.pop()
            return True
        return False
    return _mod(u).settle(st, u, ev)


def legal_unit(st, u, out):
    if u.KIND == "special":
        out.append(memo(UseSpecial))
        out.append(memo(SkipSpecial))
        return
    _mod(u).legal(st, u, out)


def do_unit(st, u, a, ev):
    if u.KIND != "special":
        _mod(u).do(st, u, a, ev)
        return
    p, letter = u.seat, u.station
    kind = u.kinds.pop(0)
    if not u.kinds:
        st.stack.pop()
    mod = KINDS[kind]
    if type(a) is SkipSpecial:
        ev.append(st.event(N_("{player} does not use the special action of Station {s}."), {"s": letter}, RULE, p))
        return
    ev.append(st.event(N_("{player} uses the special action of Station {s}: {what}."),
                       {"s": letter, "what": Msg(mod.NAME)}, mod.RULE, p))
    st.stack.append(mod.begin(st, p))
    station_g.open_objections(st, p, letter, ev)


def decider(st, u):
    if u.KIND == "special":
        return u.seat
    mod = _mod(u)
    f = getattr(mod, "decider", None)
    return f(st, u) if f is not None else u.seat


def unit_rule(st, u):
    if u.KIND == "special":
        return RULE
    return _mod(u).RULE


def unit_msg(st, u):
    if u.KIND == "special":
        return Msg(N_("deciding about the special action of Station {s}"), {"s": u.station})
    return Msg(_mod(u).WHAT)


def prompt(st, u, who):
    if u.KIND == "special":
        return Msg(N_("{player}: use the special action of Station {s} ({what})?"),
                   {"player": who, "s": u.station, "what": Msg(KINDS[u.kinds[0]].NAME)})
    return _mod(u).prompt(st, u, who)


def why_not_unit(st, u, a):
    if u.KIND == "special":
        return RuleViolation(RULE, Msg(N_("First decide whether to use the special action of Station {s}: that "
                                          "comes before anything else."), {"s": u.station}))
    return _mod(u).why_not(st, u, a)


# --------------------------------------------------------------------------- actions of a turn
def legal_turn(st, p, out):
    station_b.legal_fly(st, p, out)


def do_turn(st, p, a, ev):
    if type(a) is Fly:
        station_b.do_fly(st, p, a, ev)


# Why an action that belongs to a special action is refused when none is under way: its type -> (section, msgid).
_NOT_NOW = {t: (rule, msg) for types, rule, msg in (
        ((UseSpecial, SkipSpecial), RULE, N_("A special action is decided right when a locomotive drives into a "
                                            "station under its own move card; there is none to decide now.")),
        ((Object, NoObjection), station_g.RULE, N_("Nobody is using a special action that could be objected to "
                                                  "now.")),
        ((CloseStation,), station_d.RULE, N_("A station is closed only as the special action of Station D.")),
        ((Relocate, Done), station_h.RULE, N_("Cards of the rail system are moved only as the special action of "
                                              "Station H.")),
        ((Hijack,), hijack.RULE, N_("A hijack is the special action of a station (Hijack variant), chosen on "
                                    "arriving there.")),
        ((TakeCar, GiveCar), station_j.RULE, N_("Cars change hands only in a railroad car robbery (Station J).")),
        ((Attach,), station_i.RULE, N_("A card is attached without being in its station only by a rapid pick-up "
                                       "(Station I).")),
        ((Discard,), RULE, N_("Cards are discarded like this only during a special action; no special action is "
                              "under way.")),
        ((Target,), RULE, N_("A player is chosen only during a robbery (Stations C, E and J); no robbery is under "
                             "way."))) for t in types}


def why_not_turn(st, p, a):
    """Why an advanced-game action is refused at the top level of a turn (no special action under way)."""
    kind = type(a)
    if kind is Fly:
        return station_b.why_not_fly(st, p, a)
    why = _NOT_NOW.get(kind)
    return None if why is None else RuleViolation(why[0], Msg(why[1]))
