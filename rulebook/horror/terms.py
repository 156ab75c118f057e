"""The words the effect language's values are read with (statuses, kinds, places, portals ...), shared by the
words of each step and condition (``Step.words``, ``Condition.words``) and by the widgets' pictures."""
from __future__ import annotations

from ..i18n import Msg, N_

STATUS = {"wounded": N_("Wounded"), "panicked": N_("Panicked"), "insane": N_("Insane"), "calm": N_("Calm"),
          "happy": N_("Happy"), "angry": N_("Angry"), "dead": N_("Dead")}
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


class Joined:
    """Words joined by ``sep`` (``Wounded/Insane``), each rendered in the language of the message around them."""

    __slots__ = ("sep", "parts")

    def __init__(self, sep: str, parts):
        self.sep, self.parts = sep, tuple(parts)

    def text(self, lang: str = "en") -> str:
        return self.sep.join(p.text(lang) for p in self.parts)


def statuses(v):
    """A status, a list of statuses or ``any`` in words."""
    if v == "any":
        return Msg(N_("any"))
    v = [v] if isinstance(v, str) else v
    return Joined("/", (Msg(STATUS.get(s, s)) for s in v))


def whos(v):
    """A list of kinds of figure (``what`` of gather and send) in words."""
    return Joined("/", (Msg(WHO.get(w, w)) for w in v))


def placed(e, words: Msg) -> Msg:
    """The words of a step that may work away from here (``where``), with the place named when it does."""
    where = e.get("where", "here")
    return words if where == "here" else Msg(N_("{a} ({where})"), {"a": words, "where": Msg(WHERE[where])})
