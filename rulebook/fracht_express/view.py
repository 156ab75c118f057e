"""What one seat sees of a FrachtExpress table: ``state.view(seat)``, a readable structure.

The view is plain JSON data with named fields; it is the only thing a seat's
screen may receive. Hidden things are counts with a ``_count`` name; their
contents are given only to a seat allowed to see them and are ``None``
otherwise, so two seats' views differ only in what each may see.

Fields
------
``game``             ``"fracht_express"``.
``seat``             The seat this view is for (0-based), or ``None`` for the all-seeing view
                     (``view(None)``: every hand, station card, flight ticket and objection card shown;
                     the onlooker's and the tests' view, never a player's).
``players_count``    2 to 4.
``phase``            ``"layout"`` (stations being placed), ``"turn"`` or ``"over"`` (others as in ``state.py``).
``turn``             The seat to decide now (during an objection round not the active player), ``None``
                     when the game is over.
``active``           The active player (whose turn it is).
``advanced``         True in the advanced game (flight tickets, objection cards, station actions).
``winners``          The winning seats once the game is over (``phase == "over"``), else ``None``.
``station_actions``  Advanced game: station letter -> the special actions a locomotive arriving there may
                     use, in the order offered (``advanced.specials``: ``"B"`` .. ``"J"`` or ``"hijack"``);
                     ``{}`` in the basic game.
``turns_done``       Turns finished so far.
``prompt``           What the deciding seat is asked: ``{"id": message id, "params": {...}}``.
``deck_count``       Cards left in the face-down supply.
``discard``          The face-up discard pile, bottom first.
``table``            Every laid distance card in the order laid: ``{"x", "y", "card", "turn"}``
                     (``turn``: how the card is turned, 0 to 3).
``spaces``           The uppermost card of every occupied space, ``{"x", "y", "card", "turn"}``,
                     sorted by ``(x, y)`` (what lies under it shows in ``table``).
``stations``         Station letter -> ``[x, y]``.
``closed_station``   The closed station's letter, or ``None``.
``flight_tickets_left``, ``objection_cards_left``  The advanced game's cards still beside the table.
``new_cards_drawn``  New cards drawn this turn; ``no_draw``: no new cards this turn (Station E).
``waiting_to_deliver``  Cars picked up by a rapid pick-up, waiting for their locomotive to leave Station I.
``pending``          Decisions waiting, oldest first, each ``{"kind": ..., "args": [...]}`` (``args`` as a save
                     holds them, ``units.py``).
``pending_rule``     The rulebook section id of the decision waiting now (the last of ``pending``), or ``None``.
``players``          One dict per seat:

    ``seat``; ``hand`` (the cards, only for the owner, else ``None``) and ``hand_count``;
    ``attached`` (cars behind the locomotive, in order: in plain sight); ``delivered_count`` (the
    delivered pile is face down, for its owner too); ``position`` (``{"station": letter}`` or
    ``{"x", "y", "track", "tie"}``) and ``facing`` (0/1, the side of the tie faced; ``None`` in a
    station); ``ticket`` and ``objection`` (whether a flight ticket or an objection card is held:
    ``True``/``False`` for the owner, ``None`` -- unknown -- for the others); ``stations`` (station
    cards held during the layout, only for the owner) and ``stations_count``.

Example
-------
>>> import json, rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> v = s.view(0)
>>> v["game"], v["seat"], v["players"][0]["hand"] is not None, v["players"][1]["hand"]
('fracht_express', 0, True, None)
>>> v["players"][1]["hand_count"] == len(s.players[1].hand), sorted(v["players"][0])[:3]
(True, ['attached', 'delivered_count', 'facing'])
>>> len(json.dumps(v)) > 0
True
"""
from __future__ import annotations


def _plain(x):
    if isinstance(x, (list, tuple)):
        return [_plain(y) for y in x]
    return x


def _position(pos) -> dict:
    if pos[0] == "S":
        return {"station": pos[1]}
    return {"x": pos[1], "y": pos[2], "track": pos[3], "tie": pos[4]}


def readable(st, seat: int | None) -> dict:
    """The table as ``seat`` sees it (the fields are listed in the module docstring); ``seat=None``: all of it."""
    players = []
    for p, pl in enumerate(st.players):
        mine = seat is None or p == seat
        players.append({
            "seat": p, "hand": list(pl.hand) if mine else None, "hand_count": len(pl.hand),
            "attached": list(pl.attached), "delivered_count": len(pl.delivered),
            "position": _position(pl.pos), "facing": pl.facing,
            "ticket": bool(pl.ticket) if mine else None, "objection": bool(pl.objection) if mine else None,
            "stations": list(pl.stations) if mine else None, "stations_count": len(pl.stations),
        })
    top = {}
    for x, y, c, r in st.table:
        top[(x, y)] = (c, r)
    adv = bool(st.options.get("advanced"))
    if adv:
        from .advanced import specials
        actions = {L: list(specials(st, L)) for L in sorted(st.stations)}
    else:
        actions = {}
    out = st.outcome() if st.phase == "over" else None
    return {
        "game": "fracht_express", "seat": seat, "players_count": st.n, "phase": st.phase,
        "turn": st.current_player, "active": st.cur, "advanced": adv,
        "winners": list(out.winners) if out is not None else None, "station_actions": actions, "turns_done": st.turns, "prompt": st.prompt.to_dict(),
        "deck_count": len(st.deck), "discard": list(st.discard),
        "table": [{"x": x, "y": y, "card": c, "turn": r} for x, y, c, r in st.table],
        "spaces": [{"x": x, "y": y, "card": c, "turn": r} for (x, y), (c, r) in sorted(top.items())],
        "stations": {k: list(v) for k, v in sorted(st.stations.items())}, "closed_station": st.closed,
        "flight_tickets_left": st.tickets, "objection_cards_left": st.objections,
        "new_cards_drawn": st.drew, "no_draw": st.no_draw, "waiting_to_deliver": list(st.no_deliver),
        "pending": [{"kind": j[0], "args": _plain(j[1:])} for j in (u.to_json() for u in st.stack)],
        "pending_rule": st.unit_rule() if st.stack else None,
        "players": players,
    }


def secret_free_dump(st, seat: int) -> dict:
    """The save dump with what ``seat`` may not see replaced by counts (the engine's raw field names): for
    the pictures, the memory hooks and the tests that compare it with the full dump. The supply, other
    hands and every delivered pile (the seat's own too) are counts; whether another seat holds a flight
    ticket or an objection card is None (unknown)."""
    d = st._dump()
    d.pop("log")
    d["rng"] = None
    d["deck"] = len(st.deck)
    for p, pd in enumerate(d["players"]):
        if p != seat:
            pd["hand"] = len(pd["hand"])
            pd["stations"] = len(pd["stations"])
            pd["ticket"] = None      # flight tickets and objection cards are held face down
            pd["objection"] = None
        pd["delivered"] = len(pd["delivered"])
    d["seat"] = seat
    return d
