"""The turn panel's pictures as tabs (issue #14): the shared table fits the first screen, the boards and sheets
are one click away, and the tab on screen follows the parts that can be pressed now."""
import random

import pytest

import rulebook
import widgets


def _after_draft(name, seed=7):
    st = rulebook.GAMES[name].new_game(players=2, seed=seed)
    rng = random.Random(seed)
    while str(st.phase).startswith(("draft", "layout")):
        st.apply(rng.choice(st.legal_actions()))
    return st


@pytest.mark.parametrize("name,first", [("first_class", "Table"), ("horror", "Train and track")])
def test_shared_table_first_then_boards(name, first):
    """The first tab is the shared table, drawn to fit the screen; the other tabs hold the rest of the table."""
    p = widgets.play(_after_draft(name))
    assert p._tabs.titles[0] == first and p._tabs.selected_index == 0
    assert p._picture is p._tabs.children[0] and p._picture.fit == "screen"
    assert all(pic.fit == "width" for pic in p._tabs.children[1:])
    assert all(pic.svg.startswith("<svg") for pic in p._tabs.children)


def test_tab_follows_the_parts_to_press():
    """First Class: while a railroad car card is carried out, the parts to press are the mover's trains, so the
    panel shows the mover's board (the table tab has nothing to press); when only the table has parts to press
    again, it shows the table."""
    st = _after_draft("first_class")
    p = widgets.play(st)
    mover = st.current_player
    board = list(p._pictures).index(f"board:{mover}")
    lit = lambda part: "rb-click rb-active" in p._pictures[part].svg  # noqa: E731
    take = next(a for a in st.legal_actions()
                if type(a).__name__ == "TakeCard" and st.comp.cards[a.card].type == "car")
    p.act(take)
    p.act(next(a for a in st.legal_actions() if type(a).__name__ == "CarryOut"))
    assert not lit("table") and lit(f"board:{mover}")
    assert p._tabs.selected_index == board
    for _ in range(40):
        if p.state.current_player != mover:
            break
        p.act(p.state.legal_actions()[-1])
    assert p.state.current_player != mover and lit("table")
    assert p._tabs.selected_index == 0


def test_answer_goes_beside_the_part_clicked_on_its_picture():
    """A click on a board part answers on that board's picture, not on the table; a part of another player's
    board does nothing for the player to move (it used to act on the mover's own board)."""
    p = widgets.play(_after_draft("first_class"))
    me, other = p.state.current_player, 1 - p.state.current_player
    before = len(p.state.history)
    pic = p._pictures[f"board:{other}"]
    pic.click(f"coin:{other}:0")
    assert len(p.state.history) == before
    assert pic.note == "Nothing to do there right now." and p._pictures["table"].note == ""
    mine = p._pictures[f"board:{me}"]
    mine.click(f"mail:{me}:1")
    assert mine.note.startswith("Not allowed") and pic.note == ""


def test_answer_to_a_button_goes_on_the_tab_on_screen():
    """A refusal asked for with the "Why not?" list (no click on the picture) shows on the picture on screen."""
    p = widgets.play(_after_draft("first_class"))
    me = p.state.current_player
    p._tabs.selected_index = list(p._pictures).index(f"board:{me}")
    from rulebook.first_class import actions as A
    p.why_not(A.ChooseMail(1))
    assert p._pictures[f"board:{me}"].note.startswith("Not allowed")
    assert p._pictures["table"].note == ""


def test_a_refusal_keeps_the_tab_it_was_clicked_on():
    """A refused click on a board leaves that board's tab in view (its answer is there), even though the parts
    to press now are on the table; the tab turns to the table only when nothing is being answered."""
    p = widgets.play(_after_draft("first_class"))
    other = 1 - p.state.current_player
    tabs = list(p._pictures)
    p._tabs.selected_index = tabs.index(f"board:{other}")
    p._pictures[f"board:{other}"].click(f"coin:{other}:0")
    assert p._tabs.selected_index == tabs.index(f"board:{other}")
    assert p._pictures[f"board:{other}"].note


def test_the_tab_with_the_decisions_parts_comes_forward():
    """Issue 39: when a decision starts, the tab with the most parts to press comes forward by itself, even if
    the tab on screen has a few: First Class's "take an action card" lights the action cards on the table and a
    coin or two on the mover's board; with the board on screen, the next such decision shows the table."""
    from widgets.panel_parts.pictures import focus_tab
    assert focus_tab([19, 3, 0], 1) == 0 and focus_tab([0, 3, 0], 1) == 1 and focus_tab([2, 2], 1) == 1
    st = _after_draft("first_class", seed=7)
    p = widgets.play(st)
    count = lambda part: p._pictures[part].svg.count("rb-click rb-active")  # noqa: E731
    rng = random.Random(3)
    seen = 0
    for _ in range(300):
        if st.is_over:
            break
        me = st.current_player
        board = f"board:{me}"
        if "take an action card" in st.prompt.text("en") and count(board) and count("table") > count(board):
            p._tabs.selected_index = list(p._pictures).index(board)   # the person looks at their board
            p.act(next(a for a in st.legal_actions() if type(a).__name__ == "TakeCard"))
            p.undo()   # the same decision again, redrawn after a move
            assert p._tabs.selected_index == 0, "the table did not come forward for taking an action card"
            seen += 1
            if seen >= 2:
                break
        p.act(rng.choice(st.legal_actions()))
    assert seen, "no 'take an action card' decision with parts on the board too"
