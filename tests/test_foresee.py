"""Consequences foreseen before a choice (issue 39): ``rulebook.analysis.foresee(state, action)`` lists what the
engine can tell will follow a legal action whatever is hidden, and the turn panel shows it on the choice."""
import pytest

import rulebook
from rulebook.analysis import foresee, make_bot

GAMES = ["first_class", "fracht_express", "horror"]


def _positions(game, seeds, first="random", most=400):
    """The positions of seeded 2-player games, ``first``'s bot against a random one (at most ``most`` moves)."""
    for seed in seeds:
        s = rulebook.GAMES[game].new_game(players=2, seed=seed)
        bots = [make_bot(first, 300 + seed), make_bot("random", 400 + seed)]
        while not s.is_over and len(s.history) < most:
            yield s
            s.apply(bots[s.current_player].choose(s))


def _what_happens(s, action):
    """The log lines (as texts) that ``action`` and, for a taken First Class card, carrying it out write."""
    c = s.copy()
    events = c.apply(action)
    if type(action).__name__ == "TakeCard":
        from rulebook.first_class.actions import CarryOut
        if CarryOut() in c.legal_actions():
            events += c.apply(CarryOut())
    return [e.msg.text() for e in events]


@pytest.mark.parametrize("game,first", [("first_class", "random"), ("fracht_express", "planner"),
                                        ("horror", "random")])
def test_what_is_foreseen_happens(game, first):
    """A foreseen consequence is not a guess: carrying the action out on the real position writes that very log
    line (a taken First Class card's lines when it is carried out, "If carried out: ..."). Checked for every choice
    of decisions with at most 40 of them (FrachtExpress: the planner drives, a derail or a station is foreseen);
    each game foresees something in these games."""
    found = 0
    for s in _positions(game, range(2), first):
        legal = s.legal_actions()
        if len(legal) > 40:
            continue
        for a in legal:
            seen = foresee(s, a)
            if not seen:
                continue
            happened = _what_happens(s, a)
            for m in seen:
                what = m.params["what"] if m.id == "If carried out: {what}" else m
                assert what.text() in happened, (str(a), what.text(), happened)
                found += 1
    assert found, f"nothing foreseen in {game}"


def test_first_class_foresees_a_lost_conductor_step_and_a_cleared_row():
    """First Class: carrying out a conductor card with a conductor on its train's last card foresees the lost
    step (foregoing it does not); taking the last cards of a row but one foresees the row cleared."""
    from rulebook.first_class.actions import CarryOut, Forego, TakeCard
    from rulebook.first_class.scenario import find_card, scenario
    s0 = scenario(players=2, seed=1)
    card = find_card(s0, ("conductors", 1), module="X", colour="green")
    s = scenario(players=2, seed=1, cur=0, held=card, p0={"trains": [[2, 1], [0, 0, 0]], "cond": [1, 0]})
    assert [m.text() for m in foresee(s, CarryOut())] == [
        "The conductor of the upper train stops at the last card; 1 step is lost."]
    assert foresee(s, Forego()) == []
    for s in _positions("first_class", range(3)):
        for a in s.legal_actions():
            if type(a) is TakeCard:
                texts = [m.text() for m in foresee(s, a)]
                if any("so the row is cleared" in t for t in texts):
                    row = next(r for r, cards in enumerate(s.rows) if a.card in cards)
                    assert f"from row {row + 1}, so the row is cleared" in " ".join(texts)
                    return
    pytest.fail("no cleared row foreseen")


def test_foresight_tells_nothing_hidden():
    """A consequence is kept only when it follows whatever is hidden, so it names only what the deciding seat
    sees: every FrachtExpress card a foreseen line names is in ``state.view(seat)``, and a move that draws hidden
    cards foresees nothing after the draw."""
    import json
    import re
    seen_any = 0
    for s in _positions("fracht_express", range(2), "planner"):
        legal = s.legal_actions()
        if len(legal) > 40:
            continue
        view = json.dumps(s.view(s.current_player))
        for a in legal:
            for m in foresee(s, a):
                seen_any += 1
                for card in re.findall(r"\bD\d\d\b", m.text()):
                    assert f'"{card}"' in view, (m.text(), str(a))
    assert seen_any


def test_the_panel_shows_foreseen_consequences_on_the_choice():
    """The turn panel's choice button keeps its label and its tooltip adds each foreseen consequence on a line."""
    import widgets
    from rulebook.first_class.scenario import find_card, scenario
    s0 = scenario(players=2, seed=1)
    card = find_card(s0, ("conductors", 1), module="X", colour="green")
    s = scenario(players=2, seed=1, cur=0, held=card, p0={"trains": [[2, 1], [0, 0, 0]], "cond": [1, 0]})
    p = widgets.play(s)
    tips = {b.description: b.tooltip for b in p._bar.buttons.children}
    assert tips["Carry out the card."] == ("Carry out the card.\n"
                                           "The conductor of the upper train stops at the last card; 1 step is lost.")
    assert tips["Forego the card for one upgrade."] == "Forego the card for one upgrade."


def test_a_hover_light_follows_a_tooltip_with_foreseen_lines():
    """FrachtExpress lights a button's target by the button's title: a title that adds foreseen lines after the
    label still matches (the label, then a line break)."""
    from widgets.fracht_express.svg import hover_css
    css = hover_css([("Go on.", ["end"])])
    assert 'button[title="Go on."]:hover' in css and 'button[title^="Go on.\\A "]:hover' in css
