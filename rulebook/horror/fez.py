"""The Blood-Red Fez arc.

Revealing the Blood-Red Fez clue puts the Fez Slow token into the event bag (``clues.reveal``). The first
time it is drawn the Blood-Red Fez card is read: every investigator draws a random Fez Council card and the
table chooses one of them (phase ``fez``); its ``choose`` effect happens at once, with the fez's owner
counting as "here". The chosen card stays: every later draw of the token (it is discarded like any Slow
token) does that card's ``token`` effect (a reading: the appendix says the token reads "the indicated effect
from the Fez Feature or Fez Council card").
"""
from __future__ import annotations

from ..i18n import Msg, N_
from . import effects, events, phases
from .actions import join_msgs
from .data import name_of


def cards(st) -> dict:
    return {c["id"]: c for c in st.comp.table["fez_council"]}


def owner(st):
    for i, s in enumerate(st.suspects):
        if any(st.comp.clues[c].get("fez") for c in s.clues):
            return i
    return None


def first_draw(st) -> bool:
    return events.is_fez(st) and st.fez_card is None


def offer(st, ev) -> None:
    """The Blood-Red Fez card: one random Fez Council card per investigator."""
    ids = [c["id"] for c in st.comp.table["fez_council"]]
    st.rng.shuffle(ids)
    st.fez_offer = sorted(ids[:min(st.n, len(ids))])
    ev.append(st.event(N_("The Blood-Red Fez card is read: the council cards on the table are {cards}."),
                       {"cards": join_msgs([name_of(c) for c in st.fez_offer])}, "fez", reveal=True))


def choose(st, card, ev) -> None:
    st.last_token = st.drawn
    events.discard_drawn(st, ev)
    st.fez_card = card
    st.fez_offer = []
    c = cards(st)[card]
    ev.append(st.event(N_("The table chooses the Fez Council card {name}."), {"name": Msg(c["name"])}, "fez"))
    effects.push(st, c["choose"], effects.ctx(st.cur, "fez", at=owner(st)))


def token(st, ev) -> None:
    """A later draw of the Fez token (the token has been discarded already)."""
    if st.fez_card is None:
        offer(st, ev)
        if st.fez_offer:
            choose_auto(st, ev)
        return
    c = cards(st)[st.fez_card]
    ev.append(st.event(N_("The Blood-Red Fez: the effect of {name} happens again."), {"name": Msg(c["name"])}, "fez"))
    effects.push(st, c["token"], effects.ctx(st.cur, "fez", by="game", at=owner(st)))


def choose_auto(st, ev) -> None:
    """With a single council card on the table there is nothing to choose."""
    card = st.fez_offer[0]
    st.fez_card = card
    st.fez_offer = []
    c = cards(st)[card]
    ev.append(st.event(N_("The table chooses the Fez Council card {name}."), {"name": Msg(c["name"])}, "fez"))
    effects.push(st, c["choose"], effects.ctx(st.cur, "fez", at=owner(st)))


events.APPENDIX["fez"] = token
phases.hooks(fez_offer=offer)
phases.conditions(fez_first=first_draw)
