"""What Horror's coach names when a hint says what changed: the quantities its heuristic weighs, in a
learner's words, most important first (a team game: the whole team's table).

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=3)
>>> [m.id for m, _, _ in features(s, 0)][:2]
['passengers still alive', 'passengers neither dead nor insane']
"""
from __future__ import annotations

from ..i18n import N_, Msg
from .heuristic import cultist_odds


def features(st, seat) -> list:
    """``[(name as a Msg, number, direction), ...]``: what the coach compares before and after a move; the
    direction (+1 more is better, -1 fewer is better) lets a hint name a quantity the move keeps while another
    choice loses some (the team's sanity, its health, the passengers) or one
    that lets fewer Ritual tokens onto the sheet."""
    alive = sum(1 for q in st.passengers if q.status != "dead")
    sane = sum(1 for q in st.passengers if q.status not in ("dead", "insane"))
    settled = sum(1 for p in cultist_odds(st) if p in (0.0, 1.0))
    return [
        (Msg(N_("passengers still alive")), alive, 1),
        (Msg(N_("passengers neither dead nor insane")), sane, 1),
        (Msg(N_("monsters on the train")), sum(1 for m in st.monsters if 0 <= m.car < 7), -1),
        (Msg(N_("open portals")), sum(st.portals.values()), -1),
        (Msg(N_("essence left in the pool")), st.essence_pool, 1),
        (Msg(N_("the team's sanity")), sum(x.sanity for x in st.inv), 1),
        (Msg(N_("the team's health")), sum(x.health for x in st.inv), 1),
        (Msg(N_("clues face up")), sum(sum(s.up) for s in st.suspects), 1),
        (Msg(N_("suspects whose guilt the face-up clues settle")), settled, 1),
        (Msg(N_("Occult tokens")), st.occult, 1),
        (Msg(N_("Ritual tokens on the ritual sheet")), st.ritual_tokens, -1),
    ]
