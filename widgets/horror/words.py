"""The words of the Horror table picture and its symbol legend: statuses, kinds, colours, phases, the event
board's spaces, section titles, and effects and conditions of the cards in a few words (:func:`describe`).
Standard library and rulebook only; :mod:`widgets.horror.svg` and :mod:`widgets.horror.legend` read them."""
from __future__ import annotations

from rulebook.horror.language import COND, STEPS
# the words of the effect language's values live beside its records; the other views read these from here
from rulebook.horror.terms import KIND, STATUS, WHAT  # noqa: F401
from rulebook.i18n import N_, Msg

STATUS_ORDER = ("wounded", "panicked", "insane", "calm", "happy", "angry")
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
def describe_condition(c: dict, comp=None, lang: str = "en") -> str:
    """A condition of the effect language in a few words (e.g. ``3 Calm here``): each key's own words
    (``Condition.words``), unknown keys left out."""
    parts = []
    for k, v in c.items():
        key = COND.get(k)
        if key is not None:
            parts.append(key.words(v, comp).text(lang))
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
    if "each_car" in e:   # a combinator, not a step: its "do" is a whole effect, written in words like any other
        return t(N_("in each car where {cond}: {do}"), cond=describe_condition(e["each_car"], comp, lang),
                 do=again(e["do"]))
    return _describe_step(e, comp, lang)


def _describe_step(e: dict, comp, lang: str) -> str:
    """One step of an effect (``{"do": ...}``) in a few words, its own (``Step.words``); a step without words is
    named (:func:`describe` writes the sequences and conditions around it)."""
    do = e.get("do")
    step = STEPS.get(do) if type(do) is str else None
    if step is None or step.words is None:
        return str(do)
    return step.words(e, comp).text(lang)


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
