"""Monsters on the event board: attacks and spawns, the all-move event, Monster Unleashed, the Pursuit.

The empty space of a resolving board is its Monster event (data ``event_board.monster_events``). The top
three are alike: every monster of one colour activates (from the frontmost), then the frontmost monster of
a second colour, then monsters of a third colour spawn -- one per active, unblocked Monster Portal of that
colour, placed one by each car from the rearmost forward. The fourth moves every monster one car forward
(from the frontmost).

Activation: a monster by a car with living passengers attacks (its card, data ``monster_cards``: game
effects in that car, passengers taken in the universal order); by a car without them it moves two cars
forward. A monster that reaches (or is placed by) the Locomotive is unleashed: it goes to the Pursuit and
the top Monster Unleashed card is resolved, then goes to the bottom. Short of a colour in the pool, spawns
take the next colour in the starting portal's order; an empty pool loses the game at once. Monsters in the
Pursuit are never activated; at the very end of the board they come back by the rearmost car.
"""
from __future__ import annotations

from ..i18n import Msg, N_, NN_
from . import effects, end, fight, passengers, train
from .effects import Step, always
from .records import Monster

LAST = 6


def attack_event(st, spec, ev) -> None:
    """Schedule one attack-and-spawn event: all of ``spec.all``, the frontmost ``spec.front``, spawn ``spec.spawn``."""
    c = effects.ctx(st.cur, "monsters", by="game")
    ev.append(st.event(NN_("Monster event: every {a} monster activates, then the frontmost {f} one; {s} monster spawns.",
                           "Monster event: every {a} monster activates, then the frontmost {f} one; {s} monsters spawn.",
                           count="s"),
                       {"a": spec["all"], "f": spec["front"], "s": spec["spawn"]}, "monsters"))
    work = [{"do": "monsters_all", "colour": spec["all"]}, {"do": "monster_front", "colour": spec["front"]},
            {"do": "spawn", "colour": spec["spawn"]}]
    effects.push(st, work, c)


def move_event(st, n, ev) -> None:
    """Every monster moves ``n`` cars forward, one at a time from the frontmost, each once. Each is a step of its
    own, so a monster that reaches the Locomotive has its Monster Unleashed card resolved in full before the
    next monster moves."""
    ev.append(st.event(NN_("Monster event: every monster moves {n} car forward.", "Monster event: every monster moves {n} cars forward."), {"n": n}, "monsters"))
    effects.push(st, [{"do": "monster_move", "colour": m.colour, "car": m.car, "n": n} for m in st.monsters],
                 effects.ctx(st.cur, "monsters", by="game"))


def _move(st, e, c, ev) -> None:
    """One monster's move of ``move_event`` (the monster of that colour by that car, if it is still there)."""
    m = _find(st, e["colour"], e["car"])
    if m is None:   # no longer there
        return
    advance(st, m, e["n"], ev)


def _find(st, colour, car):
    """The first monster of ``colour`` by ``car`` (the one an effect names), None if there is none."""
    for m in st.monsters:
        if m.car == car and m.colour == colour:
            return m
    return None


def _all(st, e, c, ev) -> None:
    col = e["colour"]
    mons = [m.car for m in st.monsters if m.colour == col]
    if not mons:
        ev.append(st.event(N_("No {colour} monster is by the train."), {"colour": col}, "monsters"))
        return
    effects.push(st, [{"do": "monster_act", "colour": col, "car": k} for k in mons], c)


def _front(st, e, c, ev) -> None:
    col = e["colour"]
    m = next((m for m in st.monsters if m.colour == col), None)
    if m is None:
        ev.append(st.event(N_("No {colour} monster is by the train."), {"colour": col}, "monsters"))
        return
    effects.push(st, {"do": "monster_act", "colour": col, "car": m.car}, c)


def _act(st, e, c, ev) -> None:
    col, car = e["colour"], e["car"]
    m = _find(st, col, car)
    if m is None:   # no longer there
        return
    if passengers.alive_in(st, car):
        card = st.comp.table["monster_cards"][col]
        ev.append(st.event(N_("The {colour} monster by car {car} attacks."), {"colour": col, "car": car}, "monsters"))
        effects.push(st, card["attack"], dict(c, car=car))
    else:
        ev.append(st.event(N_("No passengers in car {car}: the {colour} monster moves forward."), {"colour": col, "car": car}, "monsters"))
        advance(st, m, st.comp.table["monster_move"], ev)


def advance(st, m, n, ev) -> None:
    """Move monster ``m`` (a ``[colour, car]`` entry) ``n`` cars forward; reaching the Locomotive unleashes it."""
    to = m.car - n
    if to <= 0:
        st.monsters.remove(m)
        unleash(st, m.colour, ev)
        return
    ev.append(st.event(N_("The {colour} monster moves from car {frm} to car {to}."), {"colour": m.colour, "frm": m.car, "to": to}, "monsters"))
    m.car = to
    fight.sort(st)


def unleash(st, colour, ev) -> None:
    """The monster is at the Locomotive: to the Pursuit, and the top Monster Unleashed card is resolved."""
    st.pursuit.append(colour)
    card_id = st.unleashed_deck.pop(0)
    st.unleashed_deck.append(card_id)
    card = next(x for x in st.comp.table["unleashed_cards"] if x["id"] == card_id)
    ev.append(st.event(N_("Monster Unleashed! The {colour} monster reaches the Locomotive and goes to the Pursuit: {name}."),
                       {"colour": colour, "name": Msg(card["name"])}, "monsters", reveal=True))
    effects.push(st, card["effect"], dict(effects.ctx(st.cur, "monsters", by="game"), car=0))


def active_portals(st, colour, ev, use_blocks=True) -> int:
    n = 0
    for pid in train.revealed_portals(st):
        p = train.portal(st, pid)
        if p["type"] == "monster" and colour in p["colours"] and train.active(st, pid):
            if use_blocks and train.blocked(st, pid, "monsters", ev):
                continue
            n += 1
    return n


def next_colour(st, colour):
    """``colour`` if the pool has one, else the next colour in the starting portal's order that has one."""
    order = st.colours
    i = order.index(colour)
    for j in range(len(order)):
        c = order[(i + j) % len(order)]
        if st.pool[c] > 0:
            return c
    return None


def _spawn(st, e, c, ev) -> None:
    """Count the active portals of the colour, then place that many monsters one at a time from the rearmost car
    (each a step of its own, so one placed at the Locomotive has its card resolved before the next is placed)."""
    colour = e["colour"]
    n = active_portals(st, colour, ev)
    ev.append(st.event(NN_("{n} active {colour} Monster Portal: {n} monster spawns.", "{n} active {colour} Monster Portals: {n} monsters spawn."), {"n": n, "colour": colour}, "monsters"))
    if n:
        effects.push(st, [{"do": "spawn_one", "colour": colour, "car": LAST - i} for i in range(n)], c)


def _spawn_one(st, e, c, ev) -> None:
    colour, car = e["colour"], e["car"]
    col = next_colour(st, colour)
    if col is None:   # the pool is empty: the game is lost
        end.check_pools(st, ev)
        return
    st.pool[col] -= 1
    if col != colour:
        ev.append(st.event(N_("No {colour} monster left: a {other} one spawns instead."), {"colour": colour, "other": col}, "monsters"))
    if car <= 0:
        unleash(st, col, ev)
    else:
        st.monsters.append(Monster(col, car))
        fight.sort(st)
        ev.append(st.event(N_("A {colour} monster spawns by car {car}."), {"colour": col, "car": car}, "monsters"))
    end.check_pools(st, ev)


def pursuit(st, ev) -> None:
    if not st.pursuit:
        return
    for col in st.pursuit:
        st.monsters.append(Monster(col, LAST))
    ev.append(st.event(NN_("The Pursuit: {n} monster comes back by the rearmost car.", "The Pursuit: {n} monsters come back by the rearmost car."), {"n": len(st.pursuit)}, "monsters"))
    st.pursuit = []
    fight.sort(st)


# engine-only steps (never in data files): they always run
effects.register(*(Step(name, can=always, run=run) for name, run in (
    ("monsters_all", _all), ("monster_front", _front), ("monster_act", _act), ("spawn", _spawn),
    ("spawn_one", _spawn_one), ("monster_move", _move))))
