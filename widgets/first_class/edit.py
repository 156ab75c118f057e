"""What the position editor offers after a click on the First Class table (:mod:`widgets.edit_choices`):
``edit_choices(fields, state, key)`` returns ``[(label, edit), ...]``, each ``edit(fields, state)`` changing a
copy of the scenario's fields (``rulebook.first_class.scenario``); the scenario's checks refuse an impossible position.
"""
from __future__ import annotations

from rulebook.i18n import N_, Msg

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


def edit_choices(fields, st, key) -> list:
    """``[(label Msg, edit), ...]`` for a click on ``key`` of the table (see :mod:`widgets.edit_choices`)."""
    part = key.split(":")
    out = []
    if part[0] == "car" and len(part) == 4:
        p, t, i = int(part[1]), int(part[2]), int(part[3])
        train = st.players[p].trains[t]

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
    elif part[0] == "conductor":
        p, t = int(part[1]), int(part[2])

        def move(k):
            def edit(f, s):
                _fc_player(f, s, p)["cond"][t] = k
            return edit
        for k in range(len(st.players[p].trains[t])):
            if k != st.players[p].cond[t]:
                out.append((Msg(N_("Move the conductor to card {k} of this train"), {"k": k + 1}), move(k)))
    elif part[0] == "coin":
        p, c = int(part[1]), int(part[2])

        def add(n):
            def edit(f, s):
                _fc_player(f, s, p)["coins"][c] += n
            return edit
        out = [(Msg(N_("One more coin in this column")), add(1)), (Msg(N_("One coin fewer in this column")), add(-1))]
    elif part[0] == "card":
        cid = part[1]

        def gap(f, s):
            rows = f.setdefault("rows", [list(r) for r in s.rows])
            for r in rows:
                if cid in r:
                    r[r.index(cid)] = None
        out = [(Msg(N_("Take this card off its row (as if a player had taken it)")), gap)]
    elif part[0] == "locomotive":
        p = int(part[1])

        def loco(n):
            def edit(f, s):
                f.setdefault(f"p{p}", {})["loco"] = n
            return edit
        here = st.players[p].loco
        out = [(Msg(N_("Move the locomotive to station {n}"), {"n": n}), loco(n)) for n in (here - 1, here + 1) if n >= 0]
    return out
