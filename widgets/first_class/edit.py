"""What the position editor offers after a click on the First Class table (:mod:`widgets.edit_choices`):
``edit_choices(fields, state, key)`` returns ``[(label, edit), ...]``, each ``edit(fields, state)`` changing a
copy of the scenario's fields (``rulebook.first_class.scenario``); the scenario's checks refuse an impossible position.
"""
from __future__ import annotations

from rulebook.i18n import N_, Msg

from . import keytypes as K
from .keytypes import ClickKeyError, parse_key

FC_VALUES = (0, 1, 2, 4, 7, 12)


def _cell(v):
    """An engine cell as the scenario writes it: a car's value, ``"mailN"``, ``"tileN"``."""
    if v < 0:
        return f"mail{-v}"
    if v >= 100:
        return f"tile{v - 100}"
    return v


def _fc_player(fields, st, p) -> dict:
    """The editable part of player ``p`` in the fields, copied from the position the first time."""
    d = fields.setdefault(f"p{p}", {})
    pl = st.players[p]
    d.setdefault("trains", [[_cell(v) for v in t] for t in pl.trains])
    d.setdefault("cond", list(pl.cond))
    d.setdefault("coins", list(pl.coins))
    return d


def _car(st, k) -> list:
    """A card of a train (or the empty slot after it): make it another car, a mail car, or cut the train there."""
    p, t, i = k.seat, k.train, k.pos
    train = st.players[p].trains[t]
    out = []

    def set_cell(value):
        def edit(f, s):
            tr = _fc_player(f, s, p)["trains"][t]
            if i < len(tr):
                tr[i] = value
            else:
                tr.append(value)
        return edit

    def cut(f, s):
        d = _fc_player(f, s, p)
        del d["trains"][t][i:]
        d["cond"][t] = min(d["cond"][t], max(len(d["trains"][t]) - 1, 0))

    verb = N_("Make it a {v}-value car") if i < len(train) else N_("Add a {v}-value car here")
    for v in FC_VALUES:
        if i >= len(train) or _cell(train[i]) != v:
            out.append((Msg(verb, {"v": v}), set_cell(v)))
    for m in (1, 2, 3, 4):
        out.append((Msg(N_("Put mail car {m} here"), {"m": m}), set_cell(f"mail{m}")))
    if i < len(train):
        out.append((Msg(N_("Take away this card and every card after it")), cut))
    return out


def _conductor(st, k) -> list:
    p, t = k.seat, k.train

    def move(c):
        def edit(f, s):
            _fc_player(f, s, p)["cond"][t] = c
        return edit
    return [(Msg(N_("Move the conductor to card {k} of this train"), {"k": c + 1}), move(c))
            for c in range(len(st.players[p].trains[t])) if c != st.players[p].cond[t]]


def _coin(st, k) -> list:
    p, c = k.seat, k.column

    def add(n):
        def edit(f, s):
            _fc_player(f, s, p)["coins"][c] += n
        return edit
    return [(Msg(N_("One more coin in this column")), add(1)), (Msg(N_("One coin fewer in this column")), add(-1))]


def _card(st, k) -> list:
    cid = k.card

    def gap(f, s):
        rows = f.setdefault("rows", [list(r) for r in s.rows])
        for r in rows:
            if cid in r:
                r[r.index(cid)] = None
    return [(Msg(N_("Take this card off its row (as if a player had taken it)")), gap)]


def _locomotive(st, k) -> list:
    p = k.seat

    def loco(n):
        def edit(f, s):
            f.setdefault(f"p{p}", {})["loco"] = n
        return edit
    here = st.players[p].loco
    return [(Msg(N_("Move the locomotive to station {n}"), {"n": n}), loco(n)) for n in (here - 1, here + 1) if n >= 0]


#: key type -> (state, key) -> the choices the editor offers for it
_CHOICES = {K.CarKey: _car, K.ConductorKey: _conductor, K.CoinKey: _coin, K.CardKey: _card,
            K.LocomotiveKey: _locomotive}


def edit_choices(fields, st, key) -> list:
    """``[(label Msg, edit), ...]`` for a click on ``key`` of the table (see :mod:`widgets.edit_choices`); none for
    a key the editor does not change."""
    try:
        k = parse_key(key)
    except ClickKeyError:
        return []
    choices = _CHOICES.get(type(k))
    return choices(st, k) if choices is not None else []
