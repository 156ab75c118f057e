"""What Horror foresees before a choice (:func:`rulebook.analysis.foresight.foresee`): the lines that follow an
action whatever is hidden (no token drawn, no card turned) and matter to the team: a monster killed, stunned or
spawning, a passenger dying or falling Ill, an investigator losing sanity, health or stamina, going insane or
reaching the skull, the game ending.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=3)
>>> all(isinstance(foresee(s, a, s.current_player), list) for a in s.legal_actions())
True
"""
from __future__ import annotations

from ..changes import certain_events, event_id

#: the log lines worth a warning before the choice (their singular message ids)
CONSEQUENCES = frozenset({
    "The {colour} monster by car {car} is killed and returns to the pool.",
    "The {colour} monster by car {car} is stunned and goes to the Pursuit.",
    "A {colour} monster spawns by car {car}.",
    "No {colour} monster left: a {other} one spawns instead.",
    "A {frm} passenger in car {car} dies; a coffin is placed ({k} left).",
    "A {status} passenger in car {car} falls Ill.",
    "{player} loses {k} {what} (now {v}).",
    "An investigator lost the last sanity token and went insane.",
    "An investigator's health reached the skull.",
    "Every monster is pushed back {n} car.",
    "The investigators lose: {why}",
})


def foresee(state, action, seat) -> list:
    """The consequences of ``action`` that follow whatever is hidden, as Msgs."""
    return [e.msg for e, _ in certain_events(state, action, seat) if event_id(e) in CONSEQUENCES]
