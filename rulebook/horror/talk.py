"""Talking: the conversation bag.

Prepare (draw X tokens, put back any), converse (draw one by one until you
stop -- a success -- or a third information token of one kind appears -- a
failure), resolve (success: one clue of the kind of every pair, then the
green rewards; failure: one clue of the failing kind, then the red
penalties), and every token goes back into the bag.

The bag is ``state.bag``, a list in random order; the top is the end of the
list. A talk in progress is the stack frame :class:`~.frames.Talk` (``drawn``:
the tokens drawn, ``stage``: "prepare" or "converse"; saved as ``["talk", ctx,
{"drawn": [...], "stage": ...}]``).

``talk_odds(state)`` is the exact chance (a Fraction) that the next draw
fails the talk.
"""
from __future__ import annotations

from fractions import Fraction

from ..i18n import Msg, N_, NN_
from . import effects, passengers
from .actions import Converse, DrawToken, ReturnToken, StopTalk, conv_token_msg, join_msgs
from .effects import Step
from .frames import Talk

HORIZONTAL = ("ticket", "desire", "feature", "class1", "class2")
GREEN = {"favor": {"do": "favor", "where": "any"}, "item": {"do": "gain", "what": "item", "n": 1},
         "occult": {"do": "gain", "what": "occult", "n": 1}, "clue": {"do": "reveal", "kind": "any", "n": 1}}
RED = {"sanity": {"do": "lose", "what": "sanity", "n": 1}, "health": {"do": "lose", "what": "health", "n": 1},
       "essence": {"do": "essence_pool", "n": 1}}


def start(st, x, c, ev) -> None:
    drawn = [st.bag.pop() for _ in range(min(x, len(st.bag)))]
    st.stack.append(Talk(c, {"drawn": drawn, "stage": "prepare"}))
    ev.append(st.event(NN_("{player} prepares a talk and draws {n} conversation token: {tokens}.",
                           "{player} prepares a talk and draws {n} conversation tokens: {tokens}."),
                       {"n": len(drawn), "tokens": token_list(drawn)}, "talk", c["p"], reveal=True))


def token_list(drawn):
    """Conversation tokens in words, as one list."""
    return join_msgs([conv_token_msg(tok) for tok in drawn])


def frame(st):
    return st.stack[-1] if st.stack and st.stack[-1].KIND == "talk" else None


def options(st, fr) -> list:
    t = fr.talk
    if t["stage"] == "prepare":
        return [ReturnToken.of(tok) for tok in sorted(set(t["drawn"]))] + [Converse.of()]
    return ([DrawToken.of()] if st.bag else []) + [StopTalk.of()]


def _third(drawn):
    for h in HORIZONTAL:
        if drawn.count(h) >= 3:
            return h
    return None


def do(st, a, ev) -> None:
    fr = st.stack[-1]
    step = TALK_DO.get(type(a))
    if step is not None:
        step(st, a, fr.ctx, fr.talk, ev)


def _return(st, a, c, t, ev) -> None:
    t["drawn"].remove(a.token)
    st.bag.insert(st.rng.below(len(st.bag) + 1), a.token)
    ev.append(st.event(N_("{player} puts the {token} token back into the bag."), {"token": conv_token_msg(a.token)}, "talk", c["p"]))


def _converse(st, a, c, t, ev) -> None:
    t["stage"] = "converse"
    ev.append(st.event(N_("{player} starts conversing."), {}, "talk", c["p"]))
    bad = _third(t["drawn"])
    if bad:
        _resolve(st, False, bad, ev)


def _draw(st, a, c, t, ev) -> None:
    tok = st.bag.pop()
    t["drawn"].append(tok)
    ev.append(st.event(N_("{player} draws the {token} token."), {"token": conv_token_msg(tok)}, "talk", c["p"], reveal=True))
    if tok in HORIZONTAL and t["drawn"].count(tok) >= 3:
        _resolve(st, False, tok, ev)


#: a choice of the talk -> f(st, action, the talk's context, the talk, events)
TALK_DO = {
    ReturnToken: _return,
    Converse: _converse,
    DrawToken: _draw,
    StopTalk: lambda st, a, c, t, ev: _resolve(st, True, None, ev),
}


def _resolve(st, success, bad, ev) -> None:
    fr = st.stack.pop()
    c, drawn = fr.ctx, fr.drawn
    todo = []
    if success:
        ev.append(st.event(N_("The talk succeeds."), {}, "talk", c["p"]))
        for h in HORIZONTAL:
            if drawn.count(h) == 2:
                todo.append({"do": "reveal", "kind": h, "n": 1})
        for tok in drawn:
            if tok.startswith("g:"):
                todo.append(GREEN[tok[2:]])
    else:
        ev.append(st.event(N_("A third {token} token: the talk fails."), {"token": conv_token_msg(bad)}, "talk", c["p"]))
        todo.append({"do": "reveal", "kind": bad, "n": 1})
        for tok in drawn:
            if tok.startswith("r:"):
                todo.append(RED[tok[2:]])
    for tok in drawn:
        st.bag.insert(st.rng.below(len(st.bag) + 1), tok)
    ev.append(st.event(NN_("The {n} drawn token goes back into the conversation bag.", "All {n} drawn tokens go back into the conversation bag."), {"n": len(drawn)}, "talk"))
    if todo:
        effects.push(st, {"seq": todo}, dict(c, rule="talk"))


def talk_odds(st) -> Fraction:
    """The exact chance that the next token drawn fails the talk in progress (0 when no talk is on)."""
    fr = frame(st)
    if fr is None or not st.bag:
        return Fraction(0)
    drawn = fr.drawn
    bad = sum(1 for tok in st.bag if tok in HORIZONTAL and drawn.count(tok) == 2)
    return Fraction(bad, len(st.bag))


# ---------------------------------------------------------------- the talk primitives of the effect language
def talk_target_here(st, car, target) -> bool:
    """Someone a talk can be aimed at is in ``car``: a passenger (not dead), a suspect, or either ("person")."""
    if target != "suspect" and passengers.alive_in(st, car):
        return True
    if target != "passenger":
        for s in st.suspects:
            if s.car == car:
                return True
    return False


def _talk_can(e):
    target = e.get("target", "person")
    return lambda st, c: talk_target_here(st, effects.here(st, c), target)


def _clue_token(st, e, c, ev) -> None:
    """The Clue conversation token set aside goes into the bag (at a random place)."""
    if st.conv_aside:
        st.bag.insert(st.rng.below(len(st.bag) + 1), st.conv_aside.pop())
        ev.append(st.event(N_("The Clue conversation token goes into the conversation bag."), {}, "talk"))


_TARGET = {"passenger": N_("a passenger"), "suspect": N_("a suspect"), "person": N_("anyone")}

effects.register(
    Step("talk", can=_talk_can, run=lambda st, e, c, ev: start(st, e["x"], c, ev),
         schema={"x": "int", "target": "target"}, optional=("target",),
         words=lambda e, comp: Msg(N_("Talk {x} ({target})"),
                                   {"x": e["x"], "target": Msg(_TARGET.get(e.get("target"), N_("anyone")))})),
    Step("clue_token", can=lambda e: lambda st, c: bool(st.conv_aside), run=_clue_token, schema={},
         words=lambda e, comp: Msg(N_("the Clue token goes into the bag"))),
)
