"""The coach in the turn panel: the Hint button fills the status bar's message, the review opens positions."""
import rulebook
from rulebook.analysis import make_bot
from widgets.panel import TurnPanel


def test_hint_button_shows_the_hint_in_the_status_bar():
    """Panel requirement: "Hint" sits in the status bar's head row and its answer shows in the message area,
    naming the hinted move."""
    s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=3)
    panel = TurnPanel(s)
    assert panel._coach.hint_btn in panel._status.children[1].children
    panel._coach.hint_btn.click()
    h = panel._coach.last_hint
    assert h.action in s.legal_actions()
    assert h.action.describe().text() in panel.message_text


def test_review_lists_moves_and_opens_their_positions():
    """Panel requirement: the review lists the costliest moves, each with a button that opens the position
    before that move in a new panel (replayed from the history)."""
    s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
    bots = [make_bot("random", 1), make_bot("random", 2)]
    while not s.is_over and len(s.history) < 40:
        s.apply(bots[s.current_player].choose(s))
    panel = TurnPanel(s)
    panel._coach.review_btn.click()
    got = panel._coach.mistakes
    assert 1 <= len(got) <= 3
    row = panel._coach.rows.children[0]
    row.children[1].click()
    new = panel._coach.panels[-1]
    assert len(new.state.history) == got[0].index
    assert got[0].played in new.state.legal_actions()


def test_a_reviewed_position_opens_in_the_panels_language_and_explore_mode():
    """Panel requirement: the review's new panel speaks the game panel's language, and a panel playing the game
    opens the earlier position to explore (it is a look back, not a second game); other modes keep theirs."""
    s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
    bots = [make_bot("random", 1), make_bot("random", 2)]
    while not s.is_over and len(s.history) < 30:
        s.apply(bots[s.current_player].choose(s))
    panel = TurnPanel(s, language="es", mode="play")
    panel._coach.review_btn.click()
    new = panel._coach.open(0)
    assert (type(new), new.lang, new.mode) == (TurnPanel, "es", "explore")
    assert new is not panel and new.state is not panel.state
    same = panel.panel_on(s.copy(), mode=None)
    assert (same.lang, same.mode) == ("es", "play")
