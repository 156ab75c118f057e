"""Resting: restore the rest tile's stamina (never above health), spend one experience per experience
symbol the used markers uncovered on the action track (upgrade a used first-level skill, learn a
specialty skill, gain an Occult token), then every action marker goes back. Frame: :class:`~.frames.Rest` (saved as ``["rest", ctx, xp]``)."""
from __future__ import annotations

from ..i18n import Msg, N_
from . import effects, grimoire, investigators
from .effects import Step, always
from .frames import Rest
from .actions import FinishRest, GainOccult, LearnSkill, UpgradeSkill


def experience(st, p) -> int:
    x = st.inv[p]
    t = x.track
    n = st.comp.rest_tiles[x.rest].get("extra_experience", 0)
    for k in st.comp.table["action_track"]["experience_at"]:
        if k < t:
            n += 1
    return n


def start(st, p, ev) -> None:
    x = st.inv[p]
    tile = st.comp.rest_tiles[x.rest]
    before = x.stamina
    x.stamina = min(x.health, x.stamina + tile["stamina"])
    ev.append(st.event(N_("{player} rests and restores stamina from {a} to {b}."), {"a": before, "b": x.stamina}, "rest", p))
    xp = experience(st, p)
    ev.append(st.event(N_("{player} has {n} experience to spend."), {"n": xp}, "rest", p))
    st.stack.append(Rest({"p": p, "rule": "rest"}, xp))
    settle(st, ev)


def options(st, fr) -> list:
    p, xp = fr.seat, fr.xp
    if xp <= 0:
        return []
    x = st.inv[p]
    out = []
    for k, sid in enumerate(x.slots):
        if sid and x.marked[k] and st.comp.skills[sid]["level"] == 1:
            out.append(UpgradeSkill.of(sid))
    n = len(x.slots)
    for sid in specialties(st, p):
        row = _LEARN.get((sid, n))
        if row is None:
            row = _LEARN[sid, n] = tuple(LearnSkill.of(sid, k) for k in range(n))
        out.extend(row)
    if grimoire.can_gain(st):
        out.append(GainOccult.of())
    return out


_LEARN: dict = {}   # (specialty skill id, slots) -> LearnSkill of each slot


def specialties(st, p) -> list:
    """The specialty skills seat ``p`` has not learned yet (``comp.specialties``: each investigator's, in order)."""
    x = st.inv[p]
    return [s for s in st.comp.specialties[x.id] if s not in x.learned]


def choices(st, fr) -> list:
    """The legal actions in rest frame ``fr``: what experience can buy, then finishing."""
    opts = options(st, fr)
    opts.append(FINISH)
    return opts


FINISH = FinishRest.of()


def settle(st, ev) -> None:
    """Finish resting when nothing is left to spend; else the choices just listed are the legal actions now (kept
    through ``st._asked`` as for an ask frame: ``HorrorState._do`` keeps them)."""
    fr = st.stack[-1]
    opts = choices(st, fr)
    if len(opts) == 1:   # finishing only
        finish(st, ev)
    else:
        st._asked = (fr, opts)


def do(st, a, ev) -> None:
    fr = st.stack[-1]
    p = fr.seat
    x = st.inv[p]
    if isinstance(a, FinishRest):
        finish(st, ev)
        return
    fr.xp -= 1
    if isinstance(a, UpgradeSkill):
        k = x.slots.index(a.skill)
        new = st.comp.skills[a.skill]["upgrade"]
        x.slots[k] = new
        x.upgraded.append(a.skill)
        ev.append(st.event(N_("{player} upgrades {old} to {new}."), {"old": Msg(st.comp.skills[a.skill]["name"]),
                                                                    "new": Msg(st.comp.skills[new]["name"])}, "rest", p))
    elif isinstance(a, LearnSkill):
        old = x.slots[a.slot]
        x.slots[a.slot] = a.skill
        x.learned.append(a.skill)
        ev.append(st.event(N_("{player} learns {new} in slot {k}."), {"new": Msg(st.comp.skills[a.skill]["name"]), "k": a.slot + 1},
                           "rest", p))
        if old:
            x.replaced.append(old)
    elif isinstance(a, GainOccult):
        grimoire.gain_occult(st, "rest", ev)
    settle(st, ev)


def finish(st, ev) -> None:
    fr = st.stack.pop()
    investigators.refresh(st, fr.seat, "rest", ev)


def _rest_tile(st, e, c, ev) -> None:
    """The investigator takes another rest tile (``tile``)."""
    st.inv[c["p"]].rest = e["tile"]
    ev.append(st.event(N_("{player} takes the {tile} tile."), {"tile": Msg(st.comp.rest_tiles[e["tile"]]["name"])}, c["rule"], c["p"]))


def _rest_tile_words(e, comp):
    tile = comp.rest_tiles[e["tile"]]["name"] if comp is not None and e["tile"] in comp.rest_tiles else e["tile"]
    return Msg(N_("take the {tile} tile"), {"tile": Msg(tile)})


effects.register(Step("rest_tile", can=always, run=_rest_tile, schema={"tile": "str"}, words=_rest_tile_words))
