"""What the FrachtExpress picture may know: a seat's readable view, plus the engine's answers for that seat.

The table picture (:mod:`widgets.fracht_express.svg`) draws from two things only:

* :class:`Seen` -- ``state.view(seat)`` (``rulebook/fracht_express/view.py``; ``view(None)`` for the
  all-seeing picture) read back into the few attribute names the drawing code and
  :mod:`rulebook.fracht_express.words` use (``top``, ``stations``, ``players[p].pos`` ...), with the
  card data (``comp``: static, public) beside it. Nothing the view hides is in it: another seat's hand
  is ``None``, the supply a count.
* :class:`Answers` -- what the engine says the viewer can do now: the legal actions (all of them for the
  seat deciding, or for ``seat=None``; for any other seat only those that name no card and no hidden
  holding, so no other hand leaks through a highlight), the places a drive can end on, the node each
  next step of a drive goes to, and the tie a flight lands on.

So two states whose ``view(seat)`` are equal draw the same picture for ``seat`` (tested in
``tests/widgets/test_fracht_express_seen.py``).

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> seen = Seen(s.view(1), s.comp)
>>> seen.players[0].hand is None, seen.players[1].hand == s.players[1].hand, len(seen.deck) == len(s.deck)
(True, True, True)
"""
from __future__ import annotations

from rulebook.fracht_express import units
from rulebook.i18n import Msg

__all__ = ["Seen", "Answers", "answers"]


class _Player:
    __slots__ = ("pos", "facing", "hand", "hand_count", "attached", "delivered", "ticket", "objection",
                 "stations", "stations_count")

    def __init__(self, d: dict):
        p = d["position"]
        self.pos = ("S", p["station"]) if "station" in p else ("T", p["x"], p["y"], p["track"], p["tie"])
        self.facing = d["facing"]
        self.hand = d["hand"]
        self.hand_count = d["hand_count"]
        self.attached = list(d["attached"])
        self.delivered = range(d["delivered_count"])      # face down: only its size is drawn
        self.ticket = d["ticket"]
        self.objection = d["objection"]
        self.stations = d["stations"]
        self.stations_count = d["stations_count"]


class Seen:
    """A seat's view (``state.view(seat)``) with the table's attribute names, and the static card data."""

    def __init__(self, view: dict, comp):
        v = view
        self.view = v
        self.comp = comp
        self.seat = v["seat"]
        self.n = v["players_count"]
        self.phase = v["phase"]
        self.current_player = v["turn"]
        self.cur = v["active"]
        self.turns = v["turns_done"]
        self.prompt = Msg.from_dict(v["prompt"])
        self.deck = range(v["deck_count"])                # face down: only its size is drawn
        self.discard = list(v["discard"])
        self.table = [(t["x"], t["y"], t["card"], t["turn"]) for t in v["table"]]
        self.top = {(t["x"], t["y"]): (t["card"], t["turn"]) for t in v["spaces"]}
        self.stations = {k: tuple(c) for k, c in v["stations"].items()}
        self.closed = v["closed_station"]
        self.tickets = v["flight_tickets_left"]
        self.objections = v["objection_cards_left"]
        self.no_draw = v["no_draw"]
        self.no_deliver = list(v["waiting_to_deliver"])
        self.advanced = v["advanced"]
        self.winners = v["winners"]
        self.station_actions = v["station_actions"]
        self.stack = [units.from_json([j["kind"], *j["args"]]) for j in v["pending"]]
        self.rule = v["pending_rule"]
        self.players = [_Player(d) for d in v["players"]]

    def station_cells(self) -> dict:
        """Cell -> station letter, as the engine's ``State.station_cells`` (read by ``words.place``)."""
        return {c: L for L, c in self.stations.items()}

    def unit_rule(self) -> str:
        """The rulebook section of the decision waiting now."""
        return self.rule

    def station_of(self, p):
        pos = self.players[p].pos
        return pos[1] if pos[0] == "S" else None


# the actions another seat may see offered to the seat deciding: none names a card of a hand, a station card
# still held, or whether an objection card is held
_PUBLIC = frozenset({"Go", "PushTo", "Stop", "EndTurn", "UseSpecial", "SkipSpecial", "NoObjection", "Done",
                     "Target"})


class Answers:
    """The engine's answers for the viewer: ``legal`` actions, ``reach`` (drive end places), the ``steps``
    of a drive under way (action -> node) and the ``landings`` of flights ((x, y, track) -> tie)."""

    def __init__(self, legal, reach, steps, landings, spots=frozenset()):
        self.spots = spots           # while stations are placed: the free spaces a station may go to
        self.legal = legal
        self.reach = reach
        self.steps = steps
        self.landings = landings


def answers(state, seat, selected=None) -> Answers:
    """Ask the engine what ``seat`` (None: the seat deciding) can do now, and where its moves lead."""
    from rulebook.fracht_express.actions import Move

    from .graph import reachable
    legal = state.legal_actions()
    spots = frozenset((a.x, a.y) for a in legal if type(a).__name__ == "PlaceStation")
    if seat is not None and seat != state.current_player:
        legal = [a for a in legal if type(a).__name__ in _PUBLIC]
    reach = {}
    if state.phase == "turn" and state.current_player is not None:
        if any(u.KIND == "move" for u in state.stack):
            reach = reachable(state)
        elif selected and Move(selected) in set(legal):
            reach = reachable(state, selected)
    steps = {}
    if state.stack and state.stack[-1].KIND == "move":
        for a in legal:
            if type(a).__name__ in ("Go", "PushTo"):
                steps[a] = _action_node(state, a)
    landings = {}
    flights = [a for a in legal if type(a).__name__ == "Fly"]
    if flights:
        from rulebook.fracht_express.station_b import landings as land
        pl = state.players[state.cur]
        x0, y0 = pl.pos[1], pl.pos[2]
        for a in flights:
            spot = (a.x, a.y, a.track)
            if spot in landings:
                continue
            if a.x == x0:
                side = 0 if a.y < y0 else 2
            else:
                side = 1 if a.x > x0 else 3
            landings[spot] = next((i for t, i, _f in land(state, (a.x, a.y), (side + 2) % 4) if t == a.track), 0)
    return Answers(legal, reach, steps, landings, spots)


def _action_node(st, a):
    """The node a Go/PushTo names, found among the engine's next places."""
    u = st.stack[-1]
    if type(a).__name__ == "PushTo":
        from rulebook.fracht_express import ramming
        _, opts = ramming.resolve(st, tuple(u.target[0]), u.target[1], u.picks)
    else:
        pl = st.players[u.seat]
        opts = st.net.ahead(pl.pos, pl.facing)
    from rulebook.fracht_express.move import node_action_st
    for n, _f in opts or ():
        if node_action_st(st, type(a), n) == a:
            return tuple(n)
    return None
