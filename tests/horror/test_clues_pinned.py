"""Clues, pinned where mutation testing found them loose (issue 21): which face-down clues a reveal may pick
(by spot kind, any, 1st class = suspects 1-3, 2nd class = suspects 4-6), revealing one (a fade token is spent
instead; a desire places its quest card; the Blood-Red Fez clue puts the Fez token into the event bag), the
end-of-line reveal of every clue, and what the table can already tell from the face-up clues."""
import pytest

from rulebook.horror import clues
from rulebook.horror.scenario import ready

KINDS = ("any", "class1", "class2", "ticket", "desire", "feature")


def _fresh():
    return ready(players=1, seed=5, investigators=["doctor"])


def _ids(s, **want):
    return [c for c, v in s.comp.clues.items() if all(v.get(k) == w for k, w in want.items())]


def _expected(s, kind):
    out = []
    for i, sus in enumerate(s.suspects):
        if (kind == "class1" and i >= 3) or (kind == "class2" and i <= 2):
            continue
        for k, up in enumerate(sus.up):
            if not up and kind in ("any", "class1", "class2", s.comp.boards[i]["spots"][k]):
                out.append((i, k))
    return out


@pytest.mark.parametrize("open_", ["none", "first_three", "all_but_one_feature", "all"])
def test_hidden_clues_by_kind_and_class(open_):
    """The clues a reveal of a kind may pick: face-down ones on a spot of that kind, or any spot for ``any``,
    only suspects 1-3 for ``class1`` and 4-6 for ``class2``; ``any_hidden`` says whether there is one."""
    s = _fresh()
    for i, sus in enumerate(s.suspects):
        for k in range(len(sus.up)):
            if open_ == "all" or (open_ == "first_three" and i < 3):
                sus.up[k] = True
            elif open_ == "all_but_one_feature":
                sus.up[k] = not (i == 3 and k == 3)
    for kind in KINDS:
        want = _expected(s, kind)
        assert clues.hidden(s, kind) == want, kind
        assert clues.any_hidden(s, kind) is bool(want), kind
    if open_ == "none":
        assert {i for i, _ in clues.hidden(s, "class1")} == {0, 1, 2}
        assert {i for i, _ in clues.hidden(s, "class2")} == {3, 4, 5}
        assert clues.hidden(s, "feature")


def test_a_fade_token_is_spent_instead_of_revealing():
    """A spot holding a fade token (Fade to Black): revealing it discards one fade token and the clue stays
    face down."""
    s = _fresh()
    s.suspects[0].fade[3] = 2
    clues.reveal(s, 0, 3, "talk", [])
    assert s.suspects[0].fade[3] == 1 and not s.suspects[0].up[3]


def test_revealing_turns_the_clue_face_up_and_is_a_reveal_line():
    """A revealed clue is face up; its log line is a reveal (shown to every seat) under the rule that revealed it."""
    s = _fresh()
    ev = []
    clues.reveal(s, 0, 3, "talk", ev)
    assert s.suspects[0].up[3]
    (e,) = [e for e in ev if "is revealed" in e.text]
    assert e.reveal and e.rule == "talk"


def test_a_desire_clue_places_its_quest_only_when_none_is_there():
    """The first desire clue revealed places its quest card under the suspect (logged under the suspects
    section); a later one leaves the quest in place."""
    s = _fresh()
    sus = s.suspects[0]
    d = [k for k, c in enumerate(sus.clues) if s.comp.clues[c]["kind"] == "desire"]
    ev = []
    clues.reveal(s, 0, d[0], "talk", ev)
    first = s.comp.clues[sus.clues[d[0]]]["quest"]
    assert sus.quest == first
    assert [e.rule for e in ev if e.text.startswith("Quest card")] == ["suspects"]
    clues.reveal(s, 0, d[1], "talk", [])
    assert sus.quest == first


def test_the_fez_clue_puts_the_fez_token_into_the_bag_once():
    """Revealing the Blood-Red Fez clue moves the Fez token from the supply into the event bag (logged under the
    revealing rule); with the token no longer in the supply nothing moves."""
    s = _fresh()
    fez = _ids(s, fez=True)[0]
    sus = s.suspects[0]
    sus.clues[3] = fez
    bag = list(s.event_bag)
    ev = []
    clues.reveal(s, 0, 3, "talk", ev)
    assert "fez" not in s.event_supply and s.event_bag == bag + ["fez"]
    (e,) = [e for e in ev if "Fez token" in e.text]
    assert e.rule == "talk"
    sus.up[3] = False
    clues.reveal(s, 0, 3, "talk", [])
    assert s.event_bag.count("fez") == 1


def test_reveal_all_turns_every_clue_face_up_ignoring_fade_tokens():
    """At the end of the line every clue of a suspect is revealed, fade tokens or not."""
    s = _fresh()
    s.suspects[2].fade[4] = 1
    clues.reveal_all(s, 2, "end", [])
    assert all(s.suspects[2].up) and s.suspects[2].fade[4] == 0


def test_known_and_is_cultist():
    """A suspect's clues decide whether it is a cultist; from the face-up clues alone the table knows "yes" once
    four mystic clues (Zealot) or the Fez (Chosen) show, "no" only when every clue is up and none applies, and
    nothing yet otherwise."""
    s = _fresh()
    sus = s.suspects[0]
    plain = [c for c in _ids(s, mystic=False) if not s.comp.clues[c].get("constantinople")
             and not s.comp.clues[c].get("artifact") and not s.comp.clues[c].get("fez")]
    mystic = [c for c in _ids(s, mystic=True) if not s.comp.clues[c].get("fez")]
    sus.clues = plain[:6]
    sus.up = [True] * 5 + [False]
    assert clues.is_cultist(s, 0) is False and clues.known(s, 0) is None
    sus.up = [True] * 6
    assert clues.known(s, 0) is False
    sus.clues = mystic[:4] + plain[:2]
    sus.up = [True] * 4 + [False] * 2
    assert clues.is_cultist(s, 0) is True and clues.known(s, 0) is True
    sus.clues = _ids(s, fez=True) + plain[:5]
    sus.up = [True] + [False] * 5
    assert clues.is_cultist(s, 0) is True and clues.known(s, 0) is True
    sus.up = [False] + [True] * 5
    assert clues.known(s, 0) is None
