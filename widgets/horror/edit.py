"""What the position editor offers after a click on the Horror table (:mod:`widgets.edit_choices`):
``edit_choices(fields, state, key)`` returns ``[(label, edit), ...]``, each ``edit(fields, state)`` changing a
copy of the scenario's fields (``rulebook.horror.scenario``); the scenario's checks refuse an impossible position.
"""
from __future__ import annotations

from rulebook.i18n import N_, Msg

from . import keytypes as K
from .keytypes import ClickKeyError, parse_key


def _tokens(fields, st) -> dict:
    """The event tokens in the fields (bag, discard, board), copied from the position the first time; written
    with ``end_turn`` false so that setting tokens leaves the turn as it is (``scenario``)."""
    fields.setdefault("end_turn", False)
    return fields.setdefault("tokens", {"bag": list(st.event_bag), "discard": list(st.event_discard),
                                        "board": [list(sp) for sp in st.event_board]})


def _space(st, k) -> list:
    """Event board space ``k`` (0 = top): put a Regular token of any kind on it (from the discard, else the bag;
    a token the set has no more of, or one of another space, is refused by the scenario), take the top one off."""
    from rulebook.horror.events import token_msg
    out = []

    def put(tok):
        def edit(f, s):
            t = _tokens(f, s)
            for pile in (t["discard"], t["bag"]):
                if tok in pile:
                    pile.remove(tok)
                    break
            t["board"][k].append(tok)
        return edit

    def take(f, s):
        t = _tokens(f, s)
        t["discard"].append(t["board"][k].pop())
    kinds = st.comp.table["event_tokens"]["kinds"]
    for tok, d in kinds.items():
        if d.get("type") == "regular":
            out.append((Msg(N_("Put the event token {token} on this space"), {"token": token_msg(tok)}), put(tok)))
    if st.event_board[k]:
        out.append((Msg(N_("Take the topmost token off this space (into the discard)")), take))
    return out


def _grimoire(st) -> list:
    """The Grimoire's Occult tokens: one more or one fewer on a slot without a spell, or in the investigators'
    pool (``occult`` of the scenario: the box's count, the slots' sizes are its checks)."""
    out = []

    def change(slot, n):
        def edit(f, s):
            occ = f.setdefault("occult", {})
            occ.setdefault("grimoire", [g[0] for g in s.grimoire])
            occ.setdefault("pool", s.occult)
            if slot is None:
                occ["pool"] += n
            else:
                occ["grimoire"][slot] += n
        return edit
    for k, (_tokens, spell, _san) in enumerate(st.grimoire):
        if spell is None:
            out.append((Msg(N_("One more Occult token on slot {k}"), {"k": k + 1}), change(k, 1)))
            out.append((Msg(N_("One Occult token fewer on slot {k}"), {"k": k + 1}), change(k, -1)))
    out.append((Msg(N_("One more Occult token in the investigators' pool")), change(None, 1)))
    out.append((Msg(N_("One Occult token fewer in the investigators' pool")), change(None, -1)))
    return out


def _car(st, car) -> list:
    """Car ``car``: put a monster or a passenger there, move an investigator there."""
    from rulebook.horror.data import STATUSES
    out = []

    def monster(colour):
        def edit(f, s):
            f.setdefault("monsters", []).append([colour, car])
        return edit

    def passenger(status):
        def edit(f, s):
            pas = f.setdefault("passengers", {})
            pas[str(car)] = pas.get(str(car), [q.status for q in s.passengers if q.car == car and q.alive]) + [status]
        return edit

    def investigator(seat):
        def edit(f, s):
            f.setdefault("inv", {}).setdefault(str(seat), {})["car"] = car
        return edit
    for colour in sorted(st.pool):
        out.append((Msg(N_("Put a {colour} monster here"), {"colour": colour}), monster(colour)))
    for status in STATUSES:
        out.append((Msg(N_("Add a passenger here ({status})"), {"status": status}), passenger(status)))
    for seat, x in enumerate(st.inv):
        if x.car != car:
            out.append((Msg(N_("Move investigator {n} here"), {"n": seat + 1}), investigator(seat)))
    return out


#: key type -> (state, key) -> the choices the editor offers for it
_CHOICES = {
    K.SpaceKey: lambda st, k: _space(st, k.space),
    K.OccultKey: lambda st, k: _grimoire(st),
    K.CarKey: lambda st, k: _car(st, k.car),
}


def edit_choices(fields, st, key) -> list:
    """``[(label Msg, edit), ...]`` for a click on ``key`` of the train, the event board or the Grimoire (see
    :mod:`widgets.edit_choices`); none for any other key."""
    try:
        k = parse_key(key)
    except ClickKeyError:
        return []
    choices = _CHOICES.get(type(k))
    return choices(st, k) if choices is not None else []
