"""Station I rules that mutation testing found unpinned (issue 21): a single non-matching hand card is
discarded at once (not attached); the prompts say attach or discard; every outcome is a Station I log line."""
from rulebook.fracht_express.actions import UseSpecial

from fe_helpers import arrival

TOP = ["D09"]            # action number 3


def test_a_single_non_matching_card_is_discarded_at_once():
    """Station I: with one hand card and no match, that card is discarded without a choice -- never attached --
    logged (Station I, the player) with the card; the turned-over card is a Station I line too."""
    s = arrival("I", hand=["D05"], top=TOP)
    ev = s.apply(UseSpecial())
    assert s.players[0].attached == [] and s.players[0].hand == [] and s.discard[-1] == "D05"
    assert next(e for e in ev if "turned over" in e.text).rule == "station_i"
    assert (ev[-1].rule, ev[-1].player) == ("station_i", 0)
    assert ev[-1].text == "No hand card matches: Player 1 discards D05."


def test_a_single_match_is_attached_and_logged():
    """Station I: one matching hand card is attached at once, a Station I line of the player."""
    s = arrival("I", hand=["D11", "D05"], top=TOP)
    ev = s.apply(UseSpecial())
    assert (ev[-1].rule, ev[-1].player) == ("station_i", 0) and "picks up D11 by rapid pick-up" in ev[-1].text


def test_an_empty_hand_is_logged():
    """Station I: with no hand card there is nothing to attach or discard; a Station I line says so."""
    s = arrival("I", top=TOP)
    ev = s.apply(UseSpecial())
    assert not s.stack and (ev[-1].rule, ev[-1].player) == ("station_i", 0)
    assert "no card in hand" in ev[-1].text


def test_the_prompt_says_attach_or_discard():
    """Station I: with several matches the prompt asks for a card to attach; with several hand cards and no
    match, for one to discard."""
    s = arrival("I", hand=["D11", "D18", "D05"], top=TOP)
    s.apply(UseSpecial())
    assert "to attach" in s.prompt.text()
    t = arrival("I", hand=["D05", "D06"], top=TOP)
    t.apply(UseSpecial())
    assert "to discard" in t.prompt.text()
