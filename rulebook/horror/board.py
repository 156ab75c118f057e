"""Resolving the event board (at least three of its four spaces hold tokens).

Top to bottom, one space at a time (phase ``space``, looping through ``space_done``): a space with tokens
resolves its topmost token only -- Inscription Portals, Vampire, Ritual, Passenger Reaction; a crossed-out
topmost token does nothing -- and the space without tokens resolves its printed Monster event. Which token
each space resolves is fixed when the resolution starts (``board_run``). Then only those resolved tokens go
to the discard (tokens under them stay for a later turn) and the Pursuit's monsters come back by the
rearmost car.
"""
from __future__ import annotations

from ..i18n import N_, NN_
from . import effects, events, monsters, phases, ritual, train, vampire
from .actions import label


def start(st, ev) -> None:
    st.board_run = [sp[-1] if sp else None for sp in st.event_board]
    st.board_i = 0
    if None not in st.board_run and st.rulings["four_spaces"] == "last_space":
        st.board_run.append(None)   # ruling: the last space's Monster event after all four
    ev.append(st.event(N_("The event board resolves: {n} of its spaces hold tokens."),
                       {"n": len(st.board_run) - st.board_run.count(None)}, "event_board"))


def space(st, ev) -> None:
    i = st.board_i if st.board_i < 3 else 3
    name = st.comp.table["event_board"]["spaces"][i]
    tok = st.board_run[st.board_i]
    if st.board_i > 3:      # ruling four_spaces="last_space": after all four, the last space's Monster event
        ev.append(st.event(N_("All four spaces have resolved: the Monster event of space {k} ({space}) happens as "
                              "well."), {"k": i + 1, "space": label(events.SPACE_NAMES[name])}, "event_board"))
    elif tok is None:
        ev.append(st.event(N_("Space {k} ({space}) is empty: its Monster event happens."),
                           {"k": i + 1, "space": label(events.SPACE_NAMES[name])}, "event_board"))
    elif events.kind(st, tok).get("crossed"):
        ev.append(st.event(N_("Space {k} ({space}): the topmost token is crossed out, nothing happens."),
                           {"k": i + 1, "space": label(events.SPACE_NAMES[name])}, "event_board"))
    else:
        ev.append(st.event(N_("Space {k} ({space}) resolves its topmost token."),
                           {"k": i + 1, "space": label(events.SPACE_NAMES[name])}, "event_board"))


def _spec(st):
    i = st.board_i
    return st.comp.table["event_board"]["monster_events"][i if i < 3 else 3]


def _tok(st):
    return st.board_run[st.board_i]


# conditions: which branch the current space takes (up to seven are asked per space, so each reads the state itself)
def space_empty_attack(st) -> bool:
    return st.board_run[st.board_i] is None and "move_all" not in _spec(st)


def space_empty_move(st) -> bool:
    return st.board_run[st.board_i] is None and "move_all" in _spec(st)


def space_crossed(st) -> bool:
    t = st.board_run[st.board_i]
    return t is not None and bool(events.kind(st, t).get("crossed"))


def space_is(name):
    def cond(st):
        i = st.board_i
        return st.board_run[i] is not None and st.comp.table["event_board"]["spaces"][i if i < 3 else 3] == name
    return cond


space_portal = space_is("portal")
space_vampire = space_is("vampire")
space_ritual = space_is("ritual")
space_passenger = space_is("passenger")


def portals(st, ev) -> None:
    """Every active Inscription Portal, frontmost first, each car by car from the Locomotive."""
    work = []
    for pid in train.revealed_portals(st):
        p = train.portal(st, pid)
        if p["type"] != "inscription" or "effect" not in p:
            continue
        if not train.active(st, pid):
            continue
        if train.blocked(st, pid, "portals", ev):
            continue
        ev.append(st.event(N_("Inscription Portal {p} is active and resolves."), {"p": train.portal_words(st, pid)},
                           "portals"))
        work.append(p["effect"])
    if not work:
        ev.append(st.event(N_("No active Inscription Portal."), {}, "portals"))
        return
    effects.push(st, work, effects.ctx(st.cur, "portals", by="game"))


def vampire_prey(st, ev) -> None:
    vampire.prey(st, ev)


def vampire_move(st, ev) -> None:
    d = events.kind(st, _tok(st)).get("dir", "back")
    vampire.move(st, d, ev)


def ritual_space(st, ev) -> None:
    ritual.ritual_token(st, False, ev)


def reaction(st, ev) -> None:
    """Draw the top Passenger card, resolve it top to bottom, then it goes to the bottom of the deck."""
    cid = st.passenger_deck.pop(0)
    st.passenger_deck.append(cid)
    card = next(x for x in st.comp.table["passenger_cards"] if x["id"] == cid)
    ev.append(st.event(N_("Passenger card drawn: {name}."), {"name": label(card["name"])}, "reactions", reveal=True))
    effects.push(st, card["effect"], effects.ctx(st.cur, "reactions", by="game"))


def monster_attack(st, ev) -> None:
    monsters.attack_event(st, _spec(st), ev)


def monster_move(st, ev) -> None:
    monsters.move_event(st, _spec(st)["move_all"], ev)


def space_done(st, ev) -> None:
    st.board_i += 1


def more_spaces(st) -> bool:
    return st.board_i < len(st.board_run)


def discard(st, ev) -> None:
    n = 0
    for i, tok in enumerate(st.board_run[:4]):
        if tok is not None and st.event_board[i] and st.event_board[i][-1] == tok:
            st.event_discard.append(st.event_board[i].pop())
            n += 1
    st.board_run = []
    st.board_i = 0
    ev.append(st.event(NN_("The {n} resolved token goes to the discard; tokens under it stay on the board.",
                           "The {n} resolved tokens go to the discard; tokens under them stay on the board."), {"n": n}, "event_board"))


def pursuit(st, ev) -> None:
    monsters.pursuit(st, ev)


phases.hooks(board_start=start, board_space=space, portals=portals, vampire_prey=vampire_prey, vampire_move=vampire_move,
             ritual_space=ritual_space, reaction=reaction, monster_attack=monster_attack, monster_move=monster_move,
             space_done=space_done, board_discard=discard, pursuit=pursuit)
phases.conditions(space_empty_attack=space_empty_attack, space_empty_move=space_empty_move, space_crossed=space_crossed,
                  space_portal=space_portal, space_vampire=space_vampire, space_ritual=space_ritual,
                  space_passenger=space_passenger, more_spaces=more_spaces)
