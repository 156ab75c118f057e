"""Winning and losing.

Lost at once: the monster, essence or coffin pool is empty, an investigator's
last sanity token is gone, an investigator's health reaches the skull. At
space 0 the investigators mark every suspect cultist or not (one decision per
suspect); then every clue is revealed and any wrong mark loses.

The game is cooperative. ``outcome()`` gives every seat the same score: 1 on
a win, 0 on a loss; ``winners`` is every seat on a win and the empty tuple on a
loss (nobody wins against the game).
"""
from __future__ import annotations

from ..core import Outcome
from ..i18n import Msg, N_
from . import clues
from .actions import Accuse

REASONS = {
    "monsters": N_("The monster pool is empty: the monsters overrun the train."),
    "essence": N_("The essence pool is empty: the border between the worlds collapses."),
    "coffins": N_("No coffins are left: the dead passengers are more than the train can bear."),
    "insane": N_("An investigator lost the last sanity token and went insane."),
    "dead": N_("An investigator's health reached the skull."),
    "accusation": N_("At least one suspect was marked wrongly at the end of the line."),
    "win": N_("The train reached its destination and every suspect was identified correctly."),
}


def lose(st, reason, ev, p=None) -> None:
    if st.result is not None:
        return
    st.result = ["loss", reason]
    st.stack.clear()
    st.phase = "over"
    ev.append(st.event(N_("The investigators lose: {why}"), {"why": Msg(REASONS[reason])}, "end", p))


def check_pools(st, ev) -> None:
    if st.result is not None or (st.essence_pool > 0 and st.coffins > 0 and (st.pool[st.colours[0]] or any(st.pool.values()))):
        return   # (the usual case, tested at once; no count is ever negative; the first colour answers while it has any)
    if not any(st.pool.values()):
        lose(st, "monsters", ev)
    elif st.essence_pool <= 0:
        lose(st, "essence", ev)
    elif st.coffins <= 0:
        lose(st, "coffins", ev)


def accuse_options(st) -> list:
    return [Accuse.of(i, c) for i, m in enumerate(st.accused) if m is None for c in (True, False)]


def accuse(st, a, ev) -> None:
    st.accused[a.suspect] = bool(a.cultist)
    ev.append(st.event(N_("The investigators mark suspect {s}: {what}."),
                       {"s": a.suspect + 1, "what": Msg(N_("cultist") if a.cultist else N_("not a cultist"))}, "end"))
    if None in st.accused:
        return
    right = True
    for i in range(6):
        clues.reveal_all(st, i, "end", ev)
        truth = clues.is_cultist(st, i)
        if truth != st.accused[i]:
            right = False
            ev.append(st.event(N_("Suspect {s} was marked wrongly."), {"s": i + 1}, "end"))
    if right:
        st.result = ["win", "win"]
        st.phase = "over"
        ev.append(st.event(N_("The investigators win: {why}"), {"why": Msg(REASONS["win"])}, "end"))
    else:
        lose(st, "accusation", ev)


def outcome(st):
    if st.result is None:
        return None
    win = st.result[0] == "win"
    return Outcome(scores=tuple(1 if win else 0 for _ in range(st.n)),
                   winners=tuple(range(st.n)) if win else (), reason=Msg(REASONS[st.result[1]]).text())


def score_breakdown(st):
    """What the investigators' result consists of: rows of ``(label Msg, value per seat)``, the score (1 won,
    0 lost, the same for every seat: the game is cooperative) last. None before the end."""
    if st.result is None:
        return None
    seats = range(st.n)
    same = lambda v: tuple(v for _ in seats)   # noqa: E731 - a shared value, one per seat
    marked = None not in st.accused
    right = sum(1 for i, m in enumerate(st.accused) if m is not None and m == clues.is_cultist(st, i))
    return [(Msg(N_("Spaces left to the destination")), same(st.space)),
            (Msg(N_("Suspects marked correctly")), same(f"{right} / {len(st.accused)}" if marked else "–")),
            (Msg(N_("Essence banished")), same(st.essence_banished)),
            (Msg(N_("Sanity left")), tuple(st.inv[p].sanity for p in seats)),
            (Msg(N_("Health left")), tuple(st.inv[p].health for p in seats)),
            (Msg(N_("Result (1 won, 0 lost)")), same(1 if st.result[0] == "win" else 0))]
