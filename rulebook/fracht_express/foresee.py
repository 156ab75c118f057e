"""What FrachtExpress foresees before a choice (:func:`rulebook.analysis.foresight.foresee`): the lines that
follow a move whatever is hidden (no card drawn): a derail and what it discards, a locomotive shoved or rammed,
a drive that stops at the end of the track, in a station or on a tie, a car delivered or picked up.

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> all(isinstance(foresee(s, a, s.current_player), list) for a in s.legal_actions()[:20])
True
"""
from __future__ import annotations

from ..changes import certain_events, event_id

#: the log lines worth a warning before the choice (their singular message ids)
CONSEQUENCES = frozenset({
    "{player}'s locomotive runs off the rails and goes back to Station A; discarded: {hand}, {cars}.",
    "{player}'s locomotive rams another locomotive.",
    "{player}'s locomotive is shoved off the end of the rails.",
    "{player}'s locomotive is shoved into Station {s} and stops there.",
    "{player}'s locomotive is shoved one tie on.",
    "{player}'s locomotive cannot shove the locomotive ahead any further and stops.",
    "{player}'s locomotive reaches the end of the track and stops.",
    "{player}'s hijacked locomotive stops: it may not be driven off the rails.",
    "{player}'s locomotive enters Station {s}; the drive ends there.",
    "{player} delivers a car in Station {s}; it goes face down.",
    "{player} picks up {card} (value {v}, for Station {to}).",
})


def foresee(state, action, seat) -> list:
    """The consequences of ``action`` that follow whatever is hidden, as Msgs."""
    return [e.msg for e, _ in certain_events(state, action, seat) if event_id(e) in CONSEQUENCES]
