"""The event step: drawing event tokens, and every token of the rulebook's appendix.

The bag is ``state.event_bag`` (a draw takes a uniformly random token:
``rng.below``), the discard ``state.event_discard``, the four board spaces
``state.event_board`` (a stack per space, the topmost token last). The token
in hand while the players may still redraw is ``state.drawn``.

* Regular tokens (a space on the board, 1 to 4 dots) go on top of their space
  and end the step; Fast tokens are resolved, discarded and another token is
  drawn; Slow tokens are resolved, discarded and end the step.
* Redrawing: with an Occult token (banished) the token just drawn goes back
  and another is drawn -- not when the bag is empty after the draw.
* An empty bag is refilled from the discard only when a token is needed
  (never from the board); a Fast token drawn last is in the discard by then,
  so it goes back with the rest.

The phases (``phases.py``) are ``event`` -> ``draw`` -> (``redraw``) ->
``token`` -> ``place`` | ``weaken`` -> ``incantation`` | ``fez`` |
``appendix``; each step is one hook here.

``event_odds(state)`` gives the exact chance that this turn's event step ends
with the board resolving, and which space is left empty then.
"""
from __future__ import annotations

from collections import Counter
from fractions import Fraction

from ..i18n import Msg, N_, NN_
from . import effects, grimoire, phases, train
from .actions import label
from .effects import Step, always

TOKEN_NAMES = {
    "portal": N_("Inscription Portal"), "portal_x": N_("Inscription Portal (crossed out)"),
    "vampire_front": N_("Vampire (toward the Locomotive)"), "vampire_back": N_("Vampire (toward the back)"),
    "ritual": N_("Ritual"), "ritual_x": N_("Ritual (crossed out)"), "passenger": N_("Passenger Reaction"),
    "incantation_fast": N_("Incantation (fast)"), "incantation_slow": N_("Incantation (slow)"),
    "train_moves": N_("Train Moves"), "occult": N_("Occult"), "favor": N_("Favor"), "grimoire": N_("Grimoire"),
    "fez": N_("Blood-Red Fez"), "lucky": N_("Lucky"), "still_time": N_("There is still time"),
}
FAST_LIMIT = 60   # Fast tokens in one step before the engine stops (only reachable with no Regular/Slow token left)
TYPE_NAMES = {"regular": N_("regular"), "fast": N_("fast"), "slow": N_("slow")}


def kinds(st) -> dict:
    return st.comp.table["event_tokens"]["kinds"]


def kind(st, tok) -> dict:
    return st.comp.table["event_tokens"]["kinds"][tok]


def token_msg(tok) -> Msg:
    return label(TOKEN_NAMES.get(tok, tok))


# ---------------------------------------------------------------- hooks of the phases
def begin(st, ev) -> None:
    st.drawn = None
    st.redrawn = False
    st.fast_chain = 0
    ev.append(st.event(N_("The event step: {player} draws from the event bag."), {}, "event_step", st.cur))


def draw(st, ev) -> None:
    """Take one token from the bag (refilled from the discard if empty)."""
    st.redrawn = None   # undecided until the players keep it or put it back
    if not st.event_bag:
        if not st.event_discard:
            ev.append(st.event(N_("The event bag and the discard are both empty: nothing to draw."), {}, "event_step"))
            st.drawn = None
            return
        st.event_bag.extend(st.event_discard)
        st.event_discard.clear()
        ev.append(st.event(NN_("The event bag is empty: the {n} discarded token goes back into it.",
                               "The event bag is empty: the {n} discarded tokens go back into it."),
                           {"n": len(st.event_bag)}, "event_step"))
    if st.fast_chain > FAST_LIMIT:
        ev.append(st.event(N_("Only Fast tokens keep coming: the step ends (a safety stop)."), {}, "event_step"))
        st.drawn = None
        return
    tok = st.event_bag.pop(st.rng.below(len(st.event_bag)))
    st.drawn = tok
    ev.append(st.event(N_("Event token drawn: {token} ({type})."), {"token": token_msg(tok), "type": label(TYPE_NAMES[st.comp.token_type[tok]])},
                       "event_step", reveal=True))


def may_redraw(st) -> bool:
    return st.drawn is not None and st.occult > 0 and st.event_bag != []


def redraw(st, ev) -> None:
    """Spend (banish) an Occult token: the token goes back into the bag; the machine draws again."""
    tok = st.drawn
    st.event_bag.append(tok)
    st.drawn = None
    st.redrawn = True
    grimoire.spend(st, 1, "event_step", ev)
    ev.append(st.event(N_("The {token} token goes back into the event bag to be drawn again."), {"token": token_msg(tok)}, "event_step"))


def keep(st, ev) -> None:
    st.redrawn = False
    ev.append(st.event(N_("The investigators keep the {token} token."), {"token": token_msg(st.drawn)}, "event_step"))


def take(st, ev) -> None:
    """The token in hand is resolved now (routing by its kind is the phase table's)."""
    st.last_token = st.drawn
    if st.comp.token_type.get(st.drawn) == "fast":   # (None: no token in hand)
        st.fast_chain += 1


def place(st, ev) -> None:
    tok = st.drawn
    k = kind(st, tok)
    st.event_board[k["space"]].append(tok)
    st.drawn = None
    names = st.comp.table["event_board"]["spaces"]
    ev.append(st.event(N_("The {token} token goes on space {k} of the event board ({space}); {n} token(s) there now."),
                       {"token": token_msg(tok), "k": k["space"] + 1, "space": label(SPACE_NAMES[names[k["space"]]]),
                        "n": len(st.event_board[k["space"]])}, "event_board"))


SPACE_NAMES = {"portal": N_("Inscription Portals"), "vampire": N_("Vampire"), "ritual": N_("Ritual"),
               "passenger": N_("Passenger Reaction")}


def discard_drawn(st, ev) -> None:
    tok = st.drawn
    if tok is None:
        return
    st.event_discard.append(tok)
    st.drawn = None


def appendix(st, ev) -> None:
    """Resolve a Fast or Slow token other than an Incantation (and the Fez after its first draw)."""
    tok = st.drawn
    if tok is None:
        return
    what = st.comp.token_effect[tok]
    st.last_token = tok
    discard_drawn(st, ev)   # reading: the token is discarded as it resolves (nothing in between looks at it)
    resolve = APPENDIX.get(what)
    if resolve is not None:
        resolve(st, ev)


def _train_moves(st, ev) -> None:
    ev.append(st.event(N_("Train Moves: the train moves one space (speed plays no part)."), {}, "event_tokens"))
    train.move(st, ev, "event_tokens")


def _occult(st, ev) -> None:
    if grimoire.can_gain(st):
        grimoire.gain_occult(st, "event_tokens", ev)
    else:
        ev.append(st.event(N_("No Occult tokens are left in the Grimoire."), {}, "event_tokens"))


def _favor(st, ev) -> None:
    effects.push(st, {"do": "favor", "where": "any"}, effects.ctx(st.cur, "event_tokens"))


def _lucky(st, ev) -> None:
    ev.append(st.event(N_("Lucky: nothing happens."), {}, "event_tokens"))


def _still_time(st, ev) -> None:
    st.hold_train = True
    ev.append(st.event(N_("There is still time: the train will not move at the end of this turn."), {}, "event_tokens"))


def grimoire_token(st, ev) -> None:
    """Sanity tokens on spells go to the bottom of the Grimoire; then one essence is banished per token there."""
    moved = 0
    for slot in st.grimoire:
        moved += slot[2]
        slot[2] = 0
    st.grimoire_bottom += moved
    ev.append(st.event(NN_("Grimoire: {n} sanity token moves from the spells to the bottom ({there} there now).",
                           "Grimoire: {n} sanity tokens move from the spells to the bottom ({there} there now)."),
                       {"n": moved, "there": st.grimoire_bottom}, "event_tokens"))
    if st.grimoire_bottom:
        train.banish_pool(st, st.grimoire_bottom, "event_tokens", ev)


#: a Fast or Slow token's effect -> hook(state, events) that resolves it; the effects of a rules module are registered
#: by that module (the Fez: ``fez.token``)
APPENDIX: dict = {"train_moves": _train_moves, "occult": _occult, "favor": _favor, "grimoire": grimoire_token,
                  "lucky": _lucky, "still_time": _still_time}


# ---------------------------------------------------------------- conditions of the phase table
# (each reads the data set's token tables; no token in hand, None, is in neither)
def is_regular(st) -> bool:
    return st.comp.token_type.get(st.drawn) == "regular"


def is_incantation(st) -> bool:
    return st.comp.token_effect.get(st.drawn) == "incantation"


def last_fast(st) -> bool:
    """The token just resolved was Fast: draw again."""
    return st.comp.token_type.get(st.last_token) == "fast"


def board_full(st) -> bool:
    if st.hold_train and st.rulings["still_time_board"] == "skip":
        return False
    board = st.event_board   # the spaces holding tokens: those that are not empty lists
    return len(board) - board.count([]) >= st.comp.table["event_board"]["resolve_at"]


# ---------------------------------------------------------------- odds
def _adds(st, tok) -> int:
    """Incantation Fast tokens a Fast token itself puts into the bag (a ritual whose Incantation always
    escalates): escalation adds one while the supply lasts."""
    if kind(st, tok).get("effect") != "incantation":
        return 0
    inc = st.comp.rituals[st.ritual]["incantation"]
    before = inc.get("before", [])
    before = before if isinstance(before, list) else [before]
    return sum(1 for x in before if isinstance(x, dict) and x.get("do") == "escalate")


def event_odds(st) -> dict:
    """Exact odds (Fractions) for this turn's event step, from the current bag, discard and board, assuming
    no Occult redraws and no weakening: ``resolve`` -- the board resolves after the step; ``empty`` -- for each
    Regular space (by name), the chance the board resolves with that space the empty one; ``none_empty`` --
    it resolves with all four spaces held. Fast tokens count with what they add to the bag (the refill from
    the discard, Incantation Fast tokens from an escalating Incantation)."""
    ks = kinds(st)
    names = st.comp.table["event_board"]["spaces"]
    need = st.comp.table["event_board"]["resolve_at"]
    supply = st.event_supply.count("incantation_fast")
    adds = {t: _adds(st, t) for t in ks}
    memo: dict = {}

    def outcome(occ):
        occ = frozenset(occ)
        if len(occ) < need:
            return {}
        empty = [i for i in range(4) if i not in occ]
        return {empty[0] if empty else None: Fraction(1)}

    def go(bag, disc, occ, sup, depth):
        key = (bag, disc, occ, sup)
        if key in memo:
            return memo[key]
        if depth > 60:
            return {}
        b = Counter(dict(bag))
        d = Counter(dict(disc))
        if not b:
            if not d:
                return outcome(occ)
            b, d = d, Counter()
        total = sum(b.values())
        res: dict = {}
        for t, n in b.items():
            p = Fraction(n, total)
            k = ks[t]
            if k["type"] == "regular":
                sub = outcome(occ | {k["space"]})
            elif k["type"] == "slow":
                sub = outcome(occ)
            else:
                nb = b.copy()
                nb[t] -= 1
                nd = d.copy()
                nd[t] += 1
                a = min(adds[t], sup)
                if a:
                    nb["incantation_fast"] += a
                sub = go(_key(nb), _key(nd), occ, sup - a, depth + 1)
            for e, q in sub.items():
                res[e] = res.get(e, 0) + p * q
        memo[key] = res
        return res

    occ0 = frozenset(i for i in range(4) if st.event_board[i])
    res = go(_key(Counter(st.event_bag)), _key(Counter(st.event_discard)), occ0, supply, 0)
    return {"resolve": sum(res.values(), Fraction(0)),
            "empty": {names[i]: res.get(i, Fraction(0)) for i in range(4)},
            "none_empty": res.get(None, Fraction(0))}


def _key(c: Counter) -> tuple:
    return tuple(sorted((t, n) for t, n in c.items() if n > 0))


def is_fez(st) -> bool:
    return st.comp.token_effect.get(st.drawn) == "fez"


# ---------------------------------------------------------------- the event step's primitive, hooks and conditions
def _difficulty_token(st, e, c, ev) -> None:
    """A difficulty token from the supply goes into the event bag (if it is still in the supply)."""
    if e["token"] in st.event_supply:
        st.event_supply.remove(e["token"])
        st.event_bag.append(e["token"])
        ev.append(st.event(N_("A difficulty token ({token}) goes into the event bag."), {"token": token_msg(e["token"])}, c["rule"]))


effects.register(Step("difficulty_token", can=always, run=_difficulty_token, schema={"token": "str"},
                      words=lambda e, comp: Msg(N_("{token} into the event bag"), {"token": token_msg(e["token"])})))
phases.hooks(begin_event=begin, draw_token=draw, take_token=take, place_token=place, appendix=appendix)
phases.conditions(may_redraw=may_redraw, is_regular=is_regular, is_incantation=is_incantation, last_fast=last_fast,
                  board_full=board_full)
