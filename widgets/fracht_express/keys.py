"""What a click on the FrachtExpress picture means (see ``svg`` for the keys).

No rules here: the engine lists the legal actions and explains refusals. This
module maps both ways between picture keys and engine actions, and keeps the
one thing a picture needs between clicks: the **selected hand card** and the
quarter turn chosen for it (per state object, forgotten with it).

Laying a card takes two clicks: the card in the hand (``hand:<card>``), then a
highlighted space (``spot:x:y``: an empty space lays it, a laid card is
covered). The turn is chosen by clicking one of the card's turns
(``turn:<r>``) shown beside the hand. A click that only changes the selection
returns a :class:`~rulebook.i18n.Msg` (the panel shows it as a note) instead
of a list of actions.

Driving: the card's *move* button (``move:<card>``), or one of the yellow
places the selected card can take the locomotive to (``dest:<node>``): the
first click starts the drive, and at each switch on the way a click on the
same place (or on a blue ring, ``go:...``) chooses the way.

The advanced game (station actions, flight tickets, objection cards):

* the arrival question: ``use`` / ``skip`` (buttons in the decision bar), or
  a click on the station itself (``station:<letter>``);
* the objection round, decided by a seat that is not the active one:
  ``object`` (the button, or that seat's objection card) / ``noobject``;
* choosing a player (robberies; the Hijack): ``target:<seat>`` -- the
  player's strip, a button, or (Hijack) the locomotive; the Hijack first
  needs the hand card to discard selected;
* closing a station (D): select the hand card and its turn, then click the
  station (``station:<letter>``);
* rapid delivery (F), railroad car robbery (J): the car (``car:<seat>:<card>``);
* rapid pick-up (I): the hand card itself, or its ``attach:<card>`` /
  ``discard:<card>`` buttons;
* route change (H): select the hand card to discard, click a card of the
  rail system to **lift** it (a second piece of selection, kept until the
  next move of the game), choose its turn, click the space it goes to (its
  own space turns it); ``done`` ends the route change;
* flying (B): the plane marks on the cards a flight can land on
  (``fly:<x>:<y>:<track>``), with the selected card, or else any hand card
  the engine accepts.

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> card = s.players[0].hand[0]
>>> str(actions_for_key(s, f"hand:{card}"))[:len(card)] == card
True
>>> actions_for_key(s, "spot:5:3")  # doctest: +ELLIPSIS
[Extend(card='...', x=5, y=3, turn=0)]
>>> key_value(s, A.EndTurn()), key_of(s, A.EndTurn())     # the typed value, and the string the picture writes
(EndKey(), 'end')
>>> actions_for_key(s, "spot:five:3")                     # no part of the picture: nothing to do
[]

Keys are parsed in one place, :func:`~widgets.fracht_express.keytypes.parse_key`:

>>> parse_key("go:4:2:1")
GoKey(x=4, y=2, track=1)
"""
from __future__ import annotations

import weakref
from typing import NamedTuple

from rulebook.fracht_express import actions as A
from rulebook.fracht_express import words
from rulebook.fracht_express.data import distinct_turns
from rulebook.i18n import N_, NN_, Msg

from . import keytypes as K
from .graph import parse_node, reachable
from .keytypes import ClickKeyError, parse_key
from .legend import render_legend
from .svg import render_table

_SELECTION: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_LIFT: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # route change: the card lifted
MAX_BUTTONS = 40   # with no card selected, every legal action is a button when there are at most this many


# --------------------------------------------------------------------------- the selection
def _chooser(state):
    """(seat choosing, the things it may select: hand cards, or stations while they are dealt)."""
    if state.phase == "over" or state.current_player is None:
        return None, []
    if state.phase == "layout":
        p = state.current_player
        return p, list(state.players[p].stations)
    return state.cur, list(state.players[state.cur].hand)


def selection(state) -> tuple:
    """``(card or None, quarter turns)``: the selection, dropped when the card has left the hand."""
    card, turn = _SELECTION.get(state, (None, 0))
    _p, items = _chooser(state)
    if card is None or card not in items:
        return None, 0
    if state.phase != "layout" and turn not in distinct_turns(state.comp.cards[card]):
        turn = 0
    return card, turn


def select(state, card=None, turn: int = 0) -> None:
    """Select ``card`` (None clears) with ``turn`` quarter turns."""
    if card is None:
        _SELECTION.pop(state, None)
    else:
        _SELECTION[state] = (card, turn)


def _unit(state):
    """The kind of the pending decision on top (``"move"``, ``"special"``, ``"route"`` ...), or None."""
    return state.stack[-1].KIND if state.stack and state.phase == "turn" else None


def lifted(state):
    """Route change (Station H): ``(x, y, turn)`` of the rail-system card lifted by a click, or None.

    The lift is forgotten as soon as the game moves on (any action applied or undone), when no route change
    is pending, or when no hand card is selected.
    """
    got = _LIFT.get(state)
    if got is None:
        return None
    cell, n, turn = got
    if _unit(state) != "route" or n != len(state.history) or cell not in state.top or selection(state)[0] is None:
        _LIFT.pop(state, None)
        return None
    return (cell[0], cell[1], turn)


def lift(state, x=None, y=None, turn=None) -> None:
    """Lift the card on (x, y) for the route change (None puts it back); ``turn`` defaults to how it lies."""
    if x is None:
        _LIFT.pop(state, None)
        return
    if turn is None:
        turn = state.top[(x, y)][1]
    _LIFT[state] = ((x, y), len(state.history), turn)


# --------------------------------------------------------------------------- keys <-> actions
def _discard_key(state, a):
    return K.CarKey(state.cur, a.card) if _unit(state) == "rapid" else K.DiscardKey(a.card)


#: action type -> (state, action) -> the key it belongs to
_KEY_OF = {
    A.Extend: lambda s, a: K.HandKey(a.card),
    A.Cover: lambda s, a: K.HandKey(a.card),
    A.CloseStation: lambda s, a: K.HandKey(a.card),
    A.Relocate: lambda s, a: K.HandKey(a.card),
    A.Hijack: lambda s, a: K.HandKey(a.card),
    A.PlaceStation: lambda s, a: K.HandKey(a.station),
    A.Move: lambda s, a: K.MoveKey(a.card),
    A.DrawCards: lambda s, a: K.DrawKey(a.card),
    A.PickUp: lambda s, a: K.PickupKey(a.card),
    A.Deliver: lambda s, a: K.CarKey(s.cur, a.card),
    A.TakeCar: lambda s, a: K.CarKey(s.stack[-1].target, a.card),
    A.GiveCar: lambda s, a: K.CarKey(s.cur, a.card),
    A.Discard: _discard_key,
    A.Attach: lambda s, a: K.AttachKey(a.card),
    A.UseSpecial: lambda s, a: K.UseKey(),
    A.SkipSpecial: lambda s, a: K.SkipKey(),
    A.Object: lambda s, a: K.ObjectKey(),
    A.NoObjection: lambda s, a: K.NoObjectKey(),
    A.Target: lambda s, a: K.TargetKey(a.seat),
    A.Done: lambda s, a: K.DoneKey(),
    A.Fly: lambda s, a: K.FlyKey(a.x, a.y, a.track),
    A.DropCar: lambda s, a: K.CarKey(s.current_player, a.card),
    A.Go: lambda s, a: K.GoKey(a.x, a.y, a.track),
    A.PushTo: lambda s, a: K.PushKey(a.x, a.y, a.track),
    A.Stop: lambda s, a: K.StopKey(),
    A.EndTurn: lambda s, a: K.EndKey(),
}


def key_value(state, a):
    """The :class:`~widgets.clickkeys.Key` action ``a`` belongs to (None for actions shown only as buttons)."""
    make = _KEY_OF.get(type(a))
    return None if make is None else make(state, a)


def key_of(state, a) -> str | None:
    """The picture key an action belongs to, as the picture writes it (None for actions shown only as buttons)."""
    make = _KEY_OF.get(type(a))
    return None if make is None else str(make(state, a))


#: action type -> (state, action) -> the keys its button points at, when they are not the action's own key
_TARGETS = {
    A.Extend: lambda s, a: [K.SpotKey(a.x, a.y)],
    A.Cover: lambda s, a: [K.SpotKey(a.x, a.y)],
    A.PlaceStation: lambda s, a: [K.SpotKey(a.x, a.y)],
    A.Relocate: lambda s, a: [K.SpotKey(a.x, a.y), K.SpotKey(a.x0, a.y0)],
    A.CloseStation: lambda s, a: [K.StationKey(a.station)],
    A.Hijack: lambda s, a: [K.TargetKey(a.seat)],
}


def target_keys(state, a) -> list:
    """The picture keys a button for ``a`` points at (the space a card goes to, the ring of a step ...), which the
    picture highlights while the button is hovered."""
    targets = _TARGETS.get(type(a))
    if targets is not None:
        return [str(k) for k in targets(state, a)]
    key = key_of(state, a)
    return [key] if key else []


def _pick(state, card, turn=None):
    """Select ``card``; the note to show."""
    if state.phase == "layout":
        select(state, card)
        return Msg(N_("Station {s} chosen: click a highlighted space to place it."), {"s": card})
    if turn is None:
        cur, _t = selection(state)
        if cur == card:   # a second click on the selected card lets go of it
            select(state, None)
            return Msg(N_("{card} is no longer selected."), {"card": card})
        turn = 0
    select(state, card, turn)
    legal = state.legal_actions()
    tracks = words.tracks(state.comp, card, turn)
    note = _PICKED.get(_unit(state))
    if note is not None:
        return note(state, legal, card, turn, tracks)
    spots = sum(1 for a in legal if type(a) in (A.Extend, A.Cover) and a.card == card and a.turn == turn)
    moves = A.Move(card) in set(legal)
    return Msg(NN_("{card} selected, {tracks}: {n} space to lay or cover it on{drive}.",
                   "{card} selected, {tracks}: {n} spaces to lay or cover it on{drive}."),
               {"card": card, "tracks": tracks, "n": spots,
                "drive": Msg(N_(", and the yellow places its move can reach")) if moves else ""})


# The note after selecting a card while a special action waits, by the pending unit's kind: f(state, legal, card,
# turn, the card's tracks in words) -> Msg.
def _picked_to_close(state, legal, card, turn, tracks):
    n = sum(1 for a in legal if type(a) is A.CloseStation and a.card == card and a.turn == turn)
    return Msg(NN_("{card} selected, {tracks}: {n} station it can close, highlighted.",
                   "{card} selected, {tracks}: {n} stations it can close, highlighted."),
               {"card": card, "tracks": tracks, "n": n})


def _picked_to_route(state, legal, card, turn, tracks):
    k = state.comp.cards[card].action
    return Msg(N_("{card} selected: click a highlighted card of the rail system (action number {k}) to lift it."),
               {"card": card, "k": k})


def _picked_to_hijack(state, legal, card, turn, tracks):
    k = state.comp.cards[card].action
    return Msg(NN_("{card} selected: click the locomotive or the player to hijack; it is driven {n} tie.",
                   "{card} selected: click the locomotive or the player to hijack; it is driven {n} ties."),
               {"card": card, "n": k})


_PICKED = {"close": _picked_to_close, "route": _picked_to_route, "hijack": _picked_to_hijack}


class _Click(NamedTuple):
    """What a click is read against: the selected card and its turn, the pending decision, what may be selected."""
    card: str | None
    turn: int
    unit: str | None
    items: list


def _hand(state, k, c):
    if c.unit == "rapidpick":                 # Station I: the card clicked is attached (or discarded)
        return [A.Attach(k.card), A.Discard(k.card)]
    if k.card not in c.items:
        return [A.Move(k.card)]          # not in the hand: let the engine say so
    return _pick(state, k.card)


def _turn(state, k, c):
    up = lifted(state)
    if up is not None:
        lift(state, up[0], up[1], k.turn)
        moved = state.top[(up[0], up[1])][0]
        return Msg(N_("{card} will lie with {tracks}."),
                   {"card": moved, "tracks": words.tracks(state.comp, moved, k.turn)})
    if c.card is None:
        return Msg(N_("First choose a card from the hand."))
    return _pick(state, c.card, k.turn)


def _spot(state, k, c):
    x, y, card = k.x, k.y, c.card
    if state.phase == "layout":
        if card is None:
            return Msg(N_("First choose one of your stations."))
        return [A.PlaceStation(card, x, y)]
    if c.unit == "route":
        return _route_click(state, card, x, y)
    if card is None:
        return Msg(N_("First choose a card from the hand, then the space for it."))
    if (x, y) in state.top:
        return [A.Cover(card, x, y, c.turn)]
    return [A.Extend(card, x, y, c.turn)]


def _station(state, k, c):
    if c.unit == "close":
        if c.card is None:
            return Msg(N_("First choose the hand card that closes the station (and its turn)."))
        return [A.CloseStation(c.card, k.station, c.turn)]
    return [A.UseSpecial()]


def _target(state, k, c):
    if c.unit == "hijack":
        if c.card is None:
            return Msg(N_("First choose the hand card to discard: its action number is how far the "
                          "locomotive goes."))
        return [A.Hijack(c.card, k.seat)]
    return [A.Target(k.seat)]


def _fly(state, k, c):
    if c.card is not None:
        return [A.Fly(c.card, k.x, k.y, k.track)]
    hand = state.players[state.cur].hand if state.phase == "turn" else []
    return [A.Fly(h, k.x, k.y, k.track) for h in sorted(set(hand))] or [A.Fly("?", k.x, k.y, k.track)]


def _car(state, k, c):
    return _CAR_CLICKS.get(c.unit, _car_plain)(state, k.seat, k.card)


# A click on a car of a locomotive, by the pending unit's kind: f(state, seat, card).
def _car_plain(state, seat, card):
    return [A.Deliver(card), A.DropCar(card)]


_CAR_CLICKS = {
    "drop": lambda state, seat, card: [A.DropCar(card), A.Deliver(card)],
    "rapid": lambda state, seat, card: [A.Deliver(card), A.Discard(card)],          # Station F: deliver, or give one up
    "carrob": lambda state, seat, card: [A.GiveCar(card)] if seat == state.cur else [A.TakeCar(card)],  # Station J
}


#: key type -> (state, key, click) -> candidate actions, or a Msg when the click only changes the selection
_CLICKS = {
    K.HandKey: _hand,
    K.TurnKey: _turn,
    K.SpotKey: _spot,
    K.StationKey: _station,
    K.TargetKey: _target,
    K.FlyKey: _fly,
    K.DestKey: lambda s, k, c: _dest_click(s, k.node, c.card),
    K.CarKey: _car,
    # the keys that name their action whole (a button, a step of a drive): no selection needed
    K.UseKey: lambda s, k, c: [A.UseSpecial()],
    K.SkipKey: lambda s, k, c: [A.SkipSpecial()],
    K.ObjectKey: lambda s, k, c: [A.Object()],
    K.NoObjectKey: lambda s, k, c: [A.NoObjection()],
    K.DoneKey: lambda s, k, c: [A.Done()],
    K.AttachKey: lambda s, k, c: [A.Attach(k.card)],
    K.DiscardKey: lambda s, k, c: [A.Discard(k.card)],
    K.MoveKey: lambda s, k, c: [A.Move(k.card)],
    K.DrawKey: lambda s, k, c: [A.DrawCards(k.card)],
    K.PickupKey: lambda s, k, c: [A.PickUp(k.card)],
    K.GoKey: lambda s, k, c: [A.Go(k.x, k.y, k.track)],
    K.PushKey: lambda s, k, c: [A.PushTo(k.x, k.y, k.track)],
    K.StopKey: lambda s, k, c: [A.Stop()],
    K.EndKey: lambda s, k, c: [A.EndTurn()],
}


def actions_for_key(state, key):
    """Candidate actions a click on ``key`` (a string of the picture, or its :class:`~widgets.clickkeys.Key`) could
    mean, the most natural first; or a ``Msg`` when the click only changed the selection; none for a key that is
    no part of the picture."""
    words.on_board(state)
    try:
        k = parse_key(key)
    except ClickKeyError:
        return []
    click = _CLICKS.get(type(k))
    if click is None:
        return []
    _p, items = _chooser(state)
    card, turn = selection(state)
    try:
        return click(state, k, _Click(card, turn, _unit(state), items))
    except (IndexError, ValueError):
        return []


def _dest_click(state, node_text, card):
    """:func:`actions_for_key` for a place a drive may end on: the first action of each way there, with the drive
    under way or the selected card; a ``Msg`` when there is no card or no way."""
    node = parse_node(node_text)
    if node is None:
        return []
    under_way = any(u.KIND == "move" for u in state.stack)
    if under_way:
        ways = reachable(state).get(node, [])
    elif card is not None:
        ways = reachable(state, card).get(node, [])
    else:
        return Msg(N_("First choose a card from the hand."))
    if not ways:
        return Msg(N_("The locomotive cannot end its drive at {place} now."),
                   {"place": words.node(state, node)})
    out = []
    for d in ways:
        if d.actions and d.actions[0] not in out:
            out.append(d.actions[0])
    return out


def _route_click(state, card, x, y):
    """A click on space (x, y) during a route change: lift the card there, or put the lifted one there."""
    if card is None:
        return Msg(N_("First choose the hand card to discard, then the card of the rail system to move."))
    up = lifted(state)
    if up is None:
        if (x, y) not in state.top:
            return Msg(N_("First click the card of the rail system to move."))
        starts = [a for a in state.legal_actions()
                  if type(a) is A.Relocate and a.card == card and (a.x0, a.y0) == (x, y)]
        if not starts:    # the engine says why it cannot go anywhere
            return [A.Relocate(card, x, y, x, y, state.top[(x, y)][1])]
        lift(state, x, y)
        return Msg(N_("{card} is lifted: choose its turn, then click the space it goes to (its own space turns it)."),
                   {"card": state.top[(x, y)][0]})
    x0, y0, t = up
    if (x, y) == (x0, y0) and t == state.top[(x0, y0)][1]:
        lift(state)
        return Msg(N_("{card} is put back."), {"card": state.top[(x0, y0)][0]})
    return [A.Relocate(card, x0, y0, x, y, t)]


# --------------------------------------------------------------------------- what the panel shows
def parts(state, seat=None) -> list:
    """The pictures the turn panel shows as tabs: ``[(part, title Msg)]``: the table, then the symbol legend."""
    return [("table", Msg(N_("Table"))), ("legend", Msg(N_("Symbols")))]


def render(state, *, seat=None, lang="en", active=frozenset(), part="table"):
    """The picture with the current selection (the panel's renderer); ``part="legend"``: the symbol legend
    (:mod:`widgets.fracht_express.legend`)."""
    if part == "legend":
        return render_legend(state, lang=lang)
    if part not in ("table", "all"):
        raise ValueError(f"part must be 'table' or 'legend', not {part!r}")
    words.on_board(state)
    card, turn = selection(state)
    hover = [(a.describe().text(lang), target_keys(state, a)) for a in buttons(state, state.legal_actions())]
    return render_table(state, seat=seat, lang=lang, active=active, selected=card, turn=turn, lift=lifted(state),
                        hover=hover)


def buttons(state, legal) -> list:
    """The legal actions the panel lists as buttons: laying and covering (often hundreds) only for the
    selected card in its chosen turn, unless there are few actions in all; everything else as it comes.
    Closing a station: the selected card in its turn; a route change: the selected card, and once a card of
    the rail system is lifted only the moves of that card in its chosen turn."""
    words.on_board(state)           # the buttons' labels name places by this table
    card, turn = selection(state)
    if card is None and len(legal) <= MAX_BUTTONS:
        return list(legal)
    up = lifted(state)
    shown = _SHOWN.get
    return [a for a in legal if shown(type(a), _always)(a, card, turn, up)]


# Whether a legal action is a button while ``card`` is selected in ``turn`` (``up``: the lifted card, or None), by
# the action's type: f(action, card, turn, up); any other action always is.
def _in_turn(a, card, turn, up) -> bool:
    return a.card == card and a.turn == turn


def _always(a, card, turn, up) -> bool:
    return True


_SHOWN = {
    A.Extend: _in_turn,
    A.Cover: _in_turn,
    A.CloseStation: _in_turn,
    A.Relocate: lambda a, card, turn, up: a.card == card and up is not None and (a.x0, a.y0, a.turn) == up,
    A.PlaceStation: lambda a, card, turn, up: a.station == card,
}


def probe(state, key: str):
    """What a click on ``key`` would try, without changing the selection or the lifted card.

    The panel's "Why not?" list asks this of every part on the picture; a real click
    (:func:`actions_for_key`) may select a card or lift one, a probe leaves both as they were.
    """
    missing = object()
    sel, lift = _SELECTION.get(state, missing), _LIFT.get(state, missing)
    try:
        return actions_for_key(state, key)
    finally:
        for table, old in ((_SELECTION, sel), (_LIFT, lift)):
            if old is missing:
                table.pop(state, None)
            else:
                table[state] = old
