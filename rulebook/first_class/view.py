"""What one seat sees of a First Class table: ``state.view(seat)``, a readable structure.

The view is plain JSON data (``json.dumps`` takes it as it is) with named
fields; it is the only thing a seat's screen may receive. Hidden things are
counts with a ``_count`` name; their contents are given (as a list) only to a
seat allowed to see them, and are ``None`` otherwise, so two seats' views
differ only in what each may see. ``state.view(None)`` is the all-seeing view
(a teacher's or a test's): every hidden list is given, and ``seat`` is ``None``.
The table pictures (``widgets.first_class.svg``) draw from this structure only.

Fields
------
``game``            ``"first_class"``.
``seat``            The seat this view is for (0-based), ``None`` for the all-seeing view.
``players_count``   2 to 4.
``round``           1 to 6.
``phase``           ``"draft"``, ``"turn"`` (choose a card or the tile), ``"card"`` (carry it out or
                    forego it), ``"post"`` (after the card), ``"scoring"`` or ``"over"``.
``turn``            The seat to decide now, ``None`` when the game is over.
``winners``         The seats with the best score once the game is over, else ``None``.
``prompt``          What that seat is asked, as ``{"id": message id, "params": {...}}`` (a seat as
                    ``{"seat": n}``, a nested message as ``{"msg": {...}}``).
``start_player``    The start player of this round.
``start_tile``      The seat that took the Start Player tile this round, ``None`` while it lies on the table.
``turns_done``      Turns finished this round.
``rows``            Three rows of six places, each a card id or ``None`` (taken).
``row_taken``       Cards taken from each row so far.
``held``            The card being carried out or foregone (phase ``"card"``), else ``None``.
``piles_count``     Face-down cards left in the green, blue and red piles.
``removed_count``   Action cards out of the game (cleared rows, unseen cards).
``game_end_deck_count``  Face-down Game End cards.
``game_end_display``     The face-up Game End cards.
``draft_hand``      The Game End cards offered to this seat during the draft when it is its turn to
                    keep one (always, in the all-seeing view), else ``None``; ``draft_hand_count`` is the
                    size of the hand in play.
``constantinople``  Constantinople (module D) markers as ``[seat, place]`` pairs.
``supply``          ``{"cars": {"0/1": k, "2/4": k, "7/12": k}, "coins": k, "locomotive_tiles": [tile
                    indices]}`` (double-sided car cards are counted per card).
``pending``         Effects waiting for a decision, oldest first, each ``{"kind": ..., "args": [...]}``
                    (the kinds are those of ``units.py``).
``scorers``         Seats still to score in a scoring phase, in order.
``players``         One dict per seat:

    ``seat``, ``trains`` (two lists of cards, left to right: ``{"car": value}``, ``{"mail": number}``
    or ``{"locomotive": tile index}``), ``conductors`` (the card each conductor stands on, per train),
    ``locomotive`` (stations travelled from Paris), ``stations`` (what each station of the route
    gives, Paris excluded, as in the data files), ``route`` (route cards added), ``coins`` (the three
    coin columns), ``score``,
    ``contracts`` (waiting beside the board), ``contracts_met`` (those of them whose requirement
    is met now: public, as the trains, route and coins are), ``mail_left`` (mail cars not yet in a train),
    ``claimed`` (route bonuses claimed), ``completed`` / ``completed_count`` (the completed pile: its
    cards only for the owner), ``game_end`` / ``game_end_count`` (Game End cards in hand: only for
    the owner).

Example
-------
>>> import json, rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> v = s.view(1)
>>> v["game"], v["seat"], v["phase"], v["turn"], v["prompt"]["id"][:9]
('first_class', 1, 'draft', 1, '{player}:')
>>> v["players"][0]["trains"]
[[{'car': 0}], [{'car': 0}]]
>>> v["draft_hand"] is not None, s.view(0)["draft_hand"], v["draft_hand_count"]
(True, None, 3)
>>> len(json.dumps(v)) > 0
True
"""
from __future__ import annotations

from .contracts import met
from .units import stack_to_json

CAR_CARDS = ("0/1", "2/4", "7/12")


def cell(c: int) -> dict:
    """One card of a train, named: a railroad car, a mail car or a locomotive tile."""
    if c < 0:
        return {"mail": -c}
    if c >= 100:
        return {"locomotive": c - 100}
    return {"car": c}


def _plain(x):
    if isinstance(x, (list, tuple)):
        return [_plain(y) for y in x]
    return x


def readable(st, seat: int | None) -> dict:
    """The table as ``seat`` sees it, or all of it when ``seat`` is ``None`` (the fields are listed in the
    module docstring)."""
    everything = seat is None
    drafting = everything or (st.phase == "draft" and st.current_player == seat)
    turn = st.current_player
    cards = st.comp.cards
    players = []
    for p, pl in enumerate(st.players):
        mine = everything or p == seat
        players.append({
            "seat": p,
            "trains": [[cell(c) for c in tr] for tr in pl.trains],
            "conductors": list(pl.cond), "locomotive": pl.loco, "stations": _plain(pl.stations),
            "route": list(pl.route), "coins": list(pl.coins), "score": pl.score,
            "contracts": list(pl.contracts),
            "contracts_met": [c for c in pl.contracts if met(st, p, cards[c].requirement)],
            "mail_left": list(pl.mail_left), "claimed": list(pl.claimed),
            "completed": list(pl.completed) if mine else None, "completed_count": len(pl.completed),
            "game_end": list(pl.ge) if mine else None, "game_end_count": len(pl.ge),
        })
    return {
        "game": "first_class", "seat": seat, "players_count": st.n, "round": st.round, "phase": st.phase,
        "turn": turn, "winners": list(st.outcome().winners) if st.phase == "over" else None, "prompt": st.prompt.to_dict(),
        "start_player": st.start, "start_tile": st.tile, "turns_done": st.turns,
        "rows": [list(r) for r in st.rows], "row_taken": list(st.row_taken), "held": st.held,
        "piles_count": [len(p) for p in st.piles], "removed_count": len(st.removed),
        "game_end_deck_count": len(st.ge_deck), "game_end_display": list(st.ge_display),
        "draft_hand": list(st.draft_hand) if drafting else None, "draft_hand_count": len(st.draft_hand),
        "constantinople": [list(x) for x in st.constantinople],
        "supply": {"cars": dict(zip(CAR_CARDS, st.car_supply)), "coins": st.coin_supply,
                   "locomotive_tiles": list(st.tiles)},
        "pending": [{"kind": u[0], "args": list(u[1:])} for u in stack_to_json(st.stack)],
        "scorers": list(st.scorers),
        "players": players,
    }


def secret_free_dump(st, seat: int) -> dict:
    """The save dump with what ``seat`` may not see replaced by counts (the engine's raw field names and
    encodings): for the pictures, the memory hooks and the tests that compare it with the full dump."""
    d = st._dump()
    d.pop("log")
    d["piles"] = [len(p) for p in st.piles]
    d["ge_deck"] = len(st.ge_deck)
    d["rng"] = None
    drafting = st.phase == "draft" and st.current_player == seat
    d["draft_hand"] = list(st.draft_hand) if drafting else len(st.draft_hand)
    d["removed"] = len(st.removed)
    for p, pd in enumerate(d["players"]):
        if p != seat:
            pd["ge"] = len(pd["ge"])
            pd["completed"] = len(pd["completed"])
    d["seat"] = seat
    return d
