"""What a click on the Horror picture means (see :mod:`widgets.horror.svg` for the keys).

No rules here: the engine lists the legal actions and explains refusals. This
module maps both ways between picture keys and engine actions:

* :func:`key_of` -- the key an action belongs to, so the panel can highlight
  what may be clicked now (a car to move to, a passenger die, a suspect, a
  monster, a portal, a skill tile, an item, a spell, a drawn conversation
  token ...);
* :func:`actions_for_key` -- what a click on a key could mean, the most
  natural first: the panel applies the first legal one, or shows the engine's
  reason why the first is refused. Every legal action whose key is the
  clicked one is a candidate, so a click can do anything a button can.

Some clicks need a second one, as at the table: to move into a full car,
click a passenger die there (the one who gives up the spot; a skill's move too); to send someone
out of your car, click the car they go to.

>>> import rulebook
>>> from rulebook.horror.actions import MoveTo, Rest
>>> s = rulebook.GAMES["horror"].new_game(players=1, seed=1, investigators=["doctor"])
>>> actions_for_key(s, "car:3")[0]
MoveTo(car=3, swap='', ill=False)
>>> key_of(s, Rest()) == f"rest:{s.current_player}"
True
"""
from __future__ import annotations

from rulebook.horror import actions as A

from .svg import parts as _parts
from .svg import render_table

__all__ = ["action_label", "actions_for_key", "key_of", "render"]

FIGHT = ("kill", "push", "stun")


def parts(state, seat=None) -> list:
    """The pictures the turn panel shows as tabs (:func:`~widgets.horror.svg.parts`)."""
    return _parts(state, seat)


def render(state, *, seat=None, lang="en", active=frozenset(), **options):
    """The picture for the panel: :func:`~widgets.horror.svg.render_table`, with the people and monsters in
    your car also highlighted when clicking them would start a talk or a fight (the panel highlights the skill
    tiles; a person may rather click whom to talk to or what to fight)."""
    if active and state.phase == "actions" and not state.stack:
        active = active | _targets(state)
    return render_table(state, seat=seat, lang=lang, active=active, **options)


def action_label(state, a, lang: str = "en") -> str:
    """The words for action ``a`` in ``state``: its description with suspects by name, portals by landscape and
    quest cards by name (:func:`rulebook.horror.flow.readable`), never an internal id. A panel that labels its
    buttons with ``state.describe(a)`` (as the turn panel does) shows "Spend the favor of suspect 3 (The Heiress)."."""
    return state.describe(a).text(lang)


def _targets(state) -> frozenset:
    here = _my_car(state)
    legal = set(state.legal_actions())
    out = set()
    ks = [f"monster:{car}:{col}" for col, car in state.monsters if car == here]
    ks += [f"passenger:{here}:{q[1]}" for q in state.passengers if q[0] == here and q[1] != "dead"]
    ks += [f"suspect:{i}" for i, s in enumerate(state.suspects) if s["car"] == here]
    for k in ks:
        if k not in out and any(a in legal for a in actions_for_key(state, k)):
            out.add(k)
    return frozenset(out)


def _ask(state):
    """The kind of decision on top of the stack ('status', 'gather', 'talk', 'rest' ...) or None."""
    if not state.stack:
        return None
    top = state.stack[-1]
    return top.kind if top.KIND == "ask" else top.KIND


def _me(state):
    p = state.current_player
    return p if p is not None else 0


def _my_car(state):
    return state.inv[_me(state)]["car"]


def key_of(state, a) -> str | None:
    """The picture key an action belongs to (None for actions shown only as buttons)."""
    k = type(a)
    p = _me(state)
    if k is A.UseSkill or k is A.UpgradeSkill:
        return f"skill:{p}:{a.skill}"
    if k is A.LearnSkill:
        return f"learn:{p}:{a.skill}"
    if k in (A.Rest, A.FinishRest):
        return f"rest:{p}"
    if k is A.UniqueAction:
        return f"unique:{p}"
    if k is A.MoveTo:
        return f"passenger:{a.car}:{a.swap}" if a.swap else f"car:{a.car}"
    if k is A.PickCar:
        return f"passenger:{a.car}:{a.swap}" if a.swap else f"car:{a.car}"
    if k is A.ToggleCurtains:
        return f"curtains:{_my_car(state)}"
    if k is A.CarAction:
        return f"plaque:{_my_car(state)}"
    if k in (A.UseFavor, A.PickSuspect):
        return f"favor:{a.suspect}"
    if k is A.FulfillQuest:
        return f"quest:{a.suspect}"
    if k in (A.AskFeature, A.RevealClue):
        return f"clue:{a.suspect}:{a.spot}"
    if k is A.UseItem:
        return f"item:{a.item}"
    if k is A.CastSpell:
        return f"spell:{a.slot}"
    if k is A.GainOccult:
        return "occult"
    if k is A.EndActions:
        return "end"
    if k is A.ChangeStatus:
        return f"passenger:{a.car}:{a.frm}"
    if k is A.Relocate:
        if _ask(state) == "send":          # sending: the car the figure goes to
            return f"car:{a.to}"
        if a.kind == "passenger":
            return f"passenger:{a.frm}:{a.who}"
        if a.kind == "suspect":
            return f"suspect:{a.who}"
        return f"car:{a.frm}"               # an investigator is clicked through their car
    if k is A.TargetMonster:
        return f"monster:{a.car}:{a.colour}"
    if k is A.PickPortal:
        return f"portal:{a.portal}"
    if k in (A.Converse, A.DrawToken):
        return "bag"
    if k is A.ReturnToken:
        return f"drawn:{a.token}"
    if k is A.StopTalk:
        return "stop"
    if k is A.Accuse:
        return f"accuse:{a.suspect}:{'yes' if a.cultist else 'no'}"
    if k is A.DraftSkill:
        return f"general:{a.skill}"
    if k is A.DraftAttribute:
        return f"attribute:{a.attribute}"
    return None


def _skills_doing(state, dos, target=None) -> list:
    """UseSkill for the current investigator's skills whose effect starts with one of ``dos``."""
    p = _me(state)
    out = []
    for sid in state.inv[p]["slots"]:
        if not sid:
            continue
        e = state.comp.skills[sid]["effect"]
        while isinstance(e, list) or "seq" in e or "then" in e:
            e = (e if isinstance(e, list) else e.get("seq") or e.get("then"))[0]
        if "if" in e:
            e = e["do"]
        if e.get("do") in dos and (target is None or e.get("target", "person") in target):
            out.append(A.UseSkill(sid))
    return out


def _natural(state, kind, args) -> list:
    """The action a click on this key most naturally means, legal or not (so a refusal can be explained)."""
    ask = _ask(state)
    here = _my_car(state)
    if kind == "general":
        return [A.DraftSkill(args[0])]
    if kind == "attribute":
        return [A.DraftAttribute(args[0])]
    if kind == "skill":
        first, second = A.UseSkill(args[1]), A.UpgradeSkill(args[1])
        return [second, first] if ask == "rest" else [first, second]
    if kind == "learn":
        p, sid = int(args[0]), args[1]
        slots = state.inv[p]["slots"]
        order = [k for k, s in enumerate(slots) if s is None] + [k for k, s in enumerate(slots) if s is not None]
        return [A.LearnSkill(sid, k) for k in order]
    if kind == "rest":
        return [A.FinishRest(), A.Rest()] if ask == "rest" else [A.Rest(), A.FinishRest()]
    if kind == "unique":
        return [A.UniqueAction()]
    if kind == "car":
        car = int(args[0])
        return [A.PickCar(car), A.MoveTo(car)] if ask == "move" else [A.MoveTo(car)]
    if kind == "curtains":
        return [A.ToggleCurtains()] if int(args[0]) == here else []
    if kind == "plaque":
        return [A.CarAction()] if int(args[0]) == here else []
    if kind in _PEOPLE_AND_THREATS:
        return _natural_in_the_train(state, kind, args, ask, here)
    if kind == "item":
        return [A.UseItem(args[0])]
    if kind == "spell":
        return [A.CastSpell(int(args[0]))]
    if kind == "occult":
        return [A.GainOccult()]
    if kind == "bag":
        if ask == "talk" and state.stack[-1].stage == "converse":
            return [A.DrawToken(), A.Converse()]
        return [A.Converse(), A.DrawToken()]
    if kind == "drawn":
        return [A.ReturnToken(args[0])]
    if kind == "stop":
        return [A.StopTalk()]
    if kind == "end":
        return [A.EndActions()]
    if kind == "accuse":
        return [A.Accuse(int(args[0]), args[1] == "yes")]
    return []


#: the kinds of key that stand for someone or something in the train (:func:`_natural_in_the_train`)
_PEOPLE_AND_THREATS = ("passenger", "suspect", "favor", "quest", "clue", "monster", "portal")


def _natural_in_the_train(state, kind, args, ask, here) -> list:
    """:func:`_natural` for a passenger, a suspect (figure, board, favor, quest, clue), a monster or a portal:
    what the open question asks of it, else the skills that act on it from here."""
    if kind == "passenger":
        car, status = int(args[0]), args[1]
        if ask == "status":
            return [A.ChangeStatus(car, status, "calm")]
        if ask == "move":             # a skill's move into a full car: this passenger gives up the spot
            return [A.PickCar(car, status)]
        out = []
        if car == here and ask is None:
            out += _skills_doing(state, ("talk",), ("passenger", "person"))
        return out
    if kind == "suspect":       # the figure or the board: talk to them, else their quest or favor
        s = int(args[0])
        if ask == "favor":
            return [A.PickSuspect(s)]
        if state.suspects[s]["car"] == here and ask is None:
            return _skills_doing(state, ("talk",), ("suspect", "person")) + [A.FulfillQuest(s), A.UseFavor(s)]
        return [A.UseFavor(s)]
    if kind == "favor":
        s = int(args[0])
        return [A.PickSuspect(s)] if ask == "favor" else [A.UseFavor(s)]
    if kind == "quest":
        return [A.FulfillQuest(int(args[0]))]
    if kind == "clue":
        s, spot = int(args[0]), int(args[1])
        return [A.RevealClue(s, spot)] if ask == "reveal" else [A.AskFeature(s, spot)]
    if kind == "monster":
        car, colour = int(args[0]), args[1]
        if ask == "monster" or car != here:
            return [A.TargetMonster(car, colour)]
        return _skills_doing(state, FIGHT) or [A.TargetMonster(car, colour)]
    if kind == "portal":
        pid = args[0]
        if ask == "essence" or state.stack:
            return [A.PickPortal(pid)]
        return _skills_doing(state, ("essence",)) or [A.PickPortal(pid)]
    return []


def actions_for_key(state, key: str) -> list:
    """Candidate actions a click on ``key`` could mean, the most natural first."""
    kind, _, rest = key.partition(":")
    args = rest.split(":") if rest else []
    if kind == "portal":
        args = [rest]
    try:
        out = _natural(state, kind, args)
    except (IndexError, ValueError, KeyError):
        return []
    if state.is_over:
        return out
    for a in state.legal_actions():
        if a not in out and key_of(state, a) == key:
            out.append(a)
    return out
