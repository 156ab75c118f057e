"""Station G rules that mutation testing found unpinned (issue 21): no card to take when none is left beside
the table; the objection round in a two-player game; the card played goes back (saved as not held); every
step of the round is a Station G log line naming the right player."""
import json
import shutil
from pathlib import Path

from rulebook.fracht_express import data as fe_data
from rulebook.fracht_express.actions import NoObjection, Object, UseSpecial

from fe_helpers import arrival


def _one_objection_card(tmp_path):
    """A data folder like the bundled one but with a single objection card."""
    src = Path(fe_data.__file__).parent / "data"
    for f in ("cards.json", "stations.json"):
        shutil.copy(src / f, tmp_path / f)
    doc = json.loads((tmp_path / "stations.json").read_text("utf-8"))
    doc["objection_cards"] = 1
    (tmp_path / "stations.json").write_text(json.dumps(doc), "utf-8")
    return str(tmp_path)


def test_no_objection_card_to_take_when_none_is_left(tmp_path):
    """Station G: with the only objection card in another player's hand, none lies beside the table, so the
    special action cannot be used (nothing is offered)."""
    s = arrival("G", players=2, objections={1: True}, data_dir=_one_objection_card(tmp_path))
    assert s.objections == 0 and not s.stack


def test_taking_an_objection_card_is_logged():
    """Station G: taking the card is a Station G line of the player."""
    s = arrival("G")
    ev = s.apply(UseSpecial())
    assert (ev[-1].rule, ev[-1].player) == ("station_g", 0) and "takes an objection card" in ev[-1].text


def test_two_players_have_an_objection_round_too():
    """Objection round, two players: the other player, holding a card, is asked and may object; the card goes
    back beside the table (saved as not held) and the objection is a Station G line of the objector."""
    s = arrival("C", players=2, hand=["D05"], hands={1: ["D11"]}, objections={1: True}, top=["D09"])
    s.apply(UseSpecial())
    assert s.current_player == 1 and s.legal_actions() == [Object(), NoObjection()]
    ev = s.apply(Object())
    assert (ev[-1].rule, ev[-1].player) == ("station_g", 1) and "Player 1's special action does not happen" in ev[-1].text
    assert json.loads(s.to_json())["state"]["players"][1]["objection"] is False


def test_nobody_objecting_is_logged_for_the_active_player():
    """Objection round: when every other player has let it pass, a Station G line of the active player says
    the action goes ahead."""
    s = arrival("C", players=2, hand=["D05"], hands={1: ["D11"]}, objections={1: True}, top=["D09"])
    s.apply(UseSpecial())
    ev = s.apply(NoObjection())
    line = next(e for e in ev if "Nobody objects" in e.text)
    assert (line.rule, line.player) == ("station_g", 0)
