"""What the position editor offers after a click on a part of a game's picture.

The editor keeps a position as the fields of the game's scenario (``rulebook/<game>/scenario.py``) and
rebuilds it after every edit, so every edit passes the same checks as loading a save. This module only
maps a click to the edits that make sense there: ``choices(game, fields, state, key)`` returns
``[(label, edit), ...]`` where ``label`` is a :class:`~rulebook.i18n.Msg` and ``edit(fields, state)``
changes a copy of the fields in place. No rules here: an edit that would make an impossible position is
offered all the same, and the scenario's check refuses it with its sentence.

>>> import rulebook
>>> from rulebook.first_class.scenario import scenario_from_json
>>> f = {"players": 2, "seed": 1}
>>> s = scenario_from_json(f)
>>> labels = [m.text() for m, _ in choices("first_class", f, s, "coin:0:0")]
>>> labels
['One more coin in this column', 'One coin fewer in this column']
"""
from __future__ import annotations

from rulebook.i18n import N_, Msg

# --------------------------------------------------------------------------- First Class
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


def _fc_choices(fields, st, key) -> list:
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


# --------------------------------------------------------------------------- Horror
def _horror_tokens(fields, st) -> dict:
    """The event tokens in the fields (bag, discard, board), copied from the position the first time; written
    with ``end_turn`` false so that setting tokens leaves the turn as it is (``scenario``)."""
    fields.setdefault("end_turn", False)
    return fields.setdefault("tokens", {"bag": list(st.event_bag), "discard": list(st.event_discard),
                                        "board": [list(sp) for sp in st.event_board]})


def _horror_space(st, k) -> list:
    """Event board space ``k`` (0 = top): put a Regular token of any kind on it (from the discard, else the bag;
    a token the set has no more of, or one of another space, is refused by the scenario), take the top one off."""
    from rulebook.horror.events import token_msg
    out = []

    def put(tok):
        def edit(f, s):
            t = _horror_tokens(f, s)
            for pile in (t["discard"], t["bag"]):
                if tok in pile:
                    pile.remove(tok)
                    break
            t["board"][k].append(tok)
        return edit

    def take(f, s):
        t = _horror_tokens(f, s)
        t["discard"].append(t["board"][k].pop())
    kinds = st.comp.table["event_tokens"]["kinds"]
    for tok, d in kinds.items():
        if d.get("type") == "regular":
            out.append((Msg(N_("Put the event token {token} on this space"), {"token": token_msg(tok)}), put(tok)))
    if st.event_board[k]:
        out.append((Msg(N_("Take the topmost token off this space (into the discard)")), take))
    return out


def _horror_grimoire(st) -> list:
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


def _horror_choices(fields, st, key) -> list:
    from rulebook.horror.data import STATUSES
    part = key.split(":")
    if part[0] == "space" and len(part) == 2:
        return _horror_space(st, int(part[1]))
    if key == "occult":
        return _horror_grimoire(st)
    if part[0] != "car" or len(part) != 2:
        return []
    car = int(part[1])
    out = []

    def monster(colour):
        def edit(f, s):
            f.setdefault("monsters", []).append([colour, car])
        return edit

    def passenger(status):
        def edit(f, s):
            pas = f.setdefault("passengers", {})
            pas[str(car)] = pas.get(str(car), [q[1] for q in s.passengers if q[0] == car and q[1] != "dead"]) + [status]
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
        if x["car"] != car:
            out.append((Msg(N_("Move investigator {n} here"), {"n": seat + 1}), investigator(seat)))
    return out


# --------------------------------------------------------------------------- FrachtExpress
def _fx_choices(fields, st, key) -> list:
    part = key.split(":")
    seat = st.current_player if st.current_player is not None else 0
    spare = st.deck[-1] if st.deck else None          # a card of the supply, to bring onto the table
    out = []
    if part[0] == "spot" and len(part) == 3:
        x, y = int(part[1]), int(part[2])

        def lay(card, turn):
            def edit(f, s):
                f.setdefault("table", []).append([x, y, card, turn])
            return edit
        for card in st.players[seat].hand:
            for turn in (0, 1, 2, 3):
                out.append((Msg(N_("Lay {card} here, turned {n} quarters"), {"card": card, "n": turn}),
                            lay(card, turn)))
        if spare is not None:
            out.append((Msg(N_("Lay {card} from the supply here"), {"card": spare}), lay(spare, 0)))
    elif part[0] == "hand" and len(part) == 2:
        def attach(card):
            def edit(f, s):
                att = f.setdefault("attached", {})
                att[str(seat)] = att.get(str(seat), list(s.players[seat].attached)) + [card]
            return edit
        out.append((Msg(N_("Attach {card} to the locomotive"), {"card": part[1]}), attach(part[1])))
        if spare is not None:
            out.append((Msg(N_("Attach {card} from the supply to the locomotive"), {"card": spare}), attach(spare)))
    return out


CHOICES = {"first_class": _fc_choices, "horror": _horror_choices, "fracht_express": _fx_choices}


def choices(game: str, fields: dict, state, key: str) -> list:
    """``[(label Msg, edit), ...]`` for a click on ``key``; [] when the editor changes nothing there."""
    fn = CHOICES.get(game)
    return fn(fields, state, key) if fn is not None else []
