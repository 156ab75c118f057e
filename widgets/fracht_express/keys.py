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
"""
from __future__ import annotations

import weakref

from rulebook.fracht_express import actions as A
from rulebook.fracht_express import words
from rulebook.fracht_express.data import distinct_turns
from rulebook.i18n import N_, NN_, Msg

from .graph import parse_node, reachable
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
def key_of(state, a) -> str | None:
    """The picture key an action belongs to (None for actions shown only as buttons)."""
    k = type(a)
    if k in (A.Extend, A.Cover, A.CloseStation, A.Relocate, A.Hijack):
        return f"hand:{a.card}"
    if k is A.PlaceStation:
        return f"hand:{a.station}"
    if k is A.Move:
        return f"move:{a.card}"
    if k is A.DrawCards:
        return f"draw:{a.card}"
    if k is A.PickUp:
        return f"pickup:{a.card}"
    if k is A.Deliver:
        return f"car:{state.cur}:{a.card}"
    if k is A.TakeCar:
        return f"car:{state.stack[-1].target}:{a.card}"
    if k is A.GiveCar:
        return f"car:{state.cur}:{a.card}"
    if k is A.Discard:
        return f"car:{state.cur}:{a.card}" if _unit(state) == "rapid" else f"discard:{a.card}"
    if k is A.Attach:
        return f"attach:{a.card}"
    if k is A.UseSpecial:
        return "use"
    if k is A.SkipSpecial:
        return "skip"
    if k is A.Object:
        return "object"
    if k is A.NoObjection:
        return "noobject"
    if k is A.Target:
        return f"target:{a.seat}"
    if k is A.Done:
        return "done"
    if k is A.Fly:
        return f"fly:{a.x}:{a.y}:{a.track}"
    if k is A.DropCar:
        return f"car:{state.current_player}:{a.card}"
    if k is A.Go:
        return f"go:{a.x}:{a.y}:{a.track}"
    if k is A.PushTo:
        return f"push:{a.x}:{a.y}:{a.track}"
    if k is A.Stop:
        return "stop"
    if k is A.EndTurn:
        return "end"
    return None


def target_keys(state, a) -> list:
    """The picture keys a button for ``a`` points at (the space a card goes to, the ring of a step ...), which the
    picture highlights while the button is hovered."""
    k = type(a)
    if k in (A.Extend, A.Cover, A.PlaceStation):
        return [f"spot:{a.x}:{a.y}"]
    if k is A.Relocate:
        return [f"spot:{a.x}:{a.y}", f"spot:{a.x0}:{a.y0}"]
    if k is A.CloseStation:
        return [f"station:{a.station}"]
    if k is A.Hijack:
        return [f"target:{a.seat}"]
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
    unit = _unit(state)
    if unit == "close":
        n = sum(1 for a in legal if type(a) is A.CloseStation and a.card == card and a.turn == turn)
        return Msg(NN_("{card} selected, {tracks}: {n} station it can close, highlighted.",
                       "{card} selected, {tracks}: {n} stations it can close, highlighted."),
                   {"card": card, "tracks": tracks, "n": n})
    if unit == "route":
        k = state.comp.cards[card].action
        return Msg(N_("{card} selected: click a highlighted card of the rail system (action number {k}) to lift it."),
                   {"card": card, "k": k})
    if unit == "hijack":
        k = state.comp.cards[card].action
        return Msg(NN_("{card} selected: click the locomotive or the player to hijack; it is driven {n} tie.",
                       "{card} selected: click the locomotive or the player to hijack; it is driven {n} ties."),
                   {"card": card, "n": k})
    spots = sum(1 for a in legal if type(a) in (A.Extend, A.Cover) and a.card == card and a.turn == turn)
    moves = A.Move(card) in set(legal)
    return Msg(NN_("{card} selected, {tracks}: {n} space to lay or cover it on{drive}.",
                   "{card} selected, {tracks}: {n} spaces to lay or cover it on{drive}."),
               {"card": card, "tracks": tracks, "n": spots,
                "drive": Msg(N_(", and the yellow places its move can reach")) if moves else ""})


def actions_for_key(state, key: str):
    """Candidate actions a click on ``key`` could mean, the most natural first; or a ``Msg`` when the click
    only changed the selection."""
    words.on_board(state)
    parts = key.split(":")
    kind, args = parts[0], parts[1:]
    p, items = _chooser(state)
    card, turn = selection(state)
    try:
        unit = _unit(state)
        if kind == "hand":
            if unit == "rapidpick":                 # Station I: the card clicked is attached (or discarded)
                return [A.Attach(args[0]), A.Discard(args[0])]
            if args[0] not in items:
                return [A.Move(args[0])]          # not in the hand: let the engine say so
            return _pick(state, args[0])
        if kind == "turn":
            up = lifted(state)
            if up is not None:
                lift(state, up[0], up[1], int(args[0]))
                moved = state.top[(up[0], up[1])][0]
                return Msg(N_("{card} will lie with {tracks}."),
                           {"card": moved, "tracks": words.tracks(state.comp, moved, int(args[0]))})
            if card is None:
                return Msg(N_("First choose a card from the hand."))
            return _pick(state, card, int(args[0]))
        if kind == "spot":
            x, y = int(args[0]), int(args[1])
            if state.phase == "layout":
                if card is None:
                    return Msg(N_("First choose one of your stations."))
                return [A.PlaceStation(card, x, y)]
            if unit == "route":
                return _route_click(state, card, x, y)
            if card is None:
                return Msg(N_("First choose a card from the hand, then the space for it."))
            if (x, y) in state.top:
                return [A.Cover(card, x, y, turn)]
            return [A.Extend(card, x, y, turn)]
        if kind == "station":
            if unit == "close":
                if card is None:
                    return Msg(N_("First choose the hand card that closes the station (and its turn)."))
                return [A.CloseStation(card, args[0], turn)]
            return [A.UseSpecial()]
        if kind == "target":
            q = int(args[0])
            if unit == "hijack":
                if card is None:
                    return Msg(N_("First choose the hand card to discard: its action number is how far the "
                                  "locomotive goes."))
                return [A.Hijack(card, q)]
            return [A.Target(q)]
        if kind == "fly":
            x, y, t = int(args[0]), int(args[1]), int(args[2])
            if card is not None:
                return [A.Fly(card, x, y, t)]
            hand = state.players[state.cur].hand if state.phase == "turn" else []
            return [A.Fly(c, x, y, t) for c in sorted(set(hand))] or [A.Fly("?", x, y, t)]
        if kind == "dest":
            return _dest_click(state, args, card)
        return _plain_click(state, kind, args, unit)
    except (IndexError, ValueError):
        return []


def _plain_click(state, kind, args, unit) -> list:
    """:func:`actions_for_key` for the keys that name their action whole (a button, a car, a step of a drive):
    no selection needed."""
    if kind == "use":
        return [A.UseSpecial()]
    if kind == "skip":
        return [A.SkipSpecial()]
    if kind == "object":
        return [A.Object()]
    if kind == "noobject":
        return [A.NoObjection()]
    if kind == "done":
        return [A.Done()]
    if kind == "attach":
        return [A.Attach(args[0])]
    if kind == "discard":
        return [A.Discard(args[0])]
    if kind == "move":
        return [A.Move(args[0])]
    if kind == "draw":
        return [A.DrawCards(args[0])]
    if kind == "pickup":
        return [A.PickUp(args[0])]
    if kind == "car":
        c = args[1]
        if unit == "drop":
            return [A.DropCar(c), A.Deliver(c)]
        if unit == "rapid":                     # Station F: deliver a matching car, or give one up
            return [A.Deliver(c), A.Discard(c)]
        if unit == "carrob":                    # Station J: take their car, or give one of yours
            return [A.GiveCar(c)] if int(args[0]) == state.cur else [A.TakeCar(c)]
        return [A.Deliver(c), A.DropCar(c)]
    if kind == "go":
        return [A.Go(int(args[0]), int(args[1]), int(args[2]))]
    if kind == "push":
        return [A.PushTo(int(args[0]), int(args[1]), int(args[2]))]
    if kind == "stop":
        return [A.Stop()]
    if kind == "end":
        return [A.EndTurn()]
    return []


def _dest_click(state, args, card):
    """:func:`actions_for_key` for a place a drive may end on: the first action of each way there, with the drive
    under way or the selected card; a ``Msg`` when there is no card or no way."""
    node = parse_node(":".join(args))
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
    out = []
    for a in legal:
        k = type(a)
        if k in (A.Extend, A.Cover, A.CloseStation):
            if a.card == card and a.turn == turn:
                out.append(a)
        elif k is A.Relocate:
            if a.card == card and up is not None and (a.x0, a.y0, a.turn) == up:
                out.append(a)
        elif k is A.PlaceStation:
            if a.station == card:
                out.append(a)
        else:
            out.append(a)
    return out


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
