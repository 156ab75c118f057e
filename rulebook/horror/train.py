"""The train, landscapes, portals and essence.

``state.space`` is the track space the front of the train touches (43 at the
start, 0 at the destination). ``state.tiles`` lists the landscapes along the
track as ``[landscape id, first space, last space, face up]`` (spaces count
down). A tile is current while any space the train covers lies on it
(the train covers ``train_length`` spaces from its front backwards) and past
once the whole train has left it. ``state.portals`` maps a portal id
(``<landscape>.<k>``) to its essence tokens.
"""
from __future__ import annotations

from ..i18n import Msg, N_, NN_
from . import effects, end
from .actions import BLOCK_SIDES, PickPortal, label
from .effects import Step, always, refusal
from .names import portal_msg
from .terms import PORTAL


def portal(st, pid) -> dict:
    got = _PORTAL.get(pid)
    if got is not None and got[0] is st.comp:
        return got[1]
    lid, k = pid.rsplit(".", 1)
    p = st.comp.landscapes[lid]["portals"][int(k)]
    _PORTAL[pid] = (st.comp, p)
    return p


def pids(st, lid) -> tuple:
    """The portal ids of landscape ``lid``, portal 0 first (made once per data set)."""
    got = _PIDS.get(lid)
    if got is None or got[0] is not st.comp:
        got = _PIDS[lid] = (st.comp, tuple(f"{lid}.{k}" for k in range(len(st.comp.landscapes[lid]["portals"]))))
    return got[1]


_PORTAL: dict = {}   # portal id -> (component set, its portal data)
_PIDS: dict = {}     # landscape id -> (component set, its portal ids)


def tile_state(st, tile) -> str:
    _, hi, lo, up = tile
    back = st.space + st.comp.table["train_length"] - 1
    if lo > back:
        return "past"
    if hi < st.space:
        return "future"
    return "current"


def essence_portals(st, filt) -> list:
    if filt == "same":
        pid = st.last_portal
        return [pid] if pid and st.portals.get(pid, 0) > 0 else []
    out = []
    for tile in st.tiles:
        if not tile[3]:
            continue
        if filt in ("current", "past") and tile_state(st, tile) != filt:
            continue
        for pid in pids(st, tile[0]):
            if st.portals.get(pid, 0) > 0:
                out.append(pid)
    return out


def any_essence_portal(st, filt) -> bool:
    """Is ``essence_portals(st, filt)`` non-empty? (without building the list)"""
    portals = st.portals
    if filt == "same":
        pid = st.last_portal
        return bool(pid) and portals.get(pid, 0) > 0
    if not portals:
        return False
    comp = st.comp
    space = st.space
    back = space + comp.table["train_length"] - 1
    for tile in st.tiles:
        if not tile[3]:
            continue
        if filt == "current":   # tile_state(st, tile) == filt, spelled out
            if tile[2] > back or tile[1] < space:
                continue
        elif filt == "past":
            if not tile[2] > back:
                continue
        got = _PIDS.get(tile[0])   # pids(st, tile[0]), its cache read here
        for pid in (got[1] if got is not None and got[0] is comp else pids(st, tile[0])):
            if portals.get(pid, 0) > 0:
                return True
    return False


def revealed_portals(st) -> list:
    """Every portal on a face-up landscape, front to back (the frontmost tile first; on a tile, portal 0 is
    the frontmost)."""
    out = []
    for tile in reversed(st.tiles):
        if tile[3]:
            out.extend(pids(st, tile[0]))
    return out


def portal_words(st, pid):
    """A portal as the log names it, the way the picture shows it: its place among its landscape's portals
    (counted from the left) and the landscape's name ("2 on Starting Landscape 1", :func:`.names.portal_msg`,
    which the pictures' labels use too), never its id (``start0.1``); an id that names no portal as it is."""
    return portal_msg(st, pid) or pid


def place_block(st, pid, side, rule, ev) -> None:
    st.blocks -= 1
    st.block_on.setdefault(pid, []).append(side)
    ev.append(st.event(N_("A block token ({side}) is placed on the effect of portal {p}."), {"side": label(BLOCK_SIDES[side]) if side in BLOCK_SIDES else side, "p": portal_words(st, pid)}, rule))


def blocked(st, pid, rule, ev) -> bool:
    """Is the portal's effect blocked now? An x1 token is used up (back to the supply); ∞ stays for good."""
    sides = st.block_on.get(pid)
    if not sides:
        return False
    if "inf" in sides:
        ev.append(st.event(N_("Portal {p} is blocked for the rest of the game."), {"p": portal_words(st, pid)}, rule))
        return True
    sides.remove("x1")
    if not sides:
        del st.block_on[pid]
    st.blocks += 1
    ev.append(st.event(N_("A x1 block token cancels portal {p} this time and goes back to the supply."), {"p": portal_words(st, pid)}, rule))
    return True


def active(st, pid) -> bool:
    return portal(st, pid).get("printed", False) or st.portals.get(pid, 0) > 0


def discard_essence(st, pid, rule, ev) -> None:
    st.portals[pid] -= 1
    st.essence_pool += 1
    st.last_portal = pid
    ev.append(st.event(N_("One essence goes from portal {p} back to the pool ({k} left on it)."),
                       {"p": portal_words(st, pid), "k": st.portals[pid]}, rule))


def place_essence(st, pid, n, rule, ev) -> None:
    k = n if n < st.essence_pool else st.essence_pool   # min(n, pool): a builtin call costs more here
    st.essence_pool -= k
    st.portals[pid] = st.portals.get(pid, 0) + k
    ev.append(st.event(N_("{k} essence goes onto portal {p}."), {"k": k, "p": portal_words(st, pid)}, rule))
    end.check_pools(st, ev)


def banish_pool(st, n, rule, ev) -> None:
    k = n if n < st.essence_pool else st.essence_pool
    st.essence_pool -= k
    st.essence_banished += k
    ev.append(st.event(N_("{k} essence is banished from the pool ({left} left)."), {"k": k, "left": st.essence_pool}, rule))
    end.check_pools(st, ev)


def speed_up(st, rule, ev) -> None:
    st.event_bag.append(st.loco_tokens.pop())
    st.speed += 1
    ev.append(st.event(N_("Train speed rises to {v}; a Train Moves token goes into the event bag."), {"v": st.speed}, rule))


def move(st, ev, rule="train") -> None:
    """The train moves one space (the end of a turn, or a Train Moves token)."""
    if st.space <= 0:
        return
    s = st.space = st.space - 1
    ev.append(st.event(N_("The train moves to space {s}."), {"s": s}, rule))
    for tile in st.tiles:   # every face-down tile the front now touches (the tiles it has not reached fail first)
        if tile[1] >= s and not tile[3] and tile[2] <= s:
            reveal(st, tile, ev)


def reveal(st, tile, ev) -> None:
    """Turn ``tile`` (an entry of ``state.tiles``) face up: its portals take their essence."""
    tile[3] = True
    land = st.comp.landscapes[tile[0]]
    ev.append(st.event(N_("The train enters a new landscape: {name} is revealed."), {"name": label(land["name"])}, "train", reveal=True))
    open_portals = [f"{tile[0]}.{k}" for k, p in enumerate(land["portals"]) if not p.get("printed")]
    for pid in open_portals:
        n = portal(st, pid).get("essence", 0)
        if n:
            place_essence(st, pid, n, "train", ev)
    extra = 0
    for q in st.passengers:
        if q.status == "insane":
            extra += 1
    if open_portals and extra:
        ev.append(st.event(NN_("{n} insane passenger adds essence to the new portals.", "{n} insane passengers add essence to the new portals."), {"n": extra}, "train"))
        for j in range(extra):
            place_essence(st, open_portals[j % len(open_portals)], 1, "train", ev)
            if st.result is not None:
                return
    if "on_reveal" in land:
        effects.push(st, land["on_reveal"], effects.ctx(st.cur, "train", by="game"))


# ---------------------------------------------------------------- the train's primitives of the effect language
def _block_can(e):
    """A block token in the supply and a revealed landscape with a portal to put it on."""
    def block(st, c):
        if st.blocks <= 0:
            return False
        lands = st.comp.landscapes
        return any(t[3] and lands[t[0]]["portals"] for t in st.tiles)
    return block


def _essence_can(e):
    filt = e.get("portal", "any")
    return lambda st, c: any_essence_portal(st, filt)


def _why_not_block(st, a, prim, c, car):
    if st.blocks <= 0:
        return refusal("train", N_("No block tokens are left in the supply."))
    return refusal("train", N_("Portal {p} is not on a face-up landscape."), p=a.portal)


def _why_not_essence(st, a, prim, c, car):
    if st.portals.get(a.portal, 0) <= 0:
        return refusal("essence", N_("Portal {p} holds no essence tokens (printed essence never leaves)."), p=a.portal)
    return refusal("essence", N_("This effect works only on {which} portals."), which=prim.get("portal", "any"))


effects.register(
    Step("essence", can=_essence_can, ask="essence", action=PickPortal, title=N_("choose a portal to take essence from"),
         options=lambda st, prim, c: [PickPortal.of(pid) for pid in essence_portals(st, prim.get("portal", "any"))],
         choose=lambda st, a, prim, c, ev: discard_essence(st, a.portal, c["rule"], ev), why_not=_why_not_essence,
         schema={"n": "int", "portal": "portal"}, optional=("portal",),
         words=lambda e, comp: Msg(N_("discard {n} essence ({portal})"),
                                   {"n": e.get("n", 1), "portal": Msg(PORTAL.get(e.get("portal", "any")))})),
    Step("block", can=_block_can, run=effects.ask_once, ask="block", action=PickPortal, title=N_("choose a portal to block"),
         options=lambda st, prim, c: [PickPortal.of(pid) for pid in revealed_portals(st)] if st.blocks > 0 else [],
         choose=lambda st, a, prim, c, ev: place_block(st, a.portal, prim["side"], c["rule"], ev), why_not=_why_not_block,
         schema={"side": "side"},
         words=lambda e, comp: Msg(N_("block a portal with a {side} token"),
                                   {"side": Msg(BLOCK_SIDES.get(e["side"], e["side"]))})),
    Step("speed", can=lambda e: lambda st, c: bool(st.loco_tokens), run=lambda st, e, c, ev: speed_up(st, c["rule"], ev),
         schema={"n": "int"}, words=lambda e, comp: Msg(N_("train speed +1"))),
    Step("essence_pool", can=always, run=lambda st, e, c, ev: banish_pool(st, e.get("n", 1), c["rule"], ev),
         schema={"n": "int"}, words=lambda e, comp: Msg(N_("banish {n} essence from the pool"), {"n": e.get("n", 1)})),
)
