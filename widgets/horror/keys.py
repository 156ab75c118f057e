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
>>> key_value(s, MoveTo(car=3))                # the typed value; ``key_of`` gives its string
CarKey(car=3)
>>> actions_for_key(s, "car:three")           # no part of the picture: nothing to do
[]

Keys are parsed in one place, :func:`~widgets.horror.keytypes.parse_key`:

>>> parse_key("passenger:4:angry")
PassengerKey(car=4, status='angry')
"""
from __future__ import annotations

from rulebook.horror import actions as A

from . import keytypes as K
from .keytypes import ClickKeyError, parse_key
from .svg import parts as _parts
from .svg import render_table

__all__ = ["action_label", "actions_for_key", "key_of", "key_value", "parse_key", "render"]

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
    ks = [K.MonsterKey(m.car, m.colour) for m in state.monsters if m.car == here]
    ks += [K.PassengerKey(here, q.status) for q in state.passengers if q.car == here and q.status != "dead"]
    ks += [K.SuspectKey(i) for i, s in enumerate(state.suspects) if s.car == here]
    for k in ks:
        text = str(k)
        if text not in out and any(a in legal for a in actions_for_key(state, k)):
            out.add(text)
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
    return state.inv[_me(state)].car


def _move_key(state, a, p):
    return K.PassengerKey(a.car, a.swap) if a.swap else K.CarKey(a.car)


def _relocate_key(state, a, p):
    if _ask(state) == "send":          # sending: the car the figure goes to
        return K.CarKey(a.to)
    if a.kind == "passenger":
        return K.PassengerKey(a.frm, a.who)
    if a.kind == "suspect":
        return K.SuspectKey(int(a.who))
    return K.CarKey(a.frm)              # an investigator is clicked through their car


#: action type -> (state, action, seat) -> the key it belongs to
_KEY_OF = {
    A.UseSkill: lambda s, a, p: K.SkillKey(p, a.skill),
    A.UpgradeSkill: lambda s, a, p: K.SkillKey(p, a.skill),
    A.LearnSkill: lambda s, a, p: K.LearnKey(p, a.skill),
    A.Rest: lambda s, a, p: K.RestKey(p),
    A.FinishRest: lambda s, a, p: K.RestKey(p),
    A.UniqueAction: lambda s, a, p: K.UniqueKey(p),
    A.MoveTo: _move_key,
    A.PickCar: _move_key,
    A.ToggleCurtains: lambda s, a, p: K.CurtainsKey(_my_car(s)),
    A.CarAction: lambda s, a, p: K.PlaqueKey(_my_car(s)),
    A.UseFavor: lambda s, a, p: K.FavorKey(a.suspect),
    A.PickSuspect: lambda s, a, p: K.FavorKey(a.suspect),
    A.FulfillQuest: lambda s, a, p: K.QuestKey(a.suspect),
    A.AskFeature: lambda s, a, p: K.ClueKey(a.suspect, a.spot),
    A.RevealClue: lambda s, a, p: K.ClueKey(a.suspect, a.spot),
    A.UseItem: lambda s, a, p: K.ItemKey(a.item),
    A.CastSpell: lambda s, a, p: K.SpellKey(a.slot),
    A.GainOccult: lambda s, a, p: K.OccultKey(),
    A.EndActions: lambda s, a, p: K.EndKey(),
    A.ChangeStatus: lambda s, a, p: K.PassengerKey(a.car, a.frm),
    A.Relocate: _relocate_key,
    A.TargetMonster: lambda s, a, p: K.MonsterKey(a.car, a.colour),
    A.PickPortal: lambda s, a, p: K.PortalKey(a.portal),
    A.Converse: lambda s, a, p: K.BagKey(),
    A.DrawToken: lambda s, a, p: K.BagKey(),
    A.ReturnToken: lambda s, a, p: K.DrawnKey(a.token),
    A.StopTalk: lambda s, a, p: K.StopKey(),
    A.Accuse: lambda s, a, p: K.AccuseKey(a.suspect, a.cultist),
    A.DraftSkill: lambda s, a, p: K.GeneralKey(a.skill),
    A.DraftAttribute: lambda s, a, p: K.AttributeKey(a.attribute),
}


def key_value(state, a):
    """The :class:`~widgets.clickkeys.Key` action ``a`` belongs to (None for actions shown only as buttons)."""
    make = _KEY_OF.get(type(a))
    return None if make is None else make(state, a, _me(state))


def key_of(state, a) -> str | None:
    """The picture key an action belongs to, as the picture writes it (None for actions shown only as buttons)."""
    k = key_value(state, a)
    return None if k is None else str(k)


def _skills_doing(state, dos, target=None) -> list:
    """UseSkill for the current investigator's skills whose effect starts with one of ``dos``."""
    p = _me(state)
    out = []
    for sid in state.inv[p].slots:
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


# ------------------------------------------------------------------ what a click most naturally means
# Each handler: (state, key, ask, here) -> the actions a click on the key most naturally means, legal or not (so a
# refusal can be explained); ``ask`` is the open question (:func:`_ask`), ``here`` the car of the one to move.
def _skill(state, k, ask, here):
    first, second = A.UseSkill(k.skill), A.UpgradeSkill(k.skill)
    return [second, first] if ask == "rest" else [first, second]


def _learn(state, k, ask, here):
    slots = state.inv[k.seat].slots
    order = [i for i, s in enumerate(slots) if s is None] + [i for i, s in enumerate(slots) if s is not None]
    return [A.LearnSkill(k.skill, i) for i in order]


def _car(state, k, ask, here):
    return [A.PickCar(k.car), A.MoveTo(k.car)] if ask == "move" else [A.MoveTo(k.car)]


def _bag(state, k, ask, here):
    if ask == "talk" and state.stack[-1].stage == "converse":
        return [A.DrawToken(), A.Converse()]
    return [A.Converse(), A.DrawToken()]


def _passenger(state, k, ask, here):
    if ask == "status":
        return [A.ChangeStatus(k.car, k.status, "calm")]
    if ask == "move":             # a skill's move into a full car: this passenger gives up the spot
        return [A.PickCar(k.car, k.status)]
    if k.car == here and ask is None:
        return _skills_doing(state, ("talk",), ("passenger", "person"))
    return []


def _suspect(state, k, ask, here):
    """The figure or the board: talk to them, else their quest or favor."""
    s = k.suspect
    if ask == "favor":
        return [A.PickSuspect(s)]
    if state.suspects[s].car == here and ask is None:
        return _skills_doing(state, ("talk",), ("suspect", "person")) + [A.FulfillQuest(s), A.UseFavor(s)]
    return [A.UseFavor(s)]


def _monster(state, k, ask, here):
    if ask == "monster" or k.car != here:
        return [A.TargetMonster(k.car, k.colour)]
    return _skills_doing(state, FIGHT) or [A.TargetMonster(k.car, k.colour)]


def _portal(state, k, ask, here):
    if ask == "essence" or state.stack:
        return [A.PickPortal(k.portal)]
    return _skills_doing(state, ("essence",)) or [A.PickPortal(k.portal)]


#: key type -> its handler (keys not here, e.g. the editor's event-board spaces, mean no action)
_NATURAL = {
    K.GeneralKey: lambda s, k, ask, here: [A.DraftSkill(k.skill)],
    K.AttributeKey: lambda s, k, ask, here: [A.DraftAttribute(k.attribute)],
    K.SkillKey: _skill,
    K.LearnKey: _learn,
    K.RestKey: lambda s, k, ask, here: [A.FinishRest(), A.Rest()] if ask == "rest" else [A.Rest(), A.FinishRest()],
    K.UniqueKey: lambda s, k, ask, here: [A.UniqueAction()],
    K.CarKey: _car,
    K.CurtainsKey: lambda s, k, ask, here: [A.ToggleCurtains()] if k.car == here else [],
    K.PlaqueKey: lambda s, k, ask, here: [A.CarAction()] if k.car == here else [],
    K.PassengerKey: _passenger,
    K.SuspectKey: _suspect,
    K.FavorKey: lambda s, k, ask, here: [A.PickSuspect(k.suspect)] if ask == "favor" else [A.UseFavor(k.suspect)],
    K.QuestKey: lambda s, k, ask, here: [A.FulfillQuest(k.suspect)],
    K.ClueKey: lambda s, k, ask, here: ([A.RevealClue(k.suspect, k.spot)] if ask == "reveal"
                                        else [A.AskFeature(k.suspect, k.spot)]),
    K.MonsterKey: _monster,
    K.PortalKey: _portal,
    K.ItemKey: lambda s, k, ask, here: [A.UseItem(k.item)],
    K.SpellKey: lambda s, k, ask, here: [A.CastSpell(k.slot)],
    K.OccultKey: lambda s, k, ask, here: [A.GainOccult()],
    K.BagKey: _bag,
    K.DrawnKey: lambda s, k, ask, here: [A.ReturnToken(k.token)],
    K.StopKey: lambda s, k, ask, here: [A.StopTalk()],
    K.EndKey: lambda s, k, ask, here: [A.EndActions()],
    K.AccuseKey: lambda s, k, ask, here: [A.Accuse(k.suspect, k.cultist)],
}


def actions_for_key(state, key) -> list:
    """Candidate actions a click on ``key`` (a string of the picture, or its :class:`~widgets.clickkeys.Key`) could
    mean, the most natural first; none for a key that is no part of the picture."""
    try:
        k = parse_key(key)
    except ClickKeyError:
        return []
    natural = _NATURAL.get(type(k))
    try:
        out = natural(state, k, _ask(state), _my_car(state)) if natural is not None else []
    except (IndexError, KeyError):        # a part that is not on this table (a suspect or a seat out of range)
        return []
    if state.is_over:
        return out
    for a in state.legal_actions():
        if a not in out and key_value(state, a) == k:
            out.append(a)
    return out
