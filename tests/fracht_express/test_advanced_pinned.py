"""Special-action rules that mutation testing found unpinned (issue 21): the log lines of deciding about a
special action (whose they are, under which section), the prompt of a special action under way naming the
player, the section named while the decision is pending, and the sections that refuse special-action choices
made when none is under way."""
from rulebook.fracht_express.actions import Discard, Hijack, Object, SkipSpecial, Target, UseSpecial

from fe_helpers import arrival


def test_skipping_is_logged_under_advanced_for_the_arriving_player():
    """Player 1 drives into Station C and does not use its special action: one line of section "advanced",
    player 1's, naming Station C; the decision is gone."""
    s = arrival("C", hand=["D05"])
    ev = s.apply(SkipSpecial())
    [line] = ev
    assert line.rule == "advanced" and line.player == 0
    assert line.msg.params["s"] == "C" and "does not use" in line.text and "Station C" in line.text
    assert not s.stack


def test_using_is_logged_under_the_stations_section_for_the_arriving_player():
    """Using the card robbery of Station C: the line is of section "station_c", the arriving player's, and
    the robbery's own decision follows, its prompt naming that player."""
    s = arrival("C", hand=["D05"], hands={1: ["D11"], 2: ["D13"]})
    ev = s.apply(UseSpecial())
    [line] = [e for e in ev if "uses the special action" in e.text]
    assert line.rule == "station_c" and line.player == 0 and line.msg.params["s"] == "C"
    assert s.legal_actions() == [Target(1), Target(2)]
    assert "Player 1" in str(s.prompt)


def test_the_pending_decision_is_the_advanced_section():
    """While the arriving player decides about the special action, something that is not an action at all
    is refused under section "advanced" (the section of the decision under way)."""
    s = arrival("C", hand=["D05"])
    v = s.explain(["not", "an", "action"])
    assert v is not None and v.rule == "advanced"


def test_special_action_choices_out_of_place_name_their_sections(refused):
    """With no special action under way, an objection is refused by section "station_g", a hijack by
    "variants" (the Hijack variant) and a discard by "advanced"."""
    s = arrival("C", hand=["D05"])
    s.apply(SkipSpecial())
    with refused(s, "station_g", "objected"):
        s.apply(Object())
    with refused(s, "variants", "hijack"):
        s.apply(Hijack("D05", 1))
    with refused(s, "advanced", "discarded"):
        s.apply(Discard("D05"))
