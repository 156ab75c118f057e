"""What Horror's coach names when a hint says what changed: the quantities its heuristic weighs, in a
learner's words, most important first (a team game: the whole team's table).

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=3)
>>> [m.id for m, _ in features(s, 0)][:2]
['passengers still alive', 'passengers neither dead nor insane']
"""
from __future__ import annotations

from ..i18n import N_, Msg
from .heuristic import cultist_odds


def features(st, seat) -> list:
    """``[(name as a Msg, number), ...]``: what the coach compares before and after a move."""
    alive = sum(1 for q in st.passengers if q.status != "dead")
    sane = sum(1 for q in st.passengers if q.status not in ("dead", "insane"))
    settled = sum(1 for p in cultist_odds(st) if p in (0.0, 1.0))
    return [
        (Msg(N_("passengers still alive")), alive),
        (Msg(N_("passengers neither dead nor insane")), sane),
        (Msg(N_("monsters on the train")), sum(1 for m in st.monsters if 0 <= m.car < 7)),
        (Msg(N_("open portals")), sum(st.portals.values())),
        (Msg(N_("essence left in the pool")), st.essence_pool),
        (Msg(N_("the team's sanity")), sum(x.sanity for x in st.inv)),
        (Msg(N_("the team's health")), sum(x.health for x in st.inv)),
        (Msg(N_("clues face up")), sum(sum(s.up) for s in st.suspects)),
        (Msg(N_("suspects whose guilt the face-up clues settle")), settled),
        (Msg(N_("Occult tokens")), st.occult),
    ]
