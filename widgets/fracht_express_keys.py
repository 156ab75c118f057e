"""What a click on the FrachtExpress picture means (see ``fracht_express_svg`` for the keys).

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
from rulebook.fracht_express.data import distinct_turns
from rulebook.i18n import Msg, N_

from .fracht_express_graph import node_key, parse_node, reachable

_SELECTION: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
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


# --------------------------------------------------------------------------- keys <-> actions
def key_of(state, a) -> str | None:
    """The picture key an action belongs to (None for actions shown only as buttons)."""
    k = type(a)
    if k in (A.Extend, A.Cover):
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
    spots = sum(1 for a in legal if type(a) in (A.Extend, A.Cover) and a.card == card and a.turn == turn)
    moves = A.Move(card) in set(legal)
    return Msg(N_("{card} selected, turned {t} quarter(s): {n} space(s) to lay or cover it on{drive}."),
               {"card": card, "t": turn, "n": spots,
                "drive": Msg(N_(", and the yellow places its move can reach")) if moves else ""})


def actions_for_key(state, key: str):
    """Candidate actions a click on ``key`` could mean, the most natural first; or a ``Msg`` when the click
    only changed the selection."""
    parts = key.split(":")
    kind, args = parts[0], parts[1:]
    p, items = _chooser(state)
    card, turn = selection(state)
    try:
        if kind == "hand":
            if args[0] not in items:
                return [A.Move(args[0])]          # not in the hand: let the engine say so
            return _pick(state, args[0])
        if kind == "turn":
            if card is None:
                return Msg(N_("First choose a card from the hand."))
            return _pick(state, card, int(args[0]))
        if kind == "spot":
            x, y = int(args[0]), int(args[1])
            if state.phase == "layout":
                if card is None:
                    return Msg(N_("First choose one of your stations."))
                return [A.PlaceStation(card, x, y)]
            if card is None:
                return Msg(N_("First choose a card from the hand, then the space for it."))
            if (x, y) in state.top:
                return [A.Cover(card, x, y, turn)]
            return [A.Extend(card, x, y, turn)]
        if kind == "move":
            return [A.Move(args[0])]
        if kind == "draw":
            return [A.DrawCards(args[0])]
        if kind == "pickup":
            return [A.PickUp(args[0])]
        if kind == "car":
            c = args[1]
            dropping = bool(state.stack) and state.stack[-1][0] == "drop"
            return [A.DropCar(c), A.Deliver(c)] if dropping else [A.Deliver(c), A.DropCar(c)]
        if kind == "go":
            return [A.Go(int(args[0]), int(args[1]), int(args[2]))]
        if kind == "push":
            return [A.PushTo(int(args[0]), int(args[1]), int(args[2]))]
        if kind == "stop":
            return [A.Stop()]
        if kind == "end":
            return [A.EndTurn()]
        if kind == "dest":
            node = parse_node(":".join(args))
            if node is None:
                return []
            under_way = any(u[0] == "move" for u in state.stack)
            if under_way:
                ways = reachable(state).get(node, [])
            elif card is not None:
                ways = reachable(state, card).get(node, [])
            else:
                return Msg(N_("First choose a card from the hand."))
            if not ways:
                return Msg(N_("The locomotive cannot end its drive at {place} now."), {"place": node_key(node)})
            out = []
            for d in ways:
                if d.actions and d.actions[0] not in out:
                    out.append(d.actions[0])
            return out
    except (IndexError, ValueError):
        return []
    return []


# --------------------------------------------------------------------------- what the panel shows
def render(state, *, seat=None, lang="en", active=frozenset()):
    """The picture with the current selection (the panel's renderer)."""
    from .fracht_express_svg import render_table
    card, turn = selection(state)
    return render_table(state, seat=seat, lang=lang, active=active, selected=card, turn=turn)


def buttons(state, legal) -> list:
    """The legal actions the panel lists as buttons: laying and covering (often hundreds) only for the
    selected card in its chosen turn, unless there are few actions in all; everything else as it comes."""
    card, turn = selection(state)
    if card is None and len(legal) <= MAX_BUTTONS:
        return list(legal)
    out = []
    for a in legal:
        k = type(a)
        if k in (A.Extend, A.Cover):
            if a.card == card and a.turn == turn:
                out.append(a)
        elif k is A.PlaceStation:
            if a.station == card:
                out.append(a)
        else:
            out.append(a)
    return out
