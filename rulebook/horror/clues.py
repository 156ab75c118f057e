"""Clues and cultists.

Each suspect board has spots of a kind (ticket, desire, feature) holding a
clue token face down (``up`` False) or face up. The three cultist conditions
(Chosen, Herald, Zealot) are checked on all of a suspect's clues.
"""
from __future__ import annotations

from ..i18n import Msg, N_
from . import effects
from .actions import RevealClue, label
from .effects import Step, refusal
from .names import quest_msg
from .terms import KIND


def quest_name(st, qid):
    """A quest card as the log and refusals name it: the name of the desire clue that brings it ("Calm Company",
    :func:`.names.quest_msg`), as the suspects' picture shows that clue, never its id (``Q_calm_company``); an id
    that names no quest card as it is."""
    return quest_msg(st, qid) or qid


MYSTIC_ZEALOT = 4


def hidden(st, kind) -> list:
    """The face-down clues ``(suspect, spot)`` a reveal of ``kind`` may pick, suspect by suspect."""
    sus = st.suspects
    return [(i, k) for i, k, _ in _spots(st.comp).get(kind, ()) if not sus[i].up[k]]


def any_hidden(st, kind) -> bool:
    """Is ``hidden(st, kind)`` non-empty? (without building the list; the spots read from ``_spots``' one-entry
    cache at once)"""
    comp = st.comp
    got = _last
    sus = st.suspects
    for i, k, _ in (got[1] if got[0] is comp else _spots(comp)).get(kind, ()):
        if not sus[i].up[k]:
            return True
    return False


def _reveal_can(e):
    kind = e["kind"]
    return lambda st, c: any_hidden(st, kind)


def _reveal_options(st, prim, c) -> list:
    sus = st.suspects
    return [a for i, k, a in _spots(st.comp).get(prim["kind"], ()) if not sus[i].up[k]]


def _spots(comp) -> dict:
    """Per kind of reveal (a spot kind, "any", "class1", "class2"): its spots ``(suspect, spot, RevealClue)`` in
    order, from the component set's boards (which never change; kept per set in ``_SPOTS``)."""
    global _last
    got = _last
    if got[0] is comp:
        return got[1]
    got = _SPOTS.get(id(comp))
    if got is not None and got[0] is comp:
        _last = got
        return got[1]
    table: dict = {"any": [], "class1": [], "class2": []}
    for i, board in enumerate(comp.boards):
        for k, kind in enumerate(board["spots"]):
            row = (i, k, RevealClue.of(i, k))
            for key in (kind, "any", "class1" if i < 3 else "class2"):
                table.setdefault(key, []).append(row)
    table = {key: tuple(rows) for key, rows in table.items()}
    _last = _SPOTS[id(comp)] = (comp, table)
    return table


_SPOTS: dict = {}   # id(component set) -> (it, its spots per kind of reveal)
_last = (None, None)   # the component set asked about last and its spots (read without id() and a dict look-up; one
# tuple, replaced whole, so a reader never pairs one set with another's table)


def reveal(st, s, k, rule, ev) -> None:
    sus = st.suspects[s]
    if sus.fade[k] > 0:  # part 2 (Fade to Black) puts fade tokens here
        sus.fade[k] -= 1
        ev.append(st.event(N_("A fade token is discarded instead of revealing clue {k} of suspect {s}."),
                           {"k": k + 1, "s": s + 1}, rule))
        return
    sus.up[k] = True
    tok = st.comp.clues[sus.clues[k]]
    ev.append(st.event(N_("Clue {k} of suspect {s} is revealed: {name} ({kind})."),
                       {"k": k + 1, "s": s + 1, "name": tok["name"].replace("_", " "), "kind": label(MYSTIC if tok["mystic"] else REGULAR)},
                       rule, reveal=True))
    if tok["kind"] == "desire" and sus.quest is None:
        sus.quest = tok["quest"]
        ev.append(st.event(N_("Quest card {quest} is placed under suspect {s}."), {"quest": quest_name(st, tok["quest"]), "s": s + 1}, "suspects"))
    if tok.get("fez") and "fez" in st.event_supply:
        st.event_supply.remove("fez")
        st.event_bag.append("fez")
        ev.append(st.event(N_("The Blood-Red Fez token goes into the event bag."), {}, rule))


MYSTIC = N_("mystic")
REGULAR = N_("regular")


def reveal_all(st, s, rule, ev) -> None:
    for k, up in enumerate(st.suspects[s].up):
        if not up:
            st.suspects[s].fade[k] = 0
            reveal(st, s, k, rule, ev)


def conditions(comp, clue_ids) -> list:
    """The cultist conditions these clues meet: 'chosen', 'herald', 'zealot' (empty: not a cultist)."""
    toks = [comp.clues[c] for c in clue_ids]
    out = []
    if any(t.get("fez") for t in toks):
        out.append("chosen")
    if (any(t.get("constantinople") for t in toks) and any(t.get("artifact") for t in toks)
            and not any(t.get("elder_sign") for t in toks)):
        out.append("herald")
    if sum(1 for t in toks if t["mystic"]) >= MYSTIC_ZEALOT:
        out.append("zealot")
    return out


def is_cultist(st, s) -> bool:
    return bool(conditions(st.comp, st.suspects[s].clues))


def known(st, s):
    """What the table can tell from the face-up clues: True/False when settled, None when still open."""
    sus = st.suspects[s]
    up = [c for c, u in zip(sus.clues, sus.up) if u]
    if conditions(st.comp, up) and ("zealot" in conditions(st.comp, up) or "chosen" in conditions(st.comp, up)):
        return True
    if all(sus.up):
        return bool(conditions(st.comp, sus.clues))
    return None


def _why_not_reveal(st, a, prim, c, car):
    if not isinstance(a.suspect, int) or not 0 <= a.suspect < 6 or not 0 <= a.spot < len(st.suspects[a.suspect].up):
        return refusal("clues", N_("That suspect has no such clue spot."))
    if st.suspects[a.suspect].up[a.spot]:
        return refusal("clues", N_("That clue is face up already."))
    return refusal("clues", N_("That clue is not of the kind this reveal allows."))


effects.register(
    Step("reveal", can=_reveal_can, ask="reveal",
         action=RevealClue, title=N_("choose a clue to reveal"),
         options=_reveal_options,
         choose=lambda st, a, prim, c, ev: reveal(st, a.suspect, a.spot, c["rule"], ev), why_not=_why_not_reveal,
         schema={"kind": "reveal", "n": "int"},
         words=lambda e, comp: Msg(N_("reveal {n} {kind} clue"),
                                   {"n": e.get("n", 1), "kind": Msg(KIND.get(e["kind"], e["kind"]))})),
)
