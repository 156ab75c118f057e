"""Class tables (issue #20): seats, tokens, moves, bots, pause, step back, restart, broadcast.

Each test names the promise it checks; the tables are driven as the server drives them.
"""
from __future__ import annotations

import json
import random

import pytest

import rulebook
from class_tables import pages
from class_tables.room import RATE_BURST, Room, TableError
from class_tables.store import MemoryStore, SqliteStore

from .helpers import hidden_ids, leaks

GAMES = [("first_class", 3), ("fracht_express", 2), ("horror", 2)]


def room(store=None):
    return Room(store or MemoryStore(), teacher_code="TEACH1")


def pick(table, rng):
    """The button index a random student would press (or None when it is not a person's turn)."""
    seat = table.state.current_player
    n = len(table.buttons(seat))
    return seat, (rng.randrange(n) if n else None)


def play(table, moves, rng):
    for _ in range(moves):
        if table.state.is_over:
            return
        seat, i = pick(table, rng)
        table.seats[seat]._bucket[0] = RATE_BURST  # a patient student: never rate-limited here
        r = table.act(seat, version=table.serial, button=i)
        assert r.ok, r.note.text()


def test_only_the_seat_to_move_can_act():
    """A seat acts only on its own turn: another seat's click is refused and changes nothing."""
    t = room().create("first_class", players=3, seed=1)
    mover = t.state.current_player
    other = (mover + 1) % 3
    before = t.state.to_json()
    r = t.act(other, version=t.serial, button=0)
    assert not r.ok and "turn" in r.note.text()
    assert t.state.to_json() == before and t.serial == 0
    assert t.buttons(other) == []          # nothing to press on the other seats' pages


def test_a_click_against_an_old_page_is_not_a_second_move():
    """Each click carries the serial its page was drawn from; a repeat of the same click is refused, so a
    double click (or a resent message) never makes two moves."""
    t = room().create("first_class", players=2, seed=4)
    seat, serial = t.state.current_player, t.serial
    assert t.act(seat, version=serial, button=0).ok
    n = len(t.state.history)
    r = t.act(t.state.current_player, version=serial, button=0)
    assert not r.ok and len(t.state.history) == n


def test_seat_tokens_are_secret_and_distinct():
    """A seat is claimed by an unguessable token: 128 random bits each, all different, an unknown one refused."""
    r = room()
    t = r.create("fracht_express", players=2, seed=0)
    tokens = [s.token for s in t.seats]
    assert len(set(tokens)) == 2 and all(len(tok) >= 22 for tok in tokens)
    assert r.seat_for(tokens[1]) == (t, 1)
    with pytest.raises(TableError, match="does not belong to any seat"):
        r.seat_for(tokens[1][:-1] + ("A" if tokens[1][-1] != "A" else "B"))


def test_a_paused_table_refuses_moves_until_resumed():
    """Pause stops every move at that table (with a sentence); resume lets the same click through."""
    t = room().create("first_class", players=2, seed=2)
    t.set_paused(True)
    seat = t.state.current_player
    r = t.act(seat, version=t.serial, button=0)
    assert not r.ok and "paused" in r.note.text()
    assert t.buttons(seat) == []
    t.set_paused(False)
    assert t.act(seat, version=t.serial, button=0).ok


def test_pause_all_and_resume_all():
    """The teacher's pause-all reaches every table."""
    r = room()
    ts = [r.create(g, players=n, seed=1) for g, n in GAMES]
    r.pause_all(True)
    assert all(t.paused for t in ts)
    r.pause_all(False)
    assert not any(t.paused for t in ts)


def test_step_back_takes_back_one_move_but_never_a_reveal():
    """Step back undoes the last person's move exactly; a move that revealed hidden information is not
    taken back (play-mode rule), and the table is left as it was."""
    t = room().create("fracht_express", players=2, seed=3)
    rng = random.Random(0)
    # find a move that reveals nothing, make it, step back
    for _ in range(200):
        before, serial = t.state.to_json(), t.serial
        play(t, 1, rng)
        if not t.reveals[-1]:
            t.step_back()
            assert t.state.to_json() == before and t.serial > serial
            break
    else:
        pytest.fail("no move without a reveal in 200 moves")
    for _ in range(400):
        play(t, 1, rng)
        if t.reveals and t.reveals[-1]:
            break
    else:
        pytest.skip("no revealing move in 400 moves")
    kept = t.state.to_json()
    with pytest.raises(TableError, match="hidden information"):
        t.step_back()
    assert t.state.to_json() == kept


def test_bots_take_empty_seats_and_hand_back_to_the_person():
    """A seat given to a bot moves by itself: after the person's move the bots answer until a person is
    to move again (or the game ends)."""
    r = room()
    t = r.create("first_class", players=3, seed=5, bots={1: "random", 2: "random"})
    assert t.state.current_player == 0
    play(t, 3, random.Random(1))
    assert t.state.is_over or t.state.current_player == 0
    assert len(t.state.history) > 3


@pytest.mark.parametrize("game,players", GAMES)
def test_each_games_own_bot_can_take_a_seat(game, players):
    """The strongest bot of each game (its own heuristic) sits at a class table and plays its turns."""
    from rulebook.analysis.bots import strong_bot
    name = strong_bot(rulebook.GAMES[game])
    t = room().create(game, players=players, seed=2, bots={players - 1: name})
    play(t, 4, random.Random(2))
    assert t.state.is_over or t.state.current_player != players - 1


def test_unknown_bot_and_seat_are_refused():
    """Bad set-up from the dashboard is refused with a sentence and creates no table."""
    r = room()
    with pytest.raises(rulebook.ConfigError):
        r.create("first_class", players=2, bots={5: "random"})
    with pytest.raises(rulebook.ConfigError):
        r.create("chess", players=2)
    assert r.tables == {}


def test_a_restarted_server_continues_every_table_exactly(tmp_path):
    """Tables are stored after every move: a new Room on the same SQLite file has every table, seat token,
    pause flag and serial as they were, and play continues identically to a table that never stopped."""
    db = tmp_path / "tables.sqlite3"
    r1 = room(SqliteStore(db))
    rng = random.Random(7)
    made = []
    for g, n in GAMES:
        t = r1.create(g, players=n, seed=11)
        play(t, 15, rng)
        made.append(t)
    made[0].set_paused(True)
    r2 = room(SqliteStore(db))
    assert set(r2.tables) == set(r1.tables)
    for t in made:
        u = r2.tables[t.id]
        assert u.state.to_json() == t.state.to_json()
        assert [s.token for s in u.seats] == [s.token for s in t.seats]
        assert (u.serial, u.paused, u.reveals) == (t.serial, t.paused, t.reveals)
    made[0].set_paused(False)
    r2.tables[made[0].id].set_paused(False)
    for t in made:
        play(t, 10, random.Random(3))
        play(r2.tables[t.id], 10, random.Random(3))
        assert r2.tables[t.id].state.to_json() == t.state.to_json()


def test_broadcast_puts_one_position_on_every_table_of_its_game():
    """The teacher's broadcast: every table of that game and size gets the position; others are named and
    left alone."""
    r = room()
    a = r.create("first_class", players=2, seed=1)
    b = r.create("first_class", players=2, seed=2)
    c = r.create("first_class", players=3, seed=3)
    src = rulebook.GAMES["first_class"].new_game(players=2, seed=99)
    skipped = r.broadcast("first_class", src.to_json())
    assert a.state.to_json() == b.state.to_json() == src.to_json()
    assert skipped == [c.name]


def test_moves_are_rate_limited():
    """A seat sending far more clicks than a person can is slowed down with a sentence."""
    t = room().create("first_class", players=2, seed=1)
    seat = t.state.current_player
    answers = [t.act(seat, version=-1, button=0) for _ in range(RATE_BURST + 3)]
    assert "Too many clicks" in answers[-1].note.text()


@pytest.mark.parametrize("game,players", GAMES)
def test_no_page_carries_another_seats_hidden_information(game, players):
    """Every payload a seat's page receives during a whole game (picture, buttons, status, log, notes)
    names no component that ``view(seat)`` hides from that seat."""
    t = room().create(game, players=players, seed=21)
    rng = random.Random(5)
    checked = 0
    for _ in range(60):
        for seat in range(players):
            text = json.dumps(pages.seat_payload(t, seat, "en"))
            assert not leaks(text, hidden_ids(t.state, seat)), f"seat {seat} sees hidden ids"
            checked += 1
        if t.state.is_over:
            break
        play(t, 1, rng)
    assert checked >= 2 * players


def test_tables_start_from_a_position_code_and_broadcast_one():
    """A position code from the editor starts tables and is broadcast to every table of its game; a code with a
    typo is refused with its sentence and changes no table."""
    import widgets
    from rulebook.codes import position_code
    ed = widgets.edit("first_class", players=2, seed=4)
    ed.click_key("coin:0:2")
    assert ed.choose_label("One more coin in this column")
    code = position_code(ed.state)
    r = room()
    t = r.create("first_class", players=2, save_text=code)
    assert t.state.players[0].coins == ed.state.players[0].coins
    u = r.create("first_class", players=2, seed=9)
    assert r.broadcast("first_class", code) == []
    assert u.state.players[0].coins == ed.state.players[0].coins
    before = u.state.to_json()
    with pytest.raises(rulebook.RulebookError, match="typo"):
        r.broadcast("first_class", code[:-1] + ("X" if code[-1] != "X" else "Y"))
    assert u.state.to_json() == before
