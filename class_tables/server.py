"""The class-table server: tornado, plain pages, one WebSocket per open page.

Routes (every ``/teacher`` route needs the teacher's code, given once on the login page):

====================================  =========================================================
``GET  /``                            the login page (students use their own seat link instead)
``GET  /play/<token>[?lang=es]``      a seat's page; the token is the seat's secret
``WS   /ws/seat/<token>``             that page's updates and clicks
``GET  /teacher``                     the dashboard; ``WS /ws/teacher`` keeps it current
``GET  /teacher/tables/<id>``         watch one table (every hand visible); ``WS /ws/watch/<id>``
``POST /teacher/tables``              create tables; ``…/<id>/pause|resume|back|links`` act on one
``POST /teacher/pause-all|resume-all|broadcast``
``POST /teacher/logout|new-code``     end this session; a new code that ends every session
``GET  /teacher/saves.zip``           every table's save; ``/teacher/qr/<token>.svg`` a seat's QR code
====================================  =========================================================

A click arrives as ``{"button": i, "serial": n}`` or ``{"key": "card:X-G01", "serial": n}``; the table
applies it only if ``n`` is the serial the page was drawn from (so a double click is one move). A page
receives its whole payload once (``"state"``), then patches (``"patch"``, :mod:`class_tables.patches`);
a refused click is answered with a ``"note"`` only. Limits against a flooding or idle client are the
constants below.
"""
from __future__ import annotations

import io
import json
import math
import time
import secrets
import socket
import zipfile
from pathlib import Path

import tornado.httpserver
import tornado.web
import tornado.websocket
from tornado.log import access_log, app_log as log

from rulebook.core import ConfigError, RulebookError
from rulebook.i18n import LANGUAGES, N_, Msg

from . import pages
from .auth import SESSION_SECONDS, Throttle
from .patches import patch, split
from .room import Room, TableError

STATIC = Path(__file__).with_name("static")
COOKIE = "rb_teacher"

#: Request bodies: a form is small; the create and broadcast forms may carry a save. Larger bodies are
#: refused (400) from their Content-Length, before a byte of them is read.
BODY_SMALL, BODY_SAVE = 4 * 1024, 256 * 1024
#: Open connections in total, HTTP and WebSocket together: kept well below the usual 1,024 file descriptors.
MAX_CONNECTIONS = 800
#: Seconds an idle HTTP connection (or one sending its headers or body) is kept waiting.
IDLE_SECONDS = 20
#: Pages open on one seat at once (a phone and a laptop); a newer one closes the oldest.
SOCKETS_PER_SEAT = 2
#: The most a seat's page sends in one message (a click is a few dozen bytes).
SEAT_MESSAGE_BYTES = 1024
#: Messages a page may send in a burst, and per second after it; more are dropped unanswered, and a page
#: that keeps sending after that many drops in a row is closed.
SOCKET_BURST, SOCKET_PER_S, SOCKET_DROPS = 20, 8.0, 200
#: Bytes waiting to be sent to one page before it counts as not reading: it is closed (it reconnects).
PENDING_BYTES = 1024 * 1024
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def _lang(value) -> str:
    return value if value in LANGUAGES else "en"


def _session(handler) -> str | None:
    """The teacher session id in the request's signed cookie (None when there is none, or it is forged)."""
    try:
        sid = handler.get_signed_cookie(COOKIE, max_age_days=SESSION_SECONDS / 86400)
        return sid.decode("ascii") if sid else None
    except (UnicodeDecodeError, ValueError):
        return None


def _session_ok(handler) -> bool:
    return handler.application.settings["room"].sessions.valid(_session(handler))


def _host_ok(handler) -> bool:
    """Is the request's ``Host`` one of the names this server answers to (no DNS rebinding)?"""
    host = handler.request.host_name.lower().strip("[]")
    return host in handler.application.settings["hosts"]


class _Base(tornado.web.RequestHandler):
    max_body = BODY_SMALL

    @property
    def room(self) -> Room:
        return self.application.settings["room"]

    def prepare(self):
        if not _host_ok(self):
            raise tornado.web.HTTPError(400, reason="Unknown Host")

    def teacher(self) -> bool:
        return _session_ok(self)

    def need_teacher(self) -> bool:
        if not self.teacher():
            self.redirect("/")
            return False
        return True

    def lang(self) -> str:
        return _lang(self.get_argument("lang", "en"))

    def set_default_headers(self):
        # nothing on these pages may come from elsewhere, and no other site may frame them
        self.set_header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' "
                        "'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'")
        self.set_header("Referrer-Policy", "no-referrer")

    def write_error(self, status_code, **kw):
        exc = kw.get("exc_info", (None, None))[1]
        try:
            text = exc.text(self.lang()) if isinstance(exc, RulebookError) else self._reason
        except Exception:       # noqa: BLE001 - an error page never fails in its turn
            text = self._reason
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code}: {text}\n")


class Login(_Base):
    def get(self):
        if self.teacher():
            return self.redirect("/teacher")
        self.write(pages.login_page(self.lang(), self.xsrf_form_html()))

    def post(self):
        wait = self.settings["throttle"].wait(self.request.remote_ip)
        if wait:      # too many attempts: refused without looking at the code
            self.set_status(429)
            self.set_header("Retry-After", str(math.ceil(wait)))
            return self.write(pages.login_page(self.lang(), self.xsrf_form_html(), wait=math.ceil(wait)))
        code = self.get_body_argument("code", "")
        if not self.room.is_teacher(code):
            self.set_status(403)
            return self.write(pages.login_page(self.lang(), self.xsrf_form_html(), wrong=True))
        self.set_signed_cookie(COOKIE, self.room.sessions.open(), httponly=True, samesite="Strict",
                               secure=self.request.protocol == "https", expires_days=SESSION_SECONDS / 86400)
        self.redirect("/teacher")


class Logout(_Base):
    def post(self):
        self.room.sessions.close(_session(self))
        self.clear_cookie(COOKIE)
        self.redirect("/")


class NewCode(_Base):
    """A new teacher code, shown once on this page; every teacher session (this one too) ends."""

    def post(self):
        if not self.need_teacher():
            return
        code = self.room.new_teacher_code()
        self.clear_cookie(COOKIE)
        for s in list(self.settings["sockets"]):
            if s.teacher_only:
                s.close(4403, "teacher only")
        self.set_header("Cache-Control", "no-store")
        self.write(pages.new_code_page(code, self.lang()))


class Dashboard(_Base):
    def get(self):
        if self.need_teacher():
            self.write(pages.dashboard_page(self.room, self.settings["base_url"], self.xsrf_form_html(), self.lang(),
                                            self.get_argument("msg", "")))


def _bots(text: str) -> dict:
    """``"2=greedy, 3=random"`` (seats counted from 1, as people count them) -> ``{1: "greedy", 2: "random"}``."""
    out = {}
    for part in filter(None, (p.strip() for p in text.replace(";", ",").split(","))):
        seat, _, name = part.partition("=")
        if not seat.strip().isdigit() or not name.strip():
            raise TableError(Msg(N_("Write bots as seat=name, e.g. 2=greedy; '{part}' is not."), {"part": part}))
        out[int(seat) - 1] = name.strip()
    return out


def _parse_value(text: str):
    """An option's value as typed: yes/no, A+B (a tuple), a whole number, or the text itself."""
    if text in ("yes", "no"):
        return text == "yes"
    if "+" in text:
        return tuple(text.split("+"))
    if text.lstrip("-").isdigit() and len(text) < 20:
        return int(text)
    return text


def _options(text: str) -> dict:
    """``"modules=A+C, ruling.four_spaces=last_space"`` -> options for ``new_game`` (rulings as a dict); the
    game checks names and values and refuses bad ones with its own sentence."""
    out: dict = {}
    for part in filter(None, (p.strip() for p in text.replace(";", ",").split(","))):
        name, eq, value = part.partition("=")
        name, value = name.strip(), value.strip()
        if not eq or not name:
            raise TableError(Msg(N_("Write options as name=value, e.g. difficulty=easy; '{part}' is not."),
                                 {"part": part}))
        if name.startswith("ruling."):
            out.setdefault("rulings", {})[name[len("ruling."):]] = _parse_value(value)
        else:
            out[name] = _parse_value(value)
    if "data_dir" in out:
        raise TableError(Msg(N_("A class table cannot choose a data folder (option '{name}')."), {"name": "data_dir"}))
    return out


class CreateTables(_Base):
    max_body = BODY_SAVE

    def post(self):
        if not self.need_teacher():
            return
        try:
            players = int(self.get_body_argument("players", "2"))
            typed = self.get_body_argument("seed", "").strip()
            seed = int(typed) if typed else None    # no seed typed: every table its own from the OS's randomness
            if seed is not None and not 0 <= seed < 2 ** 64:
                raise ValueError
            count = max(1, min(30, int(self.get_body_argument("count", "1"))))
        except ValueError:
            return self.redirect("/teacher?msg=" + tornado.escape.url_escape(
                Msg(N_("Players, seed and the number of tables are whole numbers.")).text(self.lang())))
        try:
            bots = _bots(self.get_body_argument("bots", ""))
            options = _options(self.get_body_argument("options", ""))
            start = self.get_body_argument("position", "").strip() or None   # a position code or a save
            for i in range(count):
                self.room.create(self.get_body_argument("game"), players=players,
                                 seed=None if seed is None else (seed + i) % 2 ** 64, bots=bots,
                                 save_text=start, options=options)
        except RulebookError as e:
            return self.redirect("/teacher?msg=" + tornado.escape.url_escape(e.text(self.lang())))
        self.redirect("/teacher")


class TableAction(_Base):
    def post(self, tid, what):
        if not self.need_teacher():
            return
        t = self.room.tables.get(tid)
        if t is None:
            raise tornado.web.HTTPError(404)
        msg = ""
        try:
            if what == "pause":
                t.set_paused(True)
            elif what == "resume":
                t.set_paused(False)
            elif what == "links":
                for sock in list(self.settings["sockets"]):      # the old links' pages hear nothing more
                    if sock.table is t and sock.token is not None and not t.seats[sock.seat].bot:
                        sock.close(4410, Msg(N_("The teacher gave this seat a new link.")).text(sock.lang))
                        self.settings["sockets"].discard(sock)
                self.room.rotate_links(t)
            else:
                t.step_back()
        except RulebookError as e:
            msg = e.text(self.lang())
        self.redirect("/teacher" + ("?msg=" + tornado.escape.url_escape(msg) if msg else ""))


class AllTables(_Base):
    max_body = BODY_SAVE

    def post(self, what):
        if not self.need_teacher():
            return
        msg = ""
        try:
            if what == "broadcast":
                skipped = self.room.broadcast(self.get_body_argument("game"), self.get_body_argument("save"))
                if skipped:
                    msg = Msg(N_("Not changed (another game or number of players): {tables}."),
                              {"tables": ", ".join(skipped)}).text(self.lang())
            else:
                self.room.pause_all(what == "pause-all")
        except RulebookError as e:
            msg = e.text(self.lang())
        self.redirect("/teacher" + ("?msg=" + tornado.escape.url_escape(msg) if msg else ""))


class Saves(_Base):
    def get(self):
        if not self.need_teacher():
            return
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            for name, text in self.room.saves().items():
                z.writestr(name, text)
        self.set_header("Content-Type", "application/zip")
        self.set_header("Content-Disposition", 'attachment; filename="class-tables.zip"')
        self.write(buf.getvalue())


class QR(_Base):
    def get(self, token):
        if not self.need_teacher():
            return
        try:
            self.room.seat_for(token)
        except TableError:
            raise tornado.web.HTTPError(404) from None
        import segno
        out = io.BytesIO()
        segno.make(f"{self.settings['base_url']}play/{token}", error="m").save(out, kind="svg", scale=8, border=2)
        self.set_header("Content-Type", "image/svg+xml")
        self.write(out.getvalue())


class SeatPage(_Base):
    def get(self, token):
        try:
            table, seat = self.room.seat_for(token)
        except TableError as e:
            self.set_status(404)
            return self.write(e.text(self.lang()))
        if "lang" in self.request.arguments:
            table.seats[seat].lang = self.lang()
        lang = table.seats[seat].lang
        self.write(pages.seat_page(pages.seat_payload(table, seat, lang), f"/ws/seat/{token}", lang))


class WatchPage(_Base):
    def get(self, tid):
        if not self.need_teacher():
            return
        t = self.room.tables.get(tid)
        if t is None:
            raise tornado.web.HTTPError(404)
        self.write(pages.seat_page(pages.seat_payload(t, None, self.lang()), f"/ws/watch/{tid}", self.lang()))


# --------------------------------------------------------------------------- WebSockets
class _Socket(tornado.websocket.WebSocketHandler):
    table = None
    seat = None
    token = None
    dashboard = False
    teacher_only = False
    opened = 0.0
    sent = None          # the payload this page shows (patches are made against it)
    sent_split = None

    @property
    def room(self) -> Room:
        return self.application.settings["room"]

    def prepare(self):
        if not _host_ok(self):
            raise tornado.web.HTTPError(400, reason="Unknown Host")
        if len(self.application.settings["sockets"]) >= self.application.settings["max_connections"]:
            raise tornado.web.HTTPError(503, reason="Too many connections")

    def send_state(self, payload: dict, cut=None) -> None:
        """The whole page (on opening, or when the page asks to be drawn afresh); patches follow it."""
        self.push(payload)
        self.sent, self.sent_split = payload, cut if cut is not None else split(payload["svg"])

    def pending(self) -> int:
        """Bytes written to this page that it has not taken yet."""
        stream = getattr(self.ws_connection, "stream", None)
        return 0 if stream is None else stream._total_write_index - stream._total_write_done_index

    def push(self, payload: dict) -> None:
        if self.pending() > PENDING_BYTES:       # a page that does not read: no more buffering for it
            self.application.settings["sockets"].discard(self)
            self.close(4008, "behind")          # below 4400: tables.js reconnects and gets a fresh page
            return
        try:
            self.write_message(json.dumps(payload))
        except tornado.websocket.WebSocketClosedError:
            self.application.settings["sockets"].discard(self)

    def allow(self) -> bool:
        """Per-page token bucket over every message it sends (clicks, garbage, anything)."""
        now = time.monotonic()
        tokens, then = getattr(self, "_bucket", (float(SOCKET_BURST), now))
        tokens = min(float(SOCKET_BURST), tokens + (now - then) * SOCKET_PER_S)
        if tokens < 1:
            self._bucket = (tokens, now)
            self._drops = getattr(self, "_drops", 0) + 1
            if self._drops == 1 and self.table is not None:     # said once per burst; the rest go unanswered
                self.push(_note(Msg(N_("Too many clicks at once: wait a moment and try again.")), "warn",
                                getattr(self, "lang", "en"), self.table.serial))
            if self._drops >= SOCKET_DROPS:
                self.close(4429, Msg(N_("Too many messages from this page: reload it.")).text(
                    getattr(self, "lang", "en")))
            return False
        self._bucket, self._drops = (tokens - 1, now), 0
        return True

    def on_close(self):
        self.application.settings["sockets"].discard(self)


def _note(msg, kind: str, lang: str, serial: int) -> dict:
    """A refusal or a warning for one page: a few hundred bytes where the page is tens of thousands."""
    return {"type": "note", "serial": serial,
            "note": {"text": msg.text(lang) if msg is not None else "", "kind": kind}}


class SeatSocket(_Socket):
    @property
    def max_message_size(self) -> int:
        return SEAT_MESSAGE_BYTES

    def open(self, token):
        try:
            self.table, self.seat = self.room.seat_for(token)
        except TableError:
            return self.close(4404, "no such seat")
        self.token = token
        self.lang = self.table.seats[self.seat].lang
        sockets = self.application.settings["sockets"]
        same = sorted((s for s in sockets if s.table is self.table and s.seat == self.seat and not s.teacher_only),
                      key=lambda s: s.opened)
        for old in same[:max(0, len(same) - SOCKETS_PER_SEAT + 1)]:    # the newest page wins
            old.close(4409, Msg(N_("This seat was opened on another page.")).text(old.lang))
            sockets.discard(old)
        self.opened = time.monotonic()
        sockets.add(self)
        self.send_state(pages.seat_payload(self.table, self.seat, self.lang))

    def on_message(self, message):
        if not self.allow():
            return
        try:
            m = json.loads(message)
            if not isinstance(m, dict):
                raise ValueError
            if m.get("resync") is True:        # the page could not apply a patch: draw it afresh
                return self.send_state(pages.seat_payload(self.table, self.seat, self.lang))
            serial = m.get("serial")
            button, key = m.get("button"), m.get("key")
            if not isinstance(serial, int) or (button is None) == (key is None):
                raise ValueError
        except (ValueError, RecursionError):
            return self.push(_note(Msg(N_("Your page sent something the table does not understand; reload "
                                          "the page.")), "error", self.lang, self.table.serial))
        r = self.table.act(self.seat, version=serial, button=button, key=key if isinstance(key, str) else None)
        if not r.ok:  # nothing changed: a short answer to this seat only, never the whole page again
            self.push(_note(r.note, r.kind, self.lang, self.table.serial))


class WatchSocket(_Socket):
    def open(self, tid):
        self.table = self.room.tables.get(tid)
        if not _session_ok(self) or self.table is None:
            return self.close(4403, "teacher only")
        self.lang, self.teacher_only = "en", True
        self.application.settings["sockets"].add(self)
        self.send_state(pages.seat_payload(self.table, None, self.lang))

    def on_message(self, message):
        pass


class DashboardSocket(_Socket):
    def open(self):
        if not _session_ok(self):
            return self.close(4403, "teacher only")
        self.dashboard, self.lang, self.teacher_only = True, "en", True
        self.xsrf = self.xsrf_form_html()
        self.application.settings["sockets"].add(self)

    def on_message(self, message):
        pass


def _announce(app):
    """After any table changes: every page watching it gets its new view, the dashboards their rows."""
    def changed(table):
        cache: dict = {}
        for s in list(app.settings["sockets"]):
            if s.dashboard:      # the dashboard: this table's row only
                k = ("row", s.xsrf, s.lang)
                if k not in cache:
                    cache[k] = {"type": "row", "id": table.id, "html": pages.dashboard_row(table, s.xsrf, s.lang)}
                s.push(cache[k])
            elif s.table is table:
                k = (s.seat, s.lang)
                if k not in cache:
                    payload = pages.seat_payload(table, s.seat, s.lang)
                    cache[k] = (payload, split(payload["svg"]))
                payload, cut = cache[k]
                if s.sent is None:
                    s.send_state(payload, cut)
                    continue
                pk = (k, s.sent["serial"], id(s.sent))
                if pk not in cache:
                    cache[pk] = patch(s.sent, payload, s.sent_split, cut)
                s.push(cache[pk])
                s.sent, s.sent_split = payload, cut
    return changed


def _log_request(handler) -> None:
    """Tornado's access log, less the refusals a flood repeats (the throttle logs once per burst itself)."""
    status = handler.get_status()
    if status in (429, 413):
        return
    level = access_log.info if status < 400 else access_log.warning if status < 500 else access_log.error
    level("%d %s %.2fms", status, handler._request_summary(), 1000.0 * handler.request.request_time())


class _CappedServer(tornado.httpserver.HTTPServer):
    """An HTTP server that closes a new connection at once when ``max_connections`` are open already."""

    def initialize(self, *a, max_connections: int = MAX_CONNECTIONS, **kw):
        super().initialize(*a, **kw)
        self.max_connections = max_connections
        self._full_logged = False

    def handle_stream(self, stream, address):
        # open WebSockets left the HTTP connections' set when they were upgraded: count them too
        sockets = len(self.request_callback.settings.get("sockets", ()))
        if len(self._connections) + sockets >= self.max_connections:
            if not self._full_logged:
                log.warning("connection cap reached (%d open): refusing new connections", len(self._connections))
                self._full_logged = True
            stream.close()
            return
        self._full_logged = False
        super().handle_stream(stream, address)


class _App(tornado.web.Application):
    def get_handler_delegate(self, request, target_class, *a, **kw):
        # the route's body limit, set before the body is read (tornado then refuses a longer one with 400)
        limit = getattr(target_class, "max_body", BODY_SMALL)
        if hasattr(request.connection, "set_max_body_size"):
            request.connection.set_max_body_size(limit)
        return super().get_handler_delegate(request, target_class, *a, **kw)

    def listen(self, port: int, address: str = "", **kw):
        server = _CappedServer(self, max_connections=self.settings["max_connections"], max_body_size=BODY_SAVE,
                               idle_connection_timeout=self.settings["idle_seconds"],
                               body_timeout=self.settings["idle_seconds"], **kw)
        server.listen(port, address)
        return server


def make_app(room: Room, *, base_url: str = "http://127.0.0.1:8765/", cookie_secret: str | None = None,
             hosts=(), max_connections: int = MAX_CONNECTIONS, idle_seconds: float = IDLE_SECONDS,
             bots: bool = True):
    """The application; ``hosts``: names besides loopback the ``Host`` header may carry; ``bots``: bots think
    in worker processes (:class:`~class_tables.bots.BotRunner`), not on the event loop."""
    app = _App(
        [(r"/", Login), (r"/teacher/login", Login), (r"/teacher/logout", Logout), (r"/teacher/new-code", NewCode),
         (r"/teacher", Dashboard),
         (r"/teacher/tables", CreateTables), (r"/teacher/tables/([0-9a-f]+)/(pause|resume|back|links)", TableAction),
         (r"/teacher/(pause-all|resume-all|broadcast)", AllTables), (r"/teacher/saves.zip", Saves),
         (r"/teacher/qr/([\w-]+)\.svg", QR), (r"/teacher/tables/([0-9a-f]+)", WatchPage),
         (r"/play/([\w-]+)", SeatPage), (r"/ws/seat/([\w-]+)", SeatSocket), (r"/ws/watch/([0-9a-f]+)", WatchSocket),
         (r"/ws/teacher", DashboardSocket)],
        static_path=str(STATIC), xsrf_cookies=True, cookie_secret=cookie_secret or room.store.setting("cookie_secret", lambda: secrets.token_hex(32)),
        websocket_max_message_size=16 * 1024, room=room, base_url=base_url, sockets=set(), throttle=Throttle(),
        log_function=_log_request, hosts={h.lower() for h in (*LOOPBACK, *hosts)}, max_connections=max_connections,
        idle_seconds=idle_seconds, websocket_ping_interval=20, websocket_ping_timeout=20)
    room.add_listener(_announce(app))
    if bots and room.runner is None:
        from .bots import BotRunner
        room.runner = BotRunner()
    return app


def room_addresses() -> list:
    """This machine's addresses other devices in the room might reach (no network access needed)."""
    found = set()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(info[4][0])
    except OSError:
        pass
    return sorted(a for a in found if not a.startswith("127."))


def serve(*, host: str = "127.0.0.1", port: int = 8765, db: str | None = "class-tables.sqlite3",
          teacher_code: str | None = None, quiet: bool = False, redis_url: str | None = None,
          new_code: bool = False, certfile: str | None = None, keyfile: str | None = None,
          insecure_lan: bool = False, allow_hosts=()) -> None:
    """Run the class-table server until interrupted (``rulebook serve``).

    Beyond loopback the server needs TLS (``certfile``/``keyfile``) or the teacher's explicit
    ``insecure_lan``; it answers only requests whose ``Host`` is loopback, one of this machine's
    addresses it serves, or a name in ``allow_hosts`` (the name a reverse proxy forwards)."""
    import asyncio

    from .auth import MIN_TYPED, normalise
    from .store import MemoryStore, RedisStore, SqliteStore
    if teacher_code is not None and len(normalise(teacher_code)) < MIN_TYPED:
        raise ConfigError(Msg(N_("A teacher code needs at least {n} letters or digits, so that it cannot be "
                                 "guessed; leave --teacher-code out to get a random one."), {"n": MIN_TYPED}))
    if bool(certfile) != bool(keyfile):
        raise ConfigError(Msg(N_("TLS needs both --certfile and --keyfile.")))
    if host not in LOOPBACK and not certfile and not insecure_lan:
        raise ConfigError(Msg(N_("Serving {host} lets other machines connect: give a certificate (--certfile and "
                                 "--keyfile), or say --insecure-lan to serve plain HTTP on a network you trust "
                                 "(or put the server behind a reverse proxy that adds TLS)."), {"host": host}))
    ssl_options = None
    if certfile:
        import ssl
        ssl_options = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ssl_options.load_cert_chain(certfile, keyfile)
    max_connections = _raise_fd_limit()
    store = RedisStore(redis_url) if redis_url else SqliteStore(db) if db else MemoryStore()
    room = Room(store, teacher_code)
    if new_code:
        room.teacher_code = room.new_teacher_code()
    shown = "127.0.0.1" if host in LOOPBACK else host
    hosts = set(allow_hosts)
    if host in ("0.0.0.0", "::"):
        found = room_addresses()
        shown = (found or ["127.0.0.1"])[0]
        hosts.update(found)
    elif host not in LOOPBACK:
        hosts.add(host)
    base = f"{'https' if certfile else 'http'}://{shown}:{port}/"
    app = make_app(room, base_url=base, hosts=hosts, max_connections=max_connections)

    async def main():
        app.listen(port, address=host, ssl_options=ssl_options)
        start_bots(app)
        if hasattr(store, "listen"):     # several processes share Redis: push the others' moves to our pages
            loop = asyncio.get_running_loop()
            store.listen(lambda tid: loop.call_soon_threadsafe(room.reload, tid))
        if not quiet:
            if room.teacher_code:        # shown once, when it is made; the store keeps only its hash
                print(f"Class tables: {base}   teacher code: {room.teacher_code}", flush=True)
            else:
                print(f"Class tables: {base}   teacher code: the one printed when it was made "
                      "(rulebook serve --new-code makes another)", flush=True)
            if host in LOOPBACK:
                print("Only this machine can reach it. To serve the room's network: rulebook serve --host 0.0.0.0 "
                      "--certfile ... --keyfile ... (or --insecure-lan)", flush=True)
            n = len(room.tables)
            print(f"{n} table{'' if n == 1 else 's'} restored from {redis_url or db or 'memory'}.", flush=True)
        await asyncio.Event().wait()
    try:
        asyncio.run(main())
    finally:
        if room.runner is not None:
            room.runner.close()


def _raise_fd_limit() -> int:
    """Lift this process's open-file limit to its hard limit; the connection cap stays 100 below it."""
    try:
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = min(hard if hard != resource.RLIM_INFINITY else 4096, 4096)
        if want > soft:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
            soft = want
        return max(16, min(MAX_CONNECTIONS, soft - 100))
    except (ImportError, ValueError, OSError):
        return MAX_CONNECTIONS


def start_bots(app) -> None:
    """Bots of restored tables that were to move when the server stopped take their turns again."""
    import asyncio
    room = app.settings["room"]
    if room.runner is not None:
        room.runner.attach(asyncio.get_running_loop())
        room.runner.warm()
    for t in list(room.tables.values()):
        t.run_bots()
