"""Stack frames as records read by field name (issue 13): each frame kind saves as the same JSON list as
before, reads back to an equal frame, and a copy shares nothing that changes."""
import json

import pytest

from rulebook.horror import frames as F

CTX = {"p": 1, "rule": "talk", "by": "player", "at": None, "u": False}
SAVED = [
    ["eff", {"seq": [{"do": "gain", "what": "item", "n": 1}]}, CTX],
    ["ask", "status", {"do": "status", "to": "calm", "n": 2}, CTX, 2],
    ["talk", CTX, {"drawn": ["ticket", "g:item"], "stage": "prepare"}],
    ["rest", {"p": 0, "rule": "rest"}, 3],
]


@pytest.mark.parametrize("saved", SAVED, ids=[s[0] for s in SAVED])
def test_every_frame_saves_as_the_list_it_was_read_from(saved):
    """The save format is unchanged: a frame read from its JSON list writes back the very same list."""
    fr = F.from_json(json.loads(json.dumps(saved)))
    assert type(fr).KIND == saved[0] and fr.seat == fr.ctx["p"]
    assert fr.to_json() == saved
    assert F.from_json(fr.to_json()) == fr == fr.copy()


def test_the_talk_names_its_drawn_tokens_and_stage():
    """A talk in progress reads ``drawn`` and ``stage`` by name (notebook 03 prints ``stack[-1].drawn``)."""
    fr = F.from_json(SAVED[2])
    assert fr.drawn == ["ticket", "g:item"] and fr.stage == "prepare"
    fr.drawn.append("desire")
    assert fr.to_json()[2]["drawn"] == ["ticket", "g:item", "desire"]


def test_a_copy_shares_nothing_that_changes():
    """A copied state changes its frames in place (tokens drawn, uses and experience left): the copy's data are
    its own."""
    talk, ask = F.from_json(SAVED[2]), F.from_json(SAVED[1])
    t2, a2 = talk.copy(), ask.copy()
    t2.drawn.append("desire")
    t2.ctx["p"] = 0
    a2.left -= 1
    assert talk.to_json() == SAVED[2] and ask.to_json() == SAVED[1]


@pytest.mark.parametrize("bad", [["rest", CTX], ["ask", "status", {}, CTX], ["eff", {}, CTX, 1]])
def test_a_frame_of_the_wrong_length_is_refused(bad):
    """A saved frame with too few or too many fields is no frame."""
    with pytest.raises(ValueError):
        F.from_json(bad)
