"""The ritual sheet: Ritual tokens, Incantations (weakened with Occult tokens), Escalation, and the special
rules of Black Magic (Incantation cards), Pestilence and Plague (illness, see ``passengers.set_status``),
Fade to Black (fade and witness tampering tokens) and For Whom the Bell Tolls (numbered effects).

The five sheets are data (``data/rituals.json``, illustrative: the rulebook gives their structure, not
their texts). A sheet has ``ritual`` (done after a Ritual token is added), ``incantation`` and
``escalation`` effects. An Incantation's strength is ``count`` (usually the number of Ritual tokens on the
sheet) less the Occult tokens spent on it; its ``mode`` says what the strength counts:

* ``list`` -- the first *strength* effects of ``steps``, in order (For Whom the Bell Tolls);
* ``card`` -- the top Incantation card, its effect done *strength* times, then to the bottom (Black Magic);
* ``fade`` -- *strength* fade tokens, placed by the witness tampering tokens (Fade to Black).

``before`` (optional) is done first and is never weakened. Escalation always adds an Incantation Fast
token to the event bag (``phases.HOOKS["escalate"]``) besides the sheet's effect.
"""
from __future__ import annotations

from ..i18n import Msg, N_, NN_
from .actions import label
from . import effects, events, grimoire, phases
from .effects import Step, always


def sheet(st) -> dict:
    return st.comp.rituals[st.ritual]


def strength(st) -> int:
    inc = sheet(st)["incantation"]
    c = inc.get("count", "ritual_tokens")
    return st.ritual_tokens if c == "ritual_tokens" else int(c)


def can_weaken(st) -> bool:
    return events.is_incantation(st) and st.occult > 0 and strength(st) > 0


def weaken_options(st) -> list:
    from .actions import Weaken
    return [Weaken.of(k) for k in range(min(st.occult, strength(st)) + 1)]


def weaken(st, k, ev) -> None:
    st.weaken = k
    if k:
        grimoire.spend(st, k, "ritual", ev)
        ev.append(st.event(N_("The Incantation is weakened by {k}."), {"k": k}, "ritual"))


def incantation(st, ev) -> None:
    """Resolve the Incantation token in hand (Fast or Slow)."""
    st.last_token = st.drawn
    events.discard_drawn(st, ev)
    sh = sheet(st)
    inc = sh["incantation"]
    n = max(0, strength(st) - max(0, st.weaken))
    st.weaken = -1
    ev.append(st.event(N_("Incantation of {ritual}: strength {n}."), {"ritual": label(sh["name"]), "n": n}, "ritual"))
    c = effects.ctx(st.cur, "ritual", by="game")
    mode = inc.get("mode", "list")
    work = []
    if mode == "fade":
        fade(st, n, ev)
    elif mode == "card":
        if st.incantation_deck:
            card = st.incantation_deck.pop(0)
            st.incantation_deck.append(card)
            cd = next(x for x in sh["incantation_cards"] if x["id"] == card)
            ev.append(st.event(NN_("Incantation card drawn: {name} (done {n} time), then to the bottom of the deck.",
                                   "Incantation card drawn: {name} (done {n} times), then to the bottom of the deck."),
                               {"name": label(cd["name"]), "n": n}, "ritual", reveal=True))
            work = [cd["effect"]] * n
    else:
        work = list(inc.get("steps", [])[:n])
    if "before" in inc:
        work = [inc["before"]] + work
    if work:
        effects.push(st, work, c)


def ritual_token(st, crossed, ev) -> None:
    """The Ritual space of the event board: a Ritual token on the sheet, then the sheet's Ritual effect."""
    total = st.comp.table["ritual_tokens_total"]
    if st.ritual_tokens < total:
        st.ritual_tokens += 1
        ev.append(st.event(N_("A Ritual token is added to the ritual sheet ({n} there now)."), {"n": st.ritual_tokens}, "ritual"))
    else:
        ev.append(st.event(N_("No Ritual tokens are left to add."), {}, "ritual"))
    effects.push(st, sheet(st)["ritual"], effects.ctx(st.cur, "ritual", by="game"))
    _ = crossed


# ---------------------------------------------------------------- Fade to Black
def fade_left(st) -> int:
    return st.comp.table["fade_tokens"] - sum(sum(s.fade) for s in st.suspects)


def fade(st, n, ev) -> None:
    """Move the top witness tampering token to the left stack: it names the suspect; the token now on top
    of the right stack names the order of that suspect's clues that take fade tokens (face-down clues
    only, one each, at most ``n``)."""
    wt = sheet(st).get("witness_tampering", [])
    if not wt:
        return
    if not st.wt_right:
        st.wt_right = st.wt_left
        st.wt_left = []
        st.rng.shuffle(st.wt_right)
        ev.append(st.event(N_("The witness tampering stack is used up: it is shuffled and stacked again."), {}, "fade_to_black"))
    top = st.wt_right.pop()
    st.wt_left.append(top)
    s = wt[top]["suspect"]
    order = wt[st.wt_right[-1] if st.wt_right else top]["order"]
    sus = st.suspects[s]
    placed = 0
    for k in order:
        if placed >= n or fade_left(st) <= 0:
            break
        k %= len(sus.up)
        if sus.up[k]:
            continue
        sus.fade[k] += 1
        placed += 1
    ev.append(st.event(NN_("Witness tampering: {n} fade token goes onto the clues of suspect {s}.",
                           "Witness tampering: {n} fade tokens go onto the clues of suspect {s}."), {"n": placed, "s": s + 1},
                       "fade_to_black", reveal=True))


# ---------------------------------------------------------------- setup
def set_up(st, ev) -> None:
    """The ritual's components and "beyond proper" difficulty (escalations whose token goes to the discard)."""
    sh = sheet(st)
    st.incantation_deck = [c["id"] for c in sh.get("incantation_cards", [])]
    st.rng.shuffle(st.incantation_deck)
    st.wt_right = list(range(len(sh.get("witness_tampering", []))))
    st.rng.shuffle(st.wt_right)
    st.wt_left = []
    if "setup" in sh:
        effects.push(st, sh["setup"], effects.ctx(st.first, "ritual", by="game"))
    for _ in range(st.options.get("beyond", 0)):
        st.escalations += 1
        ev.append(st.event(N_("Beyond proper: the ritual escalates before the game; its token goes to the discard."), {}, "difficulty"))
        effects.push(st, sh["escalation"], effects.ctx(st.first, "difficulty", by="game"))
        if "incantation_fast" in st.event_supply:
            st.event_supply.remove("incantation_fast")
            st.event_discard.append("incantation_fast")
        effects.settle(st, ev)
    effects.settle(st, ev)


# ---------------------------------------------------------------- the ritual's primitive of the effect language
def _escalate(st, e, c, ev) -> None:
    """The ritual escalates: the sheet's escalation effect (a game effect), and the extra work of the phase hook
    ``escalate`` (an Incantation Fast token into the bag)."""
    st.escalations += 1
    ev.append(st.event(N_("The ritual escalates."), {}, c["rule"]))
    effects.push(st, st.comp.rituals[st.ritual]["escalation"], dict(c, by="game", rule=c["rule"]))
    phases.HOOKS["escalate"](st, ev)


effects.register(Step("escalate", can=always, run=_escalate, schema={},
                      words=lambda e, comp: Msg(N_("the ritual escalates"))))
phases.hooks(incantation=incantation)
phases.conditions(can_weaken=can_weaken)
