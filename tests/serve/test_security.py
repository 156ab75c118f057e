"""Class tables in front of a class (issue 34): each finding of the report, repeated as an attack.

Every attack runs from a client on loopback against the real tornado application (in a thread with its
own event loop, as in ``test_server.py``), is bounded (a fixed number of requests, a timeout on every
wait) and asserts that it now fails.
"""
from __future__ import annotations

import asyncio
import json
import random
import re
import threading
import urllib.error
import urllib.parse
import urllib.request

import pytest
import tornado.websocket
from tornado.httpclient import HTTPRequest

import rulebook
from class_tables.room import RATE_BURST, Room
from class_tables.server import make_app
from class_tables.store import MemoryStore, SqliteStore

from .helpers import _WORD, _leaves

CODE = "TEACH1"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *a, **k):
        return None


_open = urllib.request.build_opener(_NoRedirect()).open


class Reply:
    def __init__(self, code, headers, body):
        self.code, self.headers, self.body = code, headers, body


class Server:
    """The class-table application on 127.0.0.1 in a thread of its own; the test is the client."""

    def __init__(self, room, **app_options):
        self.room = room
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        def run():
            asyncio.set_event_loop(self.loop)

            async def start():
                self.app = make_app(self.room, cookie_secret="x" * 32, **app_options)
                self.http = self.app.listen(0, address="127.0.0.1")
                self.port = next(iter(self.http._sockets.values())).getsockname()[1]
            self.loop.run_until_complete(start())
            ready.set()
            self.loop.run_forever()
        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        assert ready.wait(30)

    def stop(self):
        async def close():
            self.http.stop()
            runner = self.room.runner
            if runner is not None:
                runner.close()
        asyncio.run_coroutine_threadsafe(close(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)

    def call(self, fn, *args):
        async def go():
            return fn(*args)
        return asyncio.run_coroutine_threadsafe(go(), self.loop).result(60)

    def wait(self, make_future, timeout=60):
        async def go():
            return await make_future()
        return asyncio.run_coroutine_threadsafe(go(), self.loop).result(timeout)

    def fetch(self, path, method="GET", body=None, headers=None, timeout=60):
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", method=method,
                                     data=body.encode() if isinstance(body, str) else body, headers=headers or {})
        try:
            with _open(req, timeout=timeout) as r:
                return Reply(r.status, r.headers, r.read())
        except urllib.error.HTTPError as e:
            return Reply(e.code, e.headers, e.read())

    def xsrf(self):
        r = self.fetch("/")
        cookie = r.headers["Set-Cookie"]
        return re.search(r"_xsrf=([^;]+)", cookie).group(1), cookie.split(";")[0]

    def login(self, code=CODE):
        token, cookie = self.xsrf()
        r = self.fetch("/teacher/login", method="POST", body=urllib.parse.urlencode({"code": code, "_xsrf": token}),
                       headers={"Cookie": cookie})
        assert r.code == 302, r.code
        self.cookie = f"{cookie}; " + r.headers["Set-Cookie"].split(";")[0]
        self.xsrf_token = token
        return r

    def post(self, path, **fields):
        fields["_xsrf"] = self.xsrf_token
        return self.fetch(path, method="POST", body=urllib.parse.urlencode(fields), headers={"Cookie": self.cookie})

    def ws(self, path, headers=None):
        req = HTTPRequest(f"ws://127.0.0.1:{self.port}{path}", headers=headers or {})
        return self.wait(lambda: tornado.websocket.websocket_connect(req))

    def read(self, sock, timeout=60):
        return self.wait(sock.read_message, timeout)


@pytest.fixture
def server():
    s = Server(Room(MemoryStore(), teacher_code=CODE))
    yield s
    s.stop()


def _picture_ids(svg: str) -> set:
    return set(_WORD.findall(svg))


def _view_ids(state, seat) -> set:
    return {x for x in _leaves(state.view(seat), set()) if _WORD.fullmatch(x)}


def _same_picture(game, players, seat, svg, seed) -> bool:
    """Does the deal of ``seed`` draw exactly ``svg`` on the page of ``seat``?"""
    from class_tables.pages import picture
    from class_tables.room import SeatInfo, Table
    cand = rulebook.GAMES[game].new_game(players=players, seed=seed)
    return picture(Table(None, "x", "x", game, cand, [SeatInfo(str(i)) for i in range(players)]), seat, "en") == svg


def _recover_seeds(game, players, seat, pictures, seeds) -> list:
    """The report's attack: try every seed; keep, for each picture, the seed whose deal draws exactly that
    picture on the page of ``seat`` (cheap test first: the cards the seat holds in that deal are all on it)."""
    g = rulebook.GAMES[game]
    seen = [_picture_ids(svg) for svg in pictures]
    found = [None] * len(pictures)
    for s in seeds:
        ids = _view_ids(g.new_game(players=players, seed=s), seat)
        for i, got in enumerate(seen):
            if found[i] is None and ids and ids <= got and _same_picture(game, players, seat, pictures[i], s):
                found[i] = s
    return found


# --------------------------------------------------------------------------- 1, 6: the deal and the bots
def test_a_deal_cannot_be_recovered_by_trying_seeds(server):
    """Finding 1: tables made from the dashboard without a seed deal from the OS's randomness, so a student
    who tries every seed from 0 to 20,000 against the picture on their own seat page finds none of 4 tables.
    (The same attack does find a seed the teacher typed, which shows the attack works.)"""
    server.login()
    r = server.post("/teacher/tables", game="first_class", players="4", seed="", bots="", count="4")
    assert r.code == 302 and len(server.room.tables) == 4
    pictures = []
    for t in server.room.tables.values():
        sock = server.ws(f"/ws/seat/{t.seats[0].token}")     # seat 0 drafts first: its hand is on its page
        pictures.append(json.loads(server.read(sock))["svg"])
        server.call(sock.close)
    typed = server.room.create("first_class", players=4, seed=1234)
    sock = server.ws(f"/ws/seat/{typed.seats[0].token}")
    assert _recover_seeds("first_class", 4, 0, [json.loads(server.read(sock))["svg"]], range(1200, 1300)) == [1234]
    server.call(sock.close)
    assert _recover_seeds("first_class", 4, 0, pictures, range(20001)) == [None] * 4


def test_a_typed_seed_is_never_shown_to_students(server):
    """A seed the teacher types deals a repeatable game, and no seat's page or message carries it."""
    server.login()
    server.post("/teacher/tables", game="horror", players="2", seed="918273645", bots="", count="1")
    (t,) = server.room.tables.values()
    for seat in (0, 1):
        page = server.fetch(f"/play/{t.seats[seat].token}").body.decode()
        sock = server.ws(f"/ws/seat/{t.seats[seat].token}")
        first = server.read(sock)
        server.call(sock.close)
        assert "918273645" not in page and "918273645" not in first
    assert t.state.to_json() == rulebook.GAMES["horror"].new_game(players=2, seed=918273645).to_json()


def test_each_bot_has_its_own_secret_stream():
    """Finding 1 (bots seeded with their seat number): two tables dealt alike with the same bots still give
    each bot its own 64-bit key, so the bots' dice differ from table to table and cannot be guessed."""
    room = Room(MemoryStore(), teacher_code=CODE)
    a = room.create("first_class", players=3, seed=5, bots={1: "random", 2: "random"})
    b = room.create("first_class", players=3, seed=5, bots={1: "random", 2: "random"})
    keys = [s.bot_key for t in (a, b) for s in t.seats]
    assert len(set(keys)) == len(keys) and all(k.bit_length() > 32 for k in keys)


def _bot_decisions(table, n, rng):
    """Play a patient person's random clicks until the bots have taken ``n`` more decisions; their actions."""
    got = []
    for _ in range(400):
        if len(got) >= n or table.state.is_over:
            break
        seat = table.state.current_player
        table.seats[seat]._bucket[0] = RATE_BURST
        before = len(table.state.history)
        k = len(table.buttons(seat))
        assert table.act(seat, version=table.serial, button=rng.randrange(k)).ok
        # the person's decision is the first new one; the bots' answers follow it
        got.extend(table.state.history[before + 1:])
    return got[:n]


@pytest.mark.parametrize("game,players,bots", [("first_class", 3, {1: "random", 2: "greedy"}),
                                               ("fracht_express", 2, {1: "random"})])
def test_a_restarted_tables_bots_continue_exactly(tmp_path, game, players, bots):
    """Finding 6: after a restart (a new Room on the same SQLite file) the bots take the same next 10
    decisions as the bots of an untouched control table that never stopped."""
    db = tmp_path / "tables.sqlite3"
    r1 = Room(SqliteStore(db), teacher_code=CODE)
    control = r1.create(game, players=players, bots=bots)
    _bot_decisions(control, 6, random.Random(1))          # the bots have already played a while
    restarted = Room(SqliteStore(db), teacher_code=CODE).tables[control.id]
    assert restarted.state.to_json() == control.state.to_json()
    a = _bot_decisions(control, 10, random.Random(2))
    b = _bot_decisions(restarted, 10, random.Random(2))
    assert len(a) == 10 and a == b


# --------------------------------------------------------------------------- 2: the teacher code
def test_a_new_teacher_code_has_at_least_40_bits_and_only_its_hash_is_stored():
    """Finding 2: the code made for a room is 10 characters of a 32-letter alphabet (50 bits), and the store
    keeps a salted hash of it, never the code."""
    from class_tables.auth import ALPHABET, normalise
    store = MemoryStore()
    room = Room(store)
    code = normalise(room.teacher_code)
    assert len(code) >= 10 and set(code) <= set(ALPHABET) and len(ALPHABET) ** len(code) >= 2 ** 40
    assert room.is_teacher(room.teacher_code.lower()) and not room.is_teacher(code[:-1])
    assert all(code not in v for v in store._settings.values())
    assert Room(store).teacher_code is None          # a restart does not show it again


def test_wrong_codes_in_a_burst_are_throttled_and_logged_once(server, caplog):
    """Finding 2: 20 wrong codes in a burst from one client: after a few the server answers 429 with a
    Retry-After and does not even check the code (the right one is refused too); the burst is logged once."""
    token, cookie = server.xsrf()
    codes = []
    with caplog.at_level("WARNING", logger="class_tables"):
        for i in range(20):
            r = server.fetch("/teacher/login", method="POST", headers={"Cookie": cookie},
                             body=urllib.parse.urlencode({"code": f"WRONG-{i:05d}", "_xsrf": token}))
            codes.append(r.code)
            if r.code == 429:
                assert int(r.headers["Retry-After"]) >= 1
        r = server.fetch("/teacher/login", method="POST", headers={"Cookie": cookie},
                         body=urllib.parse.urlencode({"code": CODE, "_xsrf": token}))
    assert codes.count(403) <= 5 and codes.count(429) >= 15 and r.code == 429
    assert len([x for x in caplog.records if "throttled" in x.getMessage()]) == 1


def test_the_throttle_counts_every_client_together_too():
    """Finding 2: many clients (a class's worth of addresses) share one total budget of attempts."""
    from class_tables.auth import Throttle
    t = Throttle(per_client=(5, 10.0), total=(20, 1.0))
    allowed = sum(t.wait(f"10.0.0.{i}") == 0 for i in range(200))
    assert allowed <= 21


def test_the_cookie_holds_a_session_not_the_code_and_logout_ends_it(server):
    """Finding 2: the teacher's cookie carries a random session id, not the code; logging out ends that
    session at once (the same cookie no longer opens the dashboard)."""
    import base64
    server.login()
    value = re.search(r"rb_teacher=\"?([^;\"]+)", server.cookie).group(1)
    parts = value.split("|")
    decoded = b"".join(base64.b64decode(p + "==") for p in parts if re.fullmatch(r"[A-Za-z0-9+/=]{8,}", p))
    assert CODE.encode() not in decoded and CODE not in value
    assert server.fetch("/teacher", headers={"Cookie": server.cookie}).code == 200
    server.post("/teacher/logout")
    assert server.fetch("/teacher", headers={"Cookie": server.cookie}).code == 302


def test_a_new_code_ends_every_session(server):
    """Finding 2: the dashboard's "new code" shows a new code once and ends every teacher session; the old
    code no longer logs in, the new one does."""
    server.login()
    other = server.cookie
    server.login()
    r = server.post("/teacher/new-code")
    new = re.search(r'<p class="rb-code"><b>([^<]+)</b>', r.body.decode()).group(1)
    assert server.fetch("/teacher", headers={"Cookie": other}).code == 302
    assert server.fetch("/teacher", headers={"Cookie": server.cookie}).code == 302
    token, cookie = server.xsrf()
    r = server.fetch("/teacher/login", method="POST", headers={"Cookie": cookie},
                     body=urllib.parse.urlencode({"code": CODE, "_xsrf": token}))
    assert r.code == 403
    server.login(new)
