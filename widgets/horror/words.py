"""The words of the Horror table picture and its symbol legend: statuses, kinds, colours, phases, the event
board's spaces, section titles, and effects and conditions of the cards in a few words (:func:`describe`).
Standard library and rulebook only; :mod:`widgets.horror.svg` and :mod:`widgets.horror.legend` read them."""
from __future__ import annotations

from rulebook.i18n import N_, NN_, Msg

STATUS = {"wounded": N_("Wounded"), "panicked": N_("Panicked"), "insane": N_("Insane"), "calm": N_("Calm"),
          "happy": N_("Happy"), "angry": N_("Angry"), "dead": N_("Dead")}
STATUS_ORDER = ("wounded", "panicked", "insane", "calm", "happy", "angry")
KIND = {"ticket": N_("ticket"), "desire": N_("desire"), "feature": N_("feature"), "class1": N_("1st class"),
        "class2": N_("2nd class"), "any": N_("any")}
WHAT = {"stamina": N_("stamina"), "health": N_("health"), "sanity": N_("sanity"), "occult": N_("Occult token"),
        "item": N_("item"), "tome": N_("tome"), "artifact": N_("artifact")}
WHAT_A = {"tome": N_("a tome"), "artifact": N_("an artifact"), "any": N_("an item")}
WHO = {"passenger": N_("passenger"), "suspect": N_("suspect"), "investigator": N_("investigator"),
       "anchor": N_("this suspect")}
WHERE = {"here": N_("here"), "adjacent": N_("next car"), "any": N_("any car"), "open": N_("each open car")}
PORTAL = {"any": N_("any portal"), "same": N_("same portal"), "current": N_("a current portal"),
          "past": N_("a past portal")}
TOKEN = {"ticket": N_("Ticket"), "desire": N_("Desire"), "feature": N_("Feature"), "class1": N_("1st class"),
         "class2": N_("2nd class"), "g:favor": N_("Favor"), "g:item": N_("Item"), "g:occult": N_("Occult"),
         "g:clue": N_("Clue"), "r:sanity": N_("−Sanity"), "r:health": N_("−Health"), "r:essence": N_("−Essence")}
COLOUR = {"red": N_("red"), "green": N_("green"), "blue": N_("blue")}
PHASE = {"draft_skill": N_("general skill draft"), "draft_attribute": N_("attribute draft"),
         "actions": N_("actions"), "event": N_("event step"), "board": N_("event board"), "train": N_("the train moves"),
         "accuse": N_("the accusation"), "over": N_("game over")}


#: the rulebook section each kind of clickable thing belongs to (its title ends every tooltip)
KEY_SECTION = {"car": "basic_actions", "curtains": "basic_actions", "plaque": "car_actions", "passenger": "passengers",
               "suspect": "suspects", "favor": "suspects", "quest": "suspects", "clue": "clues", "monster": "fight",
               "portal": "essence", "skill": "skills", "learn": "rest", "rest": "rest", "unique": "basic_actions",
               "item": "items", "spell": "grimoire", "occult": "grimoire", "bag": "talk", "drawn": "talk",
               "stop": "talk", "end": "turn", "accuse": "end", "general": "setup", "attribute": "setup",
               "space": "event_board"}
#: the event board's four spaces, top to bottom (``comp.table["event_board"]["spaces"]``)
SPACE_NAMES = {"portal": N_("Inscription Portals"), "vampire": N_("Vampire"), "ritual": N_("Ritual"),
               "passenger": N_("Passenger Reactions")}


_SECTION_TITLES: dict = {}


def section_title(sid: str, lang: str = "en") -> str:
    """The title of Horror's rulebook section ``sid`` (from the game's SECTIONS), in ``lang``."""
    titles = _SECTION_TITLES.get(lang)
    if titles is None:
        from rulebook.horror.sections import SECTIONS
        titles = _SECTION_TITLES[lang] = {sec.id: Msg(sec.title).text(lang) for sec in SECTIONS}
    return titles.get(sid, sid)


# ---------------------------------------------------------------- effects in a few words
def _statuses(v, lang) -> str:
    if v == "any":
        return Msg(N_("any")).text(lang)
    v = [v] if isinstance(v, str) else v
    return "/".join(Msg(STATUS.get(s, s)).text(lang) for s in v)


def _whos(v, lang) -> str:
    return "/".join(Msg(WHO.get(w, w)).text(lang) for w in v)


def describe_condition(c: dict, comp=None, lang: str = "en") -> str:
    """A condition of the effect language in a few words (e.g. ``3 Calm here``)."""
    def t(msgid, **p):
        return Msg(msgid, p).text(lang)
    parts = []
    for k, v in c.items():
        if k == "count":
            parts.append(t(N_("{n} {status} here"), n=v["n"], status=Msg(STATUS[v["status"]])))
        elif k == "in_car":
            name = comp.cars[v]["name"] if comp is not None and v in comp.cars else v
            parts.append(t(N_("in the {car}"), car=Msg(name)))
        elif k == "unstable":
            parts.append(t(N_("unstable") if v else N_("stable")))
        elif k == "no_items":
            parts.append(t(N_("no items") if v else N_("an item")))
        elif k == "has_item":
            parts.append(t(N_("{type} in the pool"), type=Msg(WHAT_A.get(v, v))))
        elif k == "suspects_here":
            parts.append(t(NN_("{n} suspect here", "{n} suspects here"), n=v))
        elif k == "suspect_here":
            parts.append(t(N_("a suspect here") if v else N_("no suspect here")))
        elif k == "monster_here":
            parts.append(t(N_("a monster here") if v else N_("no monster here")))
        elif k == "passenger_here":
            parts.append(t(N_("a passenger here") if v else N_("no passenger here")))
        elif k == "person_here":
            parts.append(t(N_("someone here") if v else N_("nobody here")))
        elif k == "curtains":
            parts.append(t(N_("curtains open") if v == "open" else N_("curtains closed")))
        elif k == "no_status_here":
            parts.append(t(N_("no {status} here"), status=_statuses(v, lang)))
        elif k == "min_occult":
            parts.append(t(N_("{n}+ Occult tokens"), n=v))
        elif k == "max_stamina":
            parts.append(t(N_("stamina {n} or less"), n=v))
        elif k == "investigators_here":
            parts.append(t(N_("{n}+ investigators here"), n=v))
    return ", ".join(parts)


def describe(e, comp=None, lang: str = "en") -> str:
    """An effect of the data's effect language in a few words.

    >>> describe({"do": "push", "x": 1})
    'Push +1'
    >>> describe({"seq": [{"do": "essence", "n": 1, "portal": "any"},
    ...                   {"if": {"count": {"status": "calm", "n": 3}}, "do": {"do": "essence", "n": 1, "portal": "same"}}]})
    'discard 1 essence (any portal); if 3 Calm here: discard 1 essence (same portal)'
    """
    def t(msgid, **p):
        return Msg(msgid, p).text(lang)

    def again(x):
        return describe(x, comp, lang)
    if isinstance(e, list):
        e = {"seq": e}
    if "seq" in e:
        return "; ".join(again(x) for x in e["seq"])
    if "then" in e:
        return t(N_(" then ")).join(again(x) for x in e["then"])
    if "or" in e:
        return t(N_(" or ")).join(again(x) for x in e["or"])
    if "if" in e:
        out = t(N_("if {cond}: {do}"), cond=describe_condition(e["if"], comp, lang), do=again(e["do"]))
        if "else" in e:
            out = t(N_("{a}; otherwise {b}"), a=out, b=again(e["else"]))
        return out
    return _describe_step(e, comp, lang)


def _describe_step(e: dict, comp, lang: str) -> str:
    """One step of an effect (``{"do": ...}``) in a few words (:func:`describe` writes the sequences and
    conditions around it)."""
    def t(msgid, **p):
        return Msg(msgid, p).text(lang)
    do = e.get("do")
    n = e.get("n", 1)
    where = e.get("where", "here")

    def placed(s):
        return s if where == "here" else t(N_("{a} ({where})"), a=s, where=Msg(WHERE[where]))
    if do == "status":
        return placed(t(N_("{n}× {frm} → {to}"), n=n, frm=_statuses(e["from"], lang), to=_statuses(e["to"], lang)))
    if do == "gather":
        return t(N_("gather {n} {who} from {where}"), n=n, who=_whos(e["what"], lang),
                 where=Msg(WHERE.get(e.get("from", "any"), WHERE["any"])))
    if do == "send":
        return t(N_("send {n} {who} to {where}"), n=n, who=_whos(e["what"], lang),
                 where=Msg(WHERE.get(e.get("to", "adjacent"), WHERE["adjacent"])))
    if do == "kill":
        return placed(t(N_("Kill {n}"), n=n))
    if do == "stun":
        return placed(t(N_("Stun {n}"), n=n))
    if do == "push":
        return placed(t(N_("Push +{x}"), x=e.get("x", 0)))
    if do == "push_all":
        return t(N_("push every monster back {n}"), n=e.get("cars", 1))
    if do == "speed":
        return t(N_("train speed +1"))
    if do == "essence":
        return t(N_("discard {n} essence ({portal})"), n=n, portal=Msg(PORTAL.get(e.get("portal", "any"))))
    if do == "essence_pool":
        return t(N_("banish {n} essence from the pool"), n=n)
    if do == "gain":
        return t(N_("+{n} {what}"), n=n, what=Msg(WHAT.get(e["what"], e["what"])))
    if do == "lose":
        return t(N_("−{n} {what}"), n=n, what=Msg(WHAT.get(e["what"], e["what"])))
    if do == "restore":
        return t(N_("stamina back up to health"))
    if do == "reveal":
        return t(N_("reveal {n} {kind} clue"), n=n, kind=Msg(KIND.get(e["kind"], e["kind"])))
    if do == "favor":
        return t(N_("a suspect here owes a favor") if e.get("where") == "here" else N_("any suspect owes a favor"))
    if do == "talk":
        target = {"passenger": N_("a passenger"), "suspect": N_("a suspect"), "person": N_("anyone")}
        return t(N_("Talk {x} ({target})"), x=e["x"], target=Msg(target.get(e.get("target"), N_("anyone"))))
    if do == "refresh":
        return t(N_("action markers back"))
    if do == "move_self":
        return t(NN_("move up to {n} car", "move up to {n} cars"), n=n)
    if do == "escalate":
        return t(N_("the ritual escalates"))
    if do == "clue_token":
        return t(N_("the Clue token goes into the bag"))
    if do == "banish_item":
        return t(N_("banish {type}"), type=Msg(WHAT_A.get(e["type"], e["type"])))
    if do == "spend_occult":
        return t(N_("spend {n} Occult token"), n=n)
    if do == "rest_tile":
        tile = comp.rest_tiles[e["tile"]]["name"] if comp is not None and e["tile"] in comp.rest_tiles else e["tile"]
        return t(N_("take the {tile} tile"), tile=Msg(tile))
    if do == "difficulty_token":
        from rulebook.horror.events import token_msg
        return t(N_("{token} into the event bag"), token=token_msg(e["token"]))
    return str(do)


def pretty(name: str) -> str:
    """A data id such as ``elder_sign`` as words (``Elder Sign``)."""
    return " ".join(w[:1].upper() + w[1:] for w in str(name).replace("_", " ").split())


def monster_event(comp, k, lang: str = "en") -> str:
    """What space ``k``'s printed Monster event does when the space is empty at the resolution."""
    def t(msgid, **p):
        return Msg(msgid, p).text(lang)
    spec = comp.table["event_board"]["monster_events"][k]
    if "move_all" in spec:
        n = spec["move_all"]
        return t(N_("every monster moves 1 car forward") if n == 1 else N_("every monster moves {n} cars forward"),
                 n=n)
    return t(N_("every {a} monster attacks, then the frontmost {f} one; {s} monsters spawn"),
             a=t(COLOUR.get(spec["all"], spec["all"])), f=t(COLOUR.get(spec["front"], spec["front"])),
             s=t(COLOUR.get(spec["spawn"], spec["spawn"])))
