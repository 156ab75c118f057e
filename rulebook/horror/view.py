"""What one seat sees of a Horror on the Orient Express table: ``state.view(seat)``.

The view is plain JSON data with named fields; it is the only thing a seat's
screen may receive. The game is cooperative and every investigator sees the
same table, so the views of two seats differ only in ``seat``. What lies face
down is hidden: bags and decks become counts with a ``_count`` name, a
face-down clue is ``None``, a face-down landscape tile is ``[None, space,
side, False]``, and of the right-hand witness tampering stack only the top
shows.

Fields
------
``game``           ``"horror"``.
``seat``           The seat this view is for (0-based).
``players_count``  1 to 4 investigators.
``phase``          The phase id (``phases.py``).
``turn``           The seat to decide now, ``None`` when the game is over.
``prompt``         What that seat is asked: ``{"id": message id, "params": {...}}``.
``bag_count``, ``event_bag_count``, ``spell_deck_count``, ``item_deck_count``, ``passenger_deck_count``,
``unleashed_deck_count``, ``incantation_deck_count``
                   How many tokens or cards the face-down bags and decks hold.
``wt_right_count`` Cards in the right-hand witness tampering stack (``wt_right`` shows the top, the
                   rest as ``None``).
``bag_counts``     The conversation bag's tokens counted by kind (``{"ticket": 3, "g:occult": 1, ...}``, kinds
                   in sorted order): what went in is on the table, only the order is chance.
``talk_odds``      The exact chance that the next conversation token drawn fails the talk in progress, as a
                   fraction string (``"1/4"``; ``"0"`` when no talk is in progress): ``talk.talk_odds``.
Every other field of the position, under the name ``state.py`` documents: ``cur``, ``turns``,
``main_done``, ``basics``, ``ended``, ``result``; the train (``cars``, ``active``, ``curtains``,
``space``, ``speed``, ``loco_tokens``); people (``passengers``, ``suspects`` with ``clues`` face
down as ``None``, ``inv`` -- one dict per investigator); threats (``monsters``, ``pool``,
``pursuit``, ``colours``, ``vampire``, ``vampire_strength``, ``coffins``, ``blocks``); essence
(``essence_pool``, ``essence_banished``, ``essence_box``, ``portals``, ``tiles``,
``last_portal``); knowledge (``grimoire``, ``grimoire_bottom``, ``occult``, ``occult_banished``,
``sanity_supply``, ``items``, ``items_banished``); the event step and the rest (``conv_aside``,
``event_discard``, ``event_board``, ``event_supply``, ``ritual``, ``ritual_tokens``,
``escalations``, ``accused``, ``general_display``, ``attr_display``, ``stack``, ``drawn``,
``redrawn``, ``fast_chain``, ``last_token``, ``weaken``, ``board_run``, ``board_i``,
``hold_train``, ``ill``, ``wt_left``, ``fez_card``, ``fez_offer``, ``block_on``, ``phase_from``,
``ran``, ``first``, ``draft_i``, ``layout``).

The full view
-------------
``state.view(None)`` is the table with every face shown, for a teacher preparing a lesson (the pictures'
``peek``) and for analysis: the same fields, with ``seat`` ``None``, face-down clues and landscapes and the
whole witness tampering stack given; bags and decks stay counts (their order is chance, not a face).
It must never reach a seat's screen in play.

Example
-------
>>> import json, rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=3)
>>> v = s.view(0)
>>> v["game"], v["seat"], isinstance(v["bag_count"], int), "bag" in v
('horror', 0, True, False)
>>> v == s.view(1) | {"seat": 0}
True
>>> len(json.dumps(v)) > 0
True
>>> full = s.view(None)
>>> full["seat"], None in full["suspects"][0]["clues"], None in v["suspects"][0]["clues"]
(None, False, True)
"""
from __future__ import annotations

HIDDEN_PILES = ("bag", "event_bag", "spell_deck", "item_deck", "passenger_deck", "unleashed_deck", "incantation_deck")


def readable(st, seat: int | None) -> dict:
    """The table as ``seat`` sees it (the fields are listed in the module docstring); ``seat=None`` is the
    full view, every face shown."""
    from collections import Counter

    from .talk import talk_odds
    d = st._position()
    if seat is not None:
        d = _hide(d)
    out = {"game": "horror", "seat": seat, "players_count": d.pop("n"), "phase": d.pop("phase"),
           "turn": st.current_player, "prompt": st.prompt.to_dict()}
    d.pop("options")
    d.pop("data")
    for k in HIDDEN_PILES:
        out[k + "_count"] = len(d.pop(k))
    out["wt_right_count"] = len(d["wt_right"])
    out["bag_counts"] = dict(sorted(Counter(st.bag).items()))
    out["talk_odds"] = str(talk_odds(st))
    out.update(d)
    return out


def _hide(d: dict) -> dict:
    for s in d["suspects"]:
        s["clues"] = [c if up else None for c, up in zip(s["clues"], s["up"])]
    d["tiles"] = [t if t[3] else [None, t[1], t[2], False] for t in d["tiles"]]
    d["wt_right"] = d["wt_right"][-1:] + [None] * max(0, len(d["wt_right"]) - 1)  # only the top shows
    return d


def secret_free_dump(st, seat: int) -> dict:
    """The position with what the table hides replaced by counts (the engine's raw field names): for the
    pictures, the memory hooks and the tests that compare it with the full dump. Face-down clues,
    landscapes, bags, decks and the backs of quest cards are hidden."""
    d = _hide(st._position())      # built without the log: a view never needs it
    d["rng"] = None
    for k in HIDDEN_PILES:
        d[k] = len(d[k])
    d["seat"] = seat
    return d
