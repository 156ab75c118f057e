"""Lesson: difficulty settings.

The box's own dial for difficulty is one Slow event token, "There is still
time": when it is drawn the train does not move at the end of that turn, and
the next turn begins at once. Where it starts sets the level -- in the event
bag (easy), in the discard (normal: it comes back only when the bag is
refilled) or left out (proper, the designers' choice for experienced tables).
Past proper, the ritual escalates before the game begins, its token going to
the discard, as many times as the table dares. The starting passengers have a
harder layout too.

Here the token is alone in the bag (the easy setting, laid by hand), so ending
the actions draws it and the train stays on its space.

Examples
--------
>>> from widgets.horror.lessons import difficulty as lesson
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> space = s.space
>>> _ = s.apply(EndActions())
>>> s.space == space, lesson.goal_reached(s)
(True, True)
>>> import rulebook
>>> H = rulebook.GAMES["horror"]
>>> [("still_time" in g.event_bag, "still_time" in g.event_discard)
...  for g in (H.new_game(players=1, seed=1, difficulty=d) for d in ("easy", "normal", "proper"))]
[(True, False), (False, True), (False, False)]
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import ready_to_end

SECTION = "difficulty"
SEAT = 0
GOAL = N_("End the actions and draw There is still time: the train does not move this turn.")
SPACE = 43


def position(*, bag=("still_time",), discard=(), main=True):
    """The lesson table with these event tokens; ``main=False`` leaves the main action to take."""
    return ready_to_end(bag=list(bag), discard=list(discard), main=main)


def goal_reached(state) -> bool:
    """The token was drawn and discarded, the next turn began and the train is still on its space."""
    return state.turns >= 2 and "still_time" in state.event_discard and state.space == SPACE


def edge_case():
    """The normal setting: the token waits in the discard, so this turn's draw is another token and the train
    moves as usual."""
    return position(bag=("lucky",), discard=("still_time",))


def setups(seed=1):
    """What the settings change at setup, for one seed: where There is still time starts, the escalations
    made before the game and the passengers' statuses, per setting."""
    import rulebook
    H = rulebook.GAMES["horror"]
    out = {}
    for name, kw in (("easy", {"difficulty": "easy"}), ("normal", {"difficulty": "normal"}), ("proper", {}),
                     ("beyond 2", {"beyond": 2}), ("harder passengers", {"passengers": "harder"})):
        g = H.new_game(players=1, seed=seed, **kw)
        out[name] = {"still_time": "bag" if "still_time" in g.event_bag else
                     "discard" if "still_time" in g.event_discard else "out",
                     "escalations": g.escalations,
                     "statuses": dict(sorted(_tally(q.status for q in g.passengers).items()))}
    return out


def _tally(xs) -> dict:
    d: dict = {}
    for x in xs:
        d[x] = d.get(x, 0) + 1
    return d


def why_not(seed=1):
    """A new game at the proper level (the default): There is still time is neither in the bag nor in the
    discard, so it can never be drawn."""
    import rulebook
    return rulebook.GAMES["horror"].new_game(players=1, seed=seed)
