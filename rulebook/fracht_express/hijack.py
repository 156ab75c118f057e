"""Rules of the section "variants": the Hijack station action (option ``hijack="<letter>"``).

The chosen station's special action becomes the Hijack: the player discards a hand card and drives another
player's locomotive as many ties as that card's action number. Only a locomotive standing on a distance card
can be hijacked, never one in a station, and nobody may be driven off the rails by it.

After the choice of :class:`Hijack` (card, seat) the drive is an ordinary move unit of the hijacked
locomotive, ``Drive(seat, ties, False, None, [], no_derail=True)`` (:class:`~.units.Drive`), decided by the
active player (``current_player`` stays the hijacker): never backwards, switches chosen by the hijacker,
other locomotives shoved, a station ends it.

Readings (``GAPS.md``): the option replaces the chosen station's own action; "another player's" locomotive --
one's own cannot be hijacked; a way into an empty space is not offered and a shove that would derail stops the
drive; the hijacked locomotive's owner takes the crossing check (and chooses the cars given up); arriving in a
station this way gives nobody a special action.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_, Seat
from .actions import Hijack
from .units import Drive, Hijacking

RULE = "variants"
KIND = "hijack"
NAME = N_("hijack another player's locomotive")
UNITS = ("hijack",)
WHAT = N_("the hijack")


def targets(st, p) -> list:
    """Seats whose locomotive stands on a distance card with some way on that does not run off the rails."""
    out = []
    net = st.net
    for q, pl in enumerate(st.players):
        if q == p or pl.pos[0] != "T":
            continue
        if any(n[0] != "E" for n, _ in net.ahead(pl.pos, pl.facing)):
            out.append(q)
    return out


def available(st, p):
    return bool(st.players[p].hand) and bool(targets(st, p))


def begin(st, p):
    return Hijacking(p)


def settle(st, u, ev):
    if available(st, u.seat):
        return False
    st.stack.pop()
    return True


def legal(st, u, out):
    qs = targets(st, u.seat)
    for c in sorted(set(st.players[u.seat].hand)):
        out.extend(Hijack(c, q) for q in qs)


def do(st, u, a, ev):
    p = u.seat
    st.stack.pop()
    st.players[p].hand.remove(a.card)
    st.discard.append(a.card)
    k = st.comp.cards[a.card].action
    ev.append(st.event(NN_("{player} discards {card} and drives {owner}'s locomotive {n} tie.",
                           "{player} discards {card} and drives {owner}'s locomotive {n} ties."),
                       {"card": a.card, "owner": Seat(a.seat), "n": k}, RULE, p))
    st.stack.append(Drive(a.seat, k, False, None, [], True))


def why_not(st, u, a):
    if type(a) is not Hijack:
        return RuleViolation(RULE, Msg(N_("First choose a card to discard and the locomotive to hijack.")))
    p = u.seat
    if a.card not in st.players[p].hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    if a.seat == p:
        return RuleViolation(RULE, Msg(N_("A hijack drives another player's locomotive, not your own.")))
    if a.seat not in range(st.n):
        return RuleViolation(RULE, Msg(N_("There is no player {n} at this table."), {"n": a.seat + 1}))
    if st.players[a.seat].pos[0] != "T":
        return RuleViolation(RULE, Msg(N_("Player {n}'s locomotive stands in a station; only one on a distance "
                                          "card can be hijacked."), {"n": a.seat + 1}))
    return RuleViolation(RULE, Msg(N_("Player {n}'s locomotive has no way on that stays on the rails."),
                                   {"n": a.seat + 1}))


def prompt(st, u, who):
    return Msg(N_("{player}: choose a card to discard and the locomotive to hijack."), {"player": who})
