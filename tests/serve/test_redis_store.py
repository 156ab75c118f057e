"""Class tables on Redis (issue #20): two server processes share the tables and never both apply a move.

Starts Debian's ``redis-server`` on a free port in a temporary folder (``make sysdeps`` installs it);
skipped with the reason when it or the ``redis`` package is missing. The two processes are two Rooms on
the same Redis, as two ``rulebook serve --redis`` processes would be.
"""
from __future__ import annotations

import shutil
import socket
import subprocess
import time

import pytest

from class_tables.room import Room


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def redis_url(tmp_path):
    exe = shutil.which("redis-server")
    if exe is None:
        pytest.skip("redis-server is not installed (make sysdeps installs it)")
    pytest.importorskip("redis")
    port = _free_port()
    proc = subprocess.Popen([exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                             "--dir", str(tmp_path)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    import redis
    for _ in range(100):
        try:
            redis.Redis(port=port).ping()
            break
        except redis.ConnectionError:
            time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0"
    proc.terminate()
    proc.wait(10)


def test_two_processes_share_tables_and_never_double_a_move(redis_url):
    """A table made by one process is found by the other; a move stored by one is what the other shows
    next; a click the other process took against the old table is refused and applies nothing."""
    from class_tables.store import RedisStore
    a = Room(RedisStore(redis_url), teacher_code="T1")
    b = Room(RedisStore(redis_url))
    assert b.teacher_code == "T1" or a.teacher_code == "T1"
    t = a.create("first_class", players=2, seed=3)
    b.reload(t.id)
    tb, seat = b.seat_for(t.seats[0].token)
    assert tb.state.to_json() == t.state.to_json()
    mover = t.state.current_player
    assert t.act(mover, version=t.serial, button=0).ok            # process A applies and stores it
    # process B still has the old table in memory; the same click arriving there is not applied again
    r = tb.act(mover, version=0, button=0)
    assert not r.ok
    assert tb.state.to_json() == t.state.to_json() and tb.serial == t.serial == 1
    # a restart of both processes: the tables come back from Redis
    c = Room(RedisStore(redis_url))
    assert c.tables[t.id].state.to_json() == t.state.to_json()


def test_a_race_between_two_processes_keeps_one_move(redis_url):
    """Both processes hold serial 0 and both try a move: the second store is refused (optimistic lock),
    that process takes the stored table, and Redis holds exactly one move."""
    from class_tables.store import RedisStore
    a = Room(RedisStore(redis_url), teacher_code="T2")
    b = Room(RedisStore(redis_url))
    t = a.create("fracht_express", players=2, seed=1)
    b.reload(t.id)
    tb = b.tables[t.id]
    mover = t.state.current_player
    b.refresh = lambda table, force=False: Room.refresh(b, table, force) if force else False  # B misses the news
    assert t.act(mover, version=0, button=0).ok
    r = tb.act(mover, version=0, button=0)
    assert not r.ok and "changed" in r.note.text()
    stored = RedisStore(redis_url).get(t.id)
    assert stored["serial"] == 1 and tb.state.to_json() == t.state.to_json()


def test_the_other_process_is_told_of_every_move(redis_url):
    """Every stored move is published: a process listening to Redis hears the table's id (the server then
    pushes the new pictures to its own students)."""
    from class_tables.store import RedisStore
    heard = []
    listener = RedisStore(redis_url)
    listener.listen(heard.append)
    time.sleep(0.2)
    a = Room(RedisStore(redis_url), teacher_code="T3")
    t = a.create("horror", players=2, seed=1)
    t.act(t.state.current_player, version=t.serial, button=0)
    for _ in range(100):
        if heard.count(t.id) >= 2:
            break
        time.sleep(0.05)
    listener.close()
    assert heard.count(t.id) >= 2


def test_teacher_sessions_and_codes_are_shared_by_every_process(redis_url):
    """Issue 34: behind one address, a teacher session opened by one process is valid in the other; a new code
    made by either ends it in both, and only the new code opens the dashboard (the store keeps its hash)."""
    from class_tables.store import RedisStore
    a = Room(RedisStore(redis_url, prefix="t34:"), teacher_code="TEACH-00001")
    b = Room(RedisStore(redis_url, prefix="t34:"))
    assert b.teacher_code is None and b.is_teacher("teach-00001")
    sid = a.sessions.open()
    assert b.sessions.valid(sid)
    code = b.new_teacher_code()
    assert not a.sessions.valid(sid) and a.is_teacher(code) and not a.is_teacher("TEACH-00001")
