"""The class-table server over HTTP and WebSockets (issue #20), as a browser would use it.

The tornado application runs in a thread with its own event loop (so these tests also run in a pytest
session where Playwright's synchronous API holds the main thread's loop); the browser test drives Chromium.
"""
from __future__ import annotations

import asyncio
import io
import json
import re
import threading
import urllib.error
import urllib.parse
import urllib.request
import zipfile

import pytest
import tornado.websocket
from tornado.httpclient import HTTPRequest

import rulebook
from class_tables.room import Room
from class_tables.server import make_app
from class_tables.store import MemoryStore

from .helpers import hidden_ids, leaks


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *a, **k):
        return None


_open = urllib.request.build_opener(_NoRedirect()).open


class Reply:
    def __init__(self, code, headers, body):
        self.code, self.headers, self.body = code, headers, body


class TestServer:
    @pytest.fixture(autouse=True)
    def _server(self):
        self.room = Room(MemoryStore(), teacher_code="TEACH1")
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        def run():
            asyncio.set_event_loop(self.loop)

            async def start():
                app = make_app(self.room, cookie_secret="x" * 32)
                self.http = app.listen(0, address="127.0.0.1")
                self.port = next(iter(self.http._sockets.values())).getsockname()[1]
            self.loop.run_until_complete(start())
            ready.set()
            self.loop.run_forever()
        th = threading.Thread(target=run, daemon=True)
        th.start()
        assert ready.wait(30)
        yield
        self.loop.call_soon_threadsafe(self.loop.stop)
        th.join(10)

    def call(self, fn, *args):
        """Run ``fn(*args)`` on the server's loop and wait for it."""
        async def go():
            return fn(*args)
        return asyncio.run_coroutine_threadsafe(go(), self.loop).result(60)

    def fetch(self, path, method="GET", body=None, headers=None, follow_redirects=False):
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", method=method,
                                     data=body.encode() if isinstance(body, str) else body, headers=headers or {})
        try:
            with _open(req, timeout=60) as r:
                return Reply(r.status, r.headers, r.read())
        except urllib.error.HTTPError as e:
            return Reply(e.code, e.headers, e.read())

    # ------------------------------------------------------------------ helpers
    def _xsrf(self):
        r = self.fetch("/")
        cookie = r.headers["Set-Cookie"]
        token = re.search(r"_xsrf=([^;]+)", cookie).group(1)
        return token, cookie.split(";")[0]

    def login(self):
        token, cookie = self._xsrf()
        body = urllib.parse.urlencode({"code": "teach1", "_xsrf": token})
        r = self.fetch("/teacher/login", method="POST", body=body, headers={"Cookie": cookie})
        assert r.code == 302, r.code
        teacher = r.headers["Set-Cookie"].split(";")[0]
        self.cookie = f"{cookie}; {teacher}"
        self.xsrf = token

    def post(self, path, **fields):
        fields["_xsrf"] = self.xsrf
        return self.fetch(path, method="POST", body=urllib.parse.urlencode(fields), headers={"Cookie": self.cookie})

    def ws(self, path, cookie=None):
        req = HTTPRequest(f"ws://127.0.0.1:{self.port}{path}", headers={"Cookie": cookie} if cookie else {})
        return self.wait(lambda: tornado.websocket.websocket_connect(req))

    def read(self, sock):
        return self.wait(sock.read_message)

    def wait(self, make_future):
        """Start ``make_future()`` on the server's loop and wait for its result here."""
        async def go():
            return await make_future()
        return asyncio.run_coroutine_threadsafe(go(), self.loop).result(60)

    def send(self, sock, msg: dict):
        self.call(sock.write_message, json.dumps(msg))

    # ------------------------------------------------------------------ tests
    def test_the_dashboard_needs_the_teacher_code(self):
        """A wrong teacher code is refused with a sentence; without the code the dashboard and the teacher's
        actions send you back to the login page; with it, tables are created from the form."""
        token, cookie = self._xsrf()
        r = self.fetch("/teacher/login", method="POST", headers={"Cookie": cookie},
                       body=urllib.parse.urlencode({"code": "nope", "_xsrf": token}), follow_redirects=False)
        assert r.code == 403 and b"not the teacher code" in r.body
        r = self.fetch("/teacher", follow_redirects=False)
        assert r.code == 302 and r.headers["Location"] == "/"
        self.login()
        r = self.post("/teacher/tables", game="first_class", players="2", seed="3", bots="", count="2")
        assert r.code == 302 and len(self.room.tables) == 2
        page = self.fetch("/teacher", headers={"Cookie": self.cookie}).body.decode()
        assert page.count("/play/") == 4 and "Table 2" in page

    def test_a_bad_form_is_refused_with_a_sentence(self):
        """Bots written wrongly, an unknown bot, a word for the number of tables: a 400 (not a redirect, which
        reads as done), no table made, and the dashboard with the sentence that says why above its form."""
        self.login()
        r = self.post("/teacher/tables", game="first_class", players="2", seed="0", bots="two=greedy", count="3")
        page = r.body.decode()
        assert r.code == 400 and "Location" not in r.headers and not self.room.tables
        assert "Write bots as seat=name" in page and "two=greedy" in page and 'name="bots"' in page
        r = self.post("/teacher/tables", game="first_class", players="2", seed="0", bots="2=grandmaster", count="1")
        assert r.code == 400 and "grandmaster" in r.body.decode() and not self.room.tables
        r = self.post("/teacher/tables", game="first_class", players="2", seed="0", bots="", count="three")
        assert r.code == 400 and "whole numbers" in r.body.decode() and not self.room.tables

    def test_tables_with_options_and_rulings(self):
        """The teacher sets options and rulings for new tables; an unknown option is refused with the game's
        own sentence and makes no table."""
        self.login()
        r = self.post("/teacher/tables", game="horror", players="2", seed="1", bots="", count="1",
                      options="difficulty=easy, ruling.four_spaces=last_space")
        (t,) = self.room.tables.values()
        assert t.state.options["difficulty"] == "easy"
        assert t.state.rulings["four_spaces"] == "last_space"
        r = self.post("/teacher/tables", game="horror", players="2", seed="1", bots="", count="1", options="speed=9")
        assert r.code == 400 and "speed" in r.body.decode() and len(self.room.tables) == 1

    def test_seat_pages_and_unknown_links(self):
        """A seat's link opens its page (its own seat named); an unknown link is a 404 with a sentence."""
        t = self.room.create("horror", players=2, seed=1)
        r = self.fetch(f"/play/{t.seats[1].token}")
        assert r.code == 200 and "Player 2" in r.body.decode()
        assert "Content-Security-Policy" in r.headers
        r = self.fetch("/play/not-a-seat")
        assert r.code == 404 and b"does not belong to any seat" in r.body

    def test_page_loads_nothing_from_elsewhere(self):
        """Offline classrooms: a seat page and the dashboard reference only this server."""
        t = self.room.create("fracht_express", players=2, seed=1)
        self.login()
        for path in (f"/play/{t.seats[0].token}", "/teacher"):
            body = self.fetch(path, headers={"Cookie": self.cookie}).body.decode()
            assert not re.search(r'(src|href)="(https?:)?//', body), path

    def test_qr_codes_and_saves_are_for_the_teacher(self):
        """The teacher gets each seat's QR code (an SVG) and a zip of every save that loads again."""
        t = self.room.create("first_class", players=2, seed=2)
        assert self.fetch(f"/teacher/qr/{t.seats[0].token}.svg", follow_redirects=False).code == 302
        self.login()
        r = self.fetch(f"/teacher/qr/{t.seats[0].token}.svg", headers={"Cookie": self.cookie})
        assert r.code == 200 and b"<svg" in r.body
        r = self.fetch("/teacher/saves.zip", headers={"Cookie": self.cookie})
        z = zipfile.ZipFile(io.BytesIO(r.body))
        (name,) = z.namelist()
        assert rulebook.GAMES["first_class"].from_json(z.read(name).decode()).to_json() == t.state.to_json()

    def test_seats_see_each_others_moves_and_cannot_act_for_each_other(self):
        """Two seats on their own connections: the mover's click updates both pages (same serial, the move
        in both logs); the other seat's click is answered to it alone and changes nothing."""
        t = self.room.create("first_class", players=2, seed=6)
        socks = {}
        for s in (0, 1):
            socks[s] = self.ws(f"/ws/seat/{t.seats[s].token}")
            first = json.loads(self.read(socks[s]))
            assert first["serial"] == 0
        mover = t.state.current_player
        other = 1 - mover
        self.send(socks[other], {"button": 0, "serial": 0})
        answer = json.loads(self.read(socks[other]))
        assert "turn" in answer["note"]["text"] and t.serial == 0
        self.send(socks[mover], {"button": 0, "serial": 0})
        a = json.loads(self.read(socks[mover]))
        b = json.loads(self.read(socks[other]))
        assert a["serial"] == b["serial"] == 1 and a["log"] == b["log"]
        for s in socks.values():
            self.call(s.close)

    def test_every_message_a_seat_receives_keeps_others_secrets(self):
        """A whole stretch of FrachtExpress played over the WebSocket: every message each seat receives names
        no card hidden from it by ``view(seat)`` (the other hand, the deck)."""
        t = self.room.create("fracht_express", players=2, seed=8)
        socks = [self.ws(f"/ws/seat/{t.seats[s].token}") for s in (0, 1)]
        got = [[json.loads(self.read(s))] for s in socks]
        for _ in range(12):
            if t.state.is_over:
                break
            mover = t.state.current_player
            t.seats[mover]._bucket[0] = 12
            self.send(socks[mover], {"button": 0, "serial": t.serial})
            for s in (0, 1):
                got[s].append(json.loads(self.read(socks[s])))
            for s in (0, 1):
                assert not leaks(json.dumps(got[s][-1]), hidden_ids(t.state, s))
        assert sum(len(g) for g in got) >= 10
        for s in socks:
            self.call(s.close)

    def test_sockets_refuse_strangers(self):
        """The dashboard and watch sockets close at once without the teacher's cookie; a seat socket with a
        wrong token closes too."""
        t = self.room.create("first_class", players=2, seed=1)
        for path in ("/ws/teacher", f"/ws/watch/{t.id}", "/ws/seat/nobody"):
            s = self.ws(path)
            assert self.read(s) is None, path
