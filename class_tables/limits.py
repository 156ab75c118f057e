"""The class-table server's limits against a flooding or idle client, the teacher's session cookie, the
request handlers' base and the HTTP server that caps its connections (:mod:`class_tables.server` builds the
application from them)."""
from __future__ import annotations

from pathlib import Path

import tornado.httpserver
import tornado.web
from tornado.log import access_log, app_log as log

from rulebook.core import RulebookError
from rulebook.i18n import LANGUAGES

from .auth import SESSION_SECONDS
from .room import Room

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
