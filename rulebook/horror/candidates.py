"""Near misses: the legal actions of a position, then plausible actions the rules refuse
(a move three cars away or into your own car, a skill with a marker, a spell still under Occult
tokens, a favor of a suspect elsewhere, a face-down feature, a token not drawn, a clue face up, a redraw
with no token in hand, weakening by more Occult tokens than there are, a Fez card not drawn ...)."""
from __future__ import annotations

from .actions import (Accuse, AskFeature, CarAction, CastSpell, ChangeStatus, ChooseOption, Converse, DraftAttribute,
                      DraftSkill, DrawToken, EndActions, FinishRest, FulfillQuest, GainOccult, LearnSkill, MoveTo,
                      PickCar, PickPortal, PickSuspect, Rest, ReturnToken, RevealClue, StopTalk, TargetMonster,
                      ToggleCurtains, UniqueAction, UpgradeSkill, UseFavor, UseItem, UseSkill, Redraw, KeepToken, Weaken,
                      ChooseFez)


def candidates(st) -> list:
    out = list(st.legal_actions())
    seen = set(out)

    def add(a):
        if a not in seen:
            seen.add(a)
            out.append(a)

    for a in (Rest(), EndActions(), ToggleCurtains(), CarAction(), UniqueAction(), Converse(), DrawToken(), StopTalk(),
              GainOccult(), FinishRest(), ChooseOption(0), ChooseOption(5), Redraw(), KeepToken(), Weaken(0), Weaken(9),
              ChooseFez("F1"), ChooseFez("nowhere")):
        add(a)
    p = st.current_player if st.current_player is not None else 0
    x = st.inv[p]
    for sid in [s for s in x.slots if s] + x.upgraded[:1]:
        add(UseSkill(sid))
        add(UpgradeSkill(sid))
    for car in range(8):
        add(MoveTo(car))
        add(PickCar(car))
    add(MoveTo(x.car, "calm"))
    for s in range(7):
        add(UseFavor(s))
        add(FulfillQuest(s))
        add(PickSuspect(s))
        add(Accuse(s, True))
    for s in range(6):
        for k in (0, 3):
            add(AskFeature(s, k))
            add(RevealClue(s, k))
    for k in range(7):
        add(CastSpell(k))
    for iid in sorted(st.comp.item_ids)[:2] + st.items_banished[-1:]:
        add(UseItem(iid))
    for tok in ("ticket", "g:occult", "r:health"):
        add(ReturnToken(tok))
    for col in st.colours:
        add(TargetMonster(x.car, col))
        add(TargetMonster(6, col))
    for q in st.passengers[:4]:
        add(ChangeStatus(q.car, q.status, "calm"))
        add(ChangeStatus(q.car, "happy", "happy"))
    for pid in list(st.portals)[:2]:
        add(PickPortal(pid))
    add(PickPortal("nowhere.0"))
    add(DraftSkill(st.comp.general_skills[0]))
    add(DraftAttribute(st.comp.attribute_ids[0]))
    spec = [s["id"] for s in st.comp.investigators[x.id]["skills"] if s["level"] == "specialty"]
    add(LearnSkill(spec[0], 0))
    add(LearnSkill(spec[0], 9))
    return out
