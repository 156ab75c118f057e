"""What a coach's hint says changed, in a learner's words, for First Class and Horror.

Each game lists the quantities its heuristic weighs (``rulebook/<game>/heuristic.py``), each with a
name a learner knows ("points your trains score at the next scoring", "passengers still alive"). The
coach compares them before and after the proposed move and names the ones that change, most important
first. FrachtExpress has its own reasons (its planner's stations and ties) in :mod:`.coach`.

Only what the deciding seat may see is named: a First Class seat's own board and the shared table;
in Horror (a team game) the whole team's table.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
>>> [m.id for m, _ in features(s, 0)][:2]
['your points', 'your coins']
"""
from __future__ import annotations

from ..i18n import N_, Msg


def _first_class(st, seat) -> list:
    from ..first_class import contracts as contract_rules
    from ..first_class.cars import cell_value
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


def _horror(st, seat) -> list:
    from ..horror.heuristic import cultist_odds
    alive = sum(1 for q in st.passengers if q[1] != "dead")
    sane = sum(1 for q in st.passengers if q[1] not in ("dead", "insane"))
    settled = sum(1 for p in cultist_odds(st) if p in (0.0, 1.0))
    return [
        (Msg(N_("passengers still alive")), alive),
        (Msg(N_("passengers neither dead nor insane")), sane),
        (Msg(N_("monsters on the train")), sum(1 for m in st.monsters if 0 <= m[1] < 7)),
        (Msg(N_("open portals")), sum(st.portals.values())),
        (Msg(N_("essence left in the pool")), st.essence_pool),
        (Msg(N_("the team's sanity")), sum(x["sanity"] for x in st.inv)),
        (Msg(N_("the team's health")), sum(x["health"] for x in st.inv)),
        (Msg(N_("clues face up")), sum(sum(s["up"]) for s in st.suspects)),
        (Msg(N_("suspects whose guilt the face-up clues settle")), settled),
        (Msg(N_("Occult tokens")), st.occult),
    ]


GAMES = {"first_class": _first_class, "horror": _horror}


def features(st, seat) -> list:
    """``[(name as a Msg, number), ...]`` for the game of ``st``, most important first; [] for other games."""
    fn = GAMES.get(type(st).game.NAME)
    return fn(st, seat) if fn is not None else []


def changes(st0, st1, seat, limit: int = 3) -> list:
    """The quantities that differ between two positions, as Msgs ("your coins: 3 instead of 1")."""
    out = []
    for (name, a), (_, b) in zip(features(st0, seat), features(st1, seat)):
        if a != b:
            out.append(Msg(N_("{what}: {b} instead of {a}"), {"what": name, "a": a, "b": b}))
            if len(out) == limit:
                break
    return out
