"""The scoring phase (rulebook: "Scoring Phase").

After rounds 2, 4 and 6, each player in turn from the start player claims the
bonus of every bonus station their locomotive has reached, in any order, one
station at a time and each once (stations reached meanwhile count too), may
spend coins and fulfil contracts, and then scores each train: the value of
every card up to and including the one its conductor stands on. What follows a
player's scoring (the next scorer, the next round or the end) is in ``end_of_round``.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from . import locomotive
from .actions import ClaimBonus, train_msg
from .cars import cell_value


def begin(st, ev):
    st.phase = "scoring"
    st.scorers = [(st.start + i) % st.n for i in range(st.n)]
    ev.append(st.event(N_("Scoring phase after round {r}."), {"r": st.round}, "scoring"))
    for pl in st.players:
        pl.claimed = []


def claim_options(st, p) -> list:
    pl = st.players[p]
    return [ClaimBonus.of(i) for i in locomotive.bonus_stations(st, p) if i not in pl.claimed]


def why_not_claim(st, p, station):
    pl = st.players[p]
    if st.phase != "scoring":
        return RuleViolation("scoring", Msg(N_("Route bonuses are claimed only in a scoring phase.")))
    if st.stack:
        return RuleViolation("scoring", Msg(N_("Finish the bonus you are taking before claiming the next one.")))
    if not isinstance(station, int) or not 1 <= station <= len(pl.stations) or pl.stations[station - 1][0] != "bonus":
        return RuleViolation("locomotive", Msg(N_("Station {n} of your route is not a bonus station."), {"n": station}))
    if station > pl.loco:
        return RuleViolation("locomotive", Msg(N_("Your locomotive has not reached station {n} yet."), {"n": station}))
    return RuleViolation("scoring", Msg(N_("Each bonus station pays once per scoring phase; station {n} already did."),
                                        {"n": station}))


def do_claim(st, p, station, ev):
    pl = st.players[p]
    pl.claimed.append(station)
    ev.append(st.event(N_("{player} claims the bonus of station {n}."), {"n": station}, "scoring", p))
    st.push_pick(pl.stations[station - 1][1], "scoring")


def score_trains(st, p, ev):
    pl = st.players[p]
    for t in (0, 1):
        tr = pl.trains[t]
        pts = sum(cell_value(st, c) for c in tr[:pl.cond[t] + 1])
        pl.score += pts
        ev.append(st.event(NN_("{player}'s {train} scores {pts} point up to its conductor.",
                               "{player}'s {train} scores {pts} points up to its conductor.", count="pts"),
                           {"train": train_msg(t), "pts": pts}, "scoring", p))

