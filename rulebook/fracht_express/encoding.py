"""FrachtExpress for the research interfaces (:mod:`rulebook.environments`): observation features and action ids.

The observation is a function of ``state.view(seat)`` alone (the fields of ``view.py``); seats are listed from
the observer's own, clockwise, padded to four. ``encoding(state).feature_names(view)`` names every number.

Observation, in order
    *Table*: ``phase`` (one-hot), ``to_move``, ``turn`` and ``active`` (one-hot over relative seats),
    ``advanced``, ``turns_done``, ``deck``, ``discard`` (the face-up pile, multi-hot over the distance cards),
    ``closed_station`` (one-hot), the advanced game's cards left, ``new_cards_drawn``, ``no_draw``,
    ``waiting_to_deliver``, ``pending`` (decisions waiting).
    *The rail system as a picture*: the window of spaces ``x, y`` in ``[-6, 18)`` (the default stations lie in
    ``0..10 x 0..6``), four numbers per space: a card lies there, how many lie there (/3), the uppermost card's
    value (/5) and its action number (/5); a fifth plane marks the stations. ``outside`` counts the uppermost
    cards beyond the window (they are not drawn).
    *Per seat* (four slots): ``present``, ``hand_count``, the attached cars (multi-hot), ``delivered_count``,
    the position (station one-hot, or the space in the window one-hot, with ``track`` and ``tie``),
    ``facing``; for the observer only: its hand (multi-hot), flight ticket and objection card.

Action ids (factored, :class:`~rulebook.encoding.Vocabulary`)
    The table has no edge and a placing move names a card, a space and a turn -- a route change names two
    spaces -- so one id per move would need millions of ids. An action is instead a sequence: its type's id
    (the order of ``actions.py``), then one id per field, each from the block of its domain: ``card`` (every
    distance card id, then the flight tickets and objection cards), ``x`` and ``y`` (also ``x0``, ``y0``)
    **bounded to -32..31** (a space beyond raises
    :class:`~rulebook.encoding.OutOfVocabulary`), ``turn`` 0-3, ``track`` 0-15, ``seat`` 0-3,
    ``station`` A-J. ``vocabulary.name(id)`` reads an id back (``"x=3"``). The environments ask for one id at a
    time and only allow ids that continue a legal action.
"""
from __future__ import annotations

from ..encoding import Encoding, Features, Vocabulary, place_in, seats_from
from ..i18n import Msg, N_
from .actions import ACTIONS

PHASES = ("layout", "turn", "over")
STATIONS = tuple("ABCDEFGHIJ")
BOUND = 32
LOW, HIGH = -6, 18      # the window of the picture
MAX_PLAYERS = 4


class FrachtExpressEncoding(Encoding):
    score_range = (0.0, 200.0)

    def __init__(self, state):
        comp = state.comp
        self.comp = comp
        self.cards = tuple(sorted(comp.cards))
        extra = tuple(x for x in (*_ids(comp.flight_tickets), *_ids(comp.objection_cards)) if x not in comp.cards)
        coords = range(-BOUND, BOUND)
        self.vocabulary = Vocabulary(ACTIONS, {
            "card": self.cards + extra, "x": coords, "y": coords, "turn": range(4), "track": range(16),
            "seat": range(MAX_PLAYERS), "station": STATIONS},
            {"Relocate.x0": "x", "Relocate.y0": "y"}, factored=True,
            bound=Msg(N_("FrachtExpress numbers the spaces of the table from {low} to {high} in each direction."),
                      {"low": -BOUND, "high": BOUND - 1}))
        super().__init__(state)

    def features(self, f: Features, v: dict, seat) -> None:
        n = v["players_count"]
        order = seats_from(seat, n, MAX_PLAYERS)
        rel = list(range(MAX_PLAYERS))

        def relative(s):
            return place_in(order, s)

        f.onehot("phase", v["phase"], PHASES)
        f.flag("to_move", v["turn"] is not None and v["turn"] == seat)
        f.onehot("turn", relative(v["turn"]), rel)
        f.onehot("active", relative(v.get("active")), rel)
        f.flag("advanced", v["advanced"])
        f.num("turns_done", v["turns_done"], 50)
        f.num("deck", v["deck_count"], 50)
        f.multihot("discard", v["discard"], self.cards)
        f.onehot("closed_station", v["closed_station"], STATIONS)
        f.num("flight_tickets_left", v["flight_tickets_left"], 2)
        f.num("objection_cards_left", v["objection_cards_left"], 4)
        f.flag("new_cards_drawn", v["new_cards_drawn"])
        f.flag("no_draw", v["no_draw"])
        f.num("waiting_to_deliver", len(v["waiting_to_deliver"]), 4)
        f.num("pending", len(v["pending"]), 4)
        side = HIGH - LOW
        planes = [[0.0] * (side * side) for _ in range(5)]
        height: dict = {}
        for c in v["table"]:
            height[(c["x"], c["y"])] = height.get((c["x"], c["y"]), 0) + 1
        outside = 0
        cards = self.comp.cards
        for c in v["spaces"]:
            x, y = c["x"], c["y"]
            if not (LOW <= x < HIGH and LOW <= y < HIGH):
                outside += 1
                continue
            i = (y - LOW) * side + (x - LOW)
            card = cards.get(c["card"])
            planes[0][i] = 1.0
            planes[1][i] = height.get((x, y), 1) / 3
            planes[2][i] = (card.value if card else 0) / 5
            planes[3][i] = (card.action if card else 0) / 5
        for letter, (x, y) in v["stations"].items():
            if LOW <= x < HIGH and LOW <= y < HIGH:
                planes[4][(y - LOW) * side + (x - LOW)] = 1.0
        if f.names is None:
            for plane in planes:
                f.values.extend(plane)
        else:
            for name, plane in zip(("laid", "height", "value", "action", "station"), planes):
                for i, val in enumerate(plane):
                    f.num(f"{name}[{LOW + i % side},{LOW + i // side}]", val)
        f.num("outside", outside, 10)
        players = v["players"]
        for k, s in enumerate(order):
            p = players[s] if s is not None else None
            f.flag(f"p{k}.present", p is not None)
            f.num(f"p{k}.hand_count", p["hand_count"] if p else 0, 8)
            f.multihot(f"p{k}.attached", p["attached"] if p else (), self.cards)
            f.num(f"p{k}.delivered_count", p["delivered_count"] if p else 0, 10)
            pos = p["position"] if p else {}
            f.onehot(f"p{k}.station", pos.get("station"), STATIONS)
            inside = "x" in pos and LOW <= pos["x"] < HIGH and LOW <= pos["y"] < HIGH
            cell = (pos["y"] - LOW) * side + (pos["x"] - LOW) if inside else None
            f.onehot(f"p{k}.space", cell, range(side * side))
            f.num(f"p{k}.track", pos.get("track"), 3)
            f.num(f"p{k}.tie", pos.get("tie"), 5)
            f.num(f"p{k}.facing", (p["facing"] if p and p["facing"] is not None else -1) + 1, 2)
        me = players[order[0]] if seat is not None else None
        f.multihot("my.hand", me["hand"] if me else None, self.cards)
        f.flag("my.ticket", me and me["ticket"])
        f.flag("my.objection", me and me["objection"])


def _ids(xs) -> tuple:
    if isinstance(xs, int):
        return ()
    return tuple(x if isinstance(x, str) else getattr(x, "id", str(x)) for x in xs)


def encoding(state) -> FrachtExpressEncoding:
    """The encoding of a FrachtExpress game set up as ``state`` (its data set; nothing hidden is read)."""
    return FrachtExpressEncoding(state)
