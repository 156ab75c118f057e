"""What First Class's coach names when a hint says what changed: the quantities its heuristic weighs, in a
learner's words, most important first (only the deciding seat's own board and the shared table).

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
>>> [m.id for m, _ in features(s, 0)][:2]
['your points', 'your coins']
"""
from __future__ import annotations

from ..i18n import N_, Msg
from . import contracts as contract_rules
from .cars import cell_value


def features(st, seat) -> list:
    """``[(name as a Msg, number), ...]``: what the coach compares before and after a move."""
    pl = st.players[seat]
    cards = st.comp.cards
    scoring = sum(cell_value(st, x) for t in (0, 1) for x in pl.trains[t][:pl.cond[t] + 1])
    cars = sum(1 for t in (0, 1) for x in pl.trains[t] if 0 <= x <= 12)
    met = sum(1 for cid in pl.contracts if contract_rules.met(st, seat, cards[cid].requirement))
    done = sum(1 for cid in pl.completed if cards[cid].type == "contract")
    return [
        (Msg(N_("your points")), pl.score),
        (Msg(N_("your coins")), sum(pl.coins)),
        (Msg(N_("points your trains score at the next scoring (up to the conductors)")), scoring),
        (Msg(N_("the station your locomotive stands at")), pl.loco),
        (Msg(N_("cars in your two trains")), cars),
        (Msg(N_("open contracts whose condition you already meet")), met),
        (Msg(N_("contracts you have completed")), done),
        (Msg(N_("cards in your completed pile")), len(pl.completed)),
        (Msg(N_("Game End cards you hold")), len(pl.ge)),
    ]
